import { EVENT_MESSAGES, mapsSearchUrl } from '@memorial/schema';
import type { DecedentEvent, EventAddress } from './event.entity.js';
import type { EventView } from './event.types.js';
import { dayIn, flowerCutoff, formatDate, formatTime } from './event.time.js';

export const addressLine = (a: EventAddress | null | undefined) =>
  a ? [a.line1, a.city, [a.state, a.zipcode].filter(Boolean).join(' '), a.country].map((p) => p?.trim()).filter(Boolean).join(', ') : '';

export interface ViewContext {
  /** The caller's zone: dates are formatted and split into upcoming / past in it. */
  zone: string;
  /** Family with access or staff: sees hidden end times and pass codes. */
  privileged: boolean;
  opi: string;
  now: Date;
}

/** Whether the event's day (in the caller's zone) is before today there: today's events are upcoming. */
export const isPastFor = (event: DecedentEvent, zone: string, now: Date) => dayIn(event.startsAt, zone) < dayIn(now, zone);

/** The event as this viewer may see it (memorial-portal 5 Pass code, 6 hidden end times). */
export function toView(event: DecedentEvent, vc: ViewContext): EventView {
  const showEnd = vc.privileged || !event.isEndTimeHided;
  const endsAt = showEnd && event.endsAt ? event.endsAt : null;
  const past = isPastFor(event, vc.zone, vc.now);
  const cutoff = flowerCutoff(event.serviceDate, event.timeZone);
  const address = addressLine(event.locationAddressObj);
  const passCode = event.passCode ? (vc.privileged || !event.hidePassCodeInFaa ? event.passCode : EVENT_MESSAGES.passCodeHidden) : null;
  return {
    id: event.id,
    eventName: event.eventName,
    eventType: event.eventType,
    locationName: event.locationName ?? null,
    chapelName: event.chapelName ?? null,
    locationAddress: address || null,
    locationAddressObj: { ...event.locationAddressObj },
    serviceDate: formatDate(event.startsAt, vc.zone),
    beginningTime: formatTime(event.startsAt, vc.zone),
    endingTime: endsAt ? formatTime(endsAt, vc.zone) : null,
    localDate: event.serviceDate,
    localBeginningTime: event.beginningTime,
    localEndingTime: showEnd ? (event.endingTime ?? null) : null,
    timeZone: event.timeZone,
    startsAt: event.startsAt.toISOString(),
    endsAt: endsAt ? endsAt.toISOString() : null,
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
    flowerCutoffAt: cutoff.toISOString(),
    treeOrderOpen: !past,
  };
}
