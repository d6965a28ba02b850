import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import UploadHttpLink from 'apollo-upload-client/UploadHttpLink.mjs';
import { OperationTypeNode } from 'graphql';
import type { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import type { Client as WsClient } from 'graphql-ws';
import { Observable, type Subscription } from 'rxjs';
import { handleError } from './errors';
import { localeStore } from './i18n';
import { sessionStore } from './session';

/** The gateway serves GraphQL on the same origin as the app. */
export const graphqlUrl = (): string => `${window.location.origin}/graphql`;
/** GraphQL over WebSocket (graphql-ws) on the same path. */
export const graphqlWsUrl = (): string => `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}/graphql`;

/** Objects without an id of their own are parts of their parent: merge them in place. */
const mergeInParent = { merge: true } as const;

export function createCache(): InMemoryCache {
  return new InMemoryCache({
    typePolicies: {
      Query: {
        fields: {
          referenceData: mergeInParent,
          // Lists come back whole from the gateway: the new answer replaces the old one.
          memories: { merge: false },
          approvalMemories: { merge: false },
          gallery: { merge: false },
        },
      },
      Decedent: {
        fields: {
          obituary: mergeInParent,
          // Answered whole by every query and mutation that asks for it.
          obituaryStatus: { merge: false },
          socialMediaLinks: mergeInParent,
          funeralHome: mergeInParent,
          // The family's links are saved whole: the new list replaces the old one.
          donationDetails: { merge: false },
        },
      },
      // A memory's files are replaced whole when one is added, deleted or rotated.
      Memory: { fields: { personAddress: mergeInParent, files: { merge: false } } },
      ObituaryView: { keyFields: false },
      ObituaryStatus: { keyFields: false },
      SocialMediaLinks: { keyFields: false },
      // Numbered per decedent (1, 2, ...): not an identity across decedents.
      DonationDetail: { keyFields: false },
      GeoJsonGeometry: { keyFields: false },
      FuneralHome: { keyFields: ['code'] },
      MyCases: { keyFields: false },
      ReferenceData: { keyFields: false },
      Address: { keyFields: false },
      MemoryPage: { keyFields: false },
      WebsiteAccess: { keyFields: false },
      Country: { keyFields: ['code'] },
      State: { keyFields: ['countryCode', 'code'] },
      County: { keyFields: ['fips'] },
      // Arrangements: a certificate is one per decedent; its sections are parts of it.
      // Its sections' versions come back whole with every answer: the new list replaces the old one.
      CertificateInfo: { keyFields: ['opi'], fields: { sectionVersions: { merge: false } } },
      PrimaryInfo: mergeInParent,
      ResidentInfo: mergeInParent,
      EthnicityInfo: mergeInParent,
      EducationInfo: mergeInParent,
      VeteranInfo: mergeInParent,
      NotifierInfo: mergeInParent,
      // A service's answer belongs to one decedent: never shared between two by the service id.
      ServiceOffer: { keyFields: false },
      // List entries whose ids are only unique within their own list (genders and qualifications both have an id 1).
      IdName: { keyFields: false },
      CodedEntry: { keyFields: false },
      Qualification: { keyFields: false },
    },
  });
}

/**
 * The WebSocket client of the live moderation views. Lazy: a socket opens with
 * the first subscription and closes after the last; the bearer token and the language the person reads (a
 * browser's WebSocket cannot set Accept-Language) go in connectionParams, read when the socket opens. Its code
 * (graphql-ws) loads with the first subscription too.
 */
export async function createWsClient(): Promise<WsClient> {
  const { createClient } = await import('graphql-ws');
  return createClient({
    url: graphqlWsUrl,
    lazy: true,
    connectionParams: () => {
      const token = sessionStore.get().token;
      return { ...(token ? { authorization: `Bearer ${token}` } : {}), language: localeStore.get() };
    },
    // A moderation dashboard stays open for hours: keep reconnecting (graphql-ws backs off between tries).
    retryAttempts: Number.MAX_SAFE_INTEGER,
    shouldRetry: () => true,
  });
}

/**
 * Subscriptions over graphql-ws, loaded with the first one (issue 15: a visitor's page subscribes to nothing, and
 * need not download the WebSocket client). `wsClient`: the one to use (tests inject a fake), else one made then.
 */
function subscriptionLink(wsClient?: WsClient): { link: ApolloLink; terminate(): void } {
  let client = wsClient;
  let loaded: Promise<GraphQLWsLink> | undefined;
  const load = () =>
    (loaded ??= Promise.all([client ?? createWsClient(), import('@apollo/client/link/subscriptions')]).then(
      ([ws, { GraphQLWsLink: WsLink }]) => {
        client = ws;
        return new WsLink(ws);
      },
    ));
  const link = new ApolloLink(
    (operation) =>
      new Observable<ApolloLink.Result>((observer) => {
        let subscription: Subscription | undefined;
        let closed = false;
        load().then(
          (ws) => {
            if (!closed) subscription = ws.request(operation).subscribe(observer);
          },
          (error: unknown) => observer.error(error),
        );
        return () => {
          closed = true;
          subscription?.unsubscribe();
        };
      }),
  );
  return { link, terminate: () => client?.terminate() };
}

/** Same variables, whatever the order of their keys. */
function sameVariables(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => Object.is(a[k], b[k]));
}

