import PgBoss from 'pg-boss';
import pg from 'pg';
import type { Logger } from '../logger.js';

/** Work on the PostgreSQL job queue: each job runs once, on whichever replica fetches it. */
export interface QueuedJob<T extends object = object> {
  name: string;
  /** A cron expression (UTC): pg-boss creates one job per slot for all replicas together. */
  cron?: string;
  /** Jobs handed to one call of the handler. */
  batchSize?: number;
  /** Tries after a failure (with backoff); at-least-once, so handlers are idempotent. */
  retryLimit?: number;
  /** How long a job may run before it counts as failed and is retried. */
  expireInSeconds?: number;
  handler(jobs: PgBoss.Job<T>[]): Promise<void>;
}

/** What a job statement runs on: pg-boss's own pool, or a transaction of the caller (pg-boss `db` option). */
export type JobDb = PgBoss.Db;

export interface JobQueue {
  boss: PgBoss;
  /** Runs fn in one transaction on the queue's pool: statements through db, and jobs inserted with it, commit together. */
  transaction<T>(fn: (db: JobDb) => Promise<T>): Promise<T>;
  /** A statement outside a transaction. */
  db: JobDb;
  /** Queues jobs, in the caller's transaction when db is given (the jobs exist only if it commits). */
  insert(name: string, data: object[], db?: JobDb): Promise<void>;
  /** Wakes this process's workers of a queue now instead of at their next poll. */
  wake(name: string): void;
  stop(): Promise<void>;
}

/**
 * Creates job's queue (and its schedule) and starts its worker; answers the worker's id. Handlers in progress are
 * kept in running while they run.
 */
async function startWorker(
  boss: PgBoss,
  job: QueuedJob,
  opts: { logger: Logger; pollingIntervalSeconds?: number; workers: Map<string, string>; running: Set<Promise<void>> },
): Promise<string> {
  const { workers, running } = opts;
  await boss.createQueue(job.name, {
    name: job.name,
    retryLimit: job.retryLimit ?? 5,
    retryDelay: 30,
    retryBackoff: true,
    expireInSeconds: job.expireInSeconds ?? 600,
  });
  if (job.cron) await boss.schedule(job.name, job.cron, {}, { singletonKey: job.name });
  return boss.work<object>(
    job.name,
    { batchSize: job.batchSize ?? 1, pollingIntervalSeconds: opts.pollingIntervalSeconds ?? 2 },
    async (jobs) => {
      const work = job.handler(jobs);
      running.add(work);
      try {
        await work;
        // A full batch: there is likely more, so fetch again now instead of after the polling interval.
        if (jobs.length >= (job.batchSize ?? 1)) boss.notifyWorker(workers.get(job.name)!);
      } catch (err) {
        opts.logger.warn({ err, queue: job.name }, 'job failed; pg-boss retries it');
        throw err;
      } finally {
        running.delete(work);
      }
    },
  );
}

/** Runs fn in one transaction on a client of pool, rolled back if it throws. */
async function inTransaction<T>(pool: pg.Pool, on: (client: pg.PoolClient) => JobDb, fn: (db: JobDb) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  const tx = on(client);
  try {
    await tx.executeSql('begin', []);
    const result = await fn(tx);
    await tx.executeSql('commit', []);
    return result;
  } catch (e) {
    await client.query('rollback').catch(() => undefined);
    throw e;
  } finally {
    client.release();
  }
}

/**
 * pg-boss 10 on the gateway's database, in its own schema (pgboss, created and migrated by pg-boss itself under an
 * advisory lock, so replicas starting together are safe). Started and stopped with the gateway (boot.ts).
 */
export async function startJobQueue(opts: {
  clientUrl: string;
  logger: Logger;
  jobs: readonly QueuedJob[];
  pollingIntervalSeconds?: number;
  /** Sees every statement of the queue and its jobs (BootOptions.onQuery, to count them). */
  onQuery?: (sql: string) => void;
}): Promise<JobQueue> {
  // One small pool for pg-boss and the jobs' own statements (pg-boss's `db` option), so they can share a transaction.
  const pool = new pg.Pool({ connectionString: opts.clientUrl, max: 4, application_name: 'memorial-jobs' });
  pool.on('error', (err) => opts.logger.warn({ err }, 'job queue connection lost'));
  const on = (client: pg.Pool | pg.PoolClient): JobDb => ({
    executeSql: async (text, values) => {
      opts.onQuery?.(text);
      return client.query(text, values);
    },
  });
  const db = on(pool);
  const boss = new PgBoss({ db, schema: 'pgboss' });
  boss.on('error', (err) => opts.logger.warn({ err }, 'job queue error'));
  await boss.start();
  const workers = new Map<string, string>();
  // Handlers in progress: stop() lets them finish before the pool closes (pg-boss stops waiting after its timeout).
  const running = new Set<Promise<void>>();
  for (const job of opts.jobs) {
    workers.set(job.name, await startWorker(boss, job, { ...opts, workers, running }));
  }
  let stopping: Promise<void> | undefined;
  return {
    boss,
    db,
    transaction: <T>(fn: (db: JobDb) => Promise<T>) => inTransaction(pool, on, fn),
    async insert(name, data, db) {
      if (data.length)
        await boss.insert(
          data.map((d) => ({ name, data: d })),
          db ? { db } : {},
        );
    },
    wake(name) {
      const id = workers.get(name);
      if (id) boss.notifyWorker(id);
    },
    // Workers finish the jobs in hand (up to 10 s), then pg-boss closes its pool.
    stop: () =>
      (stopping ??= (async () => {
        await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
        await Promise.allSettled([...running]);
        await pool.end();
      })()),
  };
}
