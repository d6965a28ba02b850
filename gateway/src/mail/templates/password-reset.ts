import type { MailText } from '../mailer.js';

/** To a person who asked to reset the password: a link that works for `minutes`. */
export const passwordResetMail = (v: { firstName: string; link: string; minutes: number }): MailText => ({
  subject: 'Reset your Family Website password',
  text: `Hello ${v.firstName},\n\nUse this link within ${v.minutes} minutes to choose a new password:\n${v.link}\n\nIf you did not ask for this, you can ignore this e-mail.\n`,
});
