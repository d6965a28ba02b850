import { describe, expect, it } from 'vitest';
import { graphql, HttpResponse } from 'msw';
import { act, waitFor, within } from '@testing-library/react';
import { MESSAGES } from '@memorial/schema';
import { server } from '../test/server';
import { gqlError } from '../test/fixtures';
import { expectPath, renderApp, screen, signInAs } from '../test/render';
import { notifyError } from './notify';

function dashboardFails(...errors: ReturnType<typeof gqlError>[]) {
  let calls = 0;
  server.use(
    graphql.query('DashboardPage', () => {
      calls += 1;
      return HttpResponse.json({ data: null, errors: [errors[Math.min(calls - 1, errors.length - 1)]!] });
    }),
  );
  return () => calls;
}

function recordLogouts() {
  const seen: (string | null)[] = [];
  server.use(
    graphql.mutation('Logout', ({ request }) => {
      seen.push(request.headers.get('authorization'));
      return HttpResponse.json({ data: { logout: { __typename: 'MessageResult', message: MESSAGES.loggedOut } } });
    }),
  );
  return seen;
}

/** The error notifications on screen (each has the title Error). */
const errorNotifications = () => screen.queryAllByRole('alert').filter((n) => within(n).queryByText(MESSAGES.errorTitle));

describe('session expiry (UNAUTHENTICATED / SESSION_EXPIRED)', () => {
  it('opens the Session Expiry dialog; closing it signs out without a notification or a logout call', async () => {
    signInAs('arranger', { remember: true });
    dashboardFails(gqlError('Authentication required', 'UNAUTHENTICATED'));
    const logouts = recordLogouts();
    const { user, currentPath } = renderApp('/app');

    const dialog = await screen.findByRole('dialog', { name: 'Session Expired' });
    expect(within(dialog).getByText(MESSAGES.sessionExpiredDialog)).toBeInTheDocument();
    expect(errorNotifications()).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Login again' }));
    await expectPath(currentPath, '/');
    expect(screen.queryByRole('dialog', { name: 'Session Expired' })).not.toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('role')).toBeNull();
    expect(logouts).toEqual([]);
    expect(await screen.findByRole('dialog', { name: 'Login to your Family Website' })).toBeInTheDocument();
  });

  it('treats SESSION_EXPIRED the same way, and the dialog close button logs out too', async () => {
    signInAs('arranger');
    dashboardFails(gqlError(MESSAGES.sessionExpired, 'SESSION_EXPIRED'));
    const { user, currentPath } = renderApp('/app');

    const dialog = await screen.findByRole('dialog', { name: 'Session Expired' });
    await user.click(within(dialog).getByRole('button', { name: /close/i }));
    await expectPath(currentPath, '/');
    expect(sessionStorage.getItem('token')).toBeNull();
  });
});

describe('access denied (FORBIDDEN)', () => {
  it('opens the Access Denied dialog for "Unauthorized access Forbidden"; closing it logs out through the gateway', async () => {
    signInAs('arranger', { token: 'tok-forbidden' });
    dashboardFails(gqlError(MESSAGES.unauthorizedForbidden, 'FORBIDDEN'));
    const logouts = recordLogouts();
    const { user, currentPath } = renderApp('/app');

    const dialog = await screen.findByRole('dialog', { name: 'Access Denied' });
    expect(within(dialog).getByText(MESSAGES.accessDeniedDialog)).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Session Expired' })).not.toBeInTheDocument();
    expect(errorNotifications()).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Login again' }));
    await expectPath(currentPath, '/');
    await waitFor(() => expect(logouts).toEqual(['Bearer tok-forbidden']));
    expect(sessionStorage.getItem('token')).toBeNull();
  });
});

