import { z } from 'zod';
import { VISITOR_EMAIL_MESSAGES } from './common.texts.js';

export const trimmed = (required: string) => z.string({ error: required }).trim().min(1, required);

/**
 * A well-formed address, as sign-in takes it (not the share form's 2-3 letter suffix pattern, which would refuse
 * .email or .museum addresses), at most 254 characters (RFC 5321).
 */
export const visitorEmailField = z
  .string({ error: VISITOR_EMAIL_MESSAGES.required })
  .trim()
  .min(1, VISITOR_EMAIL_MESSAGES.required)
  .max(254, VISITOR_EMAIL_MESSAGES.invalid)
  .pipe(z.email(VISITOR_EMAIL_MESSAGES.invalid));
