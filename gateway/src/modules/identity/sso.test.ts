import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import { SSO_MESSAGES } from '@memorial/schema';
import { DEMO, DEMO_PASSWORD, OPI, graphqlRole, startTestGateway, type TestGateway } from '../../test/gateway.js';
import { gqlData, gqlError } from '../../test/expect.js';
import { startOidcProvider, type TestIdentityProvider } from '../../test/oidc.js';
import { landingPath } from './sso.js';
import { ConfigError, loadConfig } from '../../config.js';

// The cl-arranger's single sign-on against a real OpenID Connect provider (oidc-provider) on this machine, through the
// gateway's HTTP doors as a browser would: every redirect followed by hand, with a cookie jar per browser.

const SIGN_IN = 'mutation ($ticket: String!) { ssoSignIn(ticket: $ticket) { token role isNewUser expiresAt } }';
const ME = '{ me { email role } }';
const LOGOUT = 'mutation { ssoLogout { message endSessionUrl } }';
const SETTINGS = '{ ssoSettings { enabled startPath } }';

let gw: TestGateway;
let idp: TestIdentityProvider;
beforeAll(async () => {
  idp = await startOidcProvider({
    users: {
      [DEMO.staff]: { sub: 'staff-subject' },
      [DEMO.arranger]: { sub: 'family-subject' },
      'stranger@example.test': {},
      'unverified@example.test': { emailVerified: false },
    },
  });
  gw = await startTestGateway({ env: idp.env });
  idp.register(gw.url);
  // Not the demo's cl-arranger, but holding the role, with an address the provider has not verified.
  await gw.sql(
    `insert into app_user (email, password_hash, first_name, last_name, roles, is_new_user) values ('unverified@example.test', 'x', 'Una', 'Verified', '{cl-arranger}', false)`,
  );
});
afterAll(async () => {
  await gw?.stop();
  await idp?.stop();
});

/** A browser: cookies per host (as browsers do, whatever the port), redirects followed by hand. */
class Browser {
  private jar = new Map<string, Map<string, string>>();

