import { createContext, useContext, useId, useMemo, type ReactNode } from 'react';
import { Group, Input, NativeSelect, Textarea, TextInput, type ComboboxStringGroupData } from '@mantine/core';
import { Field, useForm } from 'react-final-form';
import { useCounties, useStates, type Country } from '../../../app/address/lists';
import { fieldError } from '../../../app/forms';
import { PhoneInput } from '../../../app/PhoneInput';
import { DEFAULT_PHONE_CODE, formatSsnInput, PHONE_COUNTRY_CODES } from '../format';

/** True while the certificate is frozen: every field of every form is disabled. */
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
const WRAPPER_ORDER: ('label' | 'input' | 'description' | 'error')[] = ['label', 'input', 'description', 'error'];

/** Keeps an emptied field as '' (final-form would drop it), so a save clears it on the gateway. */
const keep = (value: unknown) => value;

interface BaseFieldProps {
  name: string;
  label: string;
  disabled?: boolean;
  placeholder?: string;
  description?: ReactNode;
  required?: boolean;
}

export function TextField({ name, label, disabled, maxLength, type = 'text', autoComplete = 'off', inputMode, ...rest }: BaseFieldProps & {
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

export type Options = readonly (string | { value: string; label: string } | { group: string; items: readonly { value: string; label: string }[] })[];

/** The options of a native select, with an empty first one (the placeholder, and the way to clear the field). */
function withEmpty(data: Options, placeholder: string): ComboboxStringGroupData {
  return [{ value: '', label: placeholder }, ...(data as ComboboxStringGroupData)];
}

/**
 * A list to choose from: a native select, so that phones show their own
 * picker and long lists (countries) jump to what is typed.
 */
export function SelectField({ name, label, data, disabled, placeholder = 'Select…', onValueChange, ...rest }: BaseFieldProps & {
  data: Options;
  /** After the field changed (for fields that depend on it), with the value it had before. */
  onValueChange?: (value: string, previous: string) => void;
}) {
  const locked = useLocked();
  return (
    <Field<string> name={name} parse={keep}>
      {({ input, meta }) => (
        <NativeSelect
          {...rest}
          name={input.name}
          label={label}
          inputWrapperOrder={WRAPPER_ORDER}
          data={withEmpty(data, placeholder)}
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

/** A phone with its country code: shown as (###) ###-####, kept as ten digits; the country code beside it. */
export function PhoneField({ name, codeName, label, disabled }: { name: string; codeName: string; label: string; disabled?: boolean }) {
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
                  const codes: readonly { value: string; short?: string }[] = known || !code.value ? PHONE_COUNTRY_CODES : [{ value: code.value }, ...PHONE_COUNTRY_CODES];
                  return (
                    <NativeSelect
                      aria-label={`${label} country code`}
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
  const locked = useLocked();
  return (
    <Field<string> name={name} parse={keep}>
      {({ input, meta }) => (
        <TextInput
          name={input.name}
          label="Social Security Number"
          inputWrapperOrder={WRAPPER_ORDER}
          description={stored ? 'Leave empty to keep the number on file.' : undefined}
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

export type { Country };

/** The country list of a select, from the reference data. */
export function useCountryOptions(countries: readonly Country[]) {
  return useMemo(() => countries.map((c) => ({ value: c.code, label: c.name })), [countries]);
}

/** With no country chosen yet the states of the United States are offered: nearly every family served lives there. */
export const DEFAULT_STATE_COUNTRY = 'US';

/**
 * Country and state that depend on each other (arrangements-portal 4.2):
 * choosing a state sets its country; changing the country clears a state of
 * another country and the state list follows the country.
 */
export function CountryStateFields({ countryName, stateName, countries, countryLabel, stateLabel, disabled, onStateChange }: {
  countryName: string;
  stateName: string;
  countries: readonly Country[];
  countryLabel: string;
  stateLabel: string;
  disabled?: boolean;
  onStateChange?: (state: string) => void;
}) {
  const form = useForm();
  const countryOptions = useCountryOptions(countries);
  return (
    <>
      <SelectField
        name={countryName}
        label={countryLabel}
        data={countryOptions}
        disabled={disabled}
        onValueChange={(country, previous) => {
          if (country === previous) return;
          // The state chosen belonged to the country before the change.
          if (form.getFieldState(stateName)?.value) form.change(stateName, '');
          onStateChange?.('');
        }}
      />
      <Field<string> name={countryName} subscription={{ value: true }}>
        {({ input: country }) => (
          <StateSelect
            name={stateName}
            label={stateLabel}
            countryCode={country.value || DEFAULT_STATE_COUNTRY}
            disabled={disabled}
            onChosen={(state, stateCountry) => {
              if (state && stateCountry && country.value !== stateCountry) form.change(countryName, stateCountry);
              onStateChange?.(state);
            }}
          />
        )}
      </Field>
    </>
  );
}

function StateSelect({ name, label, countryCode, disabled, onChosen }: {
  name: string;
  label: string;
  countryCode: string;
  disabled?: boolean;
  onChosen: (state: string, countryCode: string | null) => void;
}) {
  const { states, loading } = useStates(countryCode);
  const options = useMemo(() => states.map((s) => ({ value: s.code, label: s.name })), [states]);
  return (
    <Field<string> name={name} subscription={{ value: true }}>
      {({ input }) => {
        // A stored state that the list does not know (typed in elsewhere) stays visible.
        const known = !input.value || options.some((o) => o.value === input.value) || loading;
        const data = known ? options : [{ value: input.value, label: input.value }, ...options];
        return (
          <SelectField
            name={name}
            label={label}
            data={data}
            disabled={disabled}
            placeholder={!loading && options.length === 0 ? 'No states for this country' : undefined}
            onValueChange={(value) => onChosen(value, states.find((s) => s.code === value)?.countryCode ?? null)}
          />
        );
      }}
    </Field>
  );
}

/** US counties of the chosen state as a list; elsewhere a text field. */
function CountyField({ name, countryCode, stateCode, disabled }: { name: string; countryCode: string; stateCode: string; disabled?: boolean }) {
  const { counties, known } = useCounties(countryCode, stateCode);
  const options = useMemo(() => counties.map((c) => ({ value: c.name, label: c.name })), [counties]);
  if (!known) return <TextField name={name} label="County" disabled={disabled} maxLength={100} />;
  return <SelectField name={name} label="County" data={options} disabled={disabled} />;
}

/** An address block: lines, country, state, county, city and zip code. */
export function AddressFields({ prefix, countries, disabled }: { prefix: string; countries: readonly Country[]; disabled?: boolean }) {
  const form = useForm();
  const at = (field: string) => (prefix ? `${prefix}.${field}` : field);
  return (
    <>
      <TextField name={at('line1')} label="Address Line 1" disabled={disabled} autoComplete="off" />
      <TextField name={at('line2')} label="Address Line 2" disabled={disabled} autoComplete="off" />
      <CountryStateFields
        countryName={at('country')}
        stateName={at('state')}
        countries={countries}
        countryLabel="Country"
        stateLabel="State"
        disabled={disabled}
        onStateChange={() => form.change(at('county'), '')}
      />
      <Field<string> name={at('country')} subscription={{ value: true }}>
        {({ input: country }) => (
          <Field<string> name={at('state')} subscription={{ value: true }}>
            {({ input: state }) => <CountyField name={at('county')} countryCode={country.value || ''} stateCode={state.value || ''} disabled={disabled} />}
          </Field>
        )}
      </Field>
      <TextField name={at('city')} label="City" disabled={disabled} maxLength={100} />
      <TextField name={at('zipcode')} label="Zip Code" disabled={disabled} maxLength={20} inputMode="numeric" />
    </>
  );
}
