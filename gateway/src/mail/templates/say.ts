import escapeHtml from 'escape-html';
import { MAIL_TEXTS, currentLocale, translate, type Locale, type MessageKey, type MessageValues } from '@memorial/schema';

/**
 * The language a mail is written in: the recipient's when they chose one, else the language of the request that
 * caused the mail (English outside a request).
 */
export const localeOf = (language?: Locale | null): Locale => language ?? currentLocale();

/** A text of the mails' catalog in the recipient's language. */
export const say = (locale: Locale, key: MessageKey<typeof MAIL_TEXTS>, values?: MessageValues): string =>
  translate(locale, MAIL_TEXTS, key, values);

/** Whom a mail greets by first name, and with which word. */
export interface Greeting {
  firstName: string;
  word?: 'hello' | 'dear';
}

/**
 * Every mail's layout. Text: the greeting (a letter to a person; staff notices have none), the paragraphs apart by a
 * blank line (a paragraph may hold lines of its own, and its links), ending with a newline. HTML: the greeting, its
 * name escaped, then the parts as they are given (already HTML).
 */
export const mailText = (locale: Locale, paragraphs: readonly string[], to?: Greeting): string =>
  `${[...(to ? [say(locale, to.word ?? 'hello', { firstName: to.firstName })] : []), ...paragraphs].join('\n\n')}\n`;
export const mailHtml = (locale: Locale, parts: readonly string[], to: Greeting): string =>
  `<p>${say(locale, to.word ?? 'hello', { firstName: escapeHtml(to.firstName) })}</p>${parts.join('')}`;

/** A letter to a person: the greeting by first name, then the body (one or more paragraphs). */
export const letter = (locale: Locale, firstName: string, body: string, word: Greeting['word'] = 'hello'): string =>
  mailText(locale, [body], { firstName, word });

/** Text a person typed, shown as text in a mail's HTML part, never run (escape-html: & < > " ' as entities). */
export { escapeHtml };

/** Names typed by people go into subjects: one line each. */
// eslint-disable-next-line no-control-regex -- control characters (a newline among them) are what must not reach a mail's subject
export const oneLine = (s: string): string => s.replace(/[\s\u0000-\u001f\u007f]+/g, ' ').trim();
