import fs from 'node:fs';
import path from 'node:path';
import { describe } from 'vitest';
import type { HttpMethod } from '../modules/route.js';

/**
 * A contract block for one legacy route: `contract('GET', '/decedent/:id', () => { it(...) })`,
 * with the method and path exactly as the route table has them. rest/routes.test.ts
 * finds every block in the test files and fails for a route that has none.
 */
export function contract(method: HttpMethod, routePath: string, tests: () => void) {
  describe(`${method} /api/v1${routePath}`, tests);
}

const SRC = path.resolve(import.meta.dirname, '..');
const CALL = /\bcontract\(\s*'(GET|POST|PUT|DELETE)',\s*'([^']+)'/g;

/** `METHOD path` of every contract block in gateway/src/**\/*.test.ts, with the file it is in. */
export function contractBlocks(): Array<{ key: string; file: string }> {
  const found: Array<{ key: string; file: string }> = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.test.ts')) {
        for (const m of fs.readFileSync(full, 'utf8').matchAll(CALL))
          found.push({ key: `${m[1]} ${m[2]}`, file: path.relative(SRC, full) });
      }
    }
  };
  walk(SRC);
  return found;
}
