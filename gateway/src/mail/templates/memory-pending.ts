import type { Locale } from '@memorial/schema';
import type { MailText } from '../mailer.js';
import { letter, localeOf, say } from './say.js';

/** To each family arranger of the decedent, in their language: a shared memory waits for approval. */
export const memoryPendingMail = (v: {
  /** The recipient's language; the request's when they chose none. */
  language?: Locale | null;
  firstName: string;
  sharerName: string;
  title: string;
  decedentName: string;
  link: string;
}): MailText => {
  const locale = localeOf(v.language);
  return {
    subject: say(locale, 'memoryPendingSubject', { decedentName: v.decedentName }),
    text: letter(
      locale,
      v.firstName,
      say(locale, 'memoryPendingBody', { sharerName: v.sharerName, title: v.title, decedentName: v.decedentName, link: v.link }),
    ),
  };
};
