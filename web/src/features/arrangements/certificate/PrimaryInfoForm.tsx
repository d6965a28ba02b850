import { useMemo } from 'react';
import { useMutation } from '@apollo/client/react';
import type { FormApi } from 'final-form';
import {
  CERTIFICATE_FIELDS,
  CERTIFICATE_FORM_TEXTS,
  CERTIFICATE_SECTION_TITLES,
  CERTIFICATE_LIMITS,
  genderLabel,
  maritalStatusLabel,
  prefixLabel,
  primaryInfoRule,
} from '@memorial/schema';
import { useT } from '../../../app/i18n';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import type { PrimaryInfoForm_CertificateFragment } from '../../../gql/graphql';
import { joinPhone, splitPhone } from '../../../app/arrangement/format';
import { SAVE_PAGE_STATES, useCertificate } from './CertificateContext';
import { SelectField, TextAreaField, TextField, Watch } from '../../../app/fields';
import { CountryStateFields } from '../../../app/address/AddressFields';
import type { Country } from '../../../app/address/lists';
import { PhoneField, SsnField } from './fields';
import { SectionForm } from './SectionForm';
import { sectionVersion, useSectionReload } from './versions';
import { text, validateSection } from './validation';
import { FieldGroup } from './FieldGroup';
import { useBuiltInSteps } from './idle';

export const PrimaryInfoFormFragment = graphql(`
  fragment PrimaryInfoForm_certificate on CertificateInfo {
    opi
    sectionVersions {
      section
      version
    }
    primaryInfo {
      prefix
      firstName
      middleName
      lastName
      suffix
      maidenName
      aka
      preferredFirstName
      preferredMiddleName
      preferredLastName
      dateOfBirth
      birthState
      birthCountry
      gender
      maritalStatus
      ssn
      email
      phoneNumber
      secondaryPhoneNumber
      notes
    }
  }
`);

export const PrimaryInfoReferenceFragment = graphql(`
  fragment PrimaryInfoForm_reference on ReferenceData {
    prefixes
    genders {
      id
      name
    }
    maritalStatuses
    countries {
      code
      name
    }
  }
`);

const SavePrimaryInfoMutation = graphql(`
  mutation SavePrimaryInfo($opi: String!, $input: PrimaryInfoInput!, $version: Int) {
    savePrimaryInfo(opi: $opi, input: $input, version: $version) {
      message
      firstSave
      certificate {
        opi
        isFreeze
        savedSections
        ...PrimaryInfoForm_certificate
      }
    }
  }
`);

const PrimaryInfoSavedQuery = graphql(`
  query PrimaryInfoSaved($opi: String!) {
    certificate(opi: $opi) {
      opi
      ...PrimaryInfoForm_certificate
    }
  }
`);

/** Gender 1 is Female: only she has a maiden name (arrangements-portal 3, 4.2). */
export const FEMALE = '1';

export interface PrimaryValues {
  prefix: string;
  firstName: string;
  middleName: string;
  lastName: string;
  suffix: string;
  maidenName: string;
  aka: string;
  preferredFirstName: string;
  preferredMiddleName: string;
  preferredLastName: string;
  gender: string;
  dateOfBirth: string;
  birthCountry: string;
  birthState: string;
  maritalStatus: string;
  /** Only a newly typed SSN; the stored one is shown masked as the placeholder. */
  ssn: string;
  email: string;
  phoneCode: string;
  phoneNumber: string;
  secondaryPhoneCode: string;
  secondaryPhoneNumber: string;
  notes: string;
}

type PrimaryData = PrimaryInfoForm_CertificateFragment['primaryInfo'];

export function primaryValues(p: PrimaryData): PrimaryValues {
  const phone = splitPhone(p.phoneNumber);
  const secondary = splitPhone(p.secondaryPhoneNumber);
  return {
    prefix: text(p.prefix),
    firstName: text(p.firstName),
    middleName: text(p.middleName),
    lastName: text(p.lastName),
    suffix: text(p.suffix),
    maidenName: text(p.maidenName),
    aka: text(p.aka),
    preferredFirstName: text(p.preferredFirstName),
    preferredMiddleName: text(p.preferredMiddleName),
    preferredLastName: text(p.preferredLastName),
    gender: p.gender != null ? String(p.gender) : '',
    dateOfBirth: text(p.dateOfBirth),
    birthCountry: text(p.birthCountry),
    birthState: text(p.birthState),
    maritalStatus: text(p.maritalStatus),
    ssn: '',
    email: text(p.email),
    phoneCode: phone.code,
    phoneNumber: phone.digits,
    secondaryPhoneCode: secondary.code,
    secondaryPhoneNumber: secondary.digits,
    notes: text(p.notes),
  };
}

