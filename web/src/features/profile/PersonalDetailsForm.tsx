import { Alert, Button, Group, SimpleGrid, Stack } from '@mantine/core';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { Form } from 'react-final-form';
import {
  ACCOUNT_MESSAGES,
  isLocale,
  LANGUAGE_TEXTS,
  LOCALE_NAMES,
  LOCALES,
  MESSAGES,
  PROFILE_TEXTS,
  PROFILE_TITLES,
  prefixLabel,
  profileRule,
} from '@memorial/schema';
import { getFragmentData, graphql, type FragmentType } from '../../gql';
import { SelectField, TextField } from '../../app/fields';
import { describeError } from '../../app/errors';
import { submitErrors, validateWith } from '../../app/forms';
import { notifySuccess } from '../../app/notify';
import { VersionedFormConflict } from '../../app/conflict/ConflictPanel';
import { CONFLICT_CODE, type Versioned } from '../../app/conflict/useSaveConflict';
import { useVersionedForm } from '../../app/conflict/useVersionedForm';
import { localeStore, useT } from '../../app/i18n';

export const PersonalDetailsFragment = graphql(`
  fragment PersonalDetails_user on User {
    id
    version
    title
    firstName
    middleName
    lastName
    language
  }
`);

const UpdateProfileMutation = graphql(`
  mutation UpdateProfile($input: ProfileInput!, $version: Int) {
    updateProfile(input: $input, version: $version) {
      message
      user {
        id
        isNewUser
        language
        ...PersonalDetails_user
      }
    }
  }
`);

const PersonalDetailsSavedQuery = graphql(`
  query PersonalDetailsSaved {
    me {
      id
      ...PersonalDetails_user
    }
  }
`);

interface Values {
  title: string;
  firstName: string;
  middleName: string;
  lastName: string;
  /** en or es; '' for none chosen (the browser's). */
  language: string;
}

/** Each language in its own words (the same on every screen). */
const LANGUAGE_OPTIONS = LOCALES.map((locale) => ({ value: locale, label: LOCALE_NAMES[locale] }));

const validate = validateWith(profileRule);

const profileRecord = (ref: FragmentType<typeof PersonalDetailsFragment>): Versioned<Values> => {
  const me = getFragmentData(PersonalDetailsFragment, ref);
  return {
    values: {
      title: me.title ?? '',
      firstName: me.firstName,
      middleName: me.middleName ?? '',
      lastName: me.lastName,
      language: me.language ?? '',
    },
    version: me.version,
  };
};

/**
 * Saves the details with the version they were loaded at; another tab's or person's save first shows both. A chosen
 * language is the app's from then on (remembered for the next visit).
 */
function useProfileForm(record: Versioned<Values>, onSaved?: () => void) {
  const [save] = useMutation(UpdateProfileMutation);
  const t = useT();
  const client = useApolloClient();
  return useVersionedForm({
    current: record,
    reload: async () => {
      const { data } = await client.query({ query: PersonalDetailsSavedQuery, fetchPolicy: 'network-only' });
      return data ? profileRecord(data.me) : null;
    },
    save: async (values: Values, version) => {
      const input = {
        title: values.title || null,
        firstName: values.firstName,
        middleName: values.middleName || null,
        lastName: values.lastName,
        language: values.language || null,
      };
      const { data } = await save({ variables: { input, version }, context: { pageStates: ['BAD_USER_INPUT', CONFLICT_CODE] } });
      return data ?? null;
    },
    answered: (data) => profileRecord(data.updateProfile.user),
    onSaved: (data) => {
      const language = data.updateProfile.user.language;
      if (isLocale(language)) void localeStore.set(language, { remember: true });
      notifySuccess(data.updateProfile.message ?? t(ACCOUNT_MESSAGES, 'profileSaved'));
      onSaved?.();
    },
    onError: (error) => submitErrors(error, { fallback: describeError(error).message ?? t(MESSAGES, 'genericError') }),
  });
}

/** Personal Details (arrangements-portal 2.11, 5.9): title, first, middle and last name. */
export function PersonalDetailsForm({
  user,
  submitLabel,
  onSaved,
}: {
  user: FragmentType<typeof PersonalDetailsFragment>;
  submitLabel?: string;
  onSaved?: () => void;
}) {
  const { versioned, onSubmit } = useProfileForm(profileRecord(user), onSaved);
  const t = useT();
  // The title is saved as Mr, Mrs or Ms (the legacy contract) and shown in the reader's language.
  const titles = PROFILE_TITLES.map((title) => ({ value: title, label: prefixLabel(t, title) ?? title }));

  return (
    <Form<Values>
      onSubmit={onSubmit}
      validate={validate}
      initialValues={versioned.initialValues}
      initialValuesEqual={(a, b) => JSON.stringify(a) === JSON.stringify(b)}
      keepDirtyOnReinitialize={!!versioned.conflict}
      subscription={{ submitting: true, submitError: true }}
    >
      {({ handleSubmit, submitting, submitError }) => (
        <form onSubmit={handleSubmit} noValidate aria-label={t(PROFILE_TEXTS, 'personalDetails')}>
          <Stack gap="md">
            {submitError && (
              <Alert color="red" variant="light" role="alert" title={t(MESSAGES, 'errorTitle')}>
                {String(submitError)}
              </Alert>
            )}
            <VersionedFormConflict versioned={versioned} />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <SelectField name="title" label={t(PROFILE_TEXTS, 'title')} data={titles} placeholder={t(PROFILE_TEXTS, 'selectTitle')} />
              <TextField name="firstName" label={t(PROFILE_TEXTS, 'firstName')} required maxLength={50} autoComplete="given-name" />
              <TextField name="middleName" label={t(PROFILE_TEXTS, 'middleName')} maxLength={50} autoComplete="additional-name" />
              <TextField name="lastName" label={t(PROFILE_TEXTS, 'lastName')} required maxLength={50} autoComplete="family-name" />
              <SelectField
                name="language"
                label={t(LANGUAGE_TEXTS, 'language')}
                description={t(LANGUAGE_TEXTS, 'languageHint')}
                data={LANGUAGE_OPTIONS}
                placeholder={t(LANGUAGE_TEXTS, 'notChosen')}
              />
            </SimpleGrid>
            <Group justify="flex-end">
              <Button type="submit" loading={submitting} miw={140}>
                {submitLabel ?? t(PROFILE_TEXTS, 'save')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Form>
  );
}
