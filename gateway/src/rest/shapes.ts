import {
  getNamedType,
  GraphQLEnumType,
  GraphQLInputObjectType,
  GraphQLList,
  GraphQLNonNull,
  GraphQLScalarType,
  isAbstractType,
  isObjectType,
  Kind,
  type DocumentNode,
  type GraphQLCompositeType,
  type GraphQLInputType,
  type GraphQLOutputType,
  type GraphQLSchema,
  type SelectionSetNode,
} from 'graphql';

/** A JSON Schema (the OpenAPI 3.1 dialect). */
export type JsonSchema = { [key: string]: unknown };

/** How each GraphQL scalar of the schema travels in JSON. */
const SCALARS: Record<string, JsonSchema> = {
  String: { type: 'string' },
  ID: { type: 'string' },
  Int: { type: 'integer' },
  Float: { type: 'number' },
  Boolean: { type: 'boolean' },
  DateTimeISO: { type: 'string', format: 'date-time' },
  JSON: {},
  JSONObject: { type: 'object' },
};

/** The schema, or null besides it. */
export function nullable(schema: JsonSchema): JsonSchema {
  if (typeof schema['type'] === 'string') return { ...schema, type: [schema['type'], 'null'] };
  return Object.keys(schema).length ? { anyOf: [schema, { type: 'null' }] } : schema;
}

/** The schema without its null alternative (what a property read on it sees). */
function nonNull(schema: JsonSchema): JsonSchema {
  const type = schema['type'];
  if (Array.isArray(type)) {
    const rest = type.filter((t) => t !== 'null');
    return { ...schema, type: rest.length === 1 ? rest[0] : rest };
  }
  const anyOf = schema['anyOf'] as JsonSchema[] | undefined;
  const kept = anyOf?.filter((s) => s['type'] !== 'null');
  return kept?.length === 1 ? kept[0]! : schema;
}

/**
 * The JSON Schema of an operation's data: an object with a property per root field (or alias), each the shape of
 * exactly what its selection set asks for, with GraphQL's nullability. Throws on a document that is not one
 * operation of the schema (the REST runner validated every row's at boot).
 */
export function operationDataSchema(schema: GraphQLSchema, document: DocumentNode): JsonSchema {
  const operation = document.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION);
  if (!operation || operation.kind !== Kind.OPERATION_DEFINITION) throw new Error('no operation in the document');
  const root = operation.operation === 'mutation' ? schema.getMutationType() : schema.getQueryType();
  if (!root) throw new Error(`the schema has no ${operation.operation} type`);
  return selectionSchema(root, operation.selectionSet);
}

function selectionSchema(type: GraphQLCompositeType, selectionSet: SelectionSetNode): JsonSchema {
  const properties: Record<string, JsonSchema> = {};
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.INLINE_FRAGMENT) {
      const inner = selectionSchema(type, selection.selectionSet);
      Object.assign(properties, inner['properties']);
      continue;
    }
    if (selection.kind !== Kind.FIELD) throw new Error('named fragments are not used by the legacy rows');
    const name = selection.alias?.value ?? selection.name.value;
    if (selection.name.value === '__typename') {
      properties[name] = { type: 'string' };
      continue;
    }
    if (isAbstractType(type)) throw new Error(`select ${selection.name.value} of ${type.name} through an inline fragment`);
    const field = type.getFields()[selection.name.value];
    if (!field) throw new Error(`${type.name} has no field ${selection.name.value}`);
    properties[name] = outputSchema(field.type, selection.selectionSet);
  }
  return { type: 'object', properties, required: Object.keys(properties), additionalProperties: false };
}

function outputSchema(type: GraphQLOutputType, selectionSet: SelectionSetNode | undefined): JsonSchema {
  if (type instanceof GraphQLNonNull) return nonNull(outputSchema(type.ofType, selectionSet));
  if (type instanceof GraphQLList) return nullable({ type: 'array', items: outputSchema(type.ofType, selectionSet) });
  const named = getNamedType(type);
  if (named instanceof GraphQLScalarType) {
    const scalar = SCALARS[named.name];
    if (!scalar) throw new Error(`no JSON Schema for the scalar ${named.name}`);
    return nullable(scalar);
  }
  if (named instanceof GraphQLEnumType) return nullable({ type: 'string', enum: named.getValues().map((v) => v.name) });
  if (!selectionSet) throw new Error(`${named.name} is selected without fields`);
  if (isObjectType(named) || isAbstractType(named)) return nullable(selectionSchema(named, selectionSet));
  throw new Error(`${String(named)} cannot be an output`);
}

const SHAPE = Symbol('shape');

/** Each property stand-in's record, and whether that record may be null: see schemaOfValue. */
const parentOf = new WeakMap<object, { parent: object; nullable: boolean; size: number }>();

/**
 * A stand-in for a value of this schema: a row's data function runs on it as on a result, and what it builds is read
 * back by schemaOfValue. Property reads give the property's stand-in, map gives an array of what the callback built,
 * spreading and destructuring see the properties; a value the function computes (a string it formats) is a string.
 */
