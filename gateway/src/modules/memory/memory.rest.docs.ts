import { MEMORY_LIMITS, MEMORY_TYPES, OPENAPI_TEXTS, RELATIONSHIPS, SHARED_MEMORY_TYPE, type IdName } from '@memorial/schema';
import { captchaField, type QueryParam, type Schema } from '../route.js';
import { FileType, MemoryStatus } from './memory.entity.js';
import { PAGE_SIZE } from './memory.service.js';
import { MEMORY_STATUS_NUMBERS, MemoryStatusChange } from './memory.types.js';
import { LIKELY_SPAM_SCORE, ModerationSort, ScreeningLevel, SELECTION_MAX } from '../screening/index.js';

/**
 * What the memory rows read of a request, for the OpenAPI document (issue 30): the query parameters and body fields of
 * memory.rest.ts, as its `variables` and the services read them. Enum values come from the reference lists and the
 * GraphQL enums, so a new memory type or status is documented where it is made.
 */

const listed = (items: readonly IdName[]) => items.map((i) => `${i.id} ${i.name}`).join(', ');
const STATUS_NUMBERS = Object.entries(MEMORY_STATUS_NUMBERS);

const MEMORY_TYPE = {
  type: 'integer',
  enum: [...MEMORY_TYPES.map((t) => t.id), SHARED_MEMORY_TYPE],
  description: `The memory type: ${listed(MEMORY_TYPES)}, ${SHARED_MEMORY_TYPE} Shared (a memory of the public Share a Memory form).`,
} as const;

/** The Approve Memories list's filter: by number (as the seed sends it) or by name. */
export const APPROVAL_QUERY: Record<string, QueryParam> = {
  status: {
    schema: {
      type: ['integer', 'string'],
      enum: [...STATUS_NUMBERS.map(([n]) => Number(n)), ...STATUS_NUMBERS.map(([, name]) => name)],
      default: 1,
    },
    description: `Which memories: ${STATUS_NUMBERS.map(([n, name]) => `${n} or ${name}`).join(', ')} (${MEMORY_STATUS_NUMBERS[1]} is Pending for Approval). Absent: 1. Any other value answers 400.`,
  },
};

/** The public list's filter and page. */
export const LIST_QUERY: Record<string, QueryParam> = {
  memoryType: { schema: MEMORY_TYPE, description: `${MEMORY_TYPE.description} Absent (or 0): every type.` },
  page: {
    schema: { type: 'integer', minimum: 1, default: 1 },
    description: `The page, from 1, of ${PAGE_SIZE} memories each (latest dateOfMemory first). Absent: 1.`,
  },
};

/** Staff's list of a decedent's memories. */
export const STAFF_LIST_QUERY: Record<string, QueryParam> = {
  status: {
    schema: { type: ['integer', 'string'], enum: [...STATUS_NUMBERS.map(([n]) => Number(n)), ...Object.values(MemoryStatus)] },
    description: `Only memories of this status, by name (${Object.values(MemoryStatus).join(', ')}) or by the seed's numbers (${STATUS_NUMBERS.map(([n, name]) => `${n} ${name}`).join(', ')}). Absent: every status.`,
  },
  memoryType: LIST_QUERY['memoryType']!,
  search: {
    schema: { type: 'string' },
    description: "Only memories whose title, text or sharer's first or last name contain this (case-insensitive).",
  },
  page: { schema: { type: 'integer', minimum: 1, default: 1 }, description: 'The page, from 1 (most recently shared first). Absent: 1.' },
  pageSize: {
    schema: { type: 'integer', minimum: 1, maximum: PAGE_SIZE, default: PAGE_SIZE },
    description: `Memories a page, 1 to ${PAGE_SIZE} (a larger value is taken as ${PAGE_SIZE}). Absent: ${PAGE_SIZE}.`,
  },
};

