import { render, screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { Role } from '@memorial/schema';
import { createApolloClient } from '../app/apollo';
import { AppProviders } from '../app/AppProviders';
import { sessionStore } from '../app/session';
import { BASENAME, routes } from '../routes';
import { FakeWsClient } from './fakeWs';

export interface RenderAppOptions {
  /** The fake graphql-ws client the subscriptions talk to. */
  wsClient?: FakeWsClient;
  /** user-event options, e.g. advanceTimers for tests with fake timers. */
  userOptions?: Parameters<typeof userEvent.setup>[0];
}

/** Renders the whole app (routes, redirects, dialogs, notifications) at a path inside /obituaries. */
export function renderApp(path: string, { wsClient = new FakeWsClient(), userOptions }: RenderAppOptions = {}) {
  const router = createMemoryRouter(routes, { basename: BASENAME, initialEntries: [`${BASENAME}${path}`] });
  const client = createApolloClient({ wsClient });
  const user: UserEvent = userEvent.setup(userOptions);
  const view = render(
    <AppProviders client={client} env="test">
      <RouterProvider router={router} />
    </AppProviders>,
  );
  /** The path inside the app, as the router sees it (without the base). */
  const currentPath = () => router.state.location.pathname.replace(BASENAME, '') || '/';
  return { ...view, router, client, user, currentPath, wsClient };
}

/**
 * A signed-in session, as a previous login would have left it (session storage unless remembered).
 * A cl-arranger's login marks the browser session as entered with onePortal; onePortal: false is a later tab without it.
 */
export function signInAs(
  role: Role,
  { isNewUser = false, remember = false, token = `token-${role}`, onePortal = role === 'cl-arranger' } = {},
) {
  const storage = remember ? localStorage : sessionStorage;
  storage.setItem('token', token);
  storage.setItem('role', role);
  storage.setItem('isNewUser', String(isNewUser));
  if (onePortal) sessionStorage.setItem('onePortal', 'true');
  sessionStore.reload();
}

/** Waits until the router has settled on a path. */
export async function expectPath(currentPath: () => string, path: string) {
  await waitFor(() => {
    if (currentPath() !== path) throw new Error(`at ${currentPath()}, expected ${path}`);
  });
}

export { screen };

/**
 * The memorial page with all of it shown: its name (the hero renders first) and then the page below the hero
 * (MemorialPage renders it next, in the background). Answers the name's heading.
 */
export async function memorialPageShown(name = 'Eleanor Grace Whitmore'): Promise<HTMLElement> {
  const heading = await screen.findByRole('heading', { level: 1, name });
  await screen.findByRole('tablist', { name: 'Family website' });
  return heading;
}
