import { Entity, Index, ManyToOne, PrimaryKey, Property, Unique, type Opt, type Ref } from '@mikro-orm/core';
import type { Locale } from '@memorial/schema';
import { Decedent } from '../decedent/index.js';

/**
 * A visitor who asked for e-mail reminders of a decedent's services (Stay Updated). One row per decedent and
 * address, whatever its case or spaces (emailKey); the row is deleted when its unsubscribe link is used.
 */
@Entity({ tableName: 'subscriber' })
@Unique({ name: 'subscriber_decedent_email_unique', properties: ['decedent', 'emailKey'] })
export class Subscriber {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => Decedent, { ref: true, deleteRule: 'cascade' })
  decedent!: Ref<Decedent>;

  /** As typed (trimmed), for the To: line. */
  @Property({ type: 'string', length: 254 }) email!: string;
  /** Lower case: the same mailbox subscribes once. */
  @Property({ type: 'string', length: 254 }) emailKey!: string;
  /** The visitor's zone (IANA name): the mails show the services' times in it. */
  @Property({ type: 'string', length: 64 }) timeZone!: string;
  /** The language the mails go out in ('en' or 'es'): the request's when they subscribed, unless they named one. */
  @Property({ type: 'text', default: 'en' }) language: Opt<Locale> = 'en';
  /** Random, signed into the unsubscribe link: a link works for this subscription only, and not after it ends. */
  @Property({ type: 'string', length: 32 }) nonce!: string;
  @Property({ type: 'timestamptz', defaultRaw: 'now()' }) createdAt: Opt<Date> = new Date();
}

/** The kinds of reminder mail: 24 hours before, 1 hour before, and a correction after a move or cancellation. */
export type ReminderKind = 'day' | 'hour' | 'correction';

/**
 * One reminder mail to one subscriber about one event, claimed (inserted) in the same transaction that decides to
 * send it: the unique indexes make "once per subscriber, event and kind" hold whichever replicas scan at once.
 * A correction is claimed once per mail it corrects (supersedes), so each later move or cancellation gets its own.
 * It carries the event as it was announced (event), so a correction can say what changed even after the event
 * is deleted; eventId is therefore not a foreign key.
 */
@Entity({ tableName: 'event_reminder' })
@Unique({
  name: 'event_reminder_once',
  expression: `create unique index "event_reminder_once" on "event_reminder" ("subscriber_id", "event_id", "kind") where "kind" <> 'correction'`,
})
@Unique({
  name: 'event_reminder_correction_once',
  expression: `create unique index "event_reminder_correction_once" on "event_reminder" ("supersedes") where "kind" = 'correction'`,
})
@Index({
  name: 'event_reminder_unsent',
  expression: `create index "event_reminder_unsent" on "event_reminder" ("id") where "sent_at" is null`,
})
export class EventReminder {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => Subscriber, { ref: true, deleteRule: 'cascade' })
  subscriber!: Ref<Subscriber>;

  @Property({ type: 'integer' }) @Index() eventId!: number;
  @Property({ type: 'string', length: 16 }) kind!: ReminderKind;
  /** The event's date, times and place when claimed (a digest), or 'cancelled'. */
  @Property({ type: 'string', length: 64 }) version!: string;
  /** A correction: the mail (row) it corrects, the latest about this event to this subscriber when it was claimed; one correction each. */
  @Property({ type: 'integer', nullable: true }) supersedes?: number | null;
  /** The event as this mail announces it. */
  @Property({ type: 'json' }) event!: ReminderEvent;
  /** When the event starts as this mail announces it: corrections look only at mails about what is still to come. */
  @Property({ type: 'timestamptz' }) @Index() startsAt!: Date;
  @Property({ type: 'timestamptz', defaultRaw: 'now()' }) claimedAt: Opt<Date> = new Date();
  /** Set by the sender that took the row (a sender that died frees it after a while). */
  @Property({ type: 'timestamptz', nullable: true }) sendingSince?: Date | null;
  @Property({ type: 'timestamptz', nullable: true }) sentAt?: Date | null;
}

/** What a reminder mail says about its event: a snapshot, taken when the mail is claimed (reminders.ts). */
export interface ReminderEvent {
  id: number;
  eventName: string;
  /** ISO instants. */
  startsAt: string;
  endsAt: string | null;
  /** The family hid the end time: visitors do not see it. */
  isEndTimeHided: boolean;
  locationName: string | null;
  locationAddressObj: {
    line1: string | null;
    city: string | null;
    state: string | null;
    zipcode: string | null;
    country: string | null;
  } | null;
  chapelName: string | null;
  url: string | null;
  /** Only when the family shows it to visitors (hidePassCodeInFaa false). */
  passCode: string | null;
  decedentName: string;
  opi: string;
  firstName: string | null;
  lastName: string | null;
  /** A correction: the event was deleted or hidden, or the page made private. */
  cancelled?: boolean;
  /** A correction of a move: the event as the earlier mail announced it. */
  previous?: ReminderEvent;
}