export function primaryInput(v: PrimaryValues) {
  const trim = (s: string) => s.trim();
  return {
    prefix: v.prefix,
    firstName: trim(v.firstName),
    middleName: trim(v.middleName),
    lastName: trim(v.lastName),
    suffix: trim(v.suffix),
    maidenName: v.gender === FEMALE ? trim(v.maidenName) : '',
    aka: trim(v.aka),
    preferredFirstName: trim(v.preferredFirstName),
    preferredMiddleName: trim(v.preferredMiddleName),
    preferredLastName: trim(v.preferredLastName),
    gender: v.gender ? Number(v.gender) : null,
    dateOfBirth: v.dateOfBirth || null,
    birthCountry: v.birthCountry,
    birthState: v.birthState,
    maritalStatus: v.maritalStatus,
    // An empty SSN keeps the stored one.
    ...(v.ssn.trim() ? { ssn: v.ssn.trim() } : {}),
    email: trim(v.email),
    phoneNumber: joinPhone(v.phoneCode, v.phoneNumber),
    secondaryPhoneNumber: joinPhone(v.secondaryPhoneCode, v.secondaryPhoneNumber),
    notes: v.notes,
  };
}

const validate = validateSection(primaryInfoRule, primaryInput);

export interface PrimaryInfoFormProps {
  certificate: FragmentType<typeof PrimaryInfoFormFragment>;
  reference: FragmentType<typeof PrimaryInfoReferenceFragment>;
}

/** Sends section 1 with the version it was loaded at; reads it again after a conflict. */
function usePrimarySave() {
  const { opi } = useCertificate();
  const [savePrimary] = useMutation(SavePrimaryInfoMutation);
  const save = async (values: PrimaryValues, version: number) => {
    const { data } = await savePrimary({
      variables: { opi, input: primaryInput(values), version },
      context: { pageStates: SAVE_PAGE_STATES },
    });
    if (!data) return null;
    const saved = getFragmentData(PrimaryInfoFormFragment, data.savePrimaryInfo.certificate);
    return {
      message: data.savePrimaryInfo.message,
      firstSave: data.savePrimaryInfo.firstSave,
      next: primaryValues(saved.primaryInfo),
      version: sectionVersion(saved, 'primary'),
    };
  };

  const reload = useSectionReload(PrimaryInfoSavedQuery, (data) => {
    const c = getFragmentData(PrimaryInfoFormFragment, data.certificate);
    return { values: primaryValues(c.primaryInfo), version: sectionVersion(c, 'primary') };
  });
  return { save, reload };
}

/** The primary form's fields after its first two rows (built when the page is idle). */
function PrimaryMoreFields({
  form,
  genders,
  maritalStatuses,
  countries,
  ssn,
}: {
  form: FormApi<PrimaryValues>;
  genders: { value: string; label: string }[];
  maritalStatuses: { value: string; label: string }[];
  countries: Country[];
  ssn: string | null | undefined;
}) {
  const t = useT();
  return (
    <>
      <TextField name="preferredFirstName" label={t(CERTIFICATE_FIELDS, 'preferredFirstName')} maxLength={CERTIFICATE_LIMITS.name} />
      <TextField name="preferredMiddleName" label={t(CERTIFICATE_FIELDS, 'preferredMiddleName')} maxLength={CERTIFICATE_LIMITS.name} />
      <TextField name="preferredLastName" label={t(CERTIFICATE_FIELDS, 'preferredLastName')} maxLength={CERTIFICATE_LIMITS.name} />
      <SelectField
        name="gender"
        label={t(CERTIFICATE_FORM_TEXTS, 'gender')}
        data={genders}
        // Another gender has no maiden name; any change of gender empties it.
        onValueChange={(gender, previous) => {
          if (gender !== previous) form.change('maidenName', '');
        }}
      />
      <Watch name="gender">
        {(gender) => (
          <TextField
            name="maidenName"
            label={t(CERTIFICATE_FIELDS, 'maidenName')}
            maxLength={CERTIFICATE_LIMITS.name}
            disabled={gender !== FEMALE}
            description={gender !== FEMALE ? t(CERTIFICATE_FORM_TEXTS, 'maidenNameHint') : undefined}
          />
        )}
      </Watch>
      <SelectField name="maritalStatus" label={t(CERTIFICATE_FORM_TEXTS, 'maritalStatus')} data={maritalStatuses} />
      <TextField name="dateOfBirth" label={t(CERTIFICATE_FORM_TEXTS, 'dateOfBirth')} type="date" />
      <CountryStateFields
        countryName="birthCountry"
        stateName="birthState"
        countries={countries}
        countryLabel={t(CERTIFICATE_FORM_TEXTS, 'birthCountry')}
        stateLabel={t(CERTIFICATE_FORM_TEXTS, 'birthState')}
      />
      <SsnField name="ssn" stored={ssn} />
      <TextField name="email" label={t(CERTIFICATE_FORM_TEXTS, 'email')} type="email" inputMode="email" maxLength={254} />
      <PhoneField name="phoneNumber" codeName="phoneCode" label={t(CERTIFICATE_FORM_TEXTS, 'phoneNumber')} />
      <PhoneField name="secondaryPhoneNumber" codeName="secondaryPhoneCode" label={t(CERTIFICATE_FORM_TEXTS, 'secondaryPhone')} />
    </>
  );
}

