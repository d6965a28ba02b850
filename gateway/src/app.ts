import type http from 'node:http';
import express from 'express';
import compression from 'compression';
import helmet from 'helmet';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import type { ValidationRule } from 'graphql';
import { INPUT_MESSAGES, MAX_UPLOAD_FILES, MESSAGES, translate, type Locale } from '@memorial/schema';
import type { AppDeps } from './request/scope.js';
import { createContextFactory } from './graphql/context.js';
import { graphqlOverHttp } from './graphql/http.js';
import { QUERY_LIMITS } from './graphql/limits.js';
import { getSchema } from './graphql/schema.js';
import { graphqlOverWebSocket } from './graphql/ws.js';
import { operationExecutor, type OperationExecutor } from './graphql/executor.js';
import { idempotentExecutor } from './request/idempotency.js';
import { serveMedia } from './media/routes.js';
import { captchaChallengeRoute } from './abuse/index.js';
import { MODULES, ROUTES } from './modules/index.js';
import { openApiDocument } from './rest/openapi.js';
import { restRouter } from './rest/runner.js';
import { apiDocsRoute } from './rest/docs.js';
import { pageRenderer } from './ssr.js';
import { serveWeb, tileImageSource, type LinkPreview } from './web.js';
import { pageCache, type PageCache } from './pagecache/page-cache.js';
import { failSafe, genericErrorText, isDatabaseUnavailable, RETRY_AFTER_SECONDS } from './errors.js';
import { drainingServer } from './drain.js';
import { requestLocale } from './i18n/locale.js';

const HEALTH_TIMEOUT_MS = 1000;
/** HSTS when the site is served over https: a year. Over plain http (where browsers ignore it) the spec's 65540 s. */
const HSTS_SECONDS = { https: 31_536_000, http: 65_540 };

/**
 * A middleware that sets the same headers on every answer, run once at start and replayed: helmet
 * without a Content-Security-Policy sets fixed headers, through eleven middlewares per request
 * (3% of a GraphQL request's CPU in the summary bench's profile). One that does anything else
 * than set or remove headers and call next at once (another option some day) is used as it is.
 */
export function fixedHeaders(middleware: express.RequestHandler): express.RequestHandler {
  const set: Array<[string, string | string[]]> = [];
  const removed: string[] = [];
  let nexts = 0;
  let other = false;
  const res = new Proxy(
    {},
    {
      get: (_t, key) => {
        if (key === 'setHeader')
          return (name: string, value: string | string[]) => {
            set.push([name, value]);
          };
        if (key === 'removeHeader')
          return (name: string) => {
            removed.push(name);
          };
        other = true;
        return undefined;
      },
    },
  );
  const req = new Proxy(
    {},
    {
      get: () => {
        other = true;
        return undefined;
      },
    },
  );
  try {
    middleware(req as express.Request, res as express.Response, (err?: unknown) => {
      if (err) other = true;
      nexts++;
    });
  } catch {
    other = true;
  }
  if (other || nexts !== 1) return middleware;
  return (_req, response, next) => {
    for (const [name, value] of set) response.setHeader(name, value);
    for (const name of removed) response.removeHeader(name);
    next();
  };
}

export interface RunningApp {
  server: http.Server;
  /**
   * Stops accepting; WebSockets close (1001), requests in flight finish (those arriving meanwhile get 503 with
   * Retry-After), then connections close; past deadlineMs (default: 70% of SHUTDOWN_GRACE_MS) they are cut.
   */
  close(deadlineMs?: number): Promise<void>;
}

/** One line per request at info level; at a quieter level (warn in production benches) no listener is added at all. */
function useRequestLog(app: express.Express, logger: AppDeps['logger']): void {
  if (!logger.isLevelEnabled('info')) return;
  app.use((req, res, next) => {
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      logger.info({ method: req.method, path: req.path, status: res.statusCode, ms: Math.round(ms * 10) / 10 }, 'request');
    });
    next();
  });
}

