// npm start: build what is missing, then run the gateway (embedded PostgreSQL,
// migrations, demo data on the first start, the web app, GraphQL and REST on one port).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ROOT, buildGateway, buildWeb } from './build-lib.mjs';

buildGateway();
buildWeb();
// Two malloc arenas: glibc's default (8 per core) lets sharp's image work fragment native memory (soak: ~300 MB
// resident instead of ~225 MB, with the same V8 heap). The Dockerfile sets the same.
const env = { MALLOC_ARENA_MAX: '2', ...process.env };
// With the demo data (SEED_DEMO, else on unless NODE_ENV=production) and no store of its own, Send Flowers and Plant a
// Tree open the gateway's demo store page (/demo/tribute-store), so that a new user sees them work. Production without
// TRIBUTE_STORE_URL keeps the buttons hidden.
const demo = env.SEED_DEMO ? env.SEED_DEMO === 'true' : env.NODE_ENV !== 'production';
if (demo && !env.TRIBUTE_STORE_URL) {
  const origin = (env.PUBLIC_URL || `http://localhost:${env.PORT || 4000}`).replace(/\/+$/, '');
  env.TRIBUTE_STORE_URL = `${origin}/demo/tribute-store`;
}
const child = spawn(process.execPath, [path.join(ROOT, 'gateway/dist/main.js')], { cwd: ROOT, stdio: 'inherit', env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
