import { z } from 'zod';
import { says } from '../i18n/index.js';
import { VISITOR_EMAIL_MESSAGES } from './common.texts.js';

/** The longest e-mail address taken anywhere (RFC 5321). */
export const EMAIL_MAX = 254;

export const trimmed = (required: string) => z.string({ error: required }).trim().min(1, required);

/**
 * A well-formed address, as sign-in takes it (not the share form's 2-3 letter suffix pattern, which would refuse
 * .email or .museum addresses), at most 254 characters (RFC 5321).
 */
export const visitorEmailField = z
  .string(says(VISITOR_EMAIL_MESSAGES, 'required'))
  .trim()
  .min(1, says(VISITOR_EMAIL_MESSAGES, 'required'))
  .max(EMAIL_MAX, says(VISITOR_EMAIL_MESSAGES, 'invalid'))
  .pipe(z.email(says(VISITOR_EMAIL_MESSAGES, 'invalid')));
