import type { KeyObject } from 'node:crypto';
import { isLocale, type Locale } from '@memorial/schema';
import type { Clock } from '../../jobs/clock.js';
import type { JobDb, JobQueue, QueuedJob } from '../../jobs/queue.js';
import type { Logger } from '../../logger.js';
import type { Mailer, OutgoingMail } from '../../mail/mailer.js';
import {
  eventCancelledMail,
  eventMovedMail,
  eventReminderMail,
  mailWhen,
  type ReminderMailEvent,
} from '../../mail/templates/event-reminder.js';
import { eventCalendarFile } from '../event/index.js';
import type { DecedentEvent } from '../event/index.js';
import { addressLine } from '../event/index.js';
import { officialPageUrl } from '../decedent/index.js';
import type { ReminderEvent, ReminderKind } from './subscriber.entity.js';
import { unsubscribeToken } from './unsubscribe-token.js';

/**
 * Reminder mails, 24 hours and 1 hour before each upcoming event of a decedent that is not hidden and not on a
 * private page, to each subscriber of the decedent; and one correction when an event that was announced moves or
 * is cancelled (deleted, hidden, or the page made private) before it starts.
 *
 * A scan (every minute, one pg-boss job for all replicas; or run() here) claims what is due in one transaction:
 * one INSERT ... SELECT per kind into event_reminder, whose partial unique indexes let a (subscriber, event, kind)
 * be inserted once, whichever replicas scan at the same moment, and in the same transaction queues send jobs of
 * SEND_BATCH claimed rows each. Senders (any replica) take their rows, send, and mark them sent.
 */
export const SCAN_QUEUE = 'reminders-scan';
export const SEND_QUEUE = 'reminders-send';
export const PRUNE_QUEUE = 'reminders-prune';
export const SEND_BATCH = 100;
/** Sent mails about events that ended this long ago are forgotten (nothing compares with them any more). */
const KEEP_SENT = "interval '30 days'";
/** Mails of one batch in flight together. */
const SEND_CONCURRENCY = 8;
/** A sender that took rows and died frees them after this long. */
const SENDING_TIMEOUT = "interval '10 minutes'";

/** The event's date, times and place: a mail is corrected when this changes after it was claimed. */
const VERSION_SQL = `md5(concat_ws('|', extract(epoch from e.starts_at), extract(epoch from e.ends_at), e.location_name, e.location_address_obj::text))`;
const SNAPSHOT_SQL = `jsonb_build_object(
  'id', e.id, 'eventName', e.event_name, 'startsAt', e.starts_at, 'endsAt', e.ends_at, 'isEndTimeHided', e.is_end_time_hided,
  'locationName', e.location_name, 'locationAddressObj', e.location_address_obj, 'chapelName', e.chapel_name, 'url', e.url,
  'passCode', case when e.hide_pass_code_in_faa then null else e.pass_code end,
  'decedentName', concat_ws(' ', nullif(d.first_name, ''), nullif(d.middle_name, ''), nullif(d.last_name, '')),
  'opi', d.opi, 'firstName', d.first_name, 'lastName', d.last_name)`;

/** Reminders due at $1: the 1-hour one within the last hour before the start, the 24-hour one before that. */
const CLAIM_REMINDERS_SQL = `
  insert into event_reminder (subscriber_id, event_id, kind, version, event, starts_at)
  select s.id, e.id, case when e.starts_at <= $1::timestamptz + interval '1 hour' then 'hour' else 'day' end, ${VERSION_SQL}, ${SNAPSHOT_SQL}, e.starts_at
  from decedent_event e
  join decedent d on d.id = e.decedent_id
  join subscriber s on s.decedent_id = e.decedent_id
  where e.starts_at > $1::timestamptz and e.starts_at <= $1::timestamptz + interval '24 hours'
    and not e.is_private and not d.is_private
  on conflict (subscriber_id, event_id, kind) where kind <> 'correction' do nothing
  returning id`;

/**
 * Corrections due at $1: for each (subscriber, event) whose latest mail announced something still to come, the
 * event as it is now differs from that mail (another date, time or place), or is gone or hidden. A correction
 * names the mail it corrects (supersedes, unique): replicas scanning together claim it once.
 */
