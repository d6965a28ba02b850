import { createHash, randomBytes } from 'node:crypto';
import * as oidc from 'openid-client';
import { EncryptJWT, jwtDecrypt, errors as joseErrors } from 'jose';
import { CASE_NUMBER_PATTERN, SSO_MESSAGES, t, type SsoErrorCode } from '@memorial/schema';
import type { Config } from '../../config.js';
import { DomainError } from '../../errors.js';
import type { RequestScope } from '../../request/scope.js';
import { requireViewer } from '../../request/access.js';
import { signToken } from './tokens.js';
import { User } from './user.entity.js';
import { LoginAttempt, Session } from './session.entity.js';
import { recordLoginEvent } from './login-event.entity.js';
import { SsoIdentity, SsoSession } from './sso.entity.js';
import { IdentityService } from './identity.service.js';
import type { LoginResult } from './identity.types.js';

/** The browser doors of the flow (below /api/v1, but not legacy rows: they answer with redirects). */
export const SSO_PATHS = { start: '/api/v1/auth/sso/start', callback: '/api/v1/auth/sso/callback' } as const;
/** Where the web app trades the ticket for the session's token, and where failures and the provider's logout come back. */
const WEB_CALLBACK = '/obituaries/sso';
const WEB_LOGIN = '/obituaries/cl-arranger';
/** A flow may take this long at the provider (typing a password, a second factor). */
export const FLOW_MINUTES = 10;
/** The ticket only crosses one redirect: the web app trades it at once. */
const TICKET_SECONDS = 120;
const SCOPE = 'openid email profile';

export interface SsoSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

/** The configured provider, or null: without it the cl-arranger signs in with a password. */
export function ssoSettings(config: Config): SsoSettings | null {
  const { OIDC_ISSUER: issuer, OIDC_CLIENT_ID: clientId, OIDC_CLIENT_SECRET: clientSecret } = config;
  return issuer && clientId && clientSecret ? { issuer, clientId, clientSecret } : null;
}

/** A sign-in that ends on the login screen with one of the SSO_ERRORS sentences (never the provider's text). */
export class SsoFailure extends Error {
  constructor(
    readonly code: SsoErrorCode,
    cause?: unknown,
  ) {
    super(code, { cause });
  }
}

const discoveries = new Map<string, Promise<oidc.Configuration>>();

/** Plain http only for a provider on this machine (the tests' oidc-provider); anywhere else it must be https. */
const loopback = (url: URL) => url.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);

/** The provider's metadata, fetched once per issuer and client; a failed fetch is tried again next time. */
function providerConfig(s: SsoSettings): Promise<oidc.Configuration> {
  const key = `${s.issuer}\n${s.clientId}\n${s.clientSecret}`;
  let found = discoveries.get(key);
  if (!found) {
    const issuer = new URL(s.issuer);
    // client_secret_basic: the spec's default for confidential clients, which every provider accepts.
    found = oidc.discovery(
      issuer,
      s.clientId,
      s.clientSecret,
      oidc.ClientSecretBasic(s.clientSecret),
      loopback(issuer) ? { execute: [oidc.allowInsecureRequests] } : undefined,
    );
    found.catch(() => discoveries.delete(key));
    discoveries.set(key, found);
  }
  return found;
}

interface Flow {
  state: string;
  nonce: string;
  verifier: string;
  target: string;
}

/** The flow's secrets travel in an encrypted, HttpOnly cookie: nothing is stored for a sign-in that is never finished. */
const flowKey = (config: { secret: { export(): Buffer } }) =>
  createHash('sha256').update(config.secret.export()).update('sso-flow').digest();

/**
 * Where the cl-arranger lands after signing in: an app path with onePortal=true (the sign-in is an entry from
 * another portal). A case number (CS-digits-digits) in a path outside /admin is kept as the opi: the case's summary.
 * Anything that is not a path of this site falls back to /admin.
 */
export function landingPath(returnTo: unknown): string {
  const raw = typeof returnTo === 'string' && returnTo.length <= 500 && /^\/(?![/\\])/.test(returnTo) ? returnTo : '/admin';
  const url = new URL(raw, 'http://site.invalid');
  let pathname = url.pathname.replace(/^\/obituaries(?=\/|$)/, '') || '/';
  const opi = CASE_NUMBER_PATTERN.exec(pathname)?.[0];
  if (opi && !pathname.startsWith('/admin/')) pathname = `/admin/${opi}/arrangements`;
  url.searchParams.set('onePortal', 'true');
  return `${pathname}${url.search}`;
}

