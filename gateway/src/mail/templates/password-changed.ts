import type { Locale } from '@memorial/schema';
import type { MailText } from '../mailer.js';
import { letter, localeOf, say } from './say.js';

/** "November 28, 2026 at 7:30 PM UTC": the person's zone is not known, so the time in UTC, named so. */
function changedWhen(at: Date, locale: Locale): string {
  return at.toLocaleString(locale === 'en' ? 'en-US' : locale, {
    timeZone: 'UTC',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hourCycle: 'h12',
    timeZoneName: 'short',
  });
}

/** To a person whose password was just changed from the profile: other sessions were signed out; a change they did not make needs a reset. */
export const passwordChangedMail = (v: { language?: Locale | null; firstName: string; at: Date; resetLink: string }): MailText => {
  const locale = localeOf(v.language);
  return {
    subject: say(locale, 'passwordChangedSubject'),
    text: letter(locale, v.firstName, say(locale, 'passwordChangedBody', { when: changedWhen(v.at, locale), resetLink: v.resetLink })),
  };
};
