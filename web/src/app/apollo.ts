import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import { handleError } from './errors';
import { sessionStore } from './session';

/** The gateway serves GraphQL on the same origin as the app. */
export const graphqlUrl = (): string => `${window.location.origin}/graphql`;

/** Objects without an id of their own are parts of their parent: merge them in place. */
const mergeInParent = { merge: true } as const;

export function createCache(): InMemoryCache {
  return new InMemoryCache({
    typePolicies: {
      Decedent: {
        fields: {
          obituary: mergeInParent,
          socialMediaLinks: mergeInParent,
          funeralHome: mergeInParent,
        },
      },
      ObituaryView: { keyFields: false },
      SocialMediaLinks: { keyFields: false },
      GeoJsonGeometry: { keyFields: false },
      FuneralHome: { keyFields: ['code'] },
      MyCases: { keyFields: false },
    },
  });
}

export function createApolloClient(): ApolloClient {
  // Bearer authorisation on every call, read from the session at call time.
  const auth = new SetContextLink((prev) => {
    const token = sessionStore.get().token;
    const headers = { ...(prev.headers as Record<string, string> | undefined) };
    if (token && !headers['authorization']) headers['authorization'] = `Bearer ${token}`;
    return { headers };
  });
  const errors = new ErrorLink(({ error, operation }) => {
    handleError(error, operation.getContext());
  });
  const http = new HttpLink({ uri: graphqlUrl });
  return new ApolloClient({
    link: ApolloLink.from([errors, auth, http]),
    cache: createCache(),
  });
}
