import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'graphql';
import { ROUTES } from '../modules/index.js';
import { audiencesOf } from './runner.js';
import { getSchema } from '../graphql/schema.js';
import { startTestGateway, type TestGateway } from '../test/gateway.js';
import { contractBlocks } from '../test/contract.js';
import { expectRestError } from '../test/expect.js';

/**
 * The legacy /api/v1 layer as a whole. The contract of each route (status,
 * envelope, shape, error statuses) is in its module's *.rest.test.ts, in a
 * `contract(METHOD, path, ...)` block; this file fails for a route without one.
 */

let gw: TestGateway;
beforeAll(async () => {
  gw = await startTestGateway();
});
afterAll(() => gw?.stop());

describe('the legacy REST layer', () => {
  it('has a contract block for every route in ROUTES', () => {
    const keys = ROUTES.map((r) => `${r.method} ${r.path}`);
    const blocks = contractBlocks();
    const covered = new Set(blocks.map((b) => b.key));
    const missing = keys.filter((k) => !covered.has(k));
    expect(missing, "routes without a contract('METHOD', '/path', ...) block in a *.rest.test.ts next to their module").toEqual([]);
    const stale = blocks.filter((b) => !keys.includes(b.key)).map((b) => `${b.key} (${b.file})`);
    expect(stale, 'contract blocks for routes that are not in ROUTES').toEqual([]);
    const twice = blocks.filter((b, i) => blocks.findIndex((o) => o.key === b.key) !== i).map((b) => `${b.key} (${b.file})`);
    expect(twice, 'routes with more than one contract block').toEqual([]);
  });

  it('has no two routes with the same method and path', () => {
    const keys = ROUTES.map((r) => `${r.method} ${r.path}`);
    expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([]);
  });

  it('answers 404 in the error envelope for a path that is not a route', async () => {
    expectRestError(await gw.rest('GET', '/no/such/path'), 404, 'Not Found');
    expectRestError(await gw.rest('DELETE', '/decedent/opi/x/y'), 404, 'Not Found');
  });

  it('answers 405 with Allow for a known path asked with a method it does not answer (was 404)', async () => {
    const wrong = await gw.rest('DELETE', '/decedent');
    expectRestError(wrong, 405, 'Method Not Allowed');
    expect(wrong.headers.get('allow')).toBe('GET, HEAD');
    const login = await gw.rest('GET', '/auth/arranger/login');
    expectRestError(login, 405, 'Method Not Allowed');
    expect(login.headers.get('allow')).toBe('POST');
    // A path with a parameter: every row whose path matches counts (GET to read, POST to save the certificate).
    const info = await gw.rest('DELETE', '/decedent/some-opi/info');
    expectRestError(info, 405, 'Method Not Allowed');
    const methods = new Set<string>(ROUTES.filter((r) => r.path === '/decedent/:id/info').map((r) => r.method));
    expect(info.headers.get('allow')?.split(', ').sort()).toEqual([...methods, 'HEAD'].sort());
    // Rows of one path spelled with different parameters (GET /memories/:id, POST /memories/:opi) all count.
    const share = await gw.rest('PUT', '/memories/CS-1000-0001', {});
    expect(expectRestError(share, 405, 'Method Not Allowed').code).toBe('METHOD_NOT_ALLOWED');
    expect(share.headers.get('allow')).toBe('GET, POST, HEAD');
    // The method is checked before the body is read: a wrong method's malformed body is still a 405 (was a 400).
    const malformed = await gw.rest('DELETE', '/decedent', '{"not json');
    expectRestError(malformed, 405, 'Method Not Allowed');
    expect(malformed.headers.get('allow')).toBe('GET, HEAD');
  });

  it('refuses a caller without a session (401) or of another role (403) before reading the request, whatever it holds', async () => {
    const schema = await getSchema();
    const arranger = await gw.login('arranger@demo.test', 'arranger');
    // Values of the wrong type everywhere (path, query and body): were the request read first, these would be 400s.
    const junk = JSON.stringify({ raceOne: { id: 'white' }, status: 42, title: [], email: {}, files: 'x', relation: null, page: 'one' });
    const guarded = ROUTES.filter(
      (r) => r.roles || ('operation' in r && audiencesOf(schema, parse(r.operation)).some((a) => !a.includes('public'))),
    );
    expect(guarded.length).toBeGreaterThan(ROUTES.length / 2);
    for (const route of guarded) {
      const path = `${route.path.replace(/:([A-Za-z]+)/g, 'x')}?page=one&status=42`;
      const body = route.method === 'GET' ? undefined : junk;
      expectRestError(await gw.rest(route.method, path, body), 401, 'Authentication required');
      if (route.roles && !route.roles.includes('arranger'))
        expectRestError(await gw.rest(route.method, path, body, arranger), 403, 'Unauthorized access Forbidden');
    }
  });

  it('answers any body, query or path, signed in or not, with a status of its own, never a 500 or a stack trace', async () => {
    const admin = await gw.login('admin@demo.test', 'admin');
    const bodies: unknown[] = [
      {},
      [],
      'text',
      42,
      null,
      { id: 'x', opi: 42, status: 'Nope', files: [{ fileUrl: 42, fileType: 'Exe' }], memoryType: 'one', page: -1, pageSize: 1e9 },
      {
        title: 'x'.repeat(100_000),
        memory: '<script>alert(1)</script>'.repeat(100),
        email: ['a'],
        address: 'not an object',
        input: { nested: { deep: [1, { a: null }] } },
      },
      {
        isHispanic: 'yes',
        raceOne: { id: -1 },
        gender: 99,
        dateOfBirth: '2099-13-45',
        ssn: '\u0000',
        phoneNumber: '+'.repeat(50),
        relation: { a: 1 },
      },
      // Well-formed but for NUL characters in free text, which PostgreSQL text cannot hold.
      {
        title: 'Sunday\u0000',
        memory: '<p>Every week\u0000</p>',
        memoryType: 1,
        dateOfMemory: '2020-01-01',
        acceptedPolicy: true,
        rejectedReason: 'no\u0000',
        memoryAddingPerson: { firstName: 'Ann\u0000', lastName: 'Lee', email: 'ann@example.com', address: { line1: '1 Main\u0000' } },
        firstName: 'Eleanor\u0000',
        lastName: 'Whitmore',
        notes: 'n\u0000',
        relation: 'Mother',
        occupation: 'Teacher\u0000',
        line1: 'x\u0000',
        email: 'a\u0000@example.com',
        password: 'p\u0000',
        note: 'n\u0000',
      },
    ];
    const paths = (route: (typeof ROUTES)[number]) =>
      ['1', 'CS-1000-0001', '-1', '%00', 'x'.repeat(300)].map(
        (v) => `${route.path.replace(/:([A-Za-z]+)/g, encodeURIComponent(v))}?page=-5&status=%7B&isAllowAllMedia=maybe`,
      );
    const failures: string[] = [];
    for (const token of [admin, undefined]) {
      for (const route of ROUTES) {
        for (const path of paths(route)) {
          for (const body of route.method === 'GET' ? [undefined] : bodies) {
            const res = await gw.rest(route.method, path, body === undefined ? undefined : JSON.stringify(body), token);
            if (res.status >= 500 || /\n\s+at |node_modules|\.ts:\d+/.test(res.text))
              failures.push(
                `${route.method} ${path.slice(0, 80)} ${JSON.stringify(body)?.slice(0, 60)} -> ${res.status} ${res.text.slice(0, 120)}`,
              );
          }
        }
      }
    }
    expect(failures).toEqual([]);
  }, 300_000);

  it('answers a malformed JSON body with a 400 envelope', async () => {
    expectRestError(await gw.rest('POST', '/auth/forgot-password', '{"email": '), 400, 'Invalid request body');
  });
});
