import { useMemo } from 'react';
import { Checkbox } from '@mantine/core';
import { useMutation } from '@apollo/client/react';
import { Field } from 'react-final-form';
import { CERTIFICATE_FORM_TEXTS, CERTIFICATE_SECTION_TITLES, notifierInfoRule } from '@memorial/schema';
import { useT } from '../../../app/i18n';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import type { NotifierInfoForm_CertificateFragment } from '../../../gql/graphql';
import { SAVE_PAGE_STATES, useCertificate } from './CertificateContext';
import { personInput, personValues, type PersonValues } from './contact';
import { useLocked, Watch } from '../../../app/fields';
import type { Country } from '../../../app/address/lists';
import { PersonFields, PersonFieldsNotifierFragment } from './PersonFields';
import { SectionForm } from './SectionForm';
import { sectionVersion, useSectionReload } from './versions';
import { validateSection } from './validation';

export const NotifierInfoFormFragment = graphql(`
  fragment NotifierInfoForm_certificate on CertificateInfo {
    opi
    sectionVersions {
      section
      version
    }
    notifierInfo {
      isNotifierVerified
      ...PersonFields_notifier
    }
  }
`);

const SaveNotifierInfoMutation = graphql(`
  mutation SaveNotifierInfo($opi: String!, $input: NotifierInfoInput!, $version: Int) {
    saveNotifierInfo(opi: $opi, input: $input, version: $version) {
      message
      firstSave
      certificate {
        opi
        isFreeze
        savedSections
        ...NotifierInfoForm_certificate
      }
    }
  }
`);

const NotifierInfoSavedQuery = graphql(`
  query NotifierInfoSaved($opi: String!) {
    certificate(opi: $opi) {
      opi
      ...NotifierInfoForm_certificate
    }
  }
`);

export interface NotifierValues extends PersonValues {
  isNotifierVerified: boolean;
}

export function notifierValues(n: NotifierInfoForm_CertificateFragment['notifierInfo']): NotifierValues {
  return { ...personValues(getFragmentData(PersonFieldsNotifierFragment, n)), isNotifierVerified: !!n?.isNotifierVerified };
}

const notifierInput = (v: NotifierValues) => ({ ...personInput(v), isNotifierVerified: v.isNotifierVerified });
const validate = validateSection(notifierInfoRule, notifierInput);

export interface NotifierInfoFormProps {
  certificate: FragmentType<typeof NotifierInfoFormFragment>;
  relationships: readonly { id: number; name: string }[];
  countries: readonly Country[];
}

/** 7. Notifier Details: the informant who gives the information on the death certificate. */
export function NotifierInfoForm({ certificate: ref, relationships, countries }: NotifierInfoFormProps) {
  const t = useT();
  const certificate = getFragmentData(NotifierInfoFormFragment, ref);
  const { opi } = useCertificate();
  const locked = useLocked();
  const [saveNotifier] = useMutation(SaveNotifierInfoMutation);
  const initialValues = useMemo(() => notifierValues(certificate.notifierInfo), [certificate.notifierInfo]);

  const save = async (values: NotifierValues, version: number) => {
    const { data } = await saveNotifier({
      variables: { opi, input: notifierInput(values), version },
      context: { pageStates: SAVE_PAGE_STATES },
    });
    if (!data) return null;
    const saved = getFragmentData(NotifierInfoFormFragment, data.saveNotifierInfo.certificate);
    return {
      message: data.saveNotifierInfo.message,
      firstSave: data.saveNotifierInfo.firstSave,
      next: notifierValues(saved.notifierInfo),
      version: sectionVersion(saved, 'notifier'),
    };
  };

  const reload = useSectionReload(NotifierInfoSavedQuery, (data) => {
    const c = getFragmentData(NotifierInfoFormFragment, data.certificate);
    return { values: notifierValues(c.notifierInfo), version: sectionVersion(c, 'notifier') };
  });

  return (
    <SectionForm<NotifierValues>
      version={sectionVersion(certificate, 'notifier')}
      reload={reload}
      label={t(CERTIFICATE_SECTION_TITLES, 'notifier')}
      initialValues={initialValues}
      validate={validate}
      save={save}
      saveDisabled={(v) => !v.isNotifierVerified}
    >
      {() => (
        <>
          <Field<boolean> name="isNotifierVerified" type="checkbox">
            {({ input }) => (
              <Checkbox
                checked={!!input.checked}
                onChange={(event) => input.onChange(event.currentTarget.checked)}
                label={t(CERTIFICATE_FORM_TEXTS, 'notifierConfirmed')}
                description={t(CERTIFICATE_FORM_TEXTS, 'notifierConfirmedHint')}
                disabled={locked}
              />
            )}
          </Field>
          <Watch<boolean> name="isNotifierVerified">
            {(verified) => <PersonFields base="" relationships={relationships} countries={countries} disabled={!verified} />}
          </Watch>
        </>
      )}
    </SectionForm>
  );
}
