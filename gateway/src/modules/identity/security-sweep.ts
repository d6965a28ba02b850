import type { MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from '../../logger.js';
import { startPeriodic, type PeriodicJob } from '../../jobs/periodic.js';

/**
 * Removes rows that only serve security once they are older than the retention period: sign-in attempts
 * (the login throttle looks back 15 minutes), password reset links used or expired, and sessions ended
 * (revoked or expired; their tokens are refused by their expiry anyway). Used captchas and rate-limit counters
 * (abuse/) go as soon as they expire: an expired challenge is refused by its own signed expiry, and an expired
 * counter starts over at its next hit. Runs in every gateway process, like
 * the upload sweep: each statement deletes only rows it could lock (SKIP LOCKED), so replicas never fight over
 * a row, and the database's clock decides the age.
 */
/** run() answers how many rows each table lost. */
export type SecuritySweep = PeriodicJob<Record<SecurityTable, number>>;

const BATCH = 500;
const cutoff = `now() - cast(? as double precision) * interval '1 day'`;

/** Each table and which of its rows are done with, by the retention cutoff. */
const PRUNABLE = {
  login_attempt: `created_at < ${cutoff}`,
  password_reset: `(used_at < ${cutoff} or expires_at < ${cutoff})`,
  user_session: `(revoked_at < ${cutoff} or expires_at < ${cutoff})`,
  captcha_use: 'expires_at < now()',
  rate_limit: 'expires_at < now()',
} as const;
export type SecurityTable = keyof typeof PRUNABLE;

export function startSecuritySweep({
  orm,
  logger,
  retentionDays,
  everyMs,
}: {
  orm: MikroORM;
  logger: Logger;
  retentionDays: number;
  everyMs: number;
}): SecuritySweep {
  async function sweep(): Promise<Record<SecurityTable, number>> {
    const removed = { login_attempt: 0, password_reset: 0, user_session: 0, captcha_use: 0, rate_limit: 0 };
    for (const [table, done] of Object.entries(PRUNABLE) as Array<[SecurityTable, string]>) {
      const cutoffs = done.split('?').length - 1;
      const sql = `delete from ${table} where id in (select id from ${table} where ${done} order by id limit ? for update skip locked)`;
      for (;;) {
        const result = await orm.em
          .fork()
          .getConnection()
          .execute<{ affectedRows: number }>(sql, [...Array<number>(cutoffs).fill(retentionDays), BATCH], 'run');
        removed[table] += result.affectedRows;
        if (result.affectedRows < BATCH) break;
      }
    }
    if (Object.values(removed).some((n) => n > 0)) logger.info({ removed, retentionDays }, 'security sweep: old security rows removed');
    return removed;
  }

  return startPeriodic('security sweep', everyMs, logger, sweep);
}
