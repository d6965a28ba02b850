import { CERTIFICATE_LIMITS } from '@memorial/schema';
import type { RestRoute } from '../route.js';
import { bool, str } from '../route.js';

const OFFER = 'id name description imageUrl isInterested note';

export const offerRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/services/:opi',
    summary: "Available Services of a decedent with the family's answers.",
    operation: `query Services($opi: String!) { services(opi: $opi) { ${OFFER} } }`,
    variables: ({ params }) => ({ opi: params['opi'] }),
  },
  {
    method: 'POST',
    path: '/services/:serviceId/interest',
    summary: "The family's interest in a service (body decedentId = opi, isInterested, note).",
    body: {
      properties: {
        decedentId: {
          type: 'string',
          description:
            "The decedent's opi (its onePortalId) the answer is for; absent or unknown: 404. The family must have accepted the policy (else 403).",
        },
        isInterested: {
          type: 'boolean',
          description: 'true: the family is interested; false: it is not. Absent: 400. The text true or false is read the same.',
        },
        note: {
          type: ['string', 'null'],
          maxLength: CERTIFICATE_LIMITS.serviceNote,
          description: `The family's note to the arranger, at most ${CERTIFICATE_LIMITS.serviceNote} characters; kept only with isInterested true.`,
        },
      },
      required: ['decedentId', 'isInterested'],
    },
    operation: `mutation AnswerService($opi: String!, $serviceId: Int!, $isInterested: Boolean, $note: String) { answerService(opi: $opi, serviceId: $serviceId, isInterested: $isInterested, note: $note) { message service { ${OFFER} } } }`,
    variables: ({ params, body }) => ({
      opi: str(body['decedentId']) ?? '',
      serviceId: Number.isSafeInteger(Number(params['serviceId'])) ? Number(params['serviceId']) : -1,
      isInterested: bool(body['isInterested']) ?? null,
      note: str(body['note']) ?? null,
    }),
    data: (r) => r['answerService'].service,
    message: (r) => r['answerService'].message,
  },
];
