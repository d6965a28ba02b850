import { currentLocale, type Locale } from '@memorial/schema';
import { DISPLAY_TIME_ZONE } from '../format';

/** Phone country codes offered beside a phone number; the United States first. */
export const PHONE_COUNTRY_CODES: readonly { value: string; short: string; country: string }[] = [
  { value: '+1', short: '+1 US', country: 'United States, Canada' },
  { value: '+52', short: '+52 MX', country: 'Mexico' },
  { value: '+44', short: '+44 UK', country: 'United Kingdom' },
  { value: '+61', short: '+61 AU', country: 'Australia' },
  { value: '+63', short: '+63 PH', country: 'Philippines' },
  { value: '+64', short: '+64 NZ', country: 'New Zealand' },
  { value: '+81', short: '+81 JP', country: 'Japan' },
  { value: '+82', short: '+82 KR', country: 'South Korea' },
  { value: '+84', short: '+84 VN', country: 'Vietnam' },
  { value: '+86', short: '+86 CN', country: 'China' },
  { value: '+91', short: '+91 IN', country: 'India' },
  { value: '+353', short: '+353 IE', country: 'Ireland' },
  { value: '+33', short: '+33 FR', country: 'France' },
  { value: '+34', short: '+34 ES', country: 'Spain' },
  { value: '+39', short: '+39 IT', country: 'Italy' },
  { value: '+49', short: '+49 DE', country: 'Germany' },
  { value: '+852', short: '+852 HK', country: 'Hong Kong' },
  { value: '+886', short: '+886 TW', country: 'Taiwan' },
  { value: '+972', short: '+972 IL', country: 'Israel' },
];
export const DEFAULT_PHONE_CODE = '+1';

/** A stored phone ('+1-6505551234': country code, a dash, ten digits) split for the form. */
export function splitPhone(stored: string | null | undefined): { code: string; digits: string } {
  const value = stored?.trim() ?? '';
  if (!value) return { code: DEFAULT_PHONE_CODE, digits: '' };
  const dash = value.lastIndexOf('-');
  if (dash > 0) return { code: value.slice(0, dash), digits: value.slice(dash + 1).replace(/\D/g, '') };
  return { code: DEFAULT_PHONE_CODE, digits: value.replace(/\D/g, '') };
}

/** The form's phone as the gateway takes it: the country code joined to the ten digits, or empty. */
export function joinPhone(code: string | null | undefined, digits: string | null | undefined): string {
  const d = (digits ?? '').trim();
  return d ? `${code?.trim() || DEFAULT_PHONE_CODE}-${d}` : '';
}

/** XXX-XX-XXXX while typing: digits only, hyphens put in by the form, at most 11 characters. */
export function formatSsnInput(typed: string): string {
  const d = typed.replace(/\D/g, '').slice(0, 9);
  if (d.length <= 3) return d;
  if (d.length <= 5) return `${d.slice(0, 3)}-${d.slice(3)}`;
  return `${d.slice(0, 3)}-${d.slice(3, 5)}-${d.slice(5)}`;
}

const ORDINAL: Record<string, string> = { one: 'st', two: 'nd', few: 'rd', other: 'th' };
const ordinals = new Intl.PluralRules('en-US', { type: 'ordinal' });

/**
 * 'March 14th 2026, 3:05 pm' (the spec's 'MMMM Do YYYY, h:mm a'), in the funeral home's zone; in another language, Intl's
 * long date and its time on a 12-hour clock, as the events write it ('14 de marzo de 2026 a las 3:05 p. m.'). In the
 * page's language unless one is given (a component passes useLocale()).
 */
export function formatEditedAt(value: string | null | undefined, locale: Locale = currentLocale()): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  if (locale !== 'en')
    return new Intl.DateTimeFormat(locale, {
      timeZone: DISPLAY_TIME_ZONE,
      dateStyle: 'long',
      timeStyle: 'short',
      hourCycle: 'h12',
    }).format(date);
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: DISPLAY_TIME_ZONE,
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
  }).formatToParts(date);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const day = Number(get('day'));
  return `${get('month')} ${day}${ORDINAL[ordinals.select(day)]} ${get('year')}, ${get('hour')}:${get('minute')} ${get('dayPeriod').toLowerCase()}`;
}
