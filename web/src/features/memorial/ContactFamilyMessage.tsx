import { useState } from 'react';
import { Button, Stack, Text } from '@mantine/core';
import { useMutation } from '@apollo/client/react';
import { Form, type FormRenderProps } from 'react-final-form';
import { FORM_ERROR, type FormApi } from 'final-form';
import { CONTACT_MESSAGE_MAX, CONTACT_MESSAGES, MEMORIAL_DIALOG_TEXTS, MEMORIAL_TEXTS } from '@memorial/schema';
import { useT } from '../../app/i18n';
import { graphql } from '../../gql';
import { Captcha } from '../../app/Captcha';
import { TextAreaField, TextField, Watch } from '../../app/fields';
import { describeError } from '../../app/errors';
import { submitErrors, useLazyValidate } from '../../app/forms';
import { notifySuccess } from '../../app/notify';
import { useSession } from '../../app/session';
import { useOnceAction } from '../../app/once';

const SendFamilyMessageMutation = graphql(`
  mutation SendFamilyMessage($opi: String!, $input: FamilyMessageInput!) {
    sendFamilyMessage(opi: $opi, input: $input) {
      message
    }
  }
`);

interface Values {
  email: string;
  message: string;
  captcha?: string;
}

const FORM_CODES = ['BAD_USER_INPUT', 'FORBIDDEN'] as const;

/** The spec's rules, loaded when the form is first used; the captcha field checks itself (verify captcha) while it is shown. */
const loadValidate = async () => (await import('./visitorFormRules')).validateContactFamily;

/** Characters as the rule counts them (an emoji is one). */
const length = (s: string | undefined) => [...(s ?? '')].length;

/**
 * Contact Family's form (memorial-portal 2, 4 Forms, 5): the visitor's e-mail and a message of at most 500
 * characters, sent to the family arrangers. The captcha appears once a field is edited; Send stays disabled until the
 * form is valid and the captcha solved, and again after success.
 */
export function ContactFamilyMessage({ opi }: { opi: string }) {
  const [send] = useMutation(SendFamilyMessageMutation);
  // The message's Idempotency-Key, kept for a retry of the same message (app/once.ts).
  const once = useOnceAction();
  // A visitor proves to be a person; a signed-in person's account answers for the message.
  const visitor = !useSession().token;
  const { validate, start } = useLazyValidate(loadValidate);
  const t = useT();

  const onSubmit = async (values: Values, form: FormApi<Values>) => {
    try {
      const variables = { opi, input: { email: values.email.trim(), message: values.message, captcha: values.captcha ?? null } };
      const sent = await once.run(variables, (key) =>
        // Refused input shows under its fields, a form the family has just hidden in the form (not as Access Denied:
        // the visitor is not signed in); other refusals (too many messages) are notified.
        send({ variables, context: { ...key, pageStates: FORM_CODES } }),
      );
      if (!sent) return undefined;
      const { data } = sent;
      notifySuccess(data?.sendFamilyMessage.message ?? t(CONTACT_MESSAGES, 'sent'));
      // Emptied, the form is invalid again: Send is disabled until a new message (and a new captcha).
      setTimeout(() => form.restart({ email: '', message: '' }));
      return undefined;
    } catch (error) {
      const failure = describeError(error);
      if (failure.code === 'FORBIDDEN') return { [FORM_ERROR]: failure.message ?? t(CONTACT_MESSAGES, 'closed') };
      return submitErrors(error);
    }
  };

  return (
    <Form<Values> onSubmit={onSubmit} validate={validate} initialValues={{ email: '', message: '' }}>
      {(props) => <ContactFields {...props} captcha={visitor} onUse={start} />}
    </Form>
  );
}

function ContactFields({
  handleSubmit,
  submitting,
  hasValidationErrors,
  hasSubmitErrors,
  dirtySinceLastSubmit,
  dirty,
  submitError,
  captcha,
  onUse,
}: FormRenderProps<Values> & { captcha: boolean; onUse: () => void }) {
  // Shown once a field is edited (memorial-portal 4, Forms), and kept while the message is written.
  const [edited, setEdited] = useState(false);
  const t = useT();
  if (dirty && !edited) setEdited(true);
  return (
    <form onSubmit={handleSubmit} onFocus={onUse} onInput={onUse} noValidate aria-label={t(MEMORIAL_TEXTS, 'contactFamily')}>
      <Stack gap="sm">
        <Text size="sm" c="stone.8">
          {t(MEMORIAL_DIALOG_TEXTS, 'contactLead')}
        </Text>
        <TextField name="email" label={t(MEMORIAL_TEXTS, 'email')} type="email" autoComplete="email" inputMode="email" required />
        <TextAreaField name="message" label={t(MEMORIAL_TEXTS, 'message')} required />
        <Watch name="message">
          {(message) => (
            <Text size="xs" c={length(message) > CONTACT_MESSAGE_MAX ? 'red.8' : 'stone.7'} mt={-6} aria-live="polite">
              {t(MEMORIAL_DIALOG_TEXTS, 'characters', { count: length(message), max: CONTACT_MESSAGE_MAX })}
            </Text>
          )}
        </Watch>
        {captcha && edited ? <Captcha /> : null}
        {submitError ? (
          <Text size="sm" c="red.8" role="alert">
            {submitError}
          </Text>
        ) : null}
        {/* final-form's `invalid` stays true while a refusal is shown; a change since (a new captcha) allows another try. */}
        <Button
          type="submit"
          loading={submitting}
          disabled={submitting || hasValidationErrors || (hasSubmitErrors && !dirtySinceLastSubmit)}
        >
          {t(MEMORIAL_DIALOG_TEXTS, 'sendMessage')}
        </Button>
      </Stack>
    </form>
  );
}
