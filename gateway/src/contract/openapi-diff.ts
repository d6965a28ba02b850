/**
 * What changed between two versions of an OpenAPI document, and what each change does to a client
 * written against the older one. A small comparison over the JSON (no maintained differ handled our
 * document: see contract.test.ts): paths, operations, parameters, request bodies, success answers
 * and security, with the schemas compared in the direction the data travels.
 */

/** One difference; `breaking` fails the contract check, the others are printed. */
export interface ContractChange {
  level: 'breaking' | 'dangerous' | 'safe';
  where: string;
  message: string;
}

type Json = Record<string, unknown>;
/** A request's schema says what a client may send, an answer's what a client may receive. */
type Direction = 'request' | 'response';

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head', 'trace'] as const;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const asObject = (value: unknown): Json => (isObject(value) ? value : {});
const asArray = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const strings = (value: unknown): string[] => asArray(value).filter((v): v is string => typeof v === 'string');

/** The node a local `$ref` (#/components/...) points to, followed until it is not a reference. */
function deref(doc: Json, node: unknown): unknown {
  let current = node;
  for (let hops = 0; hops < 20 && isObject(current) && typeof current['$ref'] === 'string'; hops++) {
    const ref = current['$ref'];
    if (!ref.startsWith('#/')) return current;
    current = ref
      .slice(2)
      .split('/')
      .map((part) => part.replaceAll('~1', '/').replaceAll('~0', '~'))
      .reduce<unknown>((at, key) => asObject(at)[key], doc);
  }
  return current;
}

/** A schema reduced to what the comparison reads; `null` types or enum: anything goes. */
interface Shape {
  types: Set<string> | null;
  enums: Set<string> | null;
  properties: Map<string, unknown>;
  required: Set<string>;
  items: unknown;
  additional: unknown;
}

const ANY: Shape = { types: null, enums: null, properties: new Map(), required: new Set(), items: undefined, additional: undefined };

function ownShape(schema: Json): Shape {
  const declared = typeof schema['type'] === 'string' ? [schema['type']] : strings(schema['type']);
  const values = 'const' in schema ? [schema['const']] : Array.isArray(schema['enum']) ? schema['enum'] : null;
  const types = declared.length ? new Set(declared) : null;
  if (types && schema['nullable'] === true) types.add('null');
  return {
    types,
    enums: values && new Set(values.map((v) => JSON.stringify(v))),
    properties: new Map(Object.entries(asObject(schema['properties']))),
    required: new Set(strings(schema['required'])),
    items: schema['items'],
    additional: isObject(schema['additionalProperties']) ? schema['additionalProperties'] : undefined,
  };
}

const union = (a: Set<string> | null, b: Set<string> | null) => (a && b ? new Set([...a, ...b]) : null);
const intersection = (a: Set<string> | null, b: Set<string> | null) => (a && b ? new Set([...a].filter((x) => b.has(x))) : (a ?? b));

/** anyOf / oneOf: a value of any branch (types and enums add up, a property is required only by all). */
function eitherShape(a: Shape, b: Shape): Shape {
  return {
    types: union(a.types, b.types),
    enums: union(a.enums, b.enums),
    properties: new Map([...b.properties, ...a.properties]),
    required: new Set([...a.required].filter((x) => b.required.has(x))),
    items: a.items ?? b.items,
    additional: a.additional ?? b.additional,
  };
}

/** allOf, or a schema beside its anyOf: a value of both. */
function bothShape(a: Shape, b: Shape): Shape {
  return {
    types: intersection(a.types, b.types),
    enums: intersection(a.enums, b.enums),
    properties: new Map([...b.properties, ...a.properties]),
    required: new Set([...a.required, ...b.required]),
    items: a.items ?? b.items,
    additional: a.additional ?? b.additional,
  };
}

function shapeOf(doc: Json, node: unknown, depth = 0): Shape {
  const schema = deref(doc, node);
  if (!isObject(schema) || depth > 20) return ANY;
  let shape = ownShape(schema);
  for (const part of asArray(schema['allOf'])) shape = bothShape(shape, shapeOf(doc, part, depth + 1));
  for (const key of ['anyOf', 'oneOf']) {
    const branches = asArray(schema[key]).map((branch) => shapeOf(doc, branch, depth + 1));
    if (branches.length) shape = bothShape(shape, branches.reduce(eitherShape));
  }
  return shape;
}

/** The schema both sides point to by the same `$ref`, if they do. */
function sameRef(before: unknown, after: unknown): string | undefined {
  const ref = isObject(before) ? before['$ref'] : undefined;
  return typeof ref === 'string' && isObject(after) && after['$ref'] === ref ? ref : undefined;
}

const covered = (type: string, types: Set<string>) => types.has(type) || (type === 'integer' && types.has('number'));
const listed = (set: Set<string> | null) => (set ? [...set].join(' | ') : 'anything');

