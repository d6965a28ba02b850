import type { MailText } from '../mailer.js';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/**
 * To each family arranger: a visitor's message from the Contact Family form. The message is the visitor's
 * plain text: as it is in the text part, escaped in the HTML part, so markup in it is shown, never run.
 * The mail is sent with Reply-To the visitor, so a reply goes to them.
 */
export const familyMessageMail = (v: {
  firstName: string;
  decedentName: string;
  email: string;
  message: string;
  link: string;
}): MailText & { html: string } => ({
  subject: `A message for the family of ${v.decedentName}`,
  text: `Hello ${v.firstName},\n\n${v.email} sent you a message from the memorial page of ${v.decedentName}:\n\n${v.message}\n\nReply to this e-mail to answer them. Your messages are also on the family website:\n${v.link}\n`,
  html:
    `<p>Hello ${escapeHtml(v.firstName)},</p>` +
    `<p>${escapeHtml(v.email)} sent you a message from the memorial page of ${escapeHtml(v.decedentName)}:</p>` +
    `<blockquote style="white-space:pre-wrap">${escapeHtml(v.message)}</blockquote>` +
    `<p>Reply to this e-mail to answer them. Your messages are also on the <a href="${escapeHtml(v.link)}">family website</a>.</p>`,
});
