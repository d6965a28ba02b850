import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import { RESET_MAILS } from './identity.service.js';
import { LOGIN_LIMITS } from '../../abuse/index.js';
import { solveCaptcha } from '../../test/captcha.js';
import { cloneUser, DEMO, DEMO_PASSWORD, graphqlRole, OPI, startTestGateway, type RoleName, type TestGateway } from '../../test/gateway.js';
import { expectRestError, expectRestSuccess, gqlData, gqlError, resetTokenFrom } from '../../test/expect.js';

const LOGIN =
  'mutation ($role: Role!, $email: String!, $password: String!, $remember: Boolean, $captcha: String) { login(role: $role, email: $email, password: $password, remember: $remember, captcha: $captcha) { token role isNewUser expiresAt } }';
const INVALID_CREDENTIALS = 'Unauthorized. Please enter valid credentials';
const TOO_MANY = 'Too many failed attempts. Please wait 15 minutes and try again.';
const RESET_INVALID = 'This password reset link is invalid or has expired.';

let gw: TestGateway;
// The tests come from many addresses through a proxy on this machine: X-Forwarded-For is believed from loopback only.
beforeAll(async () => {
  gw = await startTestGateway({ env: { TRUST_PROXY: 'loopback' } });
});
afterAll(() => gw?.stop());

/** Throttling counts per address; each test that fails logins on purpose comes from its own. */
let nextAddress = 1;
const fromAddress = () => ({ 'x-forwarded-for': `10.20.0.${nextAddress++}` });

const gqlLogin = (
  email: string,
  role: RoleName,
  password = DEMO_PASSWORD,
  extra: { remember?: boolean; headers?: Record<string, string>; captcha?: string } = {},
) =>
  gw.gql(LOGIN, { role: graphqlRole(role), email, password, remember: extra.remember, captcha: extra.captcha }, undefined, extra.headers);
const VERIFY_CAPTCHA = 'verify captcha';
const restLogin = (
  email: string,
  role: RoleName,
  password = DEMO_PASSWORD,
  extra: { body?: Record<string, unknown>; headers?: Record<string, string> } = {},
) => gw.rest('POST', `/auth/${role}/login`, { email, password, ...extra.body }, undefined, extra.headers);

describe('login', () => {
  const roles: Array<[string, RoleName]> = [
    [DEMO.arranger, 'arranger'],
    [DEMO.admin, 'admin'],
    [DEMO.staff, 'cl-arranger'],
  ];

  for (const [email, role] of roles) {
    it(`${role} signs in through GraphQL and REST and answers token, role and isNewUser`, async () => {
      const g = gqlData(await gqlLogin(email, role)).login;
      expect(g).toEqual({ token: expect.any(String), role: graphqlRole(role), isNewUser: false, expiresAt: expect.any(String) });
      const r = expectRestSuccess(await restLogin(email, role), 200, 'User Logged In Successfully');
      expect(r).toEqual({ token: expect.any(String), role, isNewUser: false, expiresAt: expect.any(String) });
      for (const token of [g.token, r.token]) {
        expect(decodeJwt(token)).toMatchObject({ role, iss: gw.config.JWT_ISSUER, aud: gw.config.JWT_AUDIENCE });
        expect(gqlData(await gw.gql<{ me: { email: string } }>('{ me { email } }', {}, token)).me.email).toBe(email);
      }
    });
  }

  it('answers isNewUser true for a person who has not signed in before', async () => {
    await cloneUser(gw, DEMO.arranger, 'new-family@demo.test', { isNewUser: true });
    expect(gqlData(await gqlLogin('new-family@demo.test', 'arranger')).login.isNewUser).toBe(true);
  });

  it('accepts the address in any case and with spaces around it', async () => {
    expect(gqlData(await gqlLogin('  Arranger@Demo.TEST ', 'arranger')).login.role).toBe('arranger');
  });

  it('gives a wrong password, a role the person does not hold and an unknown account the same answer', async () => {
    // A fresh account per attempt, so no account reaches its throttling limit here.
    const attempts = [
      ['same-answer-1@demo.test', 'arranger', 'wrong-password'],
      ['same-answer-2@demo.test', 'admin', DEMO_PASSWORD],
      ['same-answer-3@demo.test', 'cl-arranger', DEMO_PASSWORD],
      ['nobody-here@demo.test', 'arranger', DEMO_PASSWORD],
    ] as const;
    for (const [email] of attempts.slice(0, 3)) await cloneUser(gw, DEMO.arranger, email);
    const headers = fromAddress();
    for (const [email, role, password] of attempts) {
      gqlError(await gqlLogin(email, role, password, { headers }), 'INVALID_CREDENTIALS', INVALID_CREDENTIALS);
      const body = expectRestError(await restLogin(email, role, password, { headers }), 400, INVALID_CREDENTIALS);
      expect(body).toEqual({ message: INVALID_CREDENTIALS, code: 'INVALID_CREDENTIALS', errors: [INVALID_CREDENTIALS] });
    }
  });

  it('remember me gives a longer-lived token than without', async () => {
    const short = gqlData(await gqlLogin(DEMO.admin, 'admin', DEMO_PASSWORD, { remember: false })).login;
    const long = gqlData(await gqlLogin(DEMO.admin, 'admin', DEMO_PASSWORD, { remember: true })).login;
    const hours = (iso: string) => (Date.parse(iso) - Date.now()) / 3_600_000;
    expect(hours(short.expiresAt)).toBeCloseTo(gw.config.SESSION_HOURS, 0);
    expect(hours(long.expiresAt)).toBeCloseTo(gw.config.REMEMBER_DAYS * 24, 0);
    expect(decodeJwt(long.token).exp! - decodeJwt(short.token).exp!).toBeGreaterThan(7 * 86_400);
    for (const body of [{ remember: true }, { rememberMe: true }]) {
      const rest = expectRestSuccess(await restLogin(DEMO.admin, 'admin', DEMO_PASSWORD, { body }), 200, 'User Logged In Successfully');
      expect(hours(rest.expiresAt)).toBeCloseTo(gw.config.REMEMBER_DAYS * 24, 0);
    }
  });
});

