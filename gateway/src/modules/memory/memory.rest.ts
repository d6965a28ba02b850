import { MEDIA_MESSAGES, MEMORY_NOTICES, t } from '@memorial/schema';
import type { OperationData, RestRequest, RestRoute } from '../route.js';
import { bool, str } from '../route.js';
import { SCREENING_SELECTION, withLegacyScreening, withLegacyScreeningFields as amendData } from '../screening/index.js';
import { MemoryService } from './memory.service.js';
import { MEMORY_STATUS_NUMBERS } from './memory.types.js';
import {
  APPROVAL_QUERY,
  FILE_FIELDS,
  HELD_QUERY,
  LIST_QUERY,
  MEMORY_IDS,
  ROTATE_BODY,
  SCREENING_QUERY,
  SHARE_BODY,
  STAFF_LIST_QUERY,
  STATUS_BODY,
  TEXT_FIELD,
  TITLE_FIELD,
  UPLOAD_BODY,
  UPLOAD_QUERY,
  VIDEO_FIELDS,
} from './memory.rest.docs.js';

/** The memory fields legacy clients read. */
export const MEMORY_FIELDS = `id opi title memory description memoryType memoryTypeName status memoryStatus rejectedReason isPrivate dateOfMemory relationship
  createdAt updatedAt memoryByPerson memoryByPersonFirstName memoryByPersonLastName personEmail personPhone
  personAddress { line1 line2 country state county city zipcode }
  files { id memoryId fileType src originalUrl thumbnailUrl rotationAngle width height fileName isLink linkTitle }`;
const RESULT = `message memory { ${MEMORY_FIELDS} }`;
/** The moderation lists' memories: the legacy fields and the screening (issue 32), flattened by withLegacyScreening. */
const MODERATED_FIELDS = `${MEMORY_FIELDS} ${SCREENING_SELECTION}`;
const BULK_RESULT = `message memories { ${MODERATED_FIELDS} }`;
const allScreened = (memories: Array<{ screening: OperationData | null }>) => memories.map(withLegacyScreening);

const int = (v: unknown): number | undefined => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && /^-?\d+$/.test(v) ? Number(v) : NaN;
  return Number.isSafeInteger(n) ? n : undefined;
};
/** A multipart form's files field holds the JSON list as text. */
const listOf = (v: unknown): unknown => {
  if (typeof v !== 'string') return v;
  try {
    return JSON.parse(v);
  } catch {
    return undefined;
  }
};
/** A body's files: the legacy {files:[{fileUrl,fileType}]}, or a single fileUrl/fileType pair. */
const fileList = (body: Record<string, unknown>) => {
  const files = listOf(body['files']);
  if (Array.isArray(files)) {
    return (files as Array<Record<string, unknown>>).map((f) => ({
      fileUrl: str(f?.['fileUrl']) ?? '',
      fileType: str(f?.['fileType']) ?? 'Image',
    }));
  }
  return body['fileUrl'] ? [{ fileUrl: str(body['fileUrl'])!, fileType: str(body['fileType']) ?? 'Image' }] : [];
};
/** A status query as legacy clients send it, by number or by name: the name (anything else as given, which the operation refuses). */
const statusName = (v: unknown): string | null => {
  const given = str(v)?.trim();
  return given ? (MEMORY_STATUS_NUMBERS[int(given) ?? NaN] ?? given) : null;
};
/** The approval list's filter by number or by name (a name it does not take is -1, which the service refuses). */
const approvalFilter = (v: unknown): number => {
  const name = statusName(v);
  if (name === null) return 1;
  const found = Object.entries(MEMORY_STATUS_NUMBERS).find(([, status]) => status === name);
  return found ? Number(found[0]) : -1;
};
const memoryId = ({ params }: RestRequest) => int(params['memoryId'] ?? params['id']);
/** A selection's ids as sent: numbers or digits; anything else goes on as given, for GraphQL to refuse in plain words. */
const ids = (v: unknown): unknown => (Array.isArray(v) ? v.map((id) => int(id) ?? id) : v);
/** A bulk action's answer: its memories, screened, and its notice. */
const bulkShaped = (field: string) => ({
  data: (r: OperationData) => ({ memories: allScreened(r[field].memories) }),
  message: (r: OperationData) => r[field].message,
  amendData,
});
/** The moderation lists' sort and level (issue 32), as sent; absent, newest first and every level. */
const screeningQuery = (query: Record<string, unknown>) => ({
  sort: str(query['sort'])?.toUpperCase() || 'NEWEST',
  level: str(query['level'])?.toUpperCase() || null,
});
const shaped = (field: string) => ({
  data: (r: OperationData) => r[field].memory,
  message: (r: OperationData) => r[field].message,
});

