import { useId } from 'react';
import { Group, Input, NativeSelect, TextInput } from '@mantine/core';
import { Field } from 'react-final-form';
import { keep, useLocked, WRAPPER_ORDER } from '../../../app/fields';
import { fieldError } from '../../../app/forms';
import { PhoneInput } from '../../../app/PhoneInput';
import { CERTIFICATE_FORM_TEXTS } from '@memorial/schema';
import { useT } from '../../../app/i18n';
import { DEFAULT_PHONE_CODE, formatSsnInput, PHONE_COUNTRY_CODES } from '../../../app/arrangement/format';

/** A phone with its country code: shown as (###) ###-####, kept as ten digits; the country code beside it. */
export function PhoneField({ name, codeName, label, disabled }: { name: string; codeName: string; label: string; disabled?: boolean }) {
  const t = useT();
  const locked = useLocked();
  const off = locked || disabled;
  const id = useId();
  return (
    <Field<string> name={name} parse={keep}>
      {({ input, meta }) => {
        const error = fieldError(meta);
        return (
          <Input.Wrapper label={label} labelProps={{ htmlFor: id }} error={error} inputWrapperOrder={WRAPPER_ORDER}>
            <Group gap={6} wrap="nowrap" align="flex-start">
              <Field<string> name={codeName} parse={keep}>
                {({ input: code }) => {
                  const known = PHONE_COUNTRY_CODES.some((c) => c.value === code.value);
                  const codes: readonly { value: string; short?: string }[] =
                    known || !code.value ? PHONE_COUNTRY_CODES : [{ value: code.value }, ...PHONE_COUNTRY_CODES];
                  return (
                    <NativeSelect
                      aria-label={t(CERTIFICATE_FORM_TEXTS, 'phoneCountryCode', { label })}
                      data={codes.map((c) => ({ value: c.value, label: c.short ?? c.value }))}
                      value={code.value || DEFAULT_PHONE_CODE}
                      onChange={(event) => code.onChange(event.currentTarget.value)}
                      w={104}
                      disabled={off}
                    />
                  );
                }}
              </Field>
              <PhoneInput
                id={id}
                style={{ flex: 1, minWidth: 0 }}
                name={input.name}
                autoComplete="off"
                value={input.value ?? ''}
                onChange={input.onChange}
                onBlur={input.onBlur}
                onFocus={input.onFocus}
                disabled={off}
                error={!!error}
                aria-invalid={!!error}
              />
            </Group>
          </Input.Wrapper>
        );
      }}
    </Field>
  );
}

/** The SSN: digits only while typing, hyphens put in, 11 characters at most; the stored one shows masked as the placeholder. */
export function SsnField({ name, stored }: { name: string; stored: string | null | undefined }) {
  const t = useT();
  const locked = useLocked();
  return (
    <Field<string> name={name} parse={keep}>
      {({ input, meta }) => (
        <TextInput
          name={input.name}
          label={t(CERTIFICATE_FORM_TEXTS, 'ssn')}
          inputWrapperOrder={WRAPPER_ORDER}
          description={stored ? t(CERTIFICATE_FORM_TEXTS, 'ssnKeep') : undefined}
          placeholder={stored ?? 'XXX-XX-XXXX'}
          inputMode="numeric"
          autoComplete="off"
          maxLength={11}
          value={input.value ?? ''}
          onKeyDown={(event) => {
            if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !/[0-9-]/.test(event.key)) event.preventDefault();
          }}
          onChange={(event) => input.onChange(formatSsnInput(event.currentTarget.value))}
          onBlur={input.onBlur}
          onFocus={input.onFocus}
          disabled={locked}
          error={fieldError(meta)}
        />
      )}
    </Field>
  );
}