export class SsoService {
  constructor(private readonly ctx: RequestScope) {}

  private settings(): SsoSettings {
    const s = ssoSettings(this.ctx.deps.config);
    if (!s) throw new DomainError('NOT_FOUND', t(SSO_MESSAGES, 'notConfigured'));
    return s;
  }

  /** The provider's authorization URL (code flow, PKCE S256, state and nonce) and the flow cookie's value. */
  async start(origin: string, returnTo: unknown): Promise<{ location: string; flowCookie: string }> {
    const s = this.settings();
    const config = await providerConfig(s).catch((e: unknown) => {
      throw new SsoFailure('failed', e);
    });
    const flow: Flow = {
      state: oidc.randomState(),
      nonce: oidc.randomNonce(),
      verifier: oidc.randomPKCECodeVerifier(),
      target: landingPath(returnTo),
    };
    const location = oidc.buildAuthorizationUrl(config, {
      redirect_uri: `${origin}${SSO_PATHS.callback}`,
      scope: SCOPE,
      code_challenge: await oidc.calculatePKCECodeChallenge(flow.verifier),
      code_challenge_method: 'S256',
      state: flow.state,
      nonce: flow.nonce,
    });
    const flowCookie = await new EncryptJWT({ ...flow })
      .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
      .setIssuedAt()
      .setExpirationTime(`${FLOW_MINUTES}m`)
      .encrypt(flowKey(this.ctx.deps.tokens));
    return { location: location.href, flowCookie };
  }

  /**
   * The provider's answer: checks the flow (state), trades the code (PKCE verifier, nonce), finds the cl-arranger and
   * opens a session. Answers where the browser goes next: the web app with a single-use ticket and the landing path.
   */
  async callback(origin: string, search: URLSearchParams, flowCookie: string | undefined): Promise<string> {
    const s = this.settings();
    const flow = await this.readFlow(flowCookie);
    if (search.get('state') !== flow.state) throw new SsoFailure('state');
    const error = search.get('error');
    if (error)
      throw new SsoFailure(
        ['access_denied', 'login_required', 'consent_required', 'interaction_required'].includes(error) ? 'denied' : 'failed',
        error,
      );
    const config = await providerConfig(s).catch((e: unknown) => {
      throw new SsoFailure('failed', e);
    });
    const current = new URL(`${origin}${SSO_PATHS.callback}?${search.toString()}`);
    let tokens: Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>;
    try {
      tokens = await oidc.authorizationCodeGrant(config, current, {
        pkceCodeVerifier: flow.verifier,
        expectedState: flow.state,
        expectedNonce: flow.nonce,
        idTokenExpected: true,
      });
    } catch (e) {
      // An expired or already used code is the provider's invalid_grant.
      throw new SsoFailure(e instanceof oidc.ResponseBodyError && e.error === 'invalid_grant' ? 'expired' : 'failed', e);
    }
    const claims = tokens.claims();
    if (!claims || !tokens.id_token) throw new SsoFailure('failed');
    const user = await this.findStaff(String(claims.iss), claims.sub, claims['email'], claims['email_verified']);
    if (!user) throw new SsoFailure('noAccount');
    const ticket = await this.openSession(user, tokens.id_token, origin);
    return `${WEB_CALLBACK}?${new URLSearchParams({ ticket, to: flow.target })}`;
  }

  private async readFlow(cookie: string | undefined): Promise<Flow> {
    // No cookie: it expired in the browser, or the sign-in was started in another browser.
    if (!cookie) throw new SsoFailure('expired');
    try {
      const { payload } = await jwtDecrypt(cookie, flowKey(this.ctx.deps.tokens), { maxTokenAge: `${FLOW_MINUTES}m` });
      const { state, nonce, verifier, target } = payload as Partial<Flow>;
      if (typeof state !== 'string' || typeof nonce !== 'string' || typeof verifier !== 'string' || typeof target !== 'string')
        throw new SsoFailure('state');
      return { state, nonce, verifier, target };
    } catch (e) {
      if (e instanceof SsoFailure) throw e;
      throw new SsoFailure(e instanceof joseErrors.JWTExpired ? 'expired' : 'state', e);
    }
  }

