import { afterEach, describe, expect, it, vi } from 'vitest';
import { graphql, HttpResponse } from 'msw';
import { within } from '@testing-library/react';
import { MEMORY_MESSAGES, translate, SCREENING_NOTICES } from '@memorial/schema';
import { server } from '../../../test/server';
import { memorialDecedent, memorialPageData } from '../../../test/fixtures';
import { memoryOf } from '../../../test/memoryFixtures';
import { bulkResult, screeningOf } from '../../../test/screeningFixtures';
import { renderApp, screen, signInAs } from '../../../test/render';
import { localeStore } from '../../i18n';

// Issue 32: the family's Approve Memories shows the screening's words on each memory, keeps the held ones (likely spam
// or hostile, never mailed to the family) under one collapsed group with Release, sorts and filters by risk, and
// rejects a selection as spam through the spec's reject dialog.

const FAMILY_PAGE = '/app/memories/eleanor-whitmore-obituary/CS-1000-0001';
const OPI = 'CS-1000-0001';

type Memory = ReturnType<typeof memoryOf>;

const pending = (id: number, title: string, screening: unknown = null) => memoryOf(id, { title, status: 'Pending', screening });

const LOANS = pending(21, 'Cheap loans today', screeningOf('LIKELY_SPAM', ['3 links to unknown sites', 'same text on 4 pages today']));
const CRYPTO = pending(22, 'Crypto gains', screeningOf('LIKELY_SPAM', ['selling words']));
CRYPTO.description =
  '<p>Buy now at <a href="https://crypto.example/" rel="nofollow ugc noopener noreferrer" target="_blank">crypto.example</a></p>';
const CHOIR = pending(5, 'Choir practice', screeningOf('REVIEW', ['a phone number']));
const DINNERS = pending(6, 'Sunday dinners', screeningOf('CLEAR'));

/** The family's gateway: the approval list as stored, and the two screening mutations. */
function family(memories: Memory[]) {
  signInAs('arranger');
  let state = [...memories];
  const calls = { lists: [] as Array<Record<string, unknown>>, released: [] as unknown[], rejected: [] as unknown[] };
  server.use(
    graphql.query('MemorialPage', () => HttpResponse.json({ data: memorialPageData(memorialDecedent({ hasAccess: true }), []) })),
    graphql.query('MemorialGallery', () => HttpResponse.json({ data: { gallery: [] } })),
    graphql.query('ApproveMemories', ({ variables }) => {
      calls.lists.push(variables);
      return HttpResponse.json({ data: { approvalMemories: variables['status'] === 2 ? [] : state } });
    }),
    graphql.mutation('ReleaseHeldMemories', ({ variables }) => {
      calls.released.push(variables);
      const ids = variables['memoryIds'] as number[];
      state = state.map((m) =>
        ids.includes(m.id) ? { ...m, screening: { ...(m.screening as Record<string, unknown>), held: false } } : m,
      );
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
      const gone = state.filter((m) => ids.includes(m.id)).map((m) => ({ ...m, status: 'Rejected' }));
      state = state.filter((m) => !ids.includes(m.id));
      const message = translate('en', SCREENING_NOTICES, 'rejectedAsSpam', { count: ids.length });
      return HttpResponse.json({ data: { rejectMemoriesAsSpam: bulkResult(gone, message) } });
    }),
  );
  return calls;
}

async function openApprove() {
  const view = renderApp(FAMILY_PAGE);
  await view.user.click(await screen.findByRole('tab', { name: 'Approve Memories' }));
  await screen.findByRole('heading', { name: 'Approve Memories' });
  return view;
}

afterEach(async () => {
  await localeStore.set('en');
});

