import { useMemo } from 'react';
import { Switch, Text } from '@mantine/core';
import { useMutation } from '@apollo/client/react';
import { Field, FormSpy } from 'react-final-form';
import type { FormApi } from 'final-form';
import { ethnicityInfoRule } from '@memorial/schema';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import type { EthnicityInfoForm_CertificateFragment, EthnicityInfoForm_ReferenceFragment } from '../../../gql/graphql';
import { SAVE_PAGE_STATES, useCertificate } from './CertificateContext';
import { SelectField, useLocked } from '../../../app/fields';
import { SectionForm } from './SectionForm';
import { sectionVersion, useSectionReload } from './versions';
import { validateSection } from './validation';
import { FieldGroup } from './FieldGroup';

export const EthnicityInfoFormFragment = graphql(`
  fragment EthnicityInfoForm_certificate on CertificateInfo {
    opi
    sectionVersions {
      section
      version
    }
    ethnicityInfo {
      isHispanic
      hispanic {
        id
        edrsCode
        name
      }
      raceOne {
        id
        edrsCode
        name
      }
      raceTwo {
        id
        edrsCode
        name
      }
      raceThree {
        id
        edrsCode
        name
      }
      ethnicityOne {
        id
        edrsCode
        name
      }
      ethnicityTwo {
        id
        edrsCode
        name
      }
      ethnicityThree {
        id
        edrsCode
        name
      }
    }
  }
`);

export const EthnicityInfoReferenceFragment = graphql(`
  fragment EthnicityInfoForm_reference on ReferenceData {
    raceHeaders {
      id
      name
    }
    races {
      id
      edrsCode
      name
      headerId
    }
    ethnicities {
      id
      edrsCode
      name
      isHispanic
    }
  }
`);

const SaveEthnicityInfoMutation = graphql(`
  mutation SaveEthnicityInfo($opi: String!, $input: EthnicityInfoInput!, $version: Int) {
    saveEthnicityInfo(opi: $opi, input: $input, version: $version) {
      message
      firstSave
      certificate {
        opi
        isFreeze
        savedSections
        ...EthnicityInfoForm_certificate
      }
    }
  }
`);

const EthnicityInfoSavedQuery = graphql(`
  query EthnicityInfoSaved($opi: String!) {
    certificate(opi: $opi) {
      opi
      ...EthnicityInfoForm_certificate
    }
  }
`);

export interface EthnicityValues {
  isHispanic: boolean;
  hispanic: string;
  raceOne: string;
  raceTwo: string;
  raceThree: string;
  ethnicityOne: string;
  ethnicityTwo: string;
  ethnicityThree: string;
}

const PAIRS = [
  { race: 'raceOne', ethnicity: 'ethnicityOne', n: 1 },
  { race: 'raceTwo', ethnicity: 'ethnicityTwo', n: 2 },
  { race: 'raceThree', ethnicity: 'ethnicityThree', n: 3 },
] as const;

const id = (entry: { id: number } | null | undefined) => (entry ? String(entry.id) : '');

function ethnicityValues(e: EthnicityInfoForm_CertificateFragment['ethnicityInfo']): EthnicityValues {
  return {
    isHispanic: !!e?.isHispanic,
    hispanic: id(e?.hispanic),
    raceOne: id(e?.raceOne),
    raceTwo: id(e?.raceTwo),
    raceThree: id(e?.raceThree),
    ethnicityOne: id(e?.ethnicityOne),
    ethnicityTwo: id(e?.ethnicityTwo),
    ethnicityThree: id(e?.ethnicityThree),
  };
}

type Reference = EthnicityInfoForm_ReferenceFragment;

/** The ethnicity options for the Hispanic answer: Hispanic groups when it is on, the other answers when off. */
export const ethnicityOptionsFor = (ethnicities: Reference['ethnicities'], isHispanic: boolean) =>
  ethnicities.filter((e) => e.isHispanic === isHispanic);

function coded<T extends { id: number; edrsCode: string; name: string }>(list: readonly T[], value: string) {
  const entry = list.find((e) => String(e.id) === value);
  return entry ? { id: entry.id, edrsCode: entry.edrsCode, name: entry.name } : null;
}

export interface EthnicityInfoFormProps {
  certificate: FragmentType<typeof EthnicityInfoFormFragment>;
  reference: FragmentType<typeof EthnicityInfoReferenceFragment>;
}

