import path from 'node:path';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Config } from './config.js';
import type { Logger } from './logger.js';
import { openOrm, migrate } from './db/orm.js';
import { startDatabase, withStartupLock, type Database } from './db/database.js';
import { createMailer, type Mailer } from './mail/mailer.js';
import { loadTokenSecret } from './modules/identity/secret.js';
import { createApp, type RunningApp } from './app.js';
import { seedIfEmpty } from './seed/seed.js';
import { createStorage } from './media/storage.js';
import { ffmpegStripper } from './media/av-metadata.js';
import { startUploadSweep, type UploadSweep } from './media/upload-sweep.js';
import { oEmbedLookup, type VideoLookup } from './media/video-metadata.js';
import { pgEventBus, type EventBus } from './realtime/event-bus.js';
import { loadSsnKey, ssnCipher } from './modules/certificate/ssn-cipher.js';
import { startSecuritySweep, type SecuritySweep } from './modules/identity/security-sweep.js';
import { systemClock, type Clock } from './jobs/clock.js';
import { startJobQueue, type JobQueue } from './jobs/queue.js';
import { reminderJobs, scanReminders, SEND_QUEUE, type ReminderRun } from './modules/subscription/reminders.js';

export interface Gateway {
  app: RunningApp;
  orm: MikroORM;
  db: Database;
  url: string;
  /** Events between replicas (PostgreSQL LISTEN/NOTIFY); stats() says whether it listens now. */
  events: EventBus;
  /** The periodic removal of unclaimed uploads (run() sweeps at once). */
  uploadSweep: UploadSweep;
  /** The periodic removal of old security rows (run() sweeps at once). */
  securitySweep: SecuritySweep;
  /** The PostgreSQL job queue (pg-boss): reminder mails. */
  jobs: JobQueue;
  /** Runs a reminder scan now, at the clock's time (the cron job runs one every minute), and wakes this process's senders. */
  reminders: { run(): Promise<ReminderRun> };
  stop(): Promise<void>;
}

/** config -> database -> migrations -> demo data (first start only, unless SEED_DEMO=false) -> app -> listen. */
export interface BootOptions {
  mailer?: Mailer;
  seed?: boolean;
  videoLookup?: VideoLookup;
  onQuery?: (sql: string) => void;
  /** Where background jobs read the time (reminders): a test's clock, or the system's. */
  clock?: Clock;
}

export async function bootGateway(config: Config, logger: Logger, opts: BootOptions = {}): Promise<Gateway> {
  const db = await startDatabase(config, logger);
  const orm = await openOrm({ clientUrl: db.clientUrl, migrationsDir: config.migrationsDir, logger, onQuery: opts.onQuery });
  const storage = await createStorage(config);
  // Replicas starting together take turns: one migrates and seeds, the others then find nothing to do.
  await withStartupLock(db.clientUrl, async () => {
    const applied = await migrate(orm);
    if (applied.length) logger.info({ applied }, 'migrations applied');
    if (opts.seed ?? config.seedDemo) await seedIfEmpty(orm, logger, storage);
  });
  const mailer =
    opts.mailer ??
    createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, outboxDir: path.join(config.DATA_DIR, 'outbox'), logger });
  const tokens = { secret: loadTokenSecret(config), issuer: config.JWT_ISSUER, audience: config.JWT_AUDIENCE };
  const events = pgEventBus(db.clientUrl, logger);
  const videoLookup = opts.videoLookup ?? oEmbedLookup();
  const ssn = ssnCipher(loadSsnKey(config));
  const av = await ffmpegStripper(config.FFMPEG_PATH, logger);
  const app = await createApp({ config, orm, logger, mailer, tokens, storage, av, events, videoLookup, ssn });
  await new Promise<void>((resolve, reject) => {
    app.server.once('error', reject);
    app.server.listen(config.PORT, config.HOST, () => resolve());
  });
  // Background work: an unref'd timer (it never keeps the process alive), stopped with the gateway.
  const uploadSweep = startUploadSweep({
    orm,
    storage,
    logger,
    retentionHours: config.UPLOAD_RETENTION_HOURS,
    everyMs: config.UPLOAD_SWEEP_MINUTES * 60_000,
  });
  const securitySweep = startSecuritySweep({
    orm,
    logger,
    retentionDays: config.SECURITY_RETENTION_DAYS,
    everyMs: config.SECURITY_SWEEP_MINUTES * 60_000,
  });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  const url = `http://localhost:${port}`;
  const clock = opts.clock ?? systemClock;
  let jobs: JobQueue;
  try {
    jobs = await startJobQueue({
      clientUrl: db.clientUrl,
      logger,
      onQuery: opts.onQuery,
      jobs: reminderJobs({ clock, mailer, secret: tokens.secret, logger, publicUrl: () => config.PUBLIC_URL ?? url }, () => jobs),
    });
  } catch (e) {
    await Promise.all([app.close(), uploadSweep.stop(), securitySweep.stop()]);
    await events.close();
    await orm.close(true);
    await db.stop();
    throw e;
  }
  const reminders = {
    async run() {
      const run = await scanReminders(jobs, clock.now());
      if (run.jobs) jobs.wake(SEND_QUEUE);
      return run;
    },
  };
  let stopping: Promise<void> | undefined;
  return {
    app,
    orm,
    db,
    url,
    uploadSweep,
    securitySweep,
    events,
    jobs,
    reminders,
    stop: () =>
      (stopping ??= (async () => {
        // No new sweep starts; one in progress finishes (with the requests in flight) before the database closes.
        await Promise.all([app.close(), uploadSweep.stop(), securitySweep.stop(), jobs.stop()]);
        await events.close();
        await orm.close(true);
        await db.stop();
      })()),
  };
}
