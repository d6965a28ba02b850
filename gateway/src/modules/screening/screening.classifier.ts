import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { EntityManager } from '@mikro-orm/postgresql';
import { LRUCache } from 'lru-cache';
import { ROOT_DIR } from '../../config.js';
import { fold, textReasons } from './screening.rules.js';
import { weightOf } from './screening.score.js';

/**
 * The classifier that learns from the moderators: naive Bayes (wink-naive-bayes-text-classifier) over words, pairs
 * of words and negated words. Its classes: 'ok'; the seed set's 'spam' and 'hostile' (two classes, because
 * their words have nothing in common: pooled, each blurs the other); and the moderators' 'reject'. A text's risk is
 * its most likely bad class's odds against all others, per word (long kind texts are not safer for being long),
 * turned into a probability around the model's own threshold. That threshold is picked by cross-validation when it
 * is trained, for the whole text-only screening (the rules' weights and this probability, as screening.score.ts
 * combines them), at the most even precision and recall on texts the fold models did not see: the classifier is
 * tuned for what it adds to the rules, not on its own (a link-spam text the rules hold needs no classifier).
 * It is trained on the seed set shipped with this module plus this installation's labelled screened texts
 * (screening.training.ts), kept in screening_model, and loaded by each gateway when a newer row appears (one cheap
 * query per screening). Before any model exists, each gateway trains from the seed set in memory, once.
 */
export type TrainingClass = 'ok' | 'spam' | 'hostile' | 'reject';
export interface Sample {
  text: string;
  label: TrainingClass;
}
/** The part of wink-naive-bayes-text-classifier (plain JavaScript, no types of its own) used here. */
interface NaiveBayes {
  defineConfig(config: { considerOnlyPresence?: boolean; smoothingFactor?: number }): boolean;
  learn(tokens: string[], label: string): boolean;
  consolidate(): boolean;
  /** log2 odds of each label against the others, highest first; [['unknown', 0]] when no token is known. */
  computeOdds(tokens: string[]): Array<[string, number]>;
  exportJSON(): string;
  importJSON(json: string): boolean;
}
const require = createRequire(import.meta.url);
const naiveBayesTextClassifier = require('wink-naive-bayes-text-classifier') as () => NaiveBayes;
export interface Model {
  nb: NaiveBayes;
  /** The normalised odds at which the probability is 0.7 (LIKELY_SPAM on its own). */
  threshold: number;
}

/** Binary features (presence), additive smoothing 0.2: short texts, many rare words (chosen by cross-validation). */
const CONFIG = { considerOnlyPresence: true, smoothingFactor: 0.2 };
/**
 * How fast the probability moves away from 0.7 per unit of normalised odds around the threshold. It decides how many
 * texts are REVIEW ("worth a look") rather than CLEAR: on the held-out fifth of the 3,771-text seed set, 1.5 marked
 * 7.3% of the kind texts to catch 2.5% more of the bad ones; 3 marks 4.1% for 1.8% (the held ones are the same).
 */
const SLOPE = 3;
const AT_THRESHOLD = Math.log(0.7 / 0.3);
const FOLDS = 5;
/** The clean share (1 - score / 100) below which a text is held: a score rounds to 70 from 69.5. */
const HELD_CLEAN = 0.305;

const segmenter = new Intl.Segmenter('und', { granularity: 'word' });

/**
 * Letters of a word kept as its token: a crude stem that joins robaba/robaban, lie/lies/lied, mentira/mentiras. Six
 * on the 3,771-text seed set (cross-validated precision/recall without negations 0.926/0.926; five 0.922/0.921,
 * seven 0.923/0.928).
 */
const STEM = 6;

