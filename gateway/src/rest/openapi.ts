import { Kind, parse, type DocumentNode, type GraphQLSchema } from 'graphql';
import { API_GUIDE, OPENAPI_TEXTS } from '@memorial/schema';
import type { FileRoute, OperationData, OperationRoute, RestRoute } from '../modules/route.js';
import { audiencesOf, isPublicRow } from './runner.js';
import { readsOf, type Reads } from './reads.js';
import { inputFields, operationDataSchema, schemaOfValue, standIn, type JsonSchema } from './shapes.js';

/** Every status a row can answer with the error envelope, and what it means, in the order the document lists them. */
const ERROR_STATUSES = [400, 401, 403, 404, 405, 409, 413, 415, 422, 423, 429, 500, 503] as const;
type ErrorStatus = (typeof ERROR_STATUSES)[number];

const ERROR_ENVELOPE: JsonSchema = {
  type: 'object',
  description: OPENAPI_TEXTS.errorEnvelope.envelope,
  properties: {
    message: { type: 'string', description: OPENAPI_TEXTS.errorEnvelope.message },
    code: { type: 'string', description: OPENAPI_TEXTS.errorEnvelope.code },
    errors: { type: 'array', items: { type: 'string' }, description: OPENAPI_TEXTS.errorEnvelope.errors },
    fieldErrors: { type: 'object', additionalProperties: { type: 'string' }, description: OPENAPI_TEXTS.errorEnvelope.fieldErrors },
  },
  required: ['message', 'errors'],
};

/** The names of the operation's variables ($version, $files ...). */
function variablesOf(document: DocumentNode | null): Set<string> {
  const operation = document?.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION);
  return new Set(
    operation?.kind === Kind.OPERATION_DEFINITION ? (operation.variableDefinitions ?? []).map((v) => v.variable.name.value) : [],
  );
}

const isMutation = (document: DocumentNode | null) =>
  document?.definitions.some((d) => d.kind === Kind.OPERATION_DEFINITION && d.operation === 'mutation') ?? false;

/** The statuses of the error envelope a row can answer: derived from what it is and does, plus its own (route.statuses). */
function errorStatusesOf(route: RestRoute, document: DocumentNode | null, publicRow: boolean, readsIfMatch: boolean): ErrorStatus[] {
  const mutation = isMutation(document);
  const versioned = readsIfMatch || variablesOf(document).has('version');
  // 405: the row's path asked with a method none of its rows answers (rest/runner.ts wrongMethod), with Allow.
  const given = new Set<number>([400, 405, 500, 503, ...(route.statuses ?? [])]);
  if (!publicRow) [401, 403].forEach((s) => given.add(s));
  // A row of one record: missing (404); of a decedent (opi or id), also a private page read by a visitor (403) or with
  // an expired session (401).
  if (route.path.includes(':')) given.add(404);
  if (/:(opi|id)\b/.test(route.path)) [401, 403].forEach((s) => given.add(s));
  // Express refuses a JSON body over its limit with 413 on every row that reads one.
  if (route.method === 'POST' || route.method === 'PUT') given.add(413);
  if ('multipart' in route && route.multipart) given.add(415);
  // Idempotency-Key (request/idempotency.ts): 409 while the first request with the key runs, 422 for another request.
  if (mutation) [409, 422].forEach((s) => given.add(s));
  if (versioned) given.add(409);
  return ERROR_STATUSES.filter((s) => given.has(s));
}

/** The envelope's data, or an `answer` row's whole body, traced from the operation's result types (rest/shapes.ts). */
function successSchema(route: OperationRoute, dataSchema: JsonSchema): JsonSchema {
  try {
    return tracedSuccess(route, dataSchema);
  } catch (e) {
    throw new Error(`${route.method} ${route.path}: its data cannot be traced; give it a dataSchema`, { cause: e });
  }
}

function tracedSuccess(route: OperationRoute, dataSchema: JsonSchema): JsonSchema {
  const result = standIn(dataSchema) as OperationData;
  if (route.answer) return route.dataSchema ?? schemaOfValue(route.answer.ok(result));
  const traced =
    route.dataSchema ?? (route.data ? schemaOfValue(route.data(result)) : Object.values(dataSchema['properties'] as object)[0]);
  const data = route.amendData ? route.amendData(traced as JsonSchema) : traced;
  return {
    type: 'object',
    properties: {
      data: data as JsonSchema,
      ...(route.message ? { message: { type: 'string', description: OPENAPI_TEXTS.successMessage } } : {}),
    },
    required: ['data'],
    additionalProperties: false,
  };
}

