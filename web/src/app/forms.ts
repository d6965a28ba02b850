import type { FieldMetaState } from 'react-final-form';
import { check, type FieldErrors } from '@memorial/schema';

/** A react-final-form validator from one of the shared zod rules: the spec's own messages, first per field. */
export function validateWith(rule: Parameters<typeof check>[0]) {
  return (values: object): FieldErrors | undefined => check(rule, values) ?? undefined;
}

/** The message to show under a field: after it was visited or a submit was tried. */
export function fieldError(meta: FieldMetaState<unknown>): string | undefined {
  if (!meta.touched) return undefined;
  const error = (meta.error ?? (!meta.dirtySinceLastSubmit ? meta.submitError : undefined)) as unknown;
  return typeof error === 'string' ? error : undefined;
}

/** Field errors the gateway sent back (BAD_USER_INPUT with extensions.fieldErrors). */
export function serverFieldErrors(error: unknown): FieldErrors | null {
  const extensions = (error as { errors?: { extensions?: { fieldErrors?: unknown } }[] }).errors?.[0]?.extensions;
  const fieldErrors = extensions?.fieldErrors;
  if (fieldErrors && typeof fieldErrors === 'object') return fieldErrors as FieldErrors;
  return null;
}
