import { describe, expect, it, vi } from 'vitest';
import { graphql, HttpResponse } from 'msw';
import { act, fireEvent, within } from '@testing-library/react';
import { MEDIA_MESSAGES, MEMORY_CONFIRMATIONS, MEMORY_MESSAGES, MEMORY_NOTICES } from '@memorial/schema';
import { server } from '../../../test/server';
import { gqlError, memorialDecedent, memorialPageData } from '../../../test/fixtures';
import { FakeWsClient } from '../../../test/fakeWs';
import { changeResult, memoryFile, memoryOf } from '../../../test/memoryFixtures';
import { renderApp, screen, signInAs } from '../../../test/render';
import { SAVE_DELAY_MS } from '../gallery/RotateTool';

const FAMILY_PAGE = '/app/memories/eleanor-whitmore-obituary/CS-1000-0001';
const OPI = 'CS-1000-0001';

type Memory = ReturnType<typeof memoryOf>;

interface Calls {
  approvals: Array<Record<string, unknown>>;
  status: Array<Record<string, unknown>>;
  hidden: Array<Record<string, unknown>>;
  titles: Array<Record<string, unknown>>;
  texts: Array<Record<string, unknown>>;
  fileDeletes: Array<Record<string, unknown>>;
  rotations: Array<Record<string, unknown>>;
  additions: Array<Record<string, unknown>>;
  single: unknown[];
}

/**
 * A family website with access: the approved memories of the page, the
 * approval lists by filter, and every moderation call, answered as the gateway would.
 */
function family({ approved = [] as Memory[], pending = [] as Memory[], rejected = [] as Memory[], hasAccess = true } = {}) {
  signInAs('arranger');
  const state = { approved: [...approved], pending: [...pending], rejected: [...rejected] };
  const calls: Calls = {
    approvals: [],
    status: [],
    hidden: [],
    titles: [],
    texts: [],
    fileDeletes: [],
    rotations: [],
    additions: [],
    single: [],
  };
  const find = (id: number) => [...state.approved, ...state.pending, ...state.rejected].find((m) => m.id === id)!;
  const without = (id: number) => {
    state.approved = state.approved.filter((m) => m.id !== id);
    state.pending = state.pending.filter((m) => m.id !== id);
    state.rejected = state.rejected.filter((m) => m.id !== id);
  };
  server.use(
    graphql.query('MemorialPage', () => HttpResponse.json({ data: memorialPageData(memorialDecedent({ hasAccess }), state.approved) })),
    graphql.query('ApproveMemories', ({ variables }) => {
      calls.approvals.push(variables);
      return HttpResponse.json({ data: { approvalMemories: variables['status'] === 2 ? state.rejected : state.pending } });
    }),
    graphql.query('ApproveMemory', ({ variables }) => {
      calls.single.push(variables['id']);
      const memory = find(variables['id'] as number);
      if (!memory)
        return HttpResponse.json({ data: null, errors: [{ ...gqlError(MEMORY_NOTICES.memoryMissing, 'NOT_FOUND'), path: ['memory'] }] });
      return HttpResponse.json({ data: { memory } });
    }),
    graphql.query('MemorialGallery', () => HttpResponse.json({ data: { gallery: [] } })),
    graphql.mutation('ChangeMemoryStatus', ({ variables }) => {
      calls.status.push(variables);
      const id = variables['memoryId'] as number;
      const memory = find(id);
      without(id);
      if (variables['status'] === 'Deleted')
        return HttpResponse.json({ data: { changeMemoryStatus: changeResult(null, MEMORY_NOTICES.deleted) } });
      const next = { ...memory, status: variables['status'], rejectedReason: variables['rejectedReason'] ?? null };
      if (next.status === 'Accepted') state.approved.push(next);
      if (next.status === 'Pending') state.pending.push(next);
      if (next.status === 'Rejected') state.rejected.push(next);
      return HttpResponse.json({ data: { changeMemoryStatus: changeResult(next) } });
    }),
    graphql.mutation('SetMemoryHidden', ({ variables }) => {
      calls.hidden.push(variables);
      const id = variables['memoryId'] as number;
      const next = { ...find(id), isPrivate: variables['isPrivate'] as boolean };
      state.approved = state.approved.filter((m) => m.id !== id);
      return HttpResponse.json({ data: { setMemoryHidden: changeResult(next) } });
    }),
    graphql.mutation('EditMemoryTitle', ({ variables }) => {
      calls.titles.push(variables);
      return HttpResponse.json({
        data: { editMemoryTitle: changeResult({ ...find(variables['memoryId'] as number), title: variables['title'] }) },
      });
    }),
    graphql.mutation('EditMemoryText', ({ variables }) => {
      calls.texts.push(variables);
      return HttpResponse.json({
        data: { editMemoryText: changeResult({ ...find(variables['memoryId'] as number), description: variables['memory'] }) },
      });
    }),
    graphql.mutation('DeleteMemoryFile', ({ variables }) => {
      calls.fileDeletes.push(variables);
      const memory = find(variables['memoryId'] as number);
      return HttpResponse.json({
        data: {
          deleteMemoryFile: changeResult({
            ...memory,
            files: (memory.files as Array<{ id: number }>).filter((f) => f.id !== variables['fileId']),
          }),
        },
      });
    }),
    graphql.mutation('RotateMemoryImage', ({ variables }) => {
      calls.rotations.push(variables);
      const memory = find(variables['memoryId'] as number);
      const files = (memory.files as Array<{ id: number }>).map((f) =>
        f.id === variables['fileId'] ? { ...f, rotationAngle: variables['rotationAngle'], src: '/media/memories/rotated.jpg' } : f,
      );
      return HttpResponse.json({ data: { rotateMemoryImage: changeResult({ ...memory, files }) } });
    }),
    graphql.mutation('AddMemoryFiles', ({ variables }) => {
      calls.additions.push(variables);
      const memory = find(variables['memoryId'] as number);
      const added = (variables['files'] as Array<{ fileUrl: string; fileType: string }>).map((f, i) =>
        memoryFile(900 + i, {
          fileType: f.fileType,
          src: f.fileUrl,
          isLink: true,
          fileName: null,
          thumbnailUrl: null,
          linkTitle: 'Added video',
        }),
      );
      return HttpResponse.json({
        data: { addMemoryFiles: changeResult({ ...memory, files: [...(memory.files as unknown[]), ...added] }) },
      });
    }),
  );
  return { calls, state };
}

