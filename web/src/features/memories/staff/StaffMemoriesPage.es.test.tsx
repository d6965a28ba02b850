import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { graphql, HttpResponse } from 'msw';
import { act, within } from '@testing-library/react';
import { server } from '../../../test/server';
import { FakeWsClient } from '../../../test/fakeWs';
import { changeResult, memoryFile, memoryOf } from '../../../test/memoryFixtures';
import { renderApp, screen, signInAs } from '../../../test/render';
import { localeStore } from '../../../app/i18n';

// Issue 31: the staff's memory dashboard in Spanish: the count, the filters, the cards with their photos, the notices.

const OPI = 'CS-1000-0001';

function staff(memories: Array<ReturnType<typeof memoryOf>>, total: number) {
  signInAs('admin');
  const lists: Array<Record<string, unknown>> = [];
  server.use(
    graphql.query('StaffMemoryDecedents', () =>
      HttpResponse.json({ data: { staffDecedents: { __typename: 'DecedentPage', total: 0, decedents: [] } } }),
    ),
    graphql.query('StaffMemories', ({ variables }) => {
      lists.push(variables);
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
          staffMemories: { __typename: 'MemoryPage', total, page: variables['page'], pageSize: variables['pageSize'], memories },
        },
      });
    }),
    graphql.mutation('ChangeMemoryStatus', ({ variables }) => {
      const memory = memories.find((m) => m.id === variables['memoryId'])!;
      return HttpResponse.json({ data: { changeMemoryStatus: changeResult({ ...memory, status: variables['status'] }) } });
    }),
  );
  return lists;
}

beforeEach(async () => {
  await localeStore.set('es');
});
afterEach(async () => {
  await localeStore.set('en');
});

describe('the staff moderation dashboard in Spanish', { timeout: 30_000 }, () => {
  it('counts, filters and moderates in Spanish', async () => {
    const lists = staff(
      [
        memoryOf(5, { title: 'Ensayo del coro', status: 'Pending', memoryType: 4, files: [memoryFile(1)] }),
        memoryOf(8, { title: 'Una nota para la familia', status: 'Accepted', isPrivate: true }),
      ],
      25,
    );
    const { user } = renderApp(`/admin/memories/${OPI}`);
    const choir = await screen.findByRole('article', { name: 'Ensayo del coro' });
    expect(screen.getByText(`${OPI} · 25 recuerdos`)).toBeInTheDocument();
    expect(within(choir).getByText('Trabajo')).toBeInTheDocument();
    expect(within(choir).getByRole('group', { name: 'Fotos de Ensayo del coro' })).toBeInTheDocument();
    const hidden = screen.getByRole('article', { name: 'Una nota para la familia' });
    expect(within(hidden).getByText('Oculto')).toBeInTheDocument();
    expect(within(hidden).getByRole('button', { name: 'Mostrar recuerdo' })).toBeInTheDocument();
    expect(within(hidden).getByRole('button', { name: 'Retirar aprobación' })).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Estado' }));
    await user.click(await screen.findByRole('option', { name: 'Pendiente de aprobación' }));
    await vi.waitFor(() => expect(lists.at(-1)).toMatchObject({ status: 'Pending' }));
    await user.click(screen.getByRole('combobox', { name: 'Tipo' }));
    await user.click(await screen.findByRole('option', { name: 'Fechas importantes' }));
    await vi.waitFor(() => expect(lists.at(-1)).toMatchObject({ memoryType: 6 }));
    expect(screen.getByRole('textbox', { name: 'Buscar' })).toHaveAttribute('placeholder', 'Título, texto o nombre');

    await user.click(within(choir).getByRole('button', { name: 'Aprobar' }));
    expect(await screen.findByText('El recuerdo se aprobó correctamente')).toBeInTheDocument();
  });

  it('names each live event, and says it through the live region, in Spanish', async () => {
    staff([], 0);
    const ws = new FakeWsClient();
    renderApp('/admin/memories', { wsClient: ws });
    await screen.findByRole('heading', { level: 1, name: 'Recuerdos' });
    await vi.waitFor(() => expect(ws.subscriptionsOf('MemoryEvents')).toHaveLength(1));
    const emit = (kind: string, memoryId: number, title: string | null) =>
      act(() => {
        ws.emit('MemoryEvents', {
          memoryEvents: {
            __typename: 'MemoryEvent',
            screening: null,
            kind,
            memoryId,
            opi: 'CS-1000-0002',
            status: 'Pending',
            title,
            at: '2026-11-22T10:00:00.000Z',
          },
        });
      });
    emit('SUBMITTED', 40, 'Recordando a Samuel');
    const announcer = screen.getByTestId('announcer');
    await vi.waitFor(() => expect(announcer).toHaveTextContent('Nuevo recuerdo: Recordando a Samuel'));
    emit('DELETED', 41, null);
    await vi.waitFor(() => expect(announcer).toHaveTextContent('Eliminado: Recuerdo sin título'));
    emit('STATUS_CHANGED', 42, 'Las caminatas');
    const activity = screen.getByRole('region', { name: 'Actividad en vivo' });
    expect(await within(activity).findByText(/^Cambio de estado · /)).toBeInTheDocument();
    expect(within(activity).getByText(/^Eliminado · /)).toBeInTheDocument();
    expect(within(activity).getByText(/^Nuevo recuerdo · /)).toBeInTheDocument();
  });
});