/** Security headers, then compression, on every answer. */
function useHeadersAndCompression(app: express.Express, config: AppDeps['config']): void {
  // helmet's headers on every answer (nosniff, Referrer-Policy: no-referrer...); X-Frame-Options: DENY, as the CSP's
  // frame-ancestors 'none' says (helmet's default SAMEORIGIN contradicted it). The Content-Security-Policy is the web
  // app's own (web.ts): JSON answers run no script, and Apollo's landing page (development) needs its CDN.
  app.use(fixedHeaders(helmet({ contentSecurityPolicy: false, strictTransportSecurity: false, xFrameOptions: { action: 'deny' } })));
  // HSTS: a year when the site is https, by PUBLIC_URL or, behind a trusted proxy (TRUST_PROXY), by X-Forwarded-Proto.
  const httpsSite = config.PUBLIC_URL !== undefined && new URL(config.PUBLIC_URL).protocol === 'https:';
  app.use((req, res, next) => {
    res.setHeader('Strict-Transport-Security', `max-age=${httpsSite || req.secure ? HSTS_SECONDS.https : HSTS_SECONDS.http}`);
    next();
  });
  // JSON (GraphQL, /api/v1) and index.html compressed as the client's Accept-Encoding allows (brotli first). Not /media:
  // photos, audio, video and PDFs are compressed already, and its ranges are byte ranges of the file. The build's scripts
  // come compressed from disk (web.ts: Content-Encoding set, which this leaves alone); WebSockets never pass here.
  app.use(compression({ filter: (req, res) => !req.path.startsWith('/media/') && compression.filter(req, res) }));
}

/** GET /healthz: 200 when the database answers, 503 with Retry-After otherwise. */
function healthCheck(deps: AppDeps): express.RequestHandler {
  return async (_req, res) => {
    // A statement on the database, given a second: a pool waiting for a server that is gone must not hang the check.
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), HEALTH_TIMEOUT_MS);
    });
    const ok = await Promise.race([
      deps.orm.em
        .getConnection()
        .execute('select 1')
        .then(
          () => true,
          () => false,
        ),
      timeout,
    ]);
    clearTimeout(timer);
    if (!ok) res.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
    res.status(ok ? 200 : 503).json({ ok });
  };
}

/** The query limits every GraphQL door applies. */
function graphqlArmor() {
  const armor = new ApolloArmor({
    maxDepth: { n: QUERY_LIMITS.depth },
    maxAliases: { n: QUERY_LIMITS.aliases },
    costLimit: { maxCost: QUERY_LIMITS.cost },
    maxDirectives: { n: QUERY_LIMITS.directives },
    // The token limit is graphql-js's own (parseOptions): armor's version parses in a plugin hook, where any syntax error became a 500.
    maxTokens: { enabled: false },
    // Suggestions are removed by formatError (graphql/errors.ts) at every door: armor's pattern missed enum values.
    blockFieldSuggestion: { enabled: false },
  });
  return armor.protect();
}

interface GraphqlParts {
  schema: Awaited<ReturnType<typeof getSchema>>;
  execute: OperationExecutor;
  createContext: ReturnType<typeof createContextFactory>;
}

/** Everything after /graphql, in this order: /media, /api/v1 (with its OpenAPI document), then the web app. */
function serveMediaRestAndWeb(app: express.Express, deps: AppDeps, { schema, execute, createContext }: GraphqlParts): PageCache {
  const { config, logger } = deps;
  const mediaOwners = MODULES.flatMap((m) => m.mediaOwner ?? []); // who may see each module's stored files now
  serveMedia(app, deps, mediaOwners);
  const openapi = openApiDocument(ROUTES, schema);
  app.get('/api/v1/openapi.json', (_req, res) => {
    res.json(openapi);
  });
  apiDocsRoute(app); // the document as a reference page, before the legacy rows' 404
  captchaChallengeRoute(app, deps);
  for (const m of MODULES) m.http?.beforeRest?.(app, deps); // the single sign-on's browser redirects, before the legacy rows
  app.use('/api/v1', restRouter({ schema, routes: ROUTES, createContext, logger, maxUploadBytes: config.MAX_UPLOAD_BYTES, execute }));
  // Link previews read the page as a visitor would: a scope without a token.
  const visitor = () => createContext({ authorization: null, ip: null });
  const page = MODULES.map((m) => m.http?.linkPreview?.(visitor)).find((p) => p !== undefined);
  const linkPreview: LinkPreview | undefined = page && { origin: config.siteOrigin, page };
  for (const m of MODULES) m.http?.beforeWeb?.(app, deps); // the reminder mails' one-click unsubscribe, before the web app's routes
  const tiles = tileImageSource(config.MAP_TILE_URL); // the Burial Location map's tiles, when served over plain http
  const production = config.NODE_ENV === 'production';
  const renderer = pageRenderer({ dist: config.webSsrDist, schema, execute, visitor, logger, production });
  // Rendered public pages, kept per page and dropped on its change notice on every replica (pagecache/).
  const pages = pageCache({ clientUrl: deps.orm.config.getClientUrl(), logger, enabled: config.PAGE_CACHE === 'on' });
  serveWeb(app, config.webDist, linkPreview, logger, tiles ? [tiles] : [], renderer, pages);
  return pages;
}

