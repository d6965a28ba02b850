import type { ApolloClient } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { graphql } from '../../gql';

const AddressStatesQuery = graphql(`
  query AddressStates($countryCode: String!) {
    states(countryCode: $countryCode) {
      code
      countryCode
      name
    }
  }
`);

const AddressCountiesQuery = graphql(`
  query AddressCounties($stateCode: String!) {
    counties(stateCode: $stateCode) {
      fips
      name
      stateCode
    }
  }
`);

/** Counties are known for the United States only. */
export const COUNTY_COUNTRY = 'US';

export interface Country {
  code: string;
  name: string;
}

/** The states of a country, from the graph (nothing asked while no country is chosen). */
export function useStates(countryCode: string) {
  const { data, loading } = useQuery(AddressStatesQuery, { variables: { countryCode }, skip: !countryCode });
  return { states: data?.states ?? [], loading };
}

/** The counties of a US state (nothing asked for another country). */
export function useCounties(countryCode: string, stateCode: string) {
  const known = countryCode === COUNTY_COUNTRY && /^[A-Z]{2}$/.test(stateCode);
  const { data, loading } = useQuery(AddressCountiesQuery, { variables: { stateCode }, skip: !known });
  return { counties: data?.counties ?? [], loading, known };
}

/** What a state code chosen in a list is called (the list is in the cache once it was shown). */
export function stateNameOf(client: ApolloClient, countryCode: string, stateCode: string): string | null {
  const data = client.readQuery({ query: AddressStatesQuery, variables: { countryCode } });
  return data?.states.find((s) => s.code === stateCode)?.name ?? null;
}
