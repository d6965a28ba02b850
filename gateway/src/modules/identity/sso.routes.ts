import type express from 'express';
import { SSO_MESSAGES, t } from '@memorial/schema';
import type { AppDeps } from '../../request/scope.js';
import { RequestScope } from '../../request/scope.js';
import { DomainError } from '../../errors.js';
import { FLOW_MINUTES, SSO_PATHS, SsoFailure, SsoService, ssoErrorPath } from './sso.js';

const FLOW_COOKIE = 'sso_flow';
const COOKIE_PATH = '/api/v1/auth/sso';

/** The site as the browser reaches it: PUBLIC_URL when set, else this request's own origin (the provider only accepts registered redirect URIs). */
const originOf = (deps: AppDeps, req: express.Request) =>
  deps.config.PUBLIC_URL ? deps.config.siteOrigin : `${req.protocol}://${req.get('host')}`;

function readCookie(req: express.Request, name: string): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

/**
 * The browser's half of the cl-arranger's single sign-on: start sends it to the provider, callback takes the provider's
 * answer. Every failure ends on the login screen with the code of a plain sentence, never a stack.
 */
export function ssoRoutes(app: express.Express, deps: AppDeps) {
  const scope = (req: express.Request) => new RequestScope(deps, deps.orm.em.fork(), null, null, req.ip ?? 'unknown');
  const cookie = (req: express.Request, value: string, maxAge: number) =>
    `${FLOW_COOKIE}=${value}; Path=${COOKIE_PATH}; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${req.secure ? '; Secure' : ''}`;
  const fail = (res: express.Response, e: unknown) => {
    if (e instanceof DomainError && e.code === 'NOT_FOUND') {
      res.status(404).json({ message: t(SSO_MESSAGES, 'notConfigured') });
      return;
    }
    const failure = e instanceof SsoFailure ? e : new SsoFailure('failed', e);
    deps.logger.warn({ code: failure.code, err: failure.cause }, 'single sign-on failed');
    res.redirect(302, ssoErrorPath(failure.code));
  };

  app.get(SSO_PATHS.start, async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    try {
      const { location, flowCookie } = await scope(req).service(SsoService).start(originOf(deps, req), req.query['returnTo']);
      res.setHeader('Set-Cookie', cookie(req, flowCookie, FLOW_MINUTES * 60));
      res.redirect(302, location);
    } catch (e) {
      fail(res, e);
    }
  });

  app.get(SSO_PATHS.callback, async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    // The flow is used once, whatever its outcome.
    res.setHeader('Set-Cookie', cookie(req, '', 0));
    try {
      const search = new URLSearchParams(req.originalUrl.split('?')[1] ?? '');
      res.redirect(302, await scope(req).service(SsoService).callback(originOf(deps, req), search, readCookie(req, FLOW_COOKIE)));
    } catch (e) {
      fail(res, e);
    }
  });
}
