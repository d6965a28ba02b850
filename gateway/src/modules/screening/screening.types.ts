import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { currentLocale, SCREENING_TEXTS, t } from '@memorial/schema';
import {
  LIKELY_SPAM_SCORE,
  levelOf,
  ModerationSort,
  REVIEW_SCORE,
  ScreeningLevel,
  ScreeningReasonCode,
  type ScreeningReasonData,
} from './screening.levels.js';

registerEnumType(ScreeningLevel, {
  name: 'ScreeningLevel',
  description: `CLEAR below ${REVIEW_SCORE}, REVIEW from ${REVIEW_SCORE}, LIKELY_SPAM from ${LIKELY_SPAM_SCORE} (held).`,
});
registerEnumType(ScreeningReasonCode, { name: 'ScreeningReasonCode', description: 'Why a screening scored what it did.' });
registerEnumType(ModerationSort, {
  name: 'ModerationSort',
  description: 'NEWEST first (as before), or RISK: the highest screening score first (unscreened last), then newest.',
});

@ObjectType('ScreeningReason')
export class ScreeningReason {
  @Field(() => ScreeningReasonCode) code!: ScreeningReasonCode;
  @Field(() => Int, { nullable: true, description: 'How many (links, words, pages, posts), where it counts.' })
  count?: number | null;
  @Field(() => [String], { description: 'LINKS: the hosts linked to (not the family’s own sites).' }) hosts!: string[];
  @Field(() => String, { description: 'The reason in words, in the request’s language ("3 links to unknown sites").' })
  text!: string;
}

@ObjectType('Screening', { description: 'How an incoming memory or message was screened when it arrived.' })
export class Screening {
  @Field(() => Int, { description: '0..100, the risk.' }) score!: number;
  @Field(() => ScreeningLevel) level!: ScreeningLevel;
  @Field(() => String, { description: '"Likely spam", "Worth a look" or "Looks fine", in the request’s language.' })
  levelText!: string;
  @Field(() => Boolean, { description: 'Held: not mailed to the family until someone releases it or decides.' }) held!: boolean;
  @Field(() => [ScreeningReason]) reasons!: ScreeningReason[];
  @Field(() => String, {
    description: 'The level and its reasons in words: "Likely spam: 3 links to unknown sites; same text on 4 pages today".',
  })
  summary!: string;
}

const LEVEL_KEYS = { CLEAR: 'levelClear', REVIEW: 'levelReview', LIKELY_SPAM: 'levelLikelySpam' } as const;

/** A reason in words, in the request's language. */
export function reasonText(reason: ScreeningReasonData): string {
  const count = reason.count ?? 1;
  switch (reason.code) {
    case 'LINKS':
      return t(SCREENING_TEXTS, 'links', { count });
    case 'PROFANITY':
      return t(SCREENING_TEXTS, 'profanity', { count });
    case 'CONTACT':
      return t(SCREENING_TEXTS, 'contact', { count });
    case 'SELLING':
      return t(SCREENING_TEXTS, 'selling', { count });
    case 'DUPLICATE':
      return t(SCREENING_TEXTS, 'duplicate', { count });
    case 'HISTORY':
      return t(SCREENING_TEXTS, 'history', { count });
    case 'SCRIPT':
      return t(SCREENING_TEXTS, 'script');
    case 'LANGUAGE':
      return languageText(reason.language);
    case 'BURST':
      return t(SCREENING_TEXTS, 'burst', { count });
    case 'CLASSIFIER':
      return t(SCREENING_TEXTS, 'classifier');
  }
}

/** "written in French" (Intl's name of the language in the request's language), or "in another language". */
function languageText(code: string | undefined): string {
  let name: string | undefined;
  try {
    name = code ? new Intl.DisplayNames([currentLocale()], { type: 'language', fallback: 'none' }).of(code) : undefined;
  } catch {
    name = undefined; // not a language code Intl knows
  }
  return name ? t(SCREENING_TEXTS, 'language', { language: name }) : t(SCREENING_TEXTS, 'languageUnknown');
}

/** The GraphQL object of a stored screening, in the request's language; null when the item was never screened. */
export function screeningOf(stored: {
  screeningScore?: number | null;
  screeningLevel?: string | null;
  screeningReasons?: ScreeningReasonData[] | null;
  held?: boolean;
}): Screening | null {
  if (stored.screeningScore == null) return null;
  const score = stored.screeningScore;
  const level = isLevel(stored.screeningLevel) ? stored.screeningLevel : levelOf(score);
  const reasons = (stored.screeningReasons ?? []).filter((r) => r.code in ScreeningReasonCode);
  const levelText = t(SCREENING_TEXTS, LEVEL_KEYS[level]);
  const words = reasons.map((r) => ({ code: r.code, count: r.count ?? null, hosts: r.hosts ?? [], text: reasonText(r) }));
  return {
    score,
    level,
    levelText,
    held: stored.held ?? false,
    reasons: words,
    // The punctuation both languages share: "Likely spam: 3 links to unknown sites; same text on 4 pages today".
    summary: words.length ? `${levelText}: ${words.map((w) => w.text).join('; ')}` : levelText,
  };
}

const isLevel = (value: unknown): value is ScreeningLevel => typeof value === 'string' && value in ScreeningLevel;
