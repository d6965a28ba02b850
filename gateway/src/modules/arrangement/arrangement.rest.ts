import type { RestRoute } from '../route.js';
import { DECEDENT_FIELDS } from '../decedent/index.js';

export const arrangementRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/arrangements/:opi/summary',
    summary: 'The arrangement summary read: data.decedent, haveAcceptPolicy, obituary, the step cards and the services.',
    operation: `query ArrangementSummary($opi: String!) { arrangementSummary(opi: $opi) {
      decedent { ${DECEDENT_FIELDS} prayerStatus programStatus } haveAcceptPolicy
      obituary { obituary displayName description dateOfBirth dateOfDeath }
      steps { key step title badge route external isLocked isStarted isComplete state submittedAt progress lastEditedBy lastEditedAt }
      services { id name description imageUrl isInterested note } } }`,
    variables: ({ params }) => ({ opi: params['opi'] }),
  },
];
