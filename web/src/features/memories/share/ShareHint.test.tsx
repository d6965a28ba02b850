import { describe, expect, it } from 'vitest';
import { graphql, HttpResponse } from 'msw';
import { SHARE_HINT } from '@memorial/schema';
import { addressListHandlers } from '../../../test/addressLists';
import { server } from '../../../test/server';
import { sharePageData } from '../../../test/memoryFixtures';
import { renderApp, screen } from '../../../test/render';
import { policyFlagKey } from './ShareMemoryPage';

// Issue 29, item 4: a disabled Share button says what is missing, in a visible hint it is described by.

const SHARE = '/name/eleanor-whitmore-obituary/CS-1000-0001/share';

describe('the disabled Share button', { timeout: 30_000 }, () => {
  it('is described by a visible hint naming what is missing, gone once there is something to share', async () => {
    sessionStorage.setItem(policyFlagKey('CS-1000-0001'), 'true');
    server.use(
      graphql.query('ShareMemoryPage', () => HttpResponse.json({ data: sharePageData({}) })),
      ...addressListHandlers([{ fips: '06081', name: 'San Mateo County', stateCode: 'CA' }]),
    );
    const { user } = renderApp(SHARE);
    await screen.findByRole('heading', { level: 1, name: 'Share Your Memories About Eleanor Grace Whitmore' });
    const share = screen.getByRole('button', { name: 'Share' });
    expect(share).toBeDisabled();
    expect(share).toHaveAccessibleDescription(SHARE_HINT.nothingToShare);
    expect(screen.getByText(SHARE_HINT.nothingToShare)).toBeVisible();

    await user.type(screen.getByRole('textbox', { name: 'Memory title' }), 'Room 114');
    expect(share).toBeEnabled();
    expect(share).not.toHaveAttribute('aria-describedby');
    expect(screen.queryByText(SHARE_HINT.nothingToShare)).not.toBeInTheDocument();
  });
});
