import { z } from 'zod';

/**
 * The spec's e-mail pattern: local part of letters, digits, underscore, dots or
 * hyphens, an at sign, a domain, then a 2 to 3 letter suffix.
 */
export const EMAIL_PATTERN = /^[A-Za-z0-9_.-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,3}$/;

export const trimmed = (required: string) => z.string({ error: required }).trim().min(1, required);

/** The first message per field, in the shape the gateway and the forms both use. */
export type FieldErrors = Record<string, string>;

export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    if (!(key in out)) out[key] = issue.message;
  }
  return out;
}

/** Validates with a rule and answers the field errors, or null when valid. */
export function check<T extends z.ZodType>(rule: T, value: unknown): FieldErrors | null {
  const result = rule.safeParse(value);
  return result.success ? null : fieldErrorsOf(result.error);
}
