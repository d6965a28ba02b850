import { describe, expect, it, vi } from 'vitest';
import { graphql, HttpResponse } from 'msw';
import { act, fireEvent, within } from '@testing-library/react';
import { MEDIA_MESSAGES, MEMORY_NOTICES } from '@memorial/schema';
import { server } from '../../../test/server';
import { FakeWsClient } from '../../../test/fakeWs';
import { changeResult, memoryFile, memoryOf } from '../../../test/memoryFixtures';
import { expectPath, renderApp, screen, signInAs } from '../../../test/render';
import { STAFF_PAGE_SIZE } from './StaffMemoriesPage';

const OPI = 'CS-1000-0001';

const decedentOf = (id: number, opi: string, fullName: string) => ({
  __typename: 'Decedent',
  id,
  opi,
  fullName,
  dateOfDeath: '2026-03-14',
});

function staff(memories: Array<ReturnType<typeof memoryOf>>, total = memories.length) {
  signInAs('admin');
  const lists: Array<Record<string, unknown>> = [];
  const searches: unknown[] = [];
  const status: Array<Record<string, unknown>> = [];
  const rotations: Array<Record<string, unknown>> = [];
  const state = { memories: [...memories] };
  server.use(
    graphql.query('StaffMemoryDecedents', ({ variables }) => {
      searches.push(variables['search'] ?? null);
      return HttpResponse.json({
        data: {
          staffDecedents: {
            __typename: 'DecedentPage',
            total: 2,
            decedents: [decedentOf(1, OPI, 'Mrs Eleanor Grace Whitmore'), decedentOf(2, 'CS-1000-0002', 'Mr Samuel Okafor')],
          },
        },
      });
    }),
    graphql.query('StaffMemories', ({ variables }) => {
      lists.push(variables);
      return HttpResponse.json({
        data: {
          decedent: {
            __typename: 'Decedent',
            id: variables['opi'] === OPI ? 1 : 2,
            opi: variables['opi'],
            slug: 'eleanor-whitmore-obituary',
            fullName: 'Mrs Eleanor Grace Whitmore',
            obituary: { __typename: 'ObituaryView', displayName: 'Eleanor Grace Whitmore' },
          },
          staffMemories: {
            __typename: 'MemoryPage',
            total,
            page: variables['page'],
            pageSize: variables['pageSize'],
            memories: state.memories,
          },
        },
      });
    }),
    graphql.mutation('ChangeMemoryStatus', ({ variables }) => {
      status.push(variables);
      const memory = state.memories.find((m) => m.id === variables['memoryId'])!;
      return HttpResponse.json({ data: { changeMemoryStatus: changeResult({ ...memory, status: variables['status'] }) } });
    }),
    graphql.mutation('RotateMemoryImage', ({ variables }) => {
      rotations.push(variables);
      const memory = state.memories.find((m) => m.id === variables['memoryId'])!;
      return HttpResponse.json({
        data: { rotateMemoryImage: changeResult({ ...memory, files: [memoryFile(1, { rotationAngle: variables['rotationAngle'] })] }) },
      });
    }),
  );
  return { lists, searches, status, rotations, state };
}

