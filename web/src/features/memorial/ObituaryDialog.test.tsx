import { describe, expect, it } from 'vitest';
import { graphql, HttpResponse } from 'msw';
import { fireEvent, render, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { OBITUARY_MESSAGES, SAVE_CONFLICT } from '@memorial/schema';
import { server } from '../../test/server';
import { gqlError, memorialDecedent } from '../../test/fixtures';
import { screen, signInAs } from '../../test/render';
import { FakeWsClient } from '../../test/fakeWs';
import { createApolloClient } from '../../app/apollo';
import { AppProviders } from '../../app/AppProviders';
import { ObituaryDialog } from './ObituaryDialog';

function decedent(over: Record<string, unknown> = {}) {
  const base = memorialDecedent({ prefix: 'Mrs', firstName: 'Eleanor', middleName: 'Grace', lastName: 'Whitmore', hasAccess: true });
  return { ...base, obituary: { ...base.obituary, audioFileUrl: '/media/demo/message.mp3' }, ...over };
}

const SENTENCE = 'Catherine Reyes saved the obituary at 3:12 PM, after you opened it.';

function renderDialog(d: Record<string, unknown>) {
  const client = createApolloClient({ wsClient: new FakeWsClient() });
  const router = createMemoryRouter([{ path: '/', element: <ObituaryDialog decedent={d as never} opened onClose={() => {}} /> }]);
  render(
    <AppProviders client={client} env="test">
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return userEvent.setup();
}

/** What the edit form reads when editing starts (and again after a conflict): the record at `version`. */
const editRecord = (version: number, over: Record<string, unknown> = {}) => {
  const d = decedent();
  return {
    __typename: 'Decedent',
    id: 1,
    obituaryVersion: version,
    lifeOfTitle: d.lifeOfTitle,
    lifeOfDescription: d.lifeOfDescription,
    obituary: { __typename: 'ObituaryView', obituary: d.obituary.obituary },
    ...over,
  };
};

function mockSave({ refuseFirst = false, reads = [editRecord(2)] }: { refuseFirst?: boolean; reads?: unknown[] } = {}) {
  const saves: Record<string, unknown>[] = [];
  let read = 0;
  server.use(
    graphql.query('ObituaryEdit', () => HttpResponse.json({ data: { decedent: reads[Math.min(read++, reads.length - 1)] } })),
    graphql.mutation('SaveLifeOf', ({ variables }) => {
      saves.push(variables);
      if (refuseFirst && saves.length === 1) return HttpResponse.json({ errors: [gqlError(SENTENCE, 'CONFLICT')] });
      const input = variables['input'] as Record<string, string>;
      return HttpResponse.json({
        data: {
          saveLifeOf: {
            __typename: 'SaveObituaryResult',
            changed: true,
            message: OBITUARY_MESSAGES.updated,
            decedent: {
              __typename: 'Decedent',
              id: 1,
              obituaryVersion: Number(variables['version']) + 1,
              lifeOfTitle: input['lifeOfTitle'],
              lifeOfDescription: input['lifeOfDescription'],
              obituary: { __typename: 'ObituaryView', obituary: input['obituary'], description: 'x' },
            },
          },
        },
      });
    }),
  );
  return saves;
}

describe('the family website obituary dialog', () => {
  it('anonymous viewers see the rendered obituary and the audio only', async () => {
    renderDialog(decedent({ hasAccess: false }));
    expect(await screen.findByText(/Eleanor Grace Whitmore, beloved mother/)).toBeInTheDocument();
    expect(screen.getByLabelText('Audio message about Eleanor Grace Whitmore')).toHaveAttribute('src', '/media/demo/message.mp3');
    expect(screen.queryByRole('button', { name: 'Edit obituary and life story' })).toBeNull();
  });

  it('the family with access edits the obituary, headline and life story; the limits show the spec messages at once', async () => {
    signInAs('arranger');
    const saves = mockSave();
    const user = renderDialog(decedent());
    await user.click(await screen.findByRole('button', { name: 'Edit obituary and life story' }));
    const headline = await screen.findByRole('textbox', { name: 'Headline' });
    expect(headline).toHaveValue('A teacher, a gardener, a friend');
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();

    fireEvent.change(headline, { target: { value: 'h'.repeat(255) } });
    expect(await screen.findByText(OBITUARY_MESSAGES.lifeOfTitleMax)).toBeInTheDocument();
    const story = screen.getByRole('textbox', { name: 'Life story' });
    fireEvent.change(story, { target: { value: 'd'.repeat(10_001) } });
    expect(await screen.findByText(OBITUARY_MESSAGES.lifeOfDescriptionMax)).toBeInTheDocument();
    expect(screen.getByText('10,001 / 10,000 characters')).toBeInTheDocument();

    fireEvent.change(headline, { target: { value: 'A gardener' } });
    fireEvent.change(story, { target: { value: 'Roses and tomatoes.' } });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(OBITUARY_MESSAGES.updated)).toBeInTheDocument();
    expect(saves).toHaveLength(1);
    expect(saves[0]!['version']).toBe(2);
    expect(saves[0]!['input']).toMatchObject({ lifeOfTitle: 'A gardener', lifeOfDescription: 'Roses and tomatoes.' });
    expect((saves[0]!['input'] as Record<string, string>)['obituary']).toContain('Eleanor Grace Whitmore, beloved mother');
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Headline' })).toBeNull());
  });

  it('saved by someone else meanwhile: the typed headline stays beside the saved one; the next save sends the new version (issue 27)', async () => {
    signInAs('arranger');
    const saves = mockSave({ refuseFirst: true, reads: [editRecord(2), editRecord(3, { lifeOfTitle: 'Our teacher' })] });
    const user = renderDialog(decedent());
    await user.click(await screen.findByRole('button', { name: 'Edit obituary and life story' }));
    const headline = await screen.findByRole('textbox', { name: 'Headline' });
    fireEvent.change(headline, { target: { value: 'A gardener' } });
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const panel = await screen.findByRole('region', { name: SAVE_CONFLICT.panelTitle });
    expect(panel).toHaveTextContent(SENTENCE);
    expect(headline).toHaveValue('A gardener');
    const row = screen.getByRole('group', { name: 'Headline' });
    expect(row).toHaveTextContent('Our teacher');
    expect(screen.queryByRole('group', { name: 'Obituary' })).toBeNull();
    await user.click(screen.getByRole('button', { name: `${SAVE_CONFLICT.keepYours}: Headline` }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(OBITUARY_MESSAGES.updated)).toBeInTheDocument();
    expect(saves.map((v) => v['version'])).toEqual([2, 3]);
    expect(saves[1]!['input']).toMatchObject({ lifeOfTitle: 'A gardener' });
  });

  it('locked: the family reads the locked message and cannot edit', async () => {
    signInAs('arranger');
    renderDialog(decedent({ obituaryIsLocked: true }));
    expect(await screen.findByText(OBITUARY_MESSAGES.locked)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit obituary and life story' })).toBeNull();
  });
});