/** The share payload: the full submission, or the short form (title, memory, memoryType, files). */
function shareInput(body: Record<string, unknown>) {
  // Without memoryAddingPerson it is the short form: a signed-in caller is the sharer; a visitor is told what is missing.
  const given = body['memoryAddingPerson'];
  const person = (given && typeof given === 'object' ? given : {}) as Record<string, unknown>;
  const address = person['address'] as Record<string, unknown> | undefined;
  return {
    memoryType: int(body['memoryType']) ?? null,
    dateOfMemory: str(body['dateOfMemory']) ?? null,
    title: str(body['title']) ?? null,
    memory: str(body['memory']) ?? null,
    relationship: int(body['relationship']) ?? null,
    memoryAddingPerson:
      given == null
        ? null
        : {
            firstName: str(person['firstName']) ?? '',
            lastName: str(person['lastName']) ?? '',
            email: str(person['email']) ?? '',
            phoneNumber: str(person['phoneNumber']) ?? null,
            address: address
              ? Object.fromEntries(
                  ['line1', 'line2', 'country', 'state', 'county', 'city', 'zipcode'].map((k) => [k, str(address[k]) ?? null]),
                )
              : null,
          },
    files: fileList(body),
    // The legacy form kept the acceptance in the browser and never sent it: a share through this door is accepted on
    // its captcha (the service records it). Only an explicit false is a refusal.
    acceptedPolicy: bool(body['acceptedPolicy']) ?? true,
    idempotencyKey: str(body['idempotencyKey']) ?? null,
    captcha: str(body['captcha']) ?? null,
  };
}

