import { afterEach, describe, expect, it } from 'vitest';
import { graphql, HttpResponse } from 'msw';
import { waitFor, within } from '@testing-library/react';
import { MESSAGES, translate } from '@memorial/schema';
import { server } from '../../test/server';
import { localeStore } from '../../app/i18n';
import { gqlError, memorialDecedent } from '../../test/fixtures';
import { memoryOf } from '../../test/memoryFixtures';
import { expectPath, renderApp, screen, signInAs } from '../../test/render';
import { FAMILY_STEPS, STAFF_STEPS, summary } from '../../test/arrangementFixtures';

const OPI = 'CS-1000-0001';

function obituaryDecedent(overrides: Record<string, unknown> = {}) {
  return memorialDecedent({
    prefix: 'Mrs',
    firstName: 'Eleanor',
    middleName: 'Grace',
    lastName: 'Whitmore',
    isPrivate: false,
    hasAccess: true,
    ...overrides,
  });
}

function mockObituary(decedent = obituaryDecedent()) {
  const loads: Record<string, unknown>[] = [];
  const privacy: Record<string, unknown>[] = [];
  server.use(
    graphql.query('ObituaryPage', ({ variables, request, query }) => {
      loads.push(variables);
      // Public fields answer a bad token as a visitor; only the viewer's own (me) refuses it.
      if (request.headers.get('authorization') === 'Bearer tampered' && /\bme\s*\{/.test(query)) {
        return HttpResponse.json({ data: null, errors: [{ ...gqlError('Invalid token', 'UNAUTHENTICATED'), path: ['me'] }] });
      }
      return HttpResponse.json({
        data: {
          me: { __typename: 'User', id: 3 },
          decedent,
          memories: [memoryOf(1, { title: 'Sunday dinners' }), memoryOf(2, { title: 'The rose garden' })],
        },
      });
    }),
    graphql.mutation('SetPagePrivacy', ({ variables }) => {
      privacy.push(variables);
      const on = variables.isPrivate as boolean;
      return HttpResponse.json({
        data: {
          setDecedentPrivacy: { __typename: 'PrivacyResult', isPrivate: on, message: translate('en', MESSAGES, 'privacy', { on: on }) },
        },
      });
    }),
  );
  return { loads, privacy };
}

const crumbLinks = () =>
  within(screen.getByRole('navigation', { name: 'Breadcrumb' }))
    .getAllByRole('link')
    .filter((a) => !a.getAttribute('aria-label'))
    .map((a) => [a.textContent, a.getAttribute('href')]);

describe('obituary page of a decedent', () => {
  it('shows the family the details, the obituary and the memories, under Dashboard > Arrangements Summary > Obituary', async () => {
    signInAs('arranger');
    const { loads } = mockObituary();
    renderApp(`/app/memories/${OPI}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Obituary' })).toBeInTheDocument();
    expect(loads).toEqual([{ opi: OPI }]);

    expect(crumbLinks()).toEqual([
      ['Dashboard', '/obituaries/app'],
      ['Arrangements Summary', `/obituaries/app/${OPI}/arrangements`],
      ['Obituary', `/obituaries/app/memories/${OPI}`],
    ]);
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Obituary' })).toHaveAttribute('aria-current', 'page');
    // The back arrow leads to the summary, not to the page itself.
    expect(within(crumbs).getByRole('link', { name: 'Back to Arrangements Summary' })).toHaveAttribute(
      'href',
      `/obituaries/app/${OPI}/arrangements`,
    );

    const details = screen.getByRole('complementary', { name: 'Obituary details' });
    expect(within(details).getByRole('heading', { level: 2, name: 'Eleanor Grace Whitmore' })).toBeInTheDocument();
    expect(within(details).getByText('06-02-1941')).toBeInTheDocument();
    expect(within(details).getByText('03-14-2026')).toBeInTheDocument();
    expect(within(details).getByRole('img', { name: 'Portrait of Eleanor Grace Whitmore' })).toHaveAttribute(
      'src',
      '/media/demo/eleanor-portrait.svg',
    );
    expect(within(details).getByRole('link', { name: 'View the family website' })).toHaveAttribute(
      'href',
      `/obituaries/app/memories/eleanor-whitmore-obituary/${OPI}`,
    );

    expect(screen.getByRole('heading', { level: 2, name: 'The Obituary for Eleanor Grace Whitmore' })).toBeInTheDocument();
    expect(screen.getByTestId('obituary-content')).toHaveTextContent('She taught English for thirty-one years.');
    const sunday = screen.getByRole('article', { name: 'Sunday dinners' });
    expect(screen.getByRole('article', { name: 'The rose garden' })).toBeInTheDocument();
    // The family manages its website's memories with the family website's own card.
    expect(within(sunday).getByRole('button', { name: 'Un Approve' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Share a Memory' })).toHaveAttribute(
      'href',
      `/obituaries/app/memories/eleanor-whitmore-obituary/${OPI}/share`,
    );
  });

  it('Website Private turns the privacy on and off through setDecedentPrivacy, with the spec message', async () => {
    signInAs('arranger');
    const { privacy } = mockObituary();
    const { user } = renderApp(`/app/memories/${OPI}`);
    const toggle = await screen.findByRole('switch', { name: 'Website Private' });
    expect(toggle).not.toBeChecked();

    await user.click(toggle);
    expect(await screen.findByText('Privacy turned On.')).toBeInTheDocument();
    await waitFor(() => expect(toggle).toBeChecked());
    await user.click(toggle);
    expect(await screen.findByText('Privacy turned Off.')).toBeInTheDocument();
    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(privacy).toEqual([
      { opi: OPI, isPrivate: true },
      { opi: OPI, isPrivate: false },
    ]);
  });

  it('gives staff their breadcrumb targets (the query kept) and the staff card, with the switch', async () => {
    signInAs('admin');
    mockObituary(obituaryDecedent({ isPrivate: true, hasAccess: false }));
    renderApp(`/admin/memories-list/${OPI}?search=whit&page=2`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Obituary' })).toBeInTheDocument();
    expect(crumbLinks()).toEqual([
      ['Dashboard', '/obituaries/admin/decedents?search=whit&page=2'],
      ['Arrangements Summary', `/obituaries/admin/${OPI}/arrangements?search=whit&page=2`],
      ['Obituary', `/obituaries/admin/memories/${OPI}`],
    ]);
    expect(screen.getByRole('switch', { name: 'Website Private' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Website Private' })).toBeEnabled();
    const sunday = screen.getByRole('article', { name: 'Sunday dinners' });
    expect(within(sunday).getByRole('button', { name: 'Un Approve' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Share a Memory' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Moderate all memories' })).toHaveAttribute('href', `/obituaries/admin/memories/${OPI}`);
  });

  it('a tampered or expired token opens the Session Expiry dialog instead of showing the page as to a visitor', async () => {
    signInAs('arranger', { token: 'tampered' });
    mockObituary();
    renderApp(`/app/memories/${OPI}`);
    expect(await screen.findByRole('dialog', { name: 'Session Expired' })).toBeInTheDocument();
  });

  it.each([
    ['arranger', `/app/memories/CS-9999-0000`, 'Back to My Arrangements'],
    ['admin', `/admin/memories-list/CS-9999-0000`, 'Back to the decedent list'],
  ] as const)('shows %s the not-found screen when the decedent cannot be loaded', async (role, path, back) => {
    signInAs(role);
    server.use(graphql.query('ObituaryPage', () => HttpResponse.json({ errors: [gqlError('Decedent does not exist', 'NOT_FOUND')] })));
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.missingPage)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: back })).toBeInTheDocument();
  });

  it('is where the summary Obituary cards lead, for the family and for staff', async () => {
    signInAs('arranger');
    mockObituary();
    server.use(graphql.query('ArrangementsSummaryPage', () => HttpResponse.json({ data: { arrangementSummary: summary(FAMILY_STEPS) } })));
    const family = renderApp(`/app/${OPI}/arrangements`);
    await family.user.click(await screen.findByRole('link', { name: 'Obituary' }));
    await expectPath(family.currentPath, `/app/memories/${OPI}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Obituary' })).toBeInTheDocument();
    family.unmount();

    signInAs('admin');
    server.use(graphql.query('ArrangementsSummaryPage', () => HttpResponse.json({ data: { arrangementSummary: summary(STAFF_STEPS) } })));
    const staff = renderApp(`/admin/${OPI}/arrangements`);
    await staff.user.click(await screen.findByRole('link', { name: 'Obituary' }));
    await expectPath(staff.currentPath, `/admin/memories-list/${OPI}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Obituary' })).toBeInTheDocument();
  });
});

describe('the obituary page in Spanish (issue 31)', () => {
  afterEach(async () => {
    await localeStore.set('en');
  });

  it('the details card, the privacy switch and the way to the website speak Spanish', async () => {
    await localeStore.set('es');
    signInAs('arranger');
    mockObituary();
    renderApp(`/app/memories/${OPI}`);
    const details = await screen.findByRole('complementary', { name: 'Datos del obituario' });
    expect(screen.getByRole('heading', { level: 1, name: 'Obituario' })).toBeInTheDocument();
    const trail = screen.getByRole('navigation', { name: 'Ruta de navegación' });
    expect(within(trail).getByRole('link', { name: 'Resumen de arreglos' })).toBeInTheDocument();
    expect(await within(details).findByRole('switch', { name: 'Sitio web privado' })).toBeInTheDocument();
    expect(within(details).getByRole('link', { name: 'Ver el sitio web familiar' })).toBeInTheDocument();
  });
});
