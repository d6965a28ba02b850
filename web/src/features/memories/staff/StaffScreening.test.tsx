import { afterEach, describe, expect, it, vi } from 'vitest';
import { graphql, HttpResponse } from 'msw';
import { act, within } from '@testing-library/react';
import { MEMORY_MESSAGES, SCREENING_NOTICES, translate } from '@memorial/schema';
import { server } from '../../../test/server';
import { FakeWsClient } from '../../../test/fakeWs';
import { memoryOf } from '../../../test/memoryFixtures';
import { bulkResult, screeningOf } from '../../../test/screeningFixtures';
import { renderApp, screen, signInAs } from '../../../test/render';
import { localeStore } from '../../../app/i18n';

// Issue 32: the staff's dashboard shows the screening's words on every memory, sorts and filters by risk and held,
// rejects a selection as spam, releases held memories (one or the selected), and the live activity carries the score.

const OPI = 'CS-1000-0001';

type Memory = ReturnType<typeof memoryOf>;

const LOANS = memoryOf(21, {
  title: 'Cheap loans today',
  status: 'Pending',
  screening: screeningOf('LIKELY_SPAM', ['3 links to unknown sites', 'same text on 4 pages today']),
});
const CHOIR = memoryOf(5, { title: 'Choir practice', status: 'Pending', screening: screeningOf('REVIEW', ['a phone number']) });
const DINNERS = memoryOf(1, { title: 'Sunday dinners', status: 'Accepted', screening: screeningOf('CLEAR') });

function staff(memories: Memory[]) {
  signInAs('admin');
  let state = [...memories];
  const calls = { lists: [] as Array<Record<string, unknown>>, released: [] as unknown[], rejected: [] as unknown[] };
  server.use(
    graphql.query('StaffMemoryDecedents', () =>
      HttpResponse.json({ data: { staffDecedents: { __typename: 'DecedentPage', total: 0, decedents: [] } } }),
    ),
    graphql.query('StaffMemories', ({ variables }) => {
      calls.lists.push(variables);
      return HttpResponse.json({
        data: {
          decedent: {
            __typename: 'Decedent',
            id: 1,
            opi: OPI,
            slug: 'eleanor-whitmore-obituary',
            fullName: 'Mrs Eleanor Grace Whitmore',
            obituary: { __typename: 'ObituaryView', displayName: 'Eleanor Grace Whitmore' },
          },
          staffMemories: { __typename: 'MemoryPage', total: state.length, page: 1, pageSize: 10, memories: state },
        },
      });
    }),
    graphql.mutation('ReleaseHeldMemories', ({ variables }) => {
      calls.released.push(variables);
      const ids = variables['memoryIds'] as number[];
      state = state.map((m) => (ids.includes(m.id) ? { ...m, screening: { ...(m.screening as object), held: false } } : m));
      const message = translate('en', SCREENING_NOTICES, 'memoriesReleased', { count: ids.length });
      return HttpResponse.json({
        data: {
          releaseHeldMemories: bulkResult(
            state.filter((m) => ids.includes(m.id)),
            message,
          ),
        },
      });
    }),
    graphql.mutation('RejectMemoriesAsSpam', ({ variables }) => {
      calls.rejected.push(variables);
      const ids = variables['memoryIds'] as number[];
      state = state.map((m) => (ids.includes(m.id) ? { ...m, status: 'Rejected', rejectedReason: variables['rejectedReason'] } : m));
      const message = translate('en', SCREENING_NOTICES, 'rejectedAsSpam', { count: ids.length });
      return HttpResponse.json({
        data: {
          rejectMemoriesAsSpam: bulkResult(
            state.filter((m) => ids.includes(m.id)),
            message,
          ),
        },
      });
    }),
  );
  return calls;
}

afterEach(async () => {
  await localeStore.set('en');
});

