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
      publish: () => {
        throw new Error('publish through the EventBus');
      },
      subscribe: () => {
        throw new Error('subscribe through the EventBus');
      },
    },
  })
    .then(withPlainFields)
    .then(withDirectFieldResolvers);
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
      const plain =
        field.schemaName === field.name &&
        !field.roles?.length &&
        !field.middlewares?.length &&
        !field.params?.length &&
        !resolved.has(`${field.target.name}.${field.name}`) &&
        !resolved.has(`${objectType.target.name}.${field.name}`);
      const built = fields[field.schemaName];
      if (plain && built?.resolve) built.resolve = undefined;
    }
  }
  return schema;
}

/**
 * type-graphql wraps every @FieldResolver the same way: on each call it builds a resolver-data object, asks its
 * container for the resolver instance, sorts and maps the method's parameters into a new array, checks them for
 * promises, then applies the method (the public memorial page makes about 900 such calls). A field resolver whose
 * parameters are only @Root() and @Ctx(), with no middleware and no role (and no global middleware: buildSchema
 * above sets none), is called directly on one instance of its resolver class (they hold no state), with the same
 * arguments. A root that is not an instance of its parameter's declared class goes through type-graphql's wrapper
 * as before, which converts it to one.
 */
function withDirectFieldResolvers(schema: GraphQLSchema): GraphQLSchema {
  const storage = getMetadataStorage();
  const instances = new Map<Function, object>();
  const seen = new Set<string>();
  for (const resolver of storage.fieldResolvers) {
    // As type-graphql picks a field's resolver: the first of the schema's resolver classes that resolves it.
    if (resolver.kind !== 'external' || !(RESOLVERS as Function[]).includes(resolver.target)) continue;
    const key = `${resolver.getObjectType?.()?.name}.${resolver.methodName}`;
    if (seen.has(key)) continue;
    seen.add(key);
    if (resolver.roles?.length || resolver.middlewares?.length) continue;
    const params = [...(resolver.params ?? [])].sort((a, b) => a.index - b.index);
    if (params.length > 2 || !params.every((p) => (p.kind === 'root' || p.kind === 'context') && !p.propertyName)) continue;
    const objectClass = resolver.getObjectType?.();
    const objectType = schema.getType(storage.objectTypes.find((t) => t.target === objectClass)?.name ?? '');
    const field = isObjectType(objectType) ? objectType.getFields()[resolver.schemaName] : undefined;
    const wrapped = field?.resolve;
    if (!field || !wrapped) continue;
    if (!instances.has(resolver.target)) instances.set(resolver.target, new (resolver.target as new () => object)());
    const instance = instances.get(resolver.target)!;
    const method = (instance as Record<string, (...args: unknown[]) => unknown>)[resolver.methodName]!;
    const rootParam = params.find((p) => p.kind === 'root');
    const rootClass = rootParam?.kind === 'root' ? rootParam.getType?.() : undefined;
    const [first, second] = params.map((p) => p.kind);
    const value = (kind: string | undefined, root: unknown, context: unknown) => (kind === 'root' ? root : context);
    field.resolve = (root, args, context, info) => {
      if (typeof rootClass === 'function' && !(root instanceof rootClass)) return wrapped(root, args, context, info);
      if (!first) return method.call(instance);
      if (!second) return method.call(instance, value(first, root, context));
      return method.call(instance, value(first, root, context), value(second, root, context));
    };
  }
  return schema;
}

/** The SDL checked in as schema/schema.graphql. */
export async function printedSchema(): Promise<string> {
  return `${printSchema(lexicographicSortSchema(await getSchema()))}\n`;
}
