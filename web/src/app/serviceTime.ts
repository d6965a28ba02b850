import { clockTime, longDate, visitorTime, type Locale } from '@memorial/schema';
import { zonedParts } from './format';

/** A service's exact instants (ISO) and the zone it is held in (the funeral home's, or the event's own). */
export interface ServiceInstants {
  startsAt: string;
  endsAt?: string | null;
  timeZone: string;
}

/** How a service's time reads (memorial-portal 9: MMMM DD, YYYY and h:mm A), on its own clock first. */
export interface ServiceWhen {
  /** MMMM DD, YYYY in the service's zone. */
  date: string;
  /** h:mm A (– h:mm A) and the zone's name, in the service's zone: '5:00 PM – 7:00 PM PST'. */
  time: string;
  /** The same on the reader's clock, in brackets, when it reads differently there; else null. */
  visitor: string | null;
}

interface Wall {
  date: string;
  clock: string;
  zone: string;
}

/**
 * The zone's short name: PST, EST as the United States write them; where en-US has only an offset (GMT+1), the
 * name Europe gives it (CET) when there is one.
 */
function zoneName(at: Date, zone: string, us: string): string {
  if (!/^GMT[+-]/.test(us)) return us;
  const gb = zonedParts(at, zone, 'en-GB')['timeZoneName'] ?? us;
  return /^[A-Z]{2,5}$/.test(gb) ? gb : us;
}

function wallClock(at: Date, zone: string, locale: Locale): Wall {
  const p = zonedParts(at, zone);
  return {
    date: longDate(Number(p['year']), Number(p['month']), Number(p['day']), locale),
    clock: clockTime(Number(p['hour']) % 24, Number(p['minute']), locale),
    zone: zoneName(at, zone, p['timeZoneName'] ?? zone),
  };
}

function span(start: Date, end: Date | null, zone: string, locale: Locale): { date: string; time: string } {
  const s = wallClock(start, zone, locale);
  const e = end ? wallClock(end, zone, locale) : null;
  return { date: s.date, time: `${s.clock}${e ? ` – ${e.clock}` : ''} ${s.zone}` };
}

const validZone = (zone: string): boolean => {
  try {
    zonedParts(new Date(0), zone);
    return true;
  } catch {
    return false;
  }
};

/**
 * A service's date and time in its own zone, and in brackets the reader's (`readerZone`) when they read differently:
 * 'December 01, 2025', '5:00 PM PST', '(December 02, 2025, 2:00 AM CET your time)'. The instants are never moved.
 * In Spanish: '1 de diciembre de 2025', '5:00 p. m. PST', '(2 de diciembre de 2025, 2:00 a. m. CET en su hora local)'.
 */
export function serviceWhen(service: ServiceInstants, readerZone: string, locale: Locale = 'en'): ServiceWhen {
  const start = new Date(service.startsAt);
  if (Number.isNaN(start.getTime())) return { date: '', time: '', visitor: null };
  const endAt = service.endsAt ? new Date(service.endsAt) : null;
  const end = endAt && !Number.isNaN(endAt.getTime()) ? endAt : null;
  const ownZone = validZone(service.timeZone) ? service.timeZone : 'UTC';
  const own = span(start, end, ownZone, locale);
  if (!validZone(readerZone)) return { ...own, visitor: null };
  const theirs = span(start, end, readerZone, locale);
  const visitor =
    theirs.time === own.time && theirs.date === own.date
      ? null
      : visitorTime(theirs.date === own.date ? theirs.time : `${theirs.date}, ${theirs.time}`, locale);
  return { ...own, visitor };
}

/** The whole of serviceWhen on one line: 'December 01, 2025, 5:00 PM PST (December 02, 2025, 2:00 AM CET your time)'. */
export function serviceWhenText(service: ServiceInstants, readerZone: string, locale: Locale = 'en'): string {
  const when = serviceWhen(service, readerZone, locale);
  return [`${when.date}, ${when.time}`, when.visitor].filter(Boolean).join(' ');
}
