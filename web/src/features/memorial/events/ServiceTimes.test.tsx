import { describe, expect, it, vi } from 'vitest';
import { graphql, HttpResponse } from 'msw';
import { render, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { server } from '../../../test/server';
import { eventFixture, eventList, memorialDecedent, memorialPageData } from '../../../test/fixtures';
import { renderApp, screen, signInAs } from '../../../test/render';
import { RenderSettingContext } from '../../../app/serverRender';
import { serviceWhen, serviceWhenText } from '../../../app/serviceTime';
import { headerDecedent } from '../../../test/arrangementFixtures';
import type { FragmentType } from '../../../gql';
import { EventCard, EventCardFragment } from './EventCard';

// Issue 29 item 7: a visitor in Berlin read a Colma visitation at 5:00 PM as "December 01, 1:00 AM", no zone shown.
// The reader's zone is fixed for this file (the browser's guess is read once, from the process's zone).
vi.hoisted(() => {
  process.env['TZ'] = 'Europe/Berlin';
});

/** Visitation at Cypress Lawn, Colma: Monday, December 1, 2025, 5:00 to 7:00 PM on the funeral home's clock. */
const SAMPLE_COLMA_VISITATION = {
  eventName: 'Visitation',
  startsAt: '2025-12-02T01:00:00.000Z',
  endsAt: '2025-12-02T03:00:00.000Z',
  timeZone: 'America/Los_Angeles',
};
const visitation = eventFixture(SAMPLE_COLMA_VISITATION);

describe("a service's time, on its own clock first and the reader's in brackets", () => {
  it('reads the same instants in the funeral home zone and the reader zone, named', () => {
    expect(serviceWhen(SAMPLE_COLMA_VISITATION, 'Europe/Berlin')).toEqual({
      date: 'December 01, 2025',
      time: '5:00 PM – 7:00 PM PST',
      visitor: '(December 02, 2025, 2:00 AM – 4:00 AM CET your time)',
    });
    // The same day there: no date repeated.
    expect(serviceWhen(SAMPLE_COLMA_VISITATION, 'America/New_York').visitor).toBe('(8:00 PM – 10:00 PM EST your time)');
    // The same clock (another name for the zone, or the zone itself): nothing in brackets.
    expect(serviceWhen(SAMPLE_COLMA_VISITATION, 'America/Vancouver').visitor).toBeNull();
    expect(serviceWhenText(SAMPLE_COLMA_VISITATION, 'America/Los_Angeles')).toBe('December 01, 2025, 5:00 PM – 7:00 PM PST');
    // Summer time is named as such; no end time, no end.
    expect(serviceWhenText({ startsAt: '2026-07-04T17:00:00.000Z', timeZone: 'America/Los_Angeles' }, 'Europe/Berlin')).toBe(
      'July 04, 2026, 10:00 AM PDT (7:00 PM CEST your time)',
    );
    expect(serviceWhen({ startsAt: 'soon', timeZone: 'America/Los_Angeles' }, 'Europe/Berlin')).toEqual({
      date: '',
      time: '',
      visitor: null,
    });
  });

  it('on the memorial page: the funeral home zone while it is the server-rendered one, the visitor zone once hydrated', async () => {
    server.use(
      graphql.query('MemorialPage', () => HttpResponse.json({ data: memorialPageData(memorialDecedent(), [], eventList([visitation])) })),
    );
    renderApp('/name/eleanor-whitmore-obituary/CS-1000-0001');
    const column = await screen.findByRole('region', { name: 'Next Upcoming Events' });
    const card = within(column).getByRole('article', { name: 'Visitation' });
    expect(within(card).getByText('December 01, 2025')).toBeInTheDocument();
    expect(within(card).getByText('5:00 PM – 7:00 PM PST')).toBeInTheDocument();
    expect(within(card).getByText('(December 02, 2025, 2:00 AM – 4:00 AM CET your time)')).toBeInTheDocument();
    expect(card).not.toHaveTextContent('1:00 AM');
  });

  it('the server render (and the hydrating first render) writes the funeral home zone only, so both agree', () => {
    const { container } = render(
      <MantineProvider>
        <RenderSettingContext value={{ timeZone: 'America/Los_Angeles', serverRendered: true }}>
          <EventCard event={visitation as FragmentType<typeof EventCardFragment>} tributeStore={false} canHide={false} />
        </RenderSettingContext>
      </MantineProvider>,
    );
    expect(container).toHaveTextContent('5:00 PM – 7:00 PM PST');
    expect(container).not.toHaveTextContent('your time');
  });

  it("the staff's list: the service's clock in the Date and Time columns, the staff member's in brackets", async () => {
    signInAs('admin');
    const row = {
      __typename: 'Event',
      id: 1,
      eventType: 'Static',
      locationName: 'Cypress Lawn Funeral Services',
      chapelName: null,
      locationAddressObj: { __typename: 'EventAddress', line1: null, city: 'Colma', state: 'CA', zipcode: null, country: null },
      localDate: '2025-12-01',
      localBeginningTime: '17:00',
      localEndingTime: '19:00',
      ...SAMPLE_COLMA_VISITATION,
      locationCode: 'CFS',
      url: null,
      passCode: null,
      hidePassCodeInFaa: false,
      isPrivate: false,
      isEndTimeHided: false,
      version: 1,
    };
    server.use(
      graphql.query('StaffEventsPage', () =>
        HttpResponse.json({
          data: { decedent: headerDecedent(), events: { __typename: 'EventList', upcomingEvents: [row], pastEvents: [] } },
        }),
      ),
    );
    renderApp('/admin/CS-1000-0001/events');
    const table = await screen.findByRole('table', { name: 'Events' });
    expect(within(table).getByRole('cell', { name: 'December 01, 2025' })).toBeInTheDocument();
    expect(
      within(table).getByRole('cell', { name: '5:00 PM – 7:00 PM PST (December 02, 2025, 2:00 AM – 4:00 AM CET your time)' }),
    ).toBeInTheDocument();
  });
});
