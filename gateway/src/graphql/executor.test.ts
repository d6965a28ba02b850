import { describe, expect, it } from 'vitest';
import { buildSchema, execute, getIntrospectionQuery, GraphQLError, parse, type ExecutionResult, type GraphQLObjectType } from 'graphql';
import { getSchema } from './schema.js';
import { operationExecutor, runsCompiled } from './executor.js';
import { memorialPageQuery } from '../bench/memorial-page.bench.js';

/**
 * The operation executor (executor.ts): which operations graphql-jit runs, and that they answer what graphql-js
 * answers (data, errors with their path, locations and original error, variables coerced by graphql-js).
 * Every door's tests run through it as well.
 */

const schema = buildSchema(`
  type Query { page(opi: String!, limit: Int = 2): Page, failing: Item!, list(kind: Kind): [Item!]! }
  type Page { opi: String!, items: [Item!]!, shown: Boolean! }
  type Item { id: ID!, title: String, broken: String! }
  enum Kind { PHOTO VIDEO }
  input Filter { kind: Kind, files: [String!]! = [] }
  type Mutation { save(filter: Filter!): Boolean }
`);
class Refused extends Error {}
// Resolvers on the fields, as type-graphql's schema has them (the executor runs without a root value).
const fields = (type: string) => (schema.getType(type) as GraphQLObjectType).getFields();
fields('Query')['page']!.resolve = (_root, { opi, limit }: { opi: string; limit: number }) => ({
  opi,
  shown: true,
  items: Array.from({ length: limit }, (_, i) => ({ id: String(i + 1), title: i === 0 ? null : `Item ${i + 1}` })),
});
fields('Item')['broken']!.resolve = (item: { id: string }) => (item.id === '2' ? Promise.reject(new Refused('no access')) : 'fine');
fields('Query')['failing']!.resolve = () => {
  throw new Refused('not found');
};
fields('Query')['list']!.resolve = () => [];
fields('Mutation')['save']!.resolve = () => true;

const run = operationExecutor(schema);
/** The executor's answer and graphql-js's, for the same operation. */
async function both(
  query: string,
  variables?: Record<string, unknown>,
  operationName?: string,
): Promise<{ jit: ExecutionResult; js: ExecutionResult }> {
  const document = parse(query);
  return {
    jit: await run(document, operationName, variables, {}),
    js: await execute({ schema, document, variableValues: variables, contextValue: {}, operationName }),
  };
}

describe('which operations graphql-jit runs', () => {
  it("runs the web's memorial page and arrangement queries compiled; mutations and queries with enum or input variables on graphql-js", async () => {
    const real = await getSchema();
    expect(runsCompiled(real, parse(memorialPageQuery()))).toBe(true);
    expect(runsCompiled(real, parse('query ($opi: String!) { arrangementSummary(opi: $opi) { decedent { id } steps { key } } }'))).toBe(
      true,
    );
    expect(runsCompiled(real, parse('mutation { logout }'))).toBe(false);
    // The whole schema as tools introspect it (the landing page in development), compiled, as graphql-js answers it.
    const introspection = parse(getIntrospectionQuery());
    expect(await operationExecutor(real)(introspection, undefined, {}, {})).toEqual(
      await execute({ schema: real, document: introspection }),
    );
    expect(runsCompiled(schema, parse('query ($kind: Kind) { list(kind: $kind) { id } }'))).toBe(false);
    expect(runsCompiled(schema, parse('query ($opi: String!) { page(opi: $opi) { opi } }'))).toBe(true);
    expect(runsCompiled(schema, parse('query A { failing { id } } query B { list { id } }'), 'B')).toBe(true);
    expect(runsCompiled(schema, parse('query A { failing { id } }'), 'Nope')).toBe(false);
  });
});

