import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLObjectType,
  type GraphQLOutputType,
  type GraphQLSchema,
} from 'graphql';
import { ROOT_DIR } from '../config.js';
import { ROUTES } from '../modules/index.js';
import { DEMO, OPI, startTestGateway, TEST_JWT_SECRET, type TestGateway } from '../test/gateway.js';

/**
 * Hardening 10: 10,000 generated GraphQL operations and REST requests (seeded, bounded, local)
 * get no 5xx answer and no internals (stack traces, source paths, graphql-js's variable wording).
 * FUZZ_SEED=<n> replays a run; FUZZ_COUNT=<n> changes its size.
 */
const SEED = Number(process.env['FUZZ_SEED'] ?? 20261124) >>> 0;
const COUNT = Number(process.env['FUZZ_COUNT'] ?? 10_000);
const CONCURRENCY = 8;

/** mulberry32: a tiny seeded PRNG. */
function mulberry32(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

class Gen {
  constructor(readonly next: () => number) {}
  int(n: number) {
    return Math.floor(this.next() * n);
  }
  chance(p: number) {
    return this.next() < p;
  }
  pick<T>(xs: readonly T[]): T {
    return xs[this.int(xs.length)]!;
  }

  string(): string {
    switch (this.int(14)) {
      case 0:
        return '';
      case 1:
        return this.pick([OPI.eleanor, OPI.okaforPrivate, OPI.thomas, OPI.missing]);
      case 2:
        return 'x'.repeat(1 + this.int(10_000));
      case 3:
        return this.pick(['👩‍👩‍👧 Élise Ω ж 中文', 'مرحبا بالعالم', 'e\u0301\u0301\u0301', '\u200b\u200e\ufeff', '\ud83d\ude00', '𝕳𝖊𝖑𝖑𝖔']);
      case 4:
        return `a\u0000b${this.chance(0.5) ? '\u0000' : ''}`;
      case 5:
        return this.pick([
          "' OR 1=1 --",
          '"; drop table app_user; --',
          '%',
          '%00',
          '../../etc/passwd',
          '\\',
          '${x}',
          '{{x}}',
          '<script>alert(1)</script>',
          '\r\n\t',
        ]);
      case 6:
        return this.pick([DEMO.arranger, DEMO.admin, 'nobody@example.test', 'not-an-email', '@', 'a@b']);
      case 7:
        return this.pick([
          'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
          'https://vimeo.com/123',
          'javascript:alert(1)',
          'http://127.0.0.1:1/',
          'ftp://x',
          '/media/x.jpg',
        ]);
      case 8:
        return String(this.number());
      case 9:
        return this.pick(['true', 'false', 'null', 'undefined', 'NaN', '[]', '{}']);
      case 10:
        return this.pick(['2024-02-30', '1900-01-01', '9999-12-31T23:59:59Z', 'yesterday', '00:00']);
      case 11:
        return this.pick(['PENDING', 'APPROVED', 'REJECTED', 'FAMILY', 'arranger', 'cl-arranger', 'admin', 'IMAGE', 'VIDEO']);
      case 12:
        return Array.from({ length: 1 + this.int(40) }, () => String.fromCodePoint(32 + this.int(0x2fff))).join('');
      default:
        return Array.from({ length: 1 + this.int(30) }, () => String.fromCharCode(97 + this.int(26))).join('');
    }
  }

  number(): number {
    return this.pick([
      0,
      1,
      2,
      3,
      -1,
      7,
      42,
      90,
      270,
      1001,
      2147483647,
      2147483648,
      -2147483649,
      1e20,
      -1e20,
      1.5,
      0.000001,
      Number.MAX_SAFE_INTEGER,
      2 ** 53 + 2,
    ]);
  }

  /** Any JSON value, nesting at most `depth` more levels. */
  json(depth = 3): unknown {
    switch (depth <= 0 ? this.int(4) : this.int(7)) {
      case 0:
        return this.string();
      case 1:
        return this.number();
      case 2:
        return this.pick([true, false, null]);
      case 3:
        return this.chance(0.5) ? this.string() : this.number();
      case 4:
        return Array.from({ length: this.int(4) }, () => this.json(depth - 1));
      case 5:
        return this.deep(1 + this.int(100));
      default:
        return Object.fromEntries(Array.from({ length: this.int(4) }, () => [this.key(), this.json(depth - 1)]));
    }
  }

  deep(levels: number): unknown {
    let v: unknown = this.chance(0.5) ? 1 : [];
    for (let i = 0; i < levels; i++) v = this.chance(0.7) ? { [this.key()]: v } : [v];
    return v;
  }

  key(): string {
    return this.chance(0.85) ? this.pick(BODY_KEYS) : this.string().slice(0, 40);
  }
}

const BODY_KEYS = [
  'email',
  'password',
  'remember',
  'rememberMe',
  'token',
  'title',
  'memory',
  'description',
  'files',
  'fileUrl',
  'fileType',
  'videoLinks',
  'links',
  'isPrivate',
  'isFreeze',
  'status',
  'rejectedReason',
  'rotationAngle',
  'isInterested',
  'note',
  'firstName',
  'middleName',
  'lastName',
  'suffix',
  'gender',
  'prefix',
  'isNotifierVerified',
  'relation',
  'id',
  'opi',
  'memoryId',
  'fileId',
  'page',
  'pageSize',
  'search',
  'memoryType',
  'name',
  'sharerName',
  'dateOfBirth',
  'dateOfDeath',
  'ssn',
  'address',
  'city',
  'state',
  'zip',
  'country',
  'county',
  'education',
  'ethnicity',
  'race',
  'isVeteran',
  'branch',
  'nextOfKin',
  'input',
  '__proto__',
  'constructor',
  'isAllowAllMedia',
  'locationCode',
];

// ---------- GraphQL ----------

const schema: GraphQLSchema = buildSchema(fs.readFileSync(path.join(ROOT_DIR, 'schema', 'schema.graphql'), 'utf8'));

/** A value of the input type (or, sometimes, of a wrong one), as a JS value. */
function inputValue(g: Gen, type: GraphQLInputType, depth = 0): unknown {
  if (g.chance(0.08)) return g.json(2); // a wrong type
  if (isNonNullType(type)) return g.chance(0.04) ? null : inputValue(g, type.ofType, depth);
  if (g.chance(0.05)) return null;
  if (isListType(type))
    return g.chance(0.1)
      ? inputValue(g, type.ofType, depth + 1)
      : Array.from({ length: g.int(4) }, () => inputValue(g, type.ofType, depth + 1));
  if (isEnumType(type)) return g.chance(0.85) ? g.pick(type.getValues()).name : g.string();
  if (isInputObjectType(type)) {
    if (depth > 4) return {};
    const out: Record<string, unknown> = {};
    for (const f of Object.values(type.getFields())) if (g.chance(0.8)) out[f.name] = inputValue(g, f.type, depth + 1);
    if (g.chance(0.1)) out[g.pick(BODY_KEYS)] = g.json(1); // an unknown field
    return out;
  }
  if (isScalarType(type)) {
    switch (type.name) {
      case 'Int':
        return g.chance(0.7) ? g.pick([1, 2, 3, 0, -1, 100, 1001]) : g.number();
      case 'Float':
        return g.number();
      case 'Boolean':
        return g.chance(0.9) ? g.chance(0.5) : g.string();
      case 'JSON':
        return g.json(3);
      default:
        return g.string();
    }
  }
  return g.json(1);
}

/** A JS value as a GraphQL literal: enum names bare when the type is an enum. */
function literal(v: unknown, type: GraphQLInputType | undefined): string {
  const named = type ? getNamedType(type) : undefined;
  if (v === null || v === undefined) return 'null';
  if (typeof v === 'string')
    return named && isEnumType(named) && /^[_A-Za-z][_0-9A-Za-z]*$/.test(v) && !['true', 'false', 'null'].includes(v)
      ? v
      : JSON.stringify(v);
  if (typeof v === 'number') return Number.isFinite(v) ? String(v) : '0';
  if (typeof v === 'boolean') return String(v);
  const inner = type && isNonNullType(type) ? type.ofType : type;
  if (Array.isArray(v)) return `[${v.map((x) => literal(x, inner && isListType(inner) ? inner.ofType : undefined)).join(', ')}]`;
  const fields = named && isInputObjectType(named) ? named.getFields() : {};
  const entries = Object.entries(v as Record<string, unknown>).filter(([k]) => /^[_A-Za-z][_0-9A-Za-z]*$/.test(k));
  return `{${entries.map(([k, x]) => `${k}: ${literal(x, fields[k]?.type)}`).join(', ')}}`;
}

function selection(g: Gen, type: GraphQLOutputType, depth: number): string {
  const named = getNamedType(type);
  if (!isObjectType(named)) return '';
  const fields = Object.values(named.getFields());
  if (depth > 3) {
    const leaf = fields.find((f) => !isObjectType(getNamedType(f.type)) && f.args.length === 0);
    return `{ ${leaf ? leaf.name : '__typename'} }`;
  }
  const chosen = fields.filter(() => g.chance(0.5));
  if (chosen.length === 0) chosen.push(g.pick(fields));
  const parts = chosen.map(
    (f) => `${f.name}${fieldArgs(g, f, [])}${isObjectType(getNamedType(f.type)) ? ' ' + selection(g, f.type, depth + 1) : ''}`,
  );
  if (g.chance(0.1)) parts.push('__typename');
  if (g.chance(0.05)) parts.push(g.pick(['noSuchField', 'password', 'passwordHash', 'ssn']));
  return `{ ${parts.join(' ')} }`;
}

/** Arguments written inline, or as variables (declared in `vars`). */
function fieldArgs(g: Gen, f: GraphQLField<unknown, unknown>, vars: { name: string; type: string; value: unknown }[] | null): string {
  const out: string[] = [];
  for (const a of f.args) {
    if (g.chance(0.1)) continue; // missing (required or not)
    const value = inputValue(g, a.type);
    if (vars && g.chance(0.6)) {
      const name = `v${vars.length}`;
      // Mostly the argument's own type; sometimes a wrong declared type.
      const declared = g.chance(0.9) ? String(a.type) : g.pick(['String', 'Int!', 'Boolean', '[String!]!', 'JSON', 'NoSuchType']);
      vars.push({ name, type: declared, value });
      out.push(`${a.name}: $${name}`);
    } else {
      out.push(`${a.name}: ${literal(value, a.type)}`);
    }
  }
  if (g.chance(0.05)) out.push(`noSuchArg: ${literal(g.json(0), undefined)}`);
  return out.length ? `(${out.join(', ')})` : '';
}

interface FuzzRequest {
  kind: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
  label: string;
}

function gqlRequest(g: Gen, url: string, auth: Record<string, string>, realToken: boolean): FuzzRequest {
  const post = (body: string, kind: string, label: string, contentType = 'application/json'): FuzzRequest => ({
    kind,
    method: 'POST',
    url: `${url}/graphql`,
    headers: { 'content-type': contentType, accept: 'application/json', ...auth },
    body,
    label,
  });

  if (g.chance(0.12)) {
    // Malformed: bodies, queries and transports graphql-js does not parse or Apollo refuses.
    const good = operation(g, realToken);
    const q = good.query;
    switch (g.int(12)) {
      case 0:
        return post(JSON.stringify({ query: q.slice(0, g.int(q.length)) }), 'graphql-malformed', `truncated: ${q.slice(0, 200)}`);
      case 1:
        return post(g.string(), 'graphql-malformed', 'garbage body');
      case 2:
        return post(JSON.stringify({ query: g.json(2) }), 'graphql-malformed', 'query not a string');
      case 3:
        return post(JSON.stringify({ query: q, variables: g.string() }), 'graphql-malformed', 'variables a string');
      case 4:
        return post(JSON.stringify([{ query: q }, { query: q }]), 'graphql-malformed', 'batch');
      case 5:
        return post(JSON.stringify({ query: q, operationName: g.string().slice(0, 100) }), 'graphql-malformed', 'operationName');
      case 6:
        return post(JSON.stringify({ query: `${q} ${q}` }), 'graphql-malformed', 'two anonymous operations');
      case 7:
        return post(JSON.stringify({ query: 'subscription { memoryEvents { kind } }' }), 'graphql-malformed', 'subscription over HTTP');
      case 8:
        return post(JSON.stringify({ query: q }), 'graphql-malformed', 'text/plain', 'text/plain');
      case 9:
        return {
          kind: 'graphql-malformed',
          method: 'GET',
          url: `${url}/graphql?query=${encodeURIComponent(q.slice(0, 1500))}`,
          headers: { accept: 'application/json', 'apollo-require-preflight': 'true', ...auth },
          label: `GET ${q.slice(0, 200)}`,
        };
      case 10:
        return post(
          JSON.stringify({ query: `{ ${'a: __typename '.repeat(1 + g.int(40))} ${'{'.repeat(g.int(30))} }` }),
          'graphql-malformed',
          'aliases/braces',
        );
      default:
        return post(
          JSON.stringify({ query: `query { ${'me { '.repeat(1 + g.int(20))}id${' }'.repeat(1 + g.int(20))} }` }),
          'graphql-malformed',
          'deep/unbalanced',
        );
    }
  }
  const { query, variables } = operation(g, realToken);
  return post(JSON.stringify({ query, variables }), 'graphql', query.length > 300 ? `${query.slice(0, 300)}…` : query);
}

function operation(g: Gen, realToken: boolean): { query: string; variables: Record<string, unknown> } {
  const mutation = g.chance(0.45);
  const root = (mutation ? schema.getMutationType() : schema.getQueryType()) as GraphQLObjectType;
  // logout would end the family's or the admin's session for every later request.
  const fields = Object.values(root.getFields()).filter((f) => !(realToken && f.name === 'logout'));
  const vars: { name: string; type: string; value: unknown }[] = [];
  const picks = Array.from({ length: g.chance(0.85) ? 1 : 2 + g.int(2) }, () => g.pick(fields));
  const body = picks.map(
    (f, i) =>
      `${picks.length > 1 ? `f${i}: ` : ''}${f.name}${fieldArgs(g, f, vars)}${isObjectType(getNamedType(f.type)) ? ' ' + selection(g, f.type, 1) : ''}`,
  );
  const decl = vars.length ? `(${vars.map((v) => `$${v.name}: ${v.type}`).join(', ')})` : '';
  const variables = Object.fromEntries(vars.filter(() => !g.chance(0.05)).map((v) => [v.name, v.value]));
  return { query: `${mutation ? 'mutation' : 'query'} Fuzz${decl} { ${body.join(' ')} }`, variables };
}

// ---------- REST ----------

function pathParam(g: Gen, name: string): string {
  switch (g.int(8)) {
    case 0:
    case 1:
      return g.pick([OPI.eleanor, OPI.okaforPrivate, OPI.thomas, OPI.missing]);
    case 2:
    case 3:
      return String(g.pick([1, 2, 3, 5, 10, 0, -1, 999999]));
    case 4:
      return g.pick(['arranger', 'cl-arranger', 'admin', 'staff', 'US', 'CA', 'NY', 'null', 'undefined']);
    case 5:
      return String(g.number());
    case 6:
      return g.pick(['%00', '%', '..', '%2e%2e', '%ff', 'a%2Fb', '%E2%82%AC']);
    default:
      return encodeURIComponent(g.string().slice(0, g.chance(0.9) ? 100 : 3000)) || name;
  }
}

function queryString(g: Gen): string {
  if (g.chance(0.5)) return '';
  const keys = [
    'page',
    'pageSize',
    'status',
    'search',
    'memoryType',
    'isAllowAllMedia',
    'isPrivate',
    'isFreeze',
    'locationCode',
    'type',
    'opi',
    g.string().slice(0, 20),
  ];
  const parts = Array.from({ length: 1 + g.int(4) }, () => {
    const k = encodeURIComponent(g.pick(keys));
    switch (g.int(5)) {
      case 0:
        return `${k}[]=${encodeURIComponent(String(g.number()))}&${k}[]=x`;
      case 1:
        return `${k}[a][b]=${encodeURIComponent(g.string().slice(0, 50))}`;
      case 2:
        return k;
      case 3:
        return `${k}=${encodeURIComponent(String(g.number()))}`;
      default:
        return `${k}=${encodeURIComponent(g.string().slice(0, 200))}`;
    }
  });
  return `?${parts.join('&')}`;
}

function restRequest(g: Gen, url: string, auth: Record<string, string>, realToken: boolean): FuzzRequest {
  const routes = ROUTES.filter((r) => !(realToken && r.path === '/auth/logout'));
  if (g.chance(0.03)) {
    // A path or a method no row has.
    const p = g.pick([
      '/nope',
      '/decedent/a/b/c/d',
      '/memories',
      '/admin',
      '/',
      '//',
      '/api/v1',
      `/${encodeURIComponent(g.string().slice(0, 50))}`,
    ]);
    return {
      kind: 'rest-unknown',
      method: g.pick(['GET', 'POST', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD']),
      url: `${url}/api/v1${p}`,
      headers: { accept: 'application/json', ...auth },
      label: p,
    };
  }
  const route = g.pick(routes);
  const p = route.path.replace(/:([A-Za-z]+)/g, (_, name: string) => pathParam(g, name));
  const method = g.chance(0.95) ? route.method : g.pick(['GET', 'POST', 'PUT', 'DELETE', 'PATCH']);
  const target = `${url}/api/v1${p}${queryString(g)}`;
  const headers: Record<string, string> = { accept: 'application/json', ...auth };
  let body: string | undefined;
  let kind = 'rest';
  if (method !== 'GET' && method !== 'HEAD') {
    const r = g.next();
    if (r < 0.7) {
      const value = g.chance(0.85) ? Object.fromEntries(Array.from({ length: g.int(6) }, () => [g.key(), g.json(3)])) : g.json(3);
      body = JSON.stringify(value);
      headers['content-type'] = 'application/json';
    } else if (r < 0.8) {
      kind = 'rest-nonjson';
      body = g.pick(['{', '{"a":', 'not json', '[1,2', '"\\u00zz"', '\u0000', '{"a":1}}']);
      headers['content-type'] = 'application/json';
    } else if (r < 0.86) {
      kind = 'rest-nonjson';
      body = `email=${encodeURIComponent(g.string().slice(0, 100))}&files[0][fileUrl]=x&isPrivate=true`;
      headers['content-type'] = 'application/x-www-form-urlencoded';
    } else if (r < 0.92) {
      kind = 'rest-nonjson';
      const boundary = 'fuzzboundary';
      const field = g.pick(['files', 'title', 'memory', 'fileUrl', 'isPrivate']);
      body = g.chance(0.8)
        ? `--${boundary}\r\ncontent-disposition: form-data; name="${field}"\r\n\r\n${JSON.stringify(g.json(2))}\r\n--${boundary}--\r\n`
        : `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="x.jpg"\r\ncontent-type: image/jpeg\r\n\r\nnot really a jpeg\r\n--${boundary}`; // truncated, or a tiny bogus file
      headers['content-type'] = `multipart/form-data; boundary=${boundary}`;
    } else if (r < 0.96) {
      kind = 'rest-nonjson';
      body = g.string().slice(0, 2000);
      headers['content-type'] = g.pick(['text/plain', 'application/xml', 'application/octet-stream', 'image/png']);
    }
    // else: no body
  }
  return { kind, method, url: target, headers, body, label: `${method} ${p.length > 200 ? p.slice(0, 200) + '…' : p}` };
}

// ---------- the run ----------

let gw: TestGateway;
let family: string;
let admin: string;
beforeAll(async () => {
  gw = await startTestGateway();
  family = await gw.login(DEMO.arranger, 'arranger');
  admin = await gw.login(DEMO.admin, 'admin');
});
afterAll(async () => {
  await gw?.stop();
});

function authHeaders(g: Gen): { headers: Record<string, string>; real: boolean } {
  switch (g.int(4)) {
    case 0:
      return { headers: {}, real: false };
    case 1:
      return { headers: { authorization: `Bearer ${family}` }, real: true };
    case 2:
      return { headers: { authorization: `Bearer ${admin}` }, real: true };
    default: {
      const garbage = g.pick([
        'Bearer x',
        'Bearer ',
        'Bearer',
        'Basic dXNlcjpwYXNz',
        `Bearer ${family.slice(0, -3)}abc`,
        `Bearer ${admin.split('.').slice(0, 2).join('.')}.`,
        `Bearer ${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from('{"sub":1}').toString('base64url')}.`,
        `Bearer ${TEST_JWT_SECRET}`,
        `Bearer ${'a'.repeat(4000)}`,
        `Bearer ${encodeURIComponent(g.string().slice(0, 100))}`,
      ]);
      return { headers: { authorization: garbage }, real: false };
    }
  }
}

interface Outcome {
  req: FuzzRequest;
  status: number;
  text: string;
}

/** What an answer must never show: a stack trace, a source path, graphql-js's variable wording, a masked crash. */
const LEAK = /\n\s+at |\\n\s+at |\.ts:\d|\.js:\d|Variable "\$|Variable \\"\$|INTERNAL_SERVER_ERROR/;

describe('fuzz', () => {
  // Found by the fuzz: two first saves of a certificate at once both inserted its row, and the second answered 500.
  it('first saves of one certificate at once all succeed', async () => {
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        gw.rest('POST', `/decedent/${OPI.eleanor}/veteran-info`, { isVeteran: false, isUnknown: i % 2 === 0 }, admin),
      ),
    );
    expect(answers.map((a) => `${a.status} ${a.body?.message}`)).toEqual(Array(8).fill(`200 ${answers[0]!.body?.message}`));
    expect(
      await gw.sql('select count(*)::int as n from certificate c join decedent d on d.id = c.decedent_id where d.opi = $1', [OPI.eleanor]),
    ).toEqual([{ n: 1 }]);
  });

  // Found by the fuzz: the subscription sent over HTTP reached its resolver without an event (a TypeError, logged as unexpected).
  it('the memoryEvents subscription over HTTP is refused with a sentence', async () => {
    const res = await gw.gql('subscription { memoryEvents { kind } }', undefined, admin);
    expect(res.status).toBeLessThan(500);
    expect(JSON.stringify(res.body)).not.toMatch(LEAK);
  });

  it(`${COUNT} generated GraphQL operations and REST requests get no 5xx and show no internals (seed ${SEED})`, async () => {
    const g = new Gen(mulberry32(SEED));
    // Generated up front from the one seed, so the run does not depend on the order answers come back in.
    const requests: FuzzRequest[] = Array.from({ length: COUNT }, () => {
      const auth = authHeaders(g);
      return g.chance(0.5) ? gqlRequest(g, gw.url, auth.headers, auth.real) : restRequest(g, gw.url, auth.headers, auth.real);
    });
    const outcomes: Outcome[] = new Array(requests.length);
    const started = Date.now();
    let nextIndex = 0;
    const worker = async () => {
      for (let i = nextIndex++; i < requests.length; i = nextIndex++) {
        const req = requests[i]!;
        const res = await fetch(req.url, { method: req.method, headers: req.headers, body: req.body, signal: AbortSignal.timeout(60_000) })
          .then(async (r) => ({ status: r.status, text: await r.text() }))
          .catch((e: Error) => ({ status: 599, text: `no answer: ${e.message}` }));
        outcomes[i] = { req, ...res };
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    const seconds = (Date.now() - started) / 1000;

    const kinds: Record<string, number> = {};
    const statuses: Record<string, number> = {};
    for (const o of outcomes) {
      kinds[o.req.kind] = (kinds[o.req.kind] ?? 0) + 1;
      statuses[o.status] = (statuses[o.status] ?? 0) + 1;
    }
    console.log(
      `fuzz seed ${SEED}: ${outcomes.length} requests in ${seconds.toFixed(1)} s; by kind ${JSON.stringify(kinds)}; by status ${JSON.stringify(statuses)}`,
    );

    const bad = outcomes.filter((o) => o.status >= 500 || LEAK.test(o.text));
    const report = bad
      .slice(0, 5)
      .map(
        (o, i) =>
          `#${i + 1} ${o.req.kind} ${o.req.label.slice(0, 400)}\n   body sent: ${(o.req.body ?? '').slice(0, 300)}\n   auth: ${(o.req.headers['authorization'] ?? 'none').slice(0, 40)}\n   -> ${o.status} ${o.text.slice(0, 500)}`,
      )
      .join('\n');
    // The fuzz reached the resolvers, not only the doors: signed-in requests were answered.
    expect(statuses['200'] ?? 0, 'too few requests succeeded: the tokens or the generator are broken').toBeGreaterThan(COUNT / 20);
    expect(bad.length, `${bad.length} bad answers (replay with FUZZ_SEED=${SEED}):\n${report}`).toBe(0);
  }, 600_000);
});
