/**
 * The spec's ways of writing a date and a time (memorial-portal 9), for the gateway and the web alike. English keeps
 * the spec's formats; Spanish writes Intl's (issue 31): «15 de marzo de 2024», «3:30 p. m.».
 */
import type { Locale } from '../i18n/index.js';

export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

// One formatter per language and shape, kept (a new Intl.DateTimeFormat costs a phone a fraction of a millisecond).
const intlFormats = new Map<string, Intl.DateTimeFormat>();
function intlFormat(locale: Locale, shape: 'date' | 'time'): Intl.DateTimeFormat {
  const key = `${locale} ${shape}`;
  let format = intlFormats.get(key);
  if (!format) {
    const options: Intl.DateTimeFormatOptions =
      shape === 'date' ? { dateStyle: 'long' } : { hour: 'numeric', minute: '2-digit', hourCycle: 'h12' };
    format = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
    intlFormats.set(key, format);
  }
  return format;
}

/** A calendar date's parts (month 1-12) as an instant read in UTC, so that no zone moves it (years below 100 too). */
function utcDay(year: number, month: number, day: number, hour = 0, minute = 0): Date {
  const at = new Date(0);
  at.setUTCFullYear(year, month - 1, day);
  at.setUTCHours(hour, minute);
  return at;
}

/** MMMM DD, YYYY (events and the memorial page's dates) of a calendar date's parts (month 1-12); Spanish: 15 de marzo de 2024. */
export const longDate = (year: number, month: number, day: number, locale: Locale = 'en'): string =>
  locale === 'en'
    ? `${MONTH_NAMES[month - 1]} ${String(day).padStart(2, '0')}, ${String(year).padStart(4, '0')}`
    : intlFormat(locale, 'date').format(utcDay(year, month, day));

/** h:mm A (events' times) of a wall clock's hour (0-23) and minute; Spanish: 3:30 p. m. */
export const clockTime = (hour: number, minute: number, locale: Locale = 'en'): string =>
  locale === 'en'
    ? `${hour % 12 || 12}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`
    : intlFormat(locale, 'time').format(utcDay(2000, 1, 1, hour, minute));

/**
 * A calendar day (YYYY-MM-DD, or the start of a longer ISO text) as printed words write it, June 2, 1941: on the prayer
 * card, the program, the obituary writer's prose and the shared page's poster. Read as written, so no time zone can move
 * it; empty when it is no date.
 */
export function writtenDate(iso: string | null | undefined, locale: Locale = 'en'): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso ?? '');
  if (!m) return '';
  if (locale !== 'en') return longDate(Number(m[1]), Number(m[2]), Number(m[3]), locale);
  return `${MONTH_NAMES[Number(m[2]) - 1]} ${Number(m[3])}, ${m[1]}`;
}

/** MM-DD-YYYY (dates on cards, arrangements-portal 9) of an instant, on the calendar of a time zone. */
export function cardDateIn(at: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('month')}-${part('day')}-${part('year')}`;
}
