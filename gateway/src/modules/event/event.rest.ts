import type { RestRoute } from '../route.js';
import { bool, str } from '../route.js';
import { EventService } from './event.service.js';

export const EVENT_FIELDS = `id eventName eventType locationName chapelName locationAddress locationAddressObj { line1 city state zipcode country }
  serviceDate beginningTime endingTime localDate localBeginningTime localEndingTime timeZone startsAt endsAt locationCode url passCode
  hidePassCodeInFaa isEndTimeHided isPrivate isPast mapUrl calendarUrl flowerOrderOpen flowerCutoffAt treeOrderOpen`;

/** A path id that is not a whole number names no event: -1 answers "Event does not exist". */
const eventIdOf = (v: unknown) => (typeof v === 'string' && /^\d{1,9}$/.test(v) ? Number(v) : -1);

export const eventRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/events/:id',
    summary:
      "A decedent's events (id = opi) in the caller's time zone (query timezone, IANA): data.events.upcomingEvents and data.events.pastEvents.",
    operation: `query Events($opi: String!, $timezone: String!) { events(opi: $opi, timezone: $timezone) { upcomingEvents { ${EVENT_FIELDS} } pastEvents { ${EVENT_FIELDS} } tributeStore canHide } }`,
    variables: ({ params, query }) => ({ opi: params['id'], timezone: str(query['timezone']) ?? '' }),
    data: (r) => ({ events: r['events'] }),
  },
  {
    method: 'PUT',
    path: '/events/:id/hide/:eventId',
    summary: 'Hides an event from visitors (body isPrivate), for the family with access or staff.',
    operation: `mutation HideEvent($opi: String!, $eventId: Int!, $isPrivate: Boolean!) { hideEvent(opi: $opi, eventId: $eventId, isPrivate: $isPrivate) { message event { ${EVENT_FIELDS} } } }`,
    variables: ({ params, body }) => ({
      opi: params['id'],
      eventId: eventIdOf(params['eventId']),
      isPrivate: bool(body['isPrivate']) ?? body['isPrivate'] ?? null,
    }),
    data: (r) => r['hideEvent'].event,
    message: (r) => r['hideEvent'].message,
  },
  {
    method: 'PUT',
    path: '/events/:id/hideEndTime/:eventId',
    summary: "Hides a Dynamic event's end time from visitors (body isEndTimeHided).",
    operation: `mutation HideEventEndTime($opi: String!, $eventId: Int!, $isEndTimeHided: Boolean!) { hideEventEndTime(opi: $opi, eventId: $eventId, isEndTimeHided: $isEndTimeHided) { message event { ${EVENT_FIELDS} } } }`,
    variables: ({ params, body }) => ({
      opi: params['id'],
      eventId: eventIdOf(params['eventId']),
      isEndTimeHided: bool(body['isEndTimeHided']) ?? body['isEndTimeHided'] ?? null,
    }),
    data: (r) => r['hideEventEndTime'].event,
    message: (r) => r['hideEventEndTime'].message,
  },
  {
    method: 'GET',
    path: '/events/:id/calendar/:eventId',
    name: 'EventCalendar',
    summary: '"Add to calendar": one event as an iCalendar (.ics) file.',
    file: (scope, { params }) => scope.service(EventService).calendar(params['id'] ?? '', eventIdOf(params['eventId'])),
  },
  {
    method: 'GET',
    path: '/:opi/tribute-link',
    summary:
      'The tribute store address for a flower or tree order (query action = flower-click or tree-click, optional eventId): data.data.',
    operation:
      'query TributeLink($opi: String!, $action: String!, $eventId: Int) { tributeLink(opi: $opi, action: $action, eventId: $eventId) }',
    variables: ({ params, query }) => ({
      opi: params['opi'],
      action: str(query['action']) ?? '',
      eventId: query['eventId'] === undefined || query['eventId'] === '' ? null : eventIdOf(str(query['eventId'])),
    }),
    data: (r) => ({ data: r['tributeLink'] }),
  },
];
