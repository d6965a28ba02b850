import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPI, startTestGateway, type TestGateway } from './test/gateway.js';
import { decodeHtml } from './test/html.js';
import { PUBLIC_PAGE_CACHE } from './pagecache/page-cache.js';

// What the browser receives for the web build's files and for JSON, byte for byte (issue 15 item 5).

let gw: TestGateway;
let webDist: string;
const SCRIPT = `export const memorial = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `line ${i}`))};\n`;

/** A build's manifest: the entry and its app chunk, the memorial page's chunk (named by web/vite.config.ts) with a chunk and styles of its own, a staff screen. */
const MANIFEST = {
  'index.html': { file: 'assets/index-Ab12Cd34.js', isEntry: true, imports: ['_app-1.js'], css: ['assets/app-1.css'] },
  '_app-1.js': { file: 'assets/app-1.js', name: 'app', css: ['assets/app-1.css'] },
  '_memorial-1.js': {
    file: 'assets/memorial-1.js',
    name: 'memorial',
    imports: ['_app-1.js', '_carousel-1.js'],
    css: ['assets/memorial-1.css'],
  },
  '_carousel-1.js': { file: 'assets/carousel-1.js', imports: ['_app-1.js'] },
  'src/features/staff/StaffHomePage.tsx': { file: 'assets/staff-1.js', isDynamicEntry: true, imports: ['_app-1.js'] },
  // A screen that is a chunk of its own, named after its module (the obituary index).
  'src/features/directory/FindLovedOnePage.tsx': {
    file: 'assets/FindLovedOnePage-1.js',
    name: 'FindLovedOnePage',
    isDynamicEntry: true,
    imports: ['_app-1.js'],
    css: ['assets/directory-1.css'],
  },
};