function parametersOf(route: RestRoute, reads: Reads, mutation: boolean) {
  const inPath = [...route.path.matchAll(/:([A-Za-z]+)/g)].map((m) => {
    const declared = route.params?.[m[1]!];
    return { name: m[1]!, in: 'path', required: true, schema: declared?.schema ?? { type: 'string' }, description: declared?.description };
  });
  const inQuery = Object.entries(route.query ?? {}).map(([name, p]) => ({
    name,
    in: 'query',
    required: p.required ?? false,
    description: p.description,
    schema: p.schema,
  }));
  // A parameter the row reads and does not declare is listed untyped: openapi.test.ts fails for it.
  for (const name of reads.query)
    if (!route.query?.[name]) inQuery.push({ name, in: 'query', required: false, description: '', schema: {} });
  const headers = [
    ...(reads.ifMatch
      ? [{ name: 'If-Match', in: 'header', required: false, description: OPENAPI_TEXTS.ifMatch, schema: { type: 'string' } }]
      : []),
    ...(mutation
      ? [{ name: 'Idempotency-Key', in: 'header', required: false, description: OPENAPI_TEXTS.idempotencyKey, schema: { type: 'string' } }]
      : []),
  ];
  return [...inPath, ...inQuery, ...headers];
}

function requestBodyOf(route: RestRoute, reads: Reads, schema: GraphQLSchema) {
  if (route.method !== 'POST' && route.method !== 'PUT') return undefined;
  const input = route.body?.input ? inputFields(schema, route.body.input) : { properties: {}, required: [] };
  const declared = { ...input.properties, ...route.body?.properties };
  // A field the row reads and does not declare is listed untyped: openapi.test.ts fails for it.
  const undeclared = [...reads.body].filter((name) => !declared[name]);
  if (!route.body && !undeclared.length && !('multipart' in route && route.multipart)) return undefined;
  // The input type's required fields, but those the row fills itself when the body leaves them out (a default).
  const required = [...new Set([...input.required.filter((name) => !reads.filled.has(name)), ...(route.body?.required ?? [])])];
  const object = {
    type: 'object',
    properties: { ...declared, ...Object.fromEntries(undeclared.map((name) => [name, {}])) },
    ...(required.length ? { required } : {}),
  };
  if (!('multipart' in route && route.multipart))
    return { required: !!route.body?.required?.length, content: { 'application/json': { schema: object } } };
  // A JSON body can name files only as the addresses of earlier uploads (files or fileUrl): without them it is a form.
  const onlyForm = !['files', 'fileUrl'].some((name) => declared[name] && declared[name]['format'] !== 'binary');
  const form = {
    ...object,
    properties: {
      ...object.properties,
      file: { type: 'array', items: { type: 'string', format: 'binary' }, description: OPENAPI_TEXTS.fileParts },
    },
  };
  return {
    required: true,
    content: { 'multipart/form-data': { schema: form }, ...(onlyForm ? {} : { 'application/json': { schema: object } }) },
  };
}

function errorResponses(statuses: readonly ErrorStatus[], failed: OperationRoute['answer'] | undefined) {
  const schema = failed
    ? {
        allOf: [
          { $ref: '#/components/schemas/Error' },
          { ...schemaOfValue(failed.failed({ status: 400, message: '' })), required: [], additionalProperties: true },
        ],
      }
    : { $ref: '#/components/schemas/Error' };
  return Object.fromEntries(
    statuses.map((s) => [String(s), { description: OPENAPI_TEXTS.statuses[s], content: { 'application/json': { schema } } }]),
  );
}

/** The group a reader finds a row under: its path's first word (staff's rows all under admin). */
const tagOf = (route: RestRoute) => (route.path.split('/').find((w) => w && !w.startsWith(':')) ?? 'legacy').replace(/-/g, ' ');

function fileOperation(route: FileRoute, publicRow: boolean) {
  return {
    operationId: route.name,
    tags: [tagOf(route)],
    summary: route.summary,
    security: publicRow ? [{}, { bearer: [] }] : [{ bearer: [] }],
    responses: {
      '200': {
        description: OPENAPI_TEXTS.file,
        content: { [route.mimeType ?? '*/*']: { schema: { type: 'string', format: 'binary' } } },
      },
    },
  };
}

