import { afterEach, describe, expect, it } from 'vitest';
import { graphql, HttpResponse } from 'msw';
import { within } from '@testing-library/react';
import { MESSAGES, translate } from '@memorial/schema';
import { localeStore } from '../i18n';
import { sessionStore } from '../session';
import { server } from '../../test/server';
import { gqlError } from '../../test/fixtures';
import { expectPath, renderApp, screen } from '../../test/render';
import { solveCaptchaWidget, SOLVED_CAPTCHA } from '../../test/captcha';

const emptyCases = () =>
  graphql.query('DashboardPage', () =>
    HttpResponse.json({ data: { myCases: { __typename: 'MyCases', activeCases: [], closedCases: [] } } }),
  );

function loginAnswers(result: { role: 'arranger' | 'admin' | 'cl_arranger'; isNewUser?: boolean }, seen: Record<string, unknown>[] = []) {
  server.use(
    graphql.mutation('Login', ({ variables }) => {
      seen.push(variables);
      return HttpResponse.json({
        data: {
          login: {
            __typename: 'LoginResult',
            token: 'jwt-abc',
            role: result.role,
            isNewUser: result.isNewUser ?? false,
            expiresAt: '2099-01-01T00:00:00.000Z',
          },
        },
      });
    }),
  );
  return seen;
}

async function openLogin(path = '/') {
  const app = renderApp(path);
  const dialog = await screen.findByRole('dialog', { name: path === '/' ? 'Login to your Family Website' : 'Staff Login' });
  return { ...app, dialog };
}

