import { useMemo } from 'react';
import { useMutation } from '@apollo/client/react';
import { CERTIFICATE_FORM_TEXTS, CERTIFICATE_SECTION_TITLES, residentInfoRule } from '@memorial/schema';
import { useT } from '../../../app/i18n';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import type { ResidentInfoForm_CertificateFragment } from '../../../gql/graphql';
import { SAVE_PAGE_STATES, useCertificate } from './CertificateContext';
import { TextField } from '../../../app/fields';
import { AddressFields } from '../../../app/address/AddressFields';
import type { Country } from '../../../app/address/lists';
import { SectionForm } from './SectionForm';
import { sectionVersion, useSectionReload } from './versions';
import { text, validateSection } from './validation';
import { FieldGroup } from './FieldGroup';

export const ResidentInfoFormFragment = graphql(`
  fragment ResidentInfoForm_certificate on CertificateInfo {
    opi
    sectionVersions {
      section
      version
    }
    residentInfo {
      line1
      line2
      country
      state
      county
      city
      zipcode
      noOfYearsStayed
    }
  }
`);

const SaveResidentInfoMutation = graphql(`
  mutation SaveResidentInfo($opi: String!, $input: ResidentInfoInput!, $version: Int) {
    saveResidentInfo(opi: $opi, input: $input, version: $version) {
      message
      firstSave
      certificate {
        opi
        isFreeze
        savedSections
        ...ResidentInfoForm_certificate
      }
    }
  }
`);

const ResidentInfoSavedQuery = graphql(`
  query ResidentInfoSaved($opi: String!) {
    certificate(opi: $opi) {
      opi
      ...ResidentInfoForm_certificate
    }
  }
`);

export interface ResidentValues {
  line1: string;
  line2: string;
  country: string;
  state: string;
  county: string;
  city: string;
  zipcode: string;
  noOfYearsStayed: string;
}

function residentValues(r: ResidentInfoForm_CertificateFragment['residentInfo']): ResidentValues {
  return {
    line1: text(r?.line1),
    line2: text(r?.line2),
    country: text(r?.country),
    state: text(r?.state),
    county: text(r?.county),
    city: text(r?.city),
    zipcode: text(r?.zipcode),
    noOfYearsStayed: text(r?.noOfYearsStayed),
  };
}

const residentInput = (v: ResidentValues) => ({
  ...v,
  line1: v.line1.trim(),
  line2: v.line2.trim(),
  city: v.city.trim(),
  zipcode: v.zipcode.trim(),
  noOfYearsStayed: v.noOfYearsStayed.trim(),
});
const validate = validateSection(residentInfoRule, residentInput);

/** 2. Residential Details: where the decedent lived, and for how long. */
export function ResidentInfoForm({
  certificate: ref,
  countries,
}: {
  certificate: FragmentType<typeof ResidentInfoFormFragment>;
  countries: readonly Country[];
}) {
  const t = useT();
  const certificate = getFragmentData(ResidentInfoFormFragment, ref);
  const { opi } = useCertificate();
  const [saveResident] = useMutation(SaveResidentInfoMutation);
  const initialValues = useMemo(() => residentValues(certificate.residentInfo), [certificate.residentInfo]);

  const save = async (values: ResidentValues, version: number) => {
    const { data } = await saveResident({
      variables: { opi, input: residentInput(values), version },
      context: { pageStates: SAVE_PAGE_STATES },
    });
    if (!data) return null;
    const saved = getFragmentData(ResidentInfoFormFragment, data.saveResidentInfo.certificate);
    return {
      message: data.saveResidentInfo.message,
      firstSave: data.saveResidentInfo.firstSave,
      next: residentValues(saved.residentInfo),
      version: sectionVersion(saved, 'resident'),
    };
  };

  const reload = useSectionReload(ResidentInfoSavedQuery, (data) => {
    const c = getFragmentData(ResidentInfoFormFragment, data.certificate);
    return { values: residentValues(c.residentInfo), version: sectionVersion(c, 'resident') };
  });

  return (
    <SectionForm<ResidentValues>
      version={sectionVersion(certificate, 'resident')}
      reload={reload}
      label={t(CERTIFICATE_SECTION_TITLES, 'resident')}
      initialValues={initialValues}
      validate={validate}
      save={save}
    >
      {() => (
        <FieldGroup columns={3}>
          <AddressFields prefix="" countries={countries} />
          <TextField name="noOfYearsStayed" label={t(CERTIFICATE_FORM_TEXTS, 'yearsAtAddress')} inputMode="numeric" maxLength={3} />
        </FieldGroup>
      )}
    </SectionForm>
  );
}