describe('throttling', () => {
  it(`asks for a captcha after ${LOGIN_LIMITS.captchaAfter} failures on an account, and never locks its owner out`, async () => {
    await cloneUser(gw, DEMO.arranger, 'throttled@demo.test');
    for (let i = 0; i <= LOGIN_LIMITS.captchaAfter; i++) {
      // Each failure from another address: it is the account that is guarded. The sixth needs a captcha already.
      const captcha = i >= LOGIN_LIMITS.captchaAfter ? await solveCaptcha(gw) : undefined;
      gqlError(await gqlLogin('throttled@demo.test', 'arranger', `wrong-${i}`, { headers: fromAddress(), captcha }), 'INVALID_CREDENTIALS');
    }
    // The right password without a captcha is asked for one (the form then shows it), through both doors...
    const asked = gqlError(
      await gqlLogin('throttled@demo.test', 'arranger', DEMO_PASSWORD, { headers: fromAddress() }),
      'BAD_USER_INPUT',
      VERIFY_CAPTCHA,
    );
    expect(asked.extensions?.['fieldErrors']).toEqual({ captcha: VERIFY_CAPTCHA });
    const body = expectRestError(
      await restLogin('throttled@demo.test', 'arranger', DEMO_PASSWORD, { headers: fromAddress() }),
      400,
      VERIFY_CAPTCHA,
    );
    expect(body.code).toBe('BAD_USER_INPUT');
    // ...a wrong or replayed captcha is not enough...
    const used = await solveCaptcha(gw);
    gqlError(
      await gqlLogin('throttled@demo.test', 'arranger', 'wrong-again', { headers: fromAddress(), captcha: used }),
      'INVALID_CREDENTIALS',
    );
    gqlError(
      await gqlLogin('throttled@demo.test', 'arranger', DEMO_PASSWORD, { headers: fromAddress(), captcha: used }),
      'BAD_USER_INPUT',
      VERIFY_CAPTCHA,
    );
    gqlError(
      await gqlLogin('throttled@demo.test', 'arranger', DEMO_PASSWORD, { headers: fromAddress(), captcha: 'bm90IGEgcGF5bG9hZA==' }),
      'BAD_USER_INPUT',
      VERIFY_CAPTCHA,
    );
    // ...and the right password with a solved captcha signs in, through both doors.
    expect(
      gqlData(await gqlLogin('throttled@demo.test', 'arranger', DEMO_PASSWORD, { headers: fromAddress(), captcha: await solveCaptcha(gw) }))
        .login.token,
    ).toBeTruthy();
    expect(
      expectRestSuccess(
        await restLogin('throttled@demo.test', 'arranger', DEMO_PASSWORD, {
          headers: fromAddress(),
          body: { captcha: await solveCaptcha(gw) },
        }),
        200,
        'User Logged In Successfully',
      ).token,
    ).toBeTruthy();
    // Other accounts are not affected.
    expect(gqlData(await gqlLogin(DEMO.arranger, 'arranger', DEMO_PASSWORD, { headers: fromAddress() })).login.token).toBeTruthy();
  });

  it(`asks an address for a captcha after ${LOGIN_LIMITS.captchaAfterPerAddress} failures, for any account, and refuses it after ${LOGIN_LIMITS.refuseAfterPerAddress}`, async () => {
    const headers = fromAddress();
    const address = headers['x-forwarded-for'];
    // All but one of the failures written directly (each real one costs an argon2 hash)...
    const fail = (n: number) =>
      gw.sql(
        `insert into login_attempt (email, ip, succeeded) select 'unknown-' || n || '@demo.test', $1, false from generate_series(1, $2::int) n`,
        [address, n],
      );
    await fail(LOGIN_LIMITS.captchaAfterPerAddress - 1);
    // ...the last one through the API: one below the limit, a login is still answered.
    gqlError(await gqlLogin('one-more@demo.test', 'arranger', 'nope', { headers }), 'INVALID_CREDENTIALS');
    // A different, valid account from the same address now needs a captcha...
    gqlError(await gqlLogin(DEMO.staff, 'cl-arranger', DEMO_PASSWORD, { headers }), 'BAD_USER_INPUT', VERIFY_CAPTCHA);
    expectRestError(await restLogin(DEMO.staff, 'cl-arranger', DEMO_PASSWORD, { headers }), 400, VERIFY_CAPTCHA);
    expect(gqlData(await gqlLogin(DEMO.staff, 'cl-arranger', DEMO_PASSWORD, { headers, captcha: await solveCaptcha(gw) })).login.role).toBe(
      'cl_arranger',
    );
    // ...while the same account from another address signs in without one.
    expect(gqlData(await gqlLogin(DEMO.staff, 'cl-arranger', DEMO_PASSWORD, { headers: fromAddress() })).login.role).toBe('cl_arranger');
    // Far past the limit, the address is refused outright, captcha or not (RATE_LIMITED, REST 429).
    await fail(LOGIN_LIMITS.refuseAfterPerAddress - LOGIN_LIMITS.captchaAfterPerAddress);
    gqlError(
      await gqlLogin(DEMO.staff, 'cl-arranger', DEMO_PASSWORD, { headers, captcha: await solveCaptcha(gw) }),
      'RATE_LIMITED',
      TOO_MANY,
    );
    expect(expectRestError(await restLogin(DEMO.staff, 'cl-arranger', DEMO_PASSWORD, { headers }), 429, TOO_MANY).code).toBe(
      'RATE_LIMITED',
    );
  });

  it('counts only failures within the window', async () => {
    const headers = fromAddress();
    await gw.sql(
      `insert into login_attempt (email, ip, succeeded, created_at) select 'old-' || n || '@demo.test', $1, false, now() - make_interval(mins => $3::int + 1) from generate_series(1, $2::int) n`,
      [headers['x-forwarded-for'], LOGIN_LIMITS.refuseAfterPerAddress, LOGIN_LIMITS.windowMinutes],
    );
    expect(gqlData(await gqlLogin(DEMO.staff, 'cl-arranger', DEMO_PASSWORD, { headers })).login.role).toBe('cl_arranger');
  });
});

