import { useMemo } from 'react';
import { useMutation } from '@apollo/client/react';
import { CERTIFICATE_FORM_TEXTS, CERTIFICATE_SECTION_TITLES, educationInfoRule, qualificationLabel } from '@memorial/schema';
import { useT } from '../../../app/i18n';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import type { EducationInfoForm_CertificateFragment } from '../../../gql/graphql';
import { SAVE_PAGE_STATES, useCertificate } from './CertificateContext';
import { SelectField, TextField } from '../../../app/fields';
import { SectionForm } from './SectionForm';
import { sectionVersion, useSectionReload } from './versions';
import { text, validateSection } from './validation';
import { FieldGroup } from './FieldGroup';

export const EducationInfoFormFragment = graphql(`
  fragment EducationInfoForm_certificate on CertificateInfo {
    opi
    sectionVersions {
      section
      version
    }
    educationInfo {
      occupation
      industry
      yearsOfOccupation
      qualification {
        id
        name
      }
    }
  }
`);

export const EducationInfoReferenceFragment = graphql(`
  fragment EducationInfoForm_reference on ReferenceData {
    qualifications {
      id
      name
    }
  }
`);

const SaveEducationInfoMutation = graphql(`
  mutation SaveEducationInfo($opi: String!, $input: EducationInfoInput!, $version: Int) {
    saveEducationInfo(opi: $opi, input: $input, version: $version) {
      message
      firstSave
      certificate {
        opi
        isFreeze
        savedSections
        ...EducationInfoForm_certificate
      }
    }
  }
`);

const EducationInfoSavedQuery = graphql(`
  query EducationInfoSaved($opi: String!) {
    certificate(opi: $opi) {
      opi
      ...EducationInfoForm_certificate
    }
  }
`);

export interface EducationValues {
  qualification: string;
  occupation: string;
  industry: string;
  yearsOfOccupation: string;
}

function educationValues(e: EducationInfoForm_CertificateFragment['educationInfo']): EducationValues {
  return {
    qualification: e?.qualification ? String(e.qualification.id) : '',
    occupation: text(e?.occupation),
    industry: text(e?.industry),
    yearsOfOccupation: text(e?.yearsOfOccupation),
  };
}

export interface EducationInfoFormProps {
  certificate: FragmentType<typeof EducationInfoFormFragment>;
  reference: FragmentType<typeof EducationInfoReferenceFragment>;
}

/** 4. Education and Occupation Details: the highest education, the usual occupation and its industry. */
export function EducationInfoForm(props: EducationInfoFormProps) {
  const t = useT();
  const certificate = getFragmentData(EducationInfoFormFragment, props.certificate);
  const { qualifications } = getFragmentData(EducationInfoReferenceFragment, props.reference);
  const { opi } = useCertificate();
  const [saveEducation] = useMutation(SaveEducationInfoMutation);
  const initialValues = useMemo(() => educationValues(certificate.educationInfo), [certificate.educationInfo]);
  const options = useMemo(
    () => qualifications.map((q) => ({ value: String(q.id), label: qualificationLabel(t, q.id) ?? q.name })),
    [qualifications, t],
  );

  const input = (v: EducationValues) => {
    const chosen = qualifications.find((q) => String(q.id) === v.qualification);
    return {
      occupation: v.occupation.trim(),
      industry: v.industry.trim(),
      yearsOfOccupation: v.yearsOfOccupation.trim(),
      qualification: chosen ? { id: chosen.id, name: chosen.name } : null,
    };
  };
  const validate = validateSection(educationInfoRule, input);

  const save = async (values: EducationValues, version: number) => {
    const { data } = await saveEducation({ variables: { opi, input: input(values), version }, context: { pageStates: SAVE_PAGE_STATES } });
    if (!data) return null;
    const saved = getFragmentData(EducationInfoFormFragment, data.saveEducationInfo.certificate);
    return {
      message: data.saveEducationInfo.message,
      firstSave: data.saveEducationInfo.firstSave,
      next: educationValues(saved.educationInfo),
      version: sectionVersion(saved, 'education'),
    };
  };

  const reload = useSectionReload(EducationInfoSavedQuery, (data) => {
    const c = getFragmentData(EducationInfoFormFragment, data.certificate);
    return { values: educationValues(c.educationInfo), version: sectionVersion(c, 'education') };
  });

  return (
    <SectionForm<EducationValues>
      version={sectionVersion(certificate, 'education')}
      reload={reload}
      label={t(CERTIFICATE_SECTION_TITLES, 'education')}
      initialValues={initialValues}
      validate={validate}
      save={save}
    >
      {() => (
        <FieldGroup>
          <SelectField name="qualification" label={t(CERTIFICATE_FORM_TEXTS, 'highestEducation')} data={options} />
          <TextField
            name="occupation"
            label={t(CERTIFICATE_FORM_TEXTS, 'usualOccupation')}
            maxLength={100}
            description={t(CERTIFICATE_FORM_TEXTS, 'usualOccupationHint')}
          />
          <TextField name="industry" label={t(CERTIFICATE_FORM_TEXTS, 'industry')} maxLength={100} />
          <TextField name="yearsOfOccupation" label={t(CERTIFICATE_FORM_TEXTS, 'yearsOfOccupation')} inputMode="numeric" maxLength={3} />
        </FieldGroup>
      )}
    </SectionForm>
  );
}
