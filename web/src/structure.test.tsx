import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The boundaries of DESIGN.md (Layout, Web), read from the files: a feature (features/<name>/) imports only app/,
 * gql/, the schema package and itself, and its tests also test/; app/ imports no feature; only tests import test/.
 * What features share lives in app/; a screen made of several features is composed by routes.tsx.
 */

const SRC = import.meta.dirname;
const FEATURES = 'features';

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'gql' && dir === SRC ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

/** Relative import specifiers of a file (static, side-effect, re-export, dynamic and vi.mock), resolved to paths below src. */
function importsOf(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  const patterns = [
    /^\s*(?:import|export)\s+(?:type\s+)?(?:[^'"]*?\s+from\s+)?['"](\.[^'"]+)['"]/gm,
    /\bimport\(\s*['"](\.[^'"]+)['"]\s*\)/g,
    /\bvi\.(?:mock|doMock|importActual)(?:<[^>]*>)?\(\s*['"](\.[^'"]+)['"]/g,
  ];
  return patterns.flatMap((pattern) =>
    [...text.matchAll(pattern)].map((m) =>
      path
        .relative(SRC, path.resolve(path.dirname(file), m[1]!))
        .split(path.sep)
        .join('/'),
    ),
  );
}

const inside = (target: string, folder: string) => target === folder || target.startsWith(`${folder}/`);
const isTest = (file: string) => file.endsWith('.test.tsx');
const relative = (file: string) => path.relative(SRC, file).split(path.sep).join('/');
/** features/<name> of a path below src, or null. */
const featureOf = (target: string) => (inside(target, FEATURES) ? target.split('/').slice(0, 2).join('/') : null);

/** `file -> import` for each import of the files below `folder` that `allowed` refuses. */
function offending(folder: string, allowed: (file: string, target: string) => boolean): string[] {
  return sourceFiles(path.join(SRC, folder)).flatMap((file) =>
    importsOf(file)
      .filter((target) => !allowed(file, target))
      .map((target) => `${relative(file)} -> ${target}`),
  );
}

describe('the web structure', () => {
  it('has features that import only app/, gql/, themselves, and (their tests) test/', () => {
    const wrong = offending(FEATURES, (file, target) => {
      const own = featureOf(relative(file))!;
      return inside(target, own) || inside(target, 'app') || inside(target, 'gql') || (isTest(file) && inside(target, 'test'));
    });
    expect(wrong, 'move what features share to app/, or let routes.tsx compose the screen').toEqual([]);
  });

  it('has an app/ that imports no feature', () => {
    expect(offending('app', (_file, target) => !inside(target, FEATURES))).toEqual([]);
  });

  it('imports test/ from tests only', () => {
    const wrong = sourceFiles(SRC)
      .filter((file) => !isTest(file) && !inside(relative(file), 'test'))
      .flatMap((file) =>
        importsOf(file)
          .filter((target) => inside(target, 'test'))
          .map((target) => `${relative(file)} -> ${target}`),
      );
    expect(wrong).toEqual([]);
  });

  it('finds the imports it checks (the patterns still match the code)', () => {
    // Static, type-only and side-effect imports.
    expect(importsOf(path.join(SRC, 'app/media/CropDialog.tsx'))).toEqual(
      expect.arrayContaining(['app/media/CropDialog.css', 'app/media/cropImage']),
    );
    // A dynamic import.
    expect(importsOf(path.join(SRC, 'features/memorial/MemorialLogin.tsx'))).toEqual(expect.arrayContaining(['app/auth/LoginModal']));
    // A test's imports of test/, and the feature of a path.
    expect(importsOf(path.join(SRC, 'features/website/PageViewsCard.test.tsx'))).toEqual(expect.arrayContaining(['test/server']));
    expect(featureOf('features/memorial/events/EventCard')).toBe('features/memorial');
    // The folders it reads hold files.
    expect(sourceFiles(path.join(SRC, FEATURES)).length).toBeGreaterThan(100);
    expect(sourceFiles(path.join(SRC, 'app')).length).toBeGreaterThan(30);
  });
});
