import dayjs from 'dayjs';
import { clockTime, longDate } from '@memorial/schema';
import utc from 'dayjs/plugin/utc.js';
import timezone from 'dayjs/plugin/timezone.js';

dayjs.extend(utc);
dayjs.extend(timezone);

/** The instant of a wall-clock date and time (YYYY-MM-DD, HH:mm) in an IANA zone. */
export function instantOf(date: string, time: string, zone: string): Date {
  return dayjs.tz(`${date} ${time}`, 'YYYY-MM-DD HH:mm', zone).toDate();
}

/**
 * The wall-clock fields of an instant in a zone. One Intl formatter per zone, kept: dayjs's tz()
 * was most of the memorial page's time (several calls per event, each formatting anew).
 */
const formatters = new Map<string, Intl.DateTimeFormat>();
function partsIn(at: Date | number, zone: string): { year: string; month: string; day: string; hour: number; minute: string } {
  let dtf = formatters.get(zone);
  if (!dtf) {
    dtf = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(zone, dtf);
  }
  const p: Record<string, string> = {};
  for (const { type, value } of dtf.formatToParts(at)) p[type] = value;
  return { year: p['year']!, month: p['month']!, day: p['day']!, hour: Number(p['hour']) % 24, minute: p['minute']! };
}

/**
 * The answers of a pure function, by key: its callers ask the same few again and again (events are shown at the same
 * instants in a few zones). Bounded: past `limit` answers the oldest is dropped.
 */
function remembered<K, V>(limit: number): (key: K, make: () => V) => V {
  const answers = new Map<K, V>();
  return (key, make) => {
    let value = answers.get(key);
    if (value === undefined) {
      value = make();
      if (answers.size >= limit) answers.delete(answers.keys().next().value!);
      answers.set(key, value);
    }
    return value;
  };
}

/** YYYY-MM-DD of an instant in a zone. */
export const dayIn = (at: Date | number, zone: string) => {
  const p = partsIn(at, zone);
  return `${p.year}-${p.month}-${p.day}`;
};
/** Today (YYYY-MM-DD) in a zone: asked by every event list, worked out once a second per zone. */
export function todayIn(zone: string, now: Date): string {
  const second = Math.floor(now.getTime() / 1000);
  const known = todays.get(zone);
  if (known && known.second === second) return known.day;
  const day = dayIn(now, zone);
  if (todays.size >= 1000) todays.delete(todays.keys().next().value!);
  todays.set(zone, { second, day });
  return day;
}
const todays = new Map<string, { second: number; day: string }>();

/**
 * An instant's day (YYYY-MM-DD), date and time as shown in a zone, in the spec's event formats
 * (memorial-portal 9: MMMM DD, YYYY and h:mm A). Events are shown again and again at the same
 * instants in a few zones: a pure function of its two arguments, remembered (bounded: the oldest dropped).
 */
export function wallClock(at: Date, zone: string): { day: string; date: string; time: string } {
  return shownAt(`${at.getTime()} ${zone}`, () => {
    const p = partsIn(at, zone);
    return {
      day: `${p.year}-${p.month}-${p.day}`,
      date: longDate(Number(p.year), Number(p.month), Number(p.day)),
      time: clockTime(p.hour, Number(p.minute)),
    };
  });
}
const shownAt = remembered<string, { day: string; date: string; time: string }>(10_000);

/**
 * An instant as toISOString gives it. Date's own formatting was most of an event view's time (three per event); the
 * same instants are shown again and again, so each answer is remembered (bounded: the oldest dropped), as wallClock's.
 */
export function isoOf(at: Date): string {
  return isoAt(at.getTime(), () => at.toISOString());
}
const isoAt = remembered<number, string>(10_000);

/** Flower orders close at 10 a.m. the day before the service, on the funeral home's clock. */
export function flowerCutoff(serviceDate: string, zone: string): Date {
  const cutoff = cutoffs(`${serviceDate} ${zone}`, () => {
    const dayBefore = dayjs(serviceDate).subtract(1, 'day').format('YYYY-MM-DD');
    return instantOf(dayBefore, '10:00', zone).getTime();
  });
  return new Date(cutoff);
}
// A pure function of its two arguments, remembered.
const cutoffs = remembered<string, number>(10_000);
