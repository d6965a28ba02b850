import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import express from 'express';
import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { expressMiddleware } from '@as-integrations/express5';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { ApolloServerPluginCacheControlDisabled, ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import graphqlUploadExpress from 'graphql-upload/graphqlUploadExpress.mjs';
import { GraphQLError, NoSchemaIntrospectionCustomRule, parse, specifiedRules, validate, type ValidationRule } from 'graphql';
import { WebSocketServer } from 'ws';
import { useServer, type Extra } from 'graphql-ws/use/ws';
import { MESSAGES } from '@memorial/schema';
import { ROOT_DIR } from './config.js';
import { DomainError, GRAPHQL_CODE, HTTP_STATUS } from './errors.js';
import { createContextFactory } from './graphql/context.js';
import type { AppDeps, RequestScope, Viewer } from './request/scope.js';
import { MemoryService } from './modules/memory/memory.service.js';
import { SESSIONS_ENDED_CHANNEL, type SessionsEnded } from './modules/identity/identity.service.js';
import { formatError } from './graphql/errors.js';
import { withoutNul } from './input.js';
import { getSchema } from './graphql/schema.js';
import { QUERY_LIMITS, MAX_UPLOAD_FILES } from './graphql/limits.js';
import { restRouter } from './rest/runner.js';
import { ROUTES } from './modules/index.js';
import { openApiDocument } from './rest/openapi.js';

export interface RunningApp {
  server: http.Server;
  /** Stops accepting, lets requests in flight finish, closes sockets. */
  close(): Promise<void>;
}

export async function createApp(deps: AppDeps): Promise<RunningApp> {
  const { config, logger } = deps;
  const production = config.NODE_ENV === 'production';
  const schema = await getSchema();
  const createContext = createContextFactory(deps);

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.TRUST_PROXY);
  const server = http.createServer(app);

  app.use((req, res, next) => {
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      logger.info({ method: req.method, path: req.path, status: res.statusCode, ms: Math.round(ms * 10) / 10 }, 'request');
    });
    res.setHeader('Strict-Transport-Security', 'max-age=65540');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    next();
  });
  app.get('/healthz', async (_req, res) => {
    const ok = await deps.orm.isConnected().catch(() => false);
    res.status(ok ? 200 : 503).json({ ok });
  });

  const armor = new ApolloArmor({
    maxDepth: { n: QUERY_LIMITS.depth },
    maxAliases: { n: QUERY_LIMITS.aliases },
    costLimit: { maxCost: QUERY_LIMITS.cost },
    maxDirectives: { n: QUERY_LIMITS.directives },
    // The token limit is graphql-js's own (parseOptions below): armor's version parses in a plugin hook, where any syntax error became a 500.
    maxTokens: { enabled: false },
    blockFieldSuggestion: { enabled: production },
  });
  const protection = armor.protect();
  // The WebSocket door gets the limits of the HTTP one: the token limit, armor's rules, no introspection in production.
  const wsRules: ValidationRule[] = [...specifiedRules, ...(protection.validationRules as ValidationRule[]), ...(production ? [NoSchemaIntrospectionCustomRule] : [])];

  // Upgrades are handed over here rather than the WebSocket server listening on the HTTP server itself:
  // that would make the HTTP server's errors (a port already in use) its own, and log them as internal errors.
  const wss = new WebSocketServer({ noServer: true });
  server.on('upgrade', (req, socket, head) => {
    if (new URL(req.url ?? '/', 'http://gateway').pathname !== '/graphql') {
      socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, req));
  });
  // GraphQL over WebSocket: the same schema and context factory. The token comes in connectionParams;
  // a bad one refuses the connection, and the socket closes when its session expires or ends earlier.
  type SocketState = { expiry?: NodeJS.Timeout; viewer?: Viewer };
  type SocketExtra = Extra & Partial<SocketState>;
  const signedInSockets = new Set<SocketExtra>();
  const endSession = (extra: SocketExtra) => extra.socket.close(4401, MESSAGES.sessionExpired);
  const sessionsEnded = deps.events.subscribe<SessionsEnded>(SESSIONS_ENDED_CHANNEL);
  void (async () => {
    for await (const ended of sessionsEnded) {
      for (const extra of signedInSockets) {
        if ('sessionId' in ended ? extra.viewer!.sessionId === ended.sessionId : extra.viewer!.userId === ended.userId) endSession(extra);
      }
    }
  })().catch((err: unknown) => {
    // Its first LISTEN failed (the database went away, or the gateway stopped as it started): sockets still close at expiry.
    logger.warn({ err }, 'ended sessions are no longer followed');
  });
  const wsServer = useServer<Record<string, unknown>, SocketState>(
    {
      schema,
      onConnect: async (ctx) => {
        const authorization = bearerOf(ctx.connectionParams);
        if (!authorization) return true;
        const { viewer } = await createContext({ authorization, ip: ctx.extra.request.socket.remoteAddress });
        if (!viewer) return false;
        ctx.extra.viewer = viewer;
        ctx.extra.expiry = setTimeout(() => endSession(ctx.extra), Math.max(0, viewer.expiresAt - Date.now()));
        signedInSockets.add(ctx.extra);
        return true;
      },
      onClose: (ctx) => {
        clearTimeout(ctx.extra.expiry);
        signedInSockets.delete(ctx.extra);
      },
      onSubscribe: (_ctx, _id, payload) => {
        try {
          const document = parse(payload.query, { maxTokens: QUERY_LIMITS.tokens });
          const errors = validate(schema, document, wsRules);
          if (errors.length) return production ? errors.map(hideSuggestions) : errors;
          return { schema, document, operationName: payload.operationName, variableValues: payload.variables };
        } catch (e) {
          // A syntax error, or an armor rule refusing the document (they throw).
          if (e instanceof GraphQLError) return [e];
          throw e;
        }
      },
      // Errors are shaped as over HTTP: domain codes kept, anything unexpected logged and answered generically.
      onError: (_ctx, _id, _payload, errors) => errors.map((e) => formatError(logger, e, e)),
      onNext: (_ctx, _id, _payload, _args, result) => (result.errors ? { ...result, errors: result.errors.map((e) => formatError(logger, e, e)) } : undefined),
      context: (ctx) => createContext({ authorization: bearerOf(ctx.connectionParams), ip: ctx.extra.request.socket.remoteAddress }),
    },
    wss,
  );

  const apollo = new ApolloServer<RequestScope>({
    ...protection,
    schema,
    parseOptions: { maxTokens: QUERY_LIMITS.tokens },
    introspection: !production,
    includeStacktraceInErrorResponses: false,
    csrfPrevention: true,
    // main.ts answers SIGTERM and SIGINT: Apollo's own handler stopped the server and re-raised the
    // signal, which killed the process before requests in flight finished and left PostgreSQL running.
    stopOnTerminationSignals: false,
    formatError: (formatted, error) => formatError(logger, formatted, error),
    plugins: [
      // graphql-armor is typed against Apollo's CommonJS build; the plugins are the same objects.
      ...(protection.plugins as unknown as ApolloServerPlugin<RequestScope>[]),
      ApolloServerPluginDrainHttpServer({ httpServer: server }),
      // What PostgreSQL cannot store (NUL characters) is dropped from the variables, as the REST door does with bodies.
      { async requestDidStart({ request }) { if (request.variables) request.variables = withoutNul(request.variables); } },
      // The schema sets no cache hints, so Apollo's cache-control plugin only ever answered no-store,
      // after a hook on every resolved field. The header is kept; the per-field hook is not.
      ApolloServerPluginCacheControlDisabled(),
      { async requestDidStart() { return { async willSendResponse({ response }) { if (!response.http.headers.has('cache-control')) response.http.headers.set('cache-control', 'no-store'); } }; } },
      { async serverWillStart() { return { async drainServer() { await wsServer.dispose(); } }; } },
      ...(production ? [ApolloServerPluginLandingPageDisabled()] : []),
    ],
  });
  await apollo.start();

  app.use(
    '/graphql',
    // Multipart bodies are only read once the CSRF preflight header proves the request is not a simple cross-site form post.
    (req, res, next) => {
      if (req.is('multipart/form-data') && !req.get('apollo-require-preflight') && !req.get('x-apollo-operation-name')) {
        res.status(400).json({ errors: [{ message: 'This multipart request must carry an Apollo-Require-Preflight header.', extensions: { code: 'BAD_REQUEST' } }] });
        return;
      }
      next();
    },
    graphqlUploadExpress({ maxFileSize: config.MAX_UPLOAD_BYTES, maxFiles: MAX_UPLOAD_FILES }),
    express.json({ limit: '1mb' }),
    expressMiddleware(apollo, { context: async ({ req }) => createContext({ authorization: req.get('authorization'), ip: req.ip }) }),
  );

  app.use('/media/demo', express.static(path.join(ROOT_DIR, 'gateway', 'assets', 'demo'), { maxAge: '1d' }));
  // Uploaded media: keys are random and never reused, so they may be cached for good. No directory listings, no dotfiles.
  app.use('/media', express.static(config.mediaDir, { index: false, dotfiles: 'deny', immutable: true, maxAge: '365d' }));
  app.get('/api/v1/memories/file/:fileId/download', async (req, res) => {
    const ctx = await createContext({ authorization: req.get('authorization'), ip: req.ip });
    let file;
    try {
      file = await ctx.service(MemoryService).fileForDownload(Number(req.params.fileId));
    } catch (e) {
      if (!(e instanceof DomainError)) throw e;
      res.status(HTTP_STATUS[e.code]).json({ message: e.message, code: GRAPHQL_CODE[e.code], errors: [e.message] });
      return;
    }
    // content-disposition (through res.attachment) quotes and encodes the name, so no header can be injected.
    res.attachment(file.name);
    res.type(file.mimeType);
    deps.storage.read(file.key).on('error', () => res.destroy()).pipe(res);
  });
  const openapi = openApiDocument(ROUTES);
  app.get('/api/v1/openapi.json', (_req, res) => { res.json(openapi); });
  app.use('/api/v1', restRouter({ schema, routes: ROUTES, createContext, logger, maxUploadBytes: config.MAX_UPLOAD_BYTES }));

  serveWeb(app, config.webDist);

  app.use((err: unknown, _req: express.Request, res: express.Response, _next: express.NextFunction) => {
    const status = (err as { status?: number }).status;
    if (status && status >= 400 && status < 500) {
      res.status(status).json({ message: (err as Error).message });
      return;
    }
    logger.error({ err }, 'unexpected error');
    res.status(500).json({ message: MESSAGES.genericError });
  });

  return {
    server,
    async close() {
      await apollo.stop(); // drains HTTP requests in flight and the WebSocket server
      await sessionsEnded.return?.();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function bearerOf(params: Readonly<Record<string, unknown>> | undefined): string | undefined {
  const value = params?.['authorization'] ?? params?.['Authorization'];
  return typeof value === 'string' ? value : undefined;
}

/** As graphql-armor does over HTTP in production: no field names guessed for the client. */
function hideSuggestions(error: GraphQLError): GraphQLError {
  error.message = error.message.replace(/Did you mean ".+"\?/g, '[Suggestion hidden]').trim();
  return error;
}

/** The React app under /obituaries, with its client-side routes falling back to index.html. */
function serveWeb(app: express.Express, webDist: string) {
  const index = path.join(webDist, 'index.html');
  app.get('/', (_req, res) => res.redirect('/obituaries/'));
  app.use('/obituaries', express.static(webDist, { index: false, maxAge: '1h', immutable: false }));
  app.get(/^\/obituaries(\/.*)?$/, (_req, res) => {
    if (!fs.existsSync(index)) {
      res.status(503).type('text').send('The web app is not built yet: run npm run build -w web.');
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(index);
  });
}
