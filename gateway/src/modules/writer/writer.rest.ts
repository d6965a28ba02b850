import {
  LOCALES,
  t,
  translate,
  WRITER_GENDERS,
  WRITER_LENGTHS,
  WRITER_LIMITS,
  WRITER_MESSAGES,
  WRITER_RELATIONSHIP_NAMES,
  WRITER_TONES,
} from '@memorial/schema';
import type { RestRoute, Schema } from '../route.js';
import { str } from '../route.js';

const ANSWERS = `firstName middleName lastName nickName gender dateOfBirth dateOfDeath dateOfCeremony birthplace placeLived education deathCause
  familyMembers { name relationship isDeceased } lifeMoments achievements memories hobbies personalityTraits ceremonyDetails writingTone length memorableQuote`;
const DRAFT = `id decedentOpId answers { ${ANSWERS} } generatedText language authorName createdAt updatedAt`;

const TEXT_FIELDS = [
  'firstName',
  'middleName',
  'lastName',
  'nickName',
  'gender',
  'birthplace',
  'deathCause',
  'ceremonyDetails',
  'writingTone',
  'length',
  'memorableQuote',
] as const;
const DATE_FIELDS = ['dateOfBirth', 'dateOfDeath', 'dateOfCeremony'] as const;
const LIST_FIELDS = ['placeLived', 'education', 'lifeMoments', 'achievements', 'memories', 'hobbies', 'personalityTraits'] as const;

/** A legacy client may send a list as one text, an answer a line (or a semicolon) apart. */
const list = (v: unknown) => (typeof v === 'string' ? v.split(/[\n;]/) : v);
/** A date as a day, or as the start of an ISO timestamp ("1941-03-03T00:00:00.000Z"). */
const day = (v: unknown) => (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(v) ? v.slice(0, 10) : v);

/**
 * The questionnaire's answers from a legacy body. The old writer sent the name as one "names" text: it is split
 * into first, middle and last when firstName is not sent. generatedText is not read: the text is always composed here.
 */
function answersOf(body: Record<string, unknown>): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const f of TEXT_FIELDS) if (f in body) input[f] = body[f];
  for (const f of DATE_FIELDS) if (f in body) input[f] = day(body[f]);
  for (const f of LIST_FIELDS) if (f in body) input[f] = list(body[f]);
  if ('familyMembers' in body) input['familyMembers'] = body['familyMembers'];
  const names = body['names'];
  if (input['firstName'] == null && typeof names === 'string' && names.trim()) {
    const words = names.trim().split(/\s+/);
    input['firstName'] = words[0];
    if (words.length > 1) input['lastName'] = words[words.length - 1];
    if (words.length > 2) input['middleName'] = words.slice(1, -1).join(' ');
  }
  return input;
}

/** A draft as the old writer answered it: the answers flat beside the text. */
const flat = (d: Record<string, unknown> & { answers?: Record<string, unknown> | null }) => {
  const { answers, ...rest } = d;
  return { ...rest, ...answers };
};

/** Draft ids are numbers; digits are read as one, anything else goes on for GraphQL to refuse in plain words. */
const id = (v: unknown) => (typeof v === 'string' && /^\d{1,9}$/.test(v.trim()) ? Number(v) : (v ?? null));

const DECEDENT_OPI = "The decedent's onePortalId (opi); missing or unknown: 404.";
const oneOf = (values: readonly string[], absent: string) => ({
  type: ['string', 'null'],
  enum: [...values, null],
  description: `One of ${values.join(', ')}; ${absent} when absent or null.`,
});
/**
 * The legacy body of save-draft beside ObituaryDraftInput's fields: the forms it reads that the input type does not
 * name (names, dates as timestamps, lists as one text) and the spec's lists (obituaryDraftRule).
 */
