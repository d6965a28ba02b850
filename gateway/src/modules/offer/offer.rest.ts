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
