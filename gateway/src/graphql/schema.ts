import 'reflect-metadata';
import { buildSchema } from 'type-graphql';
import { lexicographicSortSchema, printSchema, type GraphQLSchema } from 'graphql';
import { authChecker } from './access.js';
import { IdentityResolver, UserResolver } from '../modules/identity/identity.resolver.js';
import { ArrangerCaseResolver, DecedentResolver } from '../modules/decedent/decedent.resolver.js';
import { ReferenceResolver } from '../modules/reference/reference.resolver.js';
import { MemoryResolver } from '../modules/memory/memory.resolver.js';
import { CertificateResolver } from '../modules/certificate/certificate.resolver.js';
import { ServiceResolver } from '../modules/service/service.resolver.js';
import { ArrangementResolver } from '../modules/arrangement/arrangement.resolver.js';

export const RESOLVERS = [IdentityResolver, UserResolver, DecedentResolver, ArrangerCaseResolver, ReferenceResolver, MemoryResolver, CertificateResolver, ServiceResolver, ArrangementResolver] as const;

let built: Promise<GraphQLSchema> | undefined;

/** The one executable schema, shared by /graphql, the WebSocket endpoint and /api/v1. */
export function getSchema(): Promise<GraphQLSchema> {
  built ??= buildSchema({
    resolvers: RESOLVERS as unknown as [Function, ...Function[]],
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