describe('screening on the staff dashboard', { timeout: 30_000 }, () => {
  it('shows the words on every memory, says which are held, and releases one', async () => {
    const calls = staff([LOANS, CHOIR, DINNERS]);
    const { user } = renderApp(`/admin/memories/${OPI}`);
    const loans = await screen.findByRole('article', { name: 'Cheap loans today' });
    expect(within(loans).getByText('Likely spam')).toBeInTheDocument();
    expect(within(loans).getByText('3 links to unknown sites; same text on 4 pages today')).toBeInTheDocument();
    expect(within(loans).getByText('Risk 88/100')).toBeInTheDocument();
    expect(within(loans).getByText('Held: the family was not e-mailed')).toBeInTheDocument();
    const choir = screen.getByRole('article', { name: 'Choir practice' });
    expect(within(choir).getByText('Worth a look')).toBeInTheDocument();
    expect(within(choir).queryByText('Held: the family was not e-mailed')).not.toBeInTheDocument();
    expect(within(choir).queryByRole('button', { name: /^Release/ })).not.toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Sunday dinners' })).getByText('Looks fine')).toBeInTheDocument();

    await user.click(within(loans).getByRole('button', { name: 'Release “Cheap loans today”' }));
    expect(await screen.findAllByText('1 memory released for the family’s review')).not.toHaveLength(0);
    expect(calls.released).toEqual([{ opi: OPI, memoryIds: [21] }]);
    await vi.waitFor(() => expect(within(loans).queryByText('Held: the family was not e-mailed')).not.toBeInTheDocument());
  });

  it('sends the order, the risk level and the held filter; the page goes back to 1', async () => {
    const calls = staff([CHOIR]);
    const { user } = renderApp(`/admin/memories/${OPI}`);
    await screen.findByRole('article', { name: 'Choir practice' });
    expect(calls.lists[0]).toMatchObject({ sort: 'NEWEST', level: null, held: null, page: 1 });
    await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await user.click(await screen.findByRole('option', { name: 'Highest risk first' }));
    await vi.waitFor(() => expect(calls.lists.at(-1)).toMatchObject({ sort: 'RISK', level: null, held: null }));
    await user.click(screen.getByRole('combobox', { name: 'Risk' }));
    await user.click(await screen.findByRole('option', { name: 'Worth a look' }));
    await vi.waitFor(() => expect(calls.lists.at(-1)).toMatchObject({ sort: 'RISK', level: 'REVIEW' }));
    await user.click(screen.getByRole('combobox', { name: 'Held' }));
    await user.click(await screen.findByRole('option', { name: 'Held only' }));
    await vi.waitFor(() => expect(calls.lists.at(-1)).toMatchObject({ sort: 'RISK', level: 'REVIEW', held: true, page: 1 }));
    await user.click(screen.getByRole('combobox', { name: 'Held' }));
    await user.click(await screen.findByRole('option', { name: 'Not held' }));
    await vi.waitFor(() => expect(calls.lists.at(-1)).toMatchObject({ held: false }));
  });

  it('Release selected sends only the held ones; Reject selected as spam asks for the reason', async () => {
    const calls = staff([LOANS, CHOIR, DINNERS]);
    const { user } = renderApp(`/admin/memories/${OPI}`);
    await screen.findByRole('article', { name: 'Cheap loans today' });
    const release = screen.getByRole('button', { name: 'Release selected' });
    expect(release).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Select “Cheap loans today”' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select “Choir practice”' }));
    expect(screen.getByText('2 selected')).toBeInTheDocument();
    await user.click(release);
    await vi.waitFor(() => expect(calls.released).toEqual([{ opi: OPI, memoryIds: [21] }]));
    expect(await screen.findByText('None selected')).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Select “Choir practice”' }));
    await user.click(screen.getByRole('button', { name: 'Reject selected as spam' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject as Spam' });
    expect(within(dialog).getByText(/The selected memory will not be posted/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText(MEMORY_MESSAGES.reasonRequired)).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Selling phones');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findAllByText('1 memory rejected as spam')).not.toHaveLength(0);
    expect(calls.rejected).toEqual([{ opi: OPI, memoryIds: [5], rejectedReason: 'Selling phones' }]);
  });

  it('the live activity carries the score as words', async () => {
    staff([]);
    const ws = new FakeWsClient();
    renderApp('/admin/memories', { wsClient: ws });
    await vi.waitFor(() => expect(ws.subscriptionsOf('MemoryEvents')).toHaveLength(1));
    act(() => {
      ws.emit('MemoryEvents', {
        memoryEvents: {
          __typename: 'MemoryEvent',
          kind: 'SUBMITTED',
          memoryId: 40,
          opi: 'CS-1000-0002',
          status: 'Pending',
          title: 'Cheap loans',
          at: '2026-11-22T10:00:00.000Z',
          screening: screeningOf('LIKELY_SPAM', ['3 links to unknown sites']),
        },
      });
    });
    const activity = screen.getByRole('region', { name: 'Live activity' });
    expect(await within(activity).findByText('Cheap loans')).toBeInTheDocument();
    expect(within(activity).getByText('Likely spam')).toBeInTheDocument();
    expect(within(activity).getByText('3 links to unknown sites')).toBeInTheDocument();
  });

  it('speaks Spanish: the tools, the selection and the held note', async () => {
    await localeStore.set('es');
    const words = { levelText: 'Probable spam', summary: 'Probable spam: 3 enlaces a sitios desconocidos' };
    staff([{ ...LOANS, screening: screeningOf('LIKELY_SPAM', [], words) }]);
    const { user } = renderApp(`/admin/memories/${OPI}`);
    const loans = await screen.findByRole('article', { name: 'Cheap loans today' });
    expect(within(loans).getByText('Probable spam')).toBeInTheDocument();
    expect(within(loans).getByText('3 enlaces a sitios desconocidos')).toBeInTheDocument();
    expect(within(loans).getByText('Riesgo 88/100')).toBeInTheDocument();
    expect(within(loans).getByText('Retenido: no se avisó a la familia por correo electrónico')).toBeInTheDocument();
    expect(within(loans).getByRole('button', { name: 'Liberar «Cheap loans today»' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Ordenar por' })).toHaveValue('Más recientes primero');
    expect(screen.getByRole('combobox', { name: 'Riesgo' })).toHaveValue('Todos los niveles');
    expect(screen.getByRole('combobox', { name: 'Retenidos' })).toHaveValue('Retenidos o no');
    await user.click(screen.getByRole('checkbox', { name: 'Seleccionar «Cheap loans today»' }));
    expect(screen.getByText('1 seleccionado')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Rechazar los seleccionados como spam' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rechazar como spam' });
    expect(within(dialog).getByText(/El recuerdo seleccionado no se publicará/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Liberar los seleccionados' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    // The levels in the screening's own words.
    await user.click(screen.getByRole('combobox', { name: 'Riesgo' }));
    expect(await screen.findByRole('option', { name: 'Probable spam' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Conviene revisarlo' })).toBeInTheDocument();
  });
});
