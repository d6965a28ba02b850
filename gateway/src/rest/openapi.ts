import type { RestRoute } from '../modules/route.js';

/** An OpenAPI 3.1 document of the legacy layer, generated from the route table. */
export function openApiDocument(routes: readonly RestRoute[]) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const path = route.path.replace(/:([A-Za-z]+)/g, '{$1}');
    const params = [...route.path.matchAll(/:([A-Za-z]+)/g)].map((m) => ({
      name: m[1],
      in: 'path',
      required: true,
      schema: { type: 'string' },
    }));
    const errors = Object.fromEntries(['400', '401', '403', '404'].map((status) => [status, { $ref: '#/components/responses/Error' }]));
    paths[path] ??= {};
    if (!('operation' in route)) {
      paths[path][route.method.toLowerCase()] = {
        operationId: route.name,
        summary: route.summary,
        parameters: params,
        security: [{ bearer: [] }],
        responses: {
          '200': {
            description: 'The file, as an attachment',
            content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } },
          },
          ...errors,
        },
      };
      continue;
    }
    paths[path][route.method.toLowerCase()] = {
      operationId: /(?:query|mutation)\s+(\w+)/.exec(route.operation)?.[1],
      summary: route.summary,
      parameters: params,
      ...(route.method === 'POST' || route.method === 'PUT'
        ? { requestBody: { content: { 'application/json': { schema: { type: 'object' } } } } }
        : {}),
      security: [{ bearer: [] }],
      'x-graphql-operation': route.operation.replace(/\s+/g, ' '),
      responses: {
        [String(route.status ?? 200)]: route.answer
          ? {
              description: "Success, in the legacy service's own shape (not the envelope)",
              content: { 'application/json': { schema: { type: 'object' } } },
            }
          : { description: 'Success', content: { 'application/json': { schema: { $ref: '#/components/schemas/Envelope' } } } },
        ...errors,
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Memorial portal legacy API',
      version: '1.0.0',
      description: 'The /api/v1 paths, each served by one GraphQL operation (or, for a download, the file).',
    },
    servers: [{ url: '/api/v1' }],
    paths,
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      schemas: {
        Envelope: { type: 'object', properties: { data: {}, message: { type: 'string' } }, required: ['data'] },
        Error: {
          type: 'object',
          properties: {
            message: { type: 'string' },
            code: { type: 'string' },
            errors: { type: 'array', items: { type: 'string' } },
            fieldErrors: { type: 'object', additionalProperties: { type: 'string' } },
          },
          required: ['message'],
        },
      },
      responses: { Error: { description: 'Error', content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } } },
    },
  };
}
