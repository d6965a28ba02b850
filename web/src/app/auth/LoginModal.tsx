import { useEffect, useState } from 'react';
import { Alert, Anchor, Button, Checkbox, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@apollo/client/react';
import { FORM_ERROR } from 'final-form';
import { Field, Form } from 'react-final-form';
import { useLocation, useNavigate } from 'react-router';
import { AUTH_TEXTS, loginRule, MESSAGES, roleFromGraphQL, roleToGraphQL, t, type MessageKey, type Role } from '@memorial/schema';
import { graphql } from '../../gql';
import { describeError } from '../errors';
import { useT } from '../i18n';
import { Captcha } from '../Captcha';
import { fieldError, submitErrors, validateWith } from '../forms';
import { notifySuccess } from '../notify';
import { PasswordInput } from '../PasswordInput';
import { homeFor, sessionStore } from '../session';

const LoginMutation = graphql(`
  mutation Login($role: Role!, $email: String!, $password: String!, $remember: Boolean!, $captcha: String) {
    login(role: $role, email: $email, password: $password, remember: $remember, captcha: $captcha) {
      token
      role
      isNewUser
      expiresAt
      language
    }
  }
`);

interface LoginValues {
  email?: string;
  password?: string;
  remember?: boolean;
  captcha?: string;
}

/** Failures the form shows itself rather than as a notification or a dialog; '400' is a bare HTTP 400 without GraphQL errors. */
const FORM_CODES = ['INVALID_CREDENTIALS', 'BAD_USER_INPUT', 'RATE_LIMITED', '400'] as const;

/** The title of each role's login (its key in AUTH_TEXTS). */
export const LOGIN_TITLE: Record<Role, MessageKey<typeof AUTH_TEXTS>> = {
  arranger: 'familyLoginTitle',
  admin: 'staffLoginTitle',
  'cl-arranger': 'staffLoginTitle',
};

export interface LoginModalProps {
  opened: boolean;
  onClose: () => void;
  /** The role this door signs in as: the landing screen is the family's, /administrator the admin's. */
  role: Role;
  onForgotPassword: () => void;
  /** Where to go once signed in, instead of the role's home (the memorial page's own Login button). */
  next?: string;
}

/** Signing in as `role`: the session, then the role's home or `next`; a refusal the form shows, and the captcha once asked for. */
function useLogin(role: Role, next: string | undefined) {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const [login] = useMutation(LoginMutation);
  // After repeated failures the gateway asks for a solved captcha (BAD_USER_INPUT on captcha): from then on the form shows it.
  const [captchaAsked, setCaptchaAsked] = useState(false);

  const onSubmit = async (values: LoginValues) => {
    try {
      const { data } = await login({
        variables: {
          role: roleToGraphQL(role),
          email: values.email!.trim(),
          password: values.password!,
          remember: !!values.remember,
          ...(captchaAsked ? { captcha: values.captcha ?? null } : {}),
        },
        context: { pageStates: FORM_CODES },
      });
      if (!data) return { [FORM_ERROR]: t(AUTH_TEXTS, 'loginFallback') };
      const signedInAs = roleFromGraphQL(data.login.role);
      const session = {
        token: data.login.token,
        role: signedInAs,
        isNewUser: data.login.isNewUser,
        remember: !!values.remember,
        expiresAt: data.login.expiresAt,
        language: data.login.language,
      };
      if (!next) {
        sessionStore.signIn(session);
        void navigate(homeFor(signedInAs, data.login.isNewUser), { replace: true });
      } else if (next === `${pathname}${search}`) {
        // Already there: no navigation would arrive to sign in on; the role redirects take it from here.
        sessionStore.signIn(session);
      } else {
        // Signed in once the page shows `next`: the role redirects of the page being left would otherwise race this navigation.
        sessionStore.signInOnArrival(next, session);
        void navigate(next, { replace: true });
      }
      notifySuccess(t(MESSAGES, 'loggedIn'));
      return undefined;
    } catch (error) {
      const failure = describeError(error);
      if (!failure.code || !(FORM_CODES as readonly string[]).includes(failure.code)) return undefined; // already notified
      // A refused login (the spec's 400) shows the server's message or the fallback, and refreshes the session.
      sessionStore.clearWarnings();
      const asked = (error as { errors?: { extensions?: { fieldErrors?: Record<string, unknown> } }[] }).errors?.[0]?.extensions
        ?.fieldErrors?.['captcha'];
      if (asked) setCaptchaAsked(true);
      return submitErrors(error, { fallback: failure.message || t(AUTH_TEXTS, 'loginFallback') });
    }
  };

  return { onSubmit, captchaAsked };
}

export function LoginModal({ opened, onClose, role, onForgotPassword, next }: LoginModalProps) {
  const { onSubmit, captchaAsked } = useLogin(role, next);
  const t = useT();
  const title = t(AUTH_TEXTS, LOGIN_TITLE[role]);
  // Mounted closed, open from the next render: Mantine notes the element focused (the Login button) when `opened`
  // turns true and gives focus back to it on close (Escape); a Modal mounted open (loaded on the click) would not.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);

  return (
    <Modal opened={opened && mounted} onClose={onClose} title={title} size="md">
      <Form<LoginValues> onSubmit={onSubmit} validate={validateWith(loginRule)} initialValues={{ remember: false }}>
        {({ handleSubmit, submitting, submitError }) => (
          <form onSubmit={handleSubmit} noValidate aria-label={title}>
            <Stack gap="md">
              <Text size="sm" c="stone.7">
                {t(AUTH_TEXTS, role === 'arranger' ? 'familyLoginLead' : 'staffLoginLead')}
              </Text>
              {submitError && (
                <Alert color="red" variant="light" role="alert" title={t(MESSAGES, 'errorTitle')}>
                  {submitError as string}
                </Alert>
              )}
              <LoginFields onForgotPassword={onForgotPassword} />
              {captchaAsked && <Captcha />}
              <Button type="submit" loading={submitting} fullWidth size="md">
                {t(AUTH_TEXTS, 'login')}
              </Button>
            </Stack>
          </form>
        )}
      </Form>
    </Modal>
  );
}

/** The e-mail, the password, Remember me and Forgot password?. */
function LoginFields({ onForgotPassword }: Pick<LoginModalProps, 'onForgotPassword'>) {
  const t = useT();
  return (
    <>
      <Field<string> name="email">
        {({ input, meta }) => (
          <TextInput
            {...input}
            type="email"
            label={t(AUTH_TEXTS, 'email')}
            autoComplete="username"
            placeholder={t(AUTH_TEXTS, 'emailPlaceholder')}
            error={fieldError(meta)}
            data-autofocus
          />
        )}
      </Field>
      <Field<string> name="password">
        {({ input, meta }) => (
          <PasswordInput {...input} label={t(AUTH_TEXTS, 'password')} autoComplete="current-password" error={fieldError(meta)} />
        )}
      </Field>
      <Group justify="space-between" align="center">
        <Field<boolean> name="remember" type="checkbox">
          {({ input }) => (
            <Checkbox checked={!!input.checked} onChange={input.onChange} name={input.name} label={t(AUTH_TEXTS, 'rememberMe')} />
          )}
        </Field>
        <Anchor component="button" type="button" size="sm" onClick={onForgotPassword}>
          {t(AUTH_TEXTS, 'forgotPassword')}
        </Anchor>
      </Group>
    </>
  );
}
