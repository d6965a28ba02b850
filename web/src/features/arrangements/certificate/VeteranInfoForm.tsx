import { useMemo } from 'react';
import { Group, Radio } from '@mantine/core';
import { useMutation } from '@apollo/client/react';
import { Field } from 'react-final-form';
import {
  CERTIFICATE_FORM_TEXTS,
  CERTIFICATE_SECTION_TITLES,
  serviceBranchLabel,
  serviceEraLabel,
  t as ambientT,
  veteranInfoRule,
} from '@memorial/schema';
import { useT } from '../../../app/i18n';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import type { VeteranInfoForm_CertificateFragment } from '../../../gql/graphql';
import { fieldError } from '../../../app/forms';
import { SAVE_PAGE_STATES, useCertificate } from './CertificateContext';
import { SelectField, useLocked, Watch } from '../../../app/fields';
import { SectionForm } from './SectionForm';
import { sectionVersion, useSectionReload } from './versions';
import { validateSection } from './validation';
import { FieldGroup } from './FieldGroup';

export const VeteranInfoFormFragment = graphql(`
  fragment VeteranInfoForm_certificate on CertificateInfo {
    opi
    sectionVersions {
      section
      version
    }
    veteranInfo {
      isVeteran
      isUnknown
      serviceBranch
      serviceEra
    }
  }
`);

export const VeteranInfoReferenceFragment = graphql(`
  fragment VeteranInfoForm_reference on ReferenceData {
    serviceBranches
    serviceEras
  }
`);

const SaveVeteranInfoMutation = graphql(`
  mutation SaveVeteranInfo($opi: String!, $input: VeteranInfoInput!, $version: Int) {
    saveVeteranInfo(opi: $opi, input: $input, version: $version) {
      message
      firstSave
      certificate {
        opi
        isFreeze
        savedSections
        ...VeteranInfoForm_certificate
      }
    }
  }
`);

const VeteranInfoSavedQuery = graphql(`
  query VeteranInfoSaved($opi: String!) {
    certificate(opi: $opi) {
      opi
      ...VeteranInfoForm_certificate
    }
  }
`);

/** Yes (veteran), No (neither), Unknown (both flags), or not answered yet. */
export type VeteranStatus = 'yes' | 'no' | 'unknown' | '';

export interface VeteranValues {
  status: VeteranStatus;
  serviceBranch: string;
  serviceEra: string;
}

function veteranValues(v: VeteranInfoForm_CertificateFragment['veteranInfo']): VeteranValues {
  const status: VeteranStatus = !v ? '' : v.isUnknown ? 'unknown' : v.isVeteran ? 'yes' : 'no';
  return { status, serviceBranch: v?.serviceBranch ?? '', serviceEra: v?.serviceEra ?? '' };
}

/** The radio as the gateway takes it (arrangements-portal 4.2): No and Unknown carry no branch or era. */
export function veteranInput(v: VeteranValues) {
  const serving = v.status === 'yes';
  return {
    isVeteran: v.status === 'yes' || v.status === 'unknown',
    isUnknown: v.status === 'unknown',
    serviceBranch: serving ? v.serviceBranch || null : null,
    serviceEra: serving ? v.serviceEra || null : null,
  };
}

const validate = validateSection(veteranInfoRule, veteranInput, (v) =>
  v.status ? null : { status: ambientT(CERTIFICATE_FORM_TEXTS, 'chooseVeteranStatus') },
);

export interface VeteranInfoFormProps {
  certificate: FragmentType<typeof VeteranInfoFormFragment>;
  reference: FragmentType<typeof VeteranInfoReferenceFragment>;
}

/** Sends section 5 with the version it was loaded at; reads it again after a conflict. */
function useVeteranSave() {
  const { opi } = useCertificate();
  const [saveVeteran] = useMutation(SaveVeteranInfoMutation);
  const save = async (values: VeteranValues, version: number) => {
    const { data } = await saveVeteran({
      variables: { opi, input: veteranInput(values), version },
      context: { pageStates: SAVE_PAGE_STATES },
    });
    if (!data) return null;
    const saved = getFragmentData(VeteranInfoFormFragment, data.saveVeteranInfo.certificate);
    return {
      message: data.saveVeteranInfo.message,
      firstSave: data.saveVeteranInfo.firstSave,
      next: veteranValues(saved.veteranInfo),
      version: sectionVersion(saved, 'veteran'),
    };
  };

  const reload = useSectionReload(VeteranInfoSavedQuery, (data) => {
    const c = getFragmentData(VeteranInfoFormFragment, data.certificate);
    return { values: veteranValues(c.veteranInfo), version: sectionVersion(c, 'veteran') };
  });
  return { save, reload };
}

/** 5. Veteran Details: whether the decedent served, and if so the branch and era. */
export function VeteranInfoForm(props: VeteranInfoFormProps) {
  const t = useT();
  const certificate = getFragmentData(VeteranInfoFormFragment, props.certificate);
  const reference = getFragmentData(VeteranInfoReferenceFragment, props.reference);
  const locked = useLocked();
  const { save, reload } = useVeteranSave();
  const initialValues = useMemo(() => veteranValues(certificate.veteranInfo), [certificate.veteranInfo]);
  // The lists hold the English names (the values saved); each is shown in the reader's language.
  const branches = useMemo(
    () => reference.serviceBranches.map((name) => ({ value: name, label: serviceBranchLabel(t, name) ?? name })),
    [reference.serviceBranches, t],
  );
  const eras = useMemo(
    () => reference.serviceEras.map((name) => ({ value: name, label: serviceEraLabel(t, name) ?? name })),
    [reference.serviceEras, t],
  );

  return (
    <SectionForm<VeteranValues>
      version={sectionVersion(certificate, 'veteran')}
      reload={reload}
      label={t(CERTIFICATE_SECTION_TITLES, 'veteran')}
      initialValues={initialValues}
      validate={validate}
      save={save}
    >
      {(form) => (
        <>
          <Field<string> name="status">
            {({ input, meta }) => (
              <Radio.Group
                name="veteranStatus"
                label={t(CERTIFICATE_FORM_TEXTS, 'veteranQuestion')}
                value={input.value || null}
                onChange={(status) => {
                  input.onChange(status);
                  input.onBlur();
                  // Branch and era belong to Yes only.
                  if (status !== 'yes') {
                    form.change('serviceBranch', '');
                    form.change('serviceEra', '');
                  }
                }}
                error={fieldError(meta)}
              >
                <Group gap="xl" mt="xs">
                  <Radio value="yes" label={t(CERTIFICATE_FORM_TEXTS, 'yes')} disabled={locked} />
                  <Radio value="no" label={t(CERTIFICATE_FORM_TEXTS, 'no')} disabled={locked} />
                  <Radio value="unknown" label={t(CERTIFICATE_FORM_TEXTS, 'unknown')} disabled={locked} />
                </Group>
              </Radio.Group>
            )}
          </Field>
          <Watch<VeteranStatus> name="status">
            {(status) => (
              <FieldGroup>
                <SelectField
                  name="serviceBranch"
                  label={t(CERTIFICATE_FORM_TEXTS, 'serviceBranch')}
                  data={branches}
                  disabled={status !== 'yes'}
                  required={status === 'yes'}
                />
                <SelectField
                  name="serviceEra"
                  label={t(CERTIFICATE_FORM_TEXTS, 'serviceEra')}
                  data={eras}
                  disabled={status !== 'yes'}
                  required={status === 'yes'}
                />
              </FieldGroup>
            )}
          </Watch>
        </>
      )}
    </SectionForm>
  );
}