async function openApprove(path = FAMILY_PAGE, wsClient?: FakeWsClient) {
  const view = renderApp(path, { wsClient });
  await view.user.click(await screen.findByRole('tab', { name: 'Approve Memories' }));
  await screen.findByRole('heading', { name: 'Approve Memories' });
  return view;
}

const pendingMemory = (id: number, title: string, extra: Record<string, unknown> = {}) =>
  memoryOf(id, { title, status: 'Pending', personEmail: 'grace@example.com', personPhone: '6505550100', ...extra });

describe('family website tabs', { timeout: 30_000 }, () => {
  it('offers Approve Memories only to a signed-in family member with access', async () => {
    family({ hasAccess: true });
    const first = renderApp(FAMILY_PAGE);
    const tabs = await screen.findByRole('tablist', { name: 'Family website' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['Obituary', 'Events/Services', 'Gallery', 'Approve Memories', 'Messages']);
    first.unmount();

    family({ hasAccess: false });
    renderApp('/name/eleanor-whitmore-obituary/CS-1000-0001');
    const publicTabs = await screen.findByRole('tablist', { name: 'Family website' });
    expect(
      within(publicTabs)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['Obituary', 'Events/Services', 'Gallery']);
  });

  it('Events/Services says there are no upcoming events', async () => {
    family();
    const { user } = renderApp(FAMILY_PAGE);
    await user.click(await screen.findByRole('tab', { name: 'Events/Services' }));
    expect(within(screen.getByRole('tabpanel')).getByText('No upcoming events')).toBeInTheDocument();
  });
});

describe('Approve Memories', { timeout: 30_000 }, () => {
  it('lists pending memories, filters to Rejected, and says There are no memories available when that is empty', async () => {
    const { calls } = family({ pending: [pendingMemory(5, 'Choir practice')], rejected: [] });
    const { user } = await openApprove();
    const choir = await screen.findByRole('article', { name: 'Choir practice' });
    expect(within(choir).getByText('Pending for Approval')).toBeInTheDocument();
    expect(within(choir).getByRole('link', { name: 'grace@example.com' })).toBeInTheDocument();
    expect(within(choir).getByText('(650) 555-0100')).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Show' }));
    await user.click(await screen.findByRole('option', { name: 'Rejected' }));
    // The Rejected list is not a list of requests (this test expected There are no pending requests before).
    const approve = screen.getByRole('tabpanel', { name: 'Approve Memories' });
    expect(await within(approve).findByText(MEMORY_NOTICES.noMemories)).toBeInTheDocument();
    expect(within(approve).queryByText(MEMORY_NOTICES.noPending)).not.toBeInTheDocument();
    expect(calls.approvals.map((v) => v['status'])).toEqual([1, 2]);
    expect(calls.approvals.every((v) => v['opi'] === OPI)).toBe(true);
  });

  it('memory=<id> opens Approve Memories with only that memory', async () => {
    const { calls } = family({ pending: [pendingMemory(5, 'Choir practice'), pendingMemory(6, 'Literacy Tuesdays')] });
    const { user } = renderApp(`${FAMILY_PAGE}?memory=6`);
    expect(await screen.findByRole('article', { name: 'Literacy Tuesdays' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Approve Memories' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByRole('article', { name: 'Choir practice' })).not.toBeInTheDocument();
    expect(calls.single).toEqual([6]);
    await user.click(screen.getByRole('button', { name: 'Show all requests' }));
    expect(await screen.findByRole('article', { name: 'Choir practice' })).toBeInTheDocument();
  });

  it('deleting the memory of memory=<id> takes its card away', async () => {
    const { calls } = family({ pending: [pendingMemory(6, 'Literacy Tuesdays')] });
    const { user } = renderApp(`${FAMILY_PAGE}?memory=6`);
    const card = await screen.findByRole('article', { name: 'Literacy Tuesdays' });
    await user.click(within(card).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: MEMORY_CONFIRMATIONS.deleteMemory });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(MEMORY_NOTICES.deleted)).toBeInTheDocument();
    expect(calls.status).toEqual([{ memoryId: 6, status: 'Deleted', opi: OPI }]);
    await vi.waitFor(() => expect(screen.queryByRole('article', { name: 'Literacy Tuesdays' })).not.toBeInTheDocument());
    expect(screen.getByText(MEMORY_NOTICES.memoryMissing)).toBeInTheDocument();
  });

  it('Approve sends Accepted without a reason: Memory Approved Successfully, and the list reloads', async () => {
    const { calls } = family({ pending: [pendingMemory(5, 'Choir practice')] });
    const { user } = await openApprove();
    await user.click(within(await screen.findByRole('article', { name: 'Choir practice' })).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText(MEMORY_NOTICES.approved)).toBeInTheDocument();
    expect(calls.status).toEqual([{ memoryId: 5, status: 'Accepted', opi: OPI }]);
    expect(await screen.findByText(MEMORY_NOTICES.noPending)).toBeInTheDocument();
  });

  it('Reject asks for a reason (Reason is required*) and sends it: Memory Rejected Successfully', async () => {
    const { calls } = family({ pending: [pendingMemory(5, 'Flowers delivered today')] });
    const { user } = await openApprove();
    await user.click(
      within(await screen.findByRole('article', { name: 'Flowers delivered today' })).getByRole('button', { name: 'Reject' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Reject Memory' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText(MEMORY_MESSAGES.reasonRequired)).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(within(dialog).getByText(MEMORY_MESSAGES.reasonRequired)).toBeInTheDocument();
    expect(calls.status).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'An advertisement, not a memory.');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText(MEMORY_NOTICES.rejected)).toBeInTheDocument();
    expect(calls.status).toEqual([{ memoryId: 5, status: 'Rejected', rejectedReason: 'An advertisement, not a memory.', opi: OPI }]);
    expect(screen.queryByRole('dialog', { name: 'Reject Memory' })).not.toBeInTheDocument();
  });

  it('disables Reject for a rejected memory and shows its reason', async () => {
    family({
      rejected: [memoryOf(7, { title: 'Flowers delivered today', status: 'Rejected', rejectedReason: 'This is an advertisement.' })],
    });
    const { user } = await openApprove();
    await user.click(screen.getByRole('combobox', { name: 'Show' }));
    await user.click(await screen.findByRole('option', { name: 'Rejected' }));
    const flowers = await screen.findByRole('article', { name: 'Flowers delivered today' });
    expect(within(flowers).getByRole('button', { name: 'Reject' })).toBeDisabled();
    expect(within(flowers).getByRole('button', { name: 'Approve' })).toBeEnabled();
    expect(within(flowers).getByText('This is an advertisement.')).toBeInTheDocument();
  });

  it('Delete asks first (Are you sure you want to delete this Memory? / Once deleted it cannot be revoked.)', async () => {
    const { calls } = family({ pending: [pendingMemory(5, 'Choir practice')] });
    const { user } = await openApprove();
    const choir = await screen.findByRole('article', { name: 'Choir practice' });
    await user.click(within(choir).getByRole('button', { name: 'Delete' }));
    let confirm = await screen.findByRole('dialog', { name: MEMORY_CONFIRMATIONS.deleteMemory });
    expect(within(confirm).getByText(MEMORY_CONFIRMATIONS.cannotBeRevoked)).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(calls.status).toHaveLength(0);

    await user.click(within(choir).getByRole('button', { name: 'Delete' }));
    confirm = await screen.findByRole('dialog', { name: MEMORY_CONFIRMATIONS.deleteMemory });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(MEMORY_NOTICES.deleted)).toBeInTheDocument();
    expect(calls.status).toEqual([{ memoryId: 5, status: 'Deleted', opi: OPI }]);
    await vi.waitFor(() => expect(screen.queryByRole('article', { name: 'Choir practice' })).not.toBeInTheDocument());
  });

  it('a new submission appears without a reload when the memoryEvents subscription says so', async () => {
    const { state } = family({ pending: [pendingMemory(5, 'Choir practice')] });
    const ws = new FakeWsClient();
    await openApprove(FAMILY_PAGE, ws);
    await screen.findByRole('article', { name: 'Choir practice' });
    await vi.waitFor(() => expect(ws.subscriptionsOf('MemoryEvents')).toHaveLength(1));
    expect(ws.subscriptionsOf('MemoryEvents')[0]!.payload.variables).toEqual({ opi: OPI });

    state.pending.unshift(pendingMemory(11, 'Our walks by the bay'));
    act(() => {
      ws.emit('MemoryEvents', {
        memoryEvents: {
          __typename: 'MemoryEvent',
          screening: null,
          kind: 'SUBMITTED',
          memoryId: 11,
          opi: OPI,
          status: 'Pending',
          title: 'Our walks by the bay',
          at: '2026-11-22T10:00:00.000Z',
        },
      });
    });
    expect(await screen.findByRole('article', { name: 'Our walks by the bay' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Choir practice' })).toBeInTheDocument();
  });
});

describe('moderating approved memories on the family website', { timeout: 30_000 }, () => {
  it('Un Approve asks with the spec words and moves the memory back: Memory Un Approved Successfully', async () => {
    const { calls } = family({ approved: [memoryOf(1, { title: 'Sunday dinners' })] });
    const { user } = renderApp(FAMILY_PAGE);
    await user.click(within(await screen.findByRole('article', { name: 'Sunday dinners' })).getByRole('button', { name: 'Un Approve' }));
    const confirm = await screen.findByRole('dialog', { name: MEMORY_CONFIRMATIONS.unApprove });
    expect(within(confirm).getByText(MEMORY_CONFIRMATIONS.unApproveDetail)).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Un Approve' }));
    expect(await screen.findByText(MEMORY_NOTICES.unApproved)).toBeInTheDocument();
    expect(calls.status).toEqual([{ memoryId: 1, status: 'Pending', opi: OPI }]);
    await vi.waitFor(() => expect(screen.queryByRole('article', { name: 'Sunday dinners' })).not.toBeInTheDocument());
  });

  it('Hide Memory hides it: Memory Hidden Successfully', async () => {
    const { calls } = family({ approved: [memoryOf(1, { title: 'Sunday dinners' })] });
    const { user } = renderApp(FAMILY_PAGE);
    await user.click(within(await screen.findByRole('article', { name: 'Sunday dinners' })).getByRole('button', { name: 'Hide Memory' }));
    expect(await screen.findByText(MEMORY_NOTICES.hidden)).toBeInTheDocument();
    expect(calls.hidden).toEqual([{ memoryId: 1, isPrivate: true, opi: OPI }]);
  });

  it('edits the title in place: saves on blur only when changed and valid', async () => {
    const { calls } = family({ approved: [memoryOf(1, { title: 'Sunday dinners' })] });
    const { user } = renderApp(FAMILY_PAGE);
    const sunday = await screen.findByRole('article', { name: 'Sunday dinners' });
    await user.click(within(sunday).getByRole('button', { name: 'Edit title' }));
    let input = within(sunday).getByRole('textbox', { name: 'Memory title' });
    expect(input).toHaveValue('Sunday dinners');
    await user.tab();
    expect(within(sunday).queryByRole('textbox', { name: 'Memory title' })).not.toBeInTheDocument();
    expect(calls.titles).toHaveLength(0);

    await user.click(within(sunday).getByRole('button', { name: 'Edit title' }));
    input = within(sunday).getByRole('textbox', { name: 'Memory title' });
    await user.clear(input);
    await user.tab();
    expect(within(sunday).getByText(MEMORY_MESSAGES.editTitleEmpty)).toBeInTheDocument();
    await user.click(input);
    await user.paste('x'.repeat(256));
    await user.tab();
    expect(within(sunday).getByText(MEMORY_MESSAGES.editTitleTooLong)).toBeInTheDocument();
    expect(calls.titles).toHaveLength(0);

    await user.clear(input);
    await user.type(input, 'Sunday dinners on Laurel Street');
    await user.tab();
    expect(await screen.findByText(MEMORY_NOTICES.titleEdited)).toBeInTheDocument();
    expect(calls.titles).toEqual([{ memoryId: 1, title: 'Sunday dinners on Laurel Street', opi: OPI }]);
    expect(await screen.findByRole('heading', { name: 'Sunday dinners on Laurel Street' })).toBeInTheDocument();
  });

  it('edits the memory text: Memory Description should not be empty, then Memory Edited Succesfully', async () => {
    const { calls } = family({
      approved: [memoryOf(1, { title: 'Sunday dinners', description: '<p>Every Sunday.</p><p>Twelve places.</p>' })],
    });
    const { user } = renderApp(FAMILY_PAGE);
    const sunday = await screen.findByRole('article', { name: 'Sunday dinners' });
    await user.click(within(sunday).getByRole('button', { name: 'Edit memory' }));
    // The rich-text editor opens with the memory as it is, paragraph by paragraph. It loads on first use
    // (its own chunk), which in a busy test worker can take longer than the usual wait.
    const text = await within(sunday).findByRole('textbox', { name: 'Memory text' }, { timeout: 20_000 });
    expect([...text.querySelectorAll('p')].map((p) => p.textContent)).toEqual(['Every Sunday.', 'Twelve places.']);
    await user.clear(text);
    await user.click(within(sunday).getByRole('button', { name: 'Save' }));
    expect(within(sunday).getByText(MEMORY_MESSAGES.editMemoryEmpty)).toBeInTheDocument();
    await user.click(text);
    await user.paste('Every Sunday, twelve places.');
    await user.click(within(sunday).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(MEMORY_NOTICES.memoryEdited)).toBeInTheDocument();
    expect(calls.texts).toEqual([{ memoryId: 1, memory: '<p>Every Sunday, twelve places.</p>', opi: OPI }]);
  });

  it('deletes a document after asking: Are you sure you want to delete this Document', async () => {
    const pdf = memoryFile(4, {
      fileType: 'Application',
      fileName: 'friday-poems.pdf',
      src: '/media/memories/poems.pdf',
      thumbnailUrl: null,
    });
    const { calls } = family({ approved: [memoryOf(2, { title: 'Room 114', files: [pdf] })] });
    const { user } = renderApp(FAMILY_PAGE);
    const room = await screen.findByRole('article', { name: 'Room 114' });
    await user.click(within(room).getByRole('button', { name: 'Delete friday-poems.pdf' }));
    const confirm = await screen.findByRole('dialog', { name: MEMORY_CONFIRMATIONS.deleteDocument });
    expect(within(confirm).getByText(MEMORY_CONFIRMATIONS.cannotBeRevoked)).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(MEDIA_MESSAGES.deleted)).toBeInTheDocument();
    expect(calls.fileDeletes).toEqual([{ memoryId: 2, fileId: 4, opi: OPI }]);
    await vi.waitFor(() => expect(within(room).queryByRole('list', { name: 'Documents' })).not.toBeInTheDocument());
  });

  it('rotates a photo in 90-degree steps; Save appears a second after the last turn', async () => {
    const { calls } = family({ approved: [memoryOf(1, { title: 'Sunday dinners', files: [memoryFile(1, { rotationAngle: 90 })] })] });
    const { user } = renderApp(FAMILY_PAGE);
    await user.click(
      within(await screen.findByRole('article', { name: 'Sunday dinners' })).getByRole('button', { name: 'Open photo-1.jpg' }),
    );
    const viewer = await screen.findByRole('dialog', { name: 'Sunday dinners' });
    const rotate = within(viewer).getByRole('button', { name: 'Rotate' });
    // Download, delete and rotate wait for the picture.
    expect(rotate).toBeDisabled();
    expect(within(viewer).getByRole('button', { name: 'Download' })).toBeDisabled();
    fireEvent.load(within(viewer).getByRole('img', { name: 'Sunday dinners' }));
    expect(rotate).toBeEnabled();

    const picture = () => within(viewer).getByRole('img', { name: 'Sunday dinners' });
    const turns: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      await user.click(rotate);
      turns.push(picture().style.transform);
    }
    expect(turns).toEqual(['rotate(90deg)', 'rotate(180deg)', 'rotate(270deg)', 'rotate(360deg)', 'rotate(90deg)']);
    expect(within(viewer).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    await vi.waitFor(() => expect(within(viewer).getByRole('button', { name: 'Save' })).toBeInTheDocument(), {
      timeout: SAVE_DELAY_MS + 1500,
    });
    await user.click(within(viewer).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(MEDIA_MESSAGES.rotated)).toBeInTheDocument();
    // 90 already, plus a quarter turn: 180 from upright.
    expect(calls.rotations).toEqual([{ memoryId: 1, fileId: 1, rotationAngle: 180, opi: OPI }]);
  });

  it('adds a video link to a memory: Video Uploaded Successfully', async () => {
    const { calls } = family({ approved: [memoryOf(1, { title: 'Sunday dinners' })] });
    const { user } = renderApp(FAMILY_PAGE);
    await user.click(within(await screen.findByRole('article', { name: 'Sunday dinners' })).getByRole('button', { name: 'Add Media' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Media' });
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.click(within(dialog).getByRole('switch', { name: /Add Video/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /Video links/ }), 'https://www.tributeslideshow.com/tributes/eleanor');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(MEDIA_MESSAGES.videoUploaded)).toBeInTheDocument();
    expect(calls.additions).toEqual([
      { memoryId: 1, files: [{ fileUrl: 'https://www.tributeslideshow.com/tributes/eleanor', fileType: 'Video' }], opi: OPI },
    ]);
  });
});