describe('the staff moderation dashboard', { timeout: 30_000 }, () => {
  it('chooses a decedent from the list or by case number', async () => {
    const { searches } = staff([]);
    const { user, currentPath } = renderApp('/admin/memories');
    expect(await screen.findByText('Choose a decedent, or enter a case number, to see their memories.')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Decedent' }));
    await user.click(await screen.findByRole('option', { name: `Mrs Eleanor Grace Whitmore · ${OPI}` }));
    await expectPath(currentPath, `/admin/memories/${OPI}`);
    expect(await screen.findByRole('heading', { name: 'Eleanor Grace Whitmore' })).toBeInTheDocument();
    expect(searches[0]).toBeNull();

    const typed = screen.getByRole('textbox', { name: 'Case number (opi)' });
    await user.clear(typed);
    await user.type(typed, 'CS-1000-0002{Enter}');
    await expectPath(currentPath, '/admin/memories/CS-1000-0002');
  });

  it('lists every status with filters, search and paging, and moderates with the same components', async () => {
    const { lists, status } = staff(
      [
        memoryOf(5, { title: 'Choir practice', status: 'Pending' }),
        memoryOf(1, { title: 'Sunday dinners', status: 'Accepted' }),
        memoryOf(8, { title: 'A note for the family only', status: 'Accepted', isPrivate: true }),
        memoryOf(7, { title: 'Flowers delivered today', status: 'Rejected', rejectedReason: 'An advertisement.' }),
      ],
      25,
    );
    const { user } = renderApp(`/admin/memories/${OPI}`);
    const choir = await screen.findByRole('article', { name: 'Choir practice' });
    expect(screen.getByText(`${OPI} · 25 memories`)).toBeInTheDocument();
    expect(within(choir).getByRole('button', { name: 'Approve' })).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Sunday dinners' })).getByRole('button', { name: 'Un Approve' })).toBeInTheDocument();
    const hidden = screen.getByRole('article', { name: 'A note for the family only' });
    expect(within(hidden).getByText('Hidden')).toBeInTheDocument();
    expect(within(hidden).getByRole('button', { name: 'Show Memory' })).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Flowers delivered today' })).getByRole('button', { name: 'Reject' })).toBeDisabled();
    expect(lists[0]).toEqual({
      opi: OPI,
      status: null,
      memoryType: null,
      search: null,
      page: 1,
      pageSize: STAFF_PAGE_SIZE,
      sort: 'NEWEST',
      level: null,
      held: null,
    });

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Pending for Approval' }));
    await vi.waitFor(() => expect(lists.at(-1)).toMatchObject({ status: 'Pending', page: 1 }));
    await user.click(screen.getByRole('combobox', { name: 'Type' }));
    await user.click(await screen.findByRole('option', { name: 'Career' }));
    await vi.waitFor(() => expect(lists.at(-1)).toMatchObject({ status: 'Pending', memoryType: 4 }));
    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'choir');
    await vi.waitFor(() => expect(lists.at(-1)).toMatchObject({ search: 'choir' }));
    await user.click(screen.getByRole('button', { name: '3' }));
    await vi.waitFor(() => expect(lists.at(-1)).toMatchObject({ page: 3, search: 'choir', status: 'Pending' }));

    await user.click(within(screen.getByRole('article', { name: 'Choir practice' })).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText(MEMORY_NOTICES.approved)).toBeInTheDocument();
    expect(status).toEqual([{ memoryId: 5, status: 'Accepted', opi: OPI }]);
  });

  it('follows every decedent live (no opi) and reloads the list when the current one changes', async () => {
    const { lists } = staff([memoryOf(5, { title: 'Choir practice', status: 'Pending' })]);
    const ws = new FakeWsClient();
    renderApp(`/admin/memories/${OPI}`, { wsClient: ws });
    await screen.findByRole('article', { name: 'Choir practice' });
    await vi.waitFor(() => expect(ws.subscriptionsOf('MemoryEvents')).toHaveLength(1));
    expect(ws.subscriptionsOf('MemoryEvents')[0]!.payload.variables).toEqual({ opi: null });
    const before = lists.length;

    act(() => {
      ws.emit('MemoryEvents', {
        memoryEvents: {
          __typename: 'MemoryEvent',
          screening: null,
          kind: 'SUBMITTED',
          memoryId: 40,
          opi: 'CS-1000-0002',
          status: 'Pending',
          title: 'Remembering Samuel',
          at: '2026-11-22T10:00:00.000Z',
        },
      });
    });
    const activity = screen.getByRole('region', { name: 'Live activity' });
    expect(await within(activity).findByText('Remembering Samuel')).toBeInTheDocument();
    expect(within(activity).getByRole('link', { name: 'CS-1000-0002' })).toHaveAttribute('href', '/obituaries/admin/memories/CS-1000-0002');
    expect(lists.length).toBe(before);

    act(() => {
      ws.emit('MemoryEvents', {
        memoryEvents: {
          __typename: 'MemoryEvent',
          screening: null,
          kind: 'SUBMITTED',
          memoryId: 41,
          opi: OPI,
          status: 'Pending',
          title: 'Our walks by the bay',
          at: '2026-11-22T10:01:00.000Z',
        },
      });
    });
    expect(await within(activity).findByText('Our walks by the bay')).toBeInTheDocument();
    await vi.waitFor(() => expect(lists.length).toBe(before + 1));
  });

  it('rotates with the admin tool: choose 0, 90, 180 or 270, then Save or Cancel; no document menu', async () => {
    const pdf = memoryFile(4, {
      fileType: 'Application',
      fileName: 'friday-poems.pdf',
      src: '/media/memories/poems.pdf',
      thumbnailUrl: null,
    });
    const { rotations } = staff([memoryOf(1, { title: 'Sunday dinners', files: [memoryFile(1), pdf] })]);
    const { user } = renderApp(`/admin/memories/${OPI}`);
    const sunday = await screen.findByRole('article', { name: 'Sunday dinners' });
    expect(within(sunday).getByRole('button', { name: /^friday….pdf ?\(opens the document viewer\)$/ })).toHaveAttribute(
      'title',
      'friday-poems.pdf',
    );
    expect(within(sunday).queryByRole('button', { name: 'Delete friday-poems.pdf' })).not.toBeInTheDocument();

    await user.click(within(sunday).getByRole('button', { name: 'Open photo-1.jpg' }));
    const viewer = await screen.findByRole('dialog', { name: 'Sunday dinners' });
    fireEvent.load(within(viewer).getByRole('img', { name: 'Sunday dinners' }));
    const angles = within(viewer).getByRole('radiogroup', { name: 'Rotation' });
    expect(
      within(angles)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['0', '90', '180', '270']);
    await user.click(within(angles).getByRole('radio', { name: '270°' }));
    expect(within(viewer).getByRole('img', { name: 'Sunday dinners' }).style.transform).toBe('rotate(270deg)');
    await user.click(within(viewer).getByRole('button', { name: 'Cancel' }));
    expect(within(viewer).getByRole('img', { name: 'Sunday dinners' }).style.transform).toBe('');
    expect(within(angles).getByRole('radio', { name: '0°' })).toBeChecked();

    await user.click(within(angles).getByRole('radio', { name: '90°' }));
    await user.click(within(viewer).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(MEDIA_MESSAGES.rotated)).toBeInTheDocument();
    expect(rotations).toEqual([{ memoryId: 1, fileId: 1, rotationAngle: 90, opi: OPI }]);
  });
});
