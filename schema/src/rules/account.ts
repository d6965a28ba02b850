import { z } from 'zod';
import { NAMESPACE, says } from '../i18n/index.js';
import { MESSAGES } from '../messages.js';
import { PROFILE_TITLES } from '../reference/index.js';
import { EMAIL_MAX } from './common.js';
import { AUTH_MESSAGES, newPasswordRule } from './auth.js';

/** Profile, Change Password and Transfer Loved Ones (arrangements-portal 2.11, 4.8, 5.9, 8). */
export const ACCOUNT_MESSAGES = {
  [NAMESPACE]: 'account',
  firstNameRequired: 'Firstname is required',
  lastNameRequired: 'Lastname is required',
  profileSaved: 'Data updated successfully',
  oldPasswordRequired: 'Old Password is required',
  newPasswordRequired: AUTH_MESSAGES.newPasswordRequired,
  confirmPasswordRequired: MESSAGES.confirmPasswordRequired,
  passwordsMustMatch: MESSAGES.passwordsMustMatch,
  newPasswordHint: MESSAGES.newPasswordHint,
  lovedOnesRequired: 'Choose your Loved Ones',
  emailRequired: AUTH_MESSAGES.emailIdRequired,
  emailInvalid: AUTH_MESSAGES.invalidEmail,
  transferred: 'Account Transfered Successfully',
  /** Not in the spec: the answers the spec leaves to the server. */
  firstNameTooLong: 'Firstname should be less than 51 characters',
  lastNameTooLong: 'Lastname should be less than 51 characters',
  middleNameTooLong: 'Middlename should be less than 51 characters',
  titleInvalid: 'Title must be Mr, Mrs or Ms',
  oldPasswordWrong: 'Old Password is incorrect',
  passwordChanged: 'Password updated successfully',
  sameAsOld: 'New Password must be different from the Old Password',
  transferToSelf: 'This is your own e-mail. Please enter the e-mail of the person who will take over.',
  transferToStaff: 'This e-mail belongs to a staff account. Please enter the e-mail of a family member.',
  /** The two agreement boxes of Transfer Loved Ones (the spec names them, not their words). */
  agreeLoseAccess: "I understand that I will no longer have access to this loved one's arrangements and family website.",
  agreeReceiverTakesOver: 'I confirm that this person agreed to take over the arrangements and will be told by e-mail.',
} as const;

/** The longest first, middle or last name of an account (the profile, Transfer Loved Ones). */
export const ACCOUNT_NAME_MAX = 50;

type AccountKey = Exclude<keyof typeof ACCOUNT_MESSAGES, typeof NAMESPACE>;

/** Text, trimmed, required: the message in the reader's language. */
const trimmed = (required: AccountKey) => z.string(says(ACCOUNT_MESSAGES, required)).trim().min(1, says(ACCOUNT_MESSAGES, required));

/** The profile's Personal Details: first and last name required; middle name and title (Mr, Mrs or Ms) optional. */
export const profileRule = z.object({
  firstName: trimmed('firstNameRequired').max(ACCOUNT_NAME_MAX, says(ACCOUNT_MESSAGES, 'firstNameTooLong')),
  lastName: trimmed('lastNameRequired').max(ACCOUNT_NAME_MAX, says(ACCOUNT_MESSAGES, 'lastNameTooLong')),
  middleName: z.string().trim().max(ACCOUNT_NAME_MAX, says(ACCOUNT_MESSAGES, 'middleNameTooLong')).nullish(),
  title: z.enum(['', ...PROFILE_TITLES], says(ACCOUNT_MESSAGES, 'titleInvalid')).nullish(),
});
export type ProfileInput = z.input<typeof profileRule>;

/** What the gateway checks on a password change: the old password given, the new one 6 to 20 characters. */
export const changePasswordRule = z.object({
  password: z.string(says(ACCOUNT_MESSAGES, 'oldPasswordRequired')).min(1, says(ACCOUNT_MESSAGES, 'oldPasswordRequired')),
  newPassword: newPasswordRule,
});

/** The Change Password form: the same, and the new password confirmed. */
export const changePasswordFormRule = changePasswordRule
  .extend({
    confirmPassword: z.string(says(ACCOUNT_MESSAGES, 'confirmPasswordRequired')).min(1, says(ACCOUNT_MESSAGES, 'confirmPasswordRequired')),
  })
  .refine((v) => v.confirmPassword === v.newPassword, {
    path: ['confirmPassword'],
    ...says(ACCOUNT_MESSAGES, 'passwordsMustMatch'),
    // Checked as soon as a confirmation is typed, whatever the other fields say (the form shows it live).
    when: ({ value }) => {
      const v = value as { confirmPassword?: unknown } | undefined;
      return typeof v?.confirmPassword === 'string' && v.confirmPassword !== '';
    },
  });

/**
 * The transfer's e-mail: trimmed, required, well-formed, at most 254 characters. Not the spec's 2-3 letter suffix
 * pattern: the receiver may already have an account at a .email or .test address (sign-in takes them), and a
 * transfer to them must not be refused.
 */
export const transferEmailField = trimmed('emailRequired')
  .max(EMAIL_MAX, says(ACCOUNT_MESSAGES, 'emailInvalid'))
  .pipe(z.email(says(ACCOUNT_MESSAGES, 'emailInvalid')));

export const verifyUserEmailRule = z.object({ email: transferEmailField });

/** Transfer Loved Ones: which loved one (the decedent's onePortalId), to whom. */
export const transferAccountRule = z.object({
  decedentId: trimmed('lovedOnesRequired'),
  email: transferEmailField,
  firstName: trimmed('firstNameRequired').max(ACCOUNT_NAME_MAX, says(ACCOUNT_MESSAGES, 'firstNameTooLong')),
  lastName: trimmed('lastNameRequired').max(ACCOUNT_NAME_MAX, says(ACCOUNT_MESSAGES, 'lastNameTooLong')),
});
export type TransferAccountInput = z.input<typeof transferAccountRule>;
