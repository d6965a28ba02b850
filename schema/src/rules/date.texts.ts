/** The spec's ways of writing a date and a time (memorial-portal 9), for the gateway and the web alike. */

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

/** MMMM DD, YYYY (events and the memorial page's dates) of a calendar date's parts (month 1-12). */
export const longDate = (year: number, month: number, day: number): string =>
  `${MONTH_NAMES[month - 1]} ${String(day).padStart(2, '0')}, ${String(year).padStart(4, '0')}`;

/** h:mm A (events' times) of a wall clock's hour (0-23) and minute. */
export const clockTime = (hour: number, minute: number): string =>
  `${hour % 12 || 12}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`;

/**
 * A calendar day (YYYY-MM-DD, or the start of a longer ISO text) as printed words write it, June 2, 1941: on the prayer
 * card, the program, the obituary writer's prose and the shared page's poster. Read as written, so no time zone can move
 * it; empty when it is no date.
 */
export function writtenDate(iso: string | null | undefined): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso ?? '');
  return m ? `${MONTH_NAMES[Number(m[2]) - 1]} ${Number(m[3])}, ${m[1]}` : '';
}

/** MM-DD-YYYY (dates on cards, arrangements-portal 9) of an instant, on the calendar of a time zone. */
export function cardDateIn(at: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('month')}-${part('day')}-${part('year')}`;
}
