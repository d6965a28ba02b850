import {
  LIKELY_SPAM_SCORE,
  levelOf,
  type ScreeningOutcome,
  type ScreeningReasonCode,
  type ScreeningReasonData,
} from './screening.levels.js';

/**
 * How much each reason weighs, in one place: a weight w in 0..1 is the chance, on its own, that the item is spam or
 * hostile. Reasons and the classifier's probability p combine as independent evidence:
 *   score = 100 * (1 - (1 - p) * prod(1 - w_i))
 * so no reason is ignored, two weak ones add up, and none alone reaches 100. Counted reasons grow with the count as
 * 1 - (1 - w)^n (each further link, word or page is further evidence, with diminishing effect).
 */
export const WEIGHTS: Record<Exclude<ScreeningReasonCode, 'CLASSIFIER'>, number> = {
  // One link in a memory can be a song or a news article; three are rarely anything but spam (1: 40, 2: 64, 3: 78).
  LINKS: 0.4,
  // A single swear word can be grief's anger ("cancer is a bitch"); more than one rarely is (1: 45, 2: 70, 3: 83).
  PROFANITY: 0.45,
  // A phone number or address is how a sales pitch is answered; a friend rarely writes one on a public page.
  CONTACT: 0.4,
  // Prices and money words: "loan", "crypto", "$500 a day" (1: 35, 2: 58, 3: 73).
  SELLING: 0.35,
  // Per other page with the same text today: the same condolence pasted onto pages of strangers (2 pages: 50, 3: 75).
  DUPLICATE: 0.5,
  // Per earlier rejection at this address or network: moderators said no before.
  HISTORY: 0.4,
  // Mostly another alphabet on an English and Spanish site: spam far more often than a relative abroad.
  SCRIPT: 0.55,
  // A Latin-script language other than English and Spanish: weaker (visitors from abroad do write).
  LANGUAGE: 0.3,
  // Per post beyond BURST_FREE in 10 minutes from one sender.
  BURST: 0.25,
};

/** Posts from one sender (address or network) in 10 minutes before a burst counts (a family posting a few is fine). */
export const BURST_FREE = 4;

/** The weight of one reason, its count included. */
export function weightOf(reason: ScreeningReasonData): number {
  if (reason.code === 'CLASSIFIER') return 0; // its probability enters as p
  const w = WEIGHTS[reason.code];
  const n =
    reason.code === 'DUPLICATE'
      ? (reason.count ?? 2) - 1
      : reason.code === 'BURST'
        ? (reason.count ?? 0) - BURST_FREE
        : (reason.count ?? 1);
  return 1 - (1 - w) ** Math.max(1, n);
}

/** The classifier's probability from which its reason is shown. */
export const CLASSIFIER_REASON_P = 0.5;

/** The score 0..100 of reasons and the classifier's probability, its level, and held when likely spam. */
export function outcomeOf(reasons: ScreeningReasonData[], p: number): ScreeningOutcome {
  const clean = reasons.reduce((rest, r) => rest * (1 - weightOf(r)), 1 - clamp(p));
  const score = Math.round(100 * (1 - clean));
  const all = p >= CLASSIFIER_REASON_P ? [...reasons, { code: 'CLASSIFIER' as const }] : reasons;
  const level = levelOf(score);
  return { score, level, reasons: all, held: score >= LIKELY_SPAM_SCORE };
}

const clamp = (p: number) => (Number.isFinite(p) ? Math.min(1, Math.max(0, p)) : 0);
