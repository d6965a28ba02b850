import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { graphql, HttpResponse } from 'msw';
import { waitFor, within } from '@testing-library/react';
import { CERTIFICATE_MESSAGES, SERVICES_TEXTS } from '@memorial/schema';
import { server } from '../../test/server';
import { expectPath, renderApp, screen, signInAs } from '../../test/render';
import { FAMILY_STEPS, headerDecedent, service, summary } from '../../test/arrangementFixtures';
import { localeStore } from '../../app/i18n';

const INTEREST_LABEL = SERVICES_TEXTS.question;
const NOTE_LABEL = SERVICES_TEXTS.noteLabel;

function mockServices(list: () => unknown[]) {
  let loads = 0;
  const answers: Record<string, unknown>[] = [];
  server.use(
    graphql.query('ServicesPage', () => {
      loads += 1;
      return HttpResponse.json({ data: { decedent: headerDecedent(), services: list() } });
    }),
    graphql.mutation('AnswerService', ({ variables }) => {
      answers.push(variables);
      return HttpResponse.json({
        data: { answerService: { __typename: 'ServiceInterestResult', message: CERTIFICATE_MESSAGES.interestSent } },
      });
    }),
  );
  return { answers, loads: () => loads };
}

const PAGE = '/app/CS-1000-0001/servicesDetails';

