import 'reflect-metadata';
import { buildSchema } from 'type-graphql';
import { lexicographicSortSchema, printSchema, type GraphQLSchema } from 'graphql';
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
  });
  return built;
}

/** The SDL checked in as schema/schema.graphql. */
export async function printedSchema(): Promise<string> {
  return `${printSchema(lexicographicSortSchema(await getSchema()))}\n`;
}
