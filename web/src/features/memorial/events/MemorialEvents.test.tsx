import { afterEach, describe, expect, it, vi } from 'vitest';
import { graphql, HttpResponse } from 'msw';
import { waitFor, within } from '@testing-library/react';
import { EVENT_CARD_TEXTS, EVENT_MESSAGES, MESSAGES } from '@memorial/schema';
import { server } from '../../../test/server';
import { eventFixture, eventList, gqlError, memorialDecedent, memorialPageData } from '../../../test/fixtures';
import { renderApp, screen, signInAs } from '../../../test/render';

const PAGE = '/name/eleanor-whitmore-obituary/CS-1000-0001';

function page(events: Record<string, unknown>, decedent: Record<string, unknown> = {}) {
  const variables: Record<string, unknown>[] = [];
  server.use(
    graphql.query('MemorialPage', ({ variables: v }) => {
      variables.push(v);
      return HttpResponse.json({ data: memorialPageData(memorialDecedent(decedent), [], events) });
    }),
  );
  return variables;
}

afterEach(() => vi.restoreAllMocks());

const column = () => screen.findByRole('region', { name: 'Next Upcoming Events' });

describe('events on the public memorial page', () => {
  it("asks in the browser's time zone and shows the next event: date, times, place, map, live stream, pass code rule, Add to calendar", async () => {
    const variables = page(eventList([eventFixture()]));
    renderApp(PAGE);
    const events = await column();
    expect(variables[0]!['timezone']).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    const card = within(events).getByRole('article', { name: 'Funeral Service' });
    expect(within(card).getByText('November 28, 2026')).toBeInTheDocument();
    expect(within(card).getByText('10:00 AM – 11:30 AM PST')).toBeInTheDocument();
    expect(within(card).getByText('Cypress Lawn Funeral Services · Noble Chapel')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: /View on map/ })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/search/?api=1&query=Cypress%20Lawn',
    );
    expect(within(card).getByRole('link', { name: /Watch the live stream/ })).toHaveAttribute(
      'href',
      'https://livestream.example.com/eleanor-whitmore',
    );
    expect(within(card).getByText(EVENT_MESSAGES.passCodeHidden)).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: /Add to calendar/ })).toHaveAttribute('href', '/api/v1/events/CS-1000-0001/calendar/2');
    // No tribute store configured: no flower or tree buttons, and no hide controls for a visitor.
    expect(within(card).queryByRole('button', { name: /Send Flowers/ })).toBeNull();
    expect(within(card).queryByRole('switch')).toBeNull();
  });

  it('no events: the spec empty state in the column and in the Events/Services tab, which lists past events apart', async () => {
    page(
      eventList(
        [],
        [
          eventFixture({
            id: 9,
            eventName: 'Prayer Vigil',
            isPast: true,
            flowerOrderOpen: false,
            treeOrderOpen: false,
            url: null,
            passCode: null,
          }),
        ],
      ),
    );
    const { user } = renderApp(PAGE);
    expect(within(await column()).getByText(MESSAGES.noUpcomingEvents)).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Events/Services' }));
    const upcoming = screen.getByRole('region', { name: 'Upcoming Events' });
    expect(within(upcoming).getByText(MESSAGES.noUpcomingEvents)).toBeInTheDocument();
    const past = screen.getByRole('region', { name: 'Past Events' });
    expect(within(past).getByRole('article', { name: 'Prayer Vigil' })).toBeInTheDocument();
  });

  it('flowers and trees: the store opens in a new tab; after the cut-off Send Flowers is disabled with the spec text; a past event disables both', async () => {
    page(
      eventList(
        [eventFixture(), eventFixture({ id: 3, eventName: 'Committal', flowerOrderOpen: false, url: null, passCode: null })],
        [eventFixture({ id: 9, eventName: 'Prayer Vigil', isPast: true, flowerOrderOpen: false, treeOrderOpen: false })],
        { tributeStore: true },
      ),
    );
    const asked: Record<string, unknown>[] = [];
    server.use(
      graphql.query('TributeLink', ({ variables }) => {
        asked.push(variables);
        return HttpResponse.json({
          data: {
            tributeLink: `https://tributes.example.com/?opi=CS-1000-0001&action=${variables['action']}&eventId=${variables['eventId']}`,
          },
        });
      }),
    );
    const tab = { opener: {}, location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const { user } = renderApp(PAGE);
    const events = await column();
    const service = within(events).getByRole('article', { name: 'Funeral Service' });
    await user.click(within(service).getByRole('button', { name: /Send Flowers/ }));
    await waitFor(() => expect(tab.location.href).toBe('https://tributes.example.com/?opi=CS-1000-0001&action=flower-click&eventId=2'));
    expect(asked).toEqual([{ opi: 'CS-1000-0001', action: 'flower-click', eventId: 2 }]);
    expect(tab.opener).toBeNull();

    const committal = within(events).getByRole('article', { name: 'Committal' });
    expect(within(committal).getByRole('button', { name: /Send Flowers/ })).toBeDisabled();
    expect(within(committal).getByRole('button', { name: /Plant a Tree/ })).toBeEnabled();
    expect(within(committal).getByText(EVENT_CARD_TEXTS.flowerCutoff)).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Events/Services' }));
    const vigil = within(screen.getByRole('region', { name: 'Past Events' })).getByRole('article', { name: 'Prayer Vigil' });
    expect(within(vigil).getByRole('button', { name: /Send Flowers/ })).toBeDisabled();
    expect(within(vigil).getByRole('button', { name: /Plant a Tree/ })).toBeDisabled();
  });

  it('a refused tribute link: "Can\'t redirect to tribute store, Please try again!"', async () => {
    page(eventList([eventFixture()], [], { tributeStore: true }));
    server.use(
      graphql.query('TributeLink', () =>
        HttpResponse.json({
          data: null,
          errors: [{ ...gqlError(EVENT_CARD_TEXTS.flowerCutoff, 'BAD_USER_INPUT'), path: ['tributeLink'] }],
        }),
      ),
    );
    const tab = { opener: {}, location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const { user } = renderApp(PAGE);
    await user.click(within(await column()).getByRole('button', { name: /Plant a Tree/ }));
    expect(await screen.findByText(EVENT_CARD_TEXTS.tributeFailed)).toBeInTheDocument();
    expect(tab.close).toHaveBeenCalled();
  });

  it('the family with access hides an event ("Event Hidden Successfully") and the end time of a Dynamic one ("Ending Time Hided Successfully")', async () => {
    signInAs('arranger');
    const visitation = eventFixture({
      id: 1,
      eventName: 'Visitation',
      eventType: 'Dynamic',
      url: null,
      passCode: null,
      endingTime: '8:00 PM',
    });
    page(eventList([visitation, eventFixture({ passCode: 'ROSES1941' })], [], { canHide: true }), { hasAccess: true });
    const hides: Record<string, unknown>[] = [];
    const endHides: Record<string, unknown>[] = [];
    server.use(
      graphql.mutation('HideEvent', ({ variables }) => {
        hides.push(variables);
        return HttpResponse.json({
          data: { hideEvent: { __typename: 'EventResult', message: EVENT_MESSAGES.hidden, event: { ...visitation, isPrivate: true } } },
        });
      }),
      graphql.mutation('HideEventEndTime', ({ variables }) => {
        endHides.push(variables);
        return HttpResponse.json({
          data: {
            hideEventEndTime: {
              __typename: 'EventResult',
              message: EVENT_MESSAGES.endTimeHidden,
              event: { ...visitation, isPrivate: true, isEndTimeHided: true },
            },
          },
        });
      }),
    );
    const { user } = renderApp(PAGE);
    await column();
    await user.click(screen.getByRole('tab', { name: 'Events/Services' }));
    const upcoming = screen.getByRole('region', { name: 'Upcoming Events' });
    const card = within(upcoming).getByRole('article', { name: 'Visitation' });
    expect(within(within(upcoming).getByRole('article', { name: 'Funeral Service' })).getByText('ROSES1941')).toBeInTheDocument();
    // A Static event has no end-time control.
    expect(
      within(within(upcoming).getByRole('article', { name: 'Funeral Service' })).queryByRole('switch', { name: /Hide end time/ }),
    ).toBeNull();

    await user.click(within(card).getByRole('switch', { name: /Hide event/ }));
    expect(await screen.findByText(EVENT_MESSAGES.hidden)).toBeInTheDocument();
    expect(hides).toEqual([expect.objectContaining({ opi: 'CS-1000-0001', eventId: 1, isPrivate: true })]);
    await waitFor(() => expect(within(card).getByText('Hidden')).toBeInTheDocument());

    await user.click(within(card).getByRole('switch', { name: /Hide end time/ }));
    expect(await screen.findByText(EVENT_MESSAGES.endTimeHidden)).toBeInTheDocument();
    expect(endHides).toEqual([expect.objectContaining({ eventId: 1, isEndTimeHided: true })]);
    await waitFor(() => expect(within(card).getByRole('switch', { name: /Hide end time/ })).toBeChecked());
  });
});
