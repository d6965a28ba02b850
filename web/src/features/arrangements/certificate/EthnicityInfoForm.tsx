import { useMemo } from 'react';
import { Switch, Text } from '@mantine/core';
import { useMutation } from '@apollo/client/react';
import { Field, FormSpy } from 'react-final-form';
import type { FormApi } from 'final-form';
import {
  CERTIFICATE_FORM_TEXTS,
  CERTIFICATE_SECTION_TITLES,
  ethnicityInfoRule,
  ethnicityLabel,
  raceHeaderLabel,
  raceLabel,
} from '@memorial/schema';
import { useT } from '../../../app/i18n';
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

/** A select with nothing to choose yet (one list for all, not a new one each render). */
const NO_OPTIONS: Option[] = [];

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
  const t = useT();
  const certificate = getFragmentData(EthnicityInfoFormFragment, props.certificate);
  const reference = getFragmentData(EthnicityInfoReferenceFragment, props.reference);
  const { opi } = useCertificate();
  const locked = useLocked();
  const [saveEthnicity] = useMutation(SaveEthnicityInfoMutation);
  const initialValues = useMemo(() => ethnicityValues(certificate.ethnicityInfo), [certificate.ethnicityInfo]);

  const raceOptions = useRaceOptions(reference);
  const ethnicityOptions = useEthnicityOptions(reference);

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
      label={t(CERTIFICATE_SECTION_TITLES, 'ethnicity')}
      initialValues={initialValues}
      validate={validate}
      save={save}
    >
      {(form) => (
        <EthnicityFields form={form} reference={reference} raceOptions={raceOptions} ethnicityOptions={ethnicityOptions} locked={locked} />
      )}
    </SectionForm>
  );
}

type Option = { value: string; label: string };
type RaceOptions = { group: string; items: Option[] }[];

/** The races grouped under their headers, in the reader's language (built once per language, not per keystroke). */
function useRaceOptions(reference: Reference): RaceOptions {
  const t = useT();
  return useMemo(
    () =>
      reference.raceHeaders
        .map((h) => ({
          group: raceHeaderLabel(t, h.id) ?? h.name,
          items: reference.races
            .filter((r) => r.headerId === h.id)
            .map((r) => ({ value: String(r.id), label: raceLabel(t, r.id) ?? r.name })),
        }))
        .filter((g) => g.items.length > 0),
    [reference.raceHeaders, reference.races, t],
  );
}

/** The ethnicity options for each Hispanic answer (see ethnicityOptionsFor), in the reader's language. */
function useEthnicityOptions(reference: Reference): Record<'hispanic' | 'other', Option[]> {
  const t = useT();
  return useMemo(() => {
    const options = (isHispanic: boolean) =>
      ethnicityOptionsFor(reference.ethnicities, isHispanic).map((e) => ({
        value: String(e.id),
        label: ethnicityLabel(t, e.id) ?? e.name,
      }));
    return { hispanic: options(true), other: options(false) };
  }, [reference.ethnicities, t]);
}

interface EthnicityFieldsProps {
  form: FormApi<EthnicityValues>;
  reference: Reference;
  raceOptions: RaceOptions;
  ethnicityOptions: Record<'hispanic' | 'other', Option[]>;
  /** As the form's caller reads it (outside the form's own lock context). */
  locked: boolean;
}

/** The Hispanic origin, then three races each with its ethnicity: the ethnicities offered follow the Hispanic answer. */
function EthnicityFields({ form, reference, raceOptions, ethnicityOptions, locked }: EthnicityFieldsProps) {
  const t = useT();
  return (
    <FormSpy<EthnicityValues> subscription={{ values: true }}>
      {({ values }) => {
        const options = values.isHispanic ? ethnicityOptions.hispanic : ethnicityOptions.other;
        return (
          <>
            <HispanicSwitch form={form} ethnicities={reference.ethnicities} locked={locked} />
            <FieldGroup>
              <SelectField
                name="hispanic"
                label={t(CERTIFICATE_FORM_TEXTS, 'hispanicOrigin')}
                data={values.isHispanic ? options : NO_OPTIONS}
                disabled={!values.isHispanic}
                placeholder={values.isHispanic ? t(CERTIFICATE_FORM_TEXTS, 'chooseOne') : t(CERTIFICATE_FORM_TEXTS, 'hispanicFirst')}
              />
            </FieldGroup>
            <Text size="sm" c="stone.7">
              {t(CERTIFICATE_FORM_TEXTS, 'racesHint')}
            </Text>
            {PAIRS.map(({ race, ethnicity, n }) => (
              <FieldGroup key={race}>
                <SelectField
                  name={race}
                  label={t(CERTIFICATE_FORM_TEXTS, 'raceNumbered', { n })}
                  data={raceOptions}
                  onValueChange={(value, previous) => {
                    if (!value || value !== previous) form.change(ethnicity, '');
                  }}
                />
                <SelectField
                  name={ethnicity}
                  label={t(CERTIFICATE_FORM_TEXTS, 'ethnicityNumbered', { n })}
                  data={values[race] ? options : NO_OPTIONS}
                  disabled={!values[race]}
                  placeholder={values[race] ? t(CERTIFICATE_FORM_TEXTS, 'chooseOne') : t(CERTIFICATE_FORM_TEXTS, 'raceFirst', { n })}
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
  const t = useT();
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
          label={t(CERTIFICATE_FORM_TEXTS, 'hispanicSwitch')}
          description={t(CERTIFICATE_FORM_TEXTS, 'hispanicQuestion')}
          disabled={locked}
          size="md"
        />
      )}
    </Field>
  );
}
