import express, { type Request, type Response, type Router } from 'express';
import { Kind, parse, validate, type DocumentNode, type GraphQLError, type GraphQLSchema } from 'graphql';
import type { OperationExecutor } from '../graphql/executor.js';
import type { Role } from '@memorial/schema';
import { INPUT_MESSAGES, MESSAGES, translate, type MessageKey } from '@memorial/schema';
import { DomainError, errorCodeOfGraphQL, failSafe, genericErrorText, HTTP_STATUS, isDatabaseUnavailable } from '../errors.js';
import { formatError } from '../graphql/errors.js';
import { MAX_JSON_DEPTH, nestsDeeperThan, withoutNul } from '../input.js';
import type { Audience } from '../request/access.js';
import type { RequestScope } from '../request/scope.js';
import type { RequestInfo } from '../graphql/context.js';
import type { Logger } from '../logger.js';
import type { FileRoute, OperationRoute, RestRequest, RestRoute } from '../modules/route.js';
import { onlyField } from '../modules/route.js';
import { bodyEtag, namesEtag, PUBLIC_PAGE_CACHE } from '../pagecache/page-cache.js';
import { sendDomainError, sendRestError } from './envelope.js';
import { readMultipart } from './multipart.js';
import { inLocale, namedLocale, requestLocale } from '../i18n/locale.js';

type Prepared =
  | {
      route: OperationRoute;
      document: DocumentNode;
      /** Who may call each root field of the operation (the fields' @Allow lists). */
      audiences: readonly (readonly Audience[])[];
    }
  | { route: FileRoute; document: null; audiences: readonly [] };

/** The @Allow list of every root field the operation selects. */
export function audiencesOf(schema: GraphQLSchema, document: DocumentNode): Audience[][] {
  return document.definitions.flatMap((definition) => {
    if (definition.kind !== Kind.OPERATION_DEFINITION) return [];
    const root = definition.operation === 'mutation' ? schema.getMutationType() : schema.getQueryType();
    return definition.selectionSet.selections.flatMap((selection) => {
      if (selection.kind !== Kind.FIELD) return [];
      const access = root?.getFields()[selection.name.value]?.extensions?.['access'] as Audience[] | undefined;
      if (!access) throw new Error(`root field ${selection.name.value} declares no audience`);
      return [access];
    });
  });
}

/** Whether a visitor may call the row: no roles of its own, and every root field it selects lets a visitor in. */
export const isPublicRow = (roles: readonly Role[] | undefined, audiences: readonly (readonly Audience[])[]): boolean =>
  !roles && audiences.every((a) => a.includes('public'));

/**
 * Who is refused before anything of the request is read: the route's own roles,
 * then every root field's audience. So a caller without a session gets 401, and
 * a caller of another role 403, whatever the body holds.
 */
function refusalOf(ctx: RequestScope, roles: readonly Role[] | undefined, audiences: readonly (readonly Audience[])[]): DomainError | null {
  const lists = [...(roles ? [roles] : []), ...audiences.filter((a) => !a.includes('public'))];
  if (!lists.length) return null;
  const { viewer } = ctx;
  if (!viewer) return ctx.authError ?? DomainError.unauthenticated();
  for (const list of lists) {
    const listed = list.filter((w): w is Role => w !== 'signed-in');
    if (listed.length && !listed.includes(viewer.role)) return DomainError.forbidden();
  }
  return null;
}

/**
 * Parses and validates every route's operation against the schema. A route
 * that drifted from the schema fails the boot, not a customer's request.
 */
export function prepareRoutes(schema: GraphQLSchema, routes: readonly RestRoute[]): Prepared[] {
  return routes.map((route): Prepared => {
    if (!('operation' in route)) return { route, document: null, audiences: [] };
    const document = parse(route.operation);
    const errors = validate(schema, document);
    if (errors.length)
      throw new Error(`REST route ${route.method} ${route.path} does not match the schema: ${errors.map((e) => e.message).join('; ')}`);
    const audiences = audiencesOf(schema, document);
    if (route.shared) checkShared(route, audiences);
    return { route, document, audiences };
  });
}

