import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cloneUser, DEMO, OPI, startTestGateway, type TestGateway } from '../../test/gateway.js';
import { contract } from '../../test/contract.js';
import { solveCaptcha } from '../../test/captcha.js';
import { expectRestError, expectRestSuccess, resetTokenFrom } from '../../test/expect.js';

/** The legacy REST contract of the identity routes: status, envelope and shape, and their error statuses. Every route has a contract block (checked by rest/routes.test.ts). */

// Spec texts, written out on purpose: a change to any of them must show up as a failing contract.
const SPEC = {
  loggedIn: 'User Logged In Successfully',
  loggedOut: 'User Logged Out Successfully',
  invalidCredentials: 'Unauthorized. Please enter valid credentials',
  emailRequired: 'Email-Id is required',
  passwordRequired: 'Password is required',
  forgotEmailRequired: 'E-mail Id is required',
  invalidEmail: 'Invalid Email',
  passwordTooShort: 'Password has to be longer than 6 characters!',
  resetSent: 'If an account exists for this e-mail, a link to reset the password has been sent.',
  resetDone: 'Password has been reset successfully',
  resetInvalid: 'This password reset link is invalid or has expired.',
  sessionExpired: 'Session Expired',
} as const;

let gw: TestGateway;
let arranger: string;
let staff: string;

beforeAll(async () => {
  gw = await startTestGateway();
  [arranger, staff] = await Promise.all([gw.login(DEMO.arranger, 'arranger'), gw.login(DEMO.staff, 'cl-arranger')]);
});
afterAll(() => gw?.stop());

