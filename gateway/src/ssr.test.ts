import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT_DIR } from './config.js';
import { OPI, startTestGateway, type TestGateway } from './test/gateway.js';
import { decodeHtml } from './test/html.js';
import { setStatus, share } from './test/memories.js';

// Issue 28 item 1: the public pages as a crawler or a reader without JavaScript receives them, rendered on the server
// by the web build's own renderer (vite build --ssr of web/src/ssr.tsx, built here from the tree).

let gw: TestGateway;
/** Two replicas on one database keeping rendered pages (PAGE_CACHE on), as in production. */
let a: TestGateway;
let b: TestGateway;
let dir: string;
let ssrDist: string;

/** index.html as the build writes it: the loading line, the no-script notice, the early script and the app's. */
const INDEX = `<!doctype html><html lang="en" data-mantine-color-scheme="light"><head><title>Family Website</title>
    <script type="module" async crossorigin src="/obituaries/assets/early-1.js"></script>
    <script type="module" crossorigin src="/obituaries/assets/index-1.js"></script>
  </head>
  <body>
    <div id="root"><div class="page-loading" role="status">Loading…</div></div>
    <noscript>This family website needs JavaScript to show the obituary and arrangements.</noscript>
  </body></html>`;
const MANIFEST = {
  'src/early/main.ts': { file: 'assets/early-1.js', isEntry: true },
  'index.html': { file: 'assets/index-1.js', isEntry: true },
};

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'memorial-ssr-'));
  const webDist = path.join(dir, 'web');
  fs.mkdirSync(path.join(webDist, '.vite'), { recursive: true });
  fs.writeFileSync(path.join(webDist, 'index.html'), INDEX);
  fs.writeFileSync(path.join(webDist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  // Inside the checkout, as in production: the renderer's packages are found from where it lies.
  fs.mkdirSync(path.join(ROOT_DIR, '.test-data'), { recursive: true });
  ssrDist = fs.mkdtempSync(path.join(ROOT_DIR, '.test-data', 'ssr-'));
  const built = spawnSync(
    process.execPath,
    [path.join(ROOT_DIR, 'node_modules/vite/bin/vite.js'), 'build', '--ssr', '--outDir', ssrDist, '--emptyOutDir', '--logLevel', 'error'],
    { cwd: path.join(ROOT_DIR, 'web'), env: { ...process.env, NODE_ENV: 'production' }, encoding: 'utf8' },
  );
  expect(built.status, built.stderr).toBe(0);
  gw = await startTestGateway({ env: { WEB_DIST: webDist, WEB_SSR_DIST: ssrDist } });
  const cached = { WEB_DIST: webDist, WEB_SSR_DIST: ssrDist, PAGE_CACHE: 'on' };
  a = await startTestGateway({ env: cached });
  b = await startTestGateway({ env: cached, database: a });
}, 120_000);
afterAll(async () => {
  await b?.stop(); // b shares a's database: it stops first
  await a?.stop();
  await gw?.stop();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
  if (ssrDist) fs.rmSync(ssrDist, { recursive: true, force: true });
});

/** The page as fetched, no script run: its status, headers and HTML. */
async function fetchPage(door: string, from = gw, headers?: Record<string, string>) {
  const res = await fetch(`${from.url}/obituaries/${door}`, { headers });
  return { status: res.status, robots: res.headers.get('x-robots-tag'), vary: res.headers.get('vary'), html: await res.text() };
}

/** The language a rendered page was written in: its <html lang> and the state handed to the browser agree. */
function languageOf(html: string): string {
  const lang = /<html lang="([^"]+)"/.exec(html)?.[1];
  expect(html).toContain(`"locale":"${lang}"`);
  return lang!;
}

/** What a reader without JavaScript reads: the text of #root, tags stripped, entities decoded. */
const readable = (html: string) =>
  decodeHtml(
    (/<div id="root">([\s\S]*)<\/div>/.exec(html)?.[1] ?? '').replace(/<(script|style)[\s\S]*?<\/\1>/g, ' ').replace(/<[^>]+>/g, ' '),
  ).replace(/\s+/g, ' ');

const plain = (html: string) => readable(`<div id="root">${html}</div>`).trim();

const PUBLIC_DOORS = [
  `name/eleanor-whitmore-obituary/${OPI.eleanor}`,
  `memories/${OPI.eleanor}`,
  `memories/${OPI.eleanor}/old`,
  `memories/eleanor-whitmore/${OPI.eleanor}`,
  `memories-old/eleanor-whitmore/${OPI.eleanor}`,
  `share-memories/eleanor-whitmore/${OPI.eleanor}`,
];

