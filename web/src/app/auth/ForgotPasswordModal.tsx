import { useState } from 'react';
import { Alert, Anchor, Button, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@apollo/client/react';
import { Field, Form } from 'react-final-form';
import { AUTH_TEXTS, forgotPasswordRule } from '@memorial/schema';
import { graphql } from '../../gql';
import { Captcha } from '../Captcha';
import { fieldError, submitErrors, validateWith } from '../forms';
import { useT } from '../i18n';
import { useOnceAction } from '../once';

const ForgotPasswordMutation = graphql(`
  mutation ForgotPassword($email: String!, $captcha: String) {
    forgotPassword(email: $email, captcha: $captcha) {
      message
    }
  }
`);

export interface ForgotPasswordModalProps {
  opened: boolean;
  onClose: () => void;
  onBackToLogin: () => void;
}

export function ForgotPasswordModal({ opened, onClose, onBackToLogin }: ForgotPasswordModalProps) {
  const [forgotPassword] = useMutation(ForgotPasswordMutation);
  const t = useT();
  // The request's Idempotency-Key, kept for a retry for the same address (app/once.ts).
  const once = useOnceAction();
  const [sent, setSent] = useState<string | null>(null);

  const close = () => {
    setSent(null);
    onClose();
  };

  const onSubmit = async (values: { email?: string; captcha?: string }) => {
    try {
      const variables = { email: values.email!.trim(), captcha: values.captcha ?? null };
      const sent = await once.run(variables, (key) => forgotPassword({ variables, context: { ...key, pageStates: ['BAD_USER_INPUT'] } }));
      const data = sent?.data;
      if (data) setSent(data.forgotPassword.message);
      return undefined;
    } catch (error) {
      return submitErrors(error);
    }
  };

  return (
    <Modal opened={opened} onClose={close} title={t(AUTH_TEXTS, 'forgotTitle')} size="md">
      {sent ? (
        <Stack gap="md">
          <Alert color="sage" variant="light" role="status">
            {sent}
          </Alert>
          <Button
            variant="outline"
            onClick={() => {
              setSent(null);
              onBackToLogin();
            }}
          >
            {t(AUTH_TEXTS, 'backToLogin')}
          </Button>
        </Stack>
      ) : (
        <Form<{ email?: string; captcha?: string }> onSubmit={onSubmit} validate={validateWith(forgotPasswordRule)}>
          {({ handleSubmit, submitting }) => (
            <form onSubmit={handleSubmit} noValidate aria-label={t(AUTH_TEXTS, 'forgotTitle')}>
              <Stack gap="md">
                <Text size="sm" c="stone.7">
                  {t(AUTH_TEXTS, 'forgotLead')}
                </Text>
                <Field<string> name="email">
                  {({ input, meta }) => (
                    <TextInput
                      {...input}
                      type="email"
                      label={t(AUTH_TEXTS, 'emailId')}
                      autoComplete="email"
                      error={fieldError(meta)}
                      data-autofocus
                    />
                  )}
                </Field>
                <Captcha />
                <Button type="submit" loading={submitting} fullWidth size="md">
                  {t(AUTH_TEXTS, 'sendResetLink')}
                </Button>
                <Anchor component="button" type="button" size="sm" onClick={onBackToLogin} ta="center">
                  {t(AUTH_TEXTS, 'backToLogin')}
                </Anchor>
              </Stack>
            </form>
          )}
        </Form>
      )}
    </Modal>
  );
}
