import type { Locale } from '@memorial/schema';
import type { MailText } from '../mailer.js';
import { letter, localeOf, say } from './say.js';

/** To the person who shared a memory: the family approved it, or rejected it with a reason. */
export const memoryDecisionMail = (v: {
  /** The recipient's language; the request's when they chose none. */
  language?: Locale | null;
  approved: boolean;
  firstName: string;
  title: string;
  decedentName: string;
  reason: string | null;
}): MailText => {
  const { title, decedentName } = v;
  const locale = localeOf(v.language);
  return v.approved
    ? {
        subject: say(locale, 'memoryPostedSubject', { decedentName }),
        text: letter(locale, v.firstName, say(locale, 'memoryPostedBody', { title, decedentName }), 'dear'),
      }
    : {
        subject: say(locale, 'memoryDeclinedSubject', { decedentName }),
        text: letter(locale, v.firstName, say(locale, 'memoryDeclinedBody', { title, decedentName, reason: v.reason ?? '' }), 'dear'),
      };
};
