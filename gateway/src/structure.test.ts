import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MODULES } from './modules/index.js';

/**
 * The layering of DESIGN.md, read from the files: every domain folder is listed in
 * modules/index.ts; modules depend on request/ and on each other (only through each
 * other's index.ts, and never in a circle), never on the transport (graphql/, rest/);
 * request/ runs no module code.
 */

const SRC = import.meta.dirname;
const MODULES_DIR = path.join(SRC, 'modules');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

/** Relative import specifiers of a file, resolved to paths below src; `import type` ones flagged (they vanish at run time). */
function importsOf(file: string): Array<{ target: string; typeOnly: boolean }> {
  const text = fs.readFileSync(file, 'utf8');
  const found: Array<{ target: string; typeOnly: boolean }> = [];
  const pattern = /^\s*(import|export)\s+(type\s+)?(?:[^'"]*?\s+from\s+)?['"](\.[^'"]+)['"]/gm;
  for (const m of text.matchAll(pattern)) {
    found.push({ target: path.relative(SRC, path.resolve(path.dirname(file), m[3]!)), typeOnly: !!m[2] });
  }
  // Dynamic imports count as value imports.
  for (const m of text.matchAll(/\bimport\(\s*['"](\.[^'"]+)['"]\s*\)/g)) {
    found.push({ target: path.relative(SRC, path.resolve(path.dirname(file), m[1]!)), typeOnly: false });
  }
  return found;
}

const inside = (target: string, folder: string) => target === folder || target.startsWith(`${folder}/`);

/** The module a path below src belongs to (modules/<name>/...), or null (modules/index.ts and what is not a module). */
function moduleOf(target: string): string | null {
  const [top, name, ...rest] = target.split('/');
  return top === 'modules' && name !== undefined && rest.length > 0 ? name : null;
}

/** A circle in a directed graph, as the path that closes it (first node repeated at the end), or null. */
function findCycle(edges: Map<string, Set<string>>): string[] | null {
  const done = new Set<string>();
  const path: string[] = [];
  const visit = (node: string): string[] | null => {
    const at = path.indexOf(node);
    if (at >= 0) return [...path.slice(at), node];
    if (done.has(node)) return null;
    path.push(node);
    for (const next of [...(edges.get(node) ?? [])].sort()) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    path.pop();
    done.add(node);
    return null;
  };
  for (const node of [...edges.keys()].sort()) {
    const cycle = visit(node);
    if (cycle) return cycle;
  }
  return null;
}

describe('the module structure', () => {
  it('lists every folder under modules/ in modules/index.ts, once, under its folder name', () => {
    const folders = fs
      .readdirSync(MODULES_DIR, { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => e.name)
      .sort();
    const listed = MODULES.map((m) => m.name);
    expect([...listed].sort(), 'modules/index.ts lists exactly the folders under modules/').toEqual(folders);
    expect(new Set(listed).size).toBe(listed.length);
    for (const folder of folders)
      expect(fs.existsSync(path.join(MODULES_DIR, folder, 'index.ts')), `modules/${folder}/index.ts`).toBe(true);
  });

  it('lists in each manifest the services (classes built from a RequestScope) and loaders (*.loaders.ts) its folder defines', () => {
    for (const module of MODULES) {
      const files = sourceFiles(path.join(MODULES_DIR, module.name)).filter((f) => !f.endsWith('.test.ts'));
      const textOf = (suffix: string) =>
        files
          .filter((f) => f.endsWith(suffix))
          .map((f) => fs.readFileSync(f, 'utf8'))
          .join('\n');
      const services = [...textOf('.ts').matchAll(/^export class (\w+) \{\n\s*constructor\(private readonly \w+: RequestScope\)/gm)]
        .map((m) => m[1])
        .sort();
      expect(module.services.map((s) => s.name).sort(), `services of modules/${module.name}`).toEqual(services);
      const loaders = [...textOf('.loaders.ts').matchAll(/^export function (\w+)\b/gm)].map((m) => m[1]);
      expect(loaders.length, `loader factories of modules/${module.name}`).toBeLessThanOrEqual(1);
      expect(module.loaders?.name, `loaders of modules/${module.name}`).toBe(loaders[0]);
    }
  });

  it('has no import from modules/ into the transport (graphql/, rest/)', () => {
    const wrong = sourceFiles(MODULES_DIR).flatMap((file) =>
      importsOf(file)
        .filter((i) => inside(i.target, 'graphql') || inside(i.target, 'rest'))
        .map((i) => `${path.relative(SRC, file)} -> ${i.target}`),
    );
    expect(wrong).toEqual([]);
  });

  it('runs no module or transport code from request/ (types only), so no import circle passes through it', () => {
    const wrong = sourceFiles(path.join(SRC, 'request')).flatMap((file) =>
      importsOf(file)
        .filter((i) => !i.typeOnly && ['modules', 'graphql', 'rest'].some((f) => inside(i.target, f)))
        .map((i) => `${path.relative(SRC, file)} -> ${i.target}`),
    );
    expect(wrong).toEqual([]);
  });

  it('reaches another module only through its index.ts', () => {
    const wrong = sourceFiles(MODULES_DIR).flatMap((file) => {
      const own = moduleOf(path.relative(SRC, file));
      return importsOf(file)
        .filter((i) => {
          const other = moduleOf(i.target);
          return other !== null && other !== own && i.target !== `modules/${other}/index.js`;
        })
        .map((i) => `${path.relative(SRC, file)} -> ${i.target}`);
    });
    expect(wrong, 'imports into another module that do not go through its index.ts').toEqual([]);
  });

  it('has no circle in the graph of modules (type imports included)', () => {
    const edges = new Map<string, Set<string>>();
    for (const file of sourceFiles(MODULES_DIR)) {
      const own = moduleOf(path.relative(SRC, file))!;
      for (const i of importsOf(file)) {
        const other = moduleOf(i.target);
        if (other !== null && other !== own) edges.set(own, (edges.get(own) ?? new Set()).add(other));
      }
    }
    expect(findCycle(edges), 'a circle of modules').toBeNull();
    // The check itself finds a circle when there is one.
    expect(
      findCycle(
        new Map([
          ['a', new Set(['b'])],
          ['b', new Set(['c'])],
          ['c', new Set(['a'])],
        ]),
      ),
    ).toEqual(['a', 'b', 'c', 'a']);
  });

  it('keeps app.ts and boot.ts free of domains: they reach modules/ only through modules/index.ts (and module.ts types)', () => {
    const allowed = (i: { target: string; typeOnly: boolean }) =>
      i.target === 'modules/index.js' || (i.target === 'modules/module.js' && i.typeOnly);
    const wrong = ['app.ts', 'boot.ts'].flatMap((name) =>
      importsOf(path.join(SRC, name))
        .filter((i) => inside(i.target, 'modules') && !allowed(i))
        .map((i) => `${name} -> ${i.target}`),
    );
    expect(wrong, 'imports of a domain module by app.ts or boot.ts').toEqual([]);
    // The module list is what they assemble from (and the check reads their imports at all).
    for (const name of ['app.ts', 'boot.ts']) expect(importsOf(path.join(SRC, name)).map((i) => i.target)).toContain('modules/index.js');
  });

  it('finds the imports it checks (the pattern still matches the code)', () => {
    const targets = importsOf(path.join(MODULES_DIR, 'memory', 'memory.resolver.ts')).map((i) => i.target);
    expect(targets).toEqual(expect.arrayContaining(['request/access.js', 'modules/memory/memory.entity.js']));
  });
});
