import type { KeyboardEvent } from 'react';
import { TextInput, type TextInputProps } from '@mantine/core';
import { formatPhoneInput, phoneDigits } from './format';

/** The format a number is shown in (the same in every language). */
const PHONE_FORMAT = '(555) 555-5555';

/** (XXX) XXX-XXXX is 14 characters. */
export const PHONE_SHOWN_MAX = 14;

const EDITING_KEYS = new Set([
  'Backspace',
  'Delete',
  'Tab',
  'Enter',
  'Escape',
  'ArrowLeft',
  'ArrowRight',
  'ArrowUp',
  'ArrowDown',
  'Home',
  'End',
]);

export interface PhoneInputProps extends Omit<TextInputProps, 'value' | 'onChange'> {
  /** Digits only. */
  value: string;
  onChange: (digits: string) => void;
}

/**
 * A ten-digit phone number shown as (XXX) XXX-XXXX while typed: only digit
 * keys are taken (a pasted number keeps its digits), and digits are what it keeps.
 */
export function PhoneInput({ value, onChange, ...rest }: PhoneInputProps) {
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.ctrlKey || e.metaKey || e.altKey || EDITING_KEYS.has(e.key)) return;
    if (e.key.length === 1 && !/\d/.test(e.key)) e.preventDefault();
  };
  return (
    <TextInput
      autoComplete="tel-national"
      {...rest}
      type="tel"
      inputMode="numeric"
      placeholder={PHONE_FORMAT}
      maxLength={PHONE_SHOWN_MAX}
      value={formatPhoneInput(value)}
      onKeyDown={onKeyDown}
      onChange={(e) => onChange(phoneDigits(e.currentTarget.value))}
    />
  );
}
