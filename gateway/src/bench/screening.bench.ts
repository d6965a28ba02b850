import { loadConfig } from '../config.js';
import { createLogger } from '../logger.js';
import { bootGateway } from '../boot.js';
import { RequestScope, type AppDeps } from '../request/scope.js';
import { Decedent } from '../modules/decedent/decedent.entity.js';
import { ScreeningService } from '../modules/screening/screening.service.js';
import { currentModel, probabilityOf, seedRows } from '../modules/screening/screening.classifier.js';
import { crossValidatedQuality, heldOutQuality, textOnlyScore } from '../modules/screening/screening.quality.js';
import { freePort, table, tempDataDir } from './harness.js';

const OPI = 'CS-1000-0001';
/** Earlier screened texts in the table while the bench screens (the duplicate, history and burst rules read them)... */
const EARLIER = 50_000;
/** ...arrived over the last this many days (about 830 a day: a busy installation). */
const DAYS = 60;

const ms = (ns: bigint) => Number(ns) / 1e6;
const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

/**
 * Screening (issue 32): precision and recall at LIKELY_SPAM on the seed set's held-out fifth (trained on the other
 * four fifths; text-only rules and the classifier) and on each fifth in turn with their mean, then the time per screened text: the text-only part (rules and
 * classifier, no database) and the whole ScreeningService.screen() on a real PostgreSQL holding EARLIER earlier
 * screened texts on many pages.
 */
export async function screening() {
  const q = heldOutQuality();
  table(
    'Screening: the held-out fifth of the seed set at LIKELY_SPAM (score >= 70)',
    ['trained on', 'held out', 'tp', 'fp', 'fn', 'tn', 'precision', 'recall'],
    [[q.trained, q.tp + q.fp + q.fn + q.tn, q.tp, q.fp, q.fn, q.tn, q.precision.toFixed(3), q.recall.toFixed(3)]],
  );
  const cv = crossValidatedQuality();
  table(
    'Screening: every fifth of the seed set held out in turn (cross-validation) at LIKELY_SPAM (score >= 70)',
    ['held out', 'trained on', 'tp', 'fp', 'fn', 'tn', 'precision', 'recall'],
    [
      ...cv.folds.map((f) => [`fifth ${f.fold}`, f.trained, f.tp, f.fp, f.fn, f.tn, f.precision.toFixed(3), f.recall.toFixed(3)]),
      ['mean', '', '', '', '', '', cv.precision.toFixed(3), cv.recall.toFixed(3)],
    ],
  );

  const dataDir = tempDataDir('screening');
  const config = loadConfig({
    ...process.env,
    PORT: String(await freePort()),
    EMBEDDED_PG_PORT: String(await freePort()),
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    NODE_ENV: 'production',
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123456789',
  });
  const gateway = await bootGateway(config, createLogger('silent'), { seed: true });
  try {
    const texts = seedRows().map((r) => r.text);
    const conn = gateway.orm.em.getConnection();
    // Earlier texts: the seed texts with a number, on every demo page, from many networks, over the last DAYS days.
    await conn.execute(
      `insert into screened_text (kind, item_id, decedent_id, text, email, network, score, created_at)
      select 'memory', i, d.id, t.text || ' ' || i, 'sender' || (i % 5000) || '@example.com', '10.' || (i % 200) || '.' || (i % 250) || '.0/24', 0,
             now() - (i % ${DAYS * 1440}) * interval '1 minute'
      from generate_series(1, ${EARLIER}) i
      cross join lateral (select id from decedent order by id offset (i % (select count(*) from decedent)) limit 1) d
      cross join lateral (select (?::jsonb ->> (i % ${texts.length}))::text as text) t`,
      [JSON.stringify(texts)],
    );
    await conn.execute('analyze screened_text');
    const em = gateway.orm.em.fork();
    const decedent = await em.findOneOrFail(Decedent, { opi: OPI });
    const model = await currentModel(em);

    const textOnly: number[] = [];
    for (const text of texts) {
      const start = process.hrtime.bigint();
      textOnlyScore(text, probabilityOf(model, text));
      textOnly.push(ms(process.hrtime.bigint() - start));
    }
    const deps = { config, orm: gateway.orm } as unknown as AppDeps; // what ScreeningService reads
    const whole: number[] = [];
    for (const [i, text] of texts.entries()) {
      const scope = new RequestScope(deps, gateway.orm.em.fork(), null, null, `192.0.${i % 250}.${1 + (i % 200)}`);
      const start = process.hrtime.bigint();
      await scope.service(ScreeningService).screen({ kind: 'memory', text, decedent, email: `bench${i}@example.com` });
      whole.push(ms(process.hrtime.bigint() - start));
    }
    const row = (name: string, times: number[]) => {
      const sorted = [...times].sort((a, b) => a - b);
      const mean = times.reduce((a, b) => a + b, 0) / times.length;
      return [
        name,
        times.length,
        mean.toFixed(2),
        quantile(sorted, 0.5).toFixed(2),
        quantile(sorted, 0.95).toFixed(2),
        sorted.at(-1)!.toFixed(2),
      ];
    };
    table(
      `Screening: time per screened text (ms; ${EARLIER} earlier screened texts over ${DAYS} days in PostgreSQL)`,
      ['part', 'texts', 'mean', 'p50', 'p95', 'max'],
      [row('text only (rules + classifier)', textOnly), row('whole screen() on the database', whole)],
    );
  } finally {
    await gateway.stop();
  }
}