describe('public memorial pages rendered on the server (issue 28)', () => {
  it('every public door holds the name, dates, the whole obituary, the services, the memories and JSON-LD', async () => {
    const { body } = await gw.gql(
      `query ($opi: String!) {
        decedent(opi: $opi) { fullName obituary { displayName obituary } }
        events(opi: $opi, timezone: "America/Los_Angeles") { upcomingEvents { eventName serviceDate beginningTime } }
        memories(opi: $opi) { title }
      }`,
      { opi: OPI.eleanor },
    );
    const data = body.data;
    const obituary = plain(data.decedent.obituary.obituary);
    expect(obituary.length).toBeGreaterThan(500);
    expect(data.events.upcomingEvents.length).toBeGreaterThan(0);
    expect(data.memories.length).toBeGreaterThan(0);
    for (const door of PUBLIC_DOORS) {
      const { status, robots, html } = await fetchPage(door);
      expect(status, door).toBe(200);
      expect(robots, door).toBeNull();
      const text = readable(html);
      expect(text, door).toContain(data.decedent.obituary.displayName || data.decedent.fullName);
      expect(text, door).toContain('June 02, 1941 – March 14, 2026');
      expect(text, door).toContain(obituary);
      for (const e of data.events.upcomingEvents) {
        expect(text, door).toContain(e.eventName);
        expect(text, door).toContain(e.beginningTime);
      }
      for (const m of data.memories) expect(text, door).toContain(m.title);
      expect(html, door).toContain('<script type="application/ld+json">');
      // Readable without scripts: no loading line, no notice that JavaScript is needed.
      expect(html, door).not.toContain('page-loading');
      expect(html, door).not.toContain('needs JavaScript');
    }
  });

  it('hands the browser the data it rendered from, as JSON no browser runs, and drops the early query', async () => {
    const { html } = await fetchPage(PUBLIC_DOORS[0]!);
    const json = /<script type="application\/json" id="server-rendered">([\s\S]*?)<\/script>/.exec(html)?.[1];
    expect(json).toBeDefined();
    expect(json).not.toMatch(/<\/|<!--/);
    const state = JSON.parse(json!) as { apollo: Record<string, unknown>; router: unknown; timeZone: string };
    expect(state.timeZone).toBe('America/Los_Angeles');
    expect(JSON.stringify(state.apollo)).toContain(OPI.eleanor);
    expect(html).not.toContain('early-1.js');
    expect(html).toContain('index-1.js');
    // The banner is the rendered <img>'s own, at high priority (React names it in a preload of its own): no
    // low-priority hint of it besides, which is for a page the browser renders.
    expect(html).toMatch(/<link rel="preload" as="image" imageSrcSet="\/media\/[^"]+" imageSizes="100vw" fetchPriority="high"\/>/);
    expect(html).not.toMatch(/<link rel="preload" as="image"[^>]*fetchpriority="low">/);
  });

  it('a private page answers 403 and a missing one 404, their own state rendered, nothing of the page, noindex', async () => {
    const cases: Array<[door: string, status: number, text: string]> = [
      [`name/samuel-okafor-obituary/${OPI.okaforPrivate}`, 403, 'private'],
      [`memories/${OPI.okaforPrivate}`, 403, 'private'],
      [`name/nobody-obituary/${OPI.missing}`, 404, ''],
      [`memories/${OPI.missing}`, 404, ''],
    ];
    for (const [door, status, text] of cases) {
      const page = await fetchPage(door);
      expect(page.status, door).toBe(status);
      expect(page.robots, door).toBe('noindex');
      expect(readable(page.html).toLowerCase(), door).toContain(text);
      expect(page.html, door).not.toMatch(/Okafor|ld\+json/);
      // The browser is told the page's state, so that it shows it while asking again, not a loading skeleton.
      expect(page.html, door).toContain(`"pageState":"${status === 403 ? 'PRIVATE' : 'NOT_FOUND'}"`);
    }
  });

  it('a page made private stops being rendered at once', async () => {
    await gw.sql('update decedent set is_private = true where opi = $1', [OPI.eleanor]);
    try {
      const page = await fetchPage(PUBLIC_DOORS[0]!);
      expect(page.status).toBe(403);
      expect(page.html).not.toContain('Eleanor');
    } finally {
      await gw.sql('update decedent set is_private = false where opi = $1', [OPI.eleanor]);
    }
  });

  it('the obituary index is rendered too: a search read without JavaScript, an unknown home 404', async () => {
    const found = await fetchPage('find/CFS?search=Whitmor');
    expect(found.status).toBe(200);
    expect(readable(found.html)).toContain('Eleanor Grace Whitmore');
    expect(found.html).toContain(`href="/obituaries/name/eleanor-whitmore-obituary/${OPI.eleanor}"`);
    expect(found.html).toContain('id="server-rendered"');
    const unknown = await fetchPage('find/NOPE');
    expect(unknown.status).toBe(404);
  });

  it('family and staff areas and the Share a Memory form stay the browser’s', async () => {
    for (const door of [
      `app/memories/eleanor-whitmore/${OPI.eleanor}`,
      `name/eleanor-whitmore-obituary/${OPI.eleanor}/share`,
      'admin',
      'app',
    ]) {
      const { status, html } = await fetchPage(door);
      expect(status, door).toBe(200);
      expect(html, door).toContain('page-loading');
      expect(html, door).not.toContain('server-rendered');
    }
  });
});

