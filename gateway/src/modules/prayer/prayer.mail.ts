import type { Locale } from '@memorial/schema';
import type { MailText } from '../../mail/mailer.js';
import { localeOf, mailText, say } from '../../mail/templates/say.js';

/** To the funeral arranger (staff): the family submitted the prayer card's rendered pages; the print PDF is ready. */
export const prayerSubmittedMail = (v: {
  /** The recipient's language; the request's when they chose none. */
  language?: Locale | null;
  senderName: string;
  decedentName: string;
  opi: string;
  funeralHome: string;
  templateName: string;
  pages: number;
  reviewLink: string;
}): MailText => {
  const { language, ...values } = v;
  const locale = localeOf(language);
  return {
    subject: say(locale, 'prayerSubmittedSubject', { decedentName: v.decedentName }),
    text: mailText(locale, [say(locale, 'prayerSubmittedBody', values)]),
  };
};
