import { useState } from 'react';
import { Button, Stack, Text, TextInput } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { Field, Form } from 'react-final-form';
import { MEMORIAL_TEXTS, SUBSCRIPTION_MESSAGES } from '@memorial/schema';
import { useT } from '../../app/i18n';
import { graphql } from '../../gql';
import { fieldError, submitErrors, useLazyValidate } from '../../app/forms';
import { notifySuccess } from '../../app/notify';
import { Captcha } from '../../app/Captcha';
import { browserTimeZone } from '../../app/timezone';
import { useOnceAction } from '../../app/once';

const SubscribeCheckQuery = graphql(`
  query SubscribeCheck($opi: String!) {
    subscribeCheck(opi: $opi) {
      captchaRequired
      allowed
    }
  }
`);

const SubscribeMutation = graphql(`
  mutation Subscribe($opi: String!, $input: SubscribeInput!) {
    subscribe(opi: $opi, input: $input) {
      message
    }
  }
`);

interface Values {
  email?: string;
  captcha?: string;
}

const loadValidate = async () => (await import('./visitorFormRules')).validateSubscribe;

/**
 * Stay Updated's form: the captcha appears once a field is edited (visitors only); Subscribe is enabled when the form
 * is valid and the captcha solved, and disabled again after success.
 */
export function StayUpdatedForm({ opi }: { opi: string }) {
  const { data } = useQuery(SubscribeCheckQuery, { variables: { opi }, fetchPolicy: 'network-only' });
  const [subscribe] = useMutation(SubscribeMutation);
  // The subscription's Idempotency-Key, kept for a retry of the same address (app/once.ts).
  const once = useOnceAction();
  const [done, setDone] = useState(false);
  const t = useT();
  const { validate, start } = useLazyValidate(loadValidate);
  const captchaRequired = data?.subscribeCheck.captchaRequired ?? true;

  const onSubmit = async (values: Values) => {
    try {
      const variables = { opi, input: { email: values.email!.trim(), captcha: values.captcha ?? null, timeZone: browserTimeZone() } };
      const sent = await once.run(variables, (key) => subscribe({ variables, context: { ...key, pageStates: ['BAD_USER_INPUT'] } }));
      const result = sent?.data;
      if (result) {
        setDone(true);
        notifySuccess(result.subscribe.message);
      }
      return undefined;
    } catch (error) {
      return submitErrors(error, { unshown: captchaRequired ? [] : ['captcha'] });
    }
  };

  return (
    <Form<Values> onSubmit={onSubmit} validate={validate}>
      {({ handleSubmit, submitting, valid, dirty, values, submitError }) => (
        <form onSubmit={handleSubmit} onFocus={start} onInput={start} noValidate aria-label={t(MEMORIAL_TEXTS, 'stayUpdated')}>
          <Stack gap="sm">
            <Field<string> name="email">
              {({ input, meta }) => (
                <TextInput
                  {...input}
                  type="email"
                  label={t(MEMORIAL_TEXTS, 'email')}
                  autoComplete="email"
                  required
                  error={fieldError(meta)}
                  disabled={done}
                />
              )}
            </Field>
            {captchaRequired && (dirty || !!values.captcha) && !done && <Captcha name="captcha" />}
            {submitError && (
              <Text size="sm" c="red.8" role="alert">
                {submitError}
              </Text>
            )}
            {done && (
              <Text size="sm" c="sage.9" role="status">
                {t(SUBSCRIPTION_MESSAGES, 'subscribed')}
              </Text>
            )}
            <Button
              type="submit"
              loading={submitting}
              disabled={done || !valid || (captchaRequired && !values.captcha) || data?.subscribeCheck.allowed === false}
            >
              {t(MEMORIAL_TEXTS, 'subscribe')}
            </Button>
          </Stack>
        </form>
      )}
    </Form>
  );
}