describe('screening on Approve Memories', { timeout: 30_000 }, () => {
  it('keeps held memories under a collapsed "Held for review" group that opens with their reasons', async () => {
    family([LOANS, CHOIR, CRYPTO, DINNERS]);
    const { user } = await openApprove();
    const choir = await screen.findByRole('article', { name: 'Choir practice' });
    // The score as words, with its figures; the colour is not the only cue.
    expect(within(choir).getByText('Worth a look')).toBeInTheDocument();
    expect(within(choir).getByText('a phone number')).toBeInTheDocument();
    expect(within(choir).getByText('Risk 52/100')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Sunday dinners' })).getByText('Looks fine')).toBeInTheDocument();

    const group = screen.getByRole('button', { name: 'Held for review (2)' });
    expect(group).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('article', { name: 'Cheap loans today' })).not.toBeInTheDocument();
    expect(screen.queryByText(/3 links to unknown sites/)).not.toBeInTheDocument();

    await user.click(group);
    expect(group).toHaveAttribute('aria-expanded', 'true');
    const loans = await screen.findByRole('article', { name: 'Cheap loans today' });
    expect(within(loans).getByText('Likely spam')).toBeInTheDocument();
    expect(within(loans).getByText('3 links to unknown sites; same text on 4 pages today')).toBeInTheDocument();
    expect(within(loans).getByRole('button', { name: 'Release “Cheap loans today”' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Crypto gains' })).toBeInTheDocument();
    // Not held, no Release.
    expect(within(choir).queryByRole('button', { name: /Release/ })).not.toBeInTheDocument();
  });

  it('Release sends the one memory, says the answer, and it joins the list; Release all sends every held one', async () => {
    const calls = family([LOANS, CHOIR, CRYPTO]);
    const { user } = await openApprove();
    await user.click(await screen.findByRole('button', { name: 'Held for review (2)' }));
    await user.click(await screen.findByRole('button', { name: 'Release “Cheap loans today”' }));
    expect(await screen.findAllByText('1 memory released for the family’s review')).not.toHaveLength(0);
    expect(calls.released).toEqual([{ opi: OPI, memoryIds: [21] }]);
    expect(await screen.findByRole('button', { name: 'Held for review (1)' })).toBeInTheDocument();

    // Held, its links are words only: no one reviewing it opens the spammer's site by a slip.
    const held = await screen.findByRole('article', { name: 'Crypto gains' });
    expect(within(held).getByText(/crypto\.example/)).toBeInTheDocument();
    expect(within(held).queryByRole('link', { name: 'crypto.example' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Release all' }));
    await vi.waitFor(() => expect(calls.released.at(-1)).toEqual({ opi: OPI, memoryIds: [22] }));
    await vi.waitFor(() => expect(screen.queryByRole('button', { name: /Held for review/ })).not.toBeInTheDocument());
    const released = screen.getByRole('article', { name: 'Crypto gains' });
    expect(within(released).getByRole('link', { name: 'crypto.example' })).toHaveAttribute('href', 'https://crypto.example/');
  });

  it('sends the order and the risk level chosen', async () => {
    const calls = family([CHOIR]);
    const { user } = await openApprove();
    await screen.findByRole('article', { name: 'Choir practice' });
    expect(calls.lists[0]).toEqual({ opi: OPI, status: 1, sort: 'NEWEST', level: null });

    await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await user.click(await screen.findByRole('option', { name: 'Highest risk first' }));
    await vi.waitFor(() => expect(calls.lists.at(-1)).toEqual({ opi: OPI, status: 1, sort: 'RISK', level: null }));
    await user.click(screen.getByRole('combobox', { name: 'Risk' }));
    await user.click(await screen.findByRole('option', { name: 'Likely spam' }));
    await vi.waitFor(() => expect(calls.lists.at(-1)).toEqual({ opi: OPI, status: 1, sort: 'RISK', level: 'LIKELY_SPAM' }));
  });

  it('rejects a selection as spam: the reason is required, then one call with every selected memory', async () => {
    const calls = family([LOANS, CHOIR, DINNERS]);
    const { user } = await openApprove();
    const reject = screen.getByRole('button', { name: 'Reject selected as spam' });
    await screen.findByRole('article', { name: 'Choir practice' });
    expect(reject).toBeDisabled();
    expect(screen.getByText('None selected')).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Select “Choir practice”' }));
    await user.click(screen.getByRole('button', { name: 'Held for review (1)' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Select “Cheap loans today”' }));
    expect(screen.getByText('2 selected')).toBeInTheDocument();
    await user.click(reject);

    const dialog = await screen.findByRole('dialog', { name: 'Reject as Spam' });
    expect(within(dialog).getByText(/The 2 selected memories will not be posted\. No e-mail is sent/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText(MEMORY_MESSAGES.reasonRequired)).toBeInTheDocument();
    expect(calls.rejected).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Advertising, not a memory.');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findAllByText('2 memories rejected as spam')).not.toHaveLength(0);
    expect(calls.rejected).toEqual([{ opi: OPI, memoryIds: [5, 21], rejectedReason: 'Advertising, not a memory.' }]);
    await vi.waitFor(() => expect(screen.queryByRole('article', { name: 'Choir practice' })).not.toBeInTheDocument());
    expect(screen.getByText('None selected')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Sunday dinners' })).toBeInTheDocument();
  });

  it('Select all takes the shown memories, not the closed group’s', async () => {
    const calls = family([LOANS, CHOIR, DINNERS]);
    const { user } = await openApprove();
    await screen.findByRole('article', { name: 'Choir practice' });
    await user.click(screen.getByRole('checkbox', { name: 'Select all' }));
    expect(screen.getByText('2 selected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reject selected as spam' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject as Spam' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Spam');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await vi.waitFor(() => expect(calls.rejected).toEqual([{ opi: OPI, memoryIds: [5, 6], rejectedReason: 'Spam' }]));
  });

  it('speaks Spanish: the group, its lead, Release, the tools and the bulk dialog', async () => {
    await localeStore.set('es');
    const words = { levelText: 'Probable spam', summary: 'Probable spam: 3 enlaces a sitios desconocidos' };
    family([{ ...LOANS, screening: screeningOf('LIKELY_SPAM', [], words) }, DINNERS]);
    const { user } = renderApp(FAMILY_PAGE);
    await user.click(await screen.findByRole('tab', { name: /Approve Memories|Aprobar recuerdos/ }));
    const group = await screen.findByRole('button', { name: 'Retenidos para revisión (1)' });
    expect(screen.getByRole('combobox', { name: 'Ordenar por' })).toHaveValue('Más recientes primero');
    expect(screen.getByRole('combobox', { name: 'Riesgo' })).toHaveValue('Todos los niveles');
    expect(screen.getByText('Ninguno seleccionado')).toBeInTheDocument();
    await user.click(group);
    expect(await screen.findByText(/Parecen spam o mensajes hirientes/)).toBeInTheDocument();
    // Found by role once the opening panel is shown (its text is in the page before it is visible).
    const loans = await screen.findByRole('article', { name: 'Cheap loans today' });
    expect(within(loans).getByText('Probable spam')).toBeInTheDocument();
    expect(within(loans).getByText('3 enlaces a sitios desconocidos')).toBeInTheDocument();
    expect(within(loans).getByRole('button', { name: 'Liberar «Cheap loans today»' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Liberar todos' })).toBeInTheDocument();
    await user.click(within(loans).getByRole('checkbox', { name: 'Seleccionar «Cheap loans today»' }));
    await user.click(screen.getByRole('button', { name: 'Rechazar los seleccionados como spam' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rechazar como spam' });
    await user.click(within(dialog).getByRole('button', { name: 'Rechazar' }));
    expect(await within(dialog).findByText('El motivo es obligatorio*')).toBeInTheDocument();
  });
});
