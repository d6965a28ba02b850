import type { RestRoute } from '../route.js';

export const PROGRAM_CARD_FIELDS = `opi programCardTemplate { id name previewFrontImageUrl previewBackImageUrl } templateFileUrl fileUrl fileName isLocked submittedAt lastEditedBy lastEditedAt maxFileBytes`;
const RESULT = `message programCard { ${PROGRAM_CARD_FIELDS} }`;

export const programRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/program-card/templates',
    summary:
      'The service program templates, 5 a page: ?limit=5&offset={page} (from 0); data.data the templates, data.count how many in all.',
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
    data: (r) => ({ data: r['programCard'] }),
  },
  {
    method: 'POST',
    path: '/program-card/:opi',
    summary: 'Step 1: picks a template (body templateId), replacing the current program.',
    operation: `mutation ChooseProgramTemplate($opi: String!, $templateId: Int!) { chooseProgramTemplate(opi: $opi, templateId: $templateId) { ${RESULT} } }`,
    variables: ({ params, body }) => ({ opi: params['opi'], templateId: num(body['templateId'], 'templateId') ?? -1 }),
    data: (r) => ({ data: r['chooseProgramTemplate'].programCard }),
    message: (r) => r['chooseProgramTemplate'].message,
  },
  {
    method: 'PUT',
    path: '/program-card/:opi/upload',
    summary: 'Step 2: uploads the edited program (multipart, one file part: a .docx).',
    multipart: true,
    operation: `mutation UploadProgramCard($opi: String!, $file: Upload, $moreFiles: [Upload!]) { uploadProgramCard(opi: $opi, file: $file, moreFiles: $moreFiles) { ${RESULT} } }`,
    variables: ({ params, files }) => ({ opi: params['opi'], file: files[0] ?? null, moreFiles: files.slice(1) }),
    data: (r) => ({ data: r['uploadProgramCard'].programCard }),
    message: (r) => r['uploadProgramCard'].message,
  },
  {
    method: 'POST',
    path: '/program-card/:opi/submit',
    summary: 'Sends the uploaded program to the arranger (e-mail).',
    operation: `mutation SubmitProgramCard($opi: String!) { submitProgramCard(opi: $opi) { ${RESULT} } }`,
    variables: ({ params }) => ({ opi: params['opi'] }),
    data: (r) => ({ data: r['submitProgramCard'].programCard }),
    message: (r) => r['submitProgramCard'].message,
  },
];

/** A number from the query or a JSON body (the legacy client sends both forms); anything else goes on as it is, for the rule to name. */
function num(v: unknown, _field: string): unknown {
  if (v == null || v === '') return undefined;
  const n = Number(v);
  return Number.isSafeInteger(n) ? n : -1;
}
