import 'reflect-metadata';
import { buildSchema } from 'type-graphql';
import { lexicographicSortSchema, printSchema, type GraphQLSchema } from 'graphql';
import { authChecker } from './access.js';
import { IdentityResolver } from '../modules/identity/identity.resolver.js';
import { ArrangerCaseResolver, DecedentResolver } from '../modules/decedent/decedent.resolver.js';
import { ReferenceResolver } from '../modules/reference/reference.resolver.js';

export const RESOLVERS = [IdentityResolver, DecedentResolver, ArrangerCaseResolver, ReferenceResolver] as const;

let built: Promise<GraphQLSchema> | undefined;

/** The one executable schema, shared by /graphql, the WebSocket endpoint and /api/v1. */
export function getSchema(): Promise<GraphQLSchema> {
  built ??= buildSchema({
    resolvers: RESOLVERS as unknown as [Function, ...Function[]],
    authChecker,
    authMode: 'error',
    validate: false,
    emitSchemaFile: false,
  });
  return built;
}

/** The SDL checked in as schema/schema.graphql. */
export async function printedSchema(): Promise<string> {
  return `${printSchema(lexicographicSortSchema(await getSchema()))}\n`;
}