describe('password reset', () => {
  const VERIFY = 'query ($token: String!) { verifyResetToken(token: $token) }';

  /** Forgot Password as the form sends it: with a solved captcha, from an address of its own (each is limited per hour). */
  const forgot = async (email: string) =>
    gw.rest('POST', '/auth/forgot-password', { email, captcha: await solveCaptcha(gw) }, undefined, fromAddress());

  /** Moves the account's reset links back past the repeat window: a request now is a new one, not the same again (issue 27). */
  const pastRepeatWindow = (email: string) =>
    gw.sql(
      `update password_reset set expires_at = expires_at - interval '${RESET_MAILS.repeatSeconds} seconds' where user_id = (select id from app_user where email = $1)`,
      [email],
    );

  async function requestReset(email: string) {
    const before = gw.mails.length;
    expectRestSuccess(await forgot(email), 200, 'If an account exists for this e-mail, a link to reset the password has been sent.');
    expect(gw.mails.length).toBe(before + 1);
    const mail = gw.mails.at(-1)!;
    expect(mail.to).toBe(email);
    expect(mail.subject).toMatch(/password/i);
    return resetTokenFrom(mail);
  }

  it('forgot password writes a mail with a link that carries a token', async () => {
    await cloneUser(gw, DEMO.arranger, 'mail-link@demo.test');
    const token = await requestReset('mail-link@demo.test');
    expect(token.length).toBeGreaterThanOrEqual(32);
    expect(gw.mails.at(-1)!.text).toContain(`/obituaries/?resetToken=${encodeURIComponent(token)}`);
    // GraphQL sends the same mail (a new request: the same one again within the repeat window sends nothing more).
    await pastRepeatWindow('mail-link@demo.test');
    const before = gw.mails.length;
    gqlData(
      await gw.gql('mutation ($email: String!, $captcha: String) { forgotPassword(email: $email, captcha: $captcha) { message } }', {
        email: 'mail-link@demo.test',
        captcha: await solveCaptcha(gw),
      }),
    );
    expect(resetTokenFrom(gw.mails[before])).not.toBe(token);
  });

  it('sends nothing for an unknown address, with the same answer', async () => {
    const before = gw.mails.length;
    expectRestSuccess(
      await forgot('stranger@demo.test'),
      200,
      'If an account exists for this e-mail, a link to reset the password has been sent.',
    );
    expect(gw.mails.length).toBe(before);
  });

  it('verify answers valid; reset sets the new password once; the old password and old sessions stop working', async () => {
    await cloneUser(gw, DEMO.arranger, 'resetting@demo.test');
    const oldSession = await gw.login('resetting@demo.test', 'arranger');
    const token = await requestReset('resetting@demo.test');

    expect(expectRestSuccess(await gw.rest('POST', '/auth/verify', undefined, token))).toEqual({ valid: true });
    expect(gqlData(await gw.gql(VERIFY, { token })).verifyResetToken).toBe(true);

    expectRestSuccess(
      await gw.rest('POST', '/auth/reset-password', { password: 'fresh-pass-1' }, token),
      200,
      'Password has been reset successfully',
    );

    expect(gqlData(await gqlLogin('resetting@demo.test', 'arranger', 'fresh-pass-1')).login.token).toBeTruthy();
    gqlError(
      await gqlLogin('resetting@demo.test', 'arranger', DEMO_PASSWORD, { headers: fromAddress() }),
      'INVALID_CREDENTIALS',
      INVALID_CREDENTIALS,
    );
    expectRestError(await gw.rest('GET', '/auth/me', undefined, oldSession), 401, 'Session Expired');

    // Single use.
    expect(expectRestSuccess(await gw.rest('POST', '/auth/verify', undefined, token))).toEqual({ valid: false });
    expectRestError(await gw.rest('POST', '/auth/reset-password', { password: 'another-pass-2' }, token), 400, RESET_INVALID);
    gqlError(
      await gw.gql('mutation ($token: String!, $password: String!) { resetPassword(token: $token, password: $password) { message } }', {
        token,
        password: 'another-pass-2',
      }),
      'BAD_USER_INPUT',
      RESET_INVALID,
    );
    expect(gqlData(await gqlLogin('resetting@demo.test', 'arranger', 'fresh-pass-1')).login.token).toBeTruthy();
  });

  it('two resets racing with one link: exactly one sets its password', async () => {
    await cloneUser(gw, DEMO.arranger, 'racing-reset@demo.test');
    const token = await requestReset('racing-reset@demo.test');
    const passwords = ['racer-one-1', 'racer-two-2', 'racer-three-3', 'racer-four-4'];
    const answers = await Promise.all(passwords.map((password) => gw.rest('POST', '/auth/reset-password', { password }, token)));
    const won = answers.flatMap((res, i) => (res.status === 200 ? [passwords[i]!] : []));
    expect(won).toHaveLength(1);
    for (const res of answers.filter((r) => r.status !== 200)) expectRestError(res, 400, RESET_INVALID);
    for (const password of passwords) {
      const res = await gqlLogin('racing-reset@demo.test', 'arranger', password, { headers: fromAddress() });
      if (password === won[0]) expect(gqlData(res).login.token).toBeTruthy();
      else gqlError(res, 'INVALID_CREDENTIALS', INVALID_CREDENTIALS);
    }
  });

  it(`sends one account at most ${RESET_MAILS.perAccount} reset mails in ${RESET_MAILS.windowMinutes} minutes, with the same answer`, async () => {
    await cloneUser(gw, DEMO.arranger, 'flooded@demo.test');
    for (let i = 0; i < RESET_MAILS.perAccount; i++) {
      await requestReset('flooded@demo.test');
      await pastRepeatWindow('flooded@demo.test');
    }
    const before = gw.mails.length;
    expectRestSuccess(
      await forgot('flooded@demo.test'),
      200,
      'If an account exists for this e-mail, a link to reset the password has been sent.',
    );
    expect(gw.mails.length).toBe(before);
    // Once the window has passed, a mail goes out again.
    await gw.sql(
      `update password_reset set expires_at = expires_at - interval '${RESET_MAILS.windowMinutes} minutes' where user_id = (select id from app_user where email = $1)`,
      ['flooded@demo.test'],
    );
    await requestReset('flooded@demo.test');
  });

  it('refuses an expired token', async () => {
    await cloneUser(gw, DEMO.arranger, 'expired-link@demo.test');
    const token = await requestReset('expired-link@demo.test');
    await gw.sql(
      `update password_reset set expires_at = now() - interval '1 minute' where user_id = (select id from app_user where email = $1)`,
      ['expired-link@demo.test'],
    );
    expect(expectRestSuccess(await gw.rest('POST', '/auth/verify', undefined, token))).toEqual({ valid: false });
    expectRestError(await gw.rest('POST', '/auth/reset-password', { password: 'fresh-pass-1' }, token), 400, RESET_INVALID);
    expect(gqlData(await gqlLogin('expired-link@demo.test', 'arranger', DEMO_PASSWORD)).login.token).toBeTruthy();
  });

  it('refuses an unknown token', async () => {
    expect(expectRestSuccess(await gw.rest('POST', '/auth/verify', undefined, 'x'.repeat(43)))).toEqual({ valid: false });
    expect(gqlData(await gw.gql(VERIFY, { token: 'x'.repeat(43) })).verifyResetToken).toBe(false);
    expectRestError(await gw.rest('POST', '/auth/reset-password', { password: 'fresh-pass-1' }, 'x'.repeat(43)), 400, RESET_INVALID);
  });

  it('checks the new password with the spec rules', async () => {
    const token = 'x'.repeat(43);
    expectRestError(await gw.rest('POST', '/auth/reset-password', { password: '' }, token), 400, 'New Password is required');
    expectRestError(
      await gw.rest('POST', '/auth/reset-password', { password: '12345' }, token),
      400,
      'Password has to be longer than 6 characters!',
    );
    expectRestError(
      await gw.rest('POST', '/auth/reset-password', { password: 'x'.repeat(21) }, token),
      400,
      'Password has to be shorter than 20 characters!',
    );
  });
});

