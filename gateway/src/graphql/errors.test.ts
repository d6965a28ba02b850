import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUERY_LIMITS } from './limits.js';
import { OPI, startTestGateway, type TestGateway } from '../test/gateway.js';
import { expectNoInternals, expectRestError, gqlData, gqlError } from '../test/expect.js';
import { nextWithin, wsClient, wsErrors } from '../test/ws.js';
import type { Client } from 'graphql-ws';

/**
 * Errors never show internals; production refuses introspection and field
 * suggestions; query limits refuse abusive documents; multipart requests need
 * the CSRF preflight header before their body is read.
 */

let gw: TestGateway;
let prod: TestGateway;
const clients: Client[] = [];
beforeAll(async () => {
  [gw, prod] = await Promise.all([startTestGateway(), startTestGateway({ env: { NODE_ENV: 'production' } })]);
});
afterAll(async () => {
  await Promise.all(clients.map((c) => c.dispose()));
  await Promise.all([gw?.stop(), prod?.stop()]);
});

async function rawGraphql(base: string, body: string, headers: Record<string, string> = { 'content-type': 'application/json' }) {
  const res = await fetch(`${base}/graphql`, { method: 'POST', headers, body });
  return { status: res.status, text: await res.text() };
}

describe('unexpected and malformed requests', () => {
  it('a malformed JSON body to REST is a 400 envelope without detail', async () => {
    const res = await gw.rest('POST', '/auth/forgot-password', '{"email": ');
    expectRestError(res, 400, 'Invalid request body');
  });

  it('a malformed JSON body to /graphql is a 400 without a stack', async () => {
    for (const base of [gw.url, prod.url]) {
      const res = await rawGraphql(base, '{"query": "{ __typename }"');
      expect(res.status).toBe(400);
      expectNoInternals(res.text);
    }
  });

  it('a GraphQL syntax error is a 400 GRAPHQL_PARSE_FAILED without a stack', async () => {
    for (const target of [gw, prod]) {
      const res = await target.gql('{ decedent(opi: "CS-1000-0001") { id ');
      expect(res.status).toBe(400);
      const error = gqlError(res, 'GRAPHQL_PARSE_FAILED');
      expect(error.message).toMatch(/^Syntax Error/);
      expect(Object.keys(error.extensions!)).toEqual(['code']);
    }
  });

  it('an unknown field is a 400 GRAPHQL_VALIDATION_FAILED without a stack', async () => {
    const res = await gw.gql('{ decedent(opi: "CS-1000-0001") { id secretColumn } }');
    expect(res.status).toBe(400);
    const error = gqlError(res, 'GRAPHQL_VALIDATION_FAILED');
    expect(error.message).toMatch(/Cannot query field "secretColumn" on type "Decedent"/);
    expect(Object.keys(error.extensions!)).toEqual(['code']);
  });

  it('a failure inside a resolver (the database unable to answer) answers a generic message only', async () => {
    // The decedent table is away: an error the services do not expect.
    await gw.withoutTable('decedent', async () => {
      const res = await gw.gql('query ($opi: String!) { decedent(opi: $opi) { id } }', { opi: OPI.eleanor });
      expect(res.status).toBe(200);
      expect(res.body.data).toBeNull();
      expect(res.body.errors).toEqual([
        { message: 'Oops! Something went wrong.', path: ['decedent'], extensions: { code: 'INTERNAL_SERVER_ERROR' } },
      ]);
      const rest = expectRestError(await gw.rest('GET', `/decedent/${OPI.eleanor}`), 500);
      expect(rest).toEqual({
        message: 'Oops! Something went wrong.',
        code: 'INTERNAL_SERVER_ERROR',
        errors: ['Oops! Something went wrong.'],
      });
    });
    // and the gateway answers as before once it is back
    expect(gqlData(await gw.gql('query ($opi: String!) { decedent(opi: $opi) { opi } }', { opi: OPI.eleanor }))).toEqual({
      decedent: { opi: OPI.eleanor },
    });
  });

  it('development mode gives field suggestions (the control for production below)', async () => {
    const res = await gw.gql('{ decedents(opi: "x") { id } }');
    expect(gqlError(res, 'GRAPHQL_VALIDATION_FAILED').message).toMatch(/Did you mean "decedent"/);
  });
});

describe('production mode', () => {
  it('refuses introspection', async () => {
    expect(gqlData(await gw.gql('{ __schema { queryType { name } } }'))).toEqual({ __schema: { queryType: { name: 'Query' } } });
    for (const query of [
      '{ __schema { queryType { name } } }',
      '{ __type(name: "Decedent") { fields { name } } }',
      'query IntrospectionQuery { __schema { types { name } } }',
    ]) {
      const res = await prod.gql(query);
      expect(res.status).toBe(400);
      expect(res.body.data).toBeUndefined();
      expect(gqlError(res, 'GRAPHQL_VALIDATION_FAILED').message).toMatch(/introspection/i);
    }
  });

  it('gives no field suggestions', async () => {
    for (const query of ['{ decedents(opi: "x") { id } }', '{ decedent(opi: "x") { firstNam } }', 'mutation { logut { message } }']) {
      const res = await prod.gql(query);
      expect(res.status).toBe(400);
      const text = JSON.stringify(res.body);
      expect(text).not.toMatch(/did you mean/i);
      expect(text).not.toMatch(/"(decedent|firstName|logout)"/);
    }
  });

  it('still answers ordinary queries', async () => {
    expect(gqlData(await prod.gql('query ($opi: String!) { decedent(opi: $opi) { opi } }', { opi: OPI.eleanor }))).toEqual({
      decedent: { opi: OPI.eleanor },
    });
  });
});

