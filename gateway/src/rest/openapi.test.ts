import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validate } from '@readme/openapi-parser';
import { ROUTES } from '../modules/index.js';
import { startTestGateway, type TestGateway } from '../test/gateway.js';
import { openApiChecker } from '../test/openapi-check.js';
import { openApiStats } from './openapi-stats.js';
import { readsOf } from './reads.js';

/** What the test reads of an operation of /api/v1/openapi.json. */
interface OpenApiOperation {
  operationId: string;
  summary: string;
  parameters: Array<{ name: string; in: string; schema?: Record<string, unknown> }>;
  requestBody?: { content: Record<string, { schema: { properties: Record<string, Record<string, unknown>> } }> };
  security: Array<Record<string, unknown>>;
  responses: Record<string, { content?: Record<string, unknown> }>;
}
type Document = { openapi: string; paths: Record<string, Record<string, OpenApiOperation>> };

let gw: TestGateway;
let doc: Document;
beforeAll(async () => {
  gw = await startTestGateway();
  doc = (await (await fetch(`${gw.url}/api/v1/openapi.json`)).json()) as Document;
});
afterAll(() => gw?.stop());

const operationOf = (route: (typeof ROUTES)[number]) =>
  doc.paths[route.path.replace(/:([A-Za-z]+)/g, '{$1}')]?.[route.method.toLowerCase()];

describe('the OpenAPI document of /api/v1', () => {
  it('is valid OpenAPI 3.1 (@readme/openapi-parser), with one operationId per operation', async () => {
    const result = await validate(structuredClone(doc) as never);
    expect(result.valid ? [] : result.errors).toEqual([]);
    const ids = Object.values(doc.paths).flatMap((item) => Object.values(item).map((op) => op.operationId));
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    expect(ids.every((id) => /^\w+$/.test(id))).toBe(true);
  });

  it('documents every row, with its path parameters first and what it reads declared', () => {
    const undeclared: string[] = [];
    for (const route of ROUTES) {
      const op = operationOf(route);
      expect(op, `${route.method} ${route.path} is not documented`).toBeDefined();
      if (!op) continue;
      expect(op.summary).toBe(route.summary);
      const inPath = [...route.path.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1]);
      expect(op.parameters.filter((p) => p.in === 'path').map((p) => p.name)).toEqual(inPath);
      const reads = readsOf(route);
      const typed = (schema: Record<string, unknown> | undefined) => !!schema && Object.keys(schema).some((k) => k !== 'description');
      const query = new Map(op.parameters.filter((p) => p.in === 'query').map((p) => [p.name, p.schema]));
      for (const name of reads.query) if (!typed(query.get(name))) undeclared.push(`${route.method} ${route.path}: query ${name}`);
      const body = Object.values(op.requestBody?.content ?? {})[0]?.schema.properties ?? {};
      for (const name of reads.body) if (!typed(body[name])) undeclared.push(`${route.method} ${route.path}: body ${name}`);
      if ((route.method === 'POST' || route.method === 'PUT') && !route.body)
        undeclared.push(`${route.method} ${route.path}: no body declared`);
    }
    expect(undeclared, 'read by a row and not declared in its query or body').toEqual([]);
    // The rows, and the captcha's challenge served beside them.
    expect(Object.values(doc.paths).flatMap((item) => Object.keys(item))).toHaveLength(ROUTES.length + 1);
  });

  it('asks a bearer only of rows a visitor may not call: login, /data and the public page rows need none', () => {
    const anonymous = (path: string, method: string) => doc.paths[path]![method]!.security.some((s) => Object.keys(s).length === 0);
    expect(anonymous('/auth/{role}/login', 'post')).toBe(true);
    expect(anonymous('/data', 'get')).toBe(true);
    expect(anonymous('/memories/{opi}/list', 'get')).toBe(true);
    expect(anonymous('/decedent', 'get')).toBe(false);
    expect(anonymous('/admin/decedents', 'get')).toBe(false);
  });

  it('documents the captcha challenge a visitor solves before a public write, as it is answered', async () => {
    const res = await fetch(`${gw.url}/api/v1/captcha/challenge`);
    const check = openApiChecker(async () => doc);
    await check('GET', '/captcha/challenge', res.status, res.headers.get('content-type'), await res.json());
    expect(doc.paths['/captcha/challenge']!['get']!.security).toEqual([{}]);
  });

  it('types every operation: parameters, bodies, answers and statuses (npm run openapi:stats prints the same)', () => {
    const stats = openApiStats(doc);
    expect(stats.operations).toBe(ROUTES.length + 1);
    expect(stats).toEqual({
      operations: stats.operations,
      typedParameters: stats.operations,
      typedBodies: stats.operations,
      typedAnswers: stats.operations,
      documentedStatuses: stats.operations,
    });
  });

  it('documents the statuses the runner answers beyond a row: 405 for another method, 409 and 422 for an Idempotency-Key, 413 for a large body', () => {
    const share = doc.paths['/memories/{opi}']!['post']!;
    expect(Object.keys(share.responses)).toEqual(
      expect.arrayContaining(['201', '400', '403', '404', '405', '409', '413', '422', '429', '503']),
    );
    expect(share.parameters.map((p) => p.name)).toContain('Idempotency-Key');
    const upload = doc.paths['/memories/upload']!['post']!;
    expect(Object.keys(upload.requestBody!.content)).toEqual(['multipart/form-data']);
    expect(Object.keys(upload.responses)).toEqual(expect.arrayContaining(['413', '415', '429']));
    const section = doc.paths['/decedent/{id}/primary-info']!['post']!;
    expect(Object.keys(section.responses)).toEqual(expect.arrayContaining(['409', '423']));
    expect(section.parameters.map((p) => p.name)).toContain('If-Match');
  });
});
