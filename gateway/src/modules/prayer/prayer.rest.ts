import {
  LOCALES,
  PRAYER_ALIGNS,
  PRAYER_FIELD_TYPES,
  PRAYER_FONT_KEYS,
  PRAYER_LIMITS,
  PRAYER_PAGES,
  PRAYER_SIZE_NAMES,
  PRAYER_SIZES,
} from '@memorial/schema';
import type { OperationData, RestRoute, Schema } from '../route.js';
import { etagOf, versionOf } from '../route.js';

const FIELD = 'type subType name text priority font size bold italic underline align line';
const PAGE = `index name imageURL textFields { ${FIELD} }`;
export const PRAYER_CARD_FIELDS = `opi templateId templateName imageURL isCustom language coordinates pages { ${PAGE} } poemId poemTitle poemContent finalContent locationId isLocked submittedAt renderedPageURLs printURL lastEditedBy lastEditedAt version`;
const RESULT = `message card { ${PRAYER_CARD_FIELDS} }`;

type Card = Record<string, unknown> & { version: number };
/** The legacy card has no version: it travels as the ETag (a save sends it back as If-Match). */
const legacyCard = ({ version: _version, ...card }: Card) => card;
/** The card of an answer: the card query's, or a mutation's result's. */
const cardOf = (r: OperationData, field: string): Card => (field === 'prayerCard' ? r[field] : r[field].card);
/** The legacy data and the ETag of an answer holding the card. */
const answersCard = (field: string) => ({
  data: (r: OperationData) => ({ data: legacyCard(cardOf(r, field)) }),
  etag: (r: OperationData) => etagOf(cardOf(r, field).version),
});

