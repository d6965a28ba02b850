import type { Locale } from '@memorial/schema';
import type { MailText } from '../mailer.js';
import { mailText, say } from './say.js';

/**
 * A service's date and time in the subscriber's zone and language: "November 25, 2026 at 10:00 AM PST" (the spec's
 * MMMM DD, YYYY and h:mm A), «25 de noviembre de 2026, 10:00 a. m. hora del Pacífico».
 */
export function mailWhen(iso: string, zone: string, locale: Locale = 'en'): string {
  const at = new Date(iso);
  const english = locale === 'en';
  const tag = english ? 'en-US' : locale;
  const date = new Intl.DateTimeFormat(tag, {
    timeZone: zone,
    month: 'long',
    day: english ? '2-digit' : 'numeric',
    year: 'numeric',
  }).format(at);
  const time = new Intl.DateTimeFormat(tag, {
    timeZone: zone,
    hour: 'numeric',
    minute: '2-digit',
    hourCycle: 'h12',
    // Spanish names the zone in words («hora del Pacífico»); its short names are only offsets (GMT-8).
    timeZoneName: english ? 'short' : 'longGeneric',
  }).format(at);
  return say(locale, 'dateAtTime', { date, time });
}

export interface ReminderMailEvent {
  eventName: string;
  decedentName: string;
  /** Formatted with mailWhen. */
  when: string;
  place: string | null;
  liveStream: string | null;
  passCode: string | null;
}

const details = (locale: Locale, e: ReminderMailEvent) =>
  [
    say(locale, 'when', { when: e.when }),
    e.place ? say(locale, 'where', { place: e.place }) : null,
    e.liveStream ? say(locale, 'liveStream', { url: e.liveStream }) : null,
    e.passCode ? say(locale, 'passCode', { passCode: e.passCode }) : null,
  ]
    .filter(Boolean)
    .join('\n');

const footer = (v: ReminderMail) => say(v.locale, 'reminderFooter', { pageUrl: v.pageUrl, unsubscribeUrl: v.unsubscribeUrl });

interface ReminderMail {
  /** The subscriber's language. */
  locale: Locale;
  event: ReminderMailEvent;
  pageUrl: string;
  unsubscribeUrl: string;
}

const named = (e: ReminderMailEvent) => ({ eventName: e.eventName, decedentName: e.decedentName, when: e.when });

/** 24 hours or 1 hour before a service. */
export const eventReminderMail = (v: ReminderMail & { kind: 'day' | 'hour' }): MailText => ({
  subject: say(v.locale, 'reminderSubject', named(v.event)),
  text: mailText(v.locale, [say(v.locale, 'reminderLead', { ...named(v.event), kind: v.kind }), details(v.locale, v.event), footer(v)]),
});

/** After a reminder went out, the service moved (date, time or place). */
export const eventMovedMail = (v: ReminderMail & { previous: ReminderMailEvent }): MailText => ({
  subject: say(v.locale, 'movedSubject', named(v.event)),
  text: mailText(v.locale, [
    say(v.locale, 'movedLead', named(v.event)),
    `${say(v.locale, 'movedNow')}\n${details(v.locale, v.event)}`,
    `${say(v.locale, 'movedBefore')}\n${details(v.locale, v.previous)}`,
    footer(v),
  ]),
});

/** After a reminder went out, the service was cancelled (deleted or hidden by the family). */
export const eventCancelledMail = (v: ReminderMail): MailText => ({
  subject: say(v.locale, 'cancelledSubject', named(v.event)),
  text: mailText(v.locale, [say(v.locale, 'cancelledLead', named(v.event)), details(v.locale, v.event), footer(v)]),
});
