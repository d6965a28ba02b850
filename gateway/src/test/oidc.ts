import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
// @ts-expect-error oidc-provider ships no types
import Provider from 'oidc-provider';

/** What an interaction uses of oidc-provider's Provider (the package ships no types). */
interface InteractionProvider {
  interactionDetails(req: http.IncomingMessage, res: http.ServerResponse): Promise<{ uid: string; params: Record<string, unknown> }>;
  interactionFinished(
    req: http.IncomingMessage,
    res: http.ServerResponse,
    result: object,
    options: { mergeWithLastSubmission: boolean },
  ): Promise<void>;
  Grant: new (opts: { accountId: string; clientId: unknown }) => { addOIDCScope(scope: string): void; save(): Promise<string> };
}

/**
 * A real OpenID Connect provider on this machine (oidc-provider 8: 9 supports only Node 22 and later, and says so at start), for the cl-arranger's single sign-on: one confidential
 * client, PKCE required, RP-initiated logout, and a small sign-in page of its own (e-mail only, Sign in or Cancel).
 * Start it, start the gateway with `env`, then `register(gatewayOrigin)` the client's redirect URIs.
 */
export interface TestIdentityProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET for the gateway. */
  env: Record<string, string>;
  /** Registers the client's redirect URI ({origin}/api/v1/auth/sso/callback) and post-logout URI; call once the gateway's origin is known. */
  register(gatewayOrigin: string): void;
  /** The provider's users by e-mail: subject and whether the provider has verified the address. */
  users: Map<string, { sub: string; emailVerified: boolean }>;
  /** Logins the sign-in page accepted, in order. */
  signIns: string[];
  stop(): Promise<void>;
}

export async function startOidcProvider(
  opts: { users?: Record<string, { sub?: string; emailVerified?: boolean }> } = {},
): Promise<TestIdentityProvider> {
  let handler: http.RequestListener = (_req, res) => {
    res.statusCode = 503;
    res.end('not registered yet');
  };
  const server = http.createServer((req, res) => handler(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = 'memorial-portal';
  const clientSecret = randomBytes(24).toString('base64url');
  const users = new Map(
    Object.entries(opts.users ?? {}).map(([email, u]) => [
      email,
      { sub: u.sub ?? `sub-${randomBytes(4).toString('hex')}`, emailVerified: u.emailVerified ?? true },
    ]),
  );
  const signIns: string[] = [];

  const register = (origin: string) => {
    const provider = new Provider(issuer, {
      clients: [
        {
          client_id: clientId,
          client_secret: clientSecret,
          redirect_uris: [`${origin}/api/v1/auth/sso/callback`],
          post_logout_redirect_uris: [`${origin}/obituaries/cl-arranger`],
          grant_types: ['authorization_code'],
          response_types: ['code'],
          token_endpoint_auth_method: 'client_secret_basic',
        },
      ],
      pkce: { required: () => true },
      ttl: { Interaction: 600, Grant: 600, Session: 600, AccessToken: 600, IdToken: 600, AuthorizationCode: 60 },
      cookies: { keys: [randomBytes(16).toString('hex')] },
      claims: { openid: ['sub'], email: ['email', 'email_verified'] },
      conformIdTokenClaims: false,
      findAccount: (_ctx: unknown, sub: string) => {
        const found = [...users].find(([, u]) => u.sub === sub);
        if (!found) return undefined;
        const [email, u] = found;
        return { accountId: sub, claims: () => ({ sub, email, email_verified: u.emailVerified }) };
      },
      interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
      features: {
        devInteractions: { enabled: false },
        rpInitiatedLogout: {
          enabled: true,
          // The provider's "sign out?" question answered yes at once: the portal's Sign Out was the question.
          logoutSource: (ctx: { body: string }, form: string) => {
            ctx.body = `<!DOCTYPE html><html lang="en"><head><title>Signing out</title></head><body>${form.replace('</form>', '<input type="hidden" name="logout" value="yes"></form>')}<script>document.forms[0].submit()</script></body></html>`;
          },
        },
      },
    });
    const callback = provider.callback();
    handler = (req, res) => {
      const match = /^\/interaction\/([\w-]+)$/.exec(req.url ?? '');
      if (!match) return callback(req, res);
      void interaction(provider, req, res).catch((e: unknown) => {
        res.statusCode = 500;
        res.end(String(e));
      });
    };
  };

  async function interaction(provider: InteractionProvider, req: http.IncomingMessage, res: http.ServerResponse) {
    const details = await provider.interactionDetails(req, res);
    if (req.method === 'GET') return page(res, details.uid);
    const form = new URLSearchParams(await body(req));
    if (form.has('cancel')) {
      return provider.interactionFinished(
        req,
        res,
        { error: 'access_denied', error_description: 'End-User aborted interaction' },
        { mergeWithLastSubmission: false },
      );
    }
    const email = (form.get('email') ?? '').trim().toLowerCase();
    const user = users.get(email);
    if (!user) return page(res, details.uid, 'Unknown user');
    signIns.push(email);
    const grant = new provider.Grant({ accountId: user.sub, clientId: details.params.client_id });
    grant.addOIDCScope(String(details.params.scope));
    const grantId = await grant.save();
    return provider.interactionFinished(
      req,
      res,
      { login: { accountId: user.sub }, consent: { grantId } },
      { mergeWithLastSubmission: false },
    );
  }

  return {
    issuer,
    clientId,
    clientSecret,
    env: { OIDC_ISSUER: issuer, OIDC_CLIENT_ID: clientId, OIDC_CLIENT_SECRET: clientSecret },
    register,
    users,
    signIns,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function page(res: http.ServerResponse, uid: string, error?: string) {
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.end(`<!DOCTYPE html><html lang="en"><head><title>Test identity provider</title></head><body><main>
<h1>Test identity provider</h1>${error ? `<p role="alert">${error}</p>` : ''}
<form method="post" action="/interaction/${uid}"><label for="email">Email</label> <input id="email" name="email" type="email" autocomplete="username">
<button type="submit">Sign in</button> <button type="submit" name="cancel" value="1">Cancel</button></form></main></body></html>`);
}

function body(req: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let data = '';
    req.setEncoding('utf8');
    req.on('data', (c: string) => {
      data += c;
    });
    req.on('end', () => resolve(data));
    req.on('error', reject);
  });
}
