import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { startOidcProvider, type TestIdentityProvider } from '../../gateway/src/test/oidc';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

function build(args: string[], cwd = ROOT) {
  // Vitest sets NODE_ENV=test, and Vite keeps a NODE_ENV it finds: React's development build would be tested.
  const result = spawnSync(process.execPath, args, { cwd, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  if (result.status !== 0) throw new Error(`build failed: ${args.join(' ')}`);
}

let gateway: ChildProcess | undefined;
let dataDir: string | undefined;
/** The cl-arranger's identity provider (single sign-on journeys, sso.e2e.ts). */
let idp: TestIdentityProvider | undefined;

export default async function setup(project: TestProject) {
  // Always test what is in the tree now.
  build([path.join(ROOT, 'node_modules/typescript/bin/tsc'), '-b', 'schema', 'gateway']);
  build([path.join(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], path.join(ROOT, 'web'));
  // The server's renderer of the public pages (issue 28), which the gateway below imports from web/dist-ssr.
  build([path.join(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--ssr', '--logLevel', 'warn'], path.join(ROOT, 'web'));

  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'memorial-e2e-'));
  // As root, PostgreSQL runs as its own user, which must be able to enter the directory.
  fs.chmodSync(dataDir, 0o755);
  idp = await startOidcProvider({ users: { 'staff@demo.test': { sub: 'e2e-staff' } } });
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...idp.env,
    PORT: String(await freePort()),
    EMBEDDED_PG_PORT: String(await freePort()),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    SEED_DEMO: 'true',
  };
  delete env['DATABASE_URL'];
  delete env['PUBLIC_URL'];
  gateway = spawn(process.execPath, [path.join(ROOT, 'gateway/dist/main.js')], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'inherit'] });
  const baseUrl = await new Promise<string>((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`gateway did not start:\n${out}`)), 120_000);
    gateway!.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /running at (http:\/\/\S+?)\/obituaries\//.exec(out);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    });
    gateway!.on('exit', (code) => reject(new Error(`gateway exited with ${code}:\n${out}`)));
  });
  idp.register(baseUrl);
  project.provide('baseUrl', baseUrl);
  // No SMTP server here: the gateway writes each mail to DATA_DIR/outbox as an .eml file; journeys read them there.
  project.provide('outboxDir', path.join(dataDir, 'outbox'));
  project.provide('idpIssuer', idp.issuer);

  return async () => {
    if (gateway && gateway.exitCode === null) {
      const exited = new Promise((resolve) => gateway!.once('exit', resolve));
      gateway.kill('SIGTERM');
      await exited;
    }
    await idp?.stop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    outboxDir: string;
    idpIssuer: string;
  }
}
