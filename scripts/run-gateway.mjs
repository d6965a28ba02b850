// Runs a gateway command (seed, schema:emit, migration:create, bench) on a fresh build.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ROOT, buildGateway, buildWeb } from './build-lib.mjs';

buildGateway();
const [command, ...args] = process.argv.slice(2);
// The visitor's page-load bench measures the web app as the tree holds it now, never an older web/dist.
if (command === 'bench') buildWeb({ force: true });
const entry = command === 'bench' ? 'gateway/dist/bench/index.js' : 'gateway/dist/cli.js';
const child = spawn(process.execPath, [path.join(ROOT, entry), ...(command === 'bench' ? args : [command, ...args])], { cwd: ROOT, stdio: 'inherit' });
child.on('exit', (code) => process.exit(code ?? 1));