/** Collects changes while walking both documents; `seen` stops at schemas compared already (recursive types). */
class Walk {
  readonly changes: ContractChange[] = [];
  private readonly seen = { request: new Map<unknown, Set<unknown>>(), response: new Map<unknown, Set<unknown>>() };

  constructor(
    readonly before: Json,
    readonly after: Json,
  ) {}

  add(level: ContractChange['level'], where: string, message: string) {
    this.changes.push({ level, where, message });
  }

  schema(before: unknown, after: unknown, direction: Direction, where: string) {
    // A shared schema (#/components/...) is compared once per direction, and named, wherever it is used.
    const [from, to] = [deref(this.before, before), deref(this.after, after)];
    const seen = this.seen[direction];
    const pair = seen.get(from) ?? new Set();
    if (isObject(from) && isObject(to) && pair.has(to)) return;
    seen.set(from, pair.add(to));
    const ref = sameRef(before, after);
    const at = ref ? `${ref.replace('#/components/schemas/', 'schema ')} (in ${direction === 'request' ? 'requests' : 'answers'})` : where;
    const old = shapeOf(this.before, from);
    const now = shapeOf(this.after, to);
    // A value of another type: what is inside it does not compare.
    if (this.types(old, now, direction, at)) return;
    this.enums(old, now, direction, at);
    this.properties(old, now, direction, at);
    if (old.items !== undefined && now.items !== undefined) this.schema(old.items, now.items, direction, `${at}[]`);
    if (old.additional !== undefined && now.additional !== undefined) this.schema(old.additional, now.additional, direction, `${at}{}`);
  }

  /** Reports a change of type; answers whether it breaks. */
  private types(old: Shape, now: Shape, direction: Direction, where: string): boolean {
    const message = `type changed from ${listed(old.types)} to ${listed(now.types)}`;
    // A request may now refuse what was accepted; an answer may now hold what a client never expected.
    const [wider, narrower] = direction === 'request' ? [old.types, now.types] : [now.types, old.types];
    if (narrower === null) return false;
    if (wider === null || [...wider].some((t) => !covered(t, narrower))) {
      this.add('breaking', where, message);
      return true;
    }
    if (old.types && now.types && listed(old.types) !== listed(now.types)) this.add('safe', where, message);
    return false;
  }

  private enums(old: Shape, now: Shape, direction: Direction, where: string) {
    if (old.enums && now.enums) {
      for (const value of old.enums) if (!now.enums.has(value)) this.add('breaking', where, `enum value ${value} removed`);
      for (const value of now.enums) {
        if (!old.enums.has(value)) this.add(direction === 'request' ? 'safe' : 'dangerous', where, `enum value ${value} added`);
      }
    } else if (old.enums && !now.enums) {
      this.add(direction === 'request' ? 'safe' : 'dangerous', where, 'no longer limited to a list of values');
    } else if (!old.enums && now.enums && direction === 'request') {
      this.add('breaking', where, `now limited to ${listed(now.enums)}`);
    }
  }

  private properties(old: Shape, now: Shape, direction: Direction, where: string) {
    for (const [name, schema] of old.properties) {
      const after = now.properties.get(name);
      if (after !== undefined) this.schema(schema, after, direction, `${where}.${name}`);
      else if (direction === 'response') this.add('breaking', where, `property \`${name}\` removed`);
      else this.add('dangerous', where, `property \`${name}\` no longer documented (the server may ignore it)`);
    }
    for (const name of now.properties.keys()) {
      if (old.properties.has(name) || (direction === 'request' && now.required.has(name))) continue;
      this.add('safe', where, `${direction === 'request' ? 'optional ' : ''}property \`${name}\` added`);
    }
    for (const name of now.required) {
      if (old.required.has(name) || direction === 'response') continue;
      const message = old.properties.has(name) ? `property \`${name}\` made required` : `new required property \`${name}\``;
      this.add('breaking', where, message);
    }
    for (const name of old.required) {
      if (now.required.has(name) || !now.properties.has(name)) continue;
      if (direction === 'request') this.add('safe', where, `property \`${name}\` no longer required`);
      else this.add('breaking', where, `property \`${name}\` may now be missing (no longer required)`);
    }
  }
}

type Operation = { method: string; path: string; before: Json; after: Json; pathBefore: Json; pathAfter: Json };

/** Path and query (and header, cookie) parameters of an operation, by `in` and name, the path's own included. */
function parametersOf(doc: Json, pathItem: Json, operation: Json): Map<string, Json> {
  const all = [...asArray(pathItem['parameters']), ...asArray(operation['parameters'])].map((p) => asObject(deref(doc, p)));
  return new Map(all.map((p) => [`${String(p['in'])} parameter \`${String(p['name'])}\``, p]));
}