/** One text field of a legacy page, as legacyPage reads it: what is left out takes the default named. */
const TEXT_FIELD_BODY: Schema = {
  type: 'object',
  properties: {
    type: { type: 'string', enum: [...PRAYER_FIELD_TYPES], description: "What the text is on the page; 'content' when absent." },
    subType: { type: ['string', 'null'], maxLength: PRAYER_LIMITS.subType, description: 'A finer kind, kept as sent; null when absent.' },
    name: {
      type: 'string',
      maxLength: PRAYER_LIMITS.fieldName,
      description: "The field's name on its page; field{n} (its position from 1) when absent.",
    },
    text: { type: 'string', maxLength: PRAYER_LIMITS.fieldText, description: "The text; '' when absent." },
    priority: {
      type: 'integer',
      minimum: 0,
      maximum: PRAYER_LIMITS.priority,
      description: 'Its order on the page (lower first); its position from 1 when absent.',
    },
    font: { type: 'string', enum: [...PRAYER_FONT_KEYS], description: "The font; 'georgia' when absent." },
    size: {
      anyOf: [
        { type: 'integer', enum: [...PRAYER_SIZES] },
        { type: 'string', enum: Object.keys(PRAYER_SIZE_NAMES) },
        { type: 'string', pattern: '^(fs)?\\d+$' },
      ],
      description: `Points: ${PRAYER_SIZES.join(', ')}; also as digits, 'fs26', or a legacy name (${Object.entries(PRAYER_SIZE_NAMES)
        .map(([name, n]) => `${name} ${n}`)
        .join(', ')}). 18 when absent or empty.`,
    },
    bold: { type: 'boolean', description: "true or false ('true'/'1', 'false'/'0'/'' as text too); false when absent." },
    italic: { type: 'boolean', description: 'As bold.' },
    underline: { type: 'boolean', description: 'As bold.' },
    align: { type: 'string', enum: [...PRAYER_ALIGNS], description: "'center' when absent." },
    line: {
      type: ['integer', 'null'],
      minimum: 0,
      maximum: PRAYER_LIMITS.line,
      description: "The legacy editor's line, kept as sent; null when absent.",
    },
  },
};
const PAGE_NAMES = PRAYER_PAGES.map((p) => `${p.index} ${p.name}`).join(', ');
/** A legacy page: its index and its text fields (all of the page's fields: the page's text is replaced). */
const pageBody = (index: string): Schema => ({
  type: 'object',
  properties: {
    index: {
      type: 'integer',
      minimum: 0,
      maximum: PRAYER_LIMITS.pages - 1,
      description: `The page (${PAGE_NAMES}); ${index} when absent.`,
    },
    textFields: {
      type: ['array', 'null'],
      items: TEXT_FIELD_BODY,
      maxItems: PRAYER_LIMITS.fieldsPerPage,
      description: 'Every text of the page; none when absent.',
    },
  },
});
const POEM_FIELDS: Record<string, Schema> = {
  poemId: {
    type: ['integer', 'null'],
    minimum: 1,
    description:
      'A poem of GET /poems (its id; digits as text too): it brings its title and text unless poemTitle or poemContent is sent. Unknown: 400. null clears it.',
  },
  poemTitle: {
    type: ['string', 'null'],
    maxLength: PRAYER_LIMITS.poemTitle,
    description:
      "The poem's title as the card shows it (numbers are read as their digits). null clears it; absent keeps the chosen poem's.",
  },
  poemContent: {
    type: ['string', 'null'],
    maxLength: PRAYER_LIMITS.poemContent,
    description: "The poem's text as the card shows it; as poemTitle.",
  },
  finalContent: {
    type: ['string', 'null'],
    maxLength: PRAYER_LIMITS.finalContent,
    description: "The legacy editor's composed text, kept as sent; null clears it, absent keeps it.",
  },
};
const POEM_BODY: Schema = {
  type: 'object',
  properties: {
    id: { ...POEM_FIELDS['poemId'], description: 'Read as poemId.' },
    title: { ...POEM_FIELDS['poemTitle'], description: 'Read as poemTitle.' },
    content: { ...POEM_FIELDS['poemContent'], description: 'Read as poemContent.' },
    finalContent: { ...POEM_FIELDS['finalContent'], description: 'Read as finalContent.' },
  },
};
/** The card's language as a body names it. */
const LANGUAGE_BODY: Schema = {
  type: ['string', 'null'],
  enum: [...LOCALES, null],
  description:
    "The card's language (its heading, dates, template words and print PDF): en or es. Absent or null: a new card takes the request's Accept-Language (English unless es), a card keeps its own.",
};
/** The body of POST /prayer-card/:opi, as legacyCardInput reads it: a field left out keeps its value. */
const SAVE_BODY: Record<string, Schema> = {
  templateId: {
    type: ['integer', 'null'],
    minimum: 1,
    description:
      "A template of GET /prayer-card/templates (its id; digits as text too): when it is not the card's, the card starts from it first (design, text and photo replaced). Needed (400) while the card has neither a template nor a photo.",
  },
  pages: {
    type: ['array', 'null'],
    items: pageBody('its position in the list'),
    maxItems: PRAYER_LIMITS.pages,
    description: 'Pages to save, each at most once; a page not sent keeps its text.',
  },
  page: {
    anyOf: [
      { type: 'object', properties: { ...(pageBody('pageIndex, else 0')['properties'] as object), ...POEM_FIELDS, poem: POEM_BODY } },
      { type: 'array', items: pageBody('its position in the list') },
    ],
    description: 'One page (its poem fields are read where the top level has none), or a list of pages as pages.',
  },
  pageIndex: {
    type: 'integer',
    minimum: 0,
    maximum: PRAYER_LIMITS.pages - 1,
    description: 'The index of a single page (page) that names none; 0 when absent.',
  },
  ...Object.fromEntries(
    (['mainPage', 'leftPage', 'rightPage', 'backPage'] as const).map((key, i) => [
      key,
      { ...pageBody(String(i)), description: `The ${PRAYER_PAGES[i]!.name} page (index ${i} unless it names another).` },
    ]),
  ),
  poem: {
    ...POEM_BODY,
    description: 'The chosen poem: its fields are read where poemId, poemTitle, poemContent or finalContent is absent.',
  },
  ...POEM_FIELDS,
  locationId: {
    type: ['integer', 'null'],
    minimum: 1,
    description:
      'The funeral home the back page names: its position, from 1, in GET /data funeralHomes (digits as text too). Unknown: 400. null clears it.',
  },
  location: {
    type: 'object',
    properties: { id: { type: 'integer', description: 'Read as locationId.' } },
    description: 'The location as {id}, read where locationId is absent.',
  },
  coordinates: {
    anyOf: [
      { type: ['string', 'null'], maxLength: PRAYER_LIMITS.coordinates },
      {
        type: 'object',
        properties: { x: { type: 'number' }, y: { type: 'number' }, width: { type: 'number' }, height: { type: 'number' } },
      },
    ],
    description: "The crop of the family's photo in its pixels, kept as sent: 'x,y,width,height', or that as an object. null clears it.",
  },
  language: LANGUAGE_BODY,
};

