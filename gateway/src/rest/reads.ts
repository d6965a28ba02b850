import type { RestRequest, RestRoute } from '../modules/route.js';

/** What a row reads of a request: the query parameters and body fields by name, and whether it honours If-Match. */
export interface Reads {
  query: Set<string>;
  body: Set<string>;
  ifMatch: boolean;
  /** The names the row fills itself for an empty request (a default such as isUnknown: false), at any depth. */
  filled: Set<string>;
}

/** The keys with a value (not null or undefined) anywhere in the row's variables. */
function filledKeys(value: unknown, into: Set<string>, depth = 0): Set<string> {
  if (depth > 4 || !value || typeof value !== 'object') return into;
  for (const [key, v] of Object.entries(value)) {
    if (v !== null && v !== undefined) into.add(key);
    filledKeys(v, into, depth + 1);
  }
  return into;
}

/** A record whose reads are noted: every property read answers undefined, as a request without it would. */
function noting(into: Set<string>): Record<string, unknown> {
  return new Proxy(
    {},
    {
      get: (_t, key) => {
        if (typeof key === 'string') into.add(key);
        return undefined;
      },
      has: (_t, key) => {
        if (typeof key === 'string') into.add(key);
        return false;
      },
    },
  );
}

/**
 * Runs the row's variables (and a file row's reads are its own: none are noted) on a request that notes what is read:
 * so the document lists what the row reads, and a test finds a read parameter the row does not declare.
 */
export function readsOf(route: RestRoute): Reads {
  const reads: Reads = { query: new Set(), body: new Set(), ifMatch: false, filled: new Set() };
  if (!('operation' in route) || !route.variables) return reads;
  const params = new Proxy({}, { get: (_t, key) => (typeof key === 'string' ? '1' : undefined) }) as Record<string, string>;
  const request: RestRequest = {
    params,
    query: noting(reads.query),
    body: noting(reads.body),
    files: [],
    get ifMatch() {
      reads.ifMatch = true;
      return undefined;
    },
  };
  try {
    filledKeys(route.variables(request), reads.filled);
  } catch {
    // A row that refuses the empty request (400 in the runner) has noted what it read before it did.
  }
  return reads;
}
