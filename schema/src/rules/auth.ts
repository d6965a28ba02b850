import { z } from 'zod';

/**
 * Sign-in checks a well-formed address (RFC 5322 in practice), not the share
 * form's 2-3 letter suffix rule, which would lock out addresses such as .test
 * or .email that accounts already use.
 */
export const loginRule = z.object({
  email: z.string({ error: 'Email-Id is required' }).trim().min(1, 'Email-Id is required').pipe(z.email('Invalid Email')),
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required'),
});

/** Texts the account forms share with these rules (Forgot Password, Change Password, Transfer Loved Ones). */
export const AUTH_MESSAGES = {
  emailIdRequired: 'E-mail Id is required',
  invalidEmail: 'Invalid Email',
  newPasswordRequired: 'New Password is required',
} as const;

export const forgotPasswordRule = z.object({
  email: z
    .string({ error: AUTH_MESSAGES.emailIdRequired })
    .trim()
    .min(1, AUTH_MESSAGES.emailIdRequired)
    .pipe(z.email(AUTH_MESSAGES.invalidEmail)),
});

/** A new password's length, in characters. */
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 20;

export const newPasswordRule = z
  .string({ error: AUTH_MESSAGES.newPasswordRequired })
  .min(1, AUTH_MESSAGES.newPasswordRequired)
  .min(PASSWORD_MIN, 'Password has to be longer than 6 characters!')
  .max(PASSWORD_MAX, 'Password has to be shorter than 20 characters!');

export const resetPasswordRule = z.object({ token: z.string().min(1), password: newPasswordRule });
