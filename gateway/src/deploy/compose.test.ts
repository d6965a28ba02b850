import fs from 'node:fs';
import path from 'node:path';
import { parseDocument } from 'yaml';
import { describe, expect, it } from 'vitest';
import { ROOT_DIR, loadConfig } from '../config.js';

/**
 * docker-compose.yml cannot be run here (no Docker engine on this machine), so its shape is checked instead: it
 * parses as YAML, two gateway replicas share PostgreSQL and the bucket behind one published port, and each
 * replica's environment, with the variables the header asks for, passes the gateway's own configuration check.
 */

const file = path.join(ROOT_DIR, 'docker-compose.yml');
const doc = parseDocument(fs.readFileSync(file, 'utf8'), { merge: true, prettyErrors: true });
type Service = {
  image?: string;
  build?: string;
  environment?: Record<string, string>;
  ports?: string[];
  command?: string[] | string;
  depends_on?: Record<string, { condition: string }> | string[];
  volumes?: string[];
};
const compose = doc.toJS() as { services: Record<string, Service>; volumes: Record<string, unknown> };
const services = compose.services;

/** What `docker compose` does to ${...}: the variable, its :- default, or the :? error when it is unset; $$ is a dollar. */
function interpolate(value: string, vars: Record<string, string>): string {
  return value.replace(
    /\$\$|\$\{([A-Z0-9_]+)(?::([-?])([^}]*))?\}/g,
    (all, name: string | undefined, op: string | undefined, rest: string | undefined) => {
      if (all === '$$') return '$';
      const v = vars[name!];
      if (v) return v;
      if (op === '?') throw new Error(`${name} is required: ${rest}`);
      return op === '-' ? rest! : '';
    },
  );
}

const SECRETS = {
  JWT_SECRET: 'x'.repeat(48),
  SSN_KEY: Buffer.alloc(32, 7).toString('base64'),
  S3_SECRET_ACCESS_KEY: 'a-long-enough-secret',
};
const gateways = Object.keys(services).filter((name) => services[name]!.build === '.');
const envOf = (name: string, vars: Record<string, string> = SECRETS) =>
  Object.fromEntries(Object.entries(services[name]!.environment ?? {}).map(([k, v]) => [k, interpolate(String(v), vars)]));

describe('docker-compose.yml', () => {
  it('is valid YAML with the services a production-like run needs', () => {
    expect(doc.errors).toEqual([]);
    expect(doc.warnings).toEqual([]);
    expect(Object.keys(services).sort()).toEqual(['gateway-1', 'gateway-2', 'minio', 'postgres', 'proxy', 'storage-init']);
    expect(gateways).toEqual(['gateway-1', 'gateway-2']);
  });

  it("publishes one port, the proxy's; every dependency and volume it names exists", () => {
    const published = Object.entries(services)
      .filter(([, s]) => s.ports?.length)
      .map(([name, s]) => [name, s.ports]);
    expect(published).toEqual([['proxy', ['${PORT:-8080}:80']]]);
    for (const [name, s] of Object.entries(services)) {
      const deps = Array.isArray(s.depends_on) ? s.depends_on : Object.keys(s.depends_on ?? {});
      for (const d of deps) expect(Object.keys(services), `${name} depends on ${d}`).toContain(d);
      for (const v of s.volumes ?? []) {
        const source = v.split(':')[0]!;
        if (source.startsWith('.')) expect(fs.existsSync(path.join(ROOT_DIR, source)), `${name} mounts ${source}`).toBe(true);
        else expect(Object.keys(compose.volumes), `${name} mounts ${source}`).toContain(source);
      }
    }
    expect(fs.existsSync(path.join(ROOT_DIR, 'Dockerfile'))).toBe(true);
  });

  it('gives both replicas the same environment, which the gateway accepts: the shared database and the bucket storage-init makes', () => {
    const [one, two] = gateways.map((g) => envOf(g));
    expect(one).toEqual(two);
    const config = loadConfig(one);
    expect(config.NODE_ENV).toBe('production');
    expect(new URL(config.DATABASE_URL!).hostname).toBe('postgres');
    expect(config.s3).toMatchObject({
      endpoint: 'http://minio:9000',
      bucket: 'memorial-media',
      forcePathStyle: true,
      accessKeyId: 'memorial',
      secretAccessKey: SECRETS.S3_SECRET_ACCESS_KEY,
    });
    expect(new URL(config.s3!.endpoint!).hostname in services).toBe(true);
    // MinIO's root user is the gateways' key pair; storage-init makes their bucket.
    const minio = Object.fromEntries(Object.entries(services['minio']!.environment!).map(([k, v]) => [k, interpolate(v, SECRETS)]));
    expect([minio['MINIO_ROOT_USER'], minio['MINIO_ROOT_PASSWORD']]).toEqual([config.s3!.accessKeyId, config.s3!.secretAccessKey]);
    const init = [services['storage-init']!.command].flat().join(' ');
    expect(interpolate(init, SECRETS)).toContain(`mc mb --ignore-existing store/${config.s3!.bucket}`);
    expect(init).toContain(new URL(config.s3!.endpoint!).origin);
  });

  it('refuses to start without the secrets every replica must share', () => {
    for (const missing of Object.keys(SECRETS)) {
      expect(() => envOf('gateway-1', { ...SECRETS, [missing]: '' }), missing).toThrow(`${missing} is required`);
    }
  });

  it('puts both replicas behind the proxy, WebSockets and 500 MB uploads included', () => {
    const nginx = fs.readFileSync(path.join(ROOT_DIR, 'deploy', 'nginx.conf'), 'utf8');
    const port = envOf('gateway-1')['PORT'];
    expect([...nginx.matchAll(/^\s*server (\S+);/gm)].map((m) => m[1])).toEqual(gateways.map((g) => `${g}:${port}`));
    expect(nginx).toMatch(/proxy_set_header Upgrade \$http_upgrade;/);
    expect(nginx).toMatch(/client_max_body_size 510m;/);
    expect(Object.keys(services['proxy']!.depends_on!).sort()).toEqual(gateways);
  });
});
