import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Client } from 'graphql-ws';
import { DEMO, OPI, startTestGateway, type TestGateway } from '../test/gateway.js';
import { wsClient, wsErrors } from '../test/ws.js';

/** Hardening 4: a bad input gets a clear 4xx naming the field, never a 500 or graphql-js's or zod's own English. */
let gw: TestGateway;
let prod: TestGateway;
let token: string;
const clients: Client[] = [];
beforeAll(async () => {
  [gw, prod] = await Promise.all([startTestGateway(), startTestGateway({ env: { NODE_ENV: 'production' } })]);
  token = await gw.login(DEMO.arranger, 'arranger');
  await gw.rest('GET', `/decedent/${OPI.eleanor}/accept`, undefined, token);
});
afterAll(async () => {
  await Promise.all(clients.map((c) => c.dispose()));
  await Promise.all([gw?.stop(), prod?.stop()]);
});

/** No trace of graphql-js's or zod's wording. */
const INTERNAL_TEXT = /Variable "\$|Expected|expected|Did you mean|Invalid option|Too big|Too small|Invalid input|cannot represent/;

describe('deeply nested JSON', () => {
  const deep = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;

  it('REST answers 400 with a sentence, not 500', async () => {
    const res = await gw.rest('POST', `/memories/${OPI.eleanor}`, deep(6000));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('The request body is nested too deeply');
  });

  it('GraphQL answers 400, in its variables as in its body', async () => {
    const variables = await fetch(`${gw.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: `{"query":"query ($x: String) { __typename }","variables":${deep(6000)}}`,
    });
    expect(variables.status).toBe(400);
    const body = (await variables.json()) as { errors: { message: string }[] };
    expect(body.errors[0]!.message).toBe('The request body is nested too deeply');
  });
});

describe('REST: a value of the wrong type names its field', () => {
  it('isPrivate missing: "isPrivate must be true or false"', async () => {
    const res = await gw.rest('PUT', `/decedent/privacy/${OPI.eleanor}`, {}, token);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: 'isPrivate must be true or false', code: 'BAD_USER_INPUT' });
  });

  it('a prefix off the list: "prefix must be one of Mr, Mrs or Ms"', async () => {
    const res = await gw.rest(
      'POST',
      `/decedent/${OPI.eleanor}/notifier-info`,
      { prefix: 'Dr', firstName: 'Catherine', lastName: 'Reyes', isNotifierVerified: true },
      token,
    );
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toMatchObject({ prefix: 'prefix must be one of Mr, Mrs or Ms' });
    expect(res.text).not.toMatch(INTERNAL_TEXT);
  });

  it('gender out of range: "gender must be at most 3"', async () => {
    const res = await gw.rest('POST', `/decedent/${OPI.eleanor}/primary-info`, { firstName: 'Eleanor', gender: 7 }, token);
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toMatchObject({ gender: 'gender must be at most 3' });
    expect(res.text).not.toMatch(INTERNAL_TEXT);
  });

  it('gender as words: "gender must be a number"', async () => {
    const res = await gw.rest('POST', `/decedent/${OPI.eleanor}/primary-info`, { firstName: 'Eleanor', gender: 'female' }, token);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('gender must be a number');
  });

  it('approve-memory-list?status=3 is refused, not answered with the pending list', async () => {
    const res = await gw.rest('GET', `/memories/${OPI.eleanor}/approve-memory-list?status=3`, undefined, token);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('status must be 1 (pending) or 2 (rejected)');
    const pending = await gw.rest('GET', `/memories/${OPI.eleanor}/approve-memory-list?status=1`, undefined, token);
    expect(pending.status).toBe(200);
  });
});

describe('GraphQL: variables that do not coerce', () => {
  const CHANGE =
    'mutation ($id: Int!, $status: MemoryStatusChange!) { changeMemoryStatus(memoryId: $id, status: $status, opi: "x") { message } }';

  it('over HTTP: 400 BAD_USER_INPUT with a sentence naming the variable', async () => {
    const res = await gw.gql(
      'mutation ($opi: String!, $isPrivate: Boolean!) { setDecedentPrivacy(opi: $opi, isPrivate: $isPrivate) { isPrivate } }',
      { opi: OPI.eleanor, isPrivate: 'yes' },
      token,
    );
    expect(res.status).toBe(400);
    expect(res.body.errors![0]).toMatchObject({ message: 'isPrivate must be true or false', extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('production mode suggests no enum value, for a variable or a literal', async () => {
    const prodToken = await prod.login(DEMO.arranger, 'arranger');
    const variable = await prod.gql(CHANGE, { id: 1, status: 'Acepted' }, prodToken);
    expect(variable.status).toBe(400);
    expect(variable.body.errors![0]!.message).toBe('status is not one of the accepted values');
    const literal = await prod.gql('mutation { changeMemoryStatus(memoryId: 1, status: Acepted) { message } }', undefined, prodToken);
    expect(literal.status).toBe(400);
    expect(JSON.stringify(literal.body)).not.toMatch(/Did you mean/);
  });

  it('over the WebSocket: a variable of the wrong type is BAD_USER_INPUT, not INTERNAL_SERVER_ERROR', async () => {
    const client = wsClient(gw, token, clients);
    const errors = await wsErrors(client, 'subscription ($opi: String) { memoryEvents(opi: $opi) { kind } }', { opi: { not: 'text' } });
    expect(errors[0]).toMatchObject({ message: 'opi must be text', extensions: { code: 'BAD_USER_INPUT' } });
  });
});