export function standIn(schema: JsonSchema): unknown {
  const solid = nonNull(schema);
  const isArray = solid['type'] === 'array';
  const items = (solid['items'] as JsonSchema | undefined) ?? {};
  const properties = (solid['properties'] as Record<string, JsonSchema> | undefined) ?? {};
  const methods: Record<string, unknown> = isArray
    ? {
        map: (fn: (v: unknown, i: number) => unknown) => standIn({ type: 'array', items: schemaOfValue(fn(standIn(items), 0)) }),
        filter: () => standIn(solid),
        slice: () => standIn(solid),
        find: () => standIn(nullable(items)),
        length: standIn({ type: 'integer' }),
        includes: () => standIn({ type: 'boolean' }),
        some: () => standIn({ type: 'boolean' }),
        every: () => standIn({ type: 'boolean' }),
        join: () => standIn({ type: 'string' }),
      }
    : {};
  // The same stand-in for a property each time, so schemaOfValue can tell a spread record's properties.
  const children = new Map<string, object>();
  const child = (key: string) => {
    let found = children.get(key);
    if (!found) {
      children.set(key, (found = standIn(properties[key]!) as object));
      parentOf.set(found, { parent: proxy, nullable: solid !== schema, size: Object.keys(properties).length });
    }
    return found;
  };
  // A value the function turns into a primitive (a lookup by it, a template): an enum's first value, else 0 or ''.
  const primitive = () =>
    (solid['enum'] as unknown[] | undefined)?.[0] ?? (solid['type'] === 'integer' || solid['type'] === 'number' ? 0 : '');
  const proxy: object = new Proxy(isArray ? [] : {}, {
    get(_target, key) {
      if (key === SHAPE) return schema;
      if (key === Symbol.toPrimitive) return primitive;
      if (key === Symbol.iterator) return isArray ? [standIn(items)][Symbol.iterator].bind([standIn(items)]) : undefined;
      if (typeof key === 'symbol' || key === 'toJSON' || key === 'then') return undefined;
      if (key in methods) return methods[key];
      if (key in properties) return child(key);
      // A method of a scalar (a string's replace): its result is of the same kind; anything else is not known.
      return solid['type'] === 'string' ? () => standIn({ type: 'string' }) : unknown();
    },
    ownKeys: () => (isArray ? ['length'] : Object.keys(properties)),
    getOwnPropertyDescriptor: (_target, key) =>
      isArray && key === 'length'
        ? { value: 0, writable: true, enumerable: false, configurable: false }
        : typeof key === 'string' && key in properties
          ? { value: child(key), enumerable: true, configurable: true, writable: true }
          : undefined,
  });
  return proxy;
}

/** A stand-in of no known shape (any JSON), which may also be called (a method of no known result). */
function unknown(): unknown {
  const self: unknown = new Proxy(() => undefined, {
    get: (_t, key) => (key === SHAPE ? {} : typeof key === 'symbol' || key === 'toJSON' || key === 'then' ? undefined : self),
    apply: () => self,
  });
  return self;
}

/** The JSON Schema of what a data function built from stand-ins: theirs where it kept them, the literal's otherwise. */
export function schemaOfValue(value: unknown): JsonSchema {
  if (value === null) return { type: 'null' };
  if (value !== undefined && (typeof value === 'object' || typeof value === 'function')) {
    const schema = (value as { [SHAPE]?: JsonSchema })[SHAPE];
    if (schema) return schema;
  }
  switch (typeof value) {
    case 'string':
      return { type: 'string' };
    case 'number':
      return { type: 'number' };
    case 'boolean':
      return { type: 'boolean' };
    case 'undefined':
      return {};
  }
  if (Array.isArray(value)) return { type: 'array', items: value.length ? schemaOfValue(value[0]) : {} };
  const entries = Object.entries(value as object).filter(([, v]) => v !== undefined);
  const built = {
    type: 'object',
    properties: Object.fromEntries(entries.map(([k, v]) => [k, schemaOfValue(v)])),
    required: entries.map(([k]) => k),
    additionalProperties: false,
  };
  return spreadsNullable(entries.map(([, v]) => v)) ? nullable(built) : built;
}

/**
 * Whether an object was built by spreading the whole of a record that may be null: `r ? { ...r, more } : r`, where a
 * stand-in, always truthy, takes the first branch only. The object is then null where the record is.
 */
function spreadsNullable(values: unknown[]): boolean {
  const counts = new Map<object, { seen: number; size: number }>();
  for (const v of values) {
    const origin = v && typeof v === 'object' ? parentOf.get(v) : undefined;
    if (!origin?.nullable) continue;
    const count = counts.get(origin.parent) ?? { seen: 0, size: origin.size };
    count.seen += 1;
    counts.set(origin.parent, count);
  }
  return [...counts.values()].some(({ seen, size }) => seen === size);
}

/** The properties of a GraphQL input type as JSON Schemas, with the schema's descriptions, and those it requires. */
export function inputFields(schema: GraphQLSchema, typeName: string): { properties: Record<string, JsonSchema>; required: string[] } {
  const type = schema.getType(typeName);
  if (!(type instanceof GraphQLInputObjectType)) throw new Error(`${typeName} is not an input type of the schema`);
  const fields = Object.values(type.getFields());
  return {
    properties: Object.fromEntries(
      fields.map((f) => [f.name, { ...inputSchema(schema, f.type), ...(f.description ? { description: f.description } : {}) }]),
    ),
    required: fields.filter((f) => f.type instanceof GraphQLNonNull && f.defaultValue === undefined).map((f) => f.name),
  };
}

function inputSchema(schema: GraphQLSchema, type: GraphQLInputType): JsonSchema {
  if (type instanceof GraphQLNonNull) return nonNull(inputSchema(schema, type.ofType));
  if (type instanceof GraphQLList) return nullable({ type: 'array', items: inputSchema(schema, type.ofType) });
  if (type instanceof GraphQLScalarType) return nullable(SCALARS[type.name] ?? {});
  if (type instanceof GraphQLEnumType) return nullable({ type: 'string', enum: type.getValues().map((v) => v.name) });
  const { properties, required } = inputFields(schema, type.name);
  return nullable({ type: 'object', properties, ...(required.length ? { required } : {}) });
}