const DRAFT_BODY: Record<string, Schema> = {
  decedentOpId: { type: 'string', description: DECEDENT_OPI },
  id: {
    type: ['integer', 'null'],
    description: "A saved draft of the decedent to replace (digits as text too); a new draft when absent. Another's or none: 404.",
  },
  names: {
    type: 'string',
    description:
      "The old writer's whole name in one text, read when firstName is absent or null: its first word the first name, its last the last name, those between the middle name.",
  },
  firstName: {
    type: ['string', 'null'],
    maxLength: WRITER_LIMITS.name,
    description: `Required (400 "${translate('en', WRITER_MESSAGES, 'firstNameRequired')}") unless names gives it.`,
  },
  gender: oneOf(WRITER_GENDERS, 'unspecified (they/them)'),
  writingTone: oneOf(WRITER_TONES, 'warm'),
  language: oneOf(LOCALES, "the saved draft's own (with id), else the request's Accept-Language (English unless es)"),
  length: oneOf(WRITER_LENGTHS, 'medium'),
  ...Object.fromEntries(
    DATE_FIELDS.map((f) => [
      f,
      {
        type: ['string', 'null'],
        pattern: '^(\\d{4}-\\d{2}-\\d{2}(T.*)?)?$',
        description: 'A day, YYYY-MM-DD, or an ISO timestamp whose day is read (1938-01-21T00:00:00.000Z); empty or null: not answered.',
      },
    ]),
  ),
  ...Object.fromEntries(
    LIST_FIELDS.map((f) => [
      f,
      {
        anyOf: [
          { type: 'array', items: { type: ['string', 'null'], maxLength: WRITER_LIMITS.text }, maxItems: WRITER_LIMITS.listItems },
          { type: 'string' },
          { type: 'null' },
        ],
        description: `Short answers, at most ${WRITER_LIMITS.listItems}: a list, or one text with an answer a line (or a semicolon) apart; empty ones dropped.`,
      },
    ]),
  ),
  familyMembers: {
    type: ['array', 'null'],
    maxItems: WRITER_LIMITS.familyMembers,
    items: {
      type: 'object',
      properties: {
        name: { type: 'string', minLength: 1, maxLength: WRITER_LIMITS.memberName },
        relationship: { type: 'string', enum: [...WRITER_RELATIONSHIP_NAMES], description: 'To the decedent.' },
        isDeceased: { type: ['boolean', 'null'], description: 'Preceded in death rather than surviving; false when absent.' },
      },
      required: ['name', 'relationship'],
    },
    description: 'The family the obituary names.',
  },
};

/**
 * The assisted writer (legacy-rest: Obituary rows). The old writer service answered {success, error, drafts}
 * rather than the envelope, and these rows keep that shape; a failure also carries the envelope's message and errors.
 */
export const writerRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/memorialGpt/api/drafts',
    summary:
      "The decedent's saved drafts (query decedentOpId), the last saved first: {success, error, drafts} (family with access, staff).",
    operation: `query GetObituaryDrafts($opi: String!) { obituaryDrafts(opi: $opi) { ${DRAFT} } }`,
    query: { decedentOpId: { schema: { type: 'string' }, required: true, description: DECEDENT_OPI } },
    statuses: [404],
    variables: ({ query }) => ({ opi: str(query['decedentOpId']) ?? '' }),
    answer: {
      ok: (r) => ({ success: true, error: null, drafts: r['obituaryDrafts'].map(flat) }),
      failed: () => ({ success: false, error: t(WRITER_MESSAGES, 'fetchFailed'), drafts: [] }),
    },
  },
  {
    method: 'POST',
    path: '/memorialGpt/api/save-draft',
    summary:
      'Composes and saves a draft from the answers plus decedentOpId (and id to replace a saved draft): {success, error, drafts}, every draft after the save.',
    operation: `mutation SaveObituaryDraft($opi: String!, $input: ObituaryDraftInput!, $id: Int, $language: String) { saveObituaryDraft(opi: $opi, input: $input, id: $id, language: $language) { message drafts { ${DRAFT} } } }`,
    // generatedText is not read: the text is always composed here.
    body: { input: 'ObituaryDraftInput', properties: DRAFT_BODY, required: ['decedentOpId'] },
    statuses: [404],
    variables: ({ body }) => ({
      opi: str(body['decedentOpId']) ?? '',
      input: answersOf(body),
      id: id(body['id']),
      language: body['language'] ?? null,
    }),
    status: 201,
    answer: {
      ok: (r) => ({ success: true, error: null, drafts: r['saveObituaryDraft'].drafts.map(flat) }),
      // A refused answer is named (its own message); anything else is the writer's own "try again".
      failed: (e) => ({ success: false, error: e.fieldErrors ? e.message : t(WRITER_MESSAGES, 'saveFailed'), drafts: [] }),
    },
  },
];
