import { describe, expect, it } from 'vitest';
import { graphql, HttpResponse } from 'msw';
import type { Role } from '@memorial/schema';
import { server } from '../test/server';
import { memorialDecedent } from '../test/fixtures';
import { expectPath, renderApp, screen, signInAs } from '../test/render';
import { redirectFor } from './redirects';

const anonymous = { role: null, isNewUser: false };
const as = (role: Role, isNewUser = false) => ({ role, isNewUser });

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
    ['/app', '', as('cl-arranger'), '/admin'],
    ['/profile', '', as('admin'), '/admin'],
    ['/app', '', anonymous, '/'],
    ['/profile', '', anonymous, '/'],
    ['/admin', '', anonymous, '/administrator'],
    ['/app/memories/eleanor-whitmore-obituary/CS-1000-0001', '?memory=3', anonymous, '/memories/eleanor-whitmore-obituary/CS-1000-0001?memory=3'],
    ['/', '', as('arranger'), '/app'],
    ['/', '', as('arranger', true), '/profile'],
    ['/', '', as('cl-arranger'), '/admin'],
  ] as const)('%s%s for %o goes to %s', (path, search, session, expected) => {
    expect(redirectFor(path, search, session)).toBe(expected);
  });

  it.each([
    ['/app', as('arranger')],
    ['/app/CS-1000-0001/arrangements', as('arranger')],
    ['/admin', as('admin')],
    ['/admin', as('cl-arranger')],
    ['/profile', as('arranger', true)],
    ['/', anonymous],
    ['/administrator', anonymous],
    ['/cl-arranger', anonymous],
    ['/name/eleanor-whitmore-obituary/CS-1000-0001', as('arranger')],
    ['/name/eleanor-whitmore-obituary/CS-1000-0001', as('admin')],
    ['/name/eleanor-whitmore-obituary/CS-1000-0001', anonymous],
    ['/some/unknown/path', anonymous],
  ] as const)('%s for %o stays', (path, session) => {
    expect(redirectFor(path, '', session)).toBeNull();
  });

  it('keeps a password reset link on the landing screen even when signed in', () => {
    expect(redirectFor('/', '?resetToken=abc', as('arranger'))).toBeNull();
  });
});

describe('role redirects in the running app', () => {
  const noCases = () =>
    server.use(graphql.query('DashboardPage', () => HttpResponse.json({ data: { myCases: { __typename: 'MyCases', activeCases: [], closedCases: [] } } })));

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
    expect(screen.getAllByRole('button', { name: 'Sign Out' }).length).toBeGreaterThan(0);
  });

  it('sends a cl-arranger away from /app', async () => {
    signInAs('cl-arranger');
    const { currentPath } = renderApp('/app');
    await expectPath(currentPath, '/admin');
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

  it('lets a signed-in admin view a public memorial page without a redirect', async () => {
    signInAs('admin');
    server.use(graphql.query('MemorialPage', () => HttpResponse.json({ data: { decedent: memorialDecedent(), memories: [] } })));
    const { currentPath } = renderApp('/name/eleanor-whitmore-obituary/CS-1000-0001');
    expect(await screen.findByRole('heading', { level: 1, name: 'Eleanor Grace Whitmore' })).toBeInTheDocument();
    expect(currentPath()).toBe('/name/eleanor-whitmore-obituary/CS-1000-0001');
  });
});