  /**
   * The spec has staff accounts made by the organisation, not by a sign-in: the provider's user is matched to an
   * existing cl-arranger, by its subject once linked, the first time by the e-mail address the provider has verified.
   */
  private async findStaff(issuer: string, subject: string, email: unknown, emailVerified: unknown): Promise<User | null> {
    const { em } = this.ctx;
    const linked = await em.findOne(SsoIdentity, { issuer, subject }, { populate: ['user'] });
    if (linked) return linked.user.$.roles.includes('cl-arranger') ? linked.user.$ : null;
    if (typeof email !== 'string' || emailVerified !== true) return null;
    const user = await em.findOne(User, { email: email.trim().toLowerCase() });
    if (!user?.roles.includes('cl-arranger')) return null;
    em.persist(em.create(SsoIdentity, { issuer, subject, user }));
    return user;
  }

  private async openSession(user: User, idToken: string, origin: string): Promise<string> {
    const { em, deps } = this.ctx;
    const session = em.create(Session, {
      id: crypto.randomUUID(),
      user,
      role: 'cl-arranger',
      expiresAt: new Date(Date.now() + deps.config.SESSION_HOURS * 3_600_000),
    });
    const ticket = randomBytes(32).toString('base64url');
    em.create(SsoSession, {
      session,
      idToken,
      ticketHash: sha256(ticket),
      ticketExpiresAt: new Date(Date.now() + TICKET_SECONDS * 1000),
      origin,
    });
    em.persist(em.create(LoginAttempt, { email: user.email, ip: this.ctx.ip, succeeded: true }));
    // The staff Login Report lists sign-ins through the provider too.
    recordLoginEvent(em, { user, email: user.email, role: 'cl-arranger', ip: this.ctx.ip, succeeded: true });
    user.lastLoginAt = new Date();
    await em.flush();
    return ticket;
  }

  /** The web app's half of the sign-in: the ticket, once, for the session's token. */
  async signIn(ticket: string): Promise<LoginResult> {
    const { em, deps } = this.ctx;
    const now = new Date();
    const sso = ticket
      ? await em.findOne(
          SsoSession,
          { ticketHash: sha256(ticket), ticketUsedAt: null, ticketExpiresAt: { $gt: now } },
          { populate: ['session.user'] },
        )
      : null;
    // Claimed by the statement that marks it used: of two trades with one ticket, one wins.
    const claimed = sso ? await em.nativeUpdate(SsoSession, { session: sso.session.id, ticketUsedAt: null }, { ticketUsedAt: now }) : 0;
    const session = sso?.session.$;
    if (!claimed || !session || session.revokedAt || session.expiresAt <= now)
      throw new DomainError('BAD_USER_INPUT', t(SSO_MESSAGES, 'ticketInvalid'));
    const token = await signToken(deps.tokens, { userId: session.user.id, role: session.role, sessionId: session.id }, session.expiresAt);
    return {
      token,
      role: session.role,
      isNewUser: session.user.$.isNewUser,
      language: session.user.$.language ?? null,
      expiresAt: session.expiresAt.toISOString(),
    };
  }

  /**
   * Sign-out: ends this session, and for one opened through the provider answers the provider's end-session URL
   * (RP-initiated logout with the ID token as the hint), which the browser then opens to end the provider's session.
   */
  async logout(): Promise<{ message: string; endSessionUrl: string | null }> {
    const viewer = requireViewer(this.ctx);
    const sso = await this.ctx.em.findOne(SsoSession, { session: viewer.sessionId });
    const message = await this.ctx.service(IdentityService).logout();
    const s = ssoSettings(this.ctx.deps.config);
    if (!sso || !s) return { message, endSessionUrl: null };
    try {
      const config = await providerConfig(s);
      const url = oidc.buildEndSessionUrl(config, {
        id_token_hint: sso.idToken,
        post_logout_redirect_uri: `${sso.origin}${WEB_LOGIN}`,
        client_id: s.clientId,
      });
      return { message, endSessionUrl: url.href };
    } catch (e) {
      // The session here has ended; a provider without an end-session endpoint (or out of reach) keeps its own.
      this.ctx.deps.logger.warn({ err: e }, 'identity provider logout unavailable');
      return { message, endSessionUrl: null };
    }
  }
}

/** Where a failed sign-in lands: the cl-arranger's login screen, with the code of its sentence. */
export const ssoErrorPath = (code: SsoErrorCode) => `${WEB_LOGIN}?${new URLSearchParams({ onePortal: 'true', ssoError: code })}`;

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
