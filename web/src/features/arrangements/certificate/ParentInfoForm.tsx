import { useMemo, useState } from 'react';
import { Stack, Text } from '@mantine/core';
import { useMutation } from '@apollo/client/react';
import { CERTIFICATE_FORM_TEXTS, CERTIFICATE_LIMITS, PARENT_RELATIONS, parentInfoRule } from '@memorial/schema';
import { useT } from '../../../app/i18n';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import type { ParentInfoForm_CertificateFragment } from '../../../gql/graphql';
import { SAVE_PAGE_STATES, useCertificate } from './CertificateContext';
import { TextField } from '../../../app/fields';
import { CountryStateFields } from '../../../app/address/AddressFields';
import type { Country } from '../../../app/address/lists';
import { SectionForm } from './SectionForm';
import { sectionVersion, useSectionReload } from './versions';
import { text, validateSection } from './validation';
import { FieldGroup } from './FieldGroup';

export const ParentInfoFormFragment = graphql(`
  fragment ParentInfoForm_certificate on CertificateInfo {
    opi
    sectionVersions {
      section
      version
    }
    parentsInfo {
      relation
      firstName
      middleName
      lastName
      maidenName
      birthCountry
      birthState
    }
  }
`);

const SaveParentInfoMutation = graphql(`
  mutation SaveParentInfo($opi: String!, $input: ParentInfoInput!, $version: Int) {
    saveParentInfo(opi: $opi, input: $input, version: $version) {
      message
      firstSave
      certificate {
        opi
        isFreeze
        savedSections
        ...ParentInfoForm_certificate
      }
    }
  }
`);

const ParentInfoSavedQuery = graphql(`
  query ParentInfoSaved($opi: String!) {
    certificate(opi: $opi) {
      opi
      ...ParentInfoForm_certificate
    }
  }
`);

type Relation = (typeof PARENT_RELATIONS)[number];

export interface ParentValues {
  firstName: string;
  middleName: string;
  lastName: string;
  maidenName: string;
  birthCountry: string;
  birthState: string;
}

function parentValues(parents: ParentInfoForm_CertificateFragment['parentsInfo'], relation: Relation): ParentValues {
  const p = parents.find((x) => x.relation === relation);
  return {
    firstName: text(p?.firstName),
    middleName: text(p?.middleName),
    lastName: text(p?.lastName),
    maidenName: text(p?.maidenName),
    birthCountry: text(p?.birthCountry),
    birthState: text(p?.birthState),
  };
}

const parentInput = (relation: Relation) => (v: ParentValues) => ({
  relation,
  firstName: v.firstName.trim(),
  middleName: v.middleName.trim(),
  lastName: v.lastName.trim(),
  maidenName: relation === 'Mother' ? v.maidenName.trim() : '',
  birthCountry: v.birthCountry,
  birthState: v.birthState,
});

/** A parent's save as the answer holds both parents: the other parent's form shares the version (one record). */
interface ParentSave {
  relation: Relation;
  parents: ParentInfoForm_CertificateFragment['parentsInfo'];
  version: number;
}

export interface ParentInfoFormProps {
  certificate: FragmentType<typeof ParentInfoFormFragment>;
  relation: Relation;
  countries: readonly Country[];
  /** The last save of either parent's form, and where this form tells its own. */
  lastSave?: ParentSave | null;
  onSave?: (save: ParentSave) => void;
}

/** 6. Parents Details: one form for the mother (with her maiden name), one for the father. */
export function ParentInfoForm({ certificate: ref, relation, countries, lastSave, onSave }: ParentInfoFormProps) {
  const t = useT();
  const certificate = getFragmentData(ParentInfoFormFragment, ref);
  const { opi } = useCertificate();
  const [saveParent] = useMutation(SaveParentInfoMutation);
  const initialValues = useMemo(() => parentValues(certificate.parentsInfo, relation), [certificate.parentsInfo, relation]);
  const toInput = useMemo(() => parentInput(relation), [relation]);
  const validate = useMemo(() => validateSection(parentInfoRule, toInput), [toInput]);

  const save = async (values: ParentValues, version: number) => {
    const { data } = await saveParent({ variables: { opi, input: toInput(values), version }, context: { pageStates: SAVE_PAGE_STATES } });
    if (!data) return null;
    const saved = getFragmentData(ParentInfoFormFragment, data.saveParentInfo.certificate);
    onSave?.({ relation, parents: saved.parentsInfo, version: sectionVersion(saved, 'parent') });
    return {
      message: data.saveParentInfo.message,
      firstSave: data.saveParentInfo.firstSave,
      next: parentValues(saved.parentsInfo, relation),
      version: sectionVersion(saved, 'parent'),
    };
  };

  const sharedSave = useMemo(
    () =>
      lastSave && lastSave.relation !== relation ? { values: parentValues(lastSave.parents, relation), version: lastSave.version } : null,
    [lastSave, relation],
  );
  const reload = useSectionReload(ParentInfoSavedQuery, (data) => {
    const c = getFragmentData(ParentInfoFormFragment, data.certificate);
    return { values: parentValues(c.parentsInfo, relation), version: sectionVersion(c, 'parent') };
  });

  return (
    <SectionForm<ParentValues>
      version={sectionVersion(certificate, 'parent')}
      reload={reload}
      sharedSave={sharedSave}
      label={t(CERTIFICATE_FORM_TEXTS, 'parentDetails', { relation })}
      initialValues={initialValues}
      validate={validate}
      save={save}
    >
      {() => (
        <FieldGroup columns={3}>
          <TextField
            name="firstName"
            label={t(CERTIFICATE_FORM_TEXTS, 'parentFirstName', { relation })}
            required
            maxLength={CERTIFICATE_LIMITS.name}
          />
          <TextField
            name="middleName"
            label={t(CERTIFICATE_FORM_TEXTS, 'parentMiddleName', { relation })}
            maxLength={CERTIFICATE_LIMITS.name}
          />
          <TextField
            name="lastName"
            label={t(CERTIFICATE_FORM_TEXTS, 'parentLastName', { relation })}
            maxLength={CERTIFICATE_LIMITS.name}
          />
          {relation === 'Mother' && (
            <TextField
              name="maidenName"
              label={t(CERTIFICATE_FORM_TEXTS, 'mothersMaidenName')}
              maxLength={CERTIFICATE_LIMITS.name}
              description={t(CERTIFICATE_FORM_TEXTS, 'mothersMaidenNameHint')}
            />
          )}
          <CountryStateFields
            countryName="birthCountry"
            stateName="birthState"
            countries={countries}
            countryLabel={t(CERTIFICATE_FORM_TEXTS, 'birthCountry')}
            stateLabel={t(CERTIFICATE_FORM_TEXTS, 'birthState')}
          />
        </FieldGroup>
      )}
    </SectionForm>
  );
}

/** Section 6 holds two forms, the mother's and the father's, each under its own heading. */
export function ParentsInfoForms({ certificate, countries }: Omit<ParentInfoFormProps, 'relation'>) {
  const t = useT();
  const [lastSave, setLastSave] = useState<ParentSave | null>(null);
  return (
    <Stack gap="xl">
      {PARENT_RELATIONS.map((relation) => (
        <div key={relation}>
          <Text className="cert-subtitle" component="h3" mb="sm">
            {t(CERTIFICATE_FORM_TEXTS, 'parentHeading', { relation })}
          </Text>
          <ParentInfoForm certificate={certificate} relation={relation} countries={countries} lastSave={lastSave} onSave={setLastSave} />
        </div>
      ))}
    </Stack>
  );
}
