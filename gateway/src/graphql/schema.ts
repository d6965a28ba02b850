import 'reflect-metadata';
import { buildSchema, getMetadataStorage } from 'type-graphql';
import { isObjectType, lexicographicSortSchema, printSchema, type GraphQLSchema } from 'graphql';
import { authChecker } from './access.js';
import { RESOLVERS } from '../modules/index.js';

let built: Promise<GraphQLSchema> | undefined;

/** The one executable schema, shared by /graphql, the WebSocket endpoint and /api/v1. */
export function getSchema(): Promise<GraphQLSchema> {
  built ??= buildSchema({
    resolvers: RESOLVERS as [Function, ...Function[]],
    authChecker,
    authMode: 'error',
    validate: false,
    emitSchemaFile: false,
    // Every subscription has its own subscribe function over the PostgreSQL event bus
    // (realtime/event-bus.ts); type-graphql's topic-based pubSub is never used.
    pubSub: {
      publish: () => { throw new Error('publish through the EventBus'); },
      subscribe: () => { throw new Error('subscribe through the EventBus'); },
    },
  }).then(withPlainFields);
  return built;
}

/**
 * type-graphql gives every plain @Field a resolver of its own (a closure that builds a resolver-data
 * object and runs the field's middlewares, none here, then reads root[name]): one call and two
 * allocations per field of every object answered. A field with no middleware, no role, no field
 * resolver and the same name in the schema as in its class reads exactly what graphql-js's default
 * resolver reads, so its resolver is removed. Fields with any of these keep type-graphql's.
 */
function withPlainFields(schema: GraphQLSchema): GraphQLSchema {
  const storage = getMetadataStorage();
  const resolved = new Set(storage.fieldResolvers.map((r) => `${r.getObjectType?.()?.name}.${r.methodName}`));
  for (const objectType of storage.objectTypes) {
    const type = schema.getType(objectType.name);
    if (!isObjectType(type)) continue;
    const fields = type.getFields();
    for (const field of objectType.fields ?? []) {
      const plain = field.schemaName === field.name && !field.roles?.length && !field.middlewares?.length && !field.params?.length
        && !resolved.has(`${field.target.name}.${field.name}`) && !resolved.has(`${objectType.target.name}.${field.name}`);
      const built = fields[field.schemaName];
      if (plain && built?.resolve) built.resolve = undefined;
    }
  }
  return schema;
}

/** The SDL checked in as schema/schema.graphql. */
export async function printedSchema(): Promise<string> {
  return `${printSchema(lexicographicSortSchema(await getSchema()))}\n`;
}