describe('the login modal', () => {
  it('opens on the landing screen and shows the spec messages for empty and malformed input', async () => {
    const { user, dialog } = await openLogin();
    await user.click(within(dialog).getByRole('button', { name: 'Login' }));
    expect(await within(dialog).findByText('Email-Id is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Password is required')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Email'), 'not-an-email');
    await user.tab();
    expect(await within(dialog).findByText('Invalid Email')).toBeInTheDocument();
    expect(within(dialog).queryByText('Email-Id is required')).not.toBeInTheDocument();
  });

  it('signs an arranger in: session storage, role cookie, success notification, then /app', async () => {
    const seen = loginAnswers({ role: 'arranger' });
    server.use(emptyCases());
    const { user, dialog, currentPath } = await openLogin();

    await user.type(within(dialog).getByLabelText('Email'), 'arranger@demo.test');
    await user.type(within(dialog).getByLabelText('Password'), 'memorial-demo');
    await user.click(within(dialog).getByRole('button', { name: 'Login' }));

    await expectPath(currentPath, '/app');
    expect(await screen.findByText(MESSAGES.loggedIn)).toBeInTheDocument();
    expect(seen).toEqual([{ role: 'arranger', email: 'arranger@demo.test', password: 'memorial-demo', remember: false }]);
    expect(sessionStorage.getItem('token')).toBe('jwt-abc');
    expect(sessionStorage.getItem('role')).toBe('arranger');
    expect(localStorage.getItem('token')).toBeNull();
    expect(document.cookie).toContain('role=arranger');
    expect(await screen.findByRole('heading', { name: 'My Arrangements' })).toBeInTheDocument();
  });

  it('keeps a remembered session in local storage', async () => {
    const seen = loginAnswers({ role: 'arranger' });
    server.use(emptyCases());
    const { user, dialog, currentPath } = await openLogin();

    await user.type(within(dialog).getByLabelText('Email'), 'arranger@demo.test');
    await user.type(within(dialog).getByLabelText('Password'), 'memorial-demo');
    await user.click(within(dialog).getByLabelText('Remember me'));
    await user.click(within(dialog).getByRole('button', { name: 'Login' }));

    await expectPath(currentPath, '/app');
    expect(seen[0]).toMatchObject({ remember: true });
    expect(localStorage.getItem('token')).toBe('jwt-abc');
    expect(localStorage.getItem('role')).toBe('arranger');
    expect(sessionStorage.getItem('token')).toBeNull();
  });

  it('sends a new user to the first-time /profile, which asks for the Personal Details', async () => {
    loginAnswers({ role: 'arranger', isNewUser: true });
    server.use(
      graphql.query('ProfilePage', () =>
        HttpResponse.json({
          data: {
            me: {
              __typename: 'User',
              id: 4,
              title: 'Mrs',
              firstName: 'Catherine',
              middleName: null,
              lastName: 'Reyes',
              email: 'new@demo.test',
              isNewUser: true,
            },
          },
        }),
      ),
    );
    const { user, dialog, currentPath } = await openLogin();
    await user.type(within(dialog).getByLabelText('Email'), 'new@demo.test');
    await user.type(within(dialog).getByLabelText('Password'), 'memorial-demo');
    await user.click(within(dialog).getByRole('button', { name: 'Login' }));

    await expectPath(currentPath, '/profile');
    expect(await screen.findByRole('heading', { name: 'Welcome, Catherine' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'SAVE AND CONTINUE' })).toBeInTheDocument();
  });

  it('signs an admin in from /administrator and a cl-arranger from /cl-arranger, both to /admin', async () => {
    const seen = loginAnswers({ role: 'admin' });
    const admin = await openLogin('/administrator');
    await admin.user.type(within(admin.dialog).getByLabelText('Email'), 'admin@demo.test');
    await admin.user.type(within(admin.dialog).getByLabelText('Password'), 'memorial-demo');
    await admin.user.click(within(admin.dialog).getByRole('button', { name: 'Login' }));
    await expectPath(admin.currentPath, '/admin');
    expect(seen[0]).toMatchObject({ role: 'admin' });
    expect(await screen.findByRole('heading', { name: 'Staff Area' })).toBeInTheDocument();
    admin.unmount();
    sessionStorage.clear();

    const staffSeen = loginAnswers({ role: 'cl_arranger' });
    sessionStore.reload();
    const staff = await openLogin('/cl-arranger');
    await staff.user.type(within(staff.dialog).getByLabelText('Email'), 'staff@demo.test');
    await staff.user.type(within(staff.dialog).getByLabelText('Password'), 'memorial-demo');
    await staff.user.click(within(staff.dialog).getByRole('button', { name: 'Login' }));
    await expectPath(staff.currentPath, '/admin');
    expect(staffSeen[0]).toMatchObject({ role: 'cl_arranger' });
    expect(sessionStorage.getItem('role')).toBe('cl-arranger');
  });

  it('shows a login failure in the form, not as the session expiry dialog', async () => {
    server.use(
      graphql.mutation('Login', () =>
        HttpResponse.json({ data: null, errors: [gqlError(MESSAGES.invalidCredentials, 'INVALID_CREDENTIALS')] }),
      ),
    );
    const { user, dialog, currentPath } = await openLogin();
    await user.type(within(dialog).getByLabelText('Email'), 'arranger@demo.test');
    await user.type(within(dialog).getByLabelText('Password'), 'wrong-password');
    await user.click(within(dialog).getByRole('button', { name: 'Login' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(MESSAGES.invalidCredentials);
    expect(screen.queryByText(MESSAGES.sessionExpiredDialog)).not.toBeInTheDocument();
    expect(currentPath()).toBe('/');
    expect(sessionStorage.getItem('token')).toBeNull();
  });

  it.each([
    ['a GraphQL error without a message', (): Response => HttpResponse.json({ data: null, errors: [gqlError('', 'BAD_USER_INPUT')] })],
    ['a bare HTTP 400', (): Response => new Response('Bad Request', { status: 400, statusText: 'Bad Request' })],
  ] as const)('shows the spec fallback in the form for a refused login without a message (%s)', async (_case, answer) => {
    server.use(graphql.mutation('Login', answer));
    const { user, dialog } = await openLogin();
    await user.type(within(dialog).getByLabelText('Email'), 'arranger@demo.test');
    await user.type(within(dialog).getByLabelText('Password'), 'memorial-demo');
    await user.click(within(dialog).getByRole('button', { name: 'Login' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Oops! something went wrong..');
    // In the form only: no error notification besides it.
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(sessionStorage.getItem('token')).toBeNull();
  });
});

describe('a login the gateway asks to verify', () => {
  it('shows the captcha once asked (BAD_USER_INPUT on captcha) and sends its solution with the next try', async () => {
    const seen: Record<string, unknown>[] = [];
    server.use(
      emptyCases(),
      graphql.mutation('Login', ({ variables }) => {
        seen.push(variables);
        if (!variables['captcha']) {
          return HttpResponse.json({
            data: null,
            errors: [
              {
                ...gqlError(MESSAGES.verifyCaptcha, 'BAD_USER_INPUT'),
                extensions: { code: 'BAD_USER_INPUT', fieldErrors: { captcha: MESSAGES.verifyCaptcha } },
              },
            ],
          });
        }
        return HttpResponse.json({
          data: {
            login: {
              __typename: 'LoginResult',
              token: 'jwt-abc',
              role: 'arranger',
              isNewUser: false,
              expiresAt: '2099-01-01T00:00:00.000Z',
            },
          },
        });
      }),
    );
    const { user, dialog, currentPath } = await openLogin();
    expect(within(dialog).queryByRole('group', { name: 'Verification' })).not.toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Email'), 'arranger@demo.test');
    await user.type(within(dialog).getByLabelText('Password'), 'memorial-demo');
    await user.click(within(dialog).getByRole('button', { name: 'Login' }));

    expect(await within(dialog).findByRole('group', { name: 'Verification' })).toBeInTheDocument();
    expect(await within(dialog).findByText(MESSAGES.verifyCaptcha)).toBeInTheDocument();
    await solveCaptchaWidget(dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Login' }));
    await expectPath(currentPath, '/app');
    expect(seen).toEqual([
      { role: 'arranger', email: 'arranger@demo.test', password: 'memorial-demo', remember: false },
      { role: 'arranger', email: 'arranger@demo.test', password: 'memorial-demo', remember: false, captcha: SOLVED_CAPTCHA },
    ]);
  });
});

describe('forgot and reset password', () => {
  it('asks for the e-mail, calls forgotPassword and shows the message it returns', async () => {
    const emails: unknown[] = [];
    server.use(
      graphql.mutation('ForgotPassword', ({ variables }) => {
        emails.push([variables['email'], variables['captcha']]);
        return HttpResponse.json({ data: { forgotPassword: { __typename: 'MessageResult', message: MESSAGES.forgotPasswordSent } } });
      }),
    );
    const { user, dialog } = await openLogin();
    await user.click(within(dialog).getByRole('button', { name: 'Forgot password?' }));
    const forgot = await screen.findByRole('dialog', { name: 'Forgot Password' });
    await user.click(within(forgot).getByRole('button', { name: 'Send Reset Link' }));
    expect(await within(forgot).findByText('E-mail Id is required')).toBeInTheDocument();

    // The captcha is asked for too, in the spec's words, and labelled for assistive technology.
    expect(within(forgot).getByText(MESSAGES.verifyCaptcha)).toHaveAttribute('role', 'alert');
    expect(within(forgot).getByRole('group', { name: 'Verification' })).toHaveAccessibleDescription(MESSAGES.verifyCaptcha);

    await user.type(within(forgot).getByLabelText('E-mail Id'), 'arranger@demo.test');
    await user.click(within(forgot).getByRole('button', { name: 'Send Reset Link' }));
    expect(emails).toEqual([]);
    await solveCaptchaWidget(forgot);
    expect(within(forgot).queryByText(MESSAGES.verifyCaptcha)).not.toBeInTheDocument();
    await user.click(within(forgot).getByRole('button', { name: 'Send Reset Link' }));
    expect(await within(forgot).findByText(MESSAGES.forgotPasswordSent)).toBeInTheDocument();
    expect(emails).toEqual([['arranger@demo.test', SOLVED_CAPTCHA]]);
  });

  it('opens the reset form for ?resetToken=, checks 6 to 20 characters and saves the new password', async () => {
    const calls: Record<string, unknown>[] = [];
    server.use(
      graphql.query('VerifyResetToken', ({ variables }) =>
        HttpResponse.json({ data: { verifyResetToken: variables['token'] === 'tok-123' } }),
      ),
      graphql.mutation('ResetPassword', ({ variables }) => {
        calls.push(variables);
        return HttpResponse.json({ data: { resetPassword: { __typename: 'MessageResult', message: MESSAGES.passwordReset } } });
      }),
    );
    const { user } = renderApp('/?resetToken=tok-123');
    const reset = await screen.findByRole('dialog', { name: 'Choose a New Password' });
    expect(screen.queryByRole('dialog', { name: 'Login to your Family Website' })).not.toBeInTheDocument();

    await user.type(await within(reset).findByLabelText('New Password'), 'abc');
    await user.type(within(reset).getByLabelText('Confirm Password'), 'abd');
    await user.click(within(reset).getByRole('button', { name: 'Save New Password' }));
    expect(await within(reset).findByText('Password has to be longer than 6 characters!')).toBeInTheDocument();
    expect(within(reset).getByText(MESSAGES.passwordsMustMatch)).toBeInTheDocument();

    await user.clear(within(reset).getByLabelText('New Password'));
    await user.type(within(reset).getByLabelText('New Password'), 'x'.repeat(21));
    expect(await within(reset).findByText('Password has to be shorter than 20 characters!')).toBeInTheDocument();

    await user.clear(within(reset).getByLabelText('New Password'));
    await user.type(within(reset).getByLabelText('New Password'), 'a-new-secret');
    await user.clear(within(reset).getByLabelText('Confirm Password'));
    await user.type(within(reset).getByLabelText('Confirm Password'), 'a-new-secret');
    await user.click(within(reset).getByRole('button', { name: 'Save New Password' }));

    expect(await screen.findByText(MESSAGES.passwordReset)).toBeInTheDocument();
    expect(calls).toEqual([{ token: 'tok-123', password: 'a-new-secret' }]);
    expect(await screen.findByRole('dialog', { name: 'Login to your Family Website' })).toBeInTheDocument();
  });

  it('says when the reset link can no longer be used', async () => {
    server.use(graphql.query('VerifyResetToken', () => HttpResponse.json({ data: { verifyResetToken: false } })));
    renderApp('/?resetToken=used');
    const reset = await screen.findByRole('dialog', { name: 'Choose a New Password' });
    expect(await within(reset).findByText(MESSAGES.resetLinkInvalid)).toBeInTheDocument();
  });
});

describe('the login modal in Spanish', () => {
  afterEach(async () => {
    await localeStore.set('en');
  });

  it('labels the landing screen and the form in Spanish, and checks the fields in Spanish', async () => {
    await localeStore.set('es');
    const { user } = renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Honrar una vida, juntos' })).toBeInTheDocument();
    const dialog = await screen.findByRole('dialog', { name: 'Iniciar sesión en su sitio web familiar' });
    expect(within(dialog).getByLabelText('Correo electrónico')).toHaveAttribute('placeholder', 'nombre@ejemplo.com');
    expect(within(dialog).getByLabelText('Contraseña')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Recordarme')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: '¿Olvidó su contraseña?' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Iniciar sesión' }));
    expect(await within(dialog).findByText('El correo electrónico es obligatorio')).toBeInTheDocument();
    expect(within(dialog).getByText('La contraseña es obligatoria')).toBeInTheDocument();
  });

  it('asks the gateway in Spanish and shows its refusal in Spanish', async () => {
    const spanish = translate('es', MESSAGES, 'invalidCredentials');
    expect(spanish).toBe('No autorizado. Escriba sus datos de acceso correctos');
    const asked: (string | null)[] = [];
    server.use(
      graphql.mutation('Login', ({ request }) => {
        const language = request.headers.get('accept-language');
        asked.push(language);
        const message = language?.startsWith('es') ? spanish : MESSAGES.invalidCredentials;
        return HttpResponse.json({ data: null, errors: [gqlError(message, 'INVALID_CREDENTIALS')] });
      }),
    );
    await localeStore.set('es');
    const { user } = renderApp('/');
    const dialog = await screen.findByRole('dialog', { name: 'Iniciar sesión en su sitio web familiar' });
    await user.type(within(dialog).getByLabelText('Correo electrónico'), 'arranger@demo.test');
    await user.type(within(dialog).getByLabelText('Contraseña'), 'wrong-password');
    await user.click(within(dialog).getByRole('button', { name: 'Iniciar sesión' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(spanish);
    expect(asked).toEqual([expect.stringMatching(/^es/)]);
  });
});
