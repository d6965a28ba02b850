import fs from 'node:fs';
import path from 'node:path';
import escapeHtml from 'escape-html';
import express from 'express';
import {
  APP_TEXTS,
  bannerSrcSet,
  funeralHomeFor,
  isLocale,
  LOCALES,
  STRUCTURED_DATA_TEXTS,
  translate,
  type Locale,
} from '@memorial/schema';
import helmet from 'helmet';
import type { Logger } from './logger.js';
import type { PageMeta } from './modules/obituary/obituary.share.js';
import type { PageRenderer, RenderedPage } from './ssr.js';
import { pageKey, type PageCache, type ProducedPage } from './pagecache/page-cache.js';
import { requestLocale } from './i18n/locale.js';

/**
 * The web app's Content-Security-Policy. The built index.html loads its script from a file (no inline script), so
 * scripts come from this origin only. Mantine writes its styles into <style> tags at run time: style-src needs
 * 'unsafe-inline' (styles cannot run code). Video memories embed the providers' players (YouTube's from
 * youtube-nocookie) once a visitor asks for one.
 * The captcha widget (altcha) fetches its challenge from this origin and runs its proof of work in workers it
 * starts from blob: URLs (worker-src); it needs nothing else.
 */
export const WEB_CSP = {
  useDefaults: false,
  directives: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
    mediaSrc: ["'self'", 'blob:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    workerSrc: ["'self'", 'blob:'],
    frameSrc: [
      'https://www.youtube.com',
      'https://www.youtube-nocookie.com',
      'https://player.vimeo.com',
      'https://www.tributeslideshow.com',
    ],
    frameAncestors: ["'none'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
  },
};

/**
 * The source a map tile template's images come from, for img-src: https: is allowed already, a plain-http tile
 * server (one on the local network) is added by its origin ({s} subdomains as a wildcard).
 */
export function tileImageSource(template: string | undefined): string | null {
  if (!template || !/^http:/i.test(template)) return null;
  const match = /^(http:\/\/)([^/?#]+)/i.exec(template);
  if (!match) return null;
  const host = match[2]!.replace(/^\{s\}\./, '*.');
  return /[{}\s;,']/.test(host) ? null : `${match[1]!.toLowerCase()}${host}`;
}

/** WEB_CSP with the extra image sources the configuration asks for (the map tiles). */
export function webCsp(extraImgSrc: readonly string[] = []) {
  return { ...WEB_CSP, directives: { ...WEB_CSP.directives, imgSrc: [...WEB_CSP.directives.imgSrc, ...extraImgSrc] } };
}

/** What the server writes into index.html for a page's link preview; null for the generic site tags. */
export interface LinkPreview {
  /** The site's origin, for the generic og:url. */
  origin: string;
  page(opi: string): Promise<PageMeta | null>;
}

const safeDecode = (s: string): string | null => {
  try {
    return decodeURIComponent(s);
  } catch {
    return null;
  }
};

/**
 * The language a page request asks for (issue 31): `chosen` when it names one (?lang=es, the alternates' addresses; or
 * the cookie the language switch sets), and the browser's (Accept-Language) for a page whose family set none.
 */
function askedLanguage(req: express.Request): { chosen: Locale | undefined; browser: Locale } {
  const pinned = req.query['lang'];
  const remembered = /(?:^|;\s*)lang=([^;]*)/.exec(req.headers.cookie ?? '')?.[1];
  return { chosen: [pinned, remembered].find(isLocale), browser: requestLocale(req) };
}

/** A memorial page's addresses in each language, for search engines (hreflang), and x-default: the page's own. */
function languageAlternates(url: string): string[] {
  const alternates = LOCALES.map((locale) => `<link rel="alternate" hreflang="${locale}" href="${escapeHtml(`${url}?lang=${locale}`)}">`);
  return [...alternates, `<link rel="alternate" hreflang="x-default" href="${escapeHtml(url)}">`];
}

/** The title, description, Open Graph and Twitter card tags of a page (or of the site, for a private or missing page). */
export function previewTags(origin: string, meta: PageMeta | null, locale: Locale): string {
  // The site's own words in the page's language (issue 31); the family's (title, description) as they wrote them.
  const siteTitle = translate(locale, APP_TEXTS, 'siteTitle');
  const siteDescription = translate(locale, STRUCTURED_DATA_TEXTS, 'siteDescription');
  const title = meta?.title(locale) ?? siteTitle;
  type Tag = [attr: 'name' | 'property', key: string, value: string];
  const tags: Tag[] = meta
    ? [
        ['name', 'description', meta.description || siteDescription],
        ['property', 'og:type', 'article'],
        ['property', 'og:site_name', siteTitle],
        ['property', 'og:title', title],
        ['property', 'og:description', meta.description || siteDescription],
        ['property', 'og:url', meta.url],
        ...(meta.image
          ? ([
              ['property', 'og:image', meta.image],
              ['name', 'twitter:image', meta.image],
            ] satisfies Tag[])
          : []),
        ['name', 'twitter:card', 'summary_large_image'],
        ['name', 'twitter:title', title],
        ['name', 'twitter:description', meta.description || siteDescription],
      ]
    : [
        ['name', 'description', siteDescription],
        ['property', 'og:type', 'website'],
        ['property', 'og:site_name', siteTitle],
        ['property', 'og:title', siteTitle],
        ['property', 'og:description', siteDescription],
        ['property', 'og:url', `${origin}/obituaries/`],
        ['name', 'twitter:card', 'summary'],
        ['name', 'twitter:title', siteTitle],
        ['name', 'twitter:description', siteDescription],
      ];
  return [
    `<title>${escapeHtml(title)}</title>`,
    ...tags.map(([attr, key, value]) => `<meta ${attr}="${key}" content="${escapeHtml(value)}" />`),
  ].join('\n    ');
}

/**
 * The memorial page's banner (its largest picture on a phone: the largest contentful paint) asked for by the HTML,
 * not once the scripts have run and the page's query has answered: it is there when the page shows it. At low
 * priority, so that it does not take the scripts' share of a slow network.
 */
export function bannerHint(meta: PageMeta | null): string[] {
  if (!meta?.banner) return [];
  // The img's own srcset and sizes (MemorialHero): the preload is the picture the page then shows, at a phone's width.
  return [
    `<link rel="preload" as="image" href="${escapeHtml(meta.banner)}" imagesrcset="${escapeHtml(bannerSrcSet(meta.banner))}" imagesizes="100vw" fetchpriority="low">`,
  ];
}

/**
 * A value as the body of a <script type="application/ld+json">: JSON with <, >, & and the line separators written as
 * \u escapes, so that no text of the family's (a name, an obituary holding "</script>" or "<!--") can end the script
 * or open a comment; the JSON means the same.
 */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/**
 * What every door of a public memorial page carries in its head (issue 28): the one official address as its
 * canonical URL (an old slug, /memories/{opi} and /share-memories/... all name /name/{slug}/{opi}), and the page's
 * structured data as JSON-LD in the page's language, escaped so that nothing the family wrote can end the script. A
 * private or missing page (meta null) carries neither.
 */
function pageHead(meta: PageMeta | null, locale: Locale): string[] {
  if (!meta) return [];
  return [
    `<link rel="canonical" href="${escapeHtml(meta.url)}">`,
    `<script type="application/ld+json">${scriptJson(meta.jsonLd(locale))}</script>`,
  ];
}

/** index.html with the page's tags in place of its generic title and description. */
function withPreview(html: string, tags: string): string {
  return html
    .replace(/\s*<title>[\s\S]*?<\/title>/i, '')
    .replace(/\s*<meta\s+name="description"[^>]*>/i, '')
    .replace(/<\/head>/i, `  ${tags}\n  </head>`);
}

/**
 * Screens whose code the HTML names up front (issue 15): the router fetches a screen's chunk only once the app's
 * script has run, a second round trip after it. For these paths the page asks for the screen's chunk (and its
 * styles) beside the app's, by the build's manifest: the chunk the build named (web/vite.config.ts groups the
 * memorial page's modules into the chunk 'memorial'). The public memorial page and its doors (web/src/routes.tsx).
 */
/** Every door of a memorial page (web/src/routes.tsx): the decedent's opi is its last segment, but for /share and /old. */
const MEMORIAL_DOORS = [
  // First: /memories/{opi}/old is this door (as the router ranks it), not a page whose opi is "old".
  /^\/obituaries\/memories\/([^/]+)(?:\/old)?\/?$/,
  /^\/obituaries\/(?:app\/)?(?:name|memories|memories-old|share-memories)\/[^/]+\/([^/]+)(?:\/share)?\/?$/,
];

/**
 * The public pages the server renders (issue 28): a memorial page's public doors (not the family's /app door, not the
 * Share a Memory form) and the obituary index. Family and staff areas stay the browser's.
 */
const SERVER_RENDERED = [
  /^\/obituaries\/(?:name|memories|memories-old|share-memories)\/[^/]+\/[^/]+\/?$/,
  /^\/obituaries\/memories\/[^/]+(?:\/old)?\/?$/,
  /^\/obituaries\/find(?:\/[^/]+)?\/?$/,
];

/** The build's early script (src/early/main.ts: the memorial page's query sent ahead), as index.html names it. */
const EARLY_ENTRY = 'src/early/main.ts';

/**
 * index.html holding the server's rendering: its markup in #root (in place of the loading line and the no-script
 * notice: the page reads without scripts), the data the browser hydrates from as JSON the browser does not run, and
 * without the early query, whose answer the page already holds.
 */
function withRendered(html: string, page: RenderedPage, earlyFile: string | undefined): string {
  const state = `<script type="application/json" id="server-rendered">${scriptJson(page.state)}</script>`;
  let out = html.replace(/<div id="root">[\s\S]*?<\/noscript>/, () => `<div id="root">${page.html}</div>\n    ${state}`);
  // As web/vite.config.ts's earlyScript() writes it.
  if (earlyFile) out = out.replace(`<script type="module" async crossorigin src="/obituaries/${earlyFile}"></script>`, '');
  return out;
}

const ROUTE_CHUNKS: ReadonlyArray<[path: RegExp, chunk: string]> = [
  [/^\/obituaries\/(?:app\/)?(?:name|memories|memories-old|share-memories)\/[^/]+\/[^/]+\/?$/, 'memorial'],
  [/^\/obituaries\/memories\/[^/]+\/?$/, 'memorial'],
  // The obituary index (server-rendered): its styles must come with the HTML, which is read before any script runs.
  [/^\/obituaries\/find\/[^/]+\/?$/, 'FindLovedOnePage'],
  [/^\/obituaries\/find\/?$/, 'FindHomesPage'],
];

interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** The build's manifest (web/dist/.vite/manifest.json), read again when a new build writes it. */
function manifestReader(webDist: string): () => Manifest | null {
  const file = path.join(webDist, '.vite', 'manifest.json');
  let cached: { mtimeMs: number; manifest: Manifest | null } | undefined;
  return () => {
    let mtimeMs: number;
    try {
      mtimeMs = fs.statSync(file).mtimeMs;
    } catch {
      return null;
    }
    if (cached?.mtimeMs !== mtimeMs) {
      let manifest: Manifest | null = null;
      try {
        manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest;
      } catch {
        // A build being written: no hints this time.
      }
      cached = { mtimeMs, manifest };
    }
    return cached.manifest;
  };
}

/**
 * The <link> tags that fetch a screen's chunk, the chunks it imports and its styles at once, leaving out what the
 * entry loads already (index.html names those).
 */
export function routeHints(manifest: Manifest, chunkName: string, base = '/obituaries/'): string[] {
  const source = Object.keys(manifest).find(
    (key) => manifest[key]!.name === chunkName && !manifest[key]!.isEntry && manifest[key]!.file.endsWith('.js'),
  );
  if (!source) return [];
  const loaded = new Set<string>();
  const walk = (key: string, into: Set<string>) => {
    if (into.has(key)) return;
    into.add(key);
    for (const next of manifest[key]?.imports ?? []) walk(next, into);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) walk(key, loaded);
  const needed = new Set<string>();
  walk(source, needed);
  const chunks = [...needed].filter((key) => !loaded.has(key)).map((key) => manifest[key]!);
  const loadedCss = new Set([...loaded].flatMap((key) => manifest[key]?.css ?? []));
  const css = [...new Set(chunks.flatMap((c) => c.css ?? []))].filter((f) => !loadedCss.has(f));
  return [
    ...chunks.map((c) => `<link rel="modulepreload" crossorigin href="${base}${c.file}">`),
    ...css.map((f) => `<link rel="stylesheet" crossorigin href="${base}${f}">`),
  ];
}

/** Hashed file names (the build's assets/): a new build writes new names, so a browser may keep these for a year unasked. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** index.html names the current build's files: asked again each time. Other unhashed files (the favicon) for an hour. */
function cacheControl(webDist: string, file: string): string {
  const relative = path.relative(webDist, file).split(path.sep);
  if (relative[0] === 'assets' && relative.length > 1) return IMMUTABLE;
  return relative.at(-1) === 'index.html' ? 'no-cache' : 'public, max-age=3600';
}

/** The encodings the build writes beside each text asset (web/vite.config.ts), by the suffix of its file. */
const ENCODINGS = { br: '.br', gzip: '.gz' } as const;

/**
 * The build's scripts and styles as the build compressed them (brotli at its best level, gzip as the fallback):
 * file.js.br for a browser that accepts br, file.js.gz for one that accepts gzip, else the file itself
 * (express.static, next). Every answer for such a file varies by Accept-Encoding. index.html is not here:
 * the server writes each page's preview tags into it (compressed on the fly by app.ts).
 */
function precompressed(webDist: string): express.RequestHandler {
  const root = path.resolve(webDist);
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    let relative: string;
    try {
      relative = decodeURIComponent(req.path);
    } catch {
      return next();
    }
    const file = path.join(root, path.normalize(relative));
    // Inside dist, never a dotfile (the build's .vite manifest), never index.html.
    if (!file.startsWith(root + path.sep) || file.endsWith('index.html') || /(^|[\\/])\./.test(path.relative(root, file))) return next();
    const variants = (Object.keys(ENCODINGS) as Array<keyof typeof ENCODINGS>).filter((enc) => fs.existsSync(file + ENCODINGS[enc]));
    if (!variants.length) return next();
    res.vary('Accept-Encoding');
    // The smallest the browser accepts (brotli first): browsers list gzip first with the same weight.
    const encoding = variants.find((enc) => req.acceptsEncodings(enc) === enc);
    if (!encoding) return next();
    res.type(path.extname(file)); // the original's type (send would name the .br file's)
    res.setHeader('Content-Encoding', encoding);
    res.sendFile(file + ENCODINGS[encoding], { cacheControl: false, headers: { 'Cache-Control': cacheControl(root, file) } }, (err) => {
      if (err && !res.headersSent) next(err);
    });
  };
}

/** The React app under /obituaries, with its client-side routes falling back to index.html. */
export function serveWeb(
  app: express.Express,
  webDist: string,
  preview?: LinkPreview,
  logger?: Logger,
  extraImgSrc: readonly string[] = [],
  renderer?: PageRenderer,
  pages?: PageCache,
) {
  const index = path.join(webDist, 'index.html');
  const manifest = manifestReader(webDist);
  app.get('/', (_req, res) => res.redirect('/obituaries/'));
  app.use('/obituaries', helmet.contentSecurityPolicy(webCsp(extraImgSrc)));
  app.use('/obituaries', precompressed(webDist));
  app.use(
    '/obituaries',
    express.static(webDist, { index: false, setHeaders: (res, file) => res.setHeader('Cache-Control', cacheControl(webDist, file)) }),
  );
  app.get(/^\/obituaries(\/.*)?$/, async (req, res, next) => {
    if (!fs.existsSync(index)) {
      res.status(503).type('text').send('The web app is not built yet: run npm run build -w web.');
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    // Written in the language the visitor's browser or switch asks for (issue 31).
    res.vary('Accept-Language').vary('Cookie');
    const route = ROUTE_CHUNKS.find(([pattern]) => pattern.test(req.path))?.[1];
    const door = preview && MEMORIAL_DOORS.map((pattern) => pattern.exec(req.path)).find((m) => m !== null);
    const hints = route ? routeHints(manifest() ?? {}, route) : [];
    const rendered = renderer && SERVER_RENDERED.some((pattern) => pattern.test(req.path));
    if (!route && !door && !rendered) {
      res.sendFile(index);
      return;
    }
    // The page's HTML as any visitor gets it: kept per page by the page cache (pagecache/), dropped on its change notice.
    // The language asked for: a pinned ?lang (the alternates' addresses) or the visitor's remembered choice, else the
    // browser's, which gives way to the page's own (known once the page is read). Part of the kept page's key.
    const asked = askedLanguage(req);
    const produce = async (): Promise<ProducedPage> => {
      let html = await fs.promises.readFile(index, 'utf8');
      // A memorial page's door names the decedent's opi: its preview (the official page's tags, the banner, the head).
      const opi = door ? safeDecode(door[1]!) : null;
      // The page still opens when its preview cannot be read (the database away): with the site's tags, no banner hint.
      let unread = false;
      const meta =
        opi === null || !preview
          ? null
          : await preview.page(opi).catch((err: unknown) => {
              logger?.warn({ err }, 'link preview unavailable');
              unread = true;
              return null;
            });
      // A private or missing page stays out of search results (read as a visitor: no preview); not when unreadable.
      const headers: Record<string, string> = door && !unread && meta === null ? { 'X-Robots-Tag': 'noindex' } : {};
      const locale = asked.chosen ?? meta?.language ?? asked.browser;
      // Rendered as the funeral home's clock shows its times (the browser then shows the visitor's).
      const page = rendered ? await renderer.render(req.originalUrl, meta?.timeZone ?? funeralHomeFor(null).timeZone, locale) : null;
      // A rendered page's <img> names the banner itself, found as the HTML arrives: the hint is for the browser's render.
      if (route === 'memorial') hints.push(...(page ? [] : bannerHint(meta)), ...pageHead(meta, locale));
      if (route === 'memorial' && meta) hints.push(...languageAlternates(meta.url));
      if (hints.length) html = html.replace(/<\/head>/i, `  ${hints.join('\n    ')}\n  </head>`);
      html = html.replace('<html lang="en"', `<html lang="${locale}"`);
      // Every door of a page carries its preview (og:url the official page); a private or missing one the site's tags.
      if (door) html = withPreview(html, previewTags(preview.origin, meta, locale));
      if (page) html = withRendered(html, page, manifest()?.[EARLY_ENTRY]?.file);
      const status = page?.status ?? 200;
      // Kept: a public page (a door's with its preview), rendered when it is one the server renders (not the fallback
      // of a render that failed or was too slow).
      const cacheable = status === 200 && (!door || meta !== null) && (!rendered || page !== null || !renderer.built());
      return { status, html, decedentId: meta?.decedentId ?? null, cacheable, headers };
    };
    try {
      if (pages) await pages.serveCached(req, res, `${pageKey(req)}#${asked.chosen ?? `browser-${asked.browser}`}`, produce);
      else {
        const page = await produce();
        res.set(page.headers).status(page.status).type('html').send(page.html);
      }
    } catch (err) {
      next(err);
    }
  });
}
