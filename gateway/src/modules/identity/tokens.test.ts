import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT, UnsecuredJWT, decodeJwt } from 'jose';
import { DEMO, OPI, startTestGateway, TEST_JWT_SECRET, type TestGateway } from '../../test/gateway.js';
import { expectRestError, expectRestSuccess, gqlData, gqlError } from '../../test/expect.js';

/**
 * Bad tokens on protected fields: `me` over GraphQL, GET /auth/me and GET
 * /decedent over REST. Every one is refused with 401 (REST) or
 * UNAUTHENTICATED / SESSION_EXPIRED (GraphQL); a good token is accepted.
 */

let gw: TestGateway;
let good: string;
let claims: { sub: string; jti: string; role: string };
const secret = new TextEncoder().encode(TEST_JWT_SECRET);

beforeAll(async () => {
  gw = await startTestGateway();
  good = await gw.login(DEMO.arranger, 'arranger');
  claims = decodeJwt(good) as typeof claims;
});
afterAll(() => gw?.stop());

/** A token like the gateway's own, with one thing changed. */
function forge(opts: { exp?: number; iss?: string; aud?: string; alg?: string; key?: Uint8Array; role?: string; jti?: string } = {}) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ role: opts.role ?? claims.role })
    .setProtectedHeader({ alg: opts.alg ?? 'HS256', typ: 'JWT' })
    .setSubject(claims.sub)
    .setJti(opts.jti ?? claims.jti)
    .setIssuer(opts.iss ?? gw.config.JWT_ISSUER)
    .setAudience(opts.aud ?? gw.config.JWT_AUDIENCE)
    .setIssuedAt(now - 120)
    .setExpirationTime(opts.exp ?? now + 3600)
    .sign(opts.key ?? secret);
}

type Case = { name: string; token: () => Promise<string | undefined>; code: 'UNAUTHENTICATED' | 'SESSION_EXPIRED' };

const CASES: Case[] = [
  { name: 'no token', token: async () => undefined, code: 'UNAUTHENTICATED' },
  { name: 'not a JWT', token: async () => 'garbage', code: 'UNAUTHENTICATED' },
  { name: 'an expired token', token: () => forge({ exp: Math.floor(Date.now() / 1000) - 60 }), code: 'SESSION_EXPIRED' },
  {
    name: 'a tampered signature',
    token: async () => {
      const [h, p, s] = good.split('.');
      return `${h}.${p}.${s!.startsWith('A') ? 'B' : 'A'}${s!.slice(1)}`;
    },
    code: 'UNAUTHENTICATED',
  },
  {
    name: 'a tampered payload (another user) under the original signature',
    token: async () => {
      const [h, , s] = good.split('.');
      const payload = Buffer.from(JSON.stringify({ ...decodeJwt(good), sub: '2' })).toString('base64url');
      return `${h}.${payload}.${s}`;
    },
    code: 'UNAUTHENTICATED',
  },
  {
    name: 'alg none',
    token: async () =>
      new UnsecuredJWT({ role: claims.role })
        .setSubject(claims.sub)
        .setJti(claims.jti)
        .setIssuer(gw.config.JWT_ISSUER)
        .setAudience(gw.config.JWT_AUDIENCE)
        .setIssuedAt()
        .setExpirationTime('1h')
        .encode(),
    code: 'UNAUTHENTICATED',
  },
  { name: 'another algorithm (HS512, same key)', token: () => forge({ alg: 'HS512' }), code: 'UNAUTHENTICATED' },
  {
    name: 'another signing key',
    token: () => forge({ key: new TextEncoder().encode('another-secret-0123456789abcdef0123456789') }),
    code: 'UNAUTHENTICATED',
  },
  { name: 'a wrong audience', token: () => forge({ aud: 'someone-else' }), code: 'UNAUTHENTICATED' },
  { name: 'a wrong issuer', token: () => forge({ iss: 'https://evil.example' }), code: 'UNAUTHENTICATED' },
  { name: 'a role that does not exist', token: () => forge({ role: 'superuser' }), code: 'UNAUTHENTICATED' },
  { name: 'a session that does not exist', token: () => forge({ jti: crypto.randomUUID() }), code: 'SESSION_EXPIRED' },
  {
    name: 'a token after logout (revoked)',
    token: async () => {
      const token = await gw.login(DEMO.arranger, 'arranger');
      gqlData(await gw.gql('mutation { logout { message } }', {}, token));
      return token;
    },
    code: 'SESSION_EXPIRED',
  },
];

describe('tokens on protected fields', () => {
  it('a good token is accepted everywhere (the control)', async () => {
    expect(gqlData(await gw.gql<{ me: { email: string } }>('{ me { email } }', {}, good)).me.email).toBe(DEMO.arranger);
    expect(expectRestSuccess(await gw.rest('GET', '/auth/me', undefined, good)).data.email).toBe(DEMO.arranger);
    expect(expectRestSuccess(await gw.rest('GET', '/decedent', undefined, good)).activeCases).toHaveLength(1);
    // The forging helper itself makes acceptable tokens: only the one change is refused.
    expect(gqlData(await gw.gql<{ me: { email: string } }>('{ me { email } }', {}, await forge())).me.email).toBe(DEMO.arranger);
  });

  for (const c of CASES) {
    it(`${c.name}: 401 / ${c.code}`, async () => {
      const token = await c.token();
      const me = await gw.gql('{ me { email } }', {}, token);
      expect(me.status).toBe(200);
      expect(me.body.data).toBeNull();
      gqlError(me, c.code);
      const restMe = expectRestError(await gw.rest('GET', '/auth/me', undefined, token), 401);
      expect(restMe.code).toBe(c.code);
      expectRestError(await gw.rest('GET', '/decedent', undefined, token), 401);
      if (c.code === 'SESSION_EXPIRED') expect(restMe.message).toBe('Session Expired');
    });
  }

  it('a stale token on a private page asks to sign in again (401) rather than answering 403', async () => {
    const expired = await forge({ exp: Math.floor(Date.now() / 1000) - 60 });
    expectRestError(await gw.rest('GET', `/decedent/${OPI.okaforPrivate}`, undefined, expired), 401, 'Session Expired');
    gqlError(await gw.gql('query ($opi: String!) { decedent(opi: $opi) { id } }', { opi: OPI.okaforPrivate }, expired), 'SESSION_EXPIRED');
  });

  it('logout revokes only its own session', async () => {
    const first = await gw.login(DEMO.admin, 'admin');
    const second = await gw.login(DEMO.admin, 'admin');
    gqlData(await gw.gql('mutation { logout { message } }', {}, first));
    gqlError(await gw.gql('{ me { email } }', {}, first), 'SESSION_EXPIRED');
    expect(gqlData(await gw.gql<{ me: { email: string } }>('{ me { email } }', {}, second)).me.email).toBe(DEMO.admin);
  });
});
