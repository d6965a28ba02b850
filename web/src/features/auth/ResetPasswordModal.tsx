import { Alert, Button, Loader, Modal, Stack, Text } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { FORM_ERROR } from 'final-form';
import { Field, Form } from 'react-final-form';
import { AUTH_TEXTS, check, MESSAGES, newPasswordRule, t } from '@memorial/schema';
import { graphql } from '../../gql';
import { describeError } from '../../app/errors';
import { fieldError } from '../../app/forms';
import { useT } from '../../app/i18n';
import { notifySuccess } from '../../app/notify';
import { PasswordInput } from '../../app/PasswordInput';

const VerifyResetTokenQuery = graphql(`
  query VerifyResetToken($token: String!) {
    verifyResetToken(token: $token)
  }
`);

const ResetPasswordMutation = graphql(`
  mutation ResetPassword($token: String!, $password: String!) {
    resetPassword(token: $token, password: $password) {
      message
    }
  }
`);

interface ResetValues {
  password?: string;
  confirmPassword?: string;
}

/** New password 6 to 20 characters (newPasswordRule), confirmed. */
export function validateReset(values: ResetValues): Record<string, string> {
  const errors: Record<string, string> = {};
  const password = check(newPasswordRule, values.password ?? '');
  if (password) errors['password'] = Object.values(password)[0]!;
  if (!values.confirmPassword) errors['confirmPassword'] = t(MESSAGES, 'confirmPasswordRequired');
  else if (values.confirmPassword !== values.password) errors['confirmPassword'] = t(MESSAGES, 'passwordsMustMatch');
  return errors;
}

export interface ResetPasswordModalProps {
  token: string;
  onDone: () => void;
  onRequestNewLink: () => void;
  onClose: () => void;
}

/** The form a password reset link opens (?resetToken=...). */
export function ResetPasswordModal({ token, onDone, onRequestNewLink, onClose }: ResetPasswordModalProps) {
  const verify = useQuery(VerifyResetTokenQuery, { variables: { token }, fetchPolicy: 'network-only' });
  const [resetPassword] = useMutation(ResetPasswordMutation);
  const t = useT();

  const onSubmit = async (values: ResetValues) => {
    try {
      const { data } = await resetPassword({
        variables: { token, password: values.password! },
        context: { pageStates: ['BAD_USER_INPUT'] },
      });
      notifySuccess(data?.resetPassword.message ?? t(MESSAGES, 'passwordReset'));
      onDone();
      return undefined;
    } catch (error) {
      return { [FORM_ERROR]: describeError(error).message ?? t(MESSAGES, 'genericError') };
    }
  };

  let body;
  if (verify.loading) {
    body = (
      <Stack align="center" py="lg">
        <Loader size="sm" aria-label={t(AUTH_TEXTS, 'checkingLink')} />
      </Stack>
    );
  } else if (verify.data?.verifyResetToken !== true) {
    body = (
      <Stack gap="md">
        <Alert color="red" variant="light" role="alert">
          {t(MESSAGES, 'resetLinkInvalid')}
        </Alert>
        <Button variant="outline" onClick={onRequestNewLink}>
          {t(AUTH_TEXTS, 'requestNewLink')}
        </Button>
      </Stack>
    );
  } else {
    body = (
      <Form<ResetValues> onSubmit={onSubmit} validate={validateReset}>
        {({ handleSubmit, submitting, submitError }) => (
          <form onSubmit={handleSubmit} noValidate aria-label={t(AUTH_TEXTS, 'newPasswordForm')}>
            <Stack gap="md">
              <Text size="sm" c="stone.7">
                {t(MESSAGES, 'newPasswordHint')}
              </Text>
              {submitError && (
                <Alert color="red" variant="light" role="alert">
                  {submitError as string}
                </Alert>
              )}
              <Field<string> name="password">
                {({ input, meta }) => (
                  <PasswordInput
                    {...input}
                    label={t(AUTH_TEXTS, 'newPassword')}
                    autoComplete="new-password"
                    error={fieldError(meta)}
                    data-autofocus
                  />
                )}
              </Field>
              <Field<string> name="confirmPassword">
                {({ input, meta }) => (
                  <PasswordInput {...input} label={t(AUTH_TEXTS, 'confirmPassword')} autoComplete="new-password" error={fieldError(meta)} />
                )}
              </Field>
              <Button type="submit" loading={submitting} fullWidth size="md">
                {t(AUTH_TEXTS, 'saveNewPassword')}
              </Button>
            </Stack>
          </form>
        )}
      </Form>
    );
  }

  return (
    <Modal opened onClose={onClose} title={t(AUTH_TEXTS, 'newPasswordTitle')} size="md">
      {body}
    </Modal>
  );
}
