import type { Locale } from '@memorial/schema';
import type { MailText } from '../mailer.js';
import { escapeHtml, localeOf, mailHtml, mailText, say } from './say.js';

/**
 * To each family arranger: a visitor's message from the Contact Family form, in the family member's language. The
 * message is the visitor's plain text: as it is in the text part, escaped in the HTML part, so markup in it is shown,
 * never run. The mail is sent with Reply-To the visitor, so a reply goes to them.
 */
export const familyMessageMail = (v: {
  /** The recipient's language; the request's when they chose none. */
  language?: Locale | null;
  firstName: string;
  decedentName: string;
  email: string;
  message: string;
  link: string;
}): MailText & { html: string } => {
  const locale = localeOf(v.language);
  const lead = (escape: (s: string) => string) =>
    say(locale, 'familyMessageLead', { email: escape(v.email), decedentName: escape(v.decedentName) });
  const same = (s: string) => s;
  return {
    subject: say(locale, 'familyMessageSubject', { decedentName: v.decedentName }),
    text: mailText(locale, [lead(same), v.message, `${say(locale, 'familyMessageReply')}\n${v.link}`], { firstName: v.firstName }),
    html: mailHtml(
      locale,
      [
        `<p>${lead(escapeHtml)}</p>`,
        `<blockquote style="white-space:pre-wrap">${escapeHtml(v.message)}</blockquote>`,
        `<p>${say(locale, 'familyMessageReplyHtml', { link: escapeHtml(v.link) })}</p>`,
      ],
      { firstName: v.firstName },
    ),
  };
};