export const prayerRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/prayer-card/templates',
    summary: 'The prayer card templates: data.data, each with id, templateId, name, type, imageURL, thumbnailURL and the default pages.',
    operation: `query PrayerCardTemplates { prayerCardTemplates { id templateId name type imageURL thumbnailURL pages { ${PAGE} } } }`,
    data: (r) => ({ data: r['prayerCardTemplates'] }),
  },
  {
    method: 'GET',
    path: '/poems',
    summary: 'The library of poems and prayers (public domain): data.data, each with id, title, content, author.',
    operation: 'query Poems { poems { id title content author } }',
    data: (r) => ({ data: r['poems'] }),
  },
  {
    method: 'GET',
    path: '/prayer-card/:opi',
    summary:
      "The decedent's prayer card: data.data holds the card (pages with textFields, poem fields, location, lock, submitted pages, printURL).",
    operation: `query PrayerCard($opi: String!) { prayerCard(opi: $opi) { ${PRAYER_CARD_FIELDS} } }`,
    variables: ({ params }) => ({ opi: params['opi'] }),
    ...answersCard('prayerCard'),
  },
  {
    method: 'POST',
    path: '/prayer-card/:opi',
    statuses: [423],
    summary:
      'Saves the card. JSON body: templateId (starts from it when it is not the current one), pages [{index, textFields}] or page {index, textFields} ' +
      '(or mainPage, leftPage, rightPage, backPage), poem {id, title, content} or poemId, poemTitle, poemContent, finalContent, locationId, coordinates. ' +
      "Sizes may be numbers or the legacy names ('fs26', 'large').",
    body: { properties: SAVE_BODY },
    operation: `mutation SavePrayerCard($opi: String!, $input: PrayerCardInput!, $version: Int) { savePrayerCard(opi: $opi, input: $input, version: $version) { ${RESULT} } }`,
    variables: (req) => ({ opi: req.params['opi'], input: legacyCardInput(req.body), version: versionOf(req) }),
    ...answersCard('savePrayerCard'),
    message: (r) => r['savePrayerCard'].message,
  },
  {
    method: 'POST',
    path: '/prayer-card/:opi/custom',
    statuses: [423],
    summary:
      "The family's own photo as the front (multipart: one image part, png or jpeg by content; text field coordinates 'x,y,width,height' of the crop in the photo's pixels).",
    multipart: true,
    body: {
      properties: {
        coordinates: {
          type: 'string',
          maxLength: PRAYER_LIMITS.coordinates,
          description:
            "The crop 'x,y,width,height' in the photo's pixels (or that as a JSON object {x, y, width, height}); the whole photo when absent or empty.",
        },
        language: { ...LANGUAGE_BODY, type: 'string', enum: [...LOCALES] },
      },
    },
    operation: `mutation UploadPrayerCardImage($opi: String!, $file: Upload, $coordinates: String, $version: Int, $language: String) { uploadPrayerCardImage(opi: $opi, file: $file, coordinates: $coordinates, version: $version, language: $language) { ${RESULT} } }`,
    variables: (req) => ({
      opi: req.params['opi'],
      file: req.files[0] ?? null,
      coordinates: typeof req.body['coordinates'] === 'string' ? req.body['coordinates'] : null,
      version: versionOf(req),
      language: typeof req.body['language'] === 'string' ? req.body['language'] : null,
    }),
    ...answersCard('uploadPrayerCardImage'),
    message: (r) => r['uploadPrayerCardImage'].message,
  },
  {
    method: 'POST',
    path: '/prayer-card/:opi/submit',
    statuses: [423],
    summary:
      'Sends the rendered pages to the arranger (multipart: field files, one PNG per page named template_{n}.png, 1 to 4) and makes the print PDF.',
    multipart: true,
    // Only the file parts are read.
    body: { properties: {} },
    operation: `mutation SubmitPrayerCard($opi: String!, $files: [Upload!]!) { submitPrayerCard(opi: $opi, files: $files) { ${RESULT} } }`,
    variables: ({ params, files }) => ({ opi: params['opi'], files }),
    ...answersCard('submitPrayerCard'),
    message: (r) => r['submitPrayerCard'].message,
  },
];

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => !!v && typeof v === 'object' && !Array.isArray(v);
const LEGACY_PAGES = ['mainPage', 'leftPage', 'rightPage', 'backPage'] as const;

