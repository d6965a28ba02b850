// Shared by the scripts: build what is missing or stale, with the project's own tools.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export function run(cmd, args, opts = {}) {
  const result = spawnSync(cmd, args, { cwd: ROOT, stdio: 'inherit', ...opts });
  if (result.status !== 0) {
    console.error(`\n${[cmd, ...args].join(' ')} failed`);
    process.exit(result.status ?? 1);
  }
}

/** tsc -b is incremental: a no-op when nothing changed. */
export function buildGateway() {
  run(process.execPath, [path.join(ROOT, 'node_modules/typescript/bin/tsc'), '-b', 'schema', 'gateway']);
}

/** The benchmarks are not shipped in gateway/dist: they build on their own into gateway/dist-bench. */
export function buildBench() {
  run(process.execPath, [path.join(ROOT, 'node_modules/typescript/bin/tsc'), '-b', 'gateway/tsconfig.bench.json']);
}

/** The browser's app (web/dist) and the server's renderer of the public pages (web/dist-ssr). */
export function buildWeb({ force = false } = {}) {
  const built = ['web/dist/index.html', 'web/dist-ssr/ssr.js'].every((file) => fs.existsSync(path.join(ROOT, file)));
  if (!force && built) return;
  console.log('Building the web app (first start only)...');
  const vite = path.join(ROOT, 'node_modules/vite/bin/vite.js');
  run(process.execPath, [vite, 'build', '--logLevel', 'warn'], { cwd: path.join(ROOT, 'web') });
  run(process.execPath, [vite, 'build', '--ssr', '--logLevel', 'warn'], { cwd: path.join(ROOT, 'web') });
}
