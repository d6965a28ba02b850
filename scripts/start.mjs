// npm start: build what is missing, then run the gateway (embedded PostgreSQL,
// migrations, demo data on the first start, the web app, GraphQL and REST on one port).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ROOT, buildGateway, buildWeb } from './build-lib.mjs';

buildGateway();
buildWeb();
const child = spawn(process.execPath, [path.join(ROOT, 'gateway/dist/main.js')], { cwd: ROOT, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