/**
 * The legacy body as a PrayerCardInput. Values of a wrong kind go on as they are, for the rules to name
 * (a font 'wingdings' is refused, not dropped); only what the legacy client leaves out gets a default.
 */
export function legacyCardInput(body: Json): Json {
  const pages: Json[] = [];
  if (body['pages'] != null && !Array.isArray(body['pages'])) throw new TypeError('pages must be a list');
  if (Array.isArray(body['pages'])) pages.push(...body['pages'].map((p, i) => legacyPage(p, i)));
  if (Array.isArray(body['page'])) pages.push(...body['page'].map((p, i) => legacyPage(p, i)));
  else if (isObject(body['page'])) pages.push(legacyPage(body['page'], num(body['pageIndex']) ?? 0));
  LEGACY_PAGES.forEach((key, index) => {
    if (isObject(body[key])) pages.push(legacyPage(body[key], index));
  });
  const poem = isObject(body['poem']) ? body['poem'] : isObject(body['page']) && isObject(body['page']['poem']) ? body['page']['poem'] : {};
  const from = (key: string, poemKey: string) =>
    key in body ? body[key] : isObject(body['page']) && key in body['page'] ? body['page'][key] : poem[poemKey];
  const input: Json = {
    pages,
    templateId: num(body['templateId']),
    poemId: num(from('poemId', 'id')),
    poemTitle: text(from('poemTitle', 'title')),
    poemContent: text(from('poemContent', 'content')),
    finalContent: text(from('finalContent', 'finalContent')),
    locationId: num(body['locationId'] ?? (isObject(body['location']) ? body['location']['id'] : undefined)),
    coordinates: isObject(body['coordinates']) ? JSON.stringify(body['coordinates']) : text(body['coordinates']),
    language: text(body['language']),
  };
  for (const k of Object.keys(input)) if (input[k] === undefined) delete input[k];
  return input;
}

function legacyPage(p: unknown, index: number): Json {
  if (!isObject(p)) throw new TypeError('a page must be an object');
  const fields = p['textFields'] == null ? [] : p['textFields'];
  if (!Array.isArray(fields)) throw new TypeError('textFields must be a list');
  return {
    index: num(p['index']) ?? index,
    textFields: fields.map((f, i) => {
      if (!isObject(f)) throw new TypeError('a text field must be an object');
      return {
        type: str(f['type'], 'content'),
        subType: str(f['subType'], null),
        name: str(f['name'], `field${i + 1}`),
        text: str(f['text'], ''),
        priority: num(f['priority']) ?? i + 1,
        font: str(f['font'], 'georgia'),
        size: size(f['size']),
        bold: bool(f['bold']),
        italic: bool(f['italic']),
        underline: bool(f['underline']),
        align: str(f['align'], 'center'),
        line: num(f['line']) ?? null,
      };
    }),
  };
}

/**
 * Text as text (a number becomes its digits); what cannot be text ends the request with the runner's
 * plain 400 sentence, before GraphQL would answer in its own words.
 */
function str<D extends string | null>(v: unknown, fallback: D): string | D {
  if (v === undefined || v === null) return fallback;
  if (typeof v === 'string') return v;
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  throw new TypeError('not text');
}
function bool(v: unknown): boolean {
  if (v === undefined || v === null || v === false || v === 'false' || v === 0 || v === '0' || v === '') return false;
  if (v === true || v === 'true' || v === 1 || v === '1') return true;
  throw new TypeError('not a boolean');
}
const text = (v: unknown) => (v === undefined ? undefined : str(v, null));

/** 26, '26', 'fs26' and 'large' are sizes; anything else becomes -1, which the rule refuses with its sentence. */
function size(v: unknown): number {
  if (v == null || v === '') return 18;
  if (typeof v === 'string' && v in PRAYER_SIZE_NAMES) return PRAYER_SIZE_NAMES[v]!;
  const n = Number(typeof v === 'string' ? v.replace(/^fs/, '') : v);
  return Number.isSafeInteger(n) ? n : -1;
}

/** A number from JSON or a form (the legacy client sends both); anything else -1, for the rule to name. */
function num(v: unknown): number | undefined | null {
  if (v === null) return null;
  if (v === undefined || v === '') return undefined;
  const n = Number(v);
  return Number.isSafeInteger(n) ? n : -1;
}