const CLAIM_CORRECTIONS_SQL = `
  with latest as (
    select distinct on (r.subscriber_id, r.event_id) r.id, r.subscriber_id, r.event_id, r.version, r.event, r.starts_at
    from event_reminder r
    where r.starts_at > $1::timestamptz
    order by r.subscriber_id, r.event_id, r.id desc
  ), now_state as (
    select l.*, e.starts_at as current_start,
      case when e.id is null or e.is_private or d.is_private then 'cancelled' else ${VERSION_SQL} end as current_version,
      case when e.id is null then null else ${SNAPSHOT_SQL} end as current_event
    from latest l
    left join decedent_event e on e.id = l.event_id
    left join decedent d on d.id = e.decedent_id
  )
  insert into event_reminder (subscriber_id, event_id, kind, version, supersedes, event, starts_at)
  select subscriber_id, event_id, 'correction', current_version, id,
    case when current_version = 'cancelled' then (event - 'previous') || '{"cancelled": true}'::jsonb
         else current_event || jsonb_build_object('previous', event - 'previous') end,
    case when current_version = 'cancelled' then starts_at else current_start end
  from now_state
  where current_version <> version
  on conflict (supersedes) where kind = 'correction' do nothing
  returning id`;

/** Takes unsent rows of a batch for this sender (or rows a dead sender left), with what their mails need. */
const TAKE_SQL = `
  update event_reminder r set sending_since = now()
  from subscriber s
  where r.id = any($1::int[]) and s.id = r.subscriber_id and r.sent_at is null
    and (r.sending_since is null or r.sending_since < now() - ${SENDING_TIMEOUT})
  returning r.id, r.kind, r.version, r.event, r.event_id, s.id as subscriber_id, s.email, s.time_zone, s.nonce, s.language,
    (select count(*) from event_reminder c where c.subscriber_id = r.subscriber_id and c.event_id = r.event_id and c.kind = 'correction' and c.id <= r.id)::int as sequence`;

interface TakenRow {
  id: number;
  kind: ReminderKind;
  version: string;
  event: ReminderEvent;
  event_id: number;
  subscriber_id: number;
  email: string;
  time_zone: string;
  nonce: string;
  /** The subscriber's language: the mail, its dates and its calendar entry are written in it. */
  language: string;
  sequence: number;
}

export interface ReminderRun {
  reminders: number;
  corrections: number;
  jobs: number;
}

export interface ReminderDeps {
  clock: Clock;
  mailer: Mailer;
  secret: KeyObject;
  logger: Logger;
  /** The site's address for the links in the mails (PUBLIC_URL, or this gateway's). */
  publicUrl: () => string;
}

/** Claims what is due at `now` and queues its sending, in one transaction. */
export async function scanReminders(queue: JobQueue, now: Date): Promise<ReminderRun> {
  return queue.transaction(async (db) => {
    const reminders = (await db.executeSql(CLAIM_REMINDERS_SQL, [now])).rows.map((r: { id: number }) => r.id);
    const corrections = (await db.executeSql(CLAIM_CORRECTIONS_SQL, [now])).rows.map((r: { id: number }) => r.id);
    const ids = [...reminders, ...corrections];
    const batches: Array<{ ids: number[] }> = [];
    for (let i = 0; i < ids.length; i += SEND_BATCH) batches.push({ ids: ids.slice(i, i + SEND_BATCH) });
    await queue.insert(SEND_QUEUE, batches, db);
    return { reminders: reminders.length, corrections: corrections.length, jobs: batches.length };
  });
}

/** Sends the mails of one batch; a mail that failed stays unsent, and the job fails so pg-boss tries it again. */
export async function sendReminderBatch(db: JobDb, deps: ReminderDeps, ids: number[]): Promise<{ sent: number }> {
  const rows = (await db.executeSql(TAKE_SQL, [ids])).rows as TakenRow[];
  const sent: number[] = [];
  const failed: number[] = [];
  let next = 0;
  const base = deps.publicUrl();
  // The calendar entry is the same for every subscriber of an event (and correction) in a language: built once per batch.
  const calendars = new Map<string, string>();
  const worker = async () => {
    while (next < rows.length) {
      const row = rows[next++]!;
      try {
        await deps.mailer.send(reminderMail(row, base, deps.secret, calendars));
        sent.push(row.id);
      } catch (err) {
        deps.logger.warn({ err, reminder: row.id }, 'reminder mail not sent; retried');
        failed.push(row.id);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(SEND_CONCURRENCY, rows.length) }, worker));
  if (sent.length) await db.executeSql('update event_reminder set sent_at = now(), sending_since = null where id = any($1::int[])', [sent]);
  if (failed.length) {
    await db.executeSql('update event_reminder set sending_since = null where id = any($1::int[])', [failed]);
    throw new Error(`${failed.length} reminder mails of ${rows.length} failed`);
  }
  return { sent: sent.length };
}

