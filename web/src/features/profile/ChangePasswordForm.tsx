import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useMutation } from '@apollo/client/react';
import type { FormApi } from 'final-form';
import { Field, Form } from 'react-final-form';
import { ACCOUNT_MESSAGES, AUTH_TEXTS, changePasswordFormRule, MESSAGES, PROFILE_TEXTS, t as translateNow } from '@memorial/schema';
import { useT } from '../../app/i18n';
import { graphql } from '../../gql';
import { describeError } from '../../app/errors';
import { fieldError, submitErrors, validateWith } from '../../app/forms';
import { notifySuccess } from '../../app/notify';
import { PasswordInput } from '../../app/PasswordInput';

const ChangePasswordMutation = graphql(`
  mutation ChangePassword($password: String!, $newPassword: String!) {
    changePassword(password: $password, newPassword: $newPassword) {
      message
    }
  }
`);

interface Values {
  password?: string;
  newPassword?: string;
  confirmPassword?: string;
}

const validate = validateWith(changePasswordFormRule);

function PasswordField({
  name,
  label,
  autoComplete,
  description,
}: {
  name: keyof Values;
  label: string;
  autoComplete: string;
  description?: string;
}) {
  return (
    <Field<string> name={name}>
      {({ input, meta }) => (
        <PasswordInput
          {...input}
          label={label}
          required
          autoComplete={autoComplete}
          description={description}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          error={fieldError(meta)}
          maxLength={64}
        />
      )}
    </Field>
  );
}

/** Change Password (arrangements-portal 5.9): the old password, a new one of 6 to 20 characters, confirmed. */
export function ChangePasswordForm() {
  const [change] = useMutation(ChangePasswordMutation);
  const t = useT();

  const onSubmit = async (values: Values, form: FormApi<Values>) => {
    try {
      const { data } = await change({
        variables: { password: values.password ?? '', newPassword: values.newPassword ?? '' },
        context: { pageStates: ['BAD_USER_INPUT', 'RATE_LIMITED'] },
      });
      notifySuccess(data?.changePassword.message ?? translateNow(ACCOUNT_MESSAGES, 'passwordChanged'));
      // The fields are emptied; a password never stays on the screen.
      setTimeout(() => form.restart());
      return undefined;
    } catch (error) {
      return submitErrors(error, { fallback: describeError(error).message ?? translateNow(MESSAGES, 'genericError') });
    }
  };

  return (
    <Form<Values> onSubmit={onSubmit} validate={validate} subscription={{ submitting: true, submitError: true }}>
      {({ handleSubmit, submitting, submitError }) => (
        <form onSubmit={handleSubmit} noValidate aria-label={t(PROFILE_TEXTS, 'changePassword')}>
          <Stack gap="md">
            {submitError && (
              <Alert color="red" variant="light" role="alert" title={t(MESSAGES, 'errorTitle')}>
                {String(submitError)}
              </Alert>
            )}
            <PasswordField name="password" label={t(PROFILE_TEXTS, 'oldPassword')} autoComplete="current-password" />
            <PasswordField
              name="newPassword"
              label={t(AUTH_TEXTS, 'newPassword')}
              autoComplete="new-password"
              description={t(ACCOUNT_MESSAGES, 'newPasswordHint')}
            />
            <PasswordField name="confirmPassword" label={t(AUTH_TEXTS, 'confirmPassword')} autoComplete="new-password" />
            <Text size="xs" c="stone.7">
              {t(PROFILE_TEXTS, 'otherDevicesSignedOut')}
            </Text>
            <Group justify="flex-end">
              <Button type="submit" loading={submitting} miw={140}>
                {t(PROFILE_TEXTS, 'updatePassword')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Form>
  );
}