/** 3. Ethnicity Details: Hispanic origin and up to three races, each with its ethnicity. */
export function EthnicityInfoForm(props: EthnicityInfoFormProps) {
  const certificate = getFragmentData(EthnicityInfoFormFragment, props.certificate);
  const reference = getFragmentData(EthnicityInfoReferenceFragment, props.reference);
  const { opi } = useCertificate();
  const locked = useLocked();
  const [saveEthnicity] = useMutation(SaveEthnicityInfoMutation);
  const initialValues = useMemo(() => ethnicityValues(certificate.ethnicityInfo), [certificate.ethnicityInfo]);

  const raceOptions = useRaceOptions(reference);

  const input = (v: EthnicityValues) => ({
    isHispanic: v.isHispanic,
    hispanic: v.isHispanic ? coded(reference.ethnicities, v.hispanic) : null,
    raceOne: coded(reference.races, v.raceOne),
    raceTwo: coded(reference.races, v.raceTwo),
    raceThree: coded(reference.races, v.raceThree),
    ethnicityOne: v.raceOne ? coded(reference.ethnicities, v.ethnicityOne) : null,
    ethnicityTwo: v.raceTwo ? coded(reference.ethnicities, v.ethnicityTwo) : null,
    ethnicityThree: v.raceThree ? coded(reference.ethnicities, v.ethnicityThree) : null,
  });
  const validate = validateSection(ethnicityInfoRule, input);

  const save = async (values: EthnicityValues, version: number) => {
    const { data } = await saveEthnicity({ variables: { opi, input: input(values), version }, context: { pageStates: SAVE_PAGE_STATES } });
    if (!data) return null;
    const saved = getFragmentData(EthnicityInfoFormFragment, data.saveEthnicityInfo.certificate);
    return {
      message: data.saveEthnicityInfo.message,
      firstSave: data.saveEthnicityInfo.firstSave,
      next: ethnicityValues(saved.ethnicityInfo),
      version: sectionVersion(saved, 'ethnicity'),
    };
  };

  const reload = useSectionReload(EthnicityInfoSavedQuery, (data) => {
    const c = getFragmentData(EthnicityInfoFormFragment, data.certificate);
    return { values: ethnicityValues(c.ethnicityInfo), version: sectionVersion(c, 'ethnicity') };
  });

  return (
    <SectionForm<EthnicityValues>
      version={sectionVersion(certificate, 'ethnicity')}
      reload={reload}
      label="Ethnicity Details"
      initialValues={initialValues}
      validate={validate}
      save={save}
    >
      {(form) => <EthnicityFields form={form} reference={reference} raceOptions={raceOptions} locked={locked} />}
    </SectionForm>
  );
}

type RaceOptions = { group: string; items: { value: string; label: string }[] }[];

/** The races grouped under their headers. */
function useRaceOptions(reference: Reference): RaceOptions {
  return useMemo(
    () =>
      reference.raceHeaders
        .map((h) => ({
          group: h.name,
          items: reference.races.filter((r) => r.headerId === h.id).map((r) => ({ value: String(r.id), label: r.name })),
        }))
        .filter((g) => g.items.length > 0),
    [reference.raceHeaders, reference.races],
  );
}

interface EthnicityFieldsProps {
  form: FormApi<EthnicityValues>;
  reference: Reference;
  raceOptions: RaceOptions;
  /** As the form's caller reads it (outside the form's own lock context). */
  locked: boolean;
}

/** The Hispanic origin, then three races each with its ethnicity: the ethnicities offered follow the Hispanic answer. */
function EthnicityFields({ form, reference, raceOptions, locked }: EthnicityFieldsProps) {
  return (
    <FormSpy<EthnicityValues> subscription={{ values: true }}>
      {({ values }) => {
        const options = ethnicityOptionsFor(reference.ethnicities, values.isHispanic).map((e) => ({
          value: String(e.id),
          label: e.name,
        }));
        return (
          <>
            <HispanicSwitch form={form} ethnicities={reference.ethnicities} locked={locked} />
            <FieldGroup>
              <SelectField
                name="hispanic"
                label="Hispanic Origin"
                data={values.isHispanic ? options : []}
                disabled={!values.isHispanic}
                placeholder={values.isHispanic ? 'Choose one' : 'Turn on Hispanic origin first'}
              />
            </FieldGroup>
            <Text size="sm" c="stone.7">
              Choose up to three races. The ethnicity beside each becomes available once its race is chosen.
            </Text>
            {PAIRS.map(({ race, ethnicity, n }) => (
              <FieldGroup key={race}>
                <SelectField
                  name={race}
                  label={`Race ${n}`}
                  data={raceOptions}
                  onValueChange={(value, previous) => {
                    if (!value || value !== previous) form.change(ethnicity, '');
                  }}
                />
                <SelectField
                  name={ethnicity}
                  label={`Ethnicity ${n}`}
                  data={values[race] ? options : []}
                  disabled={!values[race]}
                  placeholder={values[race] ? 'Choose one' : `Choose Race ${n} first`}
                />
              </FieldGroup>
            ))}
          </>
        );
      }}
    </FormSpy>
  );
}

/** Spanish, Hispanic or Latino origin: turning it off clears the Hispanic choice and the ethnicities that no longer fit. */
function HispanicSwitch({
  form,
  ethnicities,
  locked,
}: Pick<EthnicityFieldsProps, 'form' | 'locked'> & { ethnicities: Reference['ethnicities'] }) {
  return (
    <Field<boolean> name="isHispanic" type="checkbox">
      {({ input: field }) => (
        <Switch
          checked={!!field.checked}
          onChange={(event) => {
            const on = event.currentTarget.checked;
            field.onChange(on);
            // Turning it off clears the Hispanic choice; ethnicities of the other kind no longer fit.
            if (!on) form.change('hispanic', '');
            const fits = new Set(ethnicityOptionsFor(ethnicities, on).map((e) => String(e.id)));
            for (const { ethnicity } of PAIRS) {
              const chosen = form.getFieldState(ethnicity)?.value as string | undefined;
              if (chosen && !fits.has(chosen)) form.change(ethnicity, '');
            }
          }}
          label="Spanish, Hispanic or Latino origin"
          description="Was the decedent of Spanish, Hispanic or Latino origin?"
          disabled={locked}
          size="md"
        />
      )}
    </Field>
  );
}
