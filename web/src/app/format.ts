/** Display formats of the spec (memorial-portal section 9, arrangements-portal 5.10). */
import {
  clockTime,
  currentLocale,
  longDate,
  titledName,
  t,
  type Locale,
  type MessageKey,
  type MessageValues,
  type Namespace,
} from '@memorial/schema';

/** Dates of death are shown in the funeral home's zone. */
export const DISPLAY_TIME_ZONE = 'America/Los_Angeles';

interface DateParts {
  year: number;
  month: number;
  day: number;
}

/**
 * A calendar date as stored: a date-only value is taken as written (no zone
 * shift); a full timestamp is read in the display zone.
 */
export function dateParts(value: string | null | undefined): DateParts | null {
  if (!value) return null;
  const plain = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  if (plain) return { year: Number(plain[1]), month: Number(plain[2]), day: Number(plain[3]) };
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  const p = zonedParts(date, DISPLAY_TIME_ZONE);
  return { year: Number(p['year']), month: Number(p['month']), day: Number(p['day']) };
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

// Another language's day in figures, one formatter per language: Intl's (Spanish 15/03/2024, day first).
const figureFormats = new Map<string, Intl.DateTimeFormat>();

/** A calendar day in figures: MM-DD-YYYY in English (arrangements-portal 9), Intl's short date in another language. */
function dayInFigures({ year, month, day }: DateParts, locale: Locale): string {
  if (locale === 'en') return `${pad(month)}-${pad(day)}-${pad(year, 4)}`;
  let format = figureFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { timeZone: 'UTC', day: '2-digit', month: '2-digit', year: 'numeric' });
    figureFormats.set(locale, format);
  }
  const at = new Date(0);
  at.setUTCFullYear(year, month - 1, day);
  return format.format(at);
}

/**
 * MM-DD-YYYY, as on the dashboard cards (Spanish: 15/03/2024); '-' when there is no date. In the page's language
 * unless one is given (a component passes useLocale(), so a server render writes what the browser hydrates).
 */
export function formatCardDate(value: string | null | undefined, locale: Locale = currentLocale()): string {
  const p = dateParts(value);
  return p ? dayInFigures(p, locale) : '-';
}

// One formatter per zone and locale, kept: a new Intl.DateTimeFormat per render cost a phone tens of milliseconds.
const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * The parts of an instant on a zone's clock (the reader's, the browser's zone, when none is given): year, month, day,
 * hour (0-23), minute and the zone's short name, as strings. en-GB gives the names Europe uses (CET).
 */
export function zonedParts(at: Date, zone?: string, locale: 'en-US' | 'en-GB' = 'en-US'): Record<string, string> {
  const key = `${locale} ${zone ?? ''}`;
  let dtf = formatters.get(key);
  if (!dtf) {
    dtf = new Intl.DateTimeFormat(locale, {
      timeZone: zone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
      timeZoneName: 'short',
    });
    formatters.set(key, dtf);
  }
  const parts: Record<string, string> = {};
  for (const { type, value } of dtf.formatToParts(at)) parts[type] = value;
  return parts;
}

/**
 * MM-DD-YYYY h:mm A (the dashboards' and staff screens' date, arrangements-portal 9, with the events' time) of an
 * instant, on the reader's clock (the browser's zone) unless a zone is given; empty when it is no instant. In the
 * page's language unless one is given (Spanish: 15/03/2024 3:30 p. m.).
 */
export function formatCardDateTime(value: string | null | undefined, timeZone?: string, locale: Locale = currentLocale()): string {
  const day = formatCardDay(value, timeZone, locale);
  if (!day) return '';
  const p = zonedParts(new Date(value as string), timeZone);
  return `${day} ${clockTime(Number(p['hour']) % 24, Number(p['minute']), locale)}`;
}

/** The day of an instant (MM-DD-YYYY; Spanish 15/03/2024) on the reader's clock unless a zone is given; empty when none. */
export function formatCardDay(value: string | null | undefined, timeZone?: string, locale: Locale = currentLocale()): string {
  const date = value ? new Date(value) : null;
  if (!date || Number.isNaN(date.getTime())) return '';
  const p = zonedParts(date, timeZone);
  return dayInFigures({ year: Number(p['year']), month: Number(p['month']), day: Number(p['day']) }, locale);
}

/** MMMM DD, YYYY, as on the memorial page (Spanish: 15 de marzo de 2024); empty when there is no date. */
export function formatLongDate(value: string | null | undefined, locale: Locale = 'en'): string {
  const p = dateParts(value);
  return p ? longDate(p.year, p.month, p.day, locale) : '';
}

/** h:mm A (the spec's event time; Spanish: 3:30 p. m.) of a wall-clock HH:mm, as entered; empty when there is none. */
export function formatClock(value: string | null | undefined, locale: Locale = 'en'): string {
  const m = /^(\d{1,2}):(\d{2})/.exec(value?.trim() ?? '');
  return m ? clockTime(Number(m[1]), Number(m[2]), locale) : '';
}

/** Birth – Death, leaving out what is unknown. */
export function lifeSpan(birth: string | null | undefined, death: string | null | undefined, locale: Locale = 'en'): string {
  return [formatLongDate(birth, locale), formatLongDate(death, locale)].filter(Boolean).join(' – ');
}

/** A `t` of the catalog: a component's `useT()`, the page's language; `t` of the schema elsewhere. */
type Translate = <N extends Namespace>(namespace: N, key: MessageKey<N>, values?: MessageValues) => string;

/**
 * first middle last, skipping the empty parts, with the title as the language of `translate` writes it (titledName:
 * English "Mrs Eleanor Whitmore", Spanish the name alone; issue 31). A component passes its useT() (the page's
 * language, so a server render writes what the browser hydrates). The one place the web puts a title before a name.
 */
export function personName(
  p: { prefix?: string | null; firstName?: string | null; middleName?: string | null; lastName?: string | null },
  translate: Translate = t,
): string {
  const name = [p.firstName, p.middleName, p.lastName]
    .map((s) => s?.trim())
    .filter(Boolean)
    .join(' ');
  return titledName(translate, p.prefix, name);
}

/** The ten digits of a phone number as typed: anything else dropped, at most ten kept. */
export const phoneDigits = (typed: string): string => typed.replace(/\D/g, '').slice(0, 10);

/** (###) ###-#### while typing: as much of the pattern as the digits fill (at most 14 characters). */
export function formatPhoneInput(digits: string | null | undefined): string {
  const d = phoneDigits(digits ?? '');
  if (d.length === 0) return '';
  if (d.length <= 3) return `(${d}`;
  if (d.length <= 6) return `(${d.slice(0, 3)}) ${d.slice(3)}`;
  return `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`;
}

/** (###) ###-#### for a ten-digit phone; anything else as given. */
export function formatPhone(digits: string): string {
  const d = digits.replace(/\D/g, '');
  return d.length === 10 ? `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}` : digits;
}
