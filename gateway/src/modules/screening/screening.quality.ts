import { createHash } from 'node:crypto';
import { seedRows, train, probabilityOf, type SeedRow } from './screening.classifier.js';
import { textReasons } from './screening.rules.js';
import { outcomeOf } from './screening.score.js';
import { LIKELY_SPAM_SCORE } from './screening.levels.js';

/**
 * How well the screening separates the seed set's spam and hostile posts from kind ones, on texts it did not train
 * on: the seed set split into FOLDS stable fifths by a hash of each text, the classifier trained on four of them and
 * the text-only rules (no page, no sender) with it, tested on the fifth; every fifth in turn (cross-validation), so a
 * result is not one lucky split. "Positive" is a score >= LIKELY_SPAM_SCORE (held).
 */
export interface FoldQuality {
  /** Which fifth was held out (0..FOLDS-1). */
  fold: number;
  trained: number;
  tp: number;
  fp: number;
  fn: number;
  tn: number;
  precision: number;
  recall: number;
  /** The held-out texts that were wrong, for whoever improves the seed set or the features. */
  wrong: Array<{ text: string; label: SeedRow['label']; score: number }>;
}

export const FOLDS = 5;

/** The fifth a seed text is in (the first byte of its SHA-256, modulo FOLDS). */
export const foldOf = (text: string): number => createHash('sha256').update(text).digest()[0]! % FOLDS;

/** Whether a seed text is in the designated held-out fifth (fold 0). */
export const heldOut = (text: string): boolean => foldOf(text) === 0;

/** The text-only score of a text (rules that need no page or sender, and the classifier's probability p). */
export const textOnlyScore = (text: string, p: number): number => outcomeOf(textReasons(text, { familyDomains: new Set() }), p).score;

/** Fold k held out: trained on the other folds, the screening's counts on fold k. */
function foldQuality(k: number, rows: readonly SeedRow[] = seedRows()): FoldQuality {
  const training = rows.filter((r) => foldOf(r.text) !== k);
  const model = train(training);
  const q: FoldQuality = { fold: k, trained: training.length, tp: 0, fp: 0, fn: 0, tn: 0, precision: 0, recall: 0, wrong: [] };
  for (const row of rows.filter((r) => foldOf(r.text) === k)) {
    const score = textOnlyScore(row.text, probabilityOf(model, row.text));
    const held = score >= LIKELY_SPAM_SCORE;
    const bad = row.label !== 'ok';
    if (held && bad) q.tp += 1;
    else if (held) q.fp += 1;
    else if (bad) q.fn += 1;
    else q.tn += 1;
    if (held !== bad) q.wrong.push({ text: row.text, label: row.label, score });
  }
  q.precision = q.tp + q.fp ? q.tp / (q.tp + q.fp) : 0;
  q.recall = q.tp + q.fn ? q.tp / (q.tp + q.fn) : 0;
  return q;
}

/** The designated held-out fifth (fold 0). */
export const heldOutQuality = (rows: readonly SeedRow[] = seedRows()): FoldQuality => foldQuality(0, rows);

/** Every fold held out in turn, and the mean precision and recall of the FOLDS of them. */
export function crossValidatedQuality(rows: readonly SeedRow[] = seedRows()): {
  folds: FoldQuality[];
  precision: number;
  recall: number;
} {
  const folds = Array.from({ length: FOLDS }, (_, k) => foldQuality(k, rows));
  const mean = (pick: (q: FoldQuality) => number) => folds.reduce((sum, q) => sum + pick(q), 0) / folds.length;
  return { folds, precision: mean((q) => q.precision), recall: mean((q) => q.recall) };
}