/**
 * A shared row answers every visitor alike, so that a shared cache may keep it: a GET of the envelope that anyone may
 * call, with no ETag of its own. A row whose ETag names record versions (etagOf, for If-Match) cannot be shared: a
 * cache revalidating with it (nginx's proxy_cache_revalidate, a browser's If-None-Match answered from nginx's copy)
 * would take equal versions for an equal body, while its body changes without any version (an event becoming past,
 * a portrait's signed URL, a name), and keep a stale copy for as long as the versions stay. Fails the boot.
 */
function checkShared(route: OperationRoute, audiences: readonly (readonly Audience[])[]) {
  const why =
    route.method !== 'GET'
      ? 'is not a GET'
      : route.etag
        ? 'answers an ETag of record versions'
        : route.answer || !isPublicRow(route.roles, audiences)
          ? 'is not public or not an envelope'
          : null;
  if (why) throw new Error(`REST route ${route.method} ${route.path} is shared but ${why}`);
}

const REQUEST_ERROR_CODES = new Set(['GRAPHQL_VALIDATION_FAILED', 'GRAPHQL_PARSE_FAILED', 'BAD_USER_INPUT']);

export interface RestRouterOptions {
  schema: GraphQLSchema;
  routes: readonly RestRoute[];
  createContext: (req: RequestInfo) => Promise<RequestScope>;
  logger: Logger;
  /** The largest file part of a multipart route, in bytes. */
  maxUploadBytes: number;
  /** What executes the routes' operations (graphql/executor.ts), as at the GraphQL doors. */
  execute: OperationExecutor;
}

/** An answer of the router itself (before or after a row's handler, outside its language scope), in the request's language. */
const inputText = (req: Request, key: MessageKey<typeof INPUT_MESSAGES>) => translate(requestLocale(req), INPUT_MESSAGES, key);

export function restRouter(opts: RestRouterOptions): Router {
  const router = express.Router();
  // Legacy answers carry tokens and personal data (login, /auth/me, certificates, profiles, messages, downloads): no cache keeps any.
  router.use((_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });
  // A wrong method is answered before its body is read (a malformed or oversized one would answer 400 or 413).
  router.use(wrongMethod(opts.routes));
  router.use(express.json({ limit: '1mb' }), (req, res, next) => {
    if (nestsDeeperThan(req.body, MAX_JSON_DEPTH)) sendRestError(res, 400, { message: inputText(req, 'tooDeep'), code: 'BAD_REQUEST' });
    else next();
  });
  for (const prepared of prepareRoutes(opts.schema, opts.routes)) {
    const method = prepared.route.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
    router[method](prepared.route.path, routeHandler(prepared, opts));
  }
  router.use((req, res) => {
    sendRestError(res, 404, { message: inputText(req, 'notFound') });
  });
  // Malformed JSON bodies and anything thrown outside a resolver.
  router.use(
    failSafe(opts.logger, restErrorHandler(opts.logger), (req, res) =>
      sendRestError(res, 500, { message: genericErrorText(requestLocale(req)) }),
    ),
  );
  return router;
}

/**
 * A known path asked with a method none of its rows answers: 405 with Allow (the methods of every row whose path
 * matches), not 404, so an integrator sees the path is right. OPTIONS and unknown paths go on to the 404; a method
 * a matching row answers goes on to the rows.
 */
function wrongMethod(routes: readonly RestRoute[]): Router {
  const methodsByPath = new Map<string, Set<string>>();
  for (const { path, method } of routes) methodsByPath.set(path, (methodsByPath.get(path) ?? new Set()).add(method.toUpperCase()));
  const router = express.Router();
  for (const [path, methods] of methodsByPath) {
    router.all(path, (_req, res, next) => {
      const allowed = ((res.locals['allow'] as Set<string> | undefined) ??= new Set());
      for (const m of methods) allowed.add(m);
      next();
    });
  }
  router.use((req, res, next) => {
    const allowed = res.locals['allow'] as Set<string> | undefined;
    if (!allowed || req.method === 'OPTIONS') return next();
    if (allowed.has('GET')) allowed.add('HEAD');
    if (allowed.has(req.method)) return next();
    res.set('Allow', [...allowed].join(', '));
    sendRestError(res, 405, { message: inputText(req, 'methodNotAllowed'), code: 'METHOD_NOT_ALLOWED' });
  });
  return router;
}