/** A raw HTTP exchange: fetch would ask for and undo compression by itself. */
function get(
  url: string,
  headers: Record<string, string> = {},
  method = 'GET',
  body?: string,
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

beforeAll(async () => {
  // A build's layout: a hashed script with the .br and .gz files the build writes beside it, index.html, the favicon.
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'memorial-web-'));
  fs.mkdirSync(path.join(webDist, 'assets'));
  fs.mkdirSync(path.join(webDist, '.vite'));
  const script = path.join(webDist, 'assets', 'index-Ab12Cd34.js');
  fs.writeFileSync(script, SCRIPT);
  fs.writeFileSync(`${script}.br`, zlib.brotliCompressSync(SCRIPT));
  fs.writeFileSync(`${script}.gz`, zlib.gzipSync(SCRIPT));
  fs.writeFileSync(path.join(webDist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  fs.writeFileSync(path.join(webDist, '.vite', 'manifest.json.br'), zlib.brotliCompressSync(JSON.stringify(MANIFEST)));
  fs.writeFileSync(path.join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  fs.writeFileSync(
    path.join(webDist, 'index.html'),
    `<!doctype html><html><head><title>Family Website</title></head><body>${'<p>text</p>'.repeat(200)}</body></html>`,
  );
  gw = await startTestGateway({ env: { WEB_DIST: webDist } });
});
afterAll(async () => {
  await gw?.stop();
  if (webDist) fs.rmSync(webDist, { recursive: true, force: true });
});

describe('the web build as served', () => {
  const asset = () => `${gw.url}/obituaries/assets/index-Ab12Cd34.js`;

  it('sends brotli to a browser that accepts it, with the script type, Vary and a year of immutable caching', async () => {
    const res = await get(asset(), { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^text\/javascript/);
    expect(res.headers['vary']).toMatch(/Accept-Encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(res.headers['content-length'])).toBe(res.body.length);
    expect(res.body.length).toBeLessThan(SCRIPT.length / 3);
    expect(zlib.brotliDecompressSync(res.body).toString()).toBe(SCRIPT);
  });

  it('sends gzip when brotli is not accepted, and the plain file when nothing is', async () => {
    const gz = await get(asset(), { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.body).toString()).toBe(SCRIPT);
    expect(gz.headers['cache-control']).toContain('immutable');

    const plain = await get(asset(), { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['vary']).toMatch(/Accept-Encoding/i);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(plain.body.toString()).toBe(SCRIPT);

    const refused = await get(asset(), { 'accept-encoding': 'br;q=0, gzip;q=0' });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body.toString()).toBe(SCRIPT);
  });

  it('answers HEAD with the headers and no body', async () => {
    const res = await get(asset(), { 'accept-encoding': 'br' }, 'HEAD');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.body.length).toBe(0);
  });

  it('never caches index.html for long: a page asks again each time (new builds name new files)', async () => {
    // A public memorial page: browsers revalidate it each time, shared caches keep it seconds (pagecache/).
    const pages = { '/obituaries/': 'no-cache', [`/obituaries/name/eleanor-whitmore-obituary/${OPI.eleanor}`]: PUBLIC_PAGE_CACHE };
    for (const [page, cacheControl] of Object.entries(pages)) {
      const res = await get(`${gw.url}${page}`, { 'accept-encoding': 'br' });
      expect(res.status, page).toBe(200);
      expect(res.headers['cache-control'], page).toBe(cacheControl);
      // Written per request (the preview tags), compressed per request.
      expect(res.headers['content-encoding'], page).toBe('br');
      expect(zlib.brotliDecompressSync(res.body).toString(), page).toContain('<title>');
    }
    const direct = await get(`${gw.url}/obituaries/index.html`);
    expect(direct.headers['cache-control']).toBe('no-cache');
  });

  it("names the memorial page's chunks and styles in the HTML of its doors, and no others", async () => {
    const html = async (page: string) => (await get(`${gw.url}${page}`)).body.toString();
    const hints = [
      '<link rel="modulepreload" crossorigin href="/obituaries/assets/memorial-1.js">',
      '<link rel="modulepreload" crossorigin href="/obituaries/assets/carousel-1.js">',
      '<link rel="stylesheet" crossorigin href="/obituaries/assets/memorial-1.css">',
    ];
    for (const door of [
      `/name/eleanor-whitmore-obituary/${OPI.eleanor}`,
      `/memories/eleanor-whitmore-obituary/${OPI.eleanor}`,
      `/memories/${OPI.eleanor}`,
    ]) {
      const page = await html(`/obituaries${door}`);
      for (const hint of hints) expect(page, door).toContain(hint);
      // What the entry loads already is not named twice.
      expect(page, door).not.toContain('app-1');
      expect(page.indexOf(hints[0]!), door).toBeLessThan(page.indexOf('</head>'));
    }
    // The obituary index (read before its scripts run) names its own chunk and styles.
    const index = await html('/obituaries/find/CFS');
    expect(index).toContain('<link rel="stylesheet" crossorigin href="/obituaries/assets/directory-1.css">');
    expect(index).toContain('<link rel="modulepreload" crossorigin href="/obituaries/assets/FindLovedOnePage-1.js">');
    // The official page keeps its preview tags.
    expect(await html(`/obituaries/name/eleanor-whitmore-obituary/${OPI.eleanor}`)).toContain('og:title');
    for (const other of ['/obituaries/', '/obituaries/admin', `/obituaries/name/eleanor-whitmore-obituary/${OPI.eleanor}/share`]) {
      expect(await html(other), other).not.toContain('modulepreload');
    }
  });

  it("asks for the memorial page's banner (its largest picture) in the HTML of its doors, at the addresses the page shows, at low priority", async () => {
    const html = async (page: string) => (await get(`${gw.url}${page}`)).body.toString();
    const { body } = await gw.gql<{ decedent: { bannerUrl: string | null } }>(`query { decedent(opi: "${OPI.eleanor}") { bannerUrl } }`);
    const banner = body.data!.decedent.bannerUrl!;
    expect(banner).toMatch(/^\/media\/decedents\/.+\?sig=/);
    const esc = (text: string) => text.replace(/&/g, '&amp;');
    // The phone's narrow copies first (the img of MemorialHero says the same srcset and sizes: one fetch, not two).
    const srcset = `${banner}&w=480 480w, ${banner}&w=960 960w, ${banner} 1480w`;
    const hint = `<link rel="preload" as="image" href="${esc(banner)}" imagesrcset="${esc(srcset)}" imagesizes="100vw" fetchpriority="low">`;
    for (const door of [
      `/name/eleanor-whitmore-obituary/${OPI.eleanor}`,
      `/memories/eleanor-whitmore-obituary/${OPI.eleanor}`,
      `/memories/${OPI.eleanor}`,
    ]) {
      const page = await html(`/obituaries${door}`);
      expect(page, door).toContain(hint);
      expect(page.indexOf(hint), door).toBeLessThan(page.indexOf('</head>'));
    }
    for (const other of [
      '/obituaries/',
      '/obituaries/admin',
      `/obituaries/name/eleanor-whitmore-obituary/${OPI.eleanor}/share`,
      '/obituaries/name/nobody/CS-0000-0000',
    ]) {
      expect(await html(other), other).not.toContain('rel="preload"');
    }
  });

  it('keeps unhashed files to an hour and never serves the build manifest', async () => {
    const icon = await get(`${gw.url}/obituaries/favicon.svg`);
    expect(icon.status).toBe(200);
    expect(icon.headers['cache-control']).toBe('public, max-age=3600');
    // A dotfile: neither it nor its .br; the path falls through to the app's page.
    const manifest = await get(`${gw.url}/obituaries/.vite/manifest.json`, { 'accept-encoding': 'br' });
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(zlib.brotliDecompressSync(manifest.body).toString()).toContain('<title>');
  });
});

describe('JSON answers', () => {
  const PAGE_QUERY = JSON.stringify({
    query: `query($opi: String!) { decedent(opi: $opi) { opi firstName lastName obituary { obituary description } }
      memories(opi: $opi) { id title memory } }`,
    variables: { opi: OPI.eleanor },
  });
  const post = (headers: Record<string, string>) =>
    get(`${gw.url}/graphql`, { 'content-type': 'application/json', ...headers }, 'POST', PAGE_QUERY);

  it('GraphQL: brotli or gzip as the client asks, plain when it does not ask', async () => {
    const plain = await post({});
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024); // worth compressing
    const data = JSON.parse(plain.body.toString());
    expect(data.data.decedent.opi).toBe(OPI.eleanor);

    const br = await post({ 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['vary']).toMatch(/Accept-Encoding/i);
    expect(br.body.length).toBeLessThan(plain.body.length);
    expect(JSON.parse(zlib.brotliDecompressSync(br.body).toString())).toEqual(data);

    const gz = await post({ 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gz.body).toString())).toEqual(data);
  });

  it('REST: the same negotiation', async () => {
    const plain = await get(`${gw.url}/api/v1/openapi.json`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const doc = JSON.parse(plain.body.toString());
    const br = await get(`${gw.url}/api/v1/openapi.json`, { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(zlib.brotliDecompressSync(br.body).toString())).toEqual(doc);
  });
});

describe('link previews at every door of a memorial page (issue 28)', () => {
  const tags = (html: string) =>
    Object.fromEntries(
      [...html.matchAll(/<meta (?:name|property)="([^"]+)" content="([^"]*)" \/>/g)].map(([, key, value]) => [key!, decodeHtml(value!)]),
    );
  const page = async (door: string) => {
    const res = await get(`${gw.url}/obituaries/${door}`);
    expect(res.status, door).toBe(200);
    return res.body.toString();
  };
  const DOORS = [
    `name/eleanor-whitmore-obituary/${OPI.eleanor}`,
    `name/eleanor-lindqvist-obituary/${OPI.eleanor}`,
    `name/eleanor-whitmore-obituary/${OPI.eleanor}/share`,
    `memories/${OPI.eleanor}`,
    `memories/${OPI.eleanor}/old`,
    `memories/eleanor-whitmore/${OPI.eleanor}`,
    `memories-old/eleanor-whitmore/${OPI.eleanor}`,
    `share-memories/eleanor-whitmore/${OPI.eleanor}`,
  ];

  it("every door of a public page carries the page's preview tags, og:url the official page", async () => {
    const official = `${gw.config.siteOrigin}/obituaries/name/eleanor-whitmore-obituary/${OPI.eleanor}`;
    const expected = tags(await page(DOORS[0]!));
    expect(expected).toMatchObject({
      'og:type': 'article',
      'og:title': 'In Loving Memory of Eleanor Grace Whitmore',
      'og:url': official,
      'twitter:card': 'summary_large_image',
    });
    expect(expected['og:description']).toMatch(/^Eleanor Grace Whitmore, beloved mother/);
    expect(expected['og:image']).toMatch(new RegExp(`/obituaries/portrait/${OPI.eleanor}\\?v=`));
    for (const door of DOORS) {
      const html = await page(door);
      expect(tags(html), door).toEqual(expected);
      expect(html.match(/<title>/g), door).toHaveLength(1);
      expect(html, door).toContain('<title>In Loving Memory of Eleanor Grace Whitmore</title>');
      expect(html, door).not.toContain('ROSES1941');
    }
  });

  it("a private or missing page has the site's generic tags at every door, and other screens keep the app's own", async () => {
    const generic = {
      description: 'Family website, obituary and arrangements portal.',
      'og:type': 'website',
      'og:site_name': 'Family Website',
      'og:title': 'Family Website',
      'og:description': 'Family website, obituary and arrangements portal.',
      'og:url': `${gw.config.siteOrigin}/obituaries/`,
      'twitter:card': 'summary',
      'twitter:title': 'Family Website',
      'twitter:description': 'Family website, obituary and arrangements portal.',
    };
    await gw.sql('update decedent set is_private = true where opi = $1', [OPI.eleanor]);
    try {
      for (const door of [
        ...DOORS,
        `name/samuel-okafor-obituary/${OPI.okaforPrivate}`,
        `memories/${OPI.okaforPrivate}`,
        `name/nobody-obituary/${OPI.missing}`,
        `share-memories/nobody/${OPI.missing}`,
      ]) {
        const html = await page(door);
        expect(tags(html), door).toEqual(generic);
        expect(html, door).not.toMatch(/Eleanor|Okafor|portrait/);
      }
    } finally {
      await gw.sql('update decedent set is_private = false where opi = $1', [OPI.eleanor]);
    }
    for (const other of ['/obituaries/', '/obituaries/admin']) {
      const html = (await get(`${gw.url}${other}`)).body.toString();
      expect(tags(html), other).toEqual({});
    }
  });
});