/** 1. Death Certificate Information: names, birth, gender, marital status, SSN and contact details. */
export function PrimaryInfoForm(props: PrimaryInfoFormProps) {
  const t = useT();
  const certificate = getFragmentData(PrimaryInfoFormFragment, props.certificate);
  const reference = getFragmentData(PrimaryInfoReferenceFragment, props.reference);
  const { save, reload } = usePrimarySave();
  const initialValues = useMemo(() => primaryValues(certificate.primaryInfo), [certificate.primaryInfo]);
  const prefixes = useMemo(() => reference.prefixes.map((p) => ({ value: p, label: prefixLabel(t, p) ?? p })), [reference.prefixes, t]);
  const genders = useMemo(
    () => reference.genders.map((g) => ({ value: String(g.id), label: genderLabel(t, g.id) ?? g.name })),
    [reference.genders, t],
  );
  const maritalStatuses = useMemo(
    () => reference.maritalStatuses.map((name) => ({ value: name, label: maritalStatusLabel(t, name) ?? name })),
    [reference.maritalStatuses, t],
  );
  // The page's first form: its first two rows at once (the first field takes keys sooner), the rest when idle.
  const complete = useBuiltInSteps(2) === 2;

  return (
    <SectionForm<PrimaryValues>
      version={sectionVersion(certificate, 'primary')}
      reload={reload}
      label={t(CERTIFICATE_SECTION_TITLES, 'primary')}
      initialValues={initialValues}
      validate={validate}
      save={save}
      busy={!complete}
    >
      {(form) => (
        <>
          <FieldGroup columns={3}>
            <SelectField name="prefix" label={t(CERTIFICATE_FIELDS, 'prefix')} data={prefixes} />
            <TextField
              name="firstName"
              label={t(CERTIFICATE_FIELDS, 'firstName')}
              required
              maxLength={CERTIFICATE_LIMITS.name}
              autoComplete="off"
            />
            <TextField name="middleName" label={t(CERTIFICATE_FIELDS, 'middleName')} maxLength={CERTIFICATE_LIMITS.name} />
            <TextField name="lastName" label={t(CERTIFICATE_FIELDS, 'lastName')} maxLength={CERTIFICATE_LIMITS.name} />
            <TextField
              name="suffix"
              label={t(CERTIFICATE_FIELDS, 'suffix')}
              maxLength={CERTIFICATE_LIMITS.suffix}
              placeholder={t(CERTIFICATE_FORM_TEXTS, 'suffixPlaceholder')}
            />
            <TextField
              name="aka"
              label={t(CERTIFICATE_FIELDS, 'aka')}
              maxLength={CERTIFICATE_LIMITS.name}
              placeholder={t(CERTIFICATE_FORM_TEXTS, 'akaPlaceholder')}
            />
            {complete && (
              <PrimaryMoreFields
                form={form}
                genders={genders}
                maritalStatuses={maritalStatuses}
                countries={reference.countries as Country[]}
                ssn={certificate.primaryInfo.ssn}
              />
            )}
          </FieldGroup>

          {complete && (
            <TextAreaField
              name="notes"
              label={t(CERTIFICATE_FORM_TEXTS, 'notes')}
              maxLength={CERTIFICATE_LIMITS.notes}
              placeholder={t(CERTIFICATE_FORM_TEXTS, 'notesPlaceholder')}
            />
          )}
        </>
      )}
    </SectionForm>
  );
}
