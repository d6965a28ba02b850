import type { RestRoute } from '../modules/route.js';

/** An OpenAPI 3.1 document of the legacy layer, generated from the route table. */
export function openApiDocument(routes: readonly RestRoute[]) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const path = route.path.replace(/:([A-Za-z]+)/g, '{$1}');
    const params = [...route.path.matchAll(/:([A-Za-z]+)/g)].map((m) => ({ name: m[1], in: 'path', required: true, schema: { type: 'string' } }));
    const operationName = /(?:query|mutation)\s+(\w+)/.exec(route.operation)?.[1];
    paths[path] ??= {};
    paths[path][route.method.toLowerCase()] = {
      operationId: operationName,
      summary: route.summary,
      parameters: params,
      ...(route.method === 'POST' || route.method === 'PUT' ? { requestBody: { content: { 'application/json': { schema: { type: 'object' } } } } } : {}),
      security: [{ bearer: [] }],
      'x-graphql-operation': route.operation.replace(/\s+/g, ' '),
      responses: {
        [String(route.status ?? 200)]: { description: 'Success', content: { 'application/json': { schema: { $ref: '#/components/schemas/Envelope' } } } },
        '400': { $ref: '#/components/responses/Error' },
        '401': { $ref: '#/components/responses/Error' },
        '403': { $ref: '#/components/responses/Error' },
        '404': { $ref: '#/components/responses/Error' },
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Memorial portal legacy API', version: '1.0.0', description: 'The /api/v1 paths, each served by one GraphQL operation.' },
    servers: [{ url: '/api/v1' }],
    paths,
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      schemas: {
        Envelope: { type: 'object', properties: { data: {}, message: { type: 'string' } }, required: ['data'] },
        Error: {
          type: 'object',
          properties: { message: { type: 'string' }, code: { type: 'string' }, errors: { type: 'array', items: { type: 'string' } }, fieldErrors: { type: 'object', additionalProperties: { type: 'string' } } },
          required: ['message'],
        },
      },
      responses: { Error: { description: 'Error', content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } } },
    },
  };
}
