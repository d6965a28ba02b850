import { currentLocale, NAMESPACE, translate, type Locale } from './i18n/index.js';

/**
 * An event's card on the memorial page (memorial-portal 4 Events, 8): its tribute buttons' texts and the visitor's own
 * clock. Apart from the event rules' messages (EVENT_MESSAGES), which the memorial page does not load.
 */
export const EVENT_CARD_TEXTS = {
  [NAMESPACE]: 'eventCard',
  tributeFailed: "Can't redirect to tribute store, Please try again!",
  /** Also the refusal of a flower order after the cutoff. */
  flowerCutoff: 'Flower orders must be submitted by 10 a.m. the day before the service.',
  /** A service's time on the reader's own clock, after the service's own (issue 29). */
  visitorTime: '({when} your time)',
} as const;

/** A service's time on the reader's own clock, after the service's own (issue 29): '(2:00 AM CET your time)'. */
export const visitorTime = (when: string, locale: Locale = currentLocale()): string =>
  translate(locale, EVENT_CARD_TEXTS, 'visitorTime', { when });