/** The mail of one claimed row, in the subscriber's language and zone, with the event's calendar entry and a one-click unsubscribe. */
export function reminderMail(row: TakenRow, base: string, secret: KeyObject, calendars = new Map<string, string>()): OutgoingMail {
  const e = row.event;
  const locale: Locale = isLocale(row.language) ? row.language : 'en';
  const pageUrl = officialPageUrl(base, e);
  const unsubscribeUrl = `${base}/obituaries/unsubscribe/${unsubscribeToken(secret, { id: row.subscriber_id, nonce: row.nonce })}`;
  const view = (x: ReminderEvent): ReminderMailEvent => ({
    eventName: x.eventName,
    decedentName: x.decedentName,
    when: mailWhen(x.startsAt, row.time_zone, locale),
    place: [x.locationName, addressLine(x.locationAddressObj)].filter(Boolean).join(', ') || null,
    liveStream: x.url,
    passCode: x.url ? x.passCode : null,
  });
  const text =
    row.kind === 'correction'
      ? e.cancelled
        ? eventCancelledMail({ locale, event: view(e), pageUrl, unsubscribeUrl })
        : eventMovedMail({ locale, event: view(e), previous: view(e.previous ?? e), pageUrl, unsubscribeUrl })
      : eventReminderMail({ locale, kind: row.kind, event: view(e), pageUrl, unsubscribeUrl });
  const calendarKey = `${row.event_id}|${row.version}|${row.kind === 'correction'}|${row.sequence}|${locale}`;
  let ics = calendars.get(calendarKey);
  if (ics === undefined) {
    ics = eventCalendarFile(calendarEvent(e), {
      decedentName: e.decedentName,
      pageUrl,
      showPassCode: !!e.passCode,
      showEndTime: !e.isEndTimeHided,
      sequence: row.sequence,
      cancelled: !!e.cancelled,
      locale,
    });
    calendars.set(calendarKey, ics);
  }
  return {
    to: row.email,
    ...text,
    headers: { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    attachments: [
      { filename: 'event.ics', content: ics, contentType: `text/calendar; charset=utf-8; method=${e.cancelled ? 'CANCEL' : 'PUBLISH'}` },
    ],
  };
}

/** The snapshot in the shape of the calendar builder's event. */
function calendarEvent(e: ReminderEvent): DecedentEvent {
  return {
    id: e.id,
    eventName: e.eventName,
    startsAt: new Date(e.startsAt),
    endsAt: e.endsAt ? new Date(e.endsAt) : null,
    locationName: e.locationName,
    locationAddressObj: e.locationAddressObj ?? { line1: null, city: null, state: null, zipcode: null, country: null },
    chapelName: e.chapelName,
    url: e.url,
    passCode: e.passCode,
    isEndTimeHided: e.isEndTimeHided,
  } as DecedentEvent;
}

/** The two queues: the scan (a cron job, every minute) and the senders. */
export function reminderJobs(deps: ReminderDeps, queue: () => JobQueue): QueuedJob[] {
  return [
    {
      name: SCAN_QUEUE,
      cron: '* * * * *',
      retryLimit: 0, // the next minute's scan is the retry
      expireInSeconds: 300,
      // The cron's jobs carry nothing: they scan at the clock's time. A job may name its time (at, ISO): a scan
      // queued for a given moment, e.g. a test's, which any replica's worker then runs.
      handler: async (jobs) => {
        for (const job of jobs as Array<{ data: { at?: string } | null }>) {
          const at = job.data?.at ? new Date(job.data.at) : deps.clock.now();
          const run = await scanReminders(queue(), Number.isNaN(at.getTime()) ? deps.clock.now() : at);
          if (run.jobs) queue().wake(SEND_QUEUE);
        }
      },
    },
    {
      name: PRUNE_QUEUE,
      cron: '17 3 * * *',
      retryLimit: 0,
      handler: async () => {
        await queue().db.executeSql(`delete from event_reminder where sent_at is not null and starts_at < now() - ${KEEP_SENT}`, []);
      },
    },
    {
      name: SEND_QUEUE,
      batchSize: 4,
      handler: async (jobs) => {
        await Promise.all((jobs as Array<{ data: { ids: number[] } }>).map((job) => sendReminderBatch(queue().db, deps, job.data.ids)));
      },
    },
  ];
}