/** Words that turn the next ones around, in English and Spanish: "nobody will miss him" is not "we will miss him". */
const NEGATIONS = new Set([
  ...['not', 'no', 'never', 'nobody', 'nothing', 'none', 'nor', 'cannot', 'neither'],
  ...['nunca', 'nadie', 'nada', 'ningun', 'ninguna', 'ninguno', 'ni', 'jamas', 'tampoco'],
]);
/** How many words after a negation it reaches (it stops at punctuation). */
const NEGATED = 3;
const isNegation = (word: string) =>
  NEGATIONS.has(word) || /^(do|does|did|is|was|are|were|wo|ca|could|would|should|has|have|had|ai)n['’]?t$/.test(word);

/**
 * Words (Intl.Segmenter, lower case, accents folded, numbers as one shape) cut to their first STEM letters, pairs
 * of neighbouring stems, and the stems within reach of a negation again, marked as negated. Prefixed, so no token is
 * the name of an Object property ("constructor") in imported JSON. Chosen by cross-validation on the seed set.
 */
export function tokensOf(text: string): string[] {
  const stems: string[] = [];
  const negated: string[] = [];
  let reach = 0;
  for (const s of segmenter.segment(fold(text))) {
    if (!s.isWordLike) {
      if (/[.,;:!?]/.test(s.segment)) reach = 0;
      continue;
    }
    const word = /^\d+([.,]\d+)*$/.test(s.segment) ? '0' : s.segment;
    if (reach > 0) {
      negated.push(`n:${word.slice(0, STEM)}`);
      reach -= 1;
    }
    if (isNegation(word)) reach = NEGATED;
    stems.push(word.slice(0, STEM));
  }
  const pairs = stems.slice(1).map((w, i) => `p:${stems[i]}_${w}`);
  return [...stems.map((w) => `s:${w}`), ...pairs, ...negated];
}

function fit(samples: readonly Sample[]): NaiveBayes | null {
  const nb = naiveBayesTextClassifier();
  nb.defineConfig(CONFIG);
  for (const s of samples) nb.learn(tokensOf(s.text), s.label);
  try {
    nb.consolidate();
    return nb;
  } catch {
    return null; // one class only, or too few words
  }
}

/** The log2 odds of the likeliest bad class against all the others, per square root of the text's tokens. */
function riskOf(nb: NaiveBayes, text: string): number | null {
  const tokens = tokensOf(text);
  const bad = nb.computeOdds(tokens).filter(([label]) => label !== 'ok' && label !== 'unknown');
  if (!bad.length || !tokens.length) return null;
  return Math.max(...bad.map(([, odds]) => odds)) / Math.sqrt(tokens.length);
}

const foldOf = (text: string) => createHash('sha256').update(`cv:${text}`).digest()[0]! % FOLDS;

/**
 * Per training text: whether it is bad, and the highest threshold at which it is held (LIKELY_SPAM) by the whole
 * screening, its out-of-fold risk and the text-only rules together (Infinity: the rules hold it alone; -Infinity:
 * nothing holds it).
 */
type Scored = Array<{ edge: number; bad: boolean }>;

/**
 * The texts' clean shares, kept between trainings: the rules take about 0.5 ms a text (most of a training's time
 * otherwise), and a retraining sees the same seed set and mostly the same labelled texts as the one before (at
 * most 8000 texts and 8 million characters: the seed set and MAX_LABELLED fit).
 */
const cleans = new LRUCache<string, number>({ max: 8000, maxSize: 8_000_000, sizeCalculation: (_, text) => text.length || 1 });

/** How much the text-only rules leave clean: prod(1 - w) of their reasons (1 when none). */
function cleanOfRules(text: string): number {
  let clean = cleans.get(text);
  if (clean === undefined) {
    clean = textReasons(text, { familyDomains: new Set() }).reduce((rest, r) => rest * (1 - weightOf(r)), 1);
    cleans.set(text, clean);
  }
  return clean;
}

/**
 * The threshold at and below which the risk holds the text: held when 1 - (1 - p) * clean >= 0.695, that is when
 * p >= 1 - HELD_CLEAN / clean, that is when risk - threshold >= (logit(that p) - AT_THRESHOLD) / SLOPE.
 */
function edgeOf(risk: number | null, clean: number): number {
  if (clean <= HELD_CLEAN) return Infinity;
  if (risk === null) return -Infinity;
  const p = 1 - HELD_CLEAN / clean;
  return risk - (Math.log(p / (1 - p)) - AT_THRESHOLD) / SLOPE;
}

/** Fold k's texts scored by a model trained without them (out of fold), the text-only rules with it. */
function outOfFold(samples: readonly Sample[], k: number): Scored {
  const nb = fit(samples.filter((s) => foldOf(s.text) !== k));
  if (!nb) return [];
  return samples
    .filter((s) => foldOf(s.text) === k)
    .map((s) => ({ edge: edgeOf(riskOf(nb, s.text), cleanOfRules(s.text)), bad: s.label !== 'ok' }));
}

/**
 * The threshold at which the whole text-only screening (rules and classifier) does best on the out-of-fold texts:
 * the most even precision and recall (the higher of the two minimums wins), so neither is bought with the other.
 */
function thresholdOf(scored: Scored): number {
  const positives = scored.filter((s) => s.bad).length;
  const ranked = scored.filter((s) => s.edge > -Infinity).sort((a, b) => b.edge - a.edge);
  if (!positives || !ranked.length) return 0;
  let best = { even: -1, threshold: ranked.find((s) => Number.isFinite(s.edge))?.edge ?? 0 };
  let tp = 0;
  ranked.forEach((s, i) => {
    if (s.bad) tp += 1;
    const next = ranked[i + 1]?.edge ?? s.edge - 1;
    if (!Number.isFinite(s.edge) || next === s.edge) return; // no threshold between two equal edges
    const even = Math.min(tp / (i + 1), tp / positives);
    if (even > best.even) best = { even, threshold: (s.edge + next) / 2 };
  });
  return best.threshold;
}

/** A model trained on samples, its threshold by cross-validation (FOLDS more trainings), or null when they cannot make one. */
export function train(samples: readonly Sample[]): Model | null {
  const nb = fit(samples);
  if (!nb) return null;
  const scored: Scored = [];
  for (let k = 0; k < FOLDS; k += 1) scored.push(...outOfFold(samples, k));
  return { nb, threshold: thresholdOf(scored) };
}

/** The same, letting the event loop run between its trainings (the retraining job runs beside requests). */
export async function trainInSteps(samples: readonly Sample[]): Promise<Model | null> {
  const step = () => new Promise((resolve) => setImmediate(resolve));
  const nb = fit(samples);
  if (!nb) return null;
  const scored: Scored = [];
  for (let k = 0; k < FOLDS; k += 1) {
    await step();
    scored.push(...outOfFold(samples, k));
  }
  return { nb, threshold: thresholdOf(scored) };
}

/** The probability 0..1 that a text is to be rejected; 0 without a model or when it knows none of the words. */
export function probabilityOf(model: Model | null, text: string): number {
  const risk = model && riskOf(model.nb, text);
  if (risk == null) return 0;
  return 1 / (1 + Math.exp(-(AT_THRESHOLD + (risk - model!.threshold) * SLOPE)));
}

/** What screening_model.model holds. */
export const exportModel = (model: Model): unknown => ({ threshold: model.threshold, nb: JSON.parse(model.nb.exportJSON()) as unknown });

function importModel(json: unknown): Model | null {
  const stored = json as { threshold?: unknown; nb?: unknown } | null;
  if (typeof stored?.threshold !== 'number' || !stored.nb) return null;
  const nb = naiveBayesTextClassifier();
  try {
    nb.importJSON(JSON.stringify(stored.nb));
    nb.consolidate();
    return { nb, threshold: stored.threshold };
  } catch {
    return null;
  }
}

/* ------------------------------------------------------------ the seed set */

export interface SeedRow {
  text: string;
  label: 'ok' | 'spam' | 'hostile';
  kind: 'memory' | 'message';
}
const SEED_DIR = path.join(ROOT_DIR, 'gateway', 'src', 'modules', 'screening', 'seed');
let seed: SeedRow[] | undefined;

/** The seed set as written (seed/en.json and seed/es.json); read once. */
export function seedRows(): SeedRow[] {
  seed ??= ['en.json', 'es.json'].flatMap((file) => {
    try {
      return JSON.parse(readFileSync(path.join(SEED_DIR, file), 'utf8')) as SeedRow[];
    } catch {
      return []; // not there: the rules work alone
    }
  });
  return seed;
}

/* ------------------------------------------------------------ the model in use */

let current: { key: string; model: Promise<Model | null> } | undefined;

/** The newest model of this database (cached by its row), or the seed set's when none was trained yet. */
export async function currentModel(em: EntityManager): Promise<Model | null> {
  const [row] = await em.execute<Array<{ id: number; trained_at: Date }>>(
    'select id, trained_at from screening_model order by id desc limit 1',
  );
  const key = row ? `${row.id}@${new Date(row.trained_at).getTime()}` : 'seed';
  if (current?.key !== key) {
    const loading = row
      ? em
          .execute<Array<{ model: unknown }>>('select model from screening_model where id = ?', [row.id])
          .then(([m]) => (m ? importModel(m.model) : null))
      : Promise.resolve(train(seedRows()));
    // A failed load is not kept: the next screening tries again.
    const model = loading.catch((err: unknown) => {
      if (current?.model === model) current = undefined;
      throw err;
    });
    current = { key, model };
  }
  return current.model;
}