const nested = (levels: number) => `{ ${'... on Query { '.repeat(levels - 1)}__typename${' }'.repeat(levels - 1)} }`;
const aliased = (n: number) => `{ ${Array.from({ length: n }, (_, i) => `a${i}: states(countryCode: "XX") { code }`).join(' ')} }`;

describe('query limits', () => {
  it(`refuses a query deeper than ${QUERY_LIMITS.depth}`, async () => {
    expect(gqlData(await gw.gql(nested(QUERY_LIMITS.depth)))).toEqual({ __typename: 'Query' });
    for (const target of [gw, prod]) {
      const res = await target.gql(nested(QUERY_LIMITS.depth + 1));
      expect(res.status).toBe(400);
      expect(res.body.data).toBeUndefined();
      expect(gqlError(res, 'GRAPHQL_VALIDATION_FAILED').message).toMatch(/depth/i);
    }
  });

  it(`refuses more than ${QUERY_LIMITS.aliases} aliases`, async () => {
    expect(Object.keys(gqlData(await gw.gql(aliased(QUERY_LIMITS.aliases))) as object)).toHaveLength(QUERY_LIMITS.aliases);
    for (const target of [gw, prod]) {
      const res = await target.gql(aliased(QUERY_LIMITS.aliases + 1));
      expect(res.status).toBe(400);
      expect(res.body.data).toBeUndefined();
      expect(gqlError(res, 'GRAPHQL_VALIDATION_FAILED').message).toMatch(/alias/i);
    }
  });

  it(`refuses a document of more than ${QUERY_LIMITS.tokens} tokens with a 400`, async () => {
    const res = await gw.gql(`{ ${'__typename '.repeat(QUERY_LIMITS.tokens + 1)}}`);
    expect(res.status).toBe(400);
    expect(gqlError(res, 'GRAPHQL_PARSE_FAILED').message).toMatch(/tokens/);
  });
});

describe('the WebSocket door has the same rules', () => {
  const message = async (target: TestGateway, query: string) => {
    const errors = await wsErrors(wsClient(target, undefined, clients), query);
    expect(errors.length).toBeGreaterThan(0);
    expectNoInternals(JSON.stringify(errors));
    return errors[0]!.message;
  };

  it('answers queries over the socket (the control)', async () => {
    const result = await nextWithin(wsClient(prod, undefined, clients).iterate({ query: nested(QUERY_LIMITS.depth) }));
    expect(result).toEqual({ data: { __typename: 'Query' } });
  });

  it('refuses a too-deep query, too many aliases and too many tokens', async () => {
    for (const target of [gw, prod]) {
      expect(await message(target, nested(QUERY_LIMITS.depth + 1))).toMatch(/depth/i);
      expect(await message(target, aliased(QUERY_LIMITS.aliases + 1))).toMatch(/alias/i);
      expect(await message(target, `{ ${'__typename '.repeat(QUERY_LIMITS.tokens + 1)}}`)).toMatch(/tokens/);
    }
  });

  it('in production refuses introspection and gives no field suggestions', async () => {
    expect(await message(prod, '{ __schema { queryType { name } } }')).toMatch(/introspection/i);
    expect(await message(prod, '{ __type(name: "Decedent") { name } }')).toMatch(/introspection/i);
    expect(await message(gw, '{ decedents(opi: "x") { id } }')).toMatch(/Did you mean "decedent"/);
    const hidden = await message(prod, '{ decedents(opi: "x") { id } }');
    expect(hidden).toMatch(/Cannot query field "decedents"/);
    expect(hidden).not.toMatch(/did you mean|"decedent"/i);
  });
});

describe('multipart requests to /graphql', () => {
  /** Sends only the headers of a large multipart request and waits for the answer, never sending the body. */
  function headersOnly(base: string, headers: Record<string, string>): Promise<{ status: number; text: string }> {
    return new Promise((resolve, reject) => {
      const url = new URL(`${base}/graphql`);
      const req = http.request({
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        headers: { 'content-type': 'multipart/form-data; boundary=----x', 'content-length': String(10 * 1024 * 1024), ...headers },
      });
      const timer = setTimeout(() => {
        req.destroy();
        reject(new Error('no answer before the body: the server waited to read it'));
      }, 5000);
      req.on('response', (res) => {
        let text = '';
        res.on('data', (c) => {
          text += c;
        });
        res.on('end', () => {
          clearTimeout(timer);
          resolve({ status: res.statusCode!, text });
        });
      });
      req.on('error', (e) => {
        clearTimeout(timer);
        reject(e);
      });
      req.flushHeaders();
    });
  }

  it('without Apollo-Require-Preflight is refused with 400 before its body is read', async () => {
    const res = await headersOnly(gw.url, {});
    expect(res.status).toBe(400);
    expect(JSON.parse(res.text)).toEqual({
      errors: [{ message: expect.stringMatching(/Apollo-Require-Preflight/), extensions: { code: 'BAD_REQUEST' } }],
    });
  });

  it('with the header, the same kind of request is read and executed', async () => {
    const form = new FormData();
    form.append(
      'operations',
      JSON.stringify({ query: 'query ($opi: String!) { decedent(opi: $opi) { opi } }', variables: { opi: OPI.eleanor } }),
    );
    form.append('map', '{}');
    const refused = await fetch(`${gw.url}/graphql`, { method: 'POST', body: form });
    expect(refused.status).toBe(400);
    const res = await fetch(`${gw.url}/graphql`, { method: 'POST', body: form, headers: { 'apollo-require-preflight': 'true' } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ data: { decedent: { opi: OPI.eleanor } } });
  });
});
