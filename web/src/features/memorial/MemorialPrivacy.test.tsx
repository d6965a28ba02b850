import { describe, expect, it } from 'vitest';
import { graphql, HttpResponse } from 'msw';
import { within } from '@testing-library/react';
import { MESSAGES, translate } from '@memorial/schema';
import { server } from '../../test/server';
import { memorialDecedent, memorialPageData } from '../../test/fixtures';
import { memorialPageShown, renderApp, screen, signInAs } from '../../test/render';
import { MEMORIAL_TEXTS } from '@memorial/schema';

const PRIVACY_LABEL = MEMORIAL_TEXTS.privacy;

const PUBLIC_PAGE = '/name/eleanor-whitmore-obituary/CS-1000-0001';
const FAMILY_VIEW = '/app/memories/eleanor-whitmore-obituary/CS-1000-0001';

function pageAnswers(decedent: Record<string, unknown>) {
  server.use(graphql.query('MemorialPage', () => HttpResponse.json({ data: memorialPageData(decedent) })));
}

/** The gateway's answer: the flag as stored and the spec message. */
function privacyAnswers() {
  const sent: Record<string, unknown>[] = [];
  server.use(
    graphql.mutation('SetPagePrivacy', ({ variables }) => {
      sent.push(variables);
      const isPrivate = variables['isPrivate'] === true;
      return HttpResponse.json({
        data: {
          setDecedentPrivacy: { __typename: 'PrivacyResult', isPrivate, message: translate('en', MESSAGES, 'privacy', { on: isPrivate }) },
        },
      });
    }),
  );
  return sent;
}

const actions = () => screen.getByRole('navigation', { name: 'Memorial actions' });

describe('Set obituary to private (memorial-portal 2, actions list)', () => {
  it('lets the signed-in family with access turn page privacy on and off, with Privacy turned On/Off.', async () => {
    signInAs('arranger');
    pageAnswers(memorialDecedent({ hasAccess: true }));
    const sent = privacyAnswers();
    const { user } = renderApp(FAMILY_VIEW);
    await memorialPageShown();

    const toggle = within(actions()).getByRole('switch', { name: PRIVACY_LABEL });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    expect(await screen.findByText('Privacy turned On.')).toBeInTheDocument();
    expect(within(actions()).getByRole('switch', { name: PRIVACY_LABEL })).toBeChecked();

    await user.click(within(actions()).getByRole('switch', { name: PRIVACY_LABEL }));
    expect(await screen.findByText('Privacy turned Off.')).toBeInTheDocument();
    expect(within(actions()).getByRole('switch', { name: PRIVACY_LABEL })).not.toBeChecked();
    expect(sent).toEqual([
      { opi: 'CS-1000-0001', isPrivate: true },
      { opi: 'CS-1000-0001', isPrivate: false },
    ]);
  });

  it('is in the phone Actions menu too, showing the current state', async () => {
    signInAs('arranger');
    pageAnswers(memorialDecedent({ hasAccess: true, isPrivate: true }));
    const sent = privacyAnswers();
    const { user } = renderApp(FAMILY_VIEW);
    await memorialPageShown();
    await user.click(screen.getByRole('button', { name: 'More' }));
    const menu = await screen.findByRole('menu');
    await user.click(within(menu).getByRole('menuitem', { name: `${PRIVACY_LABEL}: On` }));
    expect(await screen.findByText('Privacy turned Off.')).toBeInTheDocument();
    expect(await within(menu).findByRole('menuitem', { name: `${PRIVACY_LABEL}: Off` })).toBeInTheDocument();
    expect(sent).toEqual([{ opi: 'CS-1000-0001', isPrivate: false }]);
  });

  it('is not offered to visitors, nor to a signed-in family member without access to this website', async () => {
    pageAnswers(memorialDecedent());
    const { unmount } = renderApp(PUBLIC_PAGE);
    await memorialPageShown();
    expect(within(actions()).getByRole('link', { name: 'Share a Memory' })).toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: PRIVACY_LABEL })).not.toBeInTheDocument();
    unmount();

    signInAs('arranger');
    pageAnswers(memorialDecedent({ hasAccess: false }));
    renderApp(FAMILY_VIEW);
    await memorialPageShown();
    expect(within(actions()).getByRole('link', { name: 'Back to Family portal' })).toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: PRIVACY_LABEL })).not.toBeInTheDocument();
  });
});