/**
 * The page's first query answered by the request the HTML's early script already sent (src/early/page-query.ts):
 * once, when the operation and its variables are the same; otherwise, or when that request brought no GraphQL
 * answer, the operation goes on to the gateway as any other.
 */
const earlyAnswerLink = new ApolloLink((operation, forward) => {
  const early = window.__earlyQuery;
  if (!early || early.operationName !== operation.operationName || !sameVariables(early.variables, operation.variables))
    return forward(operation);
  window.__earlyQuery = undefined;
  return new Observable<ApolloLink.Result>((observer) => {
    let subscription: Subscription | undefined;
    let closed = false;
    void early.answer.then((answer) => {
      if (closed) return;
      if (!answer) {
        subscription = forward(operation).subscribe(observer);
        return;
      }
      observer.next(answer as ApolloLink.Result);
      observer.complete();
    });
    return () => {
      closed = true;
      subscription?.unsubscribe();
    };
  });
});

export interface ApolloClientOptions {
  /** The graphql-ws client; tests inject a fake one. */
  wsClient?: WsClient;
}

export function createApolloClient({ wsClient }: ApolloClientOptions = {}): ApolloClient {
  // Bearer authorisation on every call, read from the session at call time; a user action's Idempotency-Key (app/once.ts).
  const auth = new SetContextLink((prev) => {
    const token = sessionStore.get().token;
    const headers = { ...(prev.headers as Record<string, string> | undefined) };
    if (token && !headers['authorization']) headers['authorization'] = `Bearer ${token}`;
    if (prev.idempotencyKey) headers['idempotency-key'] = prev.idempotencyKey;
    // The gateway answers (messages, mails it sends for this request) in the language the person reads.
    headers['accept-language'] = localeStore.get();
    return { headers };
  });
  const errors = new ErrorLink(({ error, operation }) => {
    handleError(error, operation.getContext());
  });
  // Plain JSON requests, or a GraphQL multipart request when the variables hold files (uploadMedia).
  const http = new UploadHttpLink({ uri: graphqlUrl });
  const ws = subscriptionLink(wsClient);

  // A new token (sign in, sign out) must not ride on a socket opened with the old one; nor the old language.
  let token = sessionStore.get().token;
  sessionStore.subscribe(() => {
    const next = sessionStore.get().token;
    if (next === token) return;
    token = next;
    ws.terminate();
  });
  let language = localeStore.get();
  localeStore.subscribe(() => {
    if (localeStore.get() === language) return;
    language = localeStore.get();
    ws.terminate();
  });

  return new ApolloClient({
    link: ApolloLink.from([
      errors,
      ApolloLink.split(
        (operation) => operation.operationType === OperationTypeNode.SUBSCRIPTION,
        ws.link,
        ApolloLink.from([earlyAnswerLink, auth, http]),
      ),
    ]),
    cache: createCache(),
  });
}

let appClient: ApolloClient | null = null;
/**
 * The app's one client (main.tsx sets it), for what starts before React renders: a route's query started as its
 * code arrives (routes.tsx) instead of after the first render, a round trip and a render earlier on a phone.
 */
export const appClientStore = {
  set(client: ApolloClient) {
    appClient = client;
  },
  get: (): ApolloClient | null => appClient,
};
