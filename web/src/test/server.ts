import { setupServer } from 'msw/node';

/** The one msw server of the web tests; each test adds the GraphQL operations it needs by name. */
export const server = setupServer();