describe('family website access', () => {
  const ACCESS = 'query ($opi: String!) { websiteAccess(opi: $opi) { hasAccess } }';
  const access = async (token: string, opi: string) => {
    const rest = expectRestSuccess(await gw.rest('GET', `/auth/verify-familyWebsite-access/${opi}`, undefined, token));
    const graph = gqlData(await gw.gql(ACCESS, { opi }, token)).websiteAccess;
    expect(graph).toEqual(rest);
    return rest.hasAccess as boolean;
  };

  it("is true for the family's own decedents and false for another family's", async () => {
    const arranger = await gw.login(DEMO.arranger, 'arranger');
    expect(await access(arranger, OPI.eleanor)).toBe(true);
    expect(await access(arranger, OPI.thomas)).toBe(true);
    expect(await access(arranger, OPI.okaforPrivate)).toBe(false);
    const family2 = await gw.login(DEMO.family2, 'arranger');
    expect(await access(family2, OPI.okaforPrivate)).toBe(true);
    expect(await access(family2, OPI.eleanor)).toBe(false);
  });

  it('is true for staff on any decedent, false for a missing one', async () => {
    for (const [email, role] of [
      [DEMO.staff, 'cl-arranger'],
      [DEMO.admin, 'admin'],
    ] as const) {
      const token = await gw.login(email, role);
      expect(await access(token, OPI.eleanor)).toBe(true);
      expect(await access(token, OPI.okaforPrivate)).toBe(true);
      expect(await access(token, OPI.missing)).toBe(false);
    }
  });

  it('needs a session', async () => {
    expectRestError(await gw.rest('GET', `/auth/verify-familyWebsite-access/${OPI.eleanor}`), 401);
    gqlError(await gw.gql(ACCESS, { opi: OPI.eleanor }), 'UNAUTHENTICATED');
  });
});
