/**
 * The words of a screening shared by the rules, the score and the GraphQL types (no decorators here, so the
 * quality test and the bench load without type-graphql).
 */
/** Scores at or above this are "likely spam": the item is held (not mailed to the family) until someone decides. */
export const LIKELY_SPAM_SCORE = 70;
/** Scores at or above this (and below LIKELY_SPAM_SCORE) are worth a look. */
export const REVIEW_SCORE = 40;
/** The most items one screening action (reject as spam, release) takes: a page of the moderation list. */
export const SELECTION_MAX = 100;

export const ScreeningLevel = { CLEAR: 'CLEAR', REVIEW: 'REVIEW', LIKELY_SPAM: 'LIKELY_SPAM' } as const;
export type ScreeningLevel = (typeof ScreeningLevel)[keyof typeof ScreeningLevel];

export const ScreeningReasonCode = {
  LINKS: 'LINKS',
  PROFANITY: 'PROFANITY',
  CONTACT: 'CONTACT',
  SELLING: 'SELLING',
  DUPLICATE: 'DUPLICATE',
  HISTORY: 'HISTORY',
  SCRIPT: 'SCRIPT',
  LANGUAGE: 'LANGUAGE',
  BURST: 'BURST',
  CLASSIFIER: 'CLASSIFIER',
} as const;
export type ScreeningReasonCode = (typeof ScreeningReasonCode)[keyof typeof ScreeningReasonCode];

export const ModerationSort = { NEWEST: 'NEWEST', RISK: 'RISK' } as const;
export type ModerationSort = (typeof ModerationSort)[keyof typeof ModerationSort];

/** One reason as stored with the item (jsonb): what was found, how many, and where links pointed. */
export interface ScreeningReasonData {
  code: ScreeningReasonCode;
  count?: number;
  hosts?: string[];
  /** LANGUAGE: the detected language (ISO 639-3, e.g. fra). */
  language?: string;
}

/** A screening at arrival: the score 0..100, its level, its reasons, and whether the item is held. */
export interface ScreeningOutcome {
  score: number;
  level: ScreeningLevel;
  reasons: ScreeningReasonData[];
  held: boolean;
}

/** What a memory or message keeps of its screening at arrival: its columns, as screeningOf reads them back. */
export const storedScreening = (outcome: ScreeningOutcome) => ({
  screeningScore: outcome.score,
  screeningLevel: outcome.level,
  screeningReasons: outcome.reasons,
  held: outcome.held,
});

export const levelOf = (score: number): ScreeningLevel =>
  score >= LIKELY_SPAM_SCORE ? 'LIKELY_SPAM' : score >= REVIEW_SCORE ? 'REVIEW' : 'CLEAR';
