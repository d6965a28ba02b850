import { describe, expect, it } from 'vitest';
import { graphql, HttpResponse } from 'msw';
import { waitFor, within } from '@testing-library/react';
import { MESSAGES } from '@memorial/schema';
import { server } from '../../test/server';
import { gqlError, memorialDecedent, eventList } from '../../test/fixtures';
import { memoryOf } from '../../test/memoryFixtures';
import { expectPath, memorialPageShown, renderApp, screen, signInAs } from '../../test/render';
import { MEMORIAL_TEXTS } from '@memorial/schema';

const PRIVACY_LABEL = MEMORIAL_TEXTS.privacy;

const PAGE = '/name/eleanor-whitmore-obituary/CS-1000-0001';
const FAMILY_VIEW = '/app/memories/eleanor-whitmore-obituary/CS-1000-0001';

/**
 * The gateway as it answers the page: anonymous callers get the public view
 * (no access), the family's token the family view, and a tampered or expired
 * token SESSION_EXPIRED for anything that needs the viewer (the public
 * fields alone it answers as for anyone).
 */
function gateway() {
  server.use(
    graphql.query('MemorialPage', ({ request, query }) => {
      const authorization = request.headers.get('authorization');
      // Public fields answer anyone; only the viewer's own (me) refuses a bad token.
      const asksForViewer = /\bme\b\s*(@|\{)/.test(query);
      if (authorization === 'Bearer tampered' && asksForViewer) {
        return HttpResponse.json({ data: null, errors: [{ ...gqlError(MESSAGES.sessionExpired, 'SESSION_EXPIRED'), path: ['me'] }] });
      }
      const family = authorization === 'Bearer jwt-1';
      return HttpResponse.json({
        data: {
          decedent: memorialDecedent({ hasAccess: family }),
          memories: [],
          events: eventList(),
          ...(family ? { me: { __typename: 'User', id: 3 } } : {}),
        },
      });
    }),
    graphql.mutation('Login', () =>
      HttpResponse.json({
        data: {
          login: { __typename: 'LoginResult', token: 'jwt-1', role: 'arranger', isNewUser: false, expiresAt: '2099-01-01T00:00:00.000Z' },
        },
      }),
    ),
    graphql.query('ApproveMemory', ({ variables }) =>
      HttpResponse.json({ data: { memory: memoryOf(variables['id'] as number, { title: 'Choir practice', status: 'Pending' }) } }),
    ),
  );
}

async function logIn(user: ReturnType<typeof renderApp>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Login' }));
  const dialog = await screen.findByRole('dialog', { name: 'Login to your Family Website' });
  await user.type(within(dialog).getByLabelText('Email'), 'arranger@demo.test');
  await user.type(within(dialog).getByLabelText('Password'), 'memorial-demo');
  await user.click(within(dialog).getByRole('button', { name: 'Login' }));
}

describe('signing in from the memorial page', { timeout: 30_000 }, () => {
  it('Login on the public page itself signs in: the modal closes, the token is kept and the family view opens', async () => {
    gateway();
    const { user, currentPath } = renderApp(PAGE);
    await memorialPageShown();
    await logIn(user);

    await expectPath(currentPath, FAMILY_VIEW);
    expect(screen.queryByRole('dialog', { name: 'Login to your Family Website' })).not.toBeInTheDocument();
    expect(sessionStorage.getItem('token')).toBe('jwt-1');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign Out' })).toBeInTheDocument(), { timeout: 5000 });
  });

  it('after Login from /memories/{opi}?memory=N the family view has Approve Memories, the privacy switch and memory N open', async () => {
    gateway();
    const { user, currentPath, router } = renderApp('/memories/CS-1000-0001?memory=7');
    await memorialPageShown();
    await logIn(user);

    await expectPath(currentPath, FAMILY_VIEW);
    expect(router.state.location.search).toBe('?memory=7');
    expect(await screen.findByRole('tab', { name: 'Approve Memories' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('article', { name: 'Choir practice' })).toBeInTheDocument();
    const actions = screen.getByRole('navigation', { name: 'Memorial actions' });
    expect(within(actions).getByRole('switch', { name: PRIVACY_LABEL })).toBeInTheDocument();
  });

  it.each([PAGE, FAMILY_VIEW])('a tampered or expired token on %s opens the Session Expiry dialog', async (path) => {
    gateway();
    signInAs('arranger', { token: 'tampered' });
    renderApp(path);
    expect(await screen.findByRole('dialog', { name: 'Session Expired' })).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.sessionExpiredDialog)).toBeInTheDocument();
  });
});
