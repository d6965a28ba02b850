import type { Locale } from '@memorial/schema';
import type { MailText } from '../mailer.js';
import { letter, localeOf, say } from './say.js';

/** To a person who asked to reset the password: a link that works for `minutes`. */
export const passwordResetMail = (v: { language?: Locale | null; firstName: string; link: string; minutes: number }): MailText => {
  const locale = localeOf(v.language);
  return {
    subject: say(locale, 'passwordResetSubject'),
    text: letter(locale, v.firstName, say(locale, 'passwordResetBody', { link: v.link, minutes: v.minutes })),
  };
};
