import type { MailText } from '../mailer.js';

/** To a person whose password was just changed from the profile: other sessions were signed out; a change they did not make needs a reset. */
export const passwordChangedMail = (v: { firstName: string; when: string; resetLink: string }): MailText => ({
  subject: 'Your Family Website password was changed',
  text:
    `Hello ${v.firstName},\n\nThe password of your Family Website account was changed on ${v.when}. ` +
    'Every other device signed in to your account has been signed out.\n\n' +
    `If you did not change it, reset your password now (choose "Forgot Password?"):\n${v.resetLink}\n`,
});
