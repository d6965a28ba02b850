import { afterEach, describe, expect, it, vi } from 'vitest';
import { graphql, HttpResponse } from 'msw';
import { within } from '@testing-library/react';
import { CONTACT_MESSAGES, SCREENING_NOTICES, translate } from '@memorial/schema';
import { server } from '../../test/server';
import { memorialDecedent, memorialPageData } from '../../test/fixtures';
import { screeningOf } from '../../test/screeningFixtures';
import { renderApp, screen, signInAs } from '../../test/render';
import { localeStore } from '../i18n';

// Issue 32: a Contact Family message the screening holds (likely spam) is not mailed; the family finds it only under a
// collapsed Held group, with its reason, Release (then it is mailed like any other) and Delete.

const FAMILY_VIEW = '/app/memories/eleanor-whitmore-obituary/CS-1000-0001?tab=messages';
const OPI = 'CS-1000-0001';

const message = (id: number, email: string, text: string, screening: unknown = null) => ({
  __typename: 'FamilyMessage',
  id,
  email,
  message: text,
  createdAt: '2026-11-20T18:05:00.000Z',
  screening,
});

const SPAM = message(
  7,
  'deals@spam.example',
  'Cheap loans at http://loans.example',
  screeningOf('LIKELY_SPAM', ['1 link to an unknown site']),
);
const SPAM2 = message(8, 'crypto@spam.example', 'Bitcoin gains', screeningOf('LIKELY_SPAM', ['selling words']));
const KIND = message(9, 'ruth_l@example.com', 'Thinking of you all', screeningOf('CLEAR'));
const ODD = message(10, 'sam@example.com', 'Call me at 650 555 0100', screeningOf('REVIEW', ['a phone number']));

function gateway(initial: Array<ReturnType<typeof message>>) {
  signInAs('arranger');
  let list = [...initial];
  const calls = { released: [] as unknown[], deleted: [] as unknown[] };
  server.use(
    graphql.query('MemorialPage', () => HttpResponse.json({ data: memorialPageData(memorialDecedent({ hasAccess: true })) })),
    graphql.query('FamilyMessages', () =>
      HttpResponse.json({ data: { decedent: { __typename: 'Decedent', id: 1, hideContactFamily: false }, familyMessages: list } }),
    ),
    graphql.mutation('ReleaseFamilyMessages', ({ variables }) => {
      calls.released.push(variables);
      const ids = variables['ids'] as number[];
      list = list.map((m) => (ids.includes(m.id) ? { ...m, screening: { ...(m.screening as object), held: false } } : m));
      return HttpResponse.json({
        data: {
          releaseFamilyMessages: {
            __typename: 'ReleaseFamilyMessagesResult',
            message: translate('en', SCREENING_NOTICES, 'messagesReleased', { count: ids.length }),
            messages: list.filter((m) => ids.includes(m.id)),
          },
        },
      });
    }),
    graphql.mutation('DeleteFamilyMessage', ({ variables }) => {
      calls.deleted.push(variables);
      list = list.filter((m) => m.id !== variables['id']);
      return HttpResponse.json({
        data: { deleteFamilyMessage: { __typename: 'DeleteFamilyMessageResult', id: variables['id'], message: CONTACT_MESSAGES.deleted } },
      });
    }),
  );
  return calls;
}

afterEach(async () => {
  await localeStore.set('en');
});

describe('held Contact Family messages', { timeout: 30_000 }, () => {
  it('keeps them under a collapsed Held group; the others as before, a doubtful one with its words', async () => {
    gateway([SPAM, KIND, ODD, SPAM2]);
    const { user } = renderApp(FAMILY_VIEW);
    const list = await screen.findByRole('list', { name: 'Messages from visitors' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).queryByText('Looks fine')).not.toBeInTheDocument();
    expect(within(list).getByText('Worth a look')).toBeInTheDocument();
    expect(within(list).getByText('a phone number')).toBeInTheDocument();
    expect(screen.queryByText('Cheap loans at http://loans.example')).not.toBeInTheDocument();

    const group = screen.getByRole('button', { name: 'Held (2)' });
    expect(group).toHaveAttribute('aria-expanded', 'false');
    await user.click(group);
    expect(group).toHaveAttribute('aria-expanded', 'true');
    const held = await screen.findByRole('list', { name: 'Held (2)' });
    expect(within(held).getByText('Cheap loans at http://loans.example')).toBeInTheDocument();
    expect(within(held).getAllByText('Likely spam')).toHaveLength(2);
    expect(within(held).getByText('1 link to an unknown site')).toBeInTheDocument();
    expect(within(held).getByRole('button', { name: 'Delete the message from deals@spam.example' })).toBeInTheDocument();
  });

  it('Release sends the one message and it joins the others; Release all sends the rest', async () => {
    const calls = gateway([SPAM, KIND, SPAM2]);
    const { user } = renderApp(FAMILY_VIEW);
    await user.click(await screen.findByRole('button', { name: 'Held (2)' }));
    await user.click(await screen.findByRole('button', { name: 'Release the message from deals@spam.example' }));
    expect(await screen.findAllByText('Message released to the family')).not.toHaveLength(0);
    expect(calls.released).toEqual([{ opi: OPI, ids: [7] }]);
    const list = screen.getByRole('list', { name: 'Messages from visitors' });
    await vi.waitFor(() => expect(within(list).getByText('Cheap loans at http://loans.example')).toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Held (1)' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Release all' }));
    await vi.waitFor(() => expect(calls.released.at(-1)).toEqual({ opi: OPI, ids: [8] }));
    await vi.waitFor(() => expect(screen.queryByRole('button', { name: /^Held/ })).not.toBeInTheDocument());
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
  });

  it('deletes a held message after the confirmation', async () => {
    const calls = gateway([SPAM, KIND]);
    const { user } = renderApp(FAMILY_VIEW);
    await user.click(await screen.findByRole('button', { name: 'Held (1)' }));
    await user.click(await screen.findByRole('button', { name: 'Delete the message from deals@spam.example' }));
    const dialog = await screen.findByRole('dialog', { name: CONTACT_MESSAGES.deleteConfirm });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(CONTACT_MESSAGES.deleted)).toBeInTheDocument();
    expect(calls.deleted).toEqual([{ opi: OPI, id: 7 }]);
    await vi.waitFor(() => expect(screen.queryByRole('button', { name: /^Held/ })).not.toBeInTheDocument());
  });

  it('speaks Spanish', async () => {
    await localeStore.set('es');
    gateway([message(7, 'deals@spam.example', 'Préstamos baratos', screeningOf('LIKELY_SPAM', [], { levelText: 'Probable spam' })), KIND]);
    const { user } = renderApp(FAMILY_VIEW);
    const group = await screen.findByRole('button', { name: 'Retenidos (1)' });
    await user.click(group);
    expect(await screen.findByText(/Estos mensajes parecen spam/)).toBeInTheDocument();
    expect(screen.getByText('Probable spam')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Liberar el mensaje de deals@spam.example' })).toHaveTextContent('Liberar');
    expect(screen.getByRole('button', { name: 'Liberar todos' })).toBeInTheDocument();
  });
});
