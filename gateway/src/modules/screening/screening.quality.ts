import { createHash } from 'node:crypto';
import { seedRows, train, probabilityOf, type SeedRow } from './screening.classifier.js';
import { textReasons } from './screening.rules.js';
import { outcomeOf } from './screening.score.js';
import { LIKELY_SPAM_SCORE } from './screening.levels.js';

/**
 * How well the screening separates the seed set's spam and hostile posts from kind ones, on a fifth it did not
 * train on: a stable split by a hash of each text, the classifier trained on the other four fifths, and the
 * text-only rules (no page, no sender) with it. "Positive" is a score >= LIKELY_SPAM_SCORE (held).
 */
export interface HeldOutQuality {
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

/** Whether a seed text is in the held-out fifth (the first byte of its SHA-256, modulo 5). */
export const heldOut = (text: string): boolean => createHash('sha256').update(text).digest()[0]! % 5 === 0;

/** The text-only score of a text (rules that need no page or sender, and the classifier's probability p). */
export const textOnlyScore = (text: string, p: number): number => outcomeOf(textReasons(text, { familyDomains: new Set() }), p).score;

export function heldOutQuality(rows: readonly SeedRow[] = seedRows()): HeldOutQuality {
  const training = rows.filter((r) => !heldOut(r.text));
  const model = train(training);
  const q: HeldOutQuality = { trained: training.length, tp: 0, fp: 0, fn: 0, tn: 0, precision: 0, recall: 0, wrong: [] };
  for (const row of rows.filter((r) => heldOut(r.text))) {
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
