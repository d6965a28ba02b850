// Runs a gateway command (seed, schema:emit, migration:create, bench) on a fresh build.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ROOT, buildBench, buildGateway } from './build-lib.mjs';

buildGateway();
const [command, ...args] = process.argv.slice(2);
// The bench starts gateways from gateway/dist (built above) and runs from its own build.
if (command === 'bench') buildBench();
const entry = command === 'bench' ? 'gateway/dist-bench/bench/index.js' : 'gateway/dist/cli.js';
const child = spawn(process.execPath, [path.join(ROOT, entry), ...(command === 'bench' ? args : [command, ...args])], {
  cwd: ROOT,
  stdio: 'inherit',
});
child.on('exit', (code) => process.exit(code ?? 1));
