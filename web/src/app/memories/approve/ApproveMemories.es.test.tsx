import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { graphql, HttpResponse } from 'msw';
import { within } from '@testing-library/react';
import { server } from '../../../test/server';
import { memorialDecedent, memorialPageData } from '../../../test/fixtures';
import { changeResult, memoryOf } from '../../../test/memoryFixtures';
import { renderApp, screen, signInAs } from '../../../test/render';
import { localeStore } from '../../i18n';

// Issue 31: the family's Approve Memories list in Spanish: the cards, the moderation buttons and dialogs, the notices.

const FAMILY_PAGE = '/app/memories/eleanor-whitmore-obituary/CS-1000-0001';

function family(pending: Array<ReturnType<typeof memoryOf>>) {
  signInAs('arranger');
  const state = { pending: [...pending], rejected: [] as Array<Record<string, unknown>> };
  server.use(
    graphql.query('MemorialPage', () => HttpResponse.json({ data: memorialPageData(memorialDecedent({ hasAccess: true }), []) })),
    graphql.query('ApproveMemories', ({ variables }) =>
      HttpResponse.json({ data: { approvalMemories: variables['status'] === 2 ? state.rejected : state.pending } }),
    ),
    graphql.query('MemorialGallery', () => HttpResponse.json({ data: { gallery: [] } })),
    graphql.mutation('ChangeMemoryStatus', ({ variables }) => {
      const memory = state.pending.find((m) => m.id === variables['memoryId'])!;
      state.pending = state.pending.filter((m) => m !== memory);
      const next = { ...memory, status: variables['status'] as string, rejectedReason: (variables['rejectedReason'] as string) ?? null };
      if (next.status === 'Rejected') state.rejected.push(next);
      return HttpResponse.json({ data: { changeMemoryStatus: changeResult(next) } });
    }),
  );
}

beforeEach(async () => {
  await localeStore.set('es');
});
afterEach(async () => {
  await localeStore.set('en');
});

describe('Approve Memories in Spanish', { timeout: 30_000 }, () => {
  it('shows the pending memory, refuses a rejection without a reason, and rejects it, all in Spanish', async () => {
    family([memoryOf(5, { title: 'Ensayo del coro', status: 'Pending', personEmail: 'grace@example.com' })]);
    const { user } = renderApp(FAMILY_PAGE);
    // The tab itself is the memorial page's (its words are translated there).
    await user.click(await screen.findByRole('tab', { name: /Approve Memories|Aprobar recuerdos/ }));
    await screen.findByRole('heading', { name: 'Aprobar recuerdos' });

    const card = await screen.findByRole('article', { name: 'Ensayo del coro' });
    expect(within(card).getByText('Pendiente de aprobación')).toBeInTheDocument();
    expect(within(card).getByText('Familia')).toBeInTheDocument();
    expect(within(card).getByText('Compartido por Catherine Reyes')).toBeInTheDocument();
    expect(within(card).getByText('(Hija)')).toBeInTheDocument();
    expect(within(card).getByText('26 de noviembre de 1998')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Aprobar' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Eliminar' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Mostrar' })).toHaveValue('Pendiente de aprobación');

    await user.click(within(card).getByRole('button', { name: 'Rechazar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rechazar recuerdo' });
    expect(within(dialog).getByText(/«Ensayo del coro» no se publicará/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Rechazar' }));
    expect(await within(dialog).findByText('El motivo es obligatorio*')).toBeInTheDocument();

    await user.type(within(dialog).getByRole('textbox', { name: 'Motivo' }), 'Está repetido');
    await user.click(within(dialog).getByRole('button', { name: 'Rechazar' }));
    expect(await screen.findByText('El recuerdo se rechazó correctamente')).toBeInTheDocument();
    expect(await screen.findByText('No hay recuerdos pendientes')).toBeInTheDocument();
  });
});
