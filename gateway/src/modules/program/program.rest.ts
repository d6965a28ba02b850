import { PROGRAM_TEMPLATES_PER_PAGE, PROGRAM_TEMPLATES_PER_PAGE_MAX } from '@memorial/schema';
import type { OperationData, RestRoute } from '../route.js';
import { etagOf, versionOf } from '../route.js';

export const PROGRAM_CARD_FIELDS = `opi programCardTemplate { id name previewFrontImageUrl previewBackImageUrl } templateFileUrl fileUrl fileName isLocked submittedAt lastEditedBy lastEditedAt maxFileBytes version`;
const RESULT = `message programCard { ${PROGRAM_CARD_FIELDS} }`;

type Card = Record<string, unknown> & { version: number };
/** The legacy card has no version: it travels as the ETag (a save sends it back as If-Match). */
const legacyCard = ({ version: _version, ...card }: Card) => card;
/** The card of an answer: the card query's, or a mutation's result's. */
const cardOf = (r: OperationData, field: string): Card => (field === 'programCard' ? r[field] : r[field].programCard);
/** The legacy data and the ETag of an answer holding the card. */
const answersCard = (field: string) => ({
  data: (r: OperationData) => ({ data: legacyCard(cardOf(r, field)) }),
  etag: (r: OperationData) => etagOf(cardOf(r, field).version),
});

export const programRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/program-card/templates',
    summary:
      'The service program templates, 5 a page: ?limit=5&offset={page} (from 0); data.data the templates, data.count how many in all.',
    query: {
      limit: {
        schema: { type: 'integer', minimum: 1, maximum: PROGRAM_TEMPLATES_PER_PAGE_MAX, default: PROGRAM_TEMPLATES_PER_PAGE },
        description: `Templates a page, 1 to ${PROGRAM_TEMPLATES_PER_PAGE_MAX} (${PROGRAM_TEMPLATES_PER_PAGE} when absent or empty).`,
      },
      offset: {
        schema: { type: 'integer', minimum: 0, default: 0 },
        description:
          'The page, from 0 (a page number, not a count of templates): it starts at template offset × limit. 0 when absent or empty.',
      },
    },
    operation: `query ProgramCardTemplates($limit: Int, $offset: Int) { programCardTemplates(limit: $limit, offset: $offset) { items { id name previewFrontImageUrl previewBackImageUrl } total limit offset } }`,
    variables: ({ query }) => ({ limit: num(query['limit'], 'limit'), offset: num(query['offset'], 'offset') }),
    data: (r) => ({
      data: r['programCardTemplates'].items,
      count: r['programCardTemplates'].total,
      limit: r['programCardTemplates'].limit,
      offset: r['programCardTemplates'].offset,
    }),
  },
  {
    method: 'GET',
    path: '/program-card/:opi',
    summary:
      "The decedent's program card: data.data.fileUrl the uploaded program, templateFileUrl the chosen template filled in, isLocked.",
    operation: `query ProgramCard($opi: String!) { programCard(opi: $opi) { ${PROGRAM_CARD_FIELDS} } }`,
    variables: ({ params }) => ({ opi: params['opi'] }),
    ...answersCard('programCard'),
  },
  {
    method: 'POST',
    path: '/program-card/:opi',
    statuses: [423],
    summary: 'Step 1: picks a template (body templateId), replacing the current program.',
    body: {
      properties: {
        templateId: {
          type: 'integer',
          minimum: 1,
          description:
            'The id of a template of GET /program-card/templates (digits as text are read as the number); an unknown one is refused (400).',
        },
      },
      required: ['templateId'],
    },
    operation: `mutation ChooseProgramTemplate($opi: String!, $templateId: Int!, $version: Int) { chooseProgramTemplate(opi: $opi, templateId: $templateId, version: $version) { ${RESULT} } }`,
    variables: (req) => ({
      opi: req.params['opi'],
      templateId: num(req.body['templateId'], 'templateId') ?? -1,
      version: versionOf(req),
    }),
    ...answersCard('chooseProgramTemplate'),
    message: (r) => r['chooseProgramTemplate'].message,
  },
  {
    method: 'PUT',
    path: '/program-card/:opi/upload',
    statuses: [423],
    summary: 'Step 2: uploads the edited program (multipart, one file part: a .docx).',
    multipart: true,
    // Only the file part is read: a second file part is refused (400), a template must have been chosen first (400).
    body: { properties: {} },
    operation: `mutation UploadProgramCard($opi: String!, $file: Upload, $moreFiles: [Upload!], $version: Int) { uploadProgramCard(opi: $opi, file: $file, moreFiles: $moreFiles, version: $version) { ${RESULT} } }`,
    variables: (req) => ({ opi: req.params['opi'], file: req.files[0] ?? null, moreFiles: req.files.slice(1), version: versionOf(req) }),
    ...answersCard('uploadProgramCard'),
    message: (r) => r['uploadProgramCard'].message,
  },
  {
    method: 'POST',
    path: '/program-card/:opi/submit',
    statuses: [423],
    summary: 'Sends the uploaded program to the arranger (e-mail).',
    body: { properties: {} },
    operation: `mutation SubmitProgramCard($opi: String!) { submitProgramCard(opi: $opi) { ${RESULT} } }`,
    variables: ({ params }) => ({ opi: params['opi'] }),
    ...answersCard('submitProgramCard'),
    message: (r) => r['submitProgramCard'].message,
  },
];

/** A number from the query or a JSON body (the legacy client sends both forms); anything else goes on as it is, for the rule to name. */
function num(v: unknown, _field: string): unknown {
  if (v == null || v === '') return undefined;
  const n = Number(v);
  return Number.isSafeInteger(n) ? n : -1;
}
