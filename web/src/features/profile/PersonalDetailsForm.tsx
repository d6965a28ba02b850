import { Alert, Button, Group, SimpleGrid, Stack } from '@mantine/core';
import { useMutation } from '@apollo/client/react';
import { Form } from 'react-final-form';
import { ACCOUNT_MESSAGES, MESSAGES, PROFILE_TITLES, profileRule } from '@memorial/schema';
import { getFragmentData, graphql, type FragmentType } from '../../gql';
import { SelectField, TextField } from '../../app/fields';
import { describeError } from '../../app/errors';
import { submitErrors, validateWith } from '../../app/forms';
import { notifySuccess } from '../../app/notify';

export const PersonalDetailsFragment = graphql(`
  fragment PersonalDetails_user on User {
    id
    title
    firstName
    middleName
    lastName
  }
`);

const UpdateProfileMutation = graphql(`
  mutation UpdateProfile($input: ProfileInput!) {
    updateProfile(input: $input) {
      message
      user {
        id
        isNewUser
        ...PersonalDetails_user
      }
    }
  }
`);

interface Values {
  title: string;
  firstName: string;
  middleName: string;
  lastName: string;
}

const validate = validateWith(profileRule);

/** Personal Details (arrangements-portal 2.11, 5.9): title, first, middle and last name. */
export function PersonalDetailsForm({
  user,
  submitLabel = 'SAVE',
  onSaved,
}: {
  user: FragmentType<typeof PersonalDetailsFragment>;
  submitLabel?: string;
  onSaved?: () => void;
}) {
  const me = getFragmentData(PersonalDetailsFragment, user);
  const [save] = useMutation(UpdateProfileMutation);
  const initialValues: Values = { title: me.title ?? '', firstName: me.firstName, middleName: me.middleName ?? '', lastName: me.lastName };

  const onSubmit = async (values: Values) => {
    try {
      const { data } = await save({
        variables: {
          input: {
            title: values.title || null,
            firstName: values.firstName,
            middleName: values.middleName || null,
            lastName: values.lastName,
          },
        },
        context: { pageStates: ['BAD_USER_INPUT'] },
      });
      notifySuccess(data?.updateProfile.message ?? ACCOUNT_MESSAGES.profileSaved);
      onSaved?.();
      return undefined;
    } catch (error) {
      return submitErrors(error, { fallback: describeError(error).message ?? MESSAGES.genericError });
    }
  };

  return (
    <Form<Values>
      onSubmit={onSubmit}
      validate={validate}
      initialValues={initialValues}
      subscription={{ submitting: true, submitError: true }}
    >
      {({ handleSubmit, submitting, submitError }) => (
        <form onSubmit={handleSubmit} noValidate aria-label="Personal Details">
          <Stack gap="md">
            {submitError && (
              <Alert color="red" variant="light" role="alert" title={MESSAGES.errorTitle}>
                {String(submitError)}
              </Alert>
            )}
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <SelectField name="title" label="Title" data={PROFILE_TITLES} placeholder="Select Title" />
              <TextField name="firstName" label="First Name" required maxLength={50} autoComplete="given-name" />
              <TextField name="middleName" label="Middle Name" maxLength={50} autoComplete="additional-name" />
              <TextField name="lastName" label="Last Name" required maxLength={50} autoComplete="family-name" />
            </SimpleGrid>
            <Group justify="flex-end">
              <Button type="submit" loading={submitting} miw={140}>
                {submitLabel}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Form>
  );
}
