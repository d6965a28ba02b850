import { readFileSync } from 'node:fs';
import path from 'node:path';
import naiveBayesTextClassifier from 'wink-naive-bayes-text-classifier';
import type { EntityManager } from '@mikro-orm/postgresql';
import { ROOT_DIR } from '../../config.js';
import { fold } from './screening.rules.js';

/**
 * The classifier that learns from the moderators: naive Bayes (wink-naive-bayes-text-classifier) over words and
 * word pairs, labels 'ok' and 'reject'. It is trained on the seed set shipped with this module plus this
 * installation's labelled screened texts (screening.training.ts), kept in screening_model, and loaded by each gateway
 * when a newer row appears (one cheap query per screening). Before any model exists, each gateway trains from the
 * seed set in memory, once.
 */
export type Label = 'ok' | 'reject';
export interface Sample {
  text: string;
  label: Label;
}
type Classifier = ReturnType<typeof naiveBayesTextClassifier>;

/** Binary features (presence), additive smoothing 0.5: short texts, many rare words. */
const CONFIG = { considerOnlyPresence: true, smoothingFactor: 0.5 };
/**
 * Naive Bayes is overconfident (its words are not independent): its log2 odds are scaled down before the logistic,
 * so one odd word in a kind text does not make it spam.
 */
const ODDS_SCALE = 0.35;

const segmenter = new Intl.Segmenter('und', { granularity: 'word' });

/**
 * Words (Intl.Segmenter, lower case, accents folded, numbers as one shape) and the pairs of neighbouring words.
 * Prefixed, so no token is the name of an Object property ("constructor") in the imported JSON.
 */
export function tokensOf(text: string): string[] {
  const words: string[] = [];
  for (const s of segmenter.segment(fold(text))) {
    if (s.isWordLike) words.push(/^\d+([.,]\d+)*$/.test(s.segment) ? '0' : s.segment);
  }
  const pairs = words.slice(1).map((w, i) => `p:${words[i]}_${w}`);
  return [...words.map((w) => `w:${w}`), ...pairs];
}

/** A classifier trained on samples, or null when they cannot make one (one label only, too few words). */
export function train(samples: readonly Sample[]): Classifier | null {
  const nb = naiveBayesTextClassifier();
  nb.defineConfig(CONFIG);
  for (const s of samples) nb.learn(tokensOf(s.text), s.label);
  try {
    nb.consolidate();
    return nb;
  } catch {
    return null;
  }
}

/** The probability 0..1 that a text is to be rejected; 0 without a classifier or when it knows none of its words. */
export function probabilityOf(nb: Classifier | null, text: string): number {
  if (!nb) return 0;
  const odds = nb.computeOdds(tokensOf(text));
  const reject = odds.find(([label]) => label === 'reject');
  if (!reject) return 0;
  return 1 / (1 + 2 ** (-reject[1] * ODDS_SCALE));
}

function importModel(json: unknown): Classifier | null {
  const nb = naiveBayesTextClassifier();
  try {
    nb.importJSON(JSON.stringify(json));
    nb.consolidate();
    return nb;
  } catch {
    return null;
  }
}

/* ------------------------------------------------------------ the seed set */

interface SeedRow {
  text: string;
  label: 'ok' | 'spam' | 'hostile';
  kind: 'memory' | 'message';
}
const SEED_DIR = path.join(ROOT_DIR, 'gateway', 'src', 'modules', 'screening', 'seed');
let seed: Sample[] | undefined;

/** The seed set (seed/en.json and seed/es.json), 'spam' and 'hostile' as 'reject'; read once. */
export function seedSamples(): Sample[] {
  seed ??= ['en.json', 'es.json'].flatMap((file) => {
    let rows: SeedRow[];
    try {
      rows = JSON.parse(readFileSync(path.join(SEED_DIR, file), 'utf8')) as SeedRow[];
    } catch {
      return []; // not written yet: the rules work alone
    }
    return rows.map((r) => ({ text: r.text, label: r.label === 'ok' ? ('ok' as const) : ('reject' as const) }));
  });
  return seed;
}

/* ------------------------------------------------------------ the model in use */

let current: { key: string; model: Promise<Classifier | null> } | undefined;

/** The newest model of this database (cached by its row), or the seed set's when none was trained yet. */
export async function currentClassifier(em: EntityManager): Promise<Classifier | null> {
  const [row] = await em.execute<Array<{ id: number; trained_at: Date }>>(
    'select id, trained_at from screening_model order by id desc limit 1',
  );
  const key = row ? `${row.id}@${new Date(row.trained_at).getTime()}` : 'seed';
  if (current?.key !== key) {
    const loading = row
      ? em
          .execute<Array<{ model: unknown }>>('select model from screening_model where id = ?', [row.id])
          .then(([m]) => (m ? importModel(m.model) : null))
      : Promise.resolve(train(seedSamples()));
    // A failed load is not kept: the next screening tries again.
    const model = loading.catch((err: unknown) => {
      if (current?.model === model) current = undefined;
      throw err;
    });
    current = { key, model };
  }
  return current.model;
}