/**
 * A request refused before it reaches a door (express.json's and graphql-upload's 4xx errors: a malformed or too
 * large body, too many files) in plain words of the catalog rather than the parser's English; others as they are.
 */
function refusedRequestText(status: number, message: string, locale: Locale): string {
  if (status === 413 && /max file uploads exceeded/.test(message))
    return translate(locale, INPUT_MESSAGES, 'tooManyFiles', { count: String(MAX_UPLOAD_FILES) });
  if (status === 413) return translate(locale, INPUT_MESSAGES, 'bodyTooLarge');
  if (status === 400 || status === 415) return translate(locale, INPUT_MESSAGES, 'invalidBody');
  return message;
}

/**
 * The last middleware: a 4xx error as its message, a database outage as 503, anything else as a logged 500; in the
 * language the request asks for (an error may leave its language's scope, or come before it).
 */
function errorHandler(logger: AppDeps['logger']): express.ErrorRequestHandler {
  return (err: unknown, req: express.Request, res: express.Response, _next: express.NextFunction) => {
    const genericError = () => translate(requestLocale(req), MESSAGES, 'genericError');
    const status = (err as { status?: number }).status;
    if (status && status >= 400 && status < 500) {
      res.status(status).json({ message: refusedRequestText(status, String((err as Error).message), requestLocale(req)) });
      return;
    }
    if (isDatabaseUnavailable(err)) {
      logger.warn({ err }, 'database unavailable');
      res.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
      res.status(503).json({ message: genericError() });
      return;
    }
    logger.error({ err }, 'unexpected error');
    res.status(500).json({ message: genericError() });
  };
}

/** Assembles the HTTP app: /graphql over HTTP and WebSocket, /media, /api/v1 and the web app under /obituaries. */
export async function createApp(deps: AppDeps): Promise<RunningApp> {
  const { config, logger } = deps;
  const production = config.NODE_ENV === 'production';
  const schema = await getSchema();
  // Every door's mutations honour an Idempotency-Key header (request/idempotency.ts).
  const execute = idempotentExecutor(operationExecutor(schema));
  const createContext = createContextFactory(deps);

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.TRUST_PROXY);
  const drainable = drainingServer(app);
  const { server } = drainable;

  useRequestLog(app, logger);
  useHeadersAndCompression(app, config);
  app.get('/healthz', healthCheck(deps));

  const protection = graphqlArmor();
  const ws = graphqlOverWebSocket({
    server,
    schema,
    deps,
    createContext,
    armorRules: protection.validationRules as ValidationRule[],
    production,
    pingInterval: config.WS_PING_SECONDS * 1000,
    execute,
  });
  let wsClosing: Promise<void> | undefined;
  const closeWebSockets = () => (wsClosing ??= ws.dispose()); // once: by close() below, then by Apollo's stop
  const apollo = await graphqlOverHttp(app, {
    schema,
    deps,
    createContext,
    protection,
    production,
    drain: closeWebSockets,
    execute,
  });

  const pages = serveMediaRestAndWeb(app, deps, { schema, execute, createContext });
  app.use(failSafe(logger, errorHandler(logger), (req, res) => res.status(500).json({ message: genericErrorText(requestLocale(req)) })));

  return {
    server,
    async close(deadlineMs = config.SHUTDOWN_GRACE_MS * 0.7) {
      // Every WebSocket is told at once (1001, going away), and closes with its handshake or at the deadline.
      closeWebSockets().catch((err: unknown) => logger.warn({ err }, 'WebSockets did not close cleanly'));
      await drainable.drain(deadlineMs);
      await Promise.all([apollo.stop(), pages.close()]);
    },
  };
}
