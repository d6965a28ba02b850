import type http from 'node:http';
import {
  GraphQLError,
  NoSchemaIntrospectionCustomRule,
  parse,
  specifiedRules,
  validate,
  type DocumentNode,
  type ExecutionArgs,
  type ExecutionResult,
  type GraphQLSchema,
  type ValidationRule,
} from 'graphql';
import { WebSocketServer } from 'ws';
import { useServer, type Extra } from 'graphql-ws/use/ws';
import { DEFAULT_LOCALE, isLocale, MESSAGES, translate, type Locale } from '@memorial/schema';
import { inLocale, requestLocale } from '../i18n/locale.js';
import type { AppDeps, RequestScope, Viewer } from '../request/scope.js';
import { SESSIONS_ENDED_CHANNEL, type SessionsEnded } from '../modules/identity/identity.service.js';
import type { RequestInfo } from './context.js';
import { formatError } from './errors.js';
import { fanOutSubscribe, type SocketOperation } from './fan-out.js';
import type { OperationExecutor } from './executor.js';
import { QUERY_LIMITS } from './limits.js';

/**
 * GraphQL over WebSocket on /graphql: the same schema and scope factory as over HTTP. The token comes in
 * connectionParams; a bad one refuses the connection, and a socket closes (4401) when its session expires,
 * or ends earlier on any replica (the ended-sessions follower). Each operation runs in the socket's language
 * (socketLocale: connectionParams' language, else the upgrade's Accept-Language), as over HTTP. Answers how to stop it.
 */
export function graphqlOverWebSocket(opts: {
  server: http.Server;
  schema: GraphQLSchema;
  deps: AppDeps;
  createContext: (req: RequestInfo) => Promise<RequestScope>;
  /** graphql-armor's rules, as over HTTP. */
  armorRules: readonly ValidationRule[];
  production: boolean;
  /** Milliseconds between pings; a socket that has not answered one by the next is closed. */
  pingInterval: number;
  /** What executes queries and mutations (graphql/executor.ts), as at the HTTP door. */
  execute: OperationExecutor;
}): { dispose(): Promise<void> } {
  const { server, schema, deps, createContext, production } = opts;
  // The limits of the HTTP door: the token limit, armor's rules, no introspection in production.
  const rules: ValidationRule[] = [...specifiedRules, ...opts.armorRules, ...(production ? [NoSchemaIntrospectionCustomRule] : [])];

  const wss = webSocketsOnGraphqlPath(server);
  const sockets = signedInSockets(deps);
  const checked = checkedDocuments(schema, rules);
  // Errors are shaped as over HTTP: domain codes kept, anything unexpected logged and answered generically.
  const format = (result: ExecutionResult) =>
    result.errors ? { ...result, errors: result.errors.map((e) => formatError(deps.logger, e, e, production)) } : result;
  const subscribe = fanOutSubscribe(deps, createContext, format);
  const wsServer = useServer<Record<string, unknown>, SocketState>(
    {
      schema,
      onConnect: async (ctx) => {
        const authorization = bearerOf(ctx.connectionParams);
        if (!authorization) return true;
        const locale = socketLocale(ctx);
        const { viewer } = await inLocale(locale, () => createContext({ authorization, ip: ctx.extra.request.socket.remoteAddress }));
        if (!viewer) return false;
        sockets.add(ctx.extra, viewer, locale);
        return true;
      },
      onClose: (ctx) => sockets.remove(ctx.extra),
      onSubscribe: (ctx, _id, payload) =>
        inLocale(socketLocale(ctx), () => {
          try {
            const document = checked(payload.query);
            if (Array.isArray(document)) return document as GraphQLError[];
            return { schema, document: document as DocumentNode, operationName: payload.operationName, variableValues: payload.variables };
          } catch (e) {
            // A syntax error, or an armor rule refusing the document (they throw).
            if (e instanceof GraphQLError) return [e];
            throw e;
          }
        }),
      // Errors are shaped as over HTTP: domain codes kept, anything unexpected logged and answered generically.
      onError: (ctx, _id, _payload, errors) =>
        inLocale(socketLocale(ctx), () => errors.map((e) => formatError(deps.logger, e, e, production))),
      onNext: (ctx, _id, _payload, _args, result) => (result.errors ? inLocale(socketLocale(ctx), () => format(result)) : undefined),
      // The context is only what a scope is made from: a subscription keeps it for its whole life, so the scope
      // itself (an EntityManager, services, loaders) is made per operation below and not kept by the socket.
      context: (ctx, id): SocketOperation => ({
        authorization: bearerOf(ctx.connectionParams),
        ip: ctx.extra.request.socket.remoteAddress,
        socket: ctx.extra.socket,
        id,
        locale: socketLocale(ctx),
      }),
      execute: (args: ExecutionArgs) =>
        inLocale((args.contextValue as SocketOperation).locale, async () =>
          opts.execute(
            args.document,
            args.operationName,
            args.variableValues ?? undefined,
            await createContext(args.contextValue as RequestInfo),
          ),
        ),
      subscribe: (args: ExecutionArgs) => {
        const operation = args as ExecutionArgs & { contextValue: SocketOperation };
        return inLocale(operation.contextValue.locale, () => subscribe(operation));
      },
    },
    wss,
    opts.pingInterval,
  );
  return {
    async dispose() {
      await wsServer.dispose();
      await sockets.stop();
    },
  };
}

