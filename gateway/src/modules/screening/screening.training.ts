import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { QueuedJob } from '../../jobs/queue.js';
import type { Logger } from '../../logger.js';
import { exportModel, seedRows, trainInSteps, type Sample } from './screening.classifier.js';

/**
 * Retraining from the moderators' decisions (issue 32): a pg-boss cron job every minute (one job per minute for all
 * replicas, so one training at a time) that trains a new model only when the labels changed since the newest model,
 * on the seed set and every labelled screened text (its latest decision), and stores it in screening_model. Each
 * gateway then loads it at its next screening (currentModel). Idempotent: a second run finds nothing changed.
 */
export const RETRAIN_QUEUE = 'screening-retrain';
/** Models kept (the newest is used; the others show how the model changed, and are small). */
const KEEP_MODELS = 3;
/**
 * The moderators' latest decisions trained on, beside the seed set: enough to learn this installation's spam,
 * few enough that a training (six of them, with the cross-validation) stays within a few seconds of CPU.
 */
const MAX_LABELLED = 3000;

/** What the labels are now, in one value: it changes when a label is added, changed or removed. */
const FINGERPRINT_SQL = `select count(*) || ':' || coalesce(sum(extract(epoch from labelled_at) * 1000)::bigint, 0) || ':' ||
  coalesce(sum(hashtext(kind || item_id::text || label)), 0) as fingerprint from screened_text where label is not null`;

export interface RetrainRun {
  trained: boolean;
  samples: number;
}

/** Trains and stores a model when the labels changed since the newest one; answers what it did. */
export async function retrain(em: EntityManager): Promise<RetrainRun> {
  const [{ fingerprint: now }] = (await em.execute<Array<{ fingerprint: string }>>(FINGERPRINT_SQL)) as [{ fingerprint: string }];
  const [latest] = await em.execute<Array<{ fingerprint: string | null }>>(
    `select model->>'fingerprint' as fingerprint from screening_model order by id desc limit 1`,
  );
  // Nothing labelled and no model yet: the seed set's model, trained in memory by each gateway, is the same.
  if (latest ? latest.fingerprint === now : now.startsWith('0:')) return { trained: false, samples: 0 };
  // The labels and their fingerprint from one snapshot (one statement), so a decision made meanwhile retrains next time.
  const rows = await em.execute<Array<{ fingerprint: string; text: string | null; label: 'ok' | 'reject' | null }>>(
    `with fp as (${FINGERPRINT_SQL})
     select fp.fingerprint, s.text, s.label from fp left join lateral (
       select text, label from screened_text where label is not null order by labelled_at desc, id desc limit ?) s on true`,
    [MAX_LABELLED],
  );
  const labelled = rows.flatMap((r) => (r.text !== null && r.label !== null ? [{ text: r.text, label: r.label }] : []));
  const samples: Sample[] = [...seedRows(), ...labelled];
  // Outside any transaction: a training takes CPU time, not the database's.
  const model = await trainInSteps(samples);
  if (!model) return { trained: false, samples: samples.length };
  await em.transactional(async (tx) => {
    await tx.execute(`insert into screening_model (samples, model) values (?, ?::jsonb)`, [
      samples.length,
      JSON.stringify({ ...(exportModel(model) as object), fingerprint: rows[0]!.fingerprint }),
    ]);
    await tx.execute(`delete from screening_model where id not in (select id from screening_model order by id desc limit ?)`, [
      KEEP_MODELS,
    ]);
  });
  return { trained: true, samples: samples.length };
}

/** The job: every minute, retrain if the labels changed. */
export function retrainJobs(orm: MikroORM, logger: Logger): QueuedJob[] {
  return [
    {
      name: RETRAIN_QUEUE,
      cron: '* * * * *',
      retryLimit: 2,
      handler: async () => {
        const run = await retrain(orm.em.fork());
        if (run.trained) logger.info({ samples: run.samples }, 'screening model retrained');
      },
    },
  ];
}