export const memoryRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/memories/file/:fileId/download',
    summary: "Downloads an uploaded file of a memory as an attachment under its own name, with its memory's visibility.",
    name: 'DownloadMemoryFile',
    file: (scope, { params }) => scope.service(MemoryService).fileForDownload(Number(params['fileId'])),
  },
  {
    method: 'POST',
    path: '/memories/upload',
    statuses: [429],
    summary:
      'Uploads files (multipart, repeated file parts); data.URL lists their URLs in file order. ?isAllowAllMedia=true also takes documents. A visitor sends a solved captcha in the form field captcha (one per upload request).',
    multipart: true,
    query: UPLOAD_QUERY,
    body: UPLOAD_BODY,
    operation:
      'mutation UploadMedia($files: [Upload!]!, $all: Boolean!, $captcha: String) { uploadMedia(files: $files, isAllowAllMedia: $all, captcha: $captcha) { url fileUrl originalFileUrl thumbnailUrl fileType fileName width height } }',
    variables: ({ files, query, body }) => ({ files, all: bool(query['isAllowAllMedia']) ?? false, captcha: str(body['captcha']) ?? null }),
    data: (r) => ({ URL: r['uploadMedia'].map((f: { url: string }) => f.url), files: r['uploadMedia'] }),
    message: () => t(MEDIA_MESSAGES, 'uploaded'),
  },
  {
    method: 'GET',
    path: '/memories/:opi/list',
    summary: 'Approved, visible memories of a decedent (query memoryType, page).',
    query: LIST_QUERY,
    operation: `query Memories($opi: String!, $memoryType: Int, $page: Int!) { memories(opi: $opi, memoryType: $memoryType, page: $page) { ${MEMORY_FIELDS} } }`,
    variables: ({ params, query }) => ({ opi: params['opi'], memoryType: int(query['memoryType']) || null, page: int(query['page']) ?? 1 }),
    data: (r) => ({ memories: r['memories'] }),
    // A visitor gets the approved, visible memories only (hidden ones and contact details are the family's).
    shared: true,
  },
  {
    method: 'GET',
    path: '/memories/:opi/gallery',
    summary: 'The gallery: files of the approved, visible memories, by id ascending.',
    operation:
      'query Gallery($opi: String!) { gallery(opi: $opi) { id memoryId fileType src thumbnailUrl fileName rotationAngle width height isLink linkTitle } }',
    variables: ({ params }) => ({ opi: params['opi'] }),
    shared: true,
  },
  {
    method: 'GET',
    path: '/memories/:opi/approve-memory-list',
    summary: 'The Approve Memories list: status 1 or Pending (Pending for Approval, the default), 2 or Rejected. data.memories.',
    query: { ...APPROVAL_QUERY, ...SCREENING_QUERY },
    operation: `query ApprovalMemories($opi: String!, $status: Int!, $sort: ModerationSort!, $level: ScreeningLevel) {
      approvalMemories(opi: $opi, status: $status, sort: $sort, level: $level) { ${MODERATED_FIELDS} } }`,
    variables: ({ params, query }) => ({
      opi: params['opi'],
      status: approvalFilter(query['status']),
      ...screeningQuery(query),
    }),
    data: (r) => ({ memories: allScreened(r['approvalMemories']) }),
    amendData,
  },
  {
    method: 'GET',
    path: '/memories/:id',
    summary: 'One memory by its id.',
    operation: `query Memory($id: Int!) { memory(id: $id) { ${MEMORY_FIELDS} } }`,
    variables: ({ params }) => ({ id: int(params['id']) ?? -1 }),
    // A visitor is answered an approved, visible memory only (a pending or hidden one is missing to them).
    shared: true,
  },
  {
    method: 'POST',
    path: '/memories/:opi',
    statuses: [429],
    summary:
      'Shares a memory on the decedent of this opi (the public Share a Memory form). It waits for approval. A visitor sends a solved captcha; acceptedPolicy may be left out (accepted on the captcha and recorded), false refuses.',
    body: SHARE_BODY,
    operation: `mutation ShareMemory($opi: String!, $input: ShareMemoryInput!) { shareMemory(opi: $opi, input: $input) { ${MEMORY_FIELDS} } }`,
    variables: ({ params, body }) => ({ opi: params['opi'], input: shareInput(body) }),
    message: () => t(MEMORY_NOTICES, 'shared'),
    status: 201,
  },
  {
    method: 'POST',
    path: '/memories/:opi/addOnlyMedia',
    summary:
      'Adds media to the gallery without a story: body files: [{fileUrl, fileType}] of uploads, or the files themselves as multipart file parts.',
    multipart: true,
    body: { properties: FILE_FIELDS },
    operation: `mutation AddOnlyMedia($opi: String!, $files: [MemoryFileInput!]!, $uploads: [Upload!]) { addOnlyMedia(opi: $opi, files: $files, uploads: $uploads) { ${RESULT} } }`,
    variables: ({ params, body, files }) => ({ opi: params['opi'], files: fileList(body), uploads: files }),
    ...shaped('addOnlyMedia'),
  },
  {
    method: 'POST',
    path: '/memories/:opi/rejectAsSpam',
    summary:
      'Rejects the selected pending memories of this decedent as spam (body memoryIds, rejectedReason: required, as for one). No mail to their sharers.',
    body: {
      properties: { memoryIds: MEMORY_IDS('reject'), rejectedReason: STATUS_BODY.properties.rejectedReason },
      required: ['memoryIds', 'rejectedReason'],
    },
    operation: `mutation RejectMemoriesAsSpam($opi: String, $memoryIds: [Int!]!, $reason: String!) {
      rejectMemoriesAsSpam(opi: $opi, memoryIds: $memoryIds, rejectedReason: $reason) { ${BULK_RESULT} } }`,
    variables: ({ params, body }) => ({
      opi: params['opi'],
      memoryIds: ids(body['memoryIds']),
      reason: str(body['rejectedReason']) ?? '',
    }),
    ...bulkShaped('rejectMemoriesAsSpam'),
  },
  {
    method: 'POST',
    path: '/memories/:opi/release',
    summary: 'Releases held memories of this decedent (body memoryIds): still pending, each is then mailed to the family.',
    body: { properties: { memoryIds: MEMORY_IDS('release') }, required: ['memoryIds'] },
    operation: `mutation ReleaseHeldMemories($opi: String, $memoryIds: [Int!]!) { releaseHeldMemories(opi: $opi, memoryIds: $memoryIds) { ${BULK_RESULT} } }`,
    variables: ({ params, body }) => ({ opi: params['opi'], memoryIds: ids(body['memoryIds']) }),
    ...bulkShaped('releaseHeldMemories'),
  },
  {
    method: 'PUT',
    path: '/memories/:opi/hide/:memoryId',
    summary: 'Hides or shows a memory (body isPrivate).',
    body: {
      properties: { isPrivate: { type: 'boolean', description: 'true hides the memory from the public page, false shows it again.' } },
      required: ['isPrivate'],
    },
    operation: `mutation HideMemory($opi: String!, $memoryId: Int!, $isPrivate: Boolean!) { setMemoryHidden(opi: $opi, memoryId: $memoryId, isPrivate: $isPrivate) { ${RESULT} } }`,
    variables: (req) => ({ opi: req.params['opi'], memoryId: memoryId(req), isPrivate: bool(req.body['isPrivate']) }),
    ...shaped('setMemoryHidden'),
  },
  {
    method: 'PUT',
    path: '/memories/:opi/:memoryId/status',
    summary: 'Approve, reject, un-approve or delete (body status Accepted, Rejected, Pending or Deleted; rejectedReason when Rejected).',
    body: STATUS_BODY,
    operation: `mutation MemoryStatus($opi: String, $memoryId: Int!, $status: MemoryStatusChange!, $reason: String) { changeMemoryStatus(opi: $opi, memoryId: $memoryId, status: $status, rejectedReason: $reason) { ${RESULT} } }`,
    variables: (req) => ({
      opi: req.params['opi'],
      memoryId: memoryId(req),
      status: str(req.body['status']),
      reason: str(req.body['rejectedReason']) ?? null,
    }),
    ...shaped('changeMemoryStatus'),
  },
  {
    method: 'PUT',
    path: '/memories/:opi/:memoryId/title',
    summary: 'Edits the title (body title).',
    body: { properties: { title: TITLE_FIELD }, required: ['title'] },
    operation: `mutation EditTitle($opi: String, $memoryId: Int!, $title: String!) { editMemoryTitle(opi: $opi, memoryId: $memoryId, title: $title) { ${RESULT} } }`,
    variables: (req) => ({ opi: req.params['opi'], memoryId: memoryId(req), title: str(req.body['title']) ?? '' }),
    ...shaped('editMemoryTitle'),
  },
  {
    method: 'PUT',
    path: '/memories/:opi/:memoryId/description',
    summary: 'Edits the memory text (body memory).',
    body: { properties: { memory: TEXT_FIELD }, required: ['memory'] },
    operation: `mutation EditText($opi: String, $memoryId: Int!, $memory: String!) { editMemoryText(opi: $opi, memoryId: $memoryId, memory: $memory) { ${RESULT} } }`,
    variables: (req) => ({ opi: req.params['opi'], memoryId: memoryId(req), memory: str(req.body['memory']) ?? '' }),
    ...shaped('editMemoryText'),
  },
  {
    method: 'DELETE',
    path: '/memories/:opi/:memoryId/file/:fileId',
    summary: 'Deletes one file of a memory.',
    operation: `mutation DeleteFile($opi: String, $memoryId: Int!, $fileId: Int!) { deleteMemoryFile(opi: $opi, memoryId: $memoryId, fileId: $fileId) { ${RESULT} } }`,
    variables: (req) => ({ opi: req.params['opi'], memoryId: memoryId(req), fileId: int(req.params['fileId']) ?? -1 }),
    ...shaped('deleteMemoryFile'),
  },
  {
    method: 'POST',
    path: '/memories/:opi/:memoryId/addImage',
    summary:
      'Adds files to a memory: body files: [{fileUrl, fileType}] of uploads, or fileUrl, or the files themselves as multipart file parts.',
    multipart: true,
    body: { properties: FILE_FIELDS },
    operation: `mutation AddImage($opi: String, $memoryId: Int!, $files: [MemoryFileInput!]!, $uploads: [Upload!]) { addMemoryFiles(opi: $opi, memoryId: $memoryId, files: $files, uploads: $uploads) { ${RESULT} } }`,
    variables: (req) => ({ opi: req.params['opi'], memoryId: memoryId(req), files: fileList(req.body), uploads: req.files }),
    ...shaped('addMemoryFiles'),
  },
  {
    method: 'POST',
    path: '/memories/:opi/:memoryId/videoLinks',
    summary: 'Adds video links to a memory (body files: [{fileUrl, fileType: "Video"}]).',
    body: { properties: VIDEO_FIELDS },
    operation: `mutation AddVideoLinks($opi: String, $memoryId: Int!, $files: [MemoryFileInput!]!) { addMemoryFiles(opi: $opi, memoryId: $memoryId, files: $files) { ${RESULT} } }`,
    variables: (req) => ({
      opi: req.params['opi'],
      memoryId: memoryId(req),
      files: fileList(req.body).map((f) => ({ ...f, fileType: 'Video' })),
    }),
    ...shaped('addMemoryFiles'),
  },
  {
    method: 'POST',
    path: '/memories/:opi/:memoryId/rotateImage',
    summary: 'Rotates an image of a memory (body fileId, rotationAngle 0, 90, 180 or 270).',
    body: ROTATE_BODY,
    operation: `mutation RotateImage($opi: String, $memoryId: Int!, $fileId: Int!, $angle: Int!) { rotateMemoryImage(opi: $opi, memoryId: $memoryId, fileId: $fileId, rotationAngle: $angle) { ${RESULT} } }`,
    variables: (req) => ({
      opi: req.params['opi'],
      memoryId: memoryId(req),
      fileId: int(req.body['fileId']) ?? -1,
      angle: int(req.body['rotationAngle']) ?? -1,
    }),
    ...shaped('rotateMemoryImage'),
  },
];

