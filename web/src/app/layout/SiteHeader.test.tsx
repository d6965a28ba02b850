import { describe, expect, it } from 'vitest';
import { graphql, HttpResponse } from 'msw';
import { within } from '@testing-library/react';
import { server } from '../../test/server';
import { renderApp, screen, signInAs } from '../../test/render';
import { navLinks, STAFF_NAV } from './SiteHeader';

const mainNav = () => screen.getByRole('navigation', { name: 'Main' });
const navItems = () =>
  Array.from(mainNav().querySelectorAll('a, button')).map((el) => [
    el.textContent,
    el.getAttribute('href') ?? (el.hasAttribute('disabled') ? 'disabled' : null),
  ]);

function mockMe() {
  server.use(
    graphql.query('ProfilePage', () =>
      HttpResponse.json({
        data: {
          me: {
            __typename: 'User',
            id: 3,
            title: 'Mrs',
            firstName: 'Anna',
            middleName: null,
            lastName: 'Whitmore',
            email: 'arranger@demo.test',
            isNewUser: false,
          },
        },
      }),
    ),
  );
}

function mockStaffList() {
  server.use(
    graphql.query('StaffDecedentsPage', ({ variables }) =>
      HttpResponse.json({
        data: { staffDecedents: { __typename: 'DecedentPage', total: 0, page: variables['page'], pageSize: 20, decedents: [] } },
      }),
    ),
  );
}

describe('navigation (arrangements-portal 2.3)', () => {
  it('gives the family Home, My Arrangements of the decedent in context, and Profile', async () => {
    signInAs('arranger');
    renderApp('/app/CS-1000-0001/whatToBring');
    await screen.findByRole('heading', { level: 1, name: 'What to Bring' });
    expect(navItems()).toEqual([
      ['Home', '/obituaries/app'],
      ['My Arrangements', '/obituaries/app/CS-1000-0001/arrangements'],
      ['Profile', '/obituaries/app/userProfile'],
    ]);
  });

  it('opens the family Profile at /app/userProfile, with no decedent in context; /profile stays the first-time profile', async () => {
    signInAs('arranger');
    mockMe();
    const { unmount } = renderApp('/app/userProfile');
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument();
    expect(navItems()).toEqual([
      ['Home', '/obituaries/app'],
      ['Profile', '/obituaries/app/userProfile'],
    ]);
    expect(within(mainNav()).getByRole('link', { name: 'Profile' })).toHaveAttribute('aria-current', 'page');
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(crumbs).toHaveTextContent('Dashboard›Profile');
    expect(within(crumbs).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/obituaries/app');
    expect(await screen.findByText('arranger@demo.test')).toBeInTheDocument();
    unmount();

    signInAs('arranger', { isNewUser: true });
    renderApp('/profile');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Anna' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'SAVE AND CONTINUE' })).toBeInTheDocument();
  });

  it('gives staff Memories, Arrangements Summary, Login Report, User Report and Profile; their breadcrumbs begin at /admin/decedents', async () => {
    signInAs('admin');
    mockStaffList();
    const { unmount } = renderApp('/admin/decedents');
    expect(await screen.findByRole('heading', { level: 1, name: 'Arrangements Summary' })).toBeInTheDocument();
    expect(navItems()).toEqual([
      ['Memories', '/obituaries/admin/memories'],
      ['Arrangements Summary', '/obituaries/admin/decedents'],
      ['Login Report', '/obituaries/admin/loginReport'],
      ['User Report', '/obituaries/admin/userReport'],
      ['Profile', '/obituaries/admin/userProfile'],
    ]);
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/obituaries/admin/decedents');
    expect(crumbs).not.toHaveTextContent('Staff Area');
    unmount();

    renderApp('/admin/loginReport');
    expect(await screen.findByRole('heading', { level: 1, name: 'Login Report' })).toBeInTheDocument();
    const reportCrumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(reportCrumbs).toHaveTextContent('Dashboard›Login Report');
    expect(within(reportCrumbs).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/obituaries/admin/decedents');
  });

  it('opens the staff Profile at /admin/userProfile, its breadcrumb home at /admin/memories (2.11)', async () => {
    signInAs('admin');
    mockMe();
    renderApp('/admin/userProfile');
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument();
    expect(within(mainNav()).getByRole('link', { name: 'Profile' })).toHaveAttribute('aria-current', 'page');
    expect(within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'href',
      '/obituaries/admin/memories',
    );
    expect(await screen.findByRole('form', { name: 'Personal Details' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Change Password' })).toBeInTheDocument();
    // Transfer Loved Ones is the family's only.
    expect(screen.queryByRole('form', { name: 'Transfer Loved Ones' })).not.toBeInTheDocument();
  });

  it('disables Home and Profile for a cl-arranger in the family frame; in /admin they have the staff links', () => {
    expect(navLinks('cl-arranger', '/cl-arranger', null)).toEqual([{ label: 'home' }, { label: 'profile' }]);
    expect(navLinks('cl-arranger', '/gallery/file/4', 'CS-1000-0001')).toEqual([
      { label: 'home' },
      { label: 'myArrangements', to: '/admin/CS-1000-0001/arrangements' },
      { label: 'profile' },
    ]);
    expect(navLinks('cl-arranger', '/admin/decedents', null)).toEqual(STAFF_NAV);
    expect(navLinks('admin', '/admin', null)).toEqual(STAFF_NAV);
    expect(navLinks(null, '/', null)).toEqual([]);
  });
});
