import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { QueuedJob } from '../../jobs/queue.js';
import type { Logger } from '../../logger.js';

/**
 * What the screening keeps of a screened text, and for how long (issue 32). Its sender (address and network) serves
 * the history and burst rules: after KEEP_DAYS it is forgotten, so "earlier rejections" look back that far. A text no
 * moderator decided on serves only the duplicate rule (a day) and a decision still to come: after KEEP_DAYS it is
 * deleted. A decided text keeps its words and label, without its sender: the classifier is retrained on them.
 */
export const KEEP_DAYS = 180;
export const FORGET_QUEUE = 'screening-forget';

const OLD = `created_at < now() - make_interval(days => ?)`;

/** Forgets the senders of old screened texts and deletes the undecided ones; answers how many rows of each. */
export async function forgetOldScreenings(em: EntityManager): Promise<{ forgotten: number; deleted: number }> {
  return em.transactional(async (tx) => {
    const deleted = await tx.execute<{ affectedRows: number }>(
      `delete from screened_text where label is null and ${OLD}`,
      [KEEP_DAYS],
      'run',
    );
    const forgotten = await tx.execute<{ affectedRows: number }>(
      `update screened_text set email = null, network = null where (email is not null or network is not null) and ${OLD}`,
      [KEEP_DAYS],
      'run',
    );
    return { forgotten: forgotten.affectedRows, deleted: deleted.affectedRows };
  });
}

/** The job: once a day (one job for all replicas). */
export function forgetJobs(orm: MikroORM, logger: Logger): QueuedJob[] {
  return [
    {
      name: FORGET_QUEUE,
      cron: '41 3 * * *',
      retryLimit: 2,
      handler: async () => {
        const run = await forgetOldScreenings(orm.em.fork());
        if (run.forgotten || run.deleted) logger.info(run, 'screening: old senders forgotten, undecided texts deleted');
      },
    },
  ];
}
