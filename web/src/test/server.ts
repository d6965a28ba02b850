import { graphql, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';

/**
 * The one msw server of the web tests; each test adds the GraphQL operations it needs by name. The memorial
 * page's Stay Updated form asks SubscribeCheck on every render: answered here (a visitor) unless a test says otherwise; the page
 * views likewise. The Burial Location dialog asks MapSettings when it opens: no tiles and no gravesite locator unless a test says otherwise.
 */
export const server = setupServer(
  graphql.query('MapSettings', () =>
    HttpResponse.json({
      data: { mapSettings: { __typename: 'MapSettings', tileUrl: null, tileAttribution: null, maxZoom: 19, gravesiteLocatorUrl: null } },
    }),
  ),
  graphql.query('SubscribeCheck', () =>
    HttpResponse.json({ data: { subscribeCheck: { __typename: 'SubscribeCheck', captchaRequired: true, allowed: true } } }),
  ),
  // The memorial page counts a view once the decedent loads; the website settings show the counts.
  graphql.mutation('RecordPageView', () =>
    HttpResponse.json({ data: { recordPageView: { __typename: 'PageViewResult', counted: true } } }),
  ),
  graphql.query('PageViews', () =>
    HttpResponse.json({ data: { pageViews: { __typename: 'PageViewStats', total: 0, last30Days: 0, days: [] } } }),
  ),
);
