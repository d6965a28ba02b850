import { graphql, HttpResponse } from 'msw';
import { statesOf } from './arrangementFixtures';

/** The linked address lists (app/address/lists): a few states per country, and the counties given. */
export const addressListHandlers = (counties: readonly { fips: string; name: string; stateCode: string }[] = []) => [
  graphql.query('AddressStates', ({ variables }) => HttpResponse.json({ data: { states: statesOf(String(variables['countryCode'])) } })),
  graphql.query('AddressCounties', () => HttpResponse.json({ data: { counties: counties.map((c) => ({ __typename: 'County', ...c })) } })),
];
