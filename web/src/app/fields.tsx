import { createContext, useContext, type ReactNode } from 'react';
import { NativeSelect, Textarea, TextInput, type ComboboxStringGroupData } from '@mantine/core';
import { Field } from 'react-final-form';
import { APP_TEXTS } from '@memorial/schema';
import { fieldError } from './forms';
import { useT } from './i18n';

/*
 * The field kit of the app's react-final-form forms: each field reads and
 * writes one form value, shows its error once touched, and is disabled while
 * the form is locked.
 */

/** True while the record is locked (a frozen certificate): every field of the form is disabled. */
export const LockedContext = createContext(false);
export const useLocked = (): boolean => useContext(LockedContext);

/** Renders with the current value of one field only: the rest of the form does not re-render when it changes. */
export function Watch<T = string>({ name, children }: { name: string; children: (value: T) => ReactNode }) {
  return (
    <Field<T> name={name} subscription={{ value: true }}>
      {({ input }) => <>{children(input.value)}</>}
    </Field>
  );
}

/** Hints go under the field, so that the inputs of a row line up. */
export const WRAPPER_ORDER: ('label' | 'input' | 'description' | 'error')[] = ['label', 'input', 'description', 'error'];

/** Keeps an emptied field as '' (final-form would drop it), so a save clears it on the gateway. */
export const keep = (value: unknown) => value;

interface BaseFieldProps {
  name: string;
  label: string;
  disabled?: boolean;
  placeholder?: string;
  description?: ReactNode;
  required?: boolean;
}

export function TextField({
  name,
  label,
  disabled,
  maxLength,
  type = 'text',
  autoComplete = 'off',
  inputMode,
  ...rest
}: BaseFieldProps & {
  maxLength?: number;
  type?: string;
  autoComplete?: string;
  inputMode?: 'numeric' | 'email' | 'tel' | 'text';
}) {
  const locked = useLocked();
  return (
    <Field<string> name={name} parse={keep}>
      {({ input, meta }) => (
        <TextInput
          {...rest}
          name={input.name}
          value={input.value ?? ''}
          onChange={input.onChange}
          onBlur={input.onBlur}
          onFocus={input.onFocus}
          type={type}
          label={label}
          inputWrapperOrder={WRAPPER_ORDER}
          maxLength={maxLength}
          inputMode={inputMode}
          autoComplete={autoComplete}
          disabled={locked || disabled}
          error={fieldError(meta)}
        />
      )}
    </Field>
  );
}

export function TextAreaField({ name, label, disabled, maxLength, ...rest }: BaseFieldProps & { maxLength?: number }) {
  const locked = useLocked();
  return (
    <Field<string> name={name} parse={keep}>
      {({ input, meta }) => (
        <Textarea
          {...rest}
          name={input.name}
          value={input.value ?? ''}
          onChange={input.onChange}
          onBlur={input.onBlur}
          onFocus={input.onFocus}
          label={label}
          maxLength={maxLength}
          autosize
          minRows={3}
          maxRows={8}
          disabled={locked || disabled}
          error={fieldError(meta)}
        />
      )}
    </Field>
  );
}

export type Options = readonly (
  string | { value: string; label: string } | { group: string; items: readonly { value: string; label: string }[] }
)[];

/** The options of a native select, with an empty first one (the placeholder, and the way to clear the field). */
function withEmpty(data: Options, placeholder: string): ComboboxStringGroupData {
  return [{ value: '', label: placeholder }, ...(data as ComboboxStringGroupData)];
}

/**
 * A list to choose from: a native select, so that phones show their own
 * picker and long lists (countries) jump to what is typed.
 */
export function SelectField({
  name,
  label,
  data,
  disabled,
  placeholder,
  onValueChange,
  ...rest
}: BaseFieldProps & {
  data: Options;
  /** After the field changed (for fields that depend on it), with the value it had before. */
  onValueChange?: (value: string, previous: string) => void;
}) {
  const locked = useLocked();
  const t = useT();
  return (
    <Field<string> name={name} parse={keep}>
      {({ input, meta }) => (
        <NativeSelect
          {...rest}
          name={input.name}
          label={label}
          inputWrapperOrder={WRAPPER_ORDER}
          data={withEmpty(data, placeholder ?? t(APP_TEXTS, 'select'))}
          value={input.value ?? ''}
          onChange={(event) => {
            const value = event.currentTarget.value;
            const previous = input.value ?? '';
            input.onChange(value);
            onValueChange?.(value, previous);
          }}
          onBlur={input.onBlur}
          onFocus={input.onFocus}
          disabled={locked || disabled}
          error={fieldError(meta)}
          data-empty={!input.value || undefined}
        />
      )}
    </Field>
  );
}
