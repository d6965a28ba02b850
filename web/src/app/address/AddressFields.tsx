import { useMemo } from 'react';
import { Field, useForm } from 'react-final-form';
import { getFragmentData, graphql, type FragmentType } from '../../gql';
import { APP_TEXTS } from '@memorial/schema';
import { SelectField, TextField } from '../fields';
import { useLocale, useT } from '../i18n';
import { countryOptions } from './countries';
import { useCounties, useStates, type Country } from './lists';

/** A stored address, as the address block shows it. */
export const AddressFieldsFragment = graphql(`
  fragment AddressFields_address on Address {
    line1
    line2
    country
    state
    county
    city
    zipcode
  }
`);

export interface AddressValues {
  line1: string;
  line2: string;
  country: string;
  state: string;
  county: string;
  city: string;
  zipcode: string;
}

/** The address block's values of a stored address: '' for what is missing. */
export function addressValues(ref: FragmentType<typeof AddressFieldsFragment> | null | undefined): AddressValues {
  const a = getFragmentData(AddressFieldsFragment, ref);
  return {
    line1: a?.line1 ?? '',
    line2: a?.line2 ?? '',
    country: a?.country ?? '',
    state: a?.state ?? '',
    county: a?.county ?? '',
    city: a?.city ?? '',
    zipcode: a?.zipcode ?? '',
  };
}

/** The country list of a select, from the reference data: the codes, named and sorted in the reader's language. */
export function useCountryOptions(countries: readonly Country[]) {
  const locale = useLocale();
  return countryOptions(countries, locale);
}

/** With no country chosen yet the states of the United States are offered: nearly every family served lives there. */
export const DEFAULT_STATE_COUNTRY = 'US';

/**
 * Country and state that depend on each other (arrangements-portal 4.2):
 * choosing a state sets its country; changing the country clears a state of
 * another country and the state list follows the country.
 */
export function CountryStateFields({
  countryName,
  stateName,
  countries,
  countryLabel,
  stateLabel,
  disabled,
  onStateChange,
}: {
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

function StateSelect({
  name,
  label,
  countryCode,
  disabled,
  onChosen,
}: {
  name: string;
  label: string;
  countryCode: string;
  disabled?: boolean;
  onChosen: (state: string, countryCode: string | null) => void;
}) {
  const { states, loading } = useStates(countryCode);
  const options = useMemo(() => states.map((s) => ({ value: s.code, label: s.name })), [states]);
  const t = useT();
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
            placeholder={!loading && options.length === 0 ? t(APP_TEXTS, 'noStates') : undefined}
            onValueChange={(value) => onChosen(value, states.find((s) => s.code === value)?.countryCode ?? null)}
          />
        );
      }}
    </Field>
  );
}

/** US counties of the chosen state as a list; elsewhere a text field. */
function CountyField({
  name,
  countryCode,
  stateCode,
  disabled,
}: {
  name: string;
  countryCode: string;
  stateCode: string;
  disabled?: boolean;
}) {
  const { counties, known } = useCounties(countryCode, stateCode);
  const options = useMemo(() => counties.map((c) => ({ value: c.name, label: c.name })), [counties]);
  const t = useT();
  if (!known) return <TextField name={name} label={t(APP_TEXTS, 'county')} disabled={disabled} maxLength={100} />;
  return <SelectField name={name} label={t(APP_TEXTS, 'county')} data={options} disabled={disabled} />;
}

/** An address block: lines, country, state, county, city and zip code. */
export function AddressFields({ prefix, countries, disabled }: { prefix: string; countries: readonly Country[]; disabled?: boolean }) {
  const form = useForm();
  const at = (field: string) => (prefix ? `${prefix}.${field}` : field);
  const t = useT();
  return (
    <>
      <TextField name={at('line1')} label={t(APP_TEXTS, 'addressLine1')} disabled={disabled} autoComplete="off" />
      <TextField name={at('line2')} label={t(APP_TEXTS, 'addressLine2')} disabled={disabled} autoComplete="off" />
      <CountryStateFields
        countryName={at('country')}
        stateName={at('state')}
        countries={countries}
        countryLabel={t(APP_TEXTS, 'country')}
        stateLabel={t(APP_TEXTS, 'state')}
        disabled={disabled}
        onStateChange={() => form.change(at('county'), '')}
      />
      <Field<string> name={at('country')} subscription={{ value: true }}>
        {({ input: country }) => (
          <Field<string> name={at('state')} subscription={{ value: true }}>
            {({ input: state }) => (
              <CountyField name={at('county')} countryCode={country.value || ''} stateCode={state.value || ''} disabled={disabled} />
            )}
          </Field>
        )}
      </Field>
      <TextField name={at('city')} label={t(APP_TEXTS, 'city')} disabled={disabled} maxLength={100} />
      <TextField name={at('zipcode')} label={t(APP_TEXTS, 'zipCode')} disabled={disabled} maxLength={20} inputMode="numeric" />
    </>
  );
}
