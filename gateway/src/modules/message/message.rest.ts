import { CONTACT_MESSAGE_MAX } from '@memorial/schema';
import type { RestRoute } from '../route.js';
import { bool, captchaField, str } from '../route.js';
import {
  SCREENING_SELECTION,
  SELECTION_MAX,
  withLegacyScreening as screened,
  withLegacyScreeningFields as amendData,
} from '../screening/index.js';

const MESSAGE = 'id email message createdAt updatedAt';
/** A listed message with its screening (issue 32), flattened by withLegacyScreening. */
const SCREENED_MESSAGE = `${MESSAGE} ${SCREENING_SELECTION}`;

/** A legacy client may send the id as a number or as digits; anything else goes on for GraphQL to refuse in plain words. */
const id = (v: unknown) => (typeof v === 'string' && /^\d{1,9}$/.test(v.trim()) ? Number(v) : v);

/** Family-site calls of Contact Family (legacy-rest: Family website rows). {id} is the decedent's opi. */
export const familyMessageRoutes: RestRoute[] = [
  {
    method: 'POST',
    path: '/decedent/:id/saveMessage',
    statuses: [429],
    summary: `Contact Family: body email, message (at most ${CONTACT_MESSAGE_MAX} characters), captcha. The timezone query is accepted and not needed.`,
    body: {
      input: 'FamilyMessageInput',
      properties: {
        email: { type: 'string', format: 'email', description: "The visitor's e-mail address: the family's reply goes to it." },
        message: {
          type: 'string',
          maxLength: CONTACT_MESSAGE_MAX,
          description: `The message, plain text, 1 to ${CONTACT_MESSAGE_MAX} characters (an emoji counts as one).`,
        },
        captcha: captchaField(),
      },
      required: ['email', 'message'],
    },
    operation:
      'mutation SaveMessage($opi: String!, $input: FamilyMessageInput!) { sendFamilyMessage(opi: $opi, input: $input) { message } }',
    variables: ({ params, body }) => ({
      opi: params['id'],
      // As sent: a list or an object where text belongs is refused in plain words, not turned into text.
      input: { email: body['email'] ?? null, message: body['message'] ?? null, captcha: body['captcha'] ?? null },
    }),
    data: () => null,
    message: (r) => r['sendFamilyMessage'].message,
    status: 201,
  },
  {
    method: 'GET',
    path: '/decedent/:id/getMessageCount',
    summary: "The family's message count: data.count, and data.today since midnight in the timezone query (family with access, staff).",
    query: {
      timezone: {
        schema: { type: 'string', examples: ['America/Los_Angeles'] },
        description: 'The IANA time zone whose midnight starts data.today (an unknown zone: 400). Absent: UTC.',
      },
      timeZone: { schema: { type: 'string' }, description: 'The same as timezone, as some clients name it; read when timezone is absent.' },
    },
    operation:
      'query GetMessageCount($opi: String!, $timeZone: String) { familyMessageCount(opi: $opi, timeZone: $timeZone) { count today } }',
    variables: ({ params, query }) => ({ opi: params['id'], timeZone: str(query['timezone'] ?? query['timeZone']) ?? null }),
  },
  {
    method: 'GET',
    path: '/decedent/:id/getListOfMessages',
    summary: "The visitors' messages, newest first: data is the list (family with access, staff).",
    operation: `query GetListOfMessages($opi: String!) { familyMessages(opi: $opi) { ${SCREENED_MESSAGE} } }`,
    variables: ({ params }) => ({ opi: params['id'] }),
    data: (r) => r['familyMessages'].map(screened),
    amendData,
  },
  {
    method: 'POST',
    path: '/decedent/:id/releaseMessages',
    summary:
      'Releases held messages (likely spam at arrival, not mailed) of this decedent (body ids): each is then mailed to the family (family with access, staff).',
    body: {
      properties: {
        ids: {
          type: 'array',
          items: { type: 'integer' },
          minItems: 1,
          maxItems: SELECTION_MAX,
          description:
            "The messages to release, as GET getListOfMessages lists them (held: true): the held ones are released, others left as they are (none held: 409). Another decedent's message: 404.",
        },
      },
      required: ['ids'],
    },
    operation: `mutation ReleaseMessages($opi: String!, $ids: [Int!]!) { releaseFamilyMessages(opi: $opi, ids: $ids) { message messages { ${SCREENED_MESSAGE} } } }`,
    variables: ({ params, body }) => ({ opi: params['id'], ids: Array.isArray(body['ids']) ? body['ids'].map(id) : body['ids'] }),
    data: (r) => r['releaseFamilyMessages'].messages.map(screened),
    amendData,
    message: (r) => r['releaseFamilyMessages'].message,
  },
  {
    method: 'POST',
    path: '/decedent/:id/deleteMessage',
    summary: 'Deletes one message of this decedent (body id).',
    body: {
      properties: {
        id: {
          type: 'integer',
          description:
            "The message's id, as GET getListOfMessages lists it (digits as text are read the same). Another decedent's message: 404.",
        },
      },
      required: ['id'],
    },
    operation: 'mutation DeleteMessage($opi: String!, $id: Int!) { deleteFamilyMessage(opi: $opi, id: $id) { id message } }',
    variables: ({ params, body }) => ({ opi: params['id'], id: id(body['id']) }),
    data: (r) => ({ id: r['deleteFamilyMessage'].id }),
    message: (r) => r['deleteFamilyMessage'].message,
  },
  {
    method: 'POST',
    path: '/decedent/:id/hideContactFamily',
    summary: 'Hides or shows the Contact Family form (body hideContactFamily).',
    body: {
      properties: {
        hideContactFamily: {
          type: 'boolean',
          description:
            'true: visitors are not offered the form (and messages are refused); false: they are. The text true or false is read the same.',
        },
      },
      required: ['hideContactFamily'],
    },
    operation:
      'mutation HideContactFamily($opi: String!, $hideContactFamily: Boolean!) { setContactFamilyHidden(opi: $opi, hideContactFamily: $hideContactFamily) { hideContactFamily message } }',
    variables: ({ params, body }) => ({
      opi: params['id'],
      hideContactFamily: bool(body['hideContactFamily']) ?? body['hideContactFamily'],
    }),
    data: (r) => ({ hideContactFamily: r['setContactFamilyHidden'].hideContactFamily }),
    message: (r) => r['setContactFamilyHidden'].message,
  },
];