/** The moderation lists' screening order and filter (issue 32). */
export const SCREENING_QUERY: Record<string, QueryParam> = {
  sort: {
    schema: { type: 'string', enum: Object.values(ModerationSort), default: ModerationSort.NEWEST },
    description:
      'NEWEST: most recently shared first. RISK: highest screening score first (memories never screened last), then newest. Absent: NEWEST.',
  },
  level: {
    schema: { type: 'string', enum: Object.values(ScreeningLevel) },
    description: `Only memories screened at this level: ${Object.values(ScreeningLevel).join(', ')} (likely spam from a score of ${LIKELY_SPAM_SCORE}). Absent: every level.`,
  },
};

export const HELD_QUERY: QueryParam = {
  schema: { type: 'boolean' },
  description: 'true: only memories held for review (likely spam, not mailed to the family); false: only those not held. Absent: both.',
};

/** A selection of memories for one action. */
export const MEMORY_IDS = (action: 'reject' | 'release'): Schema => ({
  type: 'array',
  items: { type: 'integer' },
  minItems: 1,
  maxItems: SELECTION_MAX,
  description:
    action === 'reject'
      ? `The memories to reject, 1 to ${SELECTION_MAX} ids: the pending ones are rejected, others are left as they are (none pending: 409).`
      : `The memories to release, 1 to ${SELECTION_MAX} ids: the held ones are released, others are left as they are (none held: 409).`,
});

const FILE_TYPE = {
  type: 'string',
  enum: Object.values(FileType),
  description: "Image, Video, Audio or Application (documents). For an upload's URL the gateway's own record decides; absent: Image.",
} as const;

/** The files a body adds: the legacy list, or one fileUrl. */
export const FILE_FIELDS: Record<string, Schema> = {
  files: {
    type: ['array', 'string'],
    items: {
      type: 'object',
      properties: {
        fileUrl: {
          type: 'string',
          description: 'A URL POST /memories/upload answered (data.URL), or a video link (https) with fileType Video.',
        },
        fileType: FILE_TYPE,
      },
      required: ['fileUrl'],
    },
    description:
      'The files to add: [{fileUrl, fileType}]. In a multipart form (or as text), the same list as JSON text. At least one file, here or as file parts.',
  },
  fileUrl: { type: 'string', description: 'One file to add, where files is not given: a URL POST /memories/upload answered.' },
  fileType: { ...FILE_TYPE, description: `The type of fileUrl. ${FILE_TYPE.description}` },
};

/** The video links a body adds: every file is taken as a Video, whatever its fileType. */
export const VIDEO_FIELDS: Record<string, Schema> = {
  files: {
    type: ['array', 'string'],
    items: {
      type: 'object',
      properties: { fileUrl: { type: 'string', format: 'uri', description: 'A YouTube, Vimeo or tribute slideshow link (https).' } },
      required: ['fileUrl'],
    },
    description: 'The links to add: [{fileUrl}] (fileType is taken as Video), or the same list as JSON text. At least one, each once.',
  },
  fileUrl: { type: 'string', format: 'uri', description: 'One link to add, where files is not given.' },
};

const NAME = (what: string) => ({
  type: 'string',
  maxLength: MEMORY_LIMITS.name,
  description: `${what}, at most ${MEMORY_LIMITS.name} characters (trimmed).`,
});
const LINE = (what: string, max: number) => ({
  type: ['string', 'null'],
  maxLength: max,
  description: `${what}, at most ${max} characters.`,
});

/** The sharer of a memory, as shareInput reads memoryAddingPerson. */
const PERSON: Schema = {
  type: ['object', 'null'],
  description: 'The sharer: required of a visitor. A signed-in caller may leave it out (the short form): the account is then the sharer.',
  properties: {
    firstName: NAME('First name, required'),
    lastName: NAME('Last name, required'),
    email: { type: 'string', format: 'email', description: 'E-mail address, required; shown to the family and staff only.' },
    phoneNumber: {
      type: ['string', 'null'],
      pattern: '^(\\d{10})?$',
      description: `Phone number: ${MEMORY_LIMITS.phoneDigits} digits (the form shows (XXX) XXX-XXXX); empty or absent for none.`,
    },
    address: {
      type: ['object', 'null'],
      description: 'Postal address, every line optional.',
      properties: {
        line1: LINE('Address line 1', MEMORY_LIMITS.addressLine),
        line2: LINE('Address line 2', MEMORY_LIMITS.addressLine),
        country: LINE('Country', 100),
        state: LINE('State', 100),
        county: LINE('County', 100),
        city: LINE('City', 100),
        zipcode: LINE('ZIP code', 20),
      },
    },
  },
  required: ['firstName', 'lastName', 'email'],
};