describe("a rendered page's language (issue 31)", () => {
  const door = PUBLIC_DOORS[0]!;

  it("is the browser's when the family set none, the visitor's pinned or remembered choice before it", async () => {
    const cases: Array<[headers: Record<string, string> | undefined, query: string, lang: string]> = [
      [undefined, '', 'en'],
      [{ 'accept-language': 'es-MX,es;q=0.9' }, '', 'es'],
      [{ 'accept-language': 'fr' }, '', 'en'],
      [{ 'accept-language': 'es' }, '?lang=en', 'en'],
      [undefined, '?lang=es', 'es'],
      [{ cookie: 'lang=es' }, '', 'es'],
      [{ cookie: 'lang=en', 'accept-language': 'es' }, '', 'en'],
    ];
    for (const [headers, query, lang] of cases) {
      const page = await fetchPage(door + query, gw, headers);
      expect(page.status, `${JSON.stringify(headers)} ${query}`).toBe(200);
      expect(languageOf(page.html), `${JSON.stringify(headers)} ${query}`).toBe(lang);
      expect(page.vary).toMatch(/accept-language/i);
    }
    // The frame's own words are the language's, and its switch offers the other one in that one's words.
    const spanish = readable((await fetchPage(door, gw, { 'accept-language': 'es' })).html);
    expect(spanish).toContain('Sitio web familiar y arreglos funerarios');
    expect(spanish).toMatch(/<button[^>]*lang="en"[^>]*>|English/);
    const english = readable((await fetchPage(door)).html);
    expect(english).toContain('Family Website & Arrangements');
    expect(english).toContain('Español');
  });

  it('names its address in each language for search engines (hreflang), the page itself as x-default', async () => {
    const { html } = await fetchPage(door);
    const url = /<link rel="canonical" href="([^"]+)">/.exec(html)?.[1];
    expect(url).toBeDefined();
    expect(html).toContain(`<link rel="alternate" hreflang="en" href="${url}?lang=en">`);
    expect(html).toContain(`<link rel="alternate" hreflang="es" href="${url}?lang=es">`);
    expect(html).toContain(`<link rel="alternate" hreflang="x-default" href="${url}">`);
  });

  it('keeps one copy per language asked for: a kept English page is never handed to a Spanish reader', async () => {
    for (let round = 0; round < 2; round++) {
      expect(languageOf((await fetchPage(door, a)).html)).toBe('en');
      expect(languageOf((await fetchPage(door, a, { 'accept-language': 'es' })).html)).toBe('es');
      // The switch's cookie alone is no one's: that page is kept and shared too.
      expect(languageOf((await fetchPage(door, a, { cookie: 'lang=es' })).html)).toBe('es');
    }
  });
});

describe('rendered pages kept by two replicas (issue 28 item 6)', () => {
  it("a memory approved on one replica is in both replicas' rendered HTML within a second, never while pending", async () => {
    const door = PUBLIC_DOORS[0]!;
    // Both replicas render the page once and keep it.
    for (const replica of [a, b]) expect((await fetchPage(door, replica)).status).toBe(200);
    const title = `Kept page memory ${Date.now().toString(36)}`;
    const shared = await share(a, { title });
    for (const replica of [a, b]) expect(readable((await fetchPage(door, replica)).html)).not.toContain(title);
    const [family] = await a.demoLogins();
    await setStatus(a, family, shared.id, 'Accepted');
    const approvedAt = Date.now();
    const seenAfter = await Promise.all(
      [a, b].map(async (replica) => {
        while (!readable((await fetchPage(door, replica)).html).includes(title)) {
          if (Date.now() - approvedAt > 1000) throw new Error('the approved memory is not in the page after a second');
          await new Promise((r) => setTimeout(r, 20));
        }
        return Date.now() - approvedAt;
      }),
    );
    for (const ms of seenAfter) expect(ms).toBeLessThanOrEqual(1000);
  });
});