describe('a compiled query answers as graphql-js does', () => {
  it('gives the same data and errors: the path, locations and original error of a failing field, null where it bubbles', async () => {
    const query = `query ($opi: String!, $limit: Int, $more: Boolean = false) { page(opi: $opi, limit: $limit) { opi shown
      items { id title ...Parts extra: title @include(if: $more) } } }
      fragment Parts on Item { broken }`;
    for (const variables of [{ opi: 'CS-1' }, { opi: 'CS-1', limit: 3, more: true }, { opi: 'CS-1', limit: 1 }]) {
      const { jit, js } = await both(query, variables);
      expect(jit).toEqual(js);
      // A non-null field that fails nulls its parent: here the page, whose items' error it is.
      expect(jit.data).toEqual(
        variables.limit === 1 ? { page: { opi: 'CS-1', shown: true, items: [{ id: '1', title: null, broken: 'fine' }] } } : { page: null },
      );
      expect((jit.errors ?? []).map((e) => [e.message, e.path, e.locations])).toEqual(
        (js.errors ?? []).map((e) => [e.message, e.path, e.locations]),
      );
      expect(jit.errors?.length ?? 0).toBe(variables.limit === 1 ? 0 : 1);
      for (const e of jit.errors ?? []) {
        expect(e).toBeInstanceOf(GraphQLError);
        expect(e.originalError).toBeInstanceOf(Refused);
        expect(typeof e.extensions).toBe('object');
      }
    }
    // @include and @skip on fields, fragment spreads and inline fragments, the same field asked twice.
    const directives = `query ($a: Boolean!, $b: Boolean!) { page(opi: "CS-2", limit: 1) {
      ...Opi @include(if: $a) ... on Page @skip(if: $b) { shown opi } items { id @skip(if: $a) title @include(if: $b) ...Item @skip(if: $b) } } }
      fragment Opi on Page { opi @include(if: $b) shown }
      fragment Item on Item { id title }`;
    for (const a of [true, false])
      for (const b of [true, false]) {
        const answer = await both(directives, { a, b });
        expect({ a, b, answer: answer.jit }).toEqual({ a, b, answer: answer.js });
      }
    // Introspection, as development tools ask it.
    const introspection = await both(getIntrospectionQuery());
    expect(introspection.jit).toEqual(introspection.js);
    expect(runsCompiled(schema, parse(getIntrospectionQuery()))).toBe(true);
    // A failing non-null root field nulls the whole answer, with its error.
    const { jit } = await both('{ failing { id } }');
    expect(jit).toEqual({
      data: null,
      errors: [expect.objectContaining({ message: 'not found', path: ['failing'], locations: [{ line: 1, column: 3 }] })],
    });
  });

  it("coerces variables as graphql-js does: its messages, the operation's defaults, an unknown operation", async () => {
    const missing = await both('query ($opi: String!) { page(opi: $opi) { opi } }', {});
    expect(missing.jit).toEqual(missing.js);
    expect(missing.jit.errors![0]!.message).toBe('Variable "$opi" of required type "String!" was not provided.');
    const wrong = await both('query ($opi: String!, $limit: Int) { page(opi: $opi, limit: $limit) { opi } }', { opi: 'x', limit: 'many' });
    expect(wrong.jit).toEqual(wrong.js);
    const defaults = await both(
      'query ($opi: String! = "CS-9", $limit: Int = 1) { page(opi: $opi, limit: $limit) { opi items { id } } }',
      {},
    );
    expect(defaults.jit).toEqual({ data: { page: { opi: 'CS-9', items: [{ id: '1' }] } } });
    // Through graphql-js (input object with a defaulted non-null field, which graphql-jit refused when omitted).
    const saved = await both('mutation ($filter: Filter!) { save(filter: $filter) }', { filter: { kind: 'PHOTO' } });
    expect(saved.jit).toEqual({ data: { save: true } });
    const unknown = await both('query A { page(opi: "x") { opi } }', {}, 'B');
    expect(unknown.jit).toEqual(unknown.js);
    expect(unknown.jit.errors![0]!.message).toBe('Unknown operation named "B".');
  });
});
