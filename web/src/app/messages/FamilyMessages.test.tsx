import { describe, expect, it } from 'vitest';
import { graphql, HttpResponse } from 'msw';
import { waitFor, within } from '@testing-library/react';
import { APP_TEXTS, CONTACT_MESSAGES, translate } from '@memorial/schema';
import { server } from '../../test/server';
import { memorialDecedent, memorialPageData } from '../../test/fixtures';
import { memorialPageShown, renderApp, screen, signInAs } from '../../test/render';
import { formatReceived, MESSAGE_PREVIEW_CHARS } from './FamilyMessageItem';

const HIDE_CONTACT_LABEL = APP_TEXTS.hideContactForm;

const FAMILY_VIEW = '/app/memories/eleanor-whitmore-obituary/CS-1000-0001';
const PUBLIC_PAGE = '/name/eleanor-whitmore-obituary/CS-1000-0001';

const message = (id: number, email: string, text: string, createdAt: string) => ({
  __typename: 'FamilyMessage',
  id,
  email,
  message: text,
  createdAt,
  screening: null as unknown,
});

/** The gateway of the Messages tab: a list that deletes and a hide flag that toggles, as stored. */
function messagesGateway(initial: ReturnType<typeof message>[], hidden = false) {
  let list = [...initial];
  let hide = hidden;
  const calls: { op: string; variables: Record<string, unknown> }[] = [];
  server.use(
    graphql.query('MemorialPage', () => HttpResponse.json({ data: memorialPageData(memorialDecedent({ hasAccess: true })) })),
    graphql.query('FamilyMessages', ({ variables }) => {
      calls.push({ op: 'FamilyMessages', variables });
      return HttpResponse.json({ data: { decedent: { __typename: 'Decedent', id: 1, hideContactFamily: hide }, familyMessages: list } });
    }),
    graphql.mutation('DeleteFamilyMessage', ({ variables }) => {
      calls.push({ op: 'DeleteFamilyMessage', variables });
      list = list.filter((m) => m.id !== variables['id']);
      return HttpResponse.json({
        data: { deleteFamilyMessage: { __typename: 'DeleteFamilyMessageResult', id: variables['id'], message: CONTACT_MESSAGES.deleted } },
      });
    }),
    graphql.mutation('SetContactFamilyHidden', ({ variables }) => {
      calls.push({ op: 'SetContactFamilyHidden', variables });
      hide = variables['hide'] === true;
      return HttpResponse.json({
        data: {
          setContactFamilyHidden: {
            __typename: 'ContactFamilyHiddenResult',
            hideContactFamily: hide,
            message: translate('en', CONTACT_MESSAGES, 'hidden', { hide }),
          },
        },
      });
    }),
  );
  return calls;
}

const LONG = `${'Eleanor read to us every Friday. '.repeat(8)}The end.`;

