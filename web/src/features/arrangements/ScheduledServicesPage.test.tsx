import { describe, expect, it } from 'vitest';
import { within } from '@testing-library/react';
import { renderApp, screen, signInAs } from '../../test/render';
import { SAMPLE_VISITATION } from './ScheduledServicesPage';

describe('Scheduled Services', () => {
  it('shows the placeholder Visitation Services card with its sample location, date, time and arranger, under the breadcrumbs', async () => {
    signInAs('arranger');
    renderApp('/app/CS-1000-0001/scheduledServices?onePortal=true');
    expect(await screen.findByRole('heading', { level: 1, name: 'Scheduled Services' })).toBeInTheDocument();

    const card = screen.getByRole('article', { name: 'Visitation Services' });
    const facts = Object.fromEntries(
      within(card)
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(facts).toEqual({
      Location: 'Cypress Lawn Funeral Services, 1370 El Camino Real, Colma, CA 94014',
      Date: SAMPLE_VISITATION.date,
      Time: SAMPLE_VISITATION.time,
      Arranger: SAMPLE_VISITATION.arranger,
    });
    // Said plainly: the card is a sample, not the family's schedule.
    expect(screen.getByText(/It is an example, not your family’s schedule/)).toBeInTheDocument();

    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(crumbs).toHaveTextContent('Dashboard›Arrangements Summary›Scheduled Services');
    expect(within(crumbs).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/obituaries/app');
    expect(within(crumbs).getByRole('link', { name: 'Arrangements Summary' })).toHaveAttribute(
      'href',
      '/obituaries/app/CS-1000-0001/arrangements?onePortal=true',
    );
    expect(document.title).toBe('Scheduled Services · Family Website');
  });
});
