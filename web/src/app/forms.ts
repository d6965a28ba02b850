import { useCallback, useRef, useState } from 'react';
import { FORM_ERROR, setIn, type SubmissionErrors, type ValidationErrors } from 'final-form';
import type { FieldMetaState } from 'react-final-form';
import { check, type FieldErrors } from '@memorial/schema';

export type Validator = (values: object) => ValidationErrors;

/** A react-final-form validator from one of the shared zod rules: the spec's own messages, first per field. */
export function validateWith(rule: Parameters<typeof check>[0]): Validator {
  return (values: object): FieldErrors | undefined => check(rule, values) ?? undefined;
}

/** Until its rule has arrived a form is not valid (its submit stays disabled), and no field shows a message. */
const notCheckedYet: Validator = () => ({ [FORM_ERROR]: 'The form is not checked yet' });

/**
 * A form's validator loaded when the form is first used (focus or input inside it; `start` goes on the form's
 * onFocus and onInput): a visitor who only reads the memorial page does not download zod and the rules (issue 15).
 * final-form validates the values again when the validator changes, so what was typed meanwhile is checked.
 */
export function useLazyValidate(load: () => Promise<Validator>): { validate: Validator; start: () => void } {
  const [validate, setValidate] = useState<Validator | null>(null);
  const loading = useRef<Promise<void> | null>(null);
  const start = useCallback(() => {
    // A failed load (the network) is tried again on the next focus.
    loading.current ??= load().then(
      (loaded) => setValidate(() => loaded),
      () => {
        loading.current = null;
      },
    );
  }, [load]);
  return { validate: validate ?? notCheckedYet, start };
}

/** The message to show under a field: after it was visited or a submit was tried. */
export function fieldError(meta: FieldMetaState<unknown>): string | undefined {
  if (!meta.touched) return undefined;
  const error = (meta.error ?? (!meta.dirtySinceLastSubmit ? meta.submitError : undefined)) as unknown;
  return typeof error === 'string' ? error : undefined;
}

/** Flat field errors ('address.line1': ...) as final-form wants them: nested like the values, after `prefix`; '_' (the whole input) is no field. */
export function nestErrors(flat: FieldErrors | null | undefined, prefix = ''): Record<string, unknown> | undefined {
  if (!flat) return undefined;
  let out: object = {};
  for (const [key, message] of Object.entries(flat)) {
    if (key !== '_') out = setIn(out, `${prefix}${key}`, message);
  }
  return Object.keys(out).length ? (out as Record<string, unknown>) : undefined;
}

export interface SubmitErrorOptions {
  /** Put before each field name (a list section's errors come back as '0.firstName'). */
  prefix?: string;
  /** Top-level fields the form shows no error under: their message becomes the form's error. '_' (the whole input) always does. */
  unshown?: readonly string[];
  /** The form's error when no field error can be shown. */
  fallback?: string | null;
}

/**
 * A refused submission as final-form's submit errors: the gateway's field
 * errors on the fields that show them; the first error no field shows, or
 * else the fallback when no field shows one, as the form's error.
 */
export function submitErrors(error: unknown, { prefix = '', unshown = [], fallback }: SubmitErrorOptions = {}): SubmissionErrors {
  const onFields: FieldErrors = {};
  let formError: string | undefined;
  for (const [key, message] of Object.entries(serverFieldErrors(error) ?? {})) {
    const field = key.split('.')[0]!;
    if (field === '_' || unshown.includes(field)) formError ??= message;
    else onFields[key] = message;
  }
  const fields = nestErrors(onFields, prefix);
  formError ??= fields ? undefined : (fallback ?? undefined);
  if (!fields && !formError) return undefined;
  return { ...fields, ...(formError ? { [FORM_ERROR]: formError } : {}) };
}

/** Field errors the gateway sent back (BAD_USER_INPUT with extensions.fieldErrors). */
function serverFieldErrors(error: unknown): FieldErrors | null {
  const extensions = (error as { errors?: { extensions?: { fieldErrors?: unknown } }[] }).errors?.[0]?.extensions;
  const fieldErrors = extensions?.fieldErrors;
  if (fieldErrors && typeof fieldErrors === 'object') return fieldErrors as FieldErrors;
  return null;
}
