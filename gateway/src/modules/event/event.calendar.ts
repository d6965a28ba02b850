import { createEvent, type EventAttributes } from 'ics';
import { MAIL_TEXTS, currentLocale, translate, type Locale } from '@memorial/schema';
import type { DecedentEvent } from './event.entity.js';
import { addressLine } from './event.view.js';

export interface CalendarOptions {
  /** Whose service it is, for the title ("Funeral Service for Eleanor Grace Whitmore"). */
  decedentName: string;
  /** The memorial page, linked from the entry. */
  pageUrl: string;
  /** The pass code goes in only when the reader may see it. */
  showPassCode: boolean;
  /** A hidden end time is left out: the entry then lasts an hour. */
  showEndTime: boolean;
  /** For a reminder mail's correction: a higher sequence replaces an earlier copy; cancelled removes it. */
  sequence?: number;
  cancelled?: boolean;
  /** The reader's language (a reminder's subscriber); the request's when not given. */
  locale?: Locale;
}

/**
 * An event as an iCalendar (.ics) file: the page's "Add to calendar" and the reminder
 * mails attach the same text. The uid is stable per event, so a calendar updates the entry.
 */
export function eventCalendarFile(event: DecedentEvent, opts: CalendarOptions): string {
  const end = opts.showEndTime && event.endsAt ? event.endsAt : null;
  const locale = opts.locale ?? currentLocale();
  const lines = [
    event.chapelName ? translate(locale, MAIL_TEXTS, 'calendarChapel', { chapel: event.chapelName }) : null,
    event.url ? translate(locale, MAIL_TEXTS, 'liveStream', { url: event.url }) : null,
    event.url && event.passCode && opts.showPassCode ? translate(locale, MAIL_TEXTS, 'passCode', { passCode: event.passCode }) : null,
    translate(locale, MAIL_TEXTS, 'calendarPage', { pageUrl: opts.pageUrl }),
  ].filter((l): l is string => !!l);
  const attributes: EventAttributes = {
    uid: `event-${event.id}@memorial-portal`,
    productId: 'memorial-portal/events',
    title: translate(locale, MAIL_TEXTS, 'calendarTitle', { eventName: event.eventName, decedentName: opts.decedentName }),
    start: event.startsAt.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    ...(end ? { end: end.getTime(), endInputType: 'utc' as const, endOutputType: 'utc' as const } : { duration: { hours: 1 } }),
    location: [event.locationName, addressLine(event.locationAddressObj)].filter(Boolean).join(', ') || undefined,
    description: lines.join('\n'),
    status: opts.cancelled ? 'CANCELLED' : 'CONFIRMED',
    sequence: opts.sequence ?? 0,
    ...(opts.cancelled ? { method: 'CANCEL' } : {}),
  };
  const { error, value } = createEvent(attributes);
  // A refusal here is a bug of ours, not the caller's: logged in full, answered with the generic message.
  if (error || !value) throw new Error(`calendar entry for event ${event.id} could not be built: ${error?.message ?? 'no value'}`);
  return value;
}

/**
 * A file name for the download: letters and digits of the event's name, a Spanish name's accented letters written
 * without their accents (Recepción: Recepcion.ics, not Recepci-n.ics).
 */
export function calendarFileName(event: Pick<DecedentEvent, 'eventName'>): string {
  const unaccented = event.eventName.normalize('NFD').replace(/\p{M}+/gu, '');
  return `${unaccented.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'event'}.ics`;
}