/** Share a Memory: the full submission, or a signed-in caller's short form. */
export const SHARE_BODY = {
  properties: {
    memoryType: MEMORY_TYPE,
    dateOfMemory: {
      type: ['string', 'null'],
      format: 'date',
      description: "YYYY-MM-DD, not in the future. Required of a visitor; a signed-in caller's short form is dated today when absent.",
    },
    title: {
      type: 'string',
      maxLength: MEMORY_LIMITS.shareTitle,
      description: `The title, at most ${MEMORY_LIMITS.shareTitle} characters.`,
    },
    memory: {
      type: 'string',
      description: `The memory: rich text (HTML, sanitized), at most ${MEMORY_LIMITS.shareMemory} characters of plain text.`,
    },
    relationship: {
      type: ['integer', 'null'],
      enum: [...RELATIONSHIPS.map((r) => r.id), null],
      description: `The sharer's relationship to the decedent, optional: ${listed(RELATIONSHIPS)}.`,
    },
    memoryAddingPerson: PERSON,
    ...FILE_FIELDS,
    acceptedPolicy: {
      type: 'boolean',
      description:
        'The copyright disclaimer and privacy policy accepted. Absent: accepted on the captcha (the acceptance is recorded); false refuses (403).',
    },
    idempotencyKey: {
      type: ['string', 'null'],
      description: 'One key per submission (its first 80 characters): a retry with the same key answers the memory already written.',
    },
    captcha: captchaField(),
  },
  required: ['memoryType', 'title', 'memory'],
} as const;

/** A visitor's upload request: its captcha is a form field beside the file parts. */
export const UPLOAD_BODY = {
  properties: { captcha: captchaField(`${OPENAPI_TEXTS.captchaOfVisitors} One per upload request.`) },
};

export const UPLOAD_QUERY: Record<string, QueryParam> = {
  isAllowAllMedia: {
    schema: { type: 'boolean', default: false },
    description: 'true also takes documents (pdf, docx, xlsx ...: fileType Application). Absent or false: images, videos and audio only.',
  },
};

/** A moderation decision, as the status rows read it. */
export const STATUS_BODY = {
  properties: {
    status: {
      type: 'string',
      enum: Object.values(MemoryStatusChange),
      description:
        'Accepted approves (shown on the page), Rejected rejects (with rejectedReason), Pending takes an approval back, Deleted removes the memory for good.',
    },
    rejectedReason: {
      type: ['string', 'null'],
      maxLength: MEMORY_LIMITS.reason,
      description: `Why it was rejected: required with Rejected, at most ${MEMORY_LIMITS.reason} characters.`,
    },
  },
  required: ['status'],
} as const;

export const TITLE_FIELD = {
  type: 'string',
  maxLength: MEMORY_LIMITS.editTitle,
  description: `The new title, not empty, at most ${MEMORY_LIMITS.editTitle} characters (trimmed).`,
} as const;
export const TEXT_FIELD = {
  type: 'string',
  description: `The new memory text: rich text (HTML, sanitized), not empty, at most ${MEMORY_LIMITS.editMemory} characters of plain text.`,
} as const;

export const ROTATE_BODY = {
  properties: {
    fileId: { type: 'integer', description: "The id of the memory's image file to turn (404 when the memory has no such file)." },
    rotationAngle: {
      type: 'integer',
      enum: [0, 90, 180, 270],
      description: 'Degrees from the image as uploaded (not added to an earlier rotation); 0 shows it upright again. Images only.',
    },
  },
  required: ['fileId', 'rotationAngle'],
} as const;
