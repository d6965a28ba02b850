import type { MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from '../logger.js';
import { startPeriodic, type PeriodicJob } from '../jobs/periodic.js';
import type { Storage } from './storage.js';

/**
 * Removes uploads that no memory claimed within the retention period (a visitor
 * who left the Share a Memory form after uploading): their records, their
 * files and their thumbnails. Runs in every gateway process; replicas on one
 * database never fight over a row, because each sweep deletes only rows it
 * could lock (SKIP LOCKED) and learns their files from the rows it deleted.
 * An upload being claimed holds its row lock, so it is skipped as well.
 */
/** run() answers how many uploads were removed. */
export type UploadSweep = PeriodicJob<number>;

export interface UploadSweepOptions {
  orm: MikroORM;
  storage: Storage;
  logger: Logger;
  /** Unclaimed uploads older than this are removed. */
  retentionHours: number;
  /** How often the sweep runs (the first run is one period after the start). */
  everyMs: number;
}

/** Rows deleted per statement: short transactions, short row locks. */
const BATCH = 200;

const SWEEP_SQL = `delete from media_upload where id in (
    select id from media_upload
    where claimed_at is null and created_at < now() - cast(? as double precision) * interval '1 hour'
    order by id limit ? for update skip locked
  ) returning storage_key, thumbnail_key`;

export function startUploadSweep({ orm, storage, logger, retentionHours, everyMs }: UploadSweepOptions): UploadSweep {
  async function sweep(): Promise<number> {
    let removed = 0;
    for (;;) {
      // The database's clock decides the age, so replicas with different clocks agree.
      const rows = await orm.em
        .fork()
        .getConnection()
        .execute<Array<{ storage_key: string; thumbnail_key: string | null }>>(SWEEP_SQL, [retentionHours, BATCH], 'all');
      // The rows are gone (committed): remove their files. A file already gone is no error; a failure leaves only an orphan file.
      const keys = rows.flatMap((r) => [r.storage_key, r.thumbnail_key]).filter((k): k is string => !!k);
      const results = await Promise.allSettled(keys.map((k) => storage.remove(k)));
      const failed = results.filter((r) => r.status === 'rejected');
      if (failed.length)
        logger.warn(
          { failed: failed.length, err: (failed[0] as PromiseRejectedResult).reason },
          'upload sweep: could not remove some files',
        );
      removed += rows.length;
      if (rows.length < BATCH) break;
    }
    if (removed) logger.info({ removed, retentionHours }, 'upload sweep: unclaimed uploads removed');
    return removed;
  }

  return startPeriodic('upload sweep', everyMs, logger, sweep);
}
