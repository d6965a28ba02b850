import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import timezone from 'dayjs/plugin/timezone.js';
import type { BreadcrumbList, Event, Graph, Organization, Person, Place, PostalAddress, VirtualLocation } from 'schema-dts';
import { STRUCTURED_DATA_TEXTS, translate, type FuneralHome, type Locale } from '@memorial/schema';
import type { EventService } from '../event/index.js';

dayjs.extend(utc);
dayjs.extend(timezone);

/** A service as a visitor sees it (EventService.list: hidden events are not in it, nor a hidden pass code). */
type VisibleEvent = Awaited<ReturnType<EventService['list']>>['upcomingEvents'][number];

/** What the structured data of a public page is made of (read as a visitor would: PageShareService.pageMeta). */
export interface PageFacts {
  name: string;
  birthDate: string | null;
  deathDate: string | null;
  /** The portrait's stable absolute address, or null. */
  image: string | null;
  /** The page's description: the obituary's text, plain, to a length at a word boundary (pageDescription). */
  description: string;
  /** The official page, absolute. */
  url: string;
  /** The site's origin, for the breadcrumb's first step. */
  origin: string;
  home: FuneralHome;
  events: readonly VisibleEvent[];
}

/** A wall-clock date and time (YYYY-MM-DD, HH:mm) in an IANA zone, as ISO 8601 with that zone's offset then. */
function withOffset(date: string, time: string, zone: string): string {
  return dayjs.tz(`${date} ${time}`, 'YYYY-MM-DD HH:mm', zone).format('YYYY-MM-DDTHH:mm:ssZ');
}

/** 6505502300 -> +1-650-550-2300 (the funeral homes are in the US); anything else as it is. */
const telephone = (phone: string) => {
  const m = /^(\d{3})(\d{3})(\d{4})$/.exec(phone);
  return m ? `+1-${m[1]}-${m[2]}-${m[3]}` : phone;
};

function organizer(home: FuneralHome): Organization {
  return { '@type': 'Organization', name: home.name, address: home.address, telephone: telephone(home.phone) };
}

function place(e: VisibleEvent): Place {
  const a = e.locationAddressObj;
  const address: PostalAddress = {
    '@type': 'PostalAddress',
    ...(a.line1 ? { streetAddress: a.line1 } : {}),
    ...(a.city ? { addressLocality: a.city } : {}),
    ...(a.state ? { addressRegion: a.state } : {}),
    ...(a.zipcode ? { postalCode: a.zipcode } : {}),
    ...(a.country ? { addressCountry: a.country } : {}),
  };
  const name = [e.locationName, e.chapelName].filter(Boolean).join(', ');
  return { '@type': 'Place', ...(name ? { name } : {}), address };
}

/** An instant (ISO) in an IANA zone, as ISO 8601 with that zone's offset then. */
const instantWithOffset = (at: string, zone: string) => dayjs(at).tz(zone).format('YYYY-MM-DDTHH:mm:ssZ');

/**
 * A visible service: its place, its live stream (the link only; never the pass code) as a virtual location, and when
 * it was moved, EventRescheduled with the start first announced (DecedentEvent.previousStartsAt).
 */
function event(e: VisibleEvent, facts: PageFacts): Event {
  const stream: VirtualLocation | null = e.url ? { '@type': 'VirtualLocation', url: e.url } : null;
  return {
    '@type': 'Event',
    name: e.eventName,
    startDate: withOffset(e.localDate, e.localBeginningTime, e.timeZone),
    ...(e.localEndingTime ? { endDate: withOffset(e.localDate, e.localEndingTime, e.timeZone) } : {}),
    ...(e.previousStartsAt
      ? { eventStatus: 'https://schema.org/EventRescheduled', previousStartDate: instantWithOffset(e.previousStartsAt, e.timeZone) }
      : { eventStatus: 'https://schema.org/EventScheduled' }),
    eventAttendanceMode: stream ? 'https://schema.org/MixedEventAttendanceMode' : 'https://schema.org/OfflineEventAttendanceMode',
    location: stream ? [place(e), stream] : place(e),
    organizer: organizer(facts.home),
    about: { '@id': `${facts.url}#person` },
    url: facts.url,
  };
}

/**
 * The page's schema.org graph: the Person, each visible upcoming service as an Event, and the BreadcrumbList, whose
 * words are those of the language the page is rendered in (issue 31).
 */
export function pageGraph(facts: PageFacts, locale: Locale): Graph {
  const person: Person = {
    '@type': 'Person',
    '@id': `${facts.url}#person`,
    name: facts.name,
    ...(facts.birthDate ? { birthDate: facts.birthDate } : {}),
    ...(facts.deathDate ? { deathDate: facts.deathDate } : {}),
    ...(facts.image ? { image: facts.image } : {}),
    ...(facts.description ? { description: facts.description } : {}),
    url: facts.url,
  };
  const breadcrumbs: BreadcrumbList = {
    '@type': 'BreadcrumbList',
    itemListElement: [
      { '@type': 'ListItem', position: 1, name: translate(locale, STRUCTURED_DATA_TEXTS, 'home'), item: `${facts.origin}/obituaries/` },
      { '@type': 'ListItem', position: 2, name: facts.name, item: facts.url },
    ],
  };
  return {
    '@context': 'https://schema.org',
    '@graph': [person, ...facts.events.filter((e) => !e.isPrivate).map((e) => event(e, facts)), breadcrumbs],
  };
}