describe('Messages (family with access)', () => {
  it("lists the messages newest first with a mailto link, the date in the reader's zone, and the text as typed", async () => {
    signInAs('arranger');
    messagesGateway([
      message(9, 'ruth_l@example.com', '<b>not bold</b> & kind words', '2026-11-20T18:05:00.000Z'),
      message(4, 'lucas@example.org', LONG, '2026-11-02T09:30:00.000Z'),
    ]);
    const { user } = renderApp(FAMILY_VIEW);
    await user.click(await screen.findByRole('tab', { name: 'Messages' }));
    const list = await screen.findByRole('list', { name: 'Messages from visitors' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByRole('link', { name: 'ruth_l@example.com' })).toHaveAttribute('href', 'mailto:ruth_l@example.com');
    // Shown as text, never as markup.
    expect(within(items[0]!).getByText('<b>not bold</b> & kind words')).toBeInTheDocument();
    expect(items[0]!.querySelector('b')).toBeNull();
    expect(within(items[0]!).getByText(formatReceived('2026-11-20T18:05:00.000Z'))).toBeInTheDocument();
    // Long text is cut at 180 characters with Read more / Read less.
    expect(within(items[1]!).queryByText(LONG)).not.toBeInTheDocument();
    await user.click(within(items[1]!).getByRole('button', { name: 'Read more' }));
    expect(within(items[1]!).getByText(LONG)).toBeInTheDocument();
    await user.click(within(items[1]!).getByRole('button', { name: 'Read less' }));
    expect(within(items[1]!).getByText(`${[...LONG].slice(0, MESSAGE_PREVIEW_CHARS).join('').trimEnd()}…`)).toBeInTheDocument();
  });

  it("formats MM-DD-YYYY h:mm A (the dashboards' date) in the asked zone", () => {
    expect(formatReceived('2026-11-20T18:05:00.000Z', 'America/Chicago')).toBe('11-20-2026 12:05 PM');
    expect(formatReceived('2026-11-20T18:05:00.000Z', 'Asia/Tokyo')).toBe('11-21-2026 3:05 AM');
  });

  it("deletes after the confirmation, with the spec's notification, down to the empty state", async () => {
    signInAs('arranger');
    const calls = messagesGateway([message(9, 'ruth_l@example.com', 'Thinking of you', '2026-11-20T18:05:00.000Z')]);
    const { user } = renderApp(`${FAMILY_VIEW}?tab=messages`);
    await user.click(await screen.findByRole('button', { name: 'Delete the message from ruth_l@example.com' }));
    const dialog = await screen.findByRole('dialog', { name: CONTACT_MESSAGES.deleteConfirm });
    expect(within(dialog).getByText(CONTACT_MESSAGES.deleteConfirmText)).toBeInTheDocument();
    // Cancel deletes nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.filter((c) => c.op === 'DeleteFamilyMessage')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Delete the message from ruth_l@example.com' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: CONTACT_MESSAGES.deleteConfirm })).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText(CONTACT_MESSAGES.deleted)).toBeInTheDocument();
    expect(await screen.findByText(CONTACT_MESSAGES.none)).toBeInTheDocument();
    expect(calls.find((c) => c.op === 'DeleteFamilyMessage')?.variables).toEqual({ opi: 'CS-1000-0001', id: 9 });
  });

  it("hides and shows the Contact Family form with the spec's notifications", async () => {
    signInAs('arranger');
    const calls = messagesGateway([]);
    const { user } = renderApp(`${FAMILY_VIEW}?tab=messages`);
    await screen.findByText(CONTACT_MESSAGES.none);
    const toggle = await screen.findByRole('switch', { name: HIDE_CONTACT_LABEL });
    expect(screen.getByText(CONTACT_MESSAGES.none)).toBeInTheDocument();
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    expect(await screen.findByText(translate('en', CONTACT_MESSAGES, 'hidden', { hide: true }))).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('switch', { name: HIDE_CONTACT_LABEL })).toBeChecked());
    await user.click(screen.getByRole('switch', { name: HIDE_CONTACT_LABEL }));
    expect(await screen.findByText(translate('en', CONTACT_MESSAGES, 'hidden', { hide: false }))).toBeInTheDocument();
    expect(calls.filter((c) => c.op === 'SetContactFamilyHidden').map((c) => c.variables)).toEqual([
      { opi: 'CS-1000-0001', hide: true },
      { opi: 'CS-1000-0001', hide: false },
    ]);
  });

  it('is not offered to visitors or to the family without access', async () => {
    const calls = messagesGateway([]);
    server.use(graphql.query('MemorialPage', () => HttpResponse.json({ data: memorialPageData(memorialDecedent({ hasAccess: false })) })));
    const { unmount } = renderApp(`${PUBLIC_PAGE}?tab=messages`);
    await memorialPageShown();
    expect(screen.queryByRole('tab', { name: 'Messages' })).not.toBeInTheDocument();
    unmount();
    signInAs('arranger');
    renderApp(`${FAMILY_VIEW}?tab=messages`);
    await memorialPageShown();
    expect(screen.queryByRole('tab', { name: 'Messages' })).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Obituary', selected: true })).toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});