  async request(url: string, init: { method?: string; body?: string } = {}): Promise<Response> {
    const u = new URL(url);
    const cookies = [...(this.jar.get(u.hostname) ?? [])].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await fetch(u, {
      method: init.method ?? 'GET',
      redirect: 'manual',
      headers: {
        ...(cookies ? { cookie: cookies } : {}),
        ...(init.body !== undefined ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      body: init.body,
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(';');
      const [name, ...value] = pair!.split('=');
      const jar = this.jar.get(u.hostname) ?? new Map<string, string>();
      this.jar.set(u.hostname, jar);
      const gone = attrs.some(
        (a) => /^\s*max-age=0\s*$/i.test(a) || (/^\s*expires=/i.test(a) && new Date(a.split('=')[1]!).getTime() < Date.now()),
      );
      if (gone) jar.delete(name!.trim());
      else jar.set(name!.trim(), value.join('='));
    }
    return res;
  }

  cookie(hostname: string, name: string) {
    return this.jar.get(hostname)?.get(name);
  }

  setCookie(hostname: string, name: string, value: string) {
    this.jar.get(hostname)?.set(name, value);
  }

  forget(hostname: string, name: string) {
    this.jar.get(hostname)?.delete(name);
  }

  /** Follows redirects from url until one leaves for a URL that `stop` accepts (answered without requesting it). */
  async follow(url: string, stop: (next: URL) => boolean): Promise<URL> {
    let next = new URL(url);
    for (let hops = 0; hops < 10; hops++) {
      if (stop(next)) return next;
      const res = await this.request(next.href);
      const location = res.headers.get('location');
      if (!location) throw new Error(`${next.href} answered ${res.status} without a redirect: ${(await res.text()).slice(0, 300)}`);
      next = new URL(location, next);
    }
    throw new Error('too many redirects');
  }
}

const atProvider = (u: URL) => u.origin === idp.issuer;
const atInteraction = (u: URL) => atProvider(u) && u.pathname.startsWith('/interaction/');
const atCallback = (u: URL) => u.pathname === '/api/v1/auth/sso/callback';
const atWebApp = (u: URL) => u.origin === gw.url && u.pathname.startsWith('/obituaries/');
const startUrl = (returnTo: string) => `${gw.url}/api/v1/auth/sso/start?${new URLSearchParams({ returnTo })}`;

/** Starts at the gateway and signs in at the provider's page; answers the provider's redirect to the gateway's callback. */
async function toCallback(
  browser: Browser,
  email: string,
  returnTo = `/${OPI.eleanor}?onePortal=true`,
): Promise<{ callback: URL; authorize: URL }> {
  const start = await browser.request(startUrl(returnTo));
  expect(start.status).toBe(302);
  const authorize = new URL(start.headers.get('location')!);
  const interaction = await browser.follow(authorize.href, (u) => atInteraction(u) || atCallback(u));
  if (atCallback(interaction)) return { callback: interaction, authorize };
  const page = await browser.request(interaction.href);
  expect(await page.text()).toContain('Test identity provider');
  const submitted = await browser.request(interaction.href, { method: 'POST', body: new URLSearchParams({ email }).toString() });
  const callback = await browser.follow(new URL(submitted.headers.get('location')!, interaction).href, atCallback);
  return { callback, authorize };
}

/** The whole sign-in: answers where the gateway sent the browser (the web app's /sso with the ticket, or the login screen). */
async function signIn(browser: Browser, email: string, returnTo?: string): Promise<URL> {
  const { callback } = await toCallback(browser, email, returnTo);
  return browser.follow(callback.href, atWebApp);
}

const sessionsOf = async (email: string) =>
  Number(
    (await gw.sql(`select count(*)::int as n from user_session s join app_user u on u.id = s.user_id where u.email = $1`, [email]))[0].n,
  );

describe('single sign-on for the cl-arranger', () => {
  const signInEvents = async () =>
    (
      await gw.sql<{ n: number }>(`select count(*)::int as n from login_event where email = $1 and role = 'cl-arranger' and succeeded`, [
        DEMO.staff,
      ])
    )[0]!.n;

  it('runs the code flow with PKCE (S256), state and nonce, and lands the cl-arranger on the case of the path', async () => {
    const eventsBefore = await signInEvents();
    const browser = new Browser();
    const { callback, authorize } = await toCallback(browser, DEMO.staff);
    // The request the provider saw: this client, the code flow, a PKCE challenge, state and nonce.
    expect(authorize.origin).toBe(idp.issuer);
    expect(authorize.searchParams.get('client_id')).toBe(idp.clientId);
    expect(authorize.searchParams.get('response_type')).toBe('code');
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(authorize.searchParams.get('state')).toBeTruthy();
    expect(authorize.searchParams.get('nonce')).toBeTruthy();
    expect(authorize.searchParams.get('redirect_uri')).toBe(`${gw.url}/api/v1/auth/sso/callback`);
    expect(callback.searchParams.get('state')).toBe(authorize.searchParams.get('state'));

    const landed = await browser.follow(callback.href, atWebApp);
    expect(landed.pathname).toBe('/obituaries/sso');
    // The case number of the entry path is kept as the opi: the cl-arranger lands on that case.
    expect(landed.searchParams.get('to')).toBe(`/admin/${OPI.eleanor}/arrangements?onePortal=true`);

    const ticket = landed.searchParams.get('ticket')!;
    const result = gqlData(await gw.gql(SIGN_IN, { ticket })).ssoSignIn;
    expect(result.role).toBe(graphqlRole('cl-arranger'));
    const me = gqlData(await gw.gql(ME, {}, result.token)).me;
    expect(me).toEqual({ email: DEMO.staff, role: graphqlRole('cl-arranger') });
    // The ticket works once.
    gqlError(await gw.gql(SIGN_IN, { ticket }), 'BAD_USER_INPUT', SSO_MESSAGES.ticketInvalid);
    gqlError(await gw.gql(SIGN_IN, { ticket: 'made-up' }), 'BAD_USER_INPUT', SSO_MESSAGES.ticketInvalid);
    // The provider's subject is linked to the account for next time.
    expect(await gw.sql(`select subject from sso_identity i join app_user u on u.id = i.user_id where u.email = $1`, [DEMO.staff])).toEqual(
      [{ subject: 'staff-subject' }],
    );
    // The staff Login Report has the sign-in.
    expect(await signInEvents()).toBe(eventsBefore + 1);
  });

  it('the provider refuses the code without the verifier the gateway keeps (PKCE)', async () => {
    const browser = new Browser();
    const { callback } = await toCallback(browser, DEMO.staff);
    const code = callback.searchParams.get('code')!;
    const token = (verifier?: string) =>
      fetch(`${idp.issuer}/token`, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          authorization: `Basic ${Buffer.from(`${idp.clientId}:${idp.clientSecret}`).toString('base64')}`,
        },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code,
          redirect_uri: `${gw.url}/api/v1/auth/sso/callback`,
          ...(verifier ? { code_verifier: verifier } : {}),
        }),
      });
    for (const attempt of [undefined, 'a'.repeat(43)]) {
      const res = await token(attempt);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: string }).error).toMatch(/invalid_(grant|request)/);
    }
  });

  it('refuses a callback whose state is not the one the flow started with, and opens no session', async () => {
    const browser = new Browser();
    const before = await sessionsOf(DEMO.staff);
    const { callback } = await toCallback(browser, DEMO.staff);
    callback.searchParams.set('state', 'forged-state');
    const landed = await browser.follow(callback.href, atWebApp);
    expect(landed.pathname).toBe('/obituaries/cl-arranger');
    expect(landed.searchParams.get('ssoError')).toBe('state');
    expect(landed.searchParams.get('onePortal')).toBe('true');
    expect(await sessionsOf(DEMO.staff)).toBe(before);
  });

  it('a sign-in cancelled at the provider, or finished without the flow cookie, ends on the login screen with its code', async () => {
    const denied = new Browser();
    const start = await denied.request(startUrl('/admin?onePortal=true'));
    const interaction = await denied.follow(start.headers.get('location')!, atInteraction);
    const cancelled = await denied.request(interaction.href, { method: 'POST', body: 'cancel=1' });
    const back = await denied.follow(new URL(cancelled.headers.get('location')!, interaction).href, atWebApp);
    expect(back.searchParams.get('ssoError')).toBe('denied');

    const other = new Browser();
    const { callback } = await toCallback(other, DEMO.staff);
    other.forget('127.0.0.1', 'sso_flow');
    expect((await other.follow(callback.href, atWebApp)).searchParams.get('ssoError')).toBe('expired');

    // A code used twice (the callback replayed with the flow cookie) is the provider's invalid_grant: expired.
    const twice = new Browser();
    const first = await toCallback(twice, DEMO.staff);
    const flow = twice.cookie('127.0.0.1', 'sso_flow')!;
    expect((await twice.follow(first.callback.href, atWebApp)).pathname).toBe('/obituaries/sso');
    twice.setCookie('127.0.0.1', 'sso_flow', flow);
    expect((await twice.follow(first.callback.href, atWebApp)).searchParams.get('ssoError')).toBe('expired');
  });

  it('matches only an existing cl-arranger with the address the provider verified: nobody is created', async () => {
    const users = async () => Number((await gw.sql('select count(*)::int as n from app_user'))[0].n);
    const count = await users();
    for (const email of ['stranger@example.test', DEMO.arranger, 'unverified@example.test']) {
      const landed = await signIn(new Browser(), email);
      expect(landed.pathname, email).toBe('/obituaries/cl-arranger');
      expect(landed.searchParams.get('ssoError'), email).toBe('noAccount');
    }
    expect(await users()).toBe(count);
  });

  it("sign-out ends the session and sends the browser to the provider's end-session with the ID token; the provider then asks to sign in again", async () => {
    const browser = new Browser();
    const landed = await signIn(browser, DEMO.staff, '/admin?onePortal=true');
    expect(landed.searchParams.get('to')).toBe('/admin?onePortal=true');
    const { token } = gqlData(await gw.gql(SIGN_IN, { ticket: landed.searchParams.get('ticket') })).ssoSignIn;

    // While the provider's session lasts, a new sign-in passes without its page.
    const again = await toCallback(browser, DEMO.staff);
    expect(atCallback(again.callback)).toBe(true);
    expect(idp.signIns.filter((e) => e === DEMO.staff).length).toBeGreaterThan(0);
    const signInsBefore = idp.signIns.length;

    const { message, endSessionUrl } = gqlData(await gw.gql(LOGOUT, {}, token)).ssoLogout;
    expect(message).toBe('User Logged Out Successfully');
    const end = new URL(endSessionUrl);
    expect(`${end.origin}${end.pathname}`).toBe(`${idp.issuer}/session/end`);
    expect(end.searchParams.get('post_logout_redirect_uri')).toBe(`${gw.url}/obituaries/cl-arranger`);
    const hint = decodeJwt(end.searchParams.get('id_token_hint')!);
    expect(hint.sub).toBe('staff-subject');
    expect(hint.aud).toBe(idp.clientId);
    expect(hint.iss).toBe(idp.issuer);
    // The portal's session has ended.
    gqlError(await gw.gql(ME, {}, token), ['SESSION_EXPIRED', 'UNAUTHENTICATED']);

    // The provider's logout page (its form, answered yes) returns to the portal's cl-arranger door.
    const page = await (await browser.request(end.href)).text();
    const action = /action="([^"]+)"/.exec(page)![1]!;
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(page)![1]!;
    const done = await browser.request(new URL(action.replace(/&amp;/g, '&'), end).href, {
      method: 'POST',
      body: new URLSearchParams({ xsrf, logout: 'yes' }).toString(),
    });
    expect(await browser.follow(new URL(done.headers.get('location')!, end).href, atWebApp).then((u) => u.pathname)).toBe(
      '/obituaries/cl-arranger',
    );

    // The provider's session is gone: the next sign-in shows its page again.
    await toCallback(browser, DEMO.staff);
    expect(idp.signIns.length).toBe(signInsBefore + 1);
  });

  it('a cl-arranger signed in with a password signs out without the provider; ssoLogout needs a session', async () => {
    const token = await gw.login(DEMO.staff, 'cl-arranger');
    expect(gqlData(await gw.gql(LOGOUT, {}, token)).ssoLogout.endSessionUrl).toBeNull();
    gqlError(await gw.gql(LOGOUT), 'UNAUTHENTICATED');
    expect(gqlData(await gw.gql(SETTINGS)).ssoSettings).toEqual({ enabled: true, startPath: '/api/v1/auth/sso/start' });
  });

  it('keeps only paths of this site as the landing, always with onePortal=true', () => {
    expect(landingPath('//evil.example/x')).toBe('/admin?onePortal=true');
    expect(landingPath('https://evil.example/')).toBe('/admin?onePortal=true');
    expect(landingPath(undefined)).toBe('/admin?onePortal=true');
    expect(landingPath('/obituaries/CS-1000-0001?onePortal=true')).toBe('/admin/CS-1000-0001/arrangements?onePortal=true');
    expect(landingPath('/admin/CS-1000-0002/events?onePortal=true')).toBe('/admin/CS-1000-0002/events?onePortal=true');
    expect(landingPath('/cl-arranger')).toBe('/cl-arranger?onePortal=true');
  });
});

