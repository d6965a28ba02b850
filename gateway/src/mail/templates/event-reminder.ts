import type { MailText } from '../mailer.js';

/** "November 25, 2026 at 10:00 AM PST" in the subscriber's zone (the spec's MMMM DD, YYYY and h:mm A). */
export function mailWhen(iso: string, zone: string): string {
  const at = new Date(iso);
  const date = new Intl.DateTimeFormat('en-US', { timeZone: zone, month: 'long', day: '2-digit', year: 'numeric' }).format(at);
  const time = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
    timeZoneName: 'short',
  }).format(at);
  return `${date} at ${time}`;
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

const details = (e: ReminderMailEvent) =>
  [
    `When: ${e.when}`,
    e.place ? `Where: ${e.place}` : null,
    e.liveStream ? `Live stream: ${e.liveStream}` : null,
    e.passCode ? `Pass code: ${e.passCode}` : null,
  ]
    .filter(Boolean)
    .join('\n');

const footer = (pageUrl: string, unsubscribeUrl: string) =>
  `\n\nThe memorial page: ${pageUrl}\nThe calendar entry is attached.\n\nYou receive this mail because you subscribed to reminders on the memorial page. To stop them: ${unsubscribeUrl}\n`;

/** 24 hours or 1 hour before a service. */
export const eventReminderMail = (v: {
  kind: 'day' | 'hour';
  event: ReminderMailEvent;
  pageUrl: string;
  unsubscribeUrl: string;
}): MailText => ({
  subject: `Reminder: ${v.event.eventName} for ${v.event.decedentName}, ${v.event.when}`,
  // "Coming up" rather than "tomorrow": a visitor who subscribes late gets the 24-hour reminder closer to the service.
  text: `${v.kind === 'hour' ? 'In about an hour' : 'Coming up'}: ${v.event.eventName} for ${v.event.decedentName}.\n\n${details(v.event)}${footer(v.pageUrl, v.unsubscribeUrl)}`,
});

/** After a reminder went out, the service moved (date, time or place). */
export const eventMovedMail = (v: {
  event: ReminderMailEvent;
  previous: ReminderMailEvent;
  pageUrl: string;
  unsubscribeUrl: string;
}): MailText => ({
  subject: `Changed: ${v.event.eventName} for ${v.event.decedentName} is now ${v.event.when}`,
  text: `The ${v.event.eventName} for ${v.event.decedentName} has changed since our last reminder.\n\nNow:\n${details(v.event)}\n\nBefore:\n${details(v.previous)}${footer(v.pageUrl, v.unsubscribeUrl)}`,
});

/** After a reminder went out, the service was cancelled (deleted or hidden by the family). */
export const eventCancelledMail = (v: { event: ReminderMailEvent; pageUrl: string; unsubscribeUrl: string }): MailText => ({
  subject: `Cancelled: ${v.event.eventName} for ${v.event.decedentName}, ${v.event.when}`,
  text: `The ${v.event.eventName} for ${v.event.decedentName} we reminded you of is no longer on the memorial page.\n\n${details(v.event)}${footer(v.pageUrl, v.unsubscribeUrl)}`,
});
