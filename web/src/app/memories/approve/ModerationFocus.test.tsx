import { describe, expect, it, vi } from 'vitest';
import { graphql, HttpResponse } from 'msw';
import { act, within } from '@testing-library/react';
import { ANNOUNCEMENTS, MEMORY_NOTICES } from '@memorial/schema';
import { server } from '../../../test/server';
import { memorialDecedent, memorialPageData } from '../../../test/fixtures';
import { FakeWsClient } from '../../../test/fakeWs';
import { changeResult, memoryOf } from '../../../test/memoryFixtures';
import { renderApp, screen, signInAs } from '../../../test/render';

// Issue 29, item 4: after Approve and Reject the card leaves the list; focus must go to the next memory to moderate
// (or the list's heading), never the page body, and the change is said through the live region that was always there.

const FAMILY_PAGE = '/app/memories/eleanor-whitmore-obituary/CS-1000-0001';
const OPI = 'CS-1000-0001';

const pending = (id: number, title: string) => memoryOf(id, { title, status: 'Pending' });

function family(memories: ReturnType<typeof memoryOf>[]) {
  signInAs('arranger');
  const state = { pending: [...memories] };
  server.use(
    graphql.query('MemorialPage', () => HttpResponse.json({ data: memorialPageData(memorialDecedent({ hasAccess: true }), []) })),
    graphql.query('MemorialGallery', () => HttpResponse.json({ data: { gallery: [] } })),
    graphql.query('ApproveMemories', ({ variables }) =>
      HttpResponse.json({ data: { approvalMemories: variables['status'] === 2 ? [] : state.pending } }),
    ),
    graphql.mutation('ChangeMemoryStatus', ({ variables }) => {
      const memory = state.pending.find((m) => m.id === variables['memoryId'])!;
      state.pending = state.pending.filter((m) => m !== memory);
      return HttpResponse.json({
        data: {
          changeMemoryStatus: changeResult({ ...memory, status: variables['status'], rejectedReason: variables['rejectedReason'] ?? null }),
        },
      });
    }),
  );
  return state;
}

async function openApprove(wsClient?: FakeWsClient) {
  const view = renderApp(FAMILY_PAGE, { wsClient });
  await view.user.click(await screen.findByRole('tab', { name: 'Approve Memories' }));
  await screen.findByRole('heading', { name: 'Approve Memories' });
  return view;
}

const announcer = () => screen.getByTestId('announcer');

describe('moderation keeps focus and says what changed', { timeout: 30_000 }, () => {
  it('the live region is in the page from the first render, empty', () => {
    renderApp('/');
    expect(announcer()).toHaveAttribute('aria-live', 'polite');
    expect(announcer()).toHaveAttribute('role', 'status');
    expect(announcer()).toHaveTextContent('');
  });

  it('Approve moves focus to the next memory and announces the approval by its title', async () => {
    family([pending(5, 'Choir practice'), pending(6, 'Literacy Tuesdays')]);
    const { user } = await openApprove();
    const regionBefore = announcer();
    await user.click(within(await screen.findByRole('article', { name: 'Choir practice' })).getByRole('button', { name: 'Approve' }));
    await vi.waitFor(() => expect(screen.queryByRole('article', { name: 'Choir practice' })).not.toBeInTheDocument());
    await vi.waitFor(() => expect(document.activeElement).toBe(screen.getByRole('article', { name: 'Literacy Tuesdays' })));
    expect(announcer()).toBe(regionBefore);
    expect(announcer()).toHaveTextContent(ANNOUNCEMENTS.moderated(MEMORY_NOTICES.approved, 'Choir practice'));
  });

  it('Reject of the last memory moves focus to the list heading, not the page body', async () => {
    family([pending(5, 'Flowers delivered today')]);
    const { user } = await openApprove();
    await user.click(
      within(await screen.findByRole('article', { name: 'Flowers delivered today' })).getByRole('button', { name: 'Reject' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Reject Memory' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'An advertisement.');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText(MEMORY_NOTICES.noPending)).toBeInTheDocument();
    await vi.waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Approve Memories' })));
    expect(announcer()).toHaveTextContent(ANNOUNCEMENTS.moderated(MEMORY_NOTICES.rejected, 'Flowers delivered today'));
  });

  it('a memory arriving over the subscription is announced', async () => {
    const state = family([pending(5, 'Choir practice')]);
    const ws = new FakeWsClient();
    await openApprove(ws);
    await screen.findByRole('article', { name: 'Choir practice' });
    await vi.waitFor(() => expect(ws.subscriptionsOf('MemoryEvents')).toHaveLength(1));
    state.pending.unshift(pending(11, 'Our walks by the bay'));
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
          at: '2025-11-20T10:00:00.000Z',
        },
      });
    });
    expect(await screen.findByRole('article', { name: 'Our walks by the bay' })).toBeInTheDocument();
    expect(announcer()).toHaveTextContent(ANNOUNCEMENTS.memoryEvent('SUBMITTED', 'Our walks by the bay'));
  });

  it('the staff dashboard says each live event through the region that was there before the first one', async () => {
    signInAs('admin');
    server.use(
      graphql.query('StaffMemoryDecedents', () =>
        HttpResponse.json({ data: { staffDecedents: { __typename: 'DecedentPage', total: 0, decedents: [] } } }),
      ),
    );
    const ws = new FakeWsClient();
    renderApp('/admin/memories', { wsClient: ws });
    await screen.findByRole('heading', { level: 1, name: 'Memories' });
    const region = announcer();
    await vi.waitFor(() => expect(ws.subscriptionsOf('MemoryEvents')).toHaveLength(1));
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
    expect(announcer()).toBe(region);
    expect(region).toHaveTextContent(ANNOUNCEMENTS.memoryEvent('SUBMITTED', 'Remembering Samuel'));
    // The list itself is no live region of its own: it appeared with its first event, too late to be read.
    expect(within(activity).getByRole('list')).not.toHaveAttribute('aria-live');
  });
});
