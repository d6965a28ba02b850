import { describe, expect, it, vi } from 'vitest';
import { graphql, HttpResponse } from 'msw';
import { within } from '@testing-library/react';
import { EVENT_MESSAGES } from '@memorial/schema';
import { server } from '../../test/server';
import { eventFixture, eventList } from '../../test/fixtures';
import { renderApp, screen, signInAs } from '../../test/render';
import { headerDecedent } from '../../test/arrangementFixtures';

// The family reads the services on the funeral home's clock; theirs (here Berlin's) in brackets.
vi.hoisted(() => {
  process.env['TZ'] = 'Europe/Berlin';
});

const PAGE = '/app/CS-1000-0001/scheduledServices?onePortal=true';

function gateway(events: Record<string, unknown>) {
  const variables: Record<string, unknown>[] = [];
  server.use(
    graphql.query('ScheduledServicesPage', ({ variables: v }) => {
      variables.push(v);
      return HttpResponse.json({
        data: {
          decedent: { ...headerDecedent(), funeralHome: { __typename: 'FuneralHome', code: 'CFS', name: 'Cypress Lawn Funeral Services' } },
          events,
        },
      });
    }),
  );
  return variables;
}

const facts = (card: HTMLElement) =>
  Object.fromEntries(
    within(card)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );

describe('Scheduled Services', () => {
  it("shows the case's own services from the graph, not a sample: where, the date, the time with its zone, the live stream", async () => {
    signInAs('arranger');
    const visitation = eventFixture({
      id: 1,
      eventName: 'Visitation',
      chapelName: null,
      url: null,
      startsAt: '2025-12-02T01:00:00.000Z',
      endsAt: '2025-12-02T03:00:00.000Z',
    });
    const variables = gateway(eventList([visitation, eventFixture()], [eventFixture({ id: 9, eventName: 'Prayer Vigil', isPast: true })]));
    renderApp(PAGE);
    expect(await screen.findByRole('heading', { level: 1, name: 'Scheduled Services' })).toBeInTheDocument();
    // The heading is the page's frame, there before its query is sent: the variables are read once a service shows.
    const card = await screen.findByRole('article', { name: 'Visitation' });
    expect(variables[0]).toEqual({ opi: 'CS-1000-0001', timezone: 'Europe/Berlin' });
    expect(facts(card)).toEqual({
      Location: 'Cypress Lawn Funeral Services, 1370 El Camino Real, Colma, CA 94014, United States',
      Date: 'December 01, 2025',
      Time: '5:00 PM – 7:00 PM PST(December 02, 2025, 2:00 AM – 4:00 AM CET your time)',
    });
    const funeral = screen.getByRole('article', { name: 'Funeral Service' });
    expect(facts(funeral)).toMatchObject({
      Location: 'Cypress Lawn Funeral Services · Noble Chapel, 1370 El Camino Real, Colma, CA 94014, United States',
      Date: 'November 28, 2026',
      Time: '10:00 AM – 11:30 AM PST(7:00 PM – 8:30 PM CET your time)',
    });
    expect(within(funeral).getByRole('link', { name: /Watch the live stream/ })).toHaveAttribute(
      'href',
      'https://livestream.example.com/eleanor-whitmore',
    );
    const past = screen.getByRole('region', { name: 'Past services' });
    expect(within(past).getByRole('article', { name: 'Prayer Vigil' })).toBeInTheDocument();
    // The fixed sample card is gone.
    expect(screen.queryByText(/It is an example/)).toBeNull();
    expect(screen.queryByText('Catherine Reyes')).toBeNull();

    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(crumbs).toHaveTextContent('Dashboard›Arrangements Summary›Scheduled Services');
    expect(within(crumbs).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/obituaries/app');
    expect(within(crumbs).getByRole('link', { name: 'Arrangements Summary' })).toHaveAttribute(
      'href',
      '/obituaries/app/CS-1000-0001/arrangements?onePortal=true',
    );
    expect(document.title).toBe('Scheduled Services · Family Website');
  });

  it('none scheduled: the spec\'s "No upcoming events"', async () => {
    signInAs('arranger');
    gateway(eventList());
    renderApp(PAGE);
    expect(await screen.findByText(EVENT_MESSAGES.noUpcoming)).toBeInTheDocument();
    expect(screen.queryByRole('article')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Past services' })).toBeNull();
  });
});
