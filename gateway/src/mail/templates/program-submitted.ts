import type { Locale } from '@memorial/schema';
import type { MailText } from '../mailer.js';
import { localeOf, mailText, say } from './say.js';

/** To the funeral arranger (staff): the family submitted the service program it uploaded. */
export const programSubmittedMail = (v: {
  /** The recipient's language; the request's when they chose none. */
  language?: Locale | null;
  senderName: string;
  decedentName: string;
  opi: string;
  funeralHome: string;
  templateName: string;
  fileName: string;
  reviewLink: string;
}): MailText => {
  const { language, ...values } = v;
  const locale = localeOf(language);
  return {
    subject: say(locale, 'programSubmittedSubject', { decedentName: v.decedentName }),
    text: mailText(locale, [say(locale, 'programSubmittedBody', values)]),
  };
};
