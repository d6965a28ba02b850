import { describe, expect, it } from 'vitest';
import { graphql, HttpResponse } from 'msw';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { PRAYER_MESSAGES } from '@memorial/schema';
import { server } from '../../test/server';
import { createApolloClient } from '../../app/apollo';
import { AppProviders } from '../../app/AppProviders';
import { FakeWsClient } from '../../test/fakeWs';
import { TemplateChooser, type ChooserCard } from './TemplateChooser';
import type { PrayerOutputCard } from './cardFragment';
import { answeredCard, OPI } from './prayer.fixtures';

const NAMES = ['Dove at Dawn', 'Lilies', 'Sunset Shore'];

/** The versions the choices were made from (issue 27). */
const versions: unknown[] = [];

function mockTemplates() {
  const chosen: unknown[] = [];
  versions.length = 0;
  server.use(
    graphql.query('PrayerCardTemplatesWeb', () =>
      HttpResponse.json({
        data: {
          prayerCardTemplates: NAMES.map((name, i) => ({
            __typename: 'PrayerCardTemplate',
            id: 10 + i,
            templateId: i + 1,
            name,
            thumbnailURL: `/media/prayer/${i + 1}-thumb.png?sig=t`,
          })),
        },
      }),
    ),
    graphql.mutation('ChoosePrayerTemplateWeb', ({ variables }) => {
      chosen.push(variables['templateId']);
      versions.push(variables['version']);
      const id = variables['templateId'] as number;
      return HttpResponse.json({
        data: {
          choosePrayerTemplate: {
            __typename: 'PrayerCardResult',
            message: PRAYER_MESSAGES.templateChosen,
            card: answeredCard({ templateId: id, templateName: NAMES[id - 1] }),
          },
        },
      });
    }),
  );
  return chosen;
}

function renderChooser(card: ChooserCard | null, locked = false) {
  const got: PrayerOutputCard[] = [];
  const router = createMemoryRouter(
    [{ path: '*', element: <TemplateChooser opi={OPI} card={card} locked={locked} onChosen={(c) => got.push(c)} /> }],
    { initialEntries: [`/app/${OPI}/prayerCreation`] },
  );
  render(
    <AppProviders client={createApolloClient({ wsClient: new FakeWsClient() })} env="test">
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { got, user: userEvent.setup() };
}

describe('TemplateChooser', () => {
  it('with no card, lists the templates as buttons (thumbnail and name) and chooses one at once', async () => {
    const chosen = mockTemplates();
    const { got, user } = renderChooser({ templateId: null, isCustom: false });
    const lilies = await screen.findByRole('button', { name: 'Choose Lilies' });
    expect(within(lilies).getByRole('presentation')).toHaveAttribute('src', '/media/prayer/2-thumb.png?sig=t');
    expect(screen.getAllByRole('button', { name: /^Choose / })).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Upload your own photo' })).toBeEnabled();
    await user.click(lilies);
    await waitFor(() => expect(chosen).toEqual([2]));
    await waitFor(() => expect(got.map((c) => c.templateName)).toEqual(['Lilies']));
    // The whole card comes back unmasked: the screen can show its four pages.
    expect(got[0]!.pages).toHaveLength(4);
  });

  it("with a card, 'Change Prayer Card' asks first; Cancel changes nothing, confirming offers the grid with the current card marked", async () => {
    const chosen = mockTemplates();
    const { got, user } = renderChooser({ templateId: 2, templateName: 'Lilies', isCustom: false, version: 4 });
    expect(screen.getByText('Lilies')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Choose / })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Change Prayer Card' }));
    let ask = await screen.findByRole('dialog', { name: PRAYER_MESSAGES.changeConfirmTitle });
    expect(ask).toHaveTextContent(PRAYER_MESSAGES.changeConfirm);
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(chosen).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Change Prayer Card' }));
    ask = await screen.findByRole('dialog', { name: PRAYER_MESSAGES.changeConfirmTitle });
    await user.click(within(ask).getByRole('button', { name: 'Yes, change it' }));
    const grid = await screen.findByRole('dialog', { name: 'Choose a prayer card' });
    const current = await within(grid).findByRole('button', { name: 'Lilies Your card' });
    expect(current).toHaveAttribute('aria-pressed', 'true');
    expect(current).toBeDisabled();
    await user.click(within(grid).getByRole('button', { name: 'Choose Sunset Shore' }));
    await waitFor(() => expect(chosen).toEqual([3]));
    // The new template replaces the card as shown: its version goes with the choice (issue 27).
    expect(versions).toEqual([4]);
    await waitFor(() => expect(got.map((c) => c.templateName)).toEqual(['Sunset Shore']));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Choose a prayer card' })).not.toBeInTheDocument());
  });

  it('locked: Change Prayer Card and the templates are disabled', async () => {
    mockTemplates();
    renderChooser({ templateId: 2, templateName: 'Lilies', isCustom: false }, true);
    expect(screen.getByRole('button', { name: 'Change Prayer Card' })).toBeDisabled();
    const { got } = renderChooser({ templateId: null, isCustom: false }, true);
    for (const b of await screen.findAllByRole('button', { name: /^Choose / })) expect(b).toBeDisabled();
    expect(screen.getAllByRole('button', { name: 'Upload your own photo' }).every((b) => (b as HTMLButtonElement).disabled)).toBe(true);
    expect(got).toEqual([]);
  });
});
