import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { GraphQLObjectType } from 'graphql';
import { ROOT_DIR } from '../config.js';
import { getSchema, printedSchema } from './schema.js';

describe('the schema', () => {
  it('equals the checked-in schema/schema.graphql', async () => {
    const file = path.join(ROOT_DIR, 'schema', 'schema.graphql');
    const checkedIn = fs.readFileSync(file, 'utf8');
    const printed = await printedSchema();
    // Compared as one boolean first, so the failure says what to do rather than only showing a long diff.
    expect(printed === checkedIn, 'schema/schema.graphql is out of date: run `npm run schema:emit` and commit the result').toBe(true);
  });

  it('declares who may call every root field (the Allow decorator)', async () => {
    const schema = await getSchema();
    const roots = [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()].filter(
      (t): t is GraphQLObjectType => !!t,
    );
    const fields = roots.flatMap((type) =>
      Object.values(type.getFields()).map((field) => ({ name: `${type.name}.${field.name}`, access: field.extensions?.['access'] })),
    );
    expect(fields.length).toBeGreaterThan(5);
    const undeclared = fields.filter((f) => !Array.isArray(f.access) || f.access.length === 0).map((f) => f.name);
    expect(undeclared, 'root fields without @Allow(...) in their resolver').toEqual([]);
    const AUDIENCES = ['public', 'signed-in', 'arranger', 'admin', 'cl-arranger'];
    for (const f of fields) {
      for (const who of f.access as string[]) expect(AUDIENCES, `${f.name} declares an unknown audience`).toContain(who);
    }
  });
});
