import { describe, expect, it } from 'vitest';
import { configure, within } from '@testing-library/react';
import { renderApp, screen, signInAs } from '../../../test/render';
import { findForm, mockCertificatePage } from '../../../test/certificateKit';

// The page holds eight forms: role queries skip the costly visibility check.
configure({ defaultHidden: true });

const PAGE = '/app/CS-1000-0001/certificateDetails';

describe('Biography and Death Certificate Information: the section links', { timeout: 45_000 }, () => {
  it('move focus to the heading of the section they jump to, so the keyboard and a screen reader go on from there', async () => {
    signInAs('arranger');
    mockCertificatePage();
    const { user } = renderApp(PAGE);
    await findForm('Next of Kin Details');
    const nav = screen.getByRole('navigation', { name: 'Sections' });

    for (const title of ['Next of Kin Details', 'Residential Details', 'Death Certificate Information']) {
      await user.click(within(nav).getByRole('link', { name: new RegExp(title) }));
      const heading = screen.getByRole('heading', { level: 2, name: new RegExp(title) });
      expect(document.activeElement).toBe(heading);
      expect(heading).toHaveAttribute('tabindex', '-1');
    }

    // From the keyboard too: Enter on a link.
    within(nav)
      .getByRole('link', { name: /Veteran Details/ })
      .focus();
    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: /Veteran Details/ }));
  });
});
