import { describe, expect, it } from 'vitest';
import { graphql, HttpResponse } from 'msw';
import { fireEvent, render, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { OBITUARY_MESSAGES } from '@memorial/schema';
import { server } from '../../test/server';
import { memorialDecedent } from '../../test/fixtures';
import { screen, signInAs } from '../../test/render';
import { FakeWsClient } from '../../test/fakeWs';
import { createApolloClient } from '../../app/apollo';
import { AppProviders } from '../../app/AppProviders';
import { ObituaryDialog } from './ObituaryDialog';

function decedent(over: Record<string, unknown> = {}) {
  const base = memorialDecedent({ prefix: 'Mrs', firstName: 'Eleanor', middleName: 'Grace', lastName: 'Whitmore', hasAccess: true });
  return { ...base, obituary: { ...base.obituary, audioFileUrl: '/media/demo/message.mp3' }, ...over };
}

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

function mockSave() {
  const saves: Record<string, unknown>[] = [];
  server.use(
    graphql.mutation('SaveLifeOf', ({ variables }) => {
      saves.push(variables);
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
    expect(saves[0]!['input']).toMatchObject({ lifeOfTitle: 'A gardener', lifeOfDescription: 'Roses and tomatoes.' });
    expect((saves[0]!['input'] as Record<string, string>)['obituary']).toContain('Eleanor Grace Whitmore, beloved mother');
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Headline' })).toBeNull());
  });

  it('locked: the family reads the locked message and cannot edit', async () => {
    signInAs('arranger');
    renderDialog(decedent({ obituaryIsLocked: true }));
    expect(await screen.findByText(OBITUARY_MESSAGES.locked)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit obituary and life story' })).toBeNull();
  });
});
