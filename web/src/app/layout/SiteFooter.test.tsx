import { describe, expect, it, vi } from 'vitest';
import { within } from '@testing-library/react';
import { MESSAGES, translate } from '@memorial/schema';
import { renderApp, screen, signInAs } from '../../test/render';

describe('site footer', () => {
  it('shows four funeral-home logos, without the cremation providers, and the copyright line of this year', async () => {
    renderApp('/');
    const footer = await screen.findByRole('contentinfo');
    const logos = within(footer).getAllByRole('img');
    expect(logos.map((logo) => logo.getAttribute('aria-label'))).toEqual([
      'Cypress Lawn Funeral Services logo',
      'Chapel of the North Gate logo',
      'Mission Dolores Chapel logo',
      'Sunset Sequoia Oaks Mortuary logo',
    ]);
    expect(within(footer).queryByText(/Cremation/)).not.toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: '(650) 550-2300' })).toHaveAttribute('href', 'tel:+16505502300');
    expect(
      within(footer).getByText(
        translate('en', MESSAGES, 'copyrightLine', { year: String(new Date().getFullYear()), home: 'Cypress Lawn Funeral Services' }),
      ),
    ).toBeInTheDocument();
  });

  it('the copyright year is the current year, read when the footer is shown (not a constant of the build)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date('2031-01-01T08:00:00Z'));
      renderApp('/');
      const footer = await screen.findByRole('contentinfo');
      expect(
        within(footer).getByText(translate('en', MESSAGES, 'copyrightLine', { year: String(2031), home: 'Cypress Lawn Funeral Services' })),
      ).toBeInTheDocument();
      expect(within(footer).queryByText(/© 2026/)).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it("staff screens have the copyright line only, without the visitors' funeral homes and telephone numbers", async () => {
    signInAs('admin');
    renderApp('/admin');
    await screen.findByRole('heading', { name: 'Staff Area' });
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).queryByRole('heading', { name: 'Our funeral homes' })).not.toBeInTheDocument();
    expect(within(footer).queryAllByRole('link')).toHaveLength(0);
    expect(
      within(footer).getByText(
        translate('en', MESSAGES, 'copyrightLine', { year: String(new Date().getFullYear()), home: 'Cypress Lawn Funeral Services' }),
      ),
    ).toBeInTheDocument();
  });
});
