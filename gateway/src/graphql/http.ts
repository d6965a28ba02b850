import express from 'express';
import { ApolloServer, HeaderMap, type ApolloServerPlugin } from '@apollo/server';
import { expressMiddleware } from '@as-integrations/express5';
import { namedLocale, requestLanguage, requestLocale } from '../i18n/locale.js';
import { ApolloServerPluginCacheControlDisabled, ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import type { ApolloArmor } from '@escape.tech/graphql-armor';
import processRequest from 'graphql-upload/processRequest.mjs';
import { GraphQLError, type GraphQLSchema } from 'graphql';
import { INPUT_MESSAGES, MAX_UPLOAD_FILES, translate } from '@memorial/schema';
import { DomainError, GRAPHQL_CODE, RETRY_AFTER_SECONDS } from '../errors.js';
import type { AppDeps, RequestScope } from '../request/scope.js';
import { MAX_JSON_DEPTH, nestsDeeperThan, stopReadingOnceAnswered, withoutNul } from '../input.js';
import type { RequestInfo } from './context.js';
import { formatError } from './errors.js';
import { apolloExecutor, type OperationExecutor } from './executor.js';
import { QUERY_LIMITS } from './limits.js';

interface HttpDoorOptions {
  schema: GraphQLSchema;
  deps: AppDeps;
  createContext: (req: RequestInfo) => Promise<RequestScope>;
  protection: ReturnType<ApolloArmor['protect']>;
  production: boolean;
  drain: () => Promise<void>;
  /** What executes queries and mutations (graphql/executor.ts). */
  execute: OperationExecutor;
}

/** Apollo's plugins, in order (the HTTP drain is drain.ts's, before Apollo stops): armor's, NUL removal, no-store, 503 on outage, the WebSocket drain. */
function apolloPlugins(opts: HttpDoorOptions): ApolloServerPlugin<RequestScope>[] {
  return [
    // graphql-armor is typed against Apollo's CommonJS build; the plugins are the same objects.
    ...(opts.protection.plugins as unknown as ApolloServerPlugin<RequestScope>[]),
    // What PostgreSQL cannot store (NUL characters) is dropped from the variables, as the REST door does with bodies.
    {
      async requestDidStart({ request }) {
        if (request.variables) request.variables = withoutNul(request.variables);
      },
    },
    // The schema sets no cache hints, so Apollo's cache-control plugin only ever answered no-store,
    // after a hook on every resolved field. The header is kept; the per-field hook is not.
    ApolloServerPluginCacheControlDisabled(),
    {
      async requestDidStart() {
        return {
          async willSendResponse({ response }) {
            if (!response.http.headers.has('cache-control')) response.http.headers.set('cache-control', 'no-store');
          },
        };
      },
    },
    // The database away: 503 with Retry-After, as at the REST door, so clients and load balancers retry rather than give up.
    {
      async requestDidStart() {
        return {
          async willSendResponse({ response }) {
            const errors = response.body.kind === 'single' ? response.body.singleResult.errors : undefined;
            if (errors?.some((e) => e.extensions?.['code'] === GRAPHQL_CODE.UNAVAILABLE)) {
              response.http.status = 503;
              response.http.headers.set('retry-after', String(RETRY_AFTER_SECONDS));
            }
          },
        };
      },
    },
    {
      async serverWillStart() {
        return { drainServer: opts.drain };
      },
    },
    ...(opts.production ? [ApolloServerPluginLandingPageDisabled()] : []),
  ];
}

/** Multipart bodies are only read once the CSRF preflight header proves the request is not a simple cross-site form post. */
const requirePreflightForMultipart: express.RequestHandler = (req, res, next) => {
  if (req.is('multipart/form-data') && !req.get('apollo-require-preflight') && !req.get('x-apollo-operation-name')) {
    res.status(400).json({
      errors: [{ message: translate(requestLocale(req), INPUT_MESSAGES, 'preflightRequired'), extensions: { code: 'BAD_REQUEST' } }],
    });
    return;
  }
  next();
};

/**
 * graphql-upload's own Express middleware held every answer until the whole body was read (200 MB against a
 * 5 MB limit); its parser is used directly instead. As at the REST door, an answer known early (a file over the
 * limit) goes out at once and the rest of the body is not read.
 */
function readUploads(maxFileSize: number): express.RequestHandler {
  return (req, res, next) => {
    if (!req.is('multipart/form-data')) return next();
    stopReadingOnceAnswered(req, res);
    processRequest(req, res, { maxFileSize, maxFiles: MAX_UPLOAD_FILES }).then(
      (body) => {
        req.body = body;
        next();
      },
      (error: { status?: number; expose?: boolean }) => {
        if (error.status && error.expose) res.status(error.status);
        next(error);
      },
    );
  };
}

const rejectTooDeep: express.RequestHandler = (req, res, next) => {
  if (nestsDeeperThan(req.body, MAX_JSON_DEPTH))
    res
      .status(400)
      .json({ errors: [{ message: translate(requestLocale(req), INPUT_MESSAGES, 'tooDeep'), extensions: { code: 'BAD_REQUEST' } }] });
  else next();
};

/** The request's scope; a database outage becomes a 503 with Retry-After. */
function requestContext(createContext: HttpDoorOptions['createContext']) {
  return async ({ req }: { req: express.Request }) =>
    createContext({
      authorization: req.get('authorization'),
      ip: req.ip,
      idempotencyKey: req.get('idempotency-key'),
      namedLocale: namedLocale(req),
    }).catch(unavailable);
}

/** Apollo answers a failed context with 500 unless the error names its own status. */
function unavailable(e: unknown): never {
  if (!(e instanceof DomainError) || e.code !== 'UNAVAILABLE') throw e;
  throw new GraphQLError(e.message, {
    extensions: {
      code: GRAPHQL_CODE.UNAVAILABLE,
      http: { status: 503, headers: new HeaderMap([['retry-after', String(RETRY_AFTER_SECONDS)]]) },
    },
  });
}

/**
 * GraphQL over HTTP: Apollo Server on /graphql, with uploads after the CSRF preflight check.
 * Stopping it (stop()) lets requests in flight finish, then runs drain (the WebSocket door).
 */
export async function graphqlOverHttp(app: express.Express, opts: HttpDoorOptions): Promise<ApolloServer<RequestScope>> {
  const { deps, protection, production } = opts;
  const apollo = new ApolloServer<RequestScope>({
    ...protection,
    gateway: apolloExecutor(opts.schema, opts.execute),
    parseOptions: { maxTokens: QUERY_LIMITS.tokens },
    introspection: !production,
    includeStacktraceInErrorResponses: false,
    csrfPrevention: true,
    // main.ts answers SIGTERM and SIGINT: Apollo's own handler stopped the server and re-raised the
    // signal, which killed the process before requests in flight finished and left PostgreSQL running.
    stopOnTerminationSignals: false,
    formatError: (formatted, error) => formatError(deps.logger, formatted, error, production),
    plugins: apolloPlugins(opts),
  });
  await apollo.start();

  // GraphQL's answers are never cached (Cache-Control: no-store, and most come to POSTs), yet express put a
  // SHA-1 ETag of every body on them: its own app (mounted, every other setting inherited) skips that hash.
  const door = express();
  door.disable('etag');
  door.disable('x-powered-by');
  app.use('/graphql', door);
  door.use(
    requirePreflightForMultipart,
    readUploads(deps.config.MAX_UPLOAD_BYTES),
    express.json({ limit: '1mb' }),
    rejectTooDeep,
    requestLanguage,
    expressMiddleware(apollo, { context: requestContext(opts.createContext) }),
  );
  return apollo;
}
