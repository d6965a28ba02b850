import { NAMESPACE } from '../i18n/index.js';
import { FUNERAL_HOMES } from '../reference/index.js';

/** Events and tributes (memorial-portal 3 Event, 4 Events, 5 Pass code, 8). */
export const EVENT_MESSAGES = {
  [NAMESPACE]: 'event',
  hidden: 'Event Hidden Successfully',
  endTimeHidden: 'Ending Time Hided Successfully',
  /** Not in the spec: showing an event or an end time again answers the spec's generic update text. */
  updated: 'Data updated successfully',
  noUpcoming: 'No upcoming events',
  passCodeHidden: 'Please contact Family member',
  // Not in the spec: staff's event form and the refusals of the event calls.
  created: 'Event Added Successfully',
  edited: 'Event Updated Successfully',
  deleted: 'Event Deleted Successfully',
  confirmDelete: 'Are you sure you want to delete this Event?',
  cannotBeRevoked: 'Once deleted it cannot be revoked.',
  eventMissing: 'Event does not exist',
  endTimeOnlyDynamic: 'Only the ending time of a Dynamic event can be hidden',
  tributeNotConfigured: 'The tribute store is not available',
  tributeEventPast: 'This event has passed',
  tributeActionInvalid: 'action must be flower-click or tree-click',
  nameRequired: 'Event Name is required',
  nameTooLong: 'Event Name should be less than 121 characters',
  locationNameTooLong: 'Location Name should be less than 201 characters',
  chapelNameTooLong: 'Chapel Name should be less than 121 characters',
  addressLineTooLong: 'Address line should be less than 51 characters',
  cityTooLong: 'City should be less than 101 characters',
  stateTooLong: 'State should be less than 101 characters',
  zipcodeTooLong: 'Zipcode should be less than 21 characters',
  countryTooLong: 'Country should be less than 101 characters',
  dateRequired: 'Service Date is required',
  dateInvalid: 'Service Date must be a real date (MM/DD/YYYY)',
  beginningRequired: 'Beginning Time is required',
  timeInvalid: 'Time must be given as hours and minutes (HH:mm)',
  endBeforeBeginning: 'Ending Time must be after Beginning Time',
  urlInvalid: 'Live Stream URL is not a valid link',
  urlTooLong: 'Live Stream URL should be less than 2001 characters',
  passCodeTooLong: 'Pass Code should be less than 51 characters',
  locationCodeInvalid: `Location Code must be one of ${FUNERAL_HOMES.map((h) => h.code).join(', ')}`,
  timeZoneInvalid: 'Time zone must be an IANA time zone such as America/Los_Angeles',
} as const;

export const EVENT_TYPES = ['Static', 'Dynamic'] as const;
export type EventKind = (typeof EVENT_TYPES)[number];

/** An IANA zone name (America/Los_Angeles, UTC) that this runtime knows; offsets such as +05:00 are not zones. */
export function isTimeZone(value: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/.test(value) || value.length > 64) return false;
  // Asking the runtime builds a formatter (a fraction of a millisecond): a zone once known is remembered (a few hundred exist).
  if (knownZones.has(value)) return true;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
  } catch {
    return false;
  }
  if (knownZones.size < 1000) knownZones.add(value);
  return true;
}
const knownZones = new Set<string>();

/** 'https://' is added to a live stream link that names no scheme (memorial-portal 5). */
export function withScheme(url: string): string {
  const trimmed = url.trim();
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
}

/** A plain maps search for an address (no map service is called; the browser opens it). */
export function mapsSearchUrl(parts: ReadonlyArray<string | null | undefined>): string | null {
  const query = parts
    .map((p) => p?.trim())
    .filter(Boolean)
    .join(', ');
  return query ? `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}` : null;
}