describe('without an identity provider configured', () => {
  let plain: TestGateway;
  beforeAll(async () => {
    plain = await startTestGateway();
  });
  afterAll(() => plain?.stop());

  it('refuses a provider half configured, naming the three settings', () => {
    for (const env of [{ OIDC_ISSUER: 'https://id.example.test' }, { OIDC_CLIENT_ID: 'portal', OIDC_CLIENT_SECRET: 's' }]) {
      expect(() => loadConfig(env)).toThrow(ConfigError);
      expect(() => loadConfig(env)).toThrow('OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET must be set together');
    }
    expect(() => loadConfig({ OIDC_ISSUER: 'ftp://id.example.test', OIDC_CLIENT_ID: 'a', OIDC_CLIENT_SECRET: 'b' })).toThrow(
      'Invalid configuration: OIDC_ISSUER must be an http:// or https:// URL',
    );
  });

  it('the cl-arranger signs in with a password, and the SSO door says so plainly', async () => {
    const login = await plain.gql(
      'mutation ($role: Role!, $email: String!, $password: String!) { login(role: $role, email: $email, password: $password) { role } }',
      { role: graphqlRole('cl-arranger'), email: DEMO.staff, password: DEMO_PASSWORD },
    );
    expect(gqlData(login).login.role).toBe(graphqlRole('cl-arranger'));
    expect(gqlData(await plain.gql(SETTINGS)).ssoSettings.enabled).toBe(false);
    for (const path of ['/api/v1/auth/sso/start?returnTo=%2Fadmin', '/api/v1/auth/sso/callback?code=x&state=y']) {
      const res = await fetch(`${plain.url}${path}`, { redirect: 'manual' });
      expect(res.status, path).toBe(404);
      expect(await res.json()).toEqual({ message: SSO_MESSAGES.notConfigured });
    }
  });
});
