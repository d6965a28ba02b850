import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, DEMO_PASSWORD, OPI, startTestGateway, type TestGateway } from '../test/gateway.js';

/** Hardening 3: what answers tell browsers and caches. */
let gw: TestGateway;
beforeAll(async () => {
  gw = await startTestGateway();
});
afterAll(() => gw?.stop());

describe('REST answers that carry a token or personal data are never stored by a cache', () => {
  it('login, /auth/me, the certificate, a download and a refusal all answer Cache-Control: no-store', async () => {
    const login = await gw.rest('POST', '/auth/arranger/login', { email: DEMO.arranger, password: DEMO_PASSWORD });
    expect(login.status).toBe(200);
    expect(login.headers.get('cache-control')).toBe('no-store');
    const token = login.body.data.token as string;
    const me = await gw.rest('GET', '/auth/me', undefined, token);
    expect(me.status).toBe(200);
    expect(me.headers.get('cache-control')).toBe('no-store');
    const certificate = await gw.rest('GET', `/decedent/${OPI.eleanor}/info`, undefined, token);
    expect(certificate.status).toBe(200);
    expect(certificate.headers.get('cache-control')).toBe('no-store');
    const refused = await gw.rest('GET', '/auth/me');
    expect(refused.status).toBe(401);
    expect(refused.headers.get('cache-control')).toBe('no-store');
    const [file] = await gw.sql<{ id: number }>('select id from memory_file order by id limit 1');
    const download = await gw.rest('GET', `/memories/file/${file!.id}/download`, undefined, token);
    expect(download.headers.get('cache-control')).toBe('no-store');
  });

  it('GraphQL answers no-store too', async () => {
    const res = await gw.gql('{ __typename }');
    expect(res.headers.get('cache-control')).toBe('no-store');
  });
});

describe('security headers (helmet)', () => {
  it('the web app has a Content-Security-Policy without inline script, and may not be framed by others', async () => {
    const res = await fetch(`${gw.url}/obituaries/memorial/${OPI.eleanor}`);
    const csp = res.headers.get('content-security-policy') ?? '';
    const directive = (name: string) =>
      csp
        .split(';')
        .map((d) => d.trim())
        .find((d) => d.startsWith(`${name} `)) ?? '';
    expect(directive('script-src')).toBe("script-src 'self'");
    expect(directive('frame-ancestors')).toBe("frame-ancestors 'none'");
    // The older header says the same (helmet's default, SAMEORIGIN, allowed this site to frame itself).
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(directive('object-src')).toBe("object-src 'none'");
    // The captcha widget's proof-of-work workers start from blob: URLs; its challenge comes from this origin.
    expect(directive('worker-src')).toBe("worker-src 'self' blob:");
    expect(directive('connect-src')).toBe("connect-src 'self'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
  });

  it("every door sends HSTS at the spec's max-age, nosniff and a Referrer-Policy", async () => {
    const answers = [
      await fetch(`${gw.url}/healthz`),
      await fetch(`${gw.url}/api/v1/data`),
      await fetch(`${gw.url}/graphql?query=%7B__typename%7D`, { headers: { 'apollo-require-preflight': '1' } }),
    ];
    for (const res of answers) {
      expect(res.headers.get('strict-transport-security')).toBe('max-age=65540');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('no-referrer');
      expect(res.headers.get('x-powered-by')).toBeNull();
    }
  });

  it('X-Forwarded-Proto from a proxy that is not trusted does not make the site https (HSTS stays at 65540)', async () => {
    const res = await fetch(`${gw.url}/healthz`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(res.headers.get('strict-transport-security')).toBe('max-age=65540');
  });

  it('the built index.html runs no inline script, so the policy does not break it', async () => {
    const res = await fetch(`${gw.url}/obituaries/`);
    if (res.status === 503) return; // the web app is not built here; the headers above are checked regardless
    const html = await res.text();
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(attributes).toMatch(/\bsrc=/);
      expect(body!.trim()).toBe('');
    }
  });
});
