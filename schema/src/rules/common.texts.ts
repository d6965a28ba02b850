import type { z } from 'zod';
import { NAMESPACE } from '../i18n/index.js';

/*
 * The texts, limits and plain checks of the rules files (this file and every <domain>.texts.ts) import no zod at run
 * time: a screen that shows a text or counts characters does not download zod and every rule of its domain with it;
 * the zod rules themselves are in <domain>.ts. Both are exported by rules/index.ts.
 */

/**
 * The spec's e-mail pattern: local part of letters, digits, underscore, dots or
 * hyphens, an at sign, a domain, then a 2 to 3 letter suffix.
 */
export const EMAIL_PATTERN = /^[A-Za-z0-9_.-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,3}$/;

/** Today's date as YYYY-MM-DD in the visitor's own zone is not known here; a day of slack covers every zone. */
export function notInFuture(date: string): boolean {
  const tomorrow = new Date(Date.now() + 14 * 3_600_000).toISOString().slice(0, 10);
  return date <= tomorrow;
}

/** A day that exists: 2001-02-31 and month 13 do not (left to the format check when not YYYY-MM-DD). */
export function isCalendarDate(date: string): boolean {
  const parts = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!parts) return true;
  const [year, month, day] = parts.slice(1).map(Number) as [number, number, number];
  const at = new Date(0);
  at.setUTCFullYear(year, month - 1, day);
  return year >= 1 && at.getUTCFullYear() === year && at.getUTCMonth() === month - 1 && at.getUTCDate() === day;
}

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

/** The e-mail field of the public page's visitor forms, Stay Updated and Contact Family (memorial-portal 5). */
export const VISITOR_EMAIL_MESSAGES = { [NAMESPACE]: 'visitorEmail', required: 'Email Required', invalid: 'Invalid Email' } as const;
