import { z } from 'zod';
import { NAMESPACE, says } from '../i18n/index.js';

/** Texts of sign-in and the account forms these rules serve (Login, Forgot Password, Change Password, Transfer Loved Ones). */
export const AUTH_MESSAGES = {
  [NAMESPACE]: 'auth',
  emailIdRequired: 'E-mail Id is required',
  invalidEmail: 'Invalid Email',
  newPasswordRequired: 'New Password is required',
  /** The login form's own wording. */
  loginEmailRequired: 'Email-Id is required',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password has to be longer than 6 characters!',
  passwordTooLong: 'Password has to be shorter than 20 characters!',
  /** A bearer token that is not one of ours (forged, or signed with another key). */
  invalidToken: 'Invalid token',
} as const;

/**
 * Sign-in checks a well-formed address (RFC 5322 in practice), not the share
 * form's 2-3 letter suffix rule, which would lock out addresses such as .test
 * or .email that accounts already use.
 */
export const loginRule = z.object({
  email: z
    .string(says(AUTH_MESSAGES, 'loginEmailRequired'))
    .trim()
    .min(1, says(AUTH_MESSAGES, 'loginEmailRequired'))
    .pipe(z.email(says(AUTH_MESSAGES, 'invalidEmail'))),
  password: z.string(says(AUTH_MESSAGES, 'passwordRequired')).min(1, says(AUTH_MESSAGES, 'passwordRequired')),
});

export const forgotPasswordRule = z.object({
  email: z
    .string(says(AUTH_MESSAGES, 'emailIdRequired'))
    .trim()
    .min(1, says(AUTH_MESSAGES, 'emailIdRequired'))
    .pipe(z.email(says(AUTH_MESSAGES, 'invalidEmail'))),
});

/** A new password's length, in characters. */
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 20;

export const newPasswordRule = z
  .string(says(AUTH_MESSAGES, 'newPasswordRequired'))
  .min(1, says(AUTH_MESSAGES, 'newPasswordRequired'))
  .min(PASSWORD_MIN, says(AUTH_MESSAGES, 'passwordTooShort'))
  .max(PASSWORD_MAX, says(AUTH_MESSAGES, 'passwordTooLong'));

export const resetPasswordRule = z.object({ token: z.string().min(1), password: newPasswordRule });