/** One row's handler: the caller's scope and refusal, its request read, then its file or its operation answered. */
function routeHandler(prepared: Prepared, opts: RestRouterOptions) {
  // The whole answer in the caller's language (Accept-Language; English when it names none of ours).
  return (req: Request, res: Response) => inLocale(requestLocale(req), () => answerRow(prepared, opts, req, res));
}

async function answerRow(prepared: Prepared, opts: RestRouterOptions, req: Request, res: Response): Promise<void> {
  const { route } = prepared;
  res.vary('Accept-Language');
  const authorization = req.get('authorization');
  // Whoever asks: a cache that keeps the anonymous answer of a shared row must ask again for a token's or a cookie's.
  if ('shared' in route && route.shared) res.vary('Authorization').vary('Cookie');
  const scope = await opts.createContext({
    authorization,
    ip: req.ip,
    idempotencyKey: req.get('idempotency-key'),
    namedLocale: namedLocale(req),
  });
  // Before the body: an upload from a caller who may not make it is not read at all.
  const refusal = refusalOf(scope, route.roles, prepared.audiences);
  if (refusal) {
    sendDomainError(res, refusal, 'answer' in route ? route.answer?.failed : undefined);
    return;
  }
  const restRequest = await readRestRequest(req, res, route, authorization, opts.maxUploadBytes);
  if (!restRequest) return;
  if (prepared.document === null) {
    await sendFile(res, scope, prepared.route, restRequest);
    return;
  }
  let variables: Record<string, unknown>;
  try {
    variables = prepared.route.variables?.(restRequest) ?? {};
  } catch {
    const shown = { message: inputText(req, 'invalidBody'), code: 'BAD_REQUEST' };
    sendRestError(res, 400, shown, prepared.route.answer?.failed({ status: 400, ...shown }));
    return;
  }
  const result = await opts.execute(prepared.document, undefined, variables, scope);
  if (result.errors?.length) sendOperationError(res, prepared.route, result.errors[0]!, opts.logger);
  else sendOperationData(req, res, prepared.route, result.data as Record<string, unknown>);
}

/**
 * What a row's handler reads of the request: its path parameters, query and body (or a multipart form's fields
 * and files), NUL characters removed, and the bearer token. Null when a multipart body was refused (answered).
 */
async function readRestRequest(
  req: Request,
  res: Response,
  route: RestRoute,
  authorization: string | undefined,
  maxUploadBytes: number,
): Promise<RestRequest | null> {
  let body = withoutNul((req.body && typeof req.body === 'object' ? req.body : {}) as Record<string, unknown>);
  let files: unknown[] = [];
  if ('multipart' in route && route.multipart && req.is('multipart/form-data')) {
    const parts = await readMultipart(req, res, maxUploadBytes);
    if (!parts) return null;
    body = withoutNul({ ...parts.fields });
    files = parts.files;
  }
  return {
    params: withoutNul({ ...req.params } as Record<string, string>),
    query: withoutNul({ ...req.query } as Record<string, unknown>),
    body,
    bearer: /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1],
    files,
    ifMatch: req.get('if-match'),
  };
}

