import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MODULES } from './modules/index.js';

/**
 * The layering of DESIGN.md, read from the files: every domain folder is listed in
 * modules/index.ts; modules depend on request/ and on each other, never on the
 * transport (graphql/, rest/); request/ runs no module code.
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