describe('error notifications', () => {
  it('shows a danger notification titled Error with the server message, and never two at once', async () => {
    signInAs('arranger');
    const calls = dashboardFails(
      gqlError('The records office is closed for maintenance', 'INTERNAL_SERVER_ERROR'),
      gqlError('A second, different failure', 'INTERNAL_SERVER_ERROR'),
    );
    const { client } = renderApp('/app');

    await waitFor(() => expect(errorNotifications()).toHaveLength(1));
    expect(errorNotifications()[0]).toHaveTextContent('The records office is closed for maintenance');

    await act(async () => {
      // The refetch fails again; its error reaches the notification, not the test.
      await client.refetchQueries({ include: 'active' }).catch(() => undefined);
    });
    expect(calls()).toBe(2);
    expect(errorNotifications()).toHaveLength(1);
    expect(screen.queryByText('A second, different failure')).not.toBeInTheDocument();
  });

  it('falls back to "Oops! Something went wrong." when the call gives no message', async () => {
    signInAs('arranger');
    server.use(graphql.query('DashboardPage', () => HttpResponse.error()));
    renderApp('/app');
    await waitFor(() => expect(errorNotifications()).toHaveLength(1));
    expect(errorNotifications()[0]).toHaveTextContent(MESSAGES.genericError);
  });

  it('falls back to the status text when the failed response carries no message', async () => {
    signInAs('arranger');
    server.use(
      graphql.query(
        'DashboardPage',
        (): Response => new Response('<html>upstream down</html>', { status: 502, statusText: 'Bad Gateway' }),
      ),
    );
    renderApp('/app');
    await waitFor(() => expect(errorNotifications()).toHaveLength(1));
    expect(errorNotifications()[0]).toHaveTextContent('Bad Gateway');
    expect(errorNotifications()[0]).not.toHaveTextContent(MESSAGES.genericError);
  });

  it('prefers the body message to the status text', async () => {
    signInAs('arranger');
    const body = JSON.stringify({ message: 'Gateway is restarting' });
    const headers = { 'content-type': 'application/json' };
    server.use(
      graphql.query('DashboardPage', (): Response => new Response(body, { status: 503, statusText: 'Service Unavailable', headers })),
    );
    renderApp('/app');
    await waitFor(() => expect(errorNotifications()).toHaveLength(1));
    expect(errorNotifications()[0]).toHaveTextContent('Gateway is restarting');
    expect(errorNotifications()[0]).not.toHaveTextContent('Service Unavailable');
  });

  it('keeps one error notification however many calls fail while it is visible', async () => {
    renderApp('/');
    await screen.findByRole('dialog', { name: 'Login to your Family Website' });
    act(() => {
      notifyError('first');
      notifyError('second');
      notifyError(null);
    });
    await waitFor(() => expect(errorNotifications()).toHaveLength(1));
    expect(errorNotifications()[0]).toHaveTextContent('first');
    expect(screen.queryByText('second')).not.toBeInTheDocument();
  });
});

describe('sign out', () => {
  it('calls logout with the bearer token, clears storage and cookies, and returns to the landing screen', async () => {
    signInAs('arranger', { remember: true, token: 'tok-live' });
    document.cookie = 'role=arranger; path=/';
    server.use(
      graphql.query('DashboardPage', () =>
        HttpResponse.json({ data: { myCases: { __typename: 'MyCases', activeCases: [], closedCases: [] } } }),
      ),
    );
    const logouts = recordLogouts();
    const { user, currentPath } = renderApp('/app');

    await screen.findByRole('heading', { name: 'My Arrangements' });
    await user.click(screen.getByRole('button', { name: 'Sign Out' }));

    await expectPath(currentPath, '/');
    await waitFor(() => expect(logouts).toEqual(['Bearer tok-live']));
    expect(await screen.findByText(MESSAGES.loggedOut)).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('role')).toBeNull();
    expect(document.cookie).not.toContain('role=');
    // Someone who just signed out is not asked to sign in again.
    expect(await screen.findByRole('button', { name: 'Login to your Family Website' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Login to your Family Website' })).not.toBeInTheDocument();
  });
});
