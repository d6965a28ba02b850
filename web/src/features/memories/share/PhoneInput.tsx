import type { KeyboardEvent } from 'react';
import { TextInput, type TextInputProps } from '@mantine/core';
import { MEMORY_LIMITS } from '@memorial/schema';
import { formatPhoneInput } from '../media';

/** (XXX) XXX-XXXX is 14 characters. */
export const PHONE_SHOWN_MAX = 14;

const EDITING_KEYS = new Set(['Backspace', 'Delete', 'Tab', 'Enter', 'Escape', 'ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End']);

export interface PhoneInputProps extends Omit<TextInputProps, 'value' | 'onChange'> {
  /** Digits only. */
  value: string;
  onChange: (digits: string) => void;
}

/** A phone number shown as (XXX) XXX-XXXX while typed: only digit keys are taken, and digits are what it keeps. */
export function PhoneInput({ value, onChange, ...rest }: PhoneInputProps) {
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.ctrlKey || e.metaKey || e.altKey || EDITING_KEYS.has(e.key)) return;
    if (e.key.length === 1 && !/\d/.test(e.key)) e.preventDefault();
  };
  return (
    <TextInput
      {...rest}
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      placeholder="(555) 555-5555"
      maxLength={PHONE_SHOWN_MAX}
      value={formatPhoneInput(value)}
      onKeyDown={onKeyDown}
      onChange={(e) => onChange(e.currentTarget.value.replace(/\D/g, '').slice(0, MEMORY_LIMITS.phoneDigits))}
    />
  );
}
