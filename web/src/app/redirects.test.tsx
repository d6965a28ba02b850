import { describe, expect, it } from 'vitest';
import { waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import type { Role } from '@memorial/schema';
import { server } from '../test/server';
import { gqlError, memorialDecedent, memorialPageData } from '../test/fixtures';
import { expectPath, memorialPageShown, renderApp, screen, signInAs } from '../test/render';
import { redirectFor } from './redirects';
import { sessionStore } from './session';

const anonymous = { role: null, isNewUser: false };
const as = (role: Role, isNewUser = false) => ({ role, isNewUser });
/** A staff member whose browser session entered with onePortal=true. */
const viaOnePortal = (role: Role) => ({ role, isNewUser: false, onePortal: true });
const PUBLIC_PAGE = '/name/eleanor-whitmore-obituary/CS-1000-0001';
const FAMILY_VIEW = '/app/memories/eleanor-whitmore-obituary/CS-1000-0001';

describe('redirectFor (memorial-portal section 6)', () => {
  it.each([
    // path, search, session, expected
    ['/admin', '', as('arranger'), '/app'],
    ['/admin/decedents', '', as('arranger'), '/app'],
    ['/administrator', '', as('arranger'), '/app'],
    ['/cl-arranger', '', as('arranger'), '/app'],
    ['/app', '', as('admin'), '/admin'],
    ['/app/CS-1000-0001/arrangements', '', as('admin'), '/admin'],
    ['/cl-arranger', '', as('admin'), '/admin'],
    // A cl-arranger is sent away from /app, and from /admin unless entering with onePortal.
    ['/app', '', viaOnePortal('cl-arranger'), '/admin'],
    ['/app', '', as('cl-arranger'), '/cl-arranger'],
    ['/admin', '', as('cl-arranger'), '/cl-arranger'],
    ['/admin/decedents', '', as('cl-arranger'), '/cl-arranger'],
    ['/administrator', '', viaOnePortal('cl-arranger'), '/admin'],
    ['/cl-arranger', '', viaOnePortal('cl-arranger'), '/admin'],
    ['/profile', '', as('cl-arranger'), '/cl-arranger'],
    ['/profile', '', as('admin'), '/admin'],
    ['/app', '', anonymous, '/'],
    ['/profile', '', anonymous, '/'],
    ['/admin', '', anonymous, '/administrator'],
    [
      '/app/memories/eleanor-whitmore-obituary/CS-1000-0001',
      '?memory=3',
      anonymous,
      '/memories/eleanor-whitmore-obituary/CS-1000-0001?memory=3',
    ],
    ['/', '', as('arranger'), '/app'],
    ['/', '', as('arranger', true), '/profile'],
    ['/', '', viaOnePortal('cl-arranger'), '/admin'],
    ['/', '', as('cl-arranger'), '/cl-arranger'],
    // A new-user arranger goes to /profile, from /app too (until /profile has been shown in this browser session).
    ['/app', '', as('arranger', true), '/profile'],
    ['/app/CS-1000-0001/arrangements', '', as('arranger', true), '/profile'],
    // Signed-in family on a public memories page: the family view of the same website, with the query.
    [PUBLIC_PAGE, '', as('arranger'), FAMILY_VIEW],
    [PUBLIC_PAGE, '?memory=7', as('arranger'), `${FAMILY_VIEW}?memory=7`],
    ['/memories/eleanor-whitmore-obituary/CS-1000-0001', '', as('arranger'), FAMILY_VIEW],
    ['/memories-old/eleanor-whitmore-obituary/CS-1000-0001', '', as('arranger'), FAMILY_VIEW],
    ['/share-memories/eleanor-whitmore-obituary/CS-1000-0001', '', as('arranger'), FAMILY_VIEW],
    [`${PUBLIC_PAGE}/share`, '', as('arranger'), `${FAMILY_VIEW}/share`],
    // A signed-in admin is sent to /admin unless on the admin memories list; cl-arrangers alike.
    [PUBLIC_PAGE, '', as('admin'), '/admin'],
    [FAMILY_VIEW, '', as('admin'), '/admin'],
    ['/memories/eleanor-whitmore-obituary/CS-1000-0001', '', viaOnePortal('cl-arranger'), '/admin'],
  ] as const)('%s%s for %o goes to %s', (path, search, session, expected) => {
    expect(redirectFor(path, search, session)).toBe(expected);
  });

  it.each([
    ['/app', as('arranger')],
    ['/app/CS-1000-0001/arrangements', as('arranger')],
    ['/admin', as('admin')],
    ['/admin', viaOnePortal('cl-arranger')],
    ['/admin/decedents', viaOnePortal('cl-arranger')],
    ['/cl-arranger', as('cl-arranger')],
    ['/admin/memories-list/CS-1000-0001', as('admin')],
    ['/admin/memories/CS-1000-0001', as('admin')],
    [FAMILY_VIEW, as('arranger')],
    ['/app', { ...as('arranger', true), profileShown: true }],
    ['/profile', as('arranger', true)],
    ['/', anonymous],
    ['/administrator', anonymous],
    ['/cl-arranger', anonymous],
    [PUBLIC_PAGE, anonymous],
    [`${PUBLIC_PAGE}/share`, anonymous],
    ['/some/unknown/path', anonymous],
  ] as const)('%s for %o stays', (path, session) => {
    expect(redirectFor(path, '', session)).toBeNull();
  });

  it('keeps a password reset link on the landing screen even when signed in', () => {
    expect(redirectFor('/', '?resetToken=abc', as('arranger'))).toBeNull();
  });

  it('lets a cl-arranger into /admin with onePortal=true in the query', () => {
    expect(redirectFor('/admin/CS-1000-0001/arrangements', '?onePortal=true', as('cl-arranger'))).toBeNull();
    expect(redirectFor('/admin/CS-1000-0001/arrangements', '?onePortal=false', as('cl-arranger'))).toBe('/cl-arranger');
  });
});

describe('role redirects in the running app', () => {
  const noCases = () =>
    server.use(
      graphql.query('DashboardPage', () =>
        HttpResponse.json({ data: { myCases: { __typename: 'MyCases', activeCases: [], closedCases: [] } } }),
      ),
    );

  it('sends an arranger from /admin to the family dashboard', async () => {
    signInAs('arranger');
    noCases();
    const { currentPath } = renderApp('/admin');
    await expectPath(currentPath, '/app');
    expect(await screen.findByRole('heading', { name: 'My Arrangements' })).toBeInTheDocument();
  });

  it('sends an arranger from /administrator to /app', async () => {
    signInAs('arranger');
    noCases();
    const { currentPath } = renderApp('/administrator');
    await expectPath(currentPath, '/app');
  });

  it('sends an admin from /app to the staff area, which lists the staff sections and signs out', async () => {
    signInAs('admin');
    const { currentPath } = renderApp('/app');
    await expectPath(currentPath, '/admin');
    expect(await screen.findByRole('heading', { name: 'Staff Area' })).toBeInTheDocument();
    const sections = screen.getByRole('navigation', { name: 'Staff sections' });
    expect(sections).toHaveTextContent('Memories');
    expect(sections).toHaveTextContent('Arrangements Summary');
    // One sign-out control per screen (the header's), not a second one under the sections.
    expect(screen.getAllByRole('button', { name: /sign out|log out/i })).toHaveLength(1);
    expect(screen.getByText('Signed in as administrator.')).toBeInTheDocument();
  });

  it('sends a cl-arranger away from /app', async () => {
    signInAs('cl-arranger');
    const { currentPath } = renderApp('/app');
    await expectPath(currentPath, '/admin');
  });

  it('remembers onePortal=true for the browser session, with the case number of the path as the opi', async () => {
    signInAs('cl-arranger', { remember: true, onePortal: false });
    expect(sessionStore.get().onePortal).toBe(false);
    server.use(
      graphql.query('ArrangementsSummaryPage', () => HttpResponse.json({ errors: [gqlError('Decedent does not exist', 'NOT_FOUND')] })),
    );
    const { router, currentPath } = renderApp('/admin/CS-1000-0001/arrangements?onePortal=true');
    expect(currentPath()).toBe('/admin/CS-1000-0001/arrangements');
    await waitFor(() => expect(sessionStore.get().onePortal).toBe(true));
    expect(sessionStorage.getItem('onePortal')).toBe('true');
    expect(sessionStorage.getItem('opi')).toBe('CS-1000-0001');
    expect(sessionStore.get().onePortalOpi).toBe('CS-1000-0001');
    // Links inside /admin drop the query; the staff area still opens.
    await router.navigate('/admin');
    await expectPath(currentPath, '/admin');
    expect(await screen.findByRole('heading', { name: 'Staff Area' })).toBeInTheDocument();
  });

  it('sends a cl-arranger without onePortal from /admin back to the staff door, whose login lets them in again', async () => {
    signInAs('cl-arranger', { remember: true, onePortal: false });
    server.use(
      graphql.mutation('Login', () =>
        HttpResponse.json({
          data: {
            login: {
              __typename: 'LoginResult',
              token: 'token-2',
              role: 'cl_arranger',
              isNewUser: false,
              expiresAt: '2099-01-01T00:00:00.000Z',
            },
          },
        }),
      ),
    );
    const { user, currentPath } = renderApp('/admin');
    await expectPath(currentPath, '/cl-arranger');
    const dialog = await screen.findByRole('dialog', { name: 'Staff Login' });
    await user.type(within(dialog).getByLabelText('Email'), 'staff@demo.test');
    await user.type(within(dialog).getByLabelText('Password'), 'memorial-demo');
    await user.click(within(dialog).getByRole('button', { name: 'Login' }));
    await expectPath(currentPath, '/admin');
    expect(await screen.findByRole('heading', { name: 'Staff Area' })).toBeInTheDocument();
  });

  it('shows a new family member /profile first; saving it ends the new-user state and leads on to My Arrangements', async () => {
    signInAs('arranger', { isNewUser: true });
    noCases();
    const me = {
      __typename: 'User',
      id: 1,
      title: 'Mrs',
      firstName: 'Catherine',
      middleName: null,
      lastName: 'Reyes',
      email: 'c@example.com',
      isNewUser: true,
    };
    server.use(
      graphql.query('ProfilePage', () => HttpResponse.json({ data: { me } })),
      graphql.mutation('UpdateProfile', () =>
        HttpResponse.json({
          data: { updateProfile: { __typename: 'ProfileResult', message: 'Data updated successfully', user: { ...me, isNewUser: false } } },
        }),
      ),
    );
    const { user, currentPath } = renderApp('/app');
    await expectPath(currentPath, '/profile');
    await user.click(await screen.findByRole('button', { name: 'SAVE AND CONTINUE' }));
    await expectPath(currentPath, '/app');
    expect(sessionStorage.getItem('isNewUser')).toBe('false');
    expect(await screen.findByRole('heading', { name: 'My Arrangements' })).toBeInTheDocument();
  });

  it('sends someone signed out from /app to the landing screen with the login modal', async () => {
    const { currentPath } = renderApp('/app');
    await expectPath(currentPath, '/');
    expect(await screen.findByRole('dialog', { name: 'Login to your Family Website' })).toBeInTheDocument();
  });

  it('shows the landing screen for an unknown path', async () => {
    const { currentPath } = renderApp('/no/such/page');
    expect(await screen.findByRole('dialog', { name: 'Login to your Family Website' })).toBeInTheDocument();
    expect(currentPath()).toBe('/no/such/page');
  });

  it('sends a signed-in admin from a public memorial page to /admin', async () => {
    signInAs('admin');
    const { currentPath } = renderApp(PUBLIC_PAGE);
    await expectPath(currentPath, '/admin');
    expect(await screen.findByRole('heading', { name: 'Staff Area' })).toBeInTheDocument();
  });

  it('shows a signed-in family member the family view of the website, keeping the query', async () => {
    signInAs('arranger');
    server.use(graphql.query('MemorialPage', () => HttpResponse.json({ data: memorialPageData(memorialDecedent()) })));
    const { router, currentPath } = renderApp(`${PUBLIC_PAGE}?utm=mail`);
    await expectPath(currentPath, FAMILY_VIEW);
    expect(router.state.location.search).toBe('?utm=mail');
    expect(await memorialPageShown()).toBeInTheDocument();
  });
});
