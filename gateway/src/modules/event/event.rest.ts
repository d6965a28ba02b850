import type { OperationData, RestRequest, RestRoute } from '../route.js';
import { bool, etagOf, str, versionOf } from '../route.js';
import { EventService, TRIBUTE_ACTIONS } from './event.service.js';

export const EVENT_FIELDS = `id eventName eventType locationName chapelName locationAddress locationAddressObj { line1 city state zipcode country }
  serviceDate beginningTime endingTime localDate localBeginningTime localEndingTime timeZone startsAt endsAt locationCode url passCode
  hidePassCodeInFaa isEndTimeHided isPrivate isPast mapUrl calendarUrl flowerOrderOpen flowerCutoffAt treeOrderOpen version`;

/** A path id that is not a whole number names no event: -1 answers "Event does not exist". */
const eventIdOf = (v: unknown) => (typeof v === 'string' && /^\d{1,9}$/.test(v) ? Number(v) : -1);

type Event = Record<string, unknown> & { id: number; version: number };
/**
 * The legacy event has no version: the versions travel as the ETag, each event's by its id ("12=3;14=0"). So the
 * visible events are not `shared` (issue 28): an event becoming past changes the body, not the versions, and a shared
 * cache revalidating with them would keep the stale copy (rest/runner.ts, checkShared); they stay no-store.
 */
const legacyEvent = ({ version: _version, ...event }: Event) => event;
const eventsEtag = (events: Event[]) => etagOf(Object.fromEntries(events.map((e) => [e.id, e.version])));
/** The version an event's save was made from: the If-Match ETag's entry for that event (see versionOf). */
const eventVersionOf = (req: RestRequest) => versionOf(req, String(eventIdOf(req.params['eventId'])));
/** The legacy data and the ETag of a save's answer: the event, and its version by its id. */
const answersEvent = (field: string) => ({
  data: (r: OperationData) => legacyEvent(r[field].event),
  etag: (r: OperationData) => eventsEtag([r[field].event]),
  message: (r: OperationData) => r[field].message,
});

export const eventRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/events/:id',
    summary:
      "A decedent's events (id = opi) in the caller's time zone (query timezone, IANA): data.events.upcomingEvents and data.events.pastEvents.",
    query: {
      timezone: {
        schema: { type: 'string', examples: ['America/Los_Angeles'] },
        description: "The caller's IANA time zone: localDate, localBeginningTime and localEndingTime are in it. Absent or unknown: 400.",
        required: true,
      },
    },
    operation: `query Events($opi: String!, $timezone: String!) { events(opi: $opi, timezone: $timezone) { upcomingEvents { ${EVENT_FIELDS} } pastEvents { ${EVENT_FIELDS} } tributeStore canHide } }`,
    variables: ({ params, query }) => ({ opi: params['id'], timezone: str(query['timezone']) ?? '' }),
    data: (r) => ({
      events: {
        ...r['events'],
        upcomingEvents: r['events'].upcomingEvents.map(legacyEvent),
        pastEvents: r['events'].pastEvents.map(legacyEvent),
      },
    }),
    etag: (r) => eventsEtag([...r['events'].upcomingEvents, ...r['events'].pastEvents]),
  },
  {
    method: 'PUT',
    path: '/events/:id/hide/:eventId',
    summary: 'Hides an event from visitors (body isPrivate), for the family with access or staff.',
    body: {
      properties: {
        isPrivate: {
          type: 'boolean',
          description: 'true: visitors do not see the event; false: they do. The text true or false is read the same.',
        },
      },
      required: ['isPrivate'],
    },
    operation: `mutation HideEvent($opi: String!, $eventId: Int!, $isPrivate: Boolean!, $version: Int) { hideEvent(opi: $opi, eventId: $eventId, isPrivate: $isPrivate, version: $version) { message event { ${EVENT_FIELDS} } } }`,
    variables: (req) => ({
      opi: req.params['id'],
      eventId: eventIdOf(req.params['eventId']),
      isPrivate: bool(req.body['isPrivate']) ?? req.body['isPrivate'] ?? null,
      version: eventVersionOf(req),
    }),
    ...answersEvent('hideEvent'),
  },
  {
    method: 'PUT',
    path: '/events/:id/hideEndTime/:eventId',
    summary: "Hides a Dynamic event's end time from visitors (body isEndTimeHided).",
    body: {
      properties: {
        isEndTimeHided: {
          type: 'boolean',
          description:
            'true: visitors see no end time; false: they do. Only for a Dynamic event (another type: 400). The text true or false is read the same.',
        },
      },
      required: ['isEndTimeHided'],
    },
    operation: `mutation HideEventEndTime($opi: String!, $eventId: Int!, $isEndTimeHided: Boolean!, $version: Int) { hideEventEndTime(opi: $opi, eventId: $eventId, isEndTimeHided: $isEndTimeHided, version: $version) { message event { ${EVENT_FIELDS} } } }`,
    variables: (req) => ({
      opi: req.params['id'],
      eventId: eventIdOf(req.params['eventId']),
      isEndTimeHided: bool(req.body['isEndTimeHided']) ?? req.body['isEndTimeHided'] ?? null,
      version: eventVersionOf(req),
    }),
    ...answersEvent('hideEventEndTime'),
  },
  {
    method: 'GET',
    path: '/events/:id/calendar/:eventId',
    name: 'EventCalendar',
    mimeType: 'text/calendar',
    summary: '"Add to calendar": one event as an iCalendar (.ics) file.',
    file: (scope, { params }) => scope.service(EventService).calendar(params['id'] ?? '', eventIdOf(params['eventId'])),
  },
  {
    method: 'GET',
    path: '/:opi/tribute-link',
    summary:
      'The tribute store address for a flower or tree order (query action = flower-click or tree-click, optional eventId): data.data.',
    query: {
      action: {
        schema: { type: 'string', enum: [...TRIBUTE_ACTIONS] },
        description: 'flower-click: a flower order; tree-click: a tree planted. Another value or absent: 400.',
        required: true,
      },
      eventId: {
        schema: { type: 'integer' },
        description:
          "The event the order is for (an id of GET /events/{id}): 404 when the page has no such event, 400 once it is past (flowers: from 10 a.m. the day before, in the event's time zone). Absent or empty: no event.",
      },
    },
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
