import { NAMESPACE } from './i18n/index.js';

/**
 * The screening of incoming memories and Contact Family messages (issue 32), in words for the moderators: the level
 * of a score and one phrase per reason. The summary joins them with the punctuation both languages share ("Likely
 * spam: 3 links to unknown sites; same text on 4 pages today").
 */
export const SCREENING_TEXTS = {
  [NAMESPACE]: 'screening',
  levelClear: 'Looks fine',
  levelReview: 'Worth a look',
  levelLikelySpam: 'Likely spam',
  links: '{count, plural, one {# link to an unknown site} other {# links to unknown sites}}',
  profanity: '{count, plural, one {# offensive word} other {# offensive words}}',
  contact: '{count, plural, one {# phone number or e-mail address} other {# phone numbers or e-mail addresses}}',
  selling: '{count, plural, one {# sales pitch or price} other {# sales pitches or prices}}',
  duplicate: 'same text on {count, plural, one {# page} other {# pages}} today',
  history: '{count, plural, one {# earlier rejection} other {# earlier rejections}} for this sender',
  script: 'written mostly in another alphabet',
  language: 'written in {language}',
  languageUnknown: 'written in another language',
  burst: '{count, plural, one {# post} other {# posts}} from one sender in 10 minutes',
  classifier: 'reads like posts the moderators rejected',
} as const;
