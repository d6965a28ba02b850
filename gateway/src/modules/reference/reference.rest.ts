import type { RestRoute } from '../route.js';

export const referenceRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/data',
    summary:
      'Reference data: memory types, relationships, genders, prefixes, social link kinds, funeral homes, countries, and the certificate lists (races, ethnicities with EDRS codes, qualifications, service branches and eras, marital statuses).',
    operation: `query ReferenceData { referenceData {
      memoryTypes { id name } relationships { id name } genders { id name } prefixes profileTitles socialLinkKinds
      funeralHomes { code name city address phone } countries { code name }
      raceHeaders { id name } races { id edrsCode name headerId } ethnicities { id edrsCode name isHispanic }
      qualifications { id name } serviceBranches serviceEras maritalStatuses } }`,
  },
  {
    method: 'GET',
    path: '/data/states/:country',
    summary: 'States of a country (ISO code).',
    operation: 'query States($country: String!) { states(countryCode: $country) { code name countryCode } }',
    variables: ({ params }) => ({ country: params['country'] }),
  },
  {
    method: 'GET',
    path: '/data/counties/:state',
    summary: 'US counties of a state (two-letter code).',
    operation: 'query Counties($state: String!) { counties(stateCode: $state) { fips name stateCode } }',
    variables: ({ params }) => ({ state: params['state'] }),
  },
];
