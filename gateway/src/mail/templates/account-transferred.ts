import type { Locale } from '@memorial/schema';
import type { MailText } from '../mailer.js';
import { letter, localeOf, oneLine, say } from './say.js';

/** To the family member who handed a loved one's arrangements over: they no longer have access. */
export const transferGivenMail = (v: {
  /** The recipient's language; the request's when they chose none. */
  language?: Locale | null;
  firstName: string;
  decedentName: string;
  receiverName: string;
  receiverEmail: string;
}): MailText => {
  const locale = localeOf(v.language);
  return {
    subject: say(locale, 'transferGivenSubject', { decedentName: oneLine(v.decedentName) }),
    text: letter(
      locale,
      v.firstName,
      say(locale, 'transferGivenBody', { decedentName: v.decedentName, receiverName: v.receiverName, receiverEmail: v.receiverEmail }),
    ),
  };
};

/** To a family member who already has an account: a loved one's arrangements are now theirs. */
export const transferReceivedMail = (v: {
  /** The recipient's language; the request's when they chose none. */
  language?: Locale | null;
  firstName: string;
  decedentName: string;
  giverName: string;
  signInLink: string;
}): MailText => {
  const locale = localeOf(v.language);
  return {
    subject: say(locale, 'transferReceivedSubject', { giverName: oneLine(v.giverName), decedentName: oneLine(v.decedentName) }),
    text: letter(
      locale,
      v.firstName,
      say(locale, 'transferReceivedBody', { giverName: v.giverName, decedentName: v.decedentName, signInLink: v.signInLink }),
    ),
  };
};

/** To a family member without an account: one was made; a single-use link sets its password. */
export const transferWelcomeMail = (v: {
  /** The recipient's language; the request's when they chose none. */
  language?: Locale | null;
  firstName: string;
  decedentName: string;
  giverName: string;
  link: string;
  days: number;
}): MailText => {
  const locale = localeOf(v.language);
  return {
    subject: say(locale, 'transferReceivedSubject', { giverName: oneLine(v.giverName), decedentName: oneLine(v.decedentName) }),
    text: letter(
      locale,
      v.firstName,
      say(locale, 'transferWelcomeBody', { giverName: v.giverName, decedentName: v.decedentName, link: v.link, days: v.days }),
    ),
  };
};
