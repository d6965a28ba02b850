import type { ApolloClient } from '@apollo/client';
import { graphql } from '../../gql';
import { sessionStore } from '../../app/session';
import { browserTimeZone } from '../../app/timezone';

export const MemorialPageQuery = graphql(`
  query MemorialPage($opi: String!, $memoryType: Int, $signedIn: Boolean!, $timezone: String!) {
    # Asked only with a token: a tampered or expired one fails here (Session Expiry) instead of passing as a visitor.
    me @include(if: $signedIn) {
      id
    }
    decedent(opi: $opi) {
      id
      opi
      slug
      hasAccess
      funeralHome {
        code
        name
      }
      obituary {
        description
      }
      ...DisplayName_decedent
      ...MemorialHero_decedent
      ...MemorialActions_decedent
      ...BurialLocationDialog_decedent
      ...ObituarySection_decedent
      ...AudioMessage_decedent
      ...ObituaryDialog_decedent
      ...LifeOfSection_decedent
      ...DecedentCard_decedent
      ...SocialLinks_decedent
      ...ContactFamilyForm_decedent
    }
    memories(opi: $opi, memoryType: $memoryType) {
      id
      ...MemoryCard_memory
      ...MemoryCarousel_memory
    }
    events(opi: $opi, timezone: $timezone) {
      tributeStore
      ...MemorialEvents_list
    }
  }
`);

/** The page's own states: shown in place of the page, never as a dialog or notification. */
export const PAGE_STATES = ['PRIVATE', 'NOT_FOUND'] as const;

export const pageVariables = (opi: string, memoryType: number | null, token: string | null, timezone = browserTimeZone()) => ({
  opi,
  memoryType,
  signedIn: !!token,
  timezone,
});

/**
 * The page's query, started as the page's code arrives (the route's loader, routes.tsx), before React renders it:
 * the page's first render then finds the answer in the cache, or joins the request under way (the same query and
 * variables as its own first one).
 */
export function prefetchMemorialPage(client: ApolloClient, opi: string): void {
  const variables = pageVariables(opi, null, sessionStore.get().token);
  client.query({ query: MemorialPageQuery, variables, context: { pageStates: PAGE_STATES } }).catch(() => undefined);
}
