import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it, beforeAll, afterAll } from 'vitest';
import { parse, validate, type DocumentNode, type GraphQLSchema } from 'graphql';
import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { ROOT_DIR } from '../config.js';
import { ROUTES } from '../modules/index.js';
import { getSchema } from './schema.js';
import { QUERY_LIMITS } from './limits.js';
import { startTestGateway, type TestGateway } from '../test/gateway.js';
import { gqlError } from '../test/expect.js';

/**
 * The limits are sized to what is really sent: every operation of the web app
 * (its generated documents) and of the REST table is measured with the same
 * rules the gateway applies, and must stay well inside them.
 */

/** The web app's operations, as GraphQL Code Generator wrote them (fragments included). */
function webDocuments(): Array<[string, DocumentNode]> {
  const source = fs.readFileSync(path.join(ROOT_DIR, 'web/src/gql/graphql.ts'), 'utf8');
  return [...source.matchAll(/^export const (\w+)Document = (\{.*\}) as unknown as DocumentNode/gm)].map((m) => [
    `web ${m[1]}`,
    JSON.parse(m[2]!) as DocumentNode,
  ]);
}

const restDocuments = (): Array<[string, DocumentNode]> =>
  ROUTES.flatMap((r): Array<[string, DocumentNode]> => ('operation' in r ? [[`REST ${r.method} ${r.path}`, parse(r.operation)]] : []));

/** The measure a rule finds for a document (depth, aliases or cost), read through the rule's own callback. */
function measure(schema: GraphQLSchema, doc: DocumentNode, rule: 'depth' | 'aliases' | 'cost'): number {
  let found = 0;
  const onAccept = [
    (_: unknown, details: { n: number }) => {
      found = Math.max(found, details.n);
    },
  ];
  const rules = {
    depth: maxDepthRule({ n: Infinity, onAccept }),
    aliases: maxAliasesRule({ n: Infinity, onAccept }),
    cost: costLimitRule({ maxCost: Infinity, onAccept }),
  };
  const errors = validate(schema, doc, [rules[rule]]);
  expect(errors).toEqual([]);
  return found;
}

describe('query limits against the operations really sent', () => {
  let schema: GraphQLSchema;
  let gw: TestGateway;
  beforeAll(async () => {
    schema = await getSchema();
    gw = await startTestGateway();
  });
  afterAll(() => gw?.stop());

  it('every web and REST operation is valid and within the limits, the costliest with room to spare', () => {
    const documents = [...webDocuments(), ...restDocuments()];
    expect(documents.filter(([name]) => name.startsWith('web')).length).toBeGreaterThan(40);
    expect(documents.filter(([name]) => name.startsWith('REST')).length).toBe(ROUTES.filter((r) => 'operation' in r).length);
    const worst = { depth: 0, aliases: 0, cost: 0 };
    for (const [name, doc] of documents) {
      expect(validate(schema, doc), name).toEqual([]);
      for (const rule of ['depth', 'aliases', 'cost'] as const) {
        const n = measure(schema, doc, rule);
        expect(n, `${name}: ${rule}`).toBeLessThanOrEqual(QUERY_LIMITS[rule]);
        worst[rule] = Math.max(worst[rule], n);
      }
    }
    // Measured 2026-11-24: depth 11 (SaveNextOfKin through its colocated fragments), 2 aliases, cost 1187 (the certificate page).
    expect(worst.depth).toBeGreaterThanOrEqual(4);
    expect(worst.cost).toBeGreaterThan(100);
    expect(worst.cost).toBeLessThanOrEqual(QUERY_LIMITS.cost / 2);
  });

  it(`refuses a query that costs more than ${QUERY_LIMITS.cost}, within the depth and alias limits`, async () => {
    // A fragment spread is two tokens and costs what its fields cost: cheap to write, costly to answer.
    let spreads = 1;
    const query = () =>
      `{ memories(opi: "CS-1000-0001") { ${'...F '.repeat(spreads)}} } fragment F on Memory { id title memory files { id src originalUrl fileType width height } }`;
    while (measure(schema, parse(query()), 'cost') <= QUERY_LIMITS.cost) spreads *= 2;
    expect(parse(query()).loc!.endToken.line).toBe(1); // one line, well under the token limit
    const res = await gw.gql(query());
    expect(res.status).toBe(400);
    expect(res.body.data).toBeUndefined();
    expect(gqlError(res, 'GRAPHQL_VALIDATION_FAILED').message).toMatch(/cost/i);
  });
});