/** The first error of an operation in the envelope, with the HTTP status of its code. */
function sendOperationError(res: Response, route: OperationRoute, first: GraphQLError, logger: Logger) {
  // An error without a path is the request's own (a variable that does not coerce), as Apollo reports it: BAD_USER_INPUT.
  const formatted = formatError(logger, first.path ? first : { message: first.message, extensions: { code: 'BAD_USER_INPUT' } }, first);
  const code = formatted.extensions?.['code'];
  const status = REQUEST_ERROR_CODES.has(String(code)) ? 400 : HTTP_STATUS[errorCodeOfGraphQL(code)];
  const fieldErrors = formatted.extensions?.['fieldErrors'] as Record<string, string> | undefined;
  const shown = { message: formatted.message, code: code === undefined ? undefined : String(code), fieldErrors };
  sendRestError(res, status, shown, route.answer?.failed({ status, ...shown }));
}

/** An operation's data as the row answers it: its own answer, or the envelope of its data and message. */
function sendOperationData(req: Request, res: Response, route: OperationRoute, data: Record<string, unknown>) {
  if (route.answer) {
    res.status(route.status ?? 200).json(route.answer.ok(data));
    return;
  }
  const etag = route.etag?.(data);
  if (etag) res.set('ETag', etag);
  const message = route.message?.(data);
  const body = { data: route.data ? route.data(data) : onlyField(data), ...(message ? { message } : {}) };
  if (route.shared && !route.status && !req.get('authorization') && !req.get('cookie')) sendShared(req, res, body);
  // A version ETag names the records' versions, not this body (which changes without them: a service becomes past, a
  // signed address): never a 304 for it, which Express's res.json would answer to an If-None-Match naming it.
  else if (etag)
    res
      .status(route.status ?? 200)
      .type('json')
      .end(JSON.stringify(body));
  else res.status(route.status ?? 200).json(body);
}

/**
 * A shared row's answer to a visitor (no Authorization, no Cookie: the router's no-store stays on every other answer,
 * errors included): the same for every visitor, so shared caches keep it (PUBLIC_PAGE_CACHE, as the public pages'
 * HTML). Its ETag is a hash of the exact body (as the page cache's): the same data gives the same ETag on every
 * replica, and an approved memory a new one. An If-None-Match that names it gets 304 without a body, as the page
 * cache answers it (Express's own check, req.fresh, answers 200 to a request that also says Cache-Control: no-cache,
 * which fetch adds to every conditional request).
 */
function sendShared(req: Request, res: Response, body: object) {
  const json = JSON.stringify(body);
  const etag = bodyEtag(json);
  res.set('Cache-Control', PUBLIC_PAGE_CACHE);
  res.set('ETag', etag);
  if (namesEtag(req.get('if-none-match'), etag)) res.status(304).end();
  else res.status(200).type('json').send(json);
}

/** The router's last handler: malformed JSON bodies and anything thrown outside a resolver. */
function restErrorHandler(logger: Logger) {
  return (err: unknown, req: Request, res: Response, _next: express.NextFunction) => {
    const status = (err as { status?: number }).status;
    if (status && status >= 400 && status < 500) {
      sendRestError(res, status, { message: inputText(req, 'invalidBody') });
      return;
    }
    if (err instanceof DomainError) {
      sendDomainError(res, err);
      return;
    }
    if (isDatabaseUnavailable(err)) {
      logger.warn({ err }, 'database unavailable');
      sendDomainError(res, new DomainError('UNAVAILABLE', translate(requestLocale(req), MESSAGES, 'genericError')));
      return;
    }
    logger.error({ err }, 'unexpected error in the REST layer');
    sendRestError(res, 500, { message: translate(requestLocale(req), MESSAGES, 'genericError') });
  };
}

/** A file row: the file as an attachment, or the service's refusal in the envelope. */
async function sendFile(res: Response, scope: RequestScope, route: FileRoute, req: RestRequest): Promise<void> {
  let file;
  try {
    file = await route.file(scope, req);
  } catch (e) {
    if (!(e instanceof DomainError)) throw e;
    sendDomainError(res, e);
    return;
  }
  // content-disposition (through res.attachment) quotes and encodes the name, so no header can be injected.
  res.attachment(file.name);
  res.type(file.mimeType);
  if ('content' in file) {
    res.send(file.content);
    return;
  }
  scope.deps.storage
    .read(file.key)
    .on('error', () => res.destroy())
    .pipe(res);
}
