import { check, type FieldErrors } from '@memorial/schema';
import { nestErrors } from '../../../app/forms';

type Rule = Parameters<typeof check>[0];

/**
 * A form validator from a shared zod rule: the form's values are turned into
 * what the gateway receives, checked with the same rule the gateway uses, and
 * the spec's messages land on the fields.
 */
export function validateSection<V>(rule: Rule, toInput: (values: V) => unknown, extra?: (values: V) => FieldErrors | null) {
  return (values: V): Record<string, unknown> | undefined => {
    const errors = { ...(check(rule, toInput(values)) ?? {}), ...(extra?.(values) ?? {}) };
    return nestErrors(Object.keys(errors).length ? errors : null);
  };
}

/** Initial values are compared by content, so a refreshed query does not reset a form being edited. */
export const sameValues = (a?: object, b?: object): boolean => JSON.stringify(a ?? {}) === JSON.stringify(b ?? {});

/** '' for a missing text. */
export const text = (value: string | null | undefined): string => value ?? '';
