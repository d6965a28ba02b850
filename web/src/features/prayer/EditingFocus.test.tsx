import { describe, expect, it } from 'vitest';
import { graphql, HttpResponse } from 'msw';
import { waitFor } from '@testing-library/react';
import { PRAYER_DESIGNER_TEXTS as T, PRAYER_MESSAGES } from '@memorial/schema';
import { server } from '../../test/server';
import { renderApp, screen, signInAs } from '../../test/render';
import { headerDecedent } from '../../test/arrangementFixtures';
import { answeredCard, OPI } from './prayer.fixtures';

// Issue 29, item 4: EDIT CARD and SAVE CARD left focus on the page body (the pressed button goes away). Focus goes to
// edit mode's first field, and back to EDIT CARD after SAVE CARD or CANCEL.

// The demo's Garden Roses card, saved and not yet edited.
const card = answeredCard({ templateId: 3, templateName: 'Garden Roses', imageURL: '/media/prayer/3-front.png?sig=a' });

function mockPrayer() {
  server.use(
    graphql.query('PrayerCardPage', () => HttpResponse.json({ data: { decedent: headerDecedent(), prayerCard: card } })),
    graphql.query('PrayerChoices', () =>
      HttpResponse.json({
        data: {
          poems: [{ __typename: 'Poem', id: 7, title: 'Crossing the Bar', content: 'Sunset and evening star', author: null }],
          prayerCardLocations: [],
        },
      }),
    ),
    graphql.query('PrayerCardTemplatesWeb', () => HttpResponse.json({ data: { prayerCardTemplates: [] } })),
    graphql.mutation('SavePrayerCardWeb', () =>
      HttpResponse.json({
        data: {
          savePrayerCard: { __typename: 'PrayerCardResult', message: PRAYER_MESSAGES.saved, card: { __typename: 'PrayerCard', opi: OPI } },
        },
      }),
    ),
  );
}

describe('EDIT CARD and SAVE CARD keep focus', { timeout: 30_000 }, () => {
  it('EDIT CARD focuses the first field of edit mode; SAVE CARD and CANCEL give focus back to EDIT CARD', async () => {
    signInAs('arranger');
    mockPrayer();
    const { user } = renderApp(`/app/${OPI}/prayerCreation`);
    await user.click(await screen.findByRole('button', { name: T.editCard }));
    const poem = await screen.findByPlaceholderText(T.selectPoem);
    await waitFor(() => expect(poem).toHaveFocus());

    await user.click(screen.getByRole('button', { name: T.saveCard }));
    const edit = await screen.findByRole('button', { name: T.editCard });
    await waitFor(() => expect(edit).toHaveFocus());

    await user.click(edit);
    await user.click(await screen.findByRole('button', { name: T.cancel }));
    await waitFor(() => expect(screen.getByRole('button', { name: T.editCard })).toHaveFocus());
  });
});