/**
 * A WebSocket server fed the HTTP server's upgrades to /graphql (any other path: 404). Upgrades are handed over
 * here rather than the WebSocket server listening on the HTTP server itself: that would make the HTTP server's
 * errors (a port already in use) its own, and log them as internal errors.
 */
function webSocketsOnGraphqlPath(server: http.Server): WebSocketServer {
  const wss = new WebSocketServer({ noServer: true });
  server.on('upgrade', (req, socket, head) => {
    if (new URL(req.url ?? '/', 'http://gateway').pathname !== '/graphql') {
      socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, req));
  });
  return wss;
}

/**
 * Parsed and validated once per query text: thousands of sockets sending one subscription share one document
 * (and fan-out.ts groups them by it). Bounded, so odd texts cannot grow it without end.
 */
function checkedDocuments(schema: GraphQLSchema, rules: readonly ValidationRule[]) {
  const documents = new Map<string, DocumentNode | readonly GraphQLError[]>();
  return (query: string): DocumentNode | readonly GraphQLError[] => {
    let known = documents.get(query);
    if (!known) {
      const document = parse(query, { maxTokens: QUERY_LIMITS.tokens });
      const errors = validate(schema, document, rules);
      known = errors.length ? errors : document;
      if (documents.size >= 500) documents.delete(documents.keys().next().value!);
      documents.set(query, known);
    }
    return known;
  };
}

type SocketState = { expiry?: NodeJS.Timeout; viewer?: Viewer; locale?: Locale };
type SocketExtra = Extra & Partial<SocketState>;

/**
 * The signed-in sockets of this gateway: each closes when its token expires, or when its session (or every
 * session of its person) ends on any replica, as the sessions_ended channel tells.
 */
function signedInSockets(deps: AppDeps) {
  const sockets = new Set<SocketExtra>();
  const end = (extra: SocketExtra) => extra.socket.close(4401, translate(extra.locale ?? DEFAULT_LOCALE, MESSAGES, 'sessionExpired'));
  const ended = deps.events.subscribe<SessionsEnded>(SESSIONS_ENDED_CHANNEL);
  void (async () => {
    for await (const e of ended) {
      for (const extra of sockets) {
        if ('sessionId' in e ? extra.viewer!.sessionId === e.sessionId : extra.viewer!.userId === e.userId) end(extra);
      }
    }
  })().catch((err: unknown) => {
    // Its first LISTEN failed (the database went away, or the gateway stopped as it started): sockets still close at expiry.
    deps.logger.warn({ err }, 'ended sessions are no longer followed');
  });
  return {
    add(extra: SocketExtra, viewer: Viewer, locale: Locale) {
      extra.viewer = viewer;
      extra.locale = locale;
      extra.expiry = setTimeout(() => end(extra), Math.max(0, viewer.expiresAt - Date.now()));
      sockets.add(extra);
    },
    remove(extra: SocketExtra) {
      clearTimeout(extra.expiry);
      sockets.delete(extra);
    },
    async stop() {
      await ended.return?.();
    },
  };
}

/**
 * The language of a socket's operations (issue 31): the one the web app names in connectionParams (the person's
 * choice, which a browser's WebSocket cannot send as a header), else the upgrade request's Accept-Language.
 */
function socketLocale(ctx: { connectionParams?: Readonly<Record<string, unknown>>; extra: Extra }): Locale {
  const named = ctx.connectionParams?.['language'];
  return isLocale(named) ? named : requestLocale(ctx.extra.request);
}

function bearerOf(params: Readonly<Record<string, unknown>> | undefined): string | undefined {
  const value = params?.['authorization'] ?? params?.['Authorization'];
  return typeof value === 'string' ? value : undefined;
}
