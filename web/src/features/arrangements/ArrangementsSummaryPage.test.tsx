import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { graphql, HttpResponse } from 'msw';
import { waitFor, within } from '@testing-library/react';
import { MESSAGES } from '@memorial/schema';
import { server } from '../../test/server';
import { gqlError } from '../../test/fixtures';
import { expectPath, renderApp, screen, signInAs } from '../../test/render';
import { FAMILY_STEPS, service, STAFF_STEPS, summary } from '../../test/arrangementFixtures';
import { servicesPreview } from './ArrangementsSummaryPage';
import { localeStore } from '../../app/i18n';

function mockSummary(data: unknown) {
  const calls: Record<string, unknown>[] = [];
  server.use(
    graphql.query('ArrangementsSummaryPage', ({ variables }) => {
      calls.push(variables);
      return HttpResponse.json({ data: { arrangementSummary: data } });
    }),
  );
  return calls;
}

const cards = () => within(screen.getByRole('region', { name: /arrangement steps|Staff steps/ })).getAllByRole('article');

describe('arrangements summary', () => {
  it('shows the family the nine step cards in order, with numbers, badges, lock, progress and completion', async () => {
    signInAs('arranger');
    const calls = mockSummary(summary(FAMILY_STEPS));
    renderApp('/app/CS-1000-0001/arrangements');

    expect(await screen.findByRole('heading', { level: 2, name: 'Mrs Eleanor Grace Whitmore' })).toBeInTheDocument();
    expect(calls).toEqual([{ opi: 'CS-1000-0001' }]);
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/obituaries/app');
    expect(crumbs).toHaveTextContent('Arrangements Summary');

    const list = cards();
    expect(list.map((c) => within(c).getByRole('link').textContent?.replace(' (opens in a new tab)', '').trim())).toEqual([
      'What to Expect',
      'What to Bring',
      'Biography and Death Certificate',
      'Available Services',
      'Create Prayer Card',
      'Create Service Program',
      'Obituary',
      'Customize Family Website',
      'Share Memories',
    ]);
    expect(list.map((c) => within(c).getByLabelText(/^Step \d$/).textContent)).toEqual(['1', '2', '2', '3', '4', '5', '6', '7', '8']);
    expect(within(list[0]!).getByRole('link')).toHaveAttribute('href', '/obituaries/app/CS-1000-0001/whatToExpect');
    expect(within(list[5]!).getByText('Beta Version')).toBeInTheDocument();

    const certificate = list[2]!;
    expect(within(certificate).getByText('Locked by the arranger')).toBeInTheDocument();
    expect(within(certificate).getByText('3 of 8 sections saved')).toBeInTheDocument();
    expect(within(certificate).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '38');
    expect(within(list[6]!).getByText('Completed')).toBeInTheDocument();
    expect(within(list[6]!).getByText(/beloved mother, passed away peacefully/)).toBeInTheDocument();

    const share = within(list[8]!).getByRole('link');
    expect(share).toHaveAttribute('href', '/obituaries/name/eleanor-whitmore-obituary/CS-1000-0001');
    expect(share).toHaveAttribute('target', '_blank');
    expect(share).toHaveAttribute('rel', 'noopener noreferrer');
    expect(share).toHaveTextContent('(opens in a new tab)');
    // The family never sees who edited a card last.
    expect(screen.queryByText(/Last edited by/)).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Before you begin' })).not.toBeInTheDocument();
  });

  it('shows staff only the five staff cards with the last-edited stamps, keeping the list query in links', async () => {
    signInAs('admin');
    mockSummary(summary(STAFF_STEPS));
    renderApp('/admin/CS-1000-0001/arrangements?search=whit&page=2');

    await screen.findByRole('heading', { level: 2, name: 'Mrs Eleanor Grace Whitmore' });
    const list = cards();
    expect(list.map((c) => within(c).getByRole('link').textContent)).toEqual([
      'Biography and Death Certificate',
      'Create Prayer Card',
      'Create Service Program',
      'Obituary',
      'Customize Family Website',
    ]);
    expect(within(list[0]!).getByText('Last edited by Catherine Reyes at March 16th 2026, 10:05 am')).toBeInTheDocument();
    expect(within(list[1]!).getByText('Last edited by Alan Park at March 17th 2026, 3:30 pm')).toBeInTheDocument();
    expect(within(list[2]!).getByText('Last edited by Maria Lopez at March 18th 2026, 9:00 am')).toBeInTheDocument();
    expect(within(list[3]!).queryByText(/Last edited by/)).not.toBeInTheDocument();
    expect(within(list[0]!).getByRole('link')).toHaveAttribute(
      'href',
      '/obituaries/admin/CS-1000-0001/certificateDetails?search=whit&page=2',
    );
    expect(within(list[3]!).getByRole('link')).toHaveAttribute('href', '/obituaries/admin/memories-list/CS-1000-0001?search=whit&page=2');
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'href',
      '/obituaries/admin/decedents?search=whit&page=2',
    );
  });

  it('tells on the Available Services card what the family answered, from the services of the same query; prayer and program show their state', async () => {
    signInAs('arranger');
    const calls = mockSummary(summary(FAMILY_STEPS));
    renderApp('/app/CS-1000-0001/arrangements');
    await screen.findByRole('heading', { level: 2, name: 'Mrs Eleanor Grace Whitmore' });
    const list = cards();
    expect(calls).toHaveLength(1);
    expect(within(list[3]!).getByText('Interested in Visitation')).toBeInTheDocument();
    expect(within(list[3]!).getByText('2 of 3 answered')).toBeInTheDocument();
    expect(within(list[3]!).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '67');
    // Words, not a count: no bar.
    expect(within(list[4]!).getByText('Template: Garden Roses')).toBeInTheDocument();
    expect(within(list[4]!).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(within(list[5]!).getByText('Not started')).toBeInTheDocument();
  });

  it('says how many services there are to choose from before any answer, and nothing when there are none', () => {
    expect(servicesPreview([service(1, 'Visitation'), service(2, 'Dove release')])).toBe('2 services to choose from');
    expect(servicesPreview([service(1, 'Visitation', { isInterested: true }), service(2, 'Dove release', { isInterested: true })])).toBe(
      'Interested in Visitation, Dove release',
    );
    expect(servicesPreview([service(1, 'Visitation', { isInterested: false })])).toBe('Not interested in any service');
    expect(servicesPreview([])).toBeNull();
  });

  it('keeps the current query string for the family too: in the step links, and on the way back from a step', async () => {
    signInAs('arranger');
    mockSummary(summary(FAMILY_STEPS));
    const { user, currentPath, router } = renderApp('/app/CS-1000-0001/arrangements?onePortal=true');
    await screen.findByRole('heading', { level: 2, name: 'Mrs Eleanor Grace Whitmore' });
    const list = cards();
    expect(within(list[2]!).getByRole('link')).toHaveAttribute('href', '/obituaries/app/CS-1000-0001/certificateDetails?onePortal=true');
    expect(within(list[6]!).getByRole('link')).toHaveAttribute('href', '/obituaries/app/memories/CS-1000-0001?onePortal=true');
    // The public website opens as it is.
    expect(within(list[8]!).getByRole('link')).toHaveAttribute('href', '/obituaries/name/eleanor-whitmore-obituary/CS-1000-0001');

    await user.click(within(list[0]!).getByRole('link'));
    await expectPath(currentPath, '/app/CS-1000-0001/whatToExpect');
    await screen.findByRole('heading', { level: 1, name: 'What to Expect' });
    await user.click(within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByRole('link', { name: 'Arrangements Summary' }));
    await expectPath(currentPath, '/app/CS-1000-0001/arrangements');
    expect(router.state.location.search).toBe('?onePortal=true');
  });

  it('asks an arranger who has not accepted the policy; Accept records it for the decedent', async () => {
    signInAs('arranger');
    mockSummary(summary(FAMILY_STEPS, { haveAcceptPolicy: false }));
    const accepted: unknown[] = [];
    server.use(
      graphql.mutation('AcceptPolicy', ({ variables }) => {
        accepted.push(variables);
        return HttpResponse.json({ data: { acceptPolicy: { __typename: 'PolicyResult', haveAcceptPolicy: true } } });
      }),
    );
    const { user } = renderApp('/app/CS-1000-0001/arrangements');
    const dialog = await screen.findByRole('dialog', { name: 'Before you begin' });
    expect(within(dialog).getByText(/Cypress Lawn Funeral Services to show them on the family website/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Before you begin' })).not.toBeInTheDocument());
    expect(accepted).toEqual([{ opi: 'CS-1000-0001' }]);
  });

  it('Decline sends the arranger back to the dashboard', async () => {
    signInAs('arranger');
    mockSummary(summary(FAMILY_STEPS, { haveAcceptPolicy: false }));
    server.use(
      graphql.query('DashboardPage', () =>
        HttpResponse.json({ data: { myCases: { __typename: 'MyCases', activeCases: [], closedCases: [] } } }),
      ),
    );
    const { user, currentPath } = renderApp('/app/CS-1000-0001/arrangements');
    await user.click(within(await screen.findByRole('dialog', { name: 'Before you begin' })).getByRole('button', { name: 'Decline' }));
    await expectPath(currentPath, '/app');
  });

  it('never asks staff to accept the policy', async () => {
    signInAs('cl-arranger');
    mockSummary(summary(STAFF_STEPS, { haveAcceptPolicy: false }));
    renderApp('/admin/CS-1000-0001/arrangements');
    await screen.findByRole('heading', { level: 2, name: 'Mrs Eleanor Grace Whitmore' });
    expect(screen.queryByRole('dialog', { name: 'Before you begin' })).not.toBeInTheDocument();
  });

  it('takes the family back to the dashboard with the error when the decedent does not exist', async () => {
    signInAs('arranger');
    server.use(
      graphql.query('ArrangementsSummaryPage', () => HttpResponse.json({ errors: [gqlError('Decedent does not exist', 'NOT_FOUND')] })),
      graphql.query('DashboardPage', () =>
        HttpResponse.json({ data: { myCases: { __typename: 'MyCases', activeCases: [], closedCases: [] } } }),
      ),
    );
    const { currentPath } = renderApp('/app/CS-9999-0000/arrangements');
    await expectPath(currentPath, '/app');
    expect(await screen.findByText(MESSAGES.missingPage)).toBeInTheDocument();
  });

  it('shows staff the page state for a decedent that does not exist', async () => {
    signInAs('admin');
    server.use(
      graphql.query('ArrangementsSummaryPage', () => HttpResponse.json({ errors: [gqlError('Decedent does not exist', 'NOT_FOUND')] })),
    );
    renderApp('/admin/CS-9999-0000/arrangements');
    expect(await screen.findByText(MESSAGES.missingPage)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the decedent list' })).toHaveAttribute('href', '/obituaries/admin/decedents');
  });
});

describe('arrangements summary in Spanish', () => {
  beforeEach(async () => {
    await localeStore.set('es');
  });
  afterEach(async () => {
    await localeStore.set('en');
  });

  it('shows the family its steps in Spanish: title, lead, what each step is for, the services line', async () => {
    signInAs('arranger');
    mockSummary(summary(FAMILY_STEPS));
    renderApp('/app/CS-1000-0001/arrangements');
    expect(await screen.findByRole('heading', { level: 1, name: 'Resumen de arreglos' })).toBeInTheDocument();
    expect(screen.getByText(/Avance por estos pasos a su propio ritmo/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver la página conmemorativa' })).toBeInTheDocument();
    expect(screen.getByText('Funeraria')).toBeInTheDocument();
    const list = within(screen.getByRole('region', { name: 'Sus pasos de los arreglos' })).getAllByRole('article');
    expect(within(list[0]!).getByLabelText('Paso 1')).toHaveTextContent('1');
    expect(within(list[1]!).getByText('Los documentos, las fotografías y la ropa que debe traer a su reunión.')).toBeInTheDocument();
    expect(within(list[3]!).getByText('Le interesa: Visitation')).toBeInTheDocument();
    expect(within(list[8]!).getByRole('link')).toHaveTextContent('(se abre en una pestaña nueva)');
    expect(within(list[2]!).getByText('Bloqueado por el asesor funerario')).toBeInTheDocument();
  });

  it('shows staff who edited a step last, with the date in Spanish', async () => {
    signInAs('admin');
    mockSummary(summary(STAFF_STEPS));
    renderApp('/admin/CS-1000-0001/arrangements');
    // The name as Spanish writes it: without the title (Mrs) that would need its article.
    await screen.findByRole('heading', { level: 2, name: 'Eleanor Grace Whitmore' });
    const region = screen.getByRole('region', { name: 'Pasos del personal' });
    const list = within(region).getAllByRole('article');
    expect(within(list[0]!).getByText(/^Última edición por Catherine Reyes el 16 de marzo de 2026/)).toBeInTheDocument();
    expect(servicesPreview([service(1, 'Visitation'), service(2, 'Dove release')])).toBe('2 servicios para elegir');
  });
});

describe('the policy dialog in Spanish', () => {
  beforeEach(async () => {
    await localeStore.set('es');
  });
  afterEach(async () => {
    await localeStore.set('en');
  });

  it('asks an arranger in Spanish, naming the funeral home', async () => {
    signInAs('arranger');
    mockSummary(summary(FAMILY_STEPS, { haveAcceptPolicy: false }));
    renderApp('/app/CS-1000-0001/arrangements');
    const dialog = await screen.findByRole('dialog', { name: 'Antes de comenzar' });
    expect(within(dialog).getByText(/permite que Cypress Lawn Funeral Services los muestre/)).toBeInTheDocument();
    expect(within(dialog).getByRole('region', { name: 'Aviso de derechos de autor y política de privacidad' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Aceptar' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Rechazar' })).toBeInTheDocument();
  });
});