describe('the legacy REST contract', () => {
  contract('POST', '/auth/:role/login', () => {
    it('answers token, role and isNewUser for each role', async () => {
      for (const [email, role] of [
        [DEMO.arranger, 'arranger'],
        [DEMO.admin, 'admin'],
        [DEMO.staff, 'cl-arranger'],
      ] as const) {
        const data = expectRestSuccess(
          await gw.rest('POST', `/auth/${role}/login`, { email, password: 'memorial-demo' }),
          200,
          SPEC.loggedIn,
        );
        expect(data).toEqual({
          token: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/),
          role,
          isNewUser: false,
          expiresAt: expect.any(String),
        });
        expect(Date.parse(data.expiresAt)).toBeGreaterThan(Date.now());
      }
    });
    it('400 with the spec messages for an empty form', async () => {
      const body = expectRestError(await gw.rest('POST', '/auth/arranger/login', { email: '', password: '' }), 400, SPEC.emailRequired);
      expect(body.errors).toEqual([SPEC.emailRequired, SPEC.passwordRequired]);
      expect(body.fieldErrors).toEqual({ email: SPEC.emailRequired, password: SPEC.passwordRequired });
    });
    it('400 Invalid Email for a malformed address', async () => {
      expectRestError(await gw.rest('POST', '/auth/arranger/login', { email: 'not-an-address', password: 'x' }), 400, SPEC.invalidEmail);
    });
    it('400 with the credentials message for a wrong password', async () => {
      await cloneUser(gw, DEMO.arranger, 'contract-login@demo.test');
      const body = expectRestError(
        await gw.rest('POST', '/auth/arranger/login', { email: 'contract-login@demo.test', password: 'wrong-password' }),
        400,
        SPEC.invalidCredentials,
      );
      expect(body.code).toBe('INVALID_CREDENTIALS');
    });
    it('400 for a role that does not exist', async () => {
      expectRestError(await gw.rest('POST', '/auth/superuser/login', { email: DEMO.arranger, password: 'memorial-demo' }), 400);
    });
  });

  contract('POST', '/auth/logout', () => {
    it('ends the session: data null and the spec message', async () => {
      const token = await gw.login(DEMO.arranger, 'arranger');
      expect(expectRestSuccess(await gw.rest('POST', '/auth/logout', undefined, token), 200, SPEC.loggedOut)).toBeNull();
      expectRestError(await gw.rest('GET', '/auth/me', undefined, token), 401);
    });
    it('401 without a session', async () => {
      expectRestError(await gw.rest('POST', '/auth/logout'), 401);
    });
  });

  contract('GET', '/auth/me', () => {
    it('answers the person in data.data', async () => {
      const data = expectRestSuccess(await gw.rest('GET', '/auth/me', undefined, arranger));
      expect(data).toEqual({
        data: {
          id: expect.any(Number),
          email: DEMO.arranger,
          firstName: 'Catherine',
          middleName: null,
          lastName: 'Reyes',
          title: 'Mrs',
          role: 'arranger',
          roles: ['arranger'],
          isNewUser: false,
        },
      });
    });
    it('spells the staff role cl-arranger', async () => {
      const data = expectRestSuccess(await gw.rest('GET', '/auth/me', undefined, staff));
      expect(data.data.roles).toEqual(['cl-arranger']);
      expect(data.data.role).toBe('cl-arranger');
    });
    it('401 without a session', async () => {
      expectRestError(await gw.rest('GET', '/auth/me'), 401);
    });
    it('401 Session Expired for a revoked session', async () => {
      const token = await gw.login(DEMO.admin, 'admin');
      await gw.rest('POST', '/auth/logout', undefined, token);
      expectRestError(await gw.rest('GET', '/auth/me', undefined, token), 401, SPEC.sessionExpired);
    });
  });

  contract('POST', '/auth/forgot-password', () => {
    it('answers the same message for a known and an unknown address, and mails only the known one', async () => {
      const before = gw.mails.length;
      expect(
        expectRestSuccess(
          await gw.rest('POST', '/auth/forgot-password', { email: DEMO.family2, captcha: await solveCaptcha(gw) }),
          200,
          SPEC.resetSent,
        ),
      ).toBeNull();
      expect(
        expectRestSuccess(
          await gw.rest('POST', '/auth/forgot-password', { email: 'nobody@demo.test', captcha: await solveCaptcha(gw) }),
          200,
          SPEC.resetSent,
        ),
      ).toBeNull();
      expect(gw.mails.slice(before).map((m) => m.to)).toEqual([DEMO.family2]);
    });
    it('400 E-mail Id is required for an empty address', async () => {
      expectRestError(await gw.rest('POST', '/auth/forgot-password', { email: '' }), 400, SPEC.forgotEmailRequired);
      expectRestError(await gw.rest('POST', '/auth/forgot-password', {}), 400, SPEC.forgotEmailRequired);
    });
    it('400 Invalid Email for a malformed address', async () => {
      expectRestError(await gw.rest('POST', '/auth/forgot-password', { email: 'nope' }), 400, SPEC.invalidEmail);
    });
  });

  contract('POST', '/auth/verify', () => {
    it('answers data.valid for the reset token carried as the bearer', async () => {
      await gw.rest('POST', '/auth/forgot-password', { email: DEMO.admin, captcha: await solveCaptcha(gw) });
      const token = resetTokenFrom(gw.mails.at(-1));
      expect(expectRestSuccess(await gw.rest('POST', '/auth/verify', undefined, token))).toEqual({ valid: true });
      expect(expectRestSuccess(await gw.rest('POST', '/auth/verify', undefined, 'not-a-reset-token'))).toEqual({ valid: false });
      expect(expectRestSuccess(await gw.rest('POST', '/auth/verify'))).toEqual({ valid: false });
    });
  });

  contract('POST', '/auth/reset-password', () => {
    it('sets the password: data null and the success message', async () => {
      await cloneUser(gw, DEMO.arranger, 'contract-reset@demo.test');
      await gw.rest('POST', '/auth/forgot-password', { email: 'contract-reset@demo.test', captcha: await solveCaptcha(gw) });
      const token = resetTokenFrom(gw.mails.at(-1));
      const data = expectRestSuccess(
        await gw.rest('POST', '/auth/reset-password', { password: 'brand-new-1' }, token),
        200,
        SPEC.resetDone,
      );
      expect(data).toBeNull();
    });
    it('400 for an unknown token', async () => {
      expectRestError(await gw.rest('POST', '/auth/reset-password', { password: 'brand-new-1' }, 'unknown-token'), 400, SPEC.resetInvalid);
    });
    it('400 with the spec message for a short password', async () => {
      expectRestError(await gw.rest('POST', '/auth/reset-password', { password: 'abc' }, 'unknown-token'), 400, SPEC.passwordTooShort);
    });
  });

  contract('GET', '/auth/verify-familyWebsite-access/:id', () => {
    it('answers hasAccess', async () => {
      expect(expectRestSuccess(await gw.rest('GET', `/auth/verify-familyWebsite-access/${OPI.eleanor}`, undefined, arranger))).toEqual({
        hasAccess: true,
      });
      expect(
        expectRestSuccess(await gw.rest('GET', `/auth/verify-familyWebsite-access/${OPI.okaforPrivate}`, undefined, arranger)),
      ).toEqual({ hasAccess: false });
      expect(expectRestSuccess(await gw.rest('GET', `/auth/verify-familyWebsite-access/${OPI.missing}`, undefined, arranger))).toEqual({
        hasAccess: false,
      });
    });
    it('401 without a session', async () => {
      expectRestError(await gw.rest('GET', `/auth/verify-familyWebsite-access/${OPI.eleanor}`), 401);
    });
  });
});
