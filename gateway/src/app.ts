import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import express from 'express';
import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { expressMiddleware } from '@as-integrations/express5';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import graphqlUploadExpress from 'graphql-upload/graphqlUploadExpress.mjs';
import { WebSocketServer } from 'ws';
import { useServer } from 'graphql-ws/use/ws';
import { MESSAGES } from '@memorial/schema';
import { ROOT_DIR } from './config.js';
import { createContextFactory, type AppDeps, type Context } from './graphql/context.js';
import { formatError } from './graphql/errors.js';
import { getSchema } from './graphql/schema.js';
import { QUERY_LIMITS, MAX_UPLOAD_BYTES, MAX_UPLOAD_FILES } from './graphql/limits.js';
import { restRouter } from './rest/runner.js';
import { ROUTES } from './rest/routes.js';
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
  app.set('trust proxy', 'loopback');
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

  // GraphQL over WebSocket: the same schema and context factory, the token from connectionParams.
  const wss = new WebSocketServer({ server, path: '/graphql' });
  const wsServer = useServer<Record<string, unknown>, { context?: Context }>(
    {
      schema,
      context: async (ctx) => {
        const params = ctx.connectionParams ?? {};
        const authorization = typeof params['authorization'] === 'string' ? params['authorization'] : typeof params['Authorization'] === 'string' ? params['Authorization'] : undefined;
        return createContext({ authorization, ip: ctx.extra.request.socket.remoteAddress });
      },
    },
    wss,
  );

  const armor = new ApolloArmor({
    maxDepth: { n: QUERY_LIMITS.depth },
    maxAliases: { n: QUERY_LIMITS.aliases },
    costLimit: { maxCost: QUERY_LIMITS.cost },
    maxDirectives: { n: QUERY_LIMITS.directives },
    maxTokens: { n: QUERY_LIMITS.tokens },
    blockFieldSuggestion: { enabled: production },
  });
  const protection = armor.protect();
  const apollo = new ApolloServer<Context>({
    ...protection,
    schema,
    introspection: !production,
    includeStacktraceInErrorResponses: false,
    csrfPrevention: true,
    formatError: (formatted, error) => formatError(logger, formatted, error),
    plugins: [
      // graphql-armor is typed against Apollo's CommonJS build; the plugins are the same objects.
      ...(protection.plugins as unknown as ApolloServerPlugin<Context>[]),
      ApolloServerPluginDrainHttpServer({ httpServer: server }),
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
    graphqlUploadExpress({ maxFileSize: MAX_UPLOAD_BYTES, maxFiles: MAX_UPLOAD_FILES }),
    express.json({ limit: '1mb' }),
    expressMiddleware(apollo, { context: async ({ req }) => createContext({ authorization: req.get('authorization'), ip: req.ip }) }),
  );

  const openapi = openApiDocument(ROUTES);
  app.get('/api/v1/openapi.json', (_req, res) => { res.json(openapi); });
  app.use('/api/v1', restRouter({ schema, routes: ROUTES, createContext, logger }));

  app.use('/media/demo', express.static(path.join(ROOT_DIR, 'gateway', 'assets', 'demo'), { maxAge: '1d' }));
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
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
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
