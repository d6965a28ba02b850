import { EVENT_MESSAGES, mapsSearchUrl, t } from '@memorial/schema';
import type { DecedentEvent, EventAddress } from './event.entity.js';
import type { EventView } from './event.types.js';
import { dayIn, flowerCutoff, isoOf, wallClock } from './event.time.js';

export const addressLine = (a: EventAddress | null | undefined) =>
  a
    ? [a.line1, a.city, [a.state, a.zipcode].filter(Boolean).join(' '), a.country]
        .map((p) => p?.trim())
        .filter(Boolean)
        .join(', ')
    : '';

export interface ViewContext {
  /** The caller's zone: dates are formatted and split into upcoming / past in it. */
  zone: string;
  /** Family with access or staff: sees hidden end times and pass codes. */
  privileged: boolean;
  opi: string;
  now: Date;
  /** YYYY-MM-DD of now in zone, when a list has worked it out once for all its events. */
  today?: string;
}

/** The columns of an event that a view reads: a managed entity, or a plain row of a read-only list. */
export type EventFields = Omit<DecedentEvent, 'decedent' | 'createdAt' | 'updatedAt'>;

/** The event as this viewer may see it (memorial-portal 5 Pass code, 6 hidden end times), at its current `version`. */
export function toView(event: EventFields, vc: ViewContext, version?: number): EventView {
  const showEnd = vc.privileged || !event.isEndTimeHided;
  const endsAt = showEnd && event.endsAt ? event.endsAt : null;
  const starts = wallClock(event.startsAt, vc.zone);
  // Past when the event's day (in the caller's zone) is before today there: today's events are upcoming.
  const past = starts.day < (vc.today ?? dayIn(vc.now, vc.zone));
  const cutoff = flowerCutoff(event.serviceDate, event.timeZone);
  const address = addressLine(event.locationAddressObj);
  const passCode = event.passCode
    ? vc.privileged || !event.hidePassCodeInFaa
      ? event.passCode
      : t(EVENT_MESSAGES, 'passCodeHidden')
    : null;
  return {
    id: event.id,
    eventName: event.eventName,
    eventType: event.eventType,
    locationName: event.locationName ?? null,
    chapelName: event.chapelName ?? null,
    locationAddress: address || null,
    locationAddressObj: { ...event.locationAddressObj },
    serviceDate: starts.date,
    beginningTime: starts.time,
    endingTime: endsAt ? wallClock(endsAt, vc.zone).time : null,
    localDate: event.serviceDate,
    localBeginningTime: event.beginningTime,
    localEndingTime: showEnd ? (event.endingTime ?? null) : null,
    timeZone: event.timeZone,
    startsAt: isoOf(event.startsAt),
    endsAt: endsAt ? isoOf(endsAt) : null,
    previousStartsAt: event.previousStartsAt ? isoOf(event.previousStartsAt) : null,
    locationCode: event.locationCode ?? null,
    url: event.url ?? null,
    passCode,
    hidePassCodeInFaa: event.hidePassCodeInFaa,
    isEndTimeHided: event.isEndTimeHided,
    isPrivate: event.isPrivate,
    isPast: past,
    mapUrl: mapsSearchUrl([event.locationName, address]),
    calendarUrl: `/api/v1/events/${encodeURIComponent(vc.opi)}/calendar/${event.id}`,
    flowerOrderOpen: !past && vc.now < cutoff,
    flowerCutoffAt: isoOf(cutoff),
    treeOrderOpen: !past,
    version,
  };
}
