import path from 'node:path';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Config } from './config.js';
import type { Logger } from './logger.js';
import { openOrm, migrate } from './db/orm.js';
import { startDatabase, withStartupLock, type Database } from './db/database.js';
import { createMailer, type Mailer } from './mail/mailer.js';
import { createApp, type RunningApp } from './app.js';
import { seedIfEmpty } from './seed/seed.js';
import { createStorage } from './media/storage.js';
import { ffmpegStripper } from './media/av-metadata.js';
import { startUploadSweep, type UploadSweep } from './media/upload-sweep.js';
import { oEmbedLookup, type VideoLookup } from './media/video-metadata.js';
import { pgEventBus, type EventBus } from './realtime/event-bus.js';
import { systemClock, type Clock } from './jobs/clock.js';
import { startJobQueue, type JobQueue } from './jobs/queue.js';
import { moduleDeps, moduleJobs, startModuleTasks, type ModuleTasks } from './modules/index.js';
import type { ModuleJobContext } from './modules/module.js';

/** The gateway, with the modules' background work by name (ModuleTasks: securitySweep, reminders...). */
export interface Gateway extends ModuleTasks {
  app: RunningApp;
  orm: MikroORM;
  db: Database;
  url: string;
  /** Events between replicas (PostgreSQL LISTEN/NOTIFY); stats() says whether it listens now. */
  events: EventBus;
  /** The periodic removal of unclaimed uploads (run() sweeps at once). */
  uploadSweep: UploadSweep;
  /** The PostgreSQL job queue (pg-boss): the modules' jobs (reminder mails). */
  jobs: JobQueue;
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
  const made = moduleDeps(config); // the modules' keys and secrets (the token secret, the SSN cipher)
  const events = pgEventBus(db.clientUrl, logger);
  const videoLookup = opts.videoLookup ?? oEmbedLookup();
  const av = await ffmpegStripper(config.FFMPEG_PATH, logger);
  const deps = { config, orm, logger, mailer, storage, av, events, videoLookup, ...made };
  const app = await createApp(deps);
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
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  const url = `http://localhost:${port}`;
  let jobs: JobQueue;
  const work: ModuleJobContext = {
    deps,
    clock: opts.clock ?? systemClock,
    publicUrl: () => config.PUBLIC_URL ?? url,
    queue: () => jobs,
  };
  const { tasks, stopAll: stopTasks } = startModuleTasks(work); // the security sweep's timer, the reminder scan
  try {
    jobs = await startJobQueue({ clientUrl: db.clientUrl, logger, onQuery: opts.onQuery, jobs: moduleJobs(work) });
  } catch (e) {
    await Promise.all([app.close(), uploadSweep.stop(), stopTasks()]);
    await events.close();
    await orm.close(true);
    await db.stop();
    throw e;
  }
  let stopping: Promise<void> | undefined;
  return {
    app,
    orm,
    db,
    url,
    uploadSweep,
    ...tasks,
    events,
    jobs,
    stop: () =>
      (stopping ??= (async () => {
        // No new sweep starts; one in progress finishes (with the requests in flight) before the database closes.
        // The job queue stops after the requests in flight, which may queue jobs.
        await Promise.all([app.close(), uploadSweep.stop(), stopTasks()]);
        await jobs.stop();
        await events.close();
        await orm.close(true);
        await db.stop();
      })()),
  };
}
