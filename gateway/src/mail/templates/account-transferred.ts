import type { MailText } from '../mailer.js';

/** Names typed by people go into subjects: one line each. */
// eslint-disable-next-line no-control-regex -- control characters (a newline among them) are what must not reach a mail's subject
const oneLine = (s: string) => s.replace(/[\s\u0000-\u001f\u007f]+/g, ' ').trim();

/** To the family member who handed a loved one's arrangements over: they no longer have access. */
export const transferGivenMail = (v: {
  firstName: string;
  decedentName: string;
  receiverName: string;
  receiverEmail: string;
}): MailText => ({
  subject: `You transferred the arrangements of ${oneLine(v.decedentName)}`,
  text:
    `Hello ${v.firstName},\n\nYou transferred the arrangements and family website of ${v.decedentName} to ${v.receiverName} (${v.receiverEmail}). ` +
    'You no longer have access to them from your account.\n\n' +
    'If you did not do this, please contact your funeral arranger.\n',
});

/** To a family member who already has an account: a loved one's arrangements are now theirs. */
export const transferReceivedMail = (v: { firstName: string; decedentName: string; giverName: string; signInLink: string }): MailText => ({
  subject: `${oneLine(v.giverName)} transferred the arrangements of ${oneLine(v.decedentName)} to you`,
  text:
    `Hello ${v.firstName},\n\n${v.giverName} transferred the arrangements and family website of ${v.decedentName} to you. ` +
    `Sign in to find them in My Arrangements:\n${v.signInLink}\n`,
});

/** To a family member without an account: one was made; a single-use link sets its password. */
export const transferWelcomeMail = (v: {
  firstName: string;
  decedentName: string;
  giverName: string;
  link: string;
  days: number;
}): MailText => ({
  subject: `${oneLine(v.giverName)} transferred the arrangements of ${oneLine(v.decedentName)} to you`,
  text:
    `Hello ${v.firstName},\n\n${v.giverName} transferred the arrangements and family website of ${v.decedentName} to you, ` +
    'and an account was made for you with this e-mail address.\n\n' +
    `Use this link within ${v.days} days to choose your password; it works once:\n${v.link}\n\n` +
    'Then sign in with this e-mail address and your new password. If the link has expired, choose "Forgot Password?" on the sign-in screen.\n',
});
