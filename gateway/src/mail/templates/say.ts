import { MAIL_TEXTS, currentLocale, translate, type Locale, type MessageKey, type MessageValues } from '@memorial/schema';

/**
 * The language a mail is written in: the recipient's when they chose one, else the language of the request that
 * caused the mail (English outside a request).
 */
export const localeOf = (language?: Locale | null): Locale => language ?? currentLocale();

/** A text of the mails' catalog in the recipient's language. */
export const say = (locale: Locale, key: MessageKey<typeof MAIL_TEXTS>, values?: MessageValues): string =>
  translate(locale, MAIL_TEXTS, key, values);

/** A letter to a person: the greeting by first name, then the body, ending with a newline. */
export const letter = (locale: Locale, firstName: string, body: string, greeting: 'hello' | 'dear' = 'hello'): string =>
  `${say(locale, greeting, { firstName })}\n\n${body}\n`;

/** Names typed by people go into subjects: one line each. */
// eslint-disable-next-line no-control-regex -- control characters (a newline among them) are what must not reach a mail's subject
export const oneLine = (s: string): string => s.replace(/[\s\u0000-\u001f\u007f]+/g, ' ').trim();
