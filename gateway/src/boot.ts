import path from 'node:path';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Config } from './config.js';
import type { Logger } from './logger.js';
import { openOrm, migrate } from './db/orm.js';
import { startDatabase, withStartupLock, type Database } from './db/database.js';
import { createMailer, type Mailer } from './mail/mailer.js';
import { loadTokenSecret } from './modules/identity/secret.js';
import { createApp, type RunningApp } from './app.js';
import { seedIfEmpty } from './db/seed.js';
import { localStorage } from './media/storage.js';
import { ffmpegStripper } from './media/av-metadata.js';
import { startUploadSweep, type UploadSweep } from './media/upload-sweep.js';
import { oEmbedLookup, type VideoLookup } from './media/video-metadata.js';
import { pgEventBus, type EventBus } from './realtime/event-bus.js';
import { loadSsnKey, ssnCipher } from './modules/certificate/ssn-cipher.js';
import { startSecuritySweep, type SecuritySweep } from './modules/identity/security-sweep.js';

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
  stop(): Promise<void>;
}

/** config -> database -> migrations -> demo data (first start only, unless SEED_DEMO=false) -> app -> listen. */
export interface BootOptions { mailer?: Mailer; seed?: boolean; videoLookup?: VideoLookup; onQuery?: (sql: string) => void }

export async function bootGateway(config: Config, logger: Logger, opts: BootOptions = {}): Promise<Gateway> {
  const db = await startDatabase(config, logger);
  const orm = await openOrm({ clientUrl: db.clientUrl, migrationsDir: config.migrationsDir, logger, onQuery: opts.onQuery });
  const storage = localStorage(config.mediaDir);
  // Replicas starting together take turns: one migrates and seeds, the others then find nothing to do.
  await withStartupLock(db.clientUrl, async () => {
    const applied = await migrate(orm);
    if (applied.length) logger.info({ applied }, 'migrations applied');
    if (opts.seed ?? config.seedDemo) await seedIfEmpty(orm, logger, storage);
  });
  const mailer = opts.mailer ?? createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, outboxDir: path.join(config.DATA_DIR, 'outbox'), logger });
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
  const uploadSweep = startUploadSweep({ orm, storage, logger, retentionHours: config.UPLOAD_RETENTION_HOURS, everyMs: config.UPLOAD_SWEEP_MINUTES * 60_000 });
  const securitySweep = startSecuritySweep({ orm, logger, retentionDays: config.SECURITY_RETENTION_DAYS, everyMs: config.SECURITY_SWEEP_MINUTES * 60_000 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  const url = `http://localhost:${port}`;
  let stopping: Promise<void> | undefined;
  return {
    app, orm, db, url, uploadSweep, securitySweep, events,
    stop: () => (stopping ??= (async () => {
      // No new sweep starts; one in progress finishes (with the requests in flight) before the database closes.
      await Promise.all([app.close(), uploadSweep.stop(), securitySweep.stop()]);
      await events.close();
      await orm.close(true);
      await db.stop();
    })()),
  };
}
