import fs from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_GUIDE } from '@memorial/schema';
import { ROUTES } from '../modules/index.js';
import { startTestGateway, type TestGateway } from '../test/gateway.js';

const require = createRequire(import.meta.url);

/** The status of a GET with exactly these headers (node:http, which adds none of its own). */
function statusOf(url: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        res.resume();
        resolve(res.statusCode!);
      })
      .on('error', reject);
  });
}

/**
 * The API reference page at /api/v1/docs (issue 30, item 5): served by the gateway with everything it loads, under a
 * Content-Security-Policy that allows this origin's files only (the browser journey web/e2e/api-docs.e2e.ts sees it
 * drawn with no violation). Before it, /api/v1/docs answered the legacy layer's 404.
 */

let gw: TestGateway;
beforeAll(async () => {
  gw = await startTestGateway();
});
afterAll(() => gw?.stop());

/** A Content-Security-Policy header as directive -> sources. */
function policy(header: string | null): Map<string, string[]> {
  return new Map(
    (header ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

/** The page's script, style sheet and icon references, with the attribute they come from. */
function references(html: string): Array<{ tag: string; url: string }> {
  const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((m) => ({ tag: 'script', url: /\bsrc="([^"]+)"/.exec(m[1]!)?.[1] ?? '' }));
  const links = [...html.matchAll(/<link\b([^>]*)>/g)].map((m) => ({
    tag: /\brel="([^"]+)"/.exec(m[1]!)?.[1] ?? '',
    url: /\bhref="([^"]+)"/.exec(m[1]!)?.[1] ?? '',
  }));
  return [...scripts, ...links];
}

const EXPECTED_TYPE: Record<string, RegExp> = { script: /javascript/, stylesheet: /^text\/css/, icon: /^image\/png/ };

describe('GET /api/v1/docs, the API reference page', () => {
  it('answers an HTML page under a policy that allows only files of this origin (was 404)', async () => {
    const res = await fetch(`${gw.url}/api/v1/docs`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const csp = policy(res.headers.get('content-security-policy'));
    expect(csp.get('default-src')).toEqual(["'none'"]);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('style-src')).toEqual(["'self'"]);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    // Nothing from another origin, nothing evaluated, nothing inline: 'self', 'none' and the CSS's data: images only.
    const sources = [...csp.values()].flat();
    expect(sources.filter((s) => !["'self'", "'none'", 'data:'].includes(s))).toEqual([]);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:']);
  });

  it('loads every script and style from this gateway, each answered 200 with its type, and has no inline script', async () => {
    const html = await (await fetch(`${gw.url}/api/v1/docs`)).text();
    const refs = references(html);
    expect(refs.map((r) => r.tag).sort()).toEqual(['icon', 'script', 'script', 'stylesheet', 'stylesheet']);
    expect(
      refs.filter((r) => !r.url.startsWith('/api/v1/docs/')),
      'references outside the page',
    ).toEqual([]);
    expect(html).not.toMatch(/<script\b[^>]*>[^<]+<\/script>/); // every script is a file
    expect(html).not.toMatch(/\sstyle="|<style/);
    for (const ref of refs) {
      const res = await fetch(`${gw.url}${ref.url}`);
      expect(res.status, ref.url).toBe(200);
      expect(res.headers.get('content-type'), ref.url).toMatch(EXPECTED_TYPE[ref.tag]!);
      expect(res.headers.get('content-security-policy'), ref.url).toBe(
        (await fetch(`${gw.url}/api/v1/docs`)).headers.get('content-security-policy'),
      );
      expect((await res.arrayBuffer()).byteLength, ref.url).toBeGreaterThan(0);
    }
  });

  it('draws the document this gateway serves: the start-up script names /api/v1/openapi.json, answered 200', async () => {
    const script = await (await fetch(`${gw.url}/api/v1/docs/docs.js`)).text();
    expect(script).toContain('"/api/v1/openapi.json"');
    expect(script).toContain('validatorUrl: null'); // Swagger UI would load a badge from its public validator
    const doc = await fetch(`${gw.url}/api/v1/openapi.json`);
    expect(doc.status).toBe(200);
    const document = (await doc.json()) as { info: { description: string }; paths: Record<string, unknown> };
    expect(document.paths).toHaveProperty(['/auth/{role}/login']);
    expect(document.info.description).toBe(API_GUIDE); // the guide, explained once, at the top of the page
  });

  it("serves Swagger UI's script compressed once and kept: the same bytes as the package's, brotli or gzip", async () => {
    const original = fs.readFileSync(path.join(path.dirname(require.resolve('swagger-ui-dist/package.json')), 'swagger-ui-bundle.js'));
    for (const encoding of ['br', 'gzip']) {
      const res = await fetch(`${gw.url}/api/v1/docs/swagger-ui-bundle.js`, { headers: { 'accept-encoding': encoding } });
      expect(res.headers.get('content-encoding')).toBe(encoding);
      // fetch decodes what it is sent: the decoded bytes are the package's file.
      expect(Buffer.from(await res.arrayBuffer()).equals(original)).toBe(true);
      expect(Number(res.headers.get('content-length'))).toBeLessThan(original.length / 3);
      // As a browser revalidates (fetch would add Cache-Control: no-cache, which asks for the body whatever the ETag).
      expect(
        await statusOf(`${gw.url}/api/v1/docs/swagger-ui-bundle.js`, {
          'accept-encoding': encoding,
          'if-none-match': res.headers.get('etag')!,
        }),
      ).toBe(304);
    }
  });

  it('serves no other file of the renderer package', async () => {
    for (const other of ['/api/v1/docs/package.json', '/api/v1/docs/index.html', '/api/v1/docs/..%2Fpackage.json'])
      expect((await fetch(`${gw.url}${other}`)).status, other).toBe(404);
  });
});

describe("the integrators' guide (API_GUIDE, the document's description)", () => {
  it('names only paths the gateway answers', () => {
    const named = [...API_GUIDE.matchAll(/`(GET|POST|PUT|DELETE) (\/[^`\s]*)`/g)].map((m) => `${m[1]} ${m[2]!.replace(/^\/api\/v1/, '')}`);
    expect(named.length).toBeGreaterThan(5);
    const rows = new Set([...ROUTES.map((r) => `${r.method} ${r.path.replace(/:([A-Za-z]+)/g, '{$1}')}`), 'GET /captcha/challenge']);
    expect(named.filter((n) => !rows.has(n))).toEqual([]);
  });
});
