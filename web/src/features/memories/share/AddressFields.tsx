import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { Field, useField, useForm } from 'react-final-form';
import { COUNTY_COUNTRY, useCounties, useStates, type Country } from '../../../app/address/lists';
import { fieldError } from '../../../app/forms';

const LIST_HEIGHT = 360;

export interface AddressNames {
  states: ReadonlyMap<string, string>;
  counties: ReadonlyMap<string, string>;
}

/**
 * The address block: line 1, line 2, country, state, county, city and zipcode.
 * The lists are linked: a country's states, a state's counties (from the graph).
 * Values are codes while editing; namesRef receives what each code is called.
 */
export function AddressFields({ prefix, countries, namesRef }: { prefix: string; countries: readonly Country[]; namesRef: { current: AddressNames } }) {
  const form = useForm();
  const country = useField<string>(`${prefix}.country`, { subscription: { value: true } }).input.value || '';
  const state = useField<string>(`${prefix}.state`, { subscription: { value: true } }).input.value || '';
  const { states: stateList, loading: statesLoading } = useStates(country);
  const { counties: countyList, loading: countiesLoading } = useCounties(country, state);
  namesRef.current = {
    states: new Map(stateList.map((s) => [s.code, s.name])),
    counties: new Map(countyList.map((c) => [c.fips, c.name])),
  };

  const text = (name: string, label: string, autoComplete: string) => (
    <Field<string> name={`${prefix}.${name}`}>
      {({ input, meta }) => <TextInput {...input} label={label} autoComplete={autoComplete} error={fieldError(meta)} />}
    </Field>
  );

  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
      {text('line1', 'Address line 1', 'address-line1')}
      {text('line2', 'Address line 2', 'address-line2')}
      <Field<string> name={`${prefix}.country`}>
        {({ input }) => (
          <Select
            label="Country"
            placeholder="Choose a country"
            searchable
            clearable
            data={countries.map((c) => ({ value: c.code, label: c.name }))}
            value={input.value || null}
            maxDropdownHeight={LIST_HEIGHT}
            onChange={(v) => {
              form.batch(() => {
                input.onChange(v ?? '');
                form.change(`${prefix}.state`, '');
                form.change(`${prefix}.county`, '');
              });
            }}
            nothingFoundMessage="No such country"
            comboboxProps={{ withinPortal: true }}
          />
        )}
      </Field>
      <Field<string> name={`${prefix}.state`}>
        {({ input }) => (
          <Select
            label="State"
            placeholder={country ? 'Choose a state' : 'Choose a country first'}
            searchable
            clearable
            disabled={!country || (!statesLoading && stateList.length === 0)}
            data={stateList.map((s) => ({ value: s.code, label: s.name }))}
            value={input.value || null}
            maxDropdownHeight={LIST_HEIGHT}
            onChange={(v) => {
              form.batch(() => {
                input.onChange(v ?? '');
                form.change(`${prefix}.county`, '');
              });
            }}
            nothingFoundMessage="No such state"
          />
        )}
      </Field>
      {country === COUNTY_COUNTRY ? (
        <Field<string> name={`${prefix}.county`}>
          {({ input }) => (
            <Select
              label="County"
              placeholder={state ? 'Choose a county' : 'Choose a state first'}
              searchable
              clearable
              disabled={!state || (!countiesLoading && countyList.length === 0)}
              data={countyList.map((c) => ({ value: c.fips, label: c.name }))}
              value={input.value || null}
              maxDropdownHeight={LIST_HEIGHT}
              onChange={(v) => input.onChange(v ?? '')}
              nothingFoundMessage="No such county"
            />
          )}
        </Field>
      ) : (
        text('county', 'County', 'off')
      )}
      {text('city', 'City', 'address-level2')}
      {text('zipcode', 'Zipcode', 'postal-code')}
    </SimpleGrid>
  );
}