/** One row's operation object, all of it from the row and the schema. */
function operationOf(route: RestRoute, schema: GraphQLSchema) {
  const document = 'operation' in route ? parse(route.operation) : null;
  const publicRow = isPublicRow(route.roles, document ? audiencesOf(schema, document) : []);
  const reads = readsOf(route);
  const mutation = isMutation(document);
  const statuses = errorStatusesOf(route, document, publicRow, reads.ifMatch);
  if (!('operation' in route)) {
    const base = fileOperation(route, publicRow);
    return {
      ...base,
      parameters: parametersOf(route, reads, false),
      responses: { ...base.responses, ...errorResponses(statuses, undefined) },
    };
  }
  const dataSchema = operationDataSchema(schema, document!);
  const success: Record<string, unknown> = {
    description: route.answer ? OPENAPI_TEXTS.ownShape : OPENAPI_TEXTS.envelope,
    content: { 'application/json': { schema: successSchema(route, dataSchema) } },
    ...(route.etag ? { headers: { ETag: { description: OPENAPI_TEXTS.etag, schema: { type: 'string' } } } } : {}),
  };
  const body = requestBodyOf(route, reads, schema);
  return {
    operationId: route.name ?? /(?:query|mutation)\s+(\w+)/.exec(route.operation)?.[1],
    tags: [tagOf(route)],
    summary: route.summary,
    parameters: parametersOf(route, reads, mutation),
    ...(body ? { requestBody: body } : {}),
    security: publicRow ? [{}, { bearer: [] }] : [{ bearer: [] }],
    'x-graphql-operation': route.operation.replace(/\s+/g, ' '),
    responses: {
      [String(route.status ?? 200)]: success,
      ...(route.shared ? { '304': { description: OPENAPI_TEXTS.notModified } } : {}),
      ...errorResponses(statuses, route.answer),
    },
  };
}

/** The captcha's challenge (abuse/challenge-route.ts), served beside the rows: a visitor's public write needs it solved. */
const CAPTCHA_CHALLENGE = {
  get: {
    operationId: 'CaptchaChallenge',
    tags: ['captcha'],
    summary: OPENAPI_TEXTS.captcha,
    security: [{}],
    responses: {
      '200': {
        description: OPENAPI_TEXTS.captchaChallenge,
        content: {
          'application/json': {
            schema: {
              type: 'object',
              properties: {
                parameters: {
                  type: 'object',
                  description: "ALTCHA's proof-of-work parameters (algorithm, cost, expiresAt, keyLength, keyPrefix, nonce, salt ...).",
                  properties: {
                    algorithm: { type: 'string' },
                    expiresAt: { type: 'integer' },
                    nonce: { type: 'string' },
                    salt: { type: 'string' },
                  },
                  required: ['algorithm', 'nonce', 'salt'],
                },
                signature: { type: 'string' },
              },
              required: ['parameters', 'signature'],
            },
          },
        },
      },
      ...errorResponses([500, 503], undefined),
    },
  },
};

/**
 * The OpenAPI 3.1 document of the legacy layer, generated from the route table and the GraphQL schema: each row's
 * parameters and body as it declares them, its answer as the shape its operation's result types give, every status it
 * can answer and who may call it.
 */
export function openApiDocument(routes: readonly RestRoute[], schema: GraphQLSchema) {
  const paths: Record<string, Record<string, unknown>> = {};
  const used = new Map<string, number>();
  for (const route of routes) {
    const operation = operationOf(route, schema);
    const id = String(operation.operationId);
    used.set(id, (used.get(id) ?? 0) + 1);
    const path = route.path.replace(/:([A-Za-z]+)/g, '{$1}');
    (paths[path] ??= {})[route.method.toLowerCase()] = operation;
  }
  // An operation name that serves several rows (one mutation at two legacy paths) is told apart by method and path.
  for (const [path, item] of Object.entries(paths))
    for (const [method, op] of Object.entries(item) as Array<[string, { operationId: string }]>)
      if ((used.get(op.operationId) ?? 0) > 1)
        op.operationId = `${op.operationId}_${method}${path.replace(/[^A-Za-z0-9]+(.)?/g, (_, c: string = '') => c.toUpperCase())}`;
  return {
    openapi: '3.1.0',
    info: { title: 'Memorial portal legacy API', version: '1.0.0', description: API_GUIDE },
    servers: [{ url: '/api/v1' }],
    paths: { ...paths, '/captcha/challenge': CAPTCHA_CHALLENGE },
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      schemas: { Error: ERROR_ENVELOPE },
    },
  };
}