/** Staff moderation: memories by decedent, and changes by memory id alone. Staff only, even where the family may make the same change under /memories. */
const STAFF = ['admin', 'cl-arranger'] as const;
export const adminMemoryRoutes: RestRoute[] = [
  {
    roles: STAFF,
    method: 'GET',
    path: '/admin/memories/:id',
    summary:
      'Every memory of a decedent (opi) for staff: query status (Pending, Accepted or Rejected; 1 Pending, 2 Rejected), memoryType, search, page, pageSize.',
    query: { ...STAFF_LIST_QUERY, ...SCREENING_QUERY, held: HELD_QUERY },
    operation: `query StaffMemories($opi: String!, $status: MemoryStatus, $memoryType: Int, $search: String, $page: Int!, $pageSize: Int!,
      $sort: ModerationSort!, $level: ScreeningLevel, $held: Boolean) {
      staffMemories(opi: $opi, status: $status, memoryType: $memoryType, search: $search, page: $page, pageSize: $pageSize, sort: $sort,
        level: $level, held: $held) { total page pageSize memories { ${MODERATED_FIELDS} } } }`,
    variables: ({ params, query }) => ({
      opi: params['id'],
      status: statusName(query['status']),
      memoryType: int(query['memoryType']) || null,
      search: str(query['search']) || null,
      page: int(query['page']) ?? 1,
      pageSize: int(query['pageSize']) ?? 100,
      ...screeningQuery(query),
      held: bool(query['held']) ?? str(query['held']) ?? null,
    }),
    data: (r) => ({ ...r['staffMemories'], memories: allScreened(r['staffMemories'].memories) }),
    amendData,
  },
  {
    roles: STAFF,
    method: 'POST',
    path: '/admin/memories/release',
    summary: 'Staff releases held memories (body memoryIds) of any decedent: each is then mailed to its family as a pending memory.',
    body: { properties: { memoryIds: MEMORY_IDS('release') }, required: ['memoryIds'] },
    operation: `mutation StaffReleaseMemories($memoryIds: [Int!]!) { releaseHeldMemories(memoryIds: $memoryIds) { ${BULK_RESULT} } }`,
    variables: ({ body }) => ({ memoryIds: ids(body['memoryIds']) }),
    ...bulkShaped('releaseHeldMemories'),
  },
  {
    roles: STAFF,
    method: 'PUT',
    path: '/admin/memory/:id/status',
    summary: 'Staff decision on a memory (body status, rejectedReason when Rejected).',
    body: STATUS_BODY,
    operation: `mutation StaffMemoryStatus($memoryId: Int!, $status: MemoryStatusChange!, $reason: String) { changeMemoryStatus(memoryId: $memoryId, status: $status, rejectedReason: $reason) { ${RESULT} } }`,
    variables: (req) => ({ memoryId: memoryId(req), status: str(req.body['status']), reason: str(req.body['rejectedReason']) ?? null }),
    ...shaped('changeMemoryStatus'),
  },
  {
    roles: STAFF,
    method: 'PUT',
    path: '/admin/memory/:id',
    summary: 'Staff edit of a memory: body title, or memory, or both.',
    body: {
      properties: {
        title: { ...TITLE_FIELD, description: `${TITLE_FIELD.description} Left as it is when absent.` },
        memory: { ...TEXT_FIELD, description: `${TEXT_FIELD.description} Left as it is when absent and title is given.` },
      },
    },
    operation: `mutation StaffEditMemory($memoryId: Int!, $title: String!, $hasTitle: Boolean!, $memory: String!, $hasMemory: Boolean!) {
      title: editMemoryTitle(memoryId: $memoryId, title: $title) @include(if: $hasTitle) { ${RESULT} }
      text: editMemoryText(memoryId: $memoryId, memory: $memory) @include(if: $hasMemory) { ${RESULT} } }`,
    variables: (req) => {
      const hasTitle = req.body['title'] !== undefined;
      const hasMemory = req.body['memory'] !== undefined || !hasTitle;
      return { memoryId: memoryId(req), title: str(req.body['title']) ?? '', hasTitle, memory: str(req.body['memory']) ?? '', hasMemory };
    },
    data: (r) => (r['text'] ?? r['title']).memory,
    message: (r) => (r['text'] ?? r['title']).message,
  },
  {
    roles: STAFF,
    method: 'DELETE',
    path: '/admin/memory/:id/file/:fileId',
    summary: 'Staff deletes one file of a memory.',
    operation: `mutation StaffDeleteFile($memoryId: Int!, $fileId: Int!) { deleteMemoryFile(memoryId: $memoryId, fileId: $fileId) { ${RESULT} } }`,
    variables: (req) => ({ memoryId: memoryId(req), fileId: int(req.params['fileId']) ?? -1 }),
    ...shaped('deleteMemoryFile'),
  },
  {
    roles: STAFF,
    method: 'POST',
    path: '/admin/memory/:id/addImage',
    summary:
      'Staff adds files to a memory: body files: [{fileUrl, fileType}] of uploads, or fileUrl, or the files themselves as multipart file parts.',
    multipart: true,
    body: { properties: FILE_FIELDS },
    operation: `mutation StaffAddImage($memoryId: Int!, $files: [MemoryFileInput!]!, $uploads: [Upload!]) { addMemoryFiles(memoryId: $memoryId, files: $files, uploads: $uploads) { ${RESULT} } }`,
    variables: (req) => ({ memoryId: memoryId(req), files: fileList(req.body), uploads: req.files }),
    ...shaped('addMemoryFiles'),
  },
  {
    roles: STAFF,
    method: 'POST',
    path: '/admin/memory/:id/videoLinks',
    summary: 'Staff adds video links to a memory (body files: [{fileUrl, fileType: "Video"}]).',
    body: { properties: VIDEO_FIELDS },
    operation: `mutation StaffAddVideoLinks($memoryId: Int!, $files: [MemoryFileInput!]!) { addMemoryFiles(memoryId: $memoryId, files: $files) { ${RESULT} } }`,
    variables: (req) => ({ memoryId: memoryId(req), files: fileList(req.body).map((f) => ({ ...f, fileType: 'Video' })) }),
    ...shaped('addMemoryFiles'),
  },
  {
    roles: STAFF,
    method: 'POST',
    path: '/admin/memory/:id/rotateImage',
    summary: 'Staff rotates an image (body fileType, fileUrl, fileId, rotationAngle, memoryId).',
    body: ROTATE_BODY,
    operation: `mutation StaffRotateImage($memoryId: Int!, $fileId: Int!, $angle: Int!) { rotateMemoryImage(memoryId: $memoryId, fileId: $fileId, rotationAngle: $angle) { ${RESULT} } }`,
    variables: (req) => ({ memoryId: memoryId(req), fileId: int(req.body['fileId']) ?? -1, angle: int(req.body['rotationAngle']) ?? -1 }),
    ...shaped('rotateMemoryImage'),
  },
];
