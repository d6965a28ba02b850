import { afterEach, describe, expect, it } from 'vitest';
import { graphql, HttpResponse } from 'msw';
import { LAYOUT_TEXTS, MESSAGES, translate } from '@memorial/schema';
import { server } from '../test/server';
import { expectPath, renderApp, screen, signInAs } from '../test/render';
import { localeStore } from './i18n';

// Issue 31: when the gateway's logout answer does not come, the sign-out notice is the app's own, in the chosen language.
afterEach(async () => {
  await localeStore.set('en');
});

describe('sign out in Spanish', () => {
  it('says «Sesión cerrada correctamente» when the logout call fails', async () => {
    await localeStore.set('es');
    signInAs('arranger', { token: 'tok-live' });
    server.use(
      graphql.query('DashboardPage', () =>
        HttpResponse.json({ data: { myCases: { __typename: 'MyCases', activeCases: [], closedCases: [] } } }),
      ),
      graphql.mutation('Logout', () => HttpResponse.json({ data: null, errors: [{ message: 'down' }] }, { status: 503 })),
    );
    const { user, currentPath } = renderApp('/app');
    await user.click(await screen.findByRole('button', { name: translate('es', LAYOUT_TEXTS, 'signOut') }));
    await expectPath(currentPath, '/');
    expect(await screen.findByText(translate('es', MESSAGES, 'loggedOut'))).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.loggedOut)).not.toBeInTheDocument();
  });
});