function compareParameters(walk: Walk, op: Operation, where: string) {
  const old = parametersOf(walk.before, op.pathBefore, op.before);
  const now = parametersOf(walk.after, op.pathAfter, op.after);
  for (const [key, param] of old) {
    const next = now.get(key);
    if (!next) {
      walk.add('breaking', where, `${key} removed`);
      continue;
    }
    if (next['required'] === true && param['required'] !== true) walk.add('breaking', where, `${key} made required`);
    walk.schema(param['schema'], next['schema'], 'request', `${where} ${key}`);
  }
  for (const [key, param] of now) {
    if (!old.has(key)) walk.add(param['required'] === true ? 'breaking' : 'safe', where, `new ${param['required'] === true ? 'required' : 'optional'} ${key}`);
  }
}

function compareContent(walk: Walk, before: Json, after: Json, direction: Direction, where: string) {
  const old = asObject(before['content']);
  const now = asObject(after['content']);
  for (const [type, media] of Object.entries(old)) {
    const next = now[type];
    if (next === undefined) walk.add('breaking', where, direction === 'request' ? `no longer accepts ${type}` : `no longer answers ${type}`);
    else walk.schema(asObject(media)['schema'], asObject(next)['schema'], direction, `${where} (${type})`);
  }
  for (const type of Object.keys(now)) if (!(type in old)) walk.add('safe', where, `${type} added`);
}

function compareRequestBody(walk: Walk, op: Operation, where: string) {
  const old = op.before['requestBody'] === undefined ? undefined : asObject(deref(walk.before, op.before['requestBody']));
  const now = op.after['requestBody'] === undefined ? undefined : asObject(deref(walk.after, op.after['requestBody']));
  const label = `${where} request body`;
  if (!old && now) walk.add(now['required'] === true ? 'breaking' : 'safe', label, now['required'] === true ? 'now required' : 'added');
  if (old && !now) walk.add('dangerous', label, 'no longer documented (the server may ignore it)');
  if (!old || !now) return;
  if (now['required'] === true && old['required'] !== true) walk.add('breaking', label, 'made required');
  compareContent(walk, old, now, 'request', label);
}

function compareSuccesses(walk: Walk, op: Operation, where: string) {
  const old = asObject(op.before['responses']);
  const now = asObject(op.after['responses']);
  const success = (status: string) => status.startsWith('2');
  for (const status of Object.keys(old).filter(success)) {
    if (now[status] === undefined) {
      walk.add('breaking', where, `success status ${status} no longer answered`);
      continue;
    }
    const before = asObject(deref(walk.before, old[status]));
    compareContent(walk, before, asObject(deref(walk.after, now[status])), 'response', `${where} answer ${status}`);
  }
  for (const status of Object.keys(now).filter(success)) if (old[status] === undefined) walk.add('safe', where, `success status ${status} added`);
}

/** An operation any client may call: no security, or an empty requirement among the alternatives. */
function isPublic(doc: Json, operation: Json): boolean {
  const security = asArray(operation['security'] ?? doc['security']);
  return security.length === 0 || security.some((requirement) => Object.keys(asObject(requirement)).length === 0);
}

function compareOperation(walk: Walk, op: Operation) {
  const where = `${op.method.toUpperCase()} ${op.path}`;
  compareParameters(walk, op, where);
  compareRequestBody(walk, op, where);
  compareSuccesses(walk, op, where);
  const [wasPublic, isNowPublic] = [isPublic(walk.before, op.before), isPublic(walk.after, op.after)];
  if (wasPublic && !isNowPublic) walk.add('breaking', where, 'now requires authentication');
  if (!wasPublic && isNowPublic) walk.add('safe', where, 'no longer requires authentication');
}

/** Every change from `before` to `after`, breaking ones included with the others. */
export function diffOpenApi(before: unknown, after: unknown): ContractChange[] {
  const walk = new Walk(asObject(before), asObject(after));
  const oldPaths = asObject(walk.before['paths']);
  const newPaths = asObject(walk.after['paths']);
  for (const [path, item] of Object.entries(oldPaths)) {
    const pathBefore = asObject(deref(walk.before, item));
    const pathAfter = asObject(deref(walk.after, newPaths[path]));
    for (const method of METHODS) {
      if (!isObject(pathBefore[method])) continue;
      const after = pathAfter[method];
      if (!isObject(after)) walk.add('breaking', `${method.toUpperCase()} ${path}`, 'operation removed');
      else compareOperation(walk, { method, path, before: pathBefore[method], after, pathBefore, pathAfter });
    }
  }
  for (const [path, item] of Object.entries(newPaths)) {
    const pathBefore = asObject(deref(walk.before, oldPaths[path]));
    for (const method of METHODS) {
      if (isObject(asObject(deref(walk.after, item))[method]) && !isObject(pathBefore[method])) {
        walk.add('safe', `${method.toUpperCase()} ${path}`, 'operation added');
      }
    }
  }
  return walk.changes;
}