describe('Available Services', () => {
  it('shows each service with its image from the gateway host, name and description, and the breadcrumbs', async () => {
    signInAs('arranger');
    mockServices(() => [service(1, 'Visitation'), service(2, 'Live streaming', { isInterested: true, note: 'Link for cousins abroad' })]);
    renderApp(PAGE);
    const card = await screen.findByRole('article', { name: 'Visitation' });
    expect(card.querySelector('img')).toHaveAttribute('src', `${window.location.origin}/media/demo/services/1.svg`);
    expect(within(card).getByText('Visitation, arranged by our staff.')).toBeInTheDocument();
    expect(within(card).queryByLabelText(NOTE_LABEL)).not.toBeInTheDocument();
    const streaming = screen.getByRole('article', { name: 'Live streaming' });
    expect(within(streaming).getByText('Interested')).toBeInTheDocument();
    expect(within(streaming).getByLabelText(NOTE_LABEL)).toHaveValue('Link for cousins abroad');
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent('Dashboard›Arrangements Summary›Available Services');
  });

  it('enables Submit to Arranger only after an edit, checks the note length, sends the interest and reloads the list', async () => {
    signInAs('arranger');
    let answered = false;
    const { answers, loads } = mockServices(() => [
      service(1, 'Visitation', answered ? { isInterested: true, note: 'Evening, please' } : {}),
    ]);
    const { user } = renderApp(PAGE);
    const card = await screen.findByRole('article', { name: 'Visitation' });
    const submit = within(card).getByRole('button', { name: 'Submit to Arranger' });
    expect(submit).toBeDisabled();

    await user.selectOptions(within(card).getByRole('combobox', { name: INTEREST_LABEL }), SERVICES_TEXTS.interested);
    expect(submit).toBeEnabled();
    const note = within(card).getByLabelText(NOTE_LABEL);
    await user.click(note);
    await user.paste('x'.repeat(1001));
    expect(await within(card).findByText(CERTIFICATE_MESSAGES.noteTooLong)).toBeInTheDocument();
    await user.click(submit);
    expect(answers).toHaveLength(0);

    await user.clear(note);
    await user.type(note, 'Evening, please');
    answered = true;
    await user.click(submit);
    expect(await screen.findByText(CERTIFICATE_MESSAGES.interestSent)).toBeInTheDocument();
    expect(answers).toEqual([{ opi: 'CS-1000-0001', serviceId: 1, isInterested: true, note: 'Evening, please' }]);
    await waitFor(() => expect(loads()).toBe(2));
    await waitFor(() => expect(within(card).getByText('Interested')).toBeInTheDocument());
    expect(within(card).getByRole('button', { name: 'Submit to Arranger' })).toBeDisabled();
  });

  it("sends I'm Not Interested at once, without a note", async () => {
    signInAs('arranger');
    const { answers, loads } = mockServices(() => [service(3, 'Dove release', { isInterested: true, note: 'Maybe' })]);
    const { user } = renderApp(PAGE);
    const card = await screen.findByRole('article', { name: 'Dove release' });
    await user.selectOptions(within(card).getByRole('combobox', { name: INTEREST_LABEL }), SERVICES_TEXTS.notInterested);
    await waitFor(() => expect(answers).toEqual([{ opi: 'CS-1000-0001', serviceId: 3, isInterested: false, note: '' }]));
    expect(await screen.findByText(CERTIFICATE_MESSAGES.interestSent)).toBeInTheDocument();
    await waitFor(() => expect(loads()).toBe(2));
  });

  it('asks before leaving with a choice or note not yet submitted; once submitted it lets the family go', async () => {
    signInAs('arranger');
    let answered = false;
    mockServices(() => [
      service(1, 'Visitation', answered ? { isInterested: true, note: 'Evening, please' } : {}),
      service(2, 'Live streaming'),
    ]);
    server.use(graphql.query('ArrangementsSummaryPage', () => HttpResponse.json({ data: { arrangementSummary: summary(FAMILY_STEPS) } })));
    const { user, currentPath } = renderApp(PAGE);
    const card = await screen.findByRole('article', { name: 'Visitation' });
    const toSummary = () =>
      user.click(within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByRole('link', { name: 'Arrangements Summary' }));

    await user.selectOptions(within(card).getByRole('combobox', { name: INTEREST_LABEL }), SERVICES_TEXTS.interested);
    await user.type(within(card).getByLabelText(NOTE_LABEL), 'Evening, please');
    await toSummary();
    const guard = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    expect(guard).toHaveTextContent('Visitation');
    expect(guard).not.toHaveTextContent('Live streaming');
    await user.click(within(guard).getByRole('button', { name: 'Stay on this page' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Leave without saving?' })).not.toBeInTheDocument());
    expect(currentPath()).toBe(PAGE);
    expect(within(card).getByLabelText(NOTE_LABEL)).toHaveValue('Evening, please');

    // The browser asks too, before a reload or closing the tab.
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);

    answered = true;
    await user.click(within(card).getByRole('button', { name: 'Submit to Arranger' }));
    await waitFor(() => expect(within(card).getByText('Interested')).toBeInTheDocument());
    await toSummary();
    await expectPath(currentPath, '/app/CS-1000-0001/arrangements');
    expect(screen.queryByRole('dialog', { name: 'Leave without saving?' })).not.toBeInTheDocument();
  });

  it('Leave without saving goes, and a page with nothing edited leaves without asking', async () => {
    signInAs('arranger');
    mockServices(() => [service(1, 'Visitation')]);
    server.use(graphql.query('ArrangementsSummaryPage', () => HttpResponse.json({ data: { arrangementSummary: summary(FAMILY_STEPS) } })));
    const first = renderApp(PAGE);
    const card = await screen.findByRole('article', { name: 'Visitation' });
    await first.user.selectOptions(within(card).getByRole('combobox', { name: INTEREST_LABEL }), SERVICES_TEXTS.interested);
    await first.user.click(within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByRole('link', { name: 'Dashboard' }));
    server.use(
      graphql.query('DashboardPage', () =>
        HttpResponse.json({ data: { myCases: { __typename: 'MyCases', activeCases: [], closedCases: [] } } }),
      ),
    );
    await first.user.click(
      within(await screen.findByRole('dialog', { name: 'Leave without saving?' })).getByRole('button', { name: 'Leave without saving' }),
    );
    await expectPath(first.currentPath, '/app');
    first.unmount();

    const second = renderApp(PAGE);
    await screen.findByRole('article', { name: 'Visitation' });
    const clean = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(clean);
    expect(clean.defaultPrevented).toBe(false);
    await second.user.click(
      within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByRole('link', { name: 'Arrangements Summary' }),
    );
    await expectPath(second.currentPath, '/app/CS-1000-0001/arrangements');
    expect(screen.queryByRole('dialog', { name: 'Leave without saving?' })).not.toBeInTheDocument();
  });
});

describe('Available Services in Spanish', () => {
  beforeEach(async () => {
    await localeStore.set('es');
  });
  afterEach(async () => {
    await localeStore.set('en');
  });

  it('asks about each service in Spanish and sends the answer', async () => {
    signInAs('arranger');
    const { answers } = mockServices(() => [service(1, 'Visitation'), service(2, 'Live streaming', { isInterested: true })]);
    const { user } = renderApp(PAGE);
    const card = await screen.findByRole('article', { name: 'Visitation' });
    expect(screen.getByRole('heading', { level: 1, name: 'Servicios disponibles' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Servicios que puede agregar' })).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Live streaming' })).getByText('Le interesa')).toBeInTheDocument();
    await user.selectOptions(within(card).getByRole('combobox', { name: '¿Le interesa este servicio?' }), 'No me interesa');
    await waitFor(() => expect(answers).toEqual([expect.objectContaining({ serviceId: 1, isInterested: false })]));
    expect(
      within(screen.getByRole('article', { name: 'Live streaming' })).getByRole('button', { name: 'Enviar al asesor funerario' }),
    ).toBeInTheDocument();
  });
});
