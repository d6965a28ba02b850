import { describe, expect, it } from 'vitest';
import { graphql, HttpResponse } from 'msw';
import { waitFor, within } from '@testing-library/react';
import { server } from '../test/server';
import { expectPath, renderApp, screen, signInAs } from '../test/render';
import { FAMILY_STEPS, summary } from '../test/arrangementFixtures';
import { sharePageData } from '../test/memoryFixtures';
import { addressListHandlers } from '../test/addressLists';

// Issue 29, item 4: Escape closes the login and the disclaimer dialogs; after the last policy Accept focus goes to
// the screen's heading, not the page body.

const SUMMARY = '/app/CS-1000-0001/arrangements';
const SHARE = '/name/eleanor-whitmore-obituary/CS-1000-0001/share';

function policyNotAccepted() {
  signInAs('arranger');
  server.use(
    graphql.query('ArrangementsSummaryPage', () =>
      HttpResponse.json({ data: { arrangementSummary: summary(FAMILY_STEPS, { haveAcceptPolicy: false }) } }),
    ),
    graphql.mutation('AcceptPolicy', () =>
      HttpResponse.json({ data: { acceptPolicy: { __typename: 'PolicyResult', haveAcceptPolicy: true } } }),
    ),
    graphql.query('DashboardPage', () =>
      HttpResponse.json({ data: { myCases: { __typename: 'MyCases', activeCases: [], closedCases: [] } } }),
    ),
  );
}

function sharePage() {
  server.use(
    graphql.query('ShareMemoryPage', () => HttpResponse.json({ data: sharePageData({}) })),
    ...addressListHandlers([{ fips: '06081', name: 'San Mateo County', stateCode: 'CA' }]),
  );
}

describe('dialogs and focus', { timeout: 30_000 }, () => {
  it('Escape closes the login dialog', async () => {
    const { user } = renderApp('/');
    await screen.findByRole('dialog', { name: 'Login to your Family Website' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Login to your Family Website' })).not.toBeInTheDocument());
  });

  it('Escape on the arrangements disclaimer declines it: back to the dashboard', async () => {
    policyNotAccepted();
    const { user, currentPath } = renderApp(SUMMARY);
    await screen.findByRole('dialog', { name: 'Before you begin' });
    await user.keyboard('{Escape}');
    await expectPath(currentPath, '/app');
  });

  it('accepting the arrangements policy puts focus on the step heading', async () => {
    policyNotAccepted();
    const { user } = renderApp(SUMMARY);
    const dialog = await screen.findByRole('dialog', { name: 'Before you begin' });
    await user.click(within(dialog).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Before you begin' })).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveFocus());
  });

  it('the second Accept of the share policy puts focus on the form heading', async () => {
    sharePage();
    const { user } = renderApp(SHARE);
    await user.click(within(await screen.findByRole('dialog', { name: 'Copyright Disclaimer' })).getByRole('button', { name: 'Accept' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Privacy Policy' })).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1, name: 'Share Your Memories About Eleanor Grace Whitmore' })).toHaveFocus(),
    );
  });
});
