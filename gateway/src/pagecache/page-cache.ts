import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type express from 'express';
import { LRUCache } from 'lru-cache';
import type { Logger } from '../logger.js';
import { listenForPageChanges } from './listener.js';

/**
 * Rendered public pages kept in memory (issue 28, fast for a crowd). A page shared widely the evening of a death is
 * asked by hundreds of visitors a second; it changes a few times a day. Each gateway keeps the HTML it produced per
 * key (path and the query that matters) and drops it on the page's change notice, which PostgreSQL sends at commit
 * to every replica (migration 20261129110000, pagecache/listener.ts): a replica serves a change within a second of
 * it. While the notice cannot be heard (the listening connection lost), nothing is answered from memory.
 * Concurrent misses of one key share one render. Nothing that depends on a token or a cookie, a private page, a
 * missing page or an error is ever kept.
 */

/** What a door produces for a key: its status, its HTML, whose page it is (null: any page's change drops it). */
export interface ProducedPage {
  status: number;
  html: string;
  decedentId: number | null;
  /** False for what a visitor other than this one may not be shown (or must not be kept): a private or missing page. */
  cacheable: boolean;
  /** Headers of the answer beside its caching ones (X-Robots-Tag), the same for every visitor who gets it. */
  headers?: Record<string, string>;
}

export interface PageCache {
  /** Answers the key's page from memory, or produces it (once for concurrent asks), with its caching headers. */
  serveCached(req: express.Request, res: express.Response, key: string, produce: () => Promise<ProducedPage>): Promise<void>;
  /** Counters, for tests and benches. */
  stats(): { entries: number; hits: number; misses: number; listening: boolean };
  close(): Promise<void>;
}

/**
 * A public page's caching. Browsers (max-age=0) ask again on every view, with If-None-Match: a 304 of a few bytes
 * while the page is unchanged. Shared caches (nginx, a CDN) serve their copy for a second without asking
 * (s-maxage=1): a crowd costs the gateways one request per page and cache a second, answered from their memory. For 2 s
 * more (stale-while-revalidate=2) they answer the copy at once while one request fetches the new one in the
 * background, so a visitor never waits on a render. A change (an approved memory, privacy turned on) therefore reaches
 * a shared cache's visitors within those 3 s and the refresh (3.5 s measured by memorial-crowd --nginx): privacy too, since a private page's 403 is never kept and the
 * stale copy ends with those 2 s (deploy/nginx.conf serves stale beyond them only when the gateways fail).
 */
export const PUBLIC_PAGE_CACHE = 'public, max-age=0, s-maxage=1, stale-while-revalidate=2';
/** Anything else (a token, a cookie, a private or missing page, an error): asked again each time, never kept by a shared cache. */
export const PRIVATE_PAGE_CACHE = 'private, no-cache';
/**
 * How long a gateway keeps a page without a notice: what changes with time alone (a service becomes past, signed
 * media links age; they live an hour or more) is at most a minute old.
 */
export const PAGE_TTL_MS = 60_000;
/** Memory for rendered pages per gateway: a page is tens of KB, so some hundreds of pages, the busiest ones. */
const MAX_BYTES = 32 * 1024 * 1024;
const MAX_ENTRIES = 2000;

interface Entry {
  status: number;
  html: string;
  etag: string;
  decedentId: number | null;
  headers?: Record<string, string>;
  /** The HTML compressed, once per encoding a browser asked for, while the page is kept. */
  encoded?: Partial<Record<Encoding, Promise<Buffer>>>;
}
type Answer = ProducedPage & { etag: string };

/** A strong validator of the body: the same HTML, the same ETag, on every replica. */
export const bodyEtag = (body: string) => `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;

/** Whether If-None-Match names this ETag (weak comparison, as for GET: a compressing proxy may have weakened it). */
export function namesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/**
 * Query parameters that only say where a visitor came from (a link shared on a social network gets one per click):
 * left out of the key, so that a crowd arriving from a post shares one page.
 */
const TRACKING = /^(utm_.*|fbclid|gclid|dclid|gbraid|wbraid|msclkid|mc_cid|mc_eid|igshid|twclid|ttclid|_ga|_gl|ref)$/i;

/** The key of a page: its path and the query that may change it, in a stable order. */
export function pageKey(req: express.Request): string {
  const question = req.originalUrl.indexOf('?');
  if (question < 0) return req.path;
  const params = [...new URLSearchParams(req.originalUrl.slice(question + 1))].filter(([name]) => !TRACKING.test(name));
  params.sort(([a, x], [b, y]) => (a === b ? (x < y ? -1 : x > y ? 1 : 0) : a < b ? -1 : 1));
  return params.length ? `${req.path}?${new URLSearchParams(params).toString()}` : req.path;
}

/**
 * A request whose answer may depend on who asks: never from or into the shared memory. The language switch's cookie
 * alone is no one's (the page's key names the language it asks for).
 */
const personal = (req: express.Request) =>
  !!req.headers.authorization || (!!req.headers.cookie && !/^\s*lang=(?:en|es)\s*$/.test(req.headers.cookie));

/**
 * A kept page compressed once (brotli, else gzip) rather than per answer: compressing 100 KB of HTML costs each answer
 * more than serving it from memory. In the threadpool, off the event loop. Answers produced now go through the app's
 * compression as before.
 */
type Encoding = 'br' | 'gzip';
const ENCODERS: Record<Encoding, (html: string) => Promise<Buffer>> = {
  br: (html) => promisify(zlib.brotliCompress)(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } }),
  gzip: (html) => promisify(zlib.gzip)(html, { level: 9 }),
};

async function sendKept(req: express.Request, res: express.Response, page: Entry) {
  res.vary('Accept-Encoding');
  // The smallest the browser accepts (brotli first): browsers list gzip first with the same weight.
  const encoding = (['br', 'gzip'] as const).find((e) => req.acceptsEncodings(e) === e);
  if (!encoding || page.status !== 200 || namesEtag(req.headers['if-none-match'], page.etag)) return send(req, res, page, true);
  page.encoded ??= {};
  const body = await (page.encoded[encoding] ??= ENCODERS[encoding](page.html));
  res.setHeader('Content-Encoding', encoding);
  send(req, res, page, true, body);
}

function send(req: express.Request, res: express.Response, page: Entry, cacheable: boolean, body?: Buffer) {
  if (page.headers) res.set(page.headers);
  res.setHeader('Cache-Control', cacheable ? PUBLIC_PAGE_CACHE : PRIVATE_PAGE_CACHE);
  if (page.status === 200) {
    res.setHeader('ETag', page.etag);
    if (namesEtag(req.headers['if-none-match'], page.etag)) {
      res.status(304).end();
      return;
    }
  }
  res
    .status(page.status)
    .type('html')
    .send(body ?? page.html);
}

/** The entries, indexed by page (null: any page) so that a notice drops exactly its page's keys. */
function pageStore() {
  const byPage = new Map<number | null, Set<string>>();
  const lru = new LRUCache<string, Entry>({
    max: MAX_ENTRIES,
    maxSize: MAX_BYTES,
    sizeCalculation: (e) => e.html.length * 2 + 200,
    ttl: PAGE_TTL_MS,
    dispose: (e, key) => {
      const keys = byPage.get(e.decedentId);
      keys?.delete(key);
      if (keys?.size === 0) byPage.delete(e.decedentId);
    },
  });
  return {
    get: (key: string) => lru.get(key),
    set(key: string, e: Entry) {
      lru.set(key, e);
      if (!lru.has(key)) return; // too large to keep
      let keys = byPage.get(e.decedentId);
      if (!keys) byPage.set(e.decedentId, (keys = new Set()));
      keys.add(key);
    },
    drop(decedentId: number) {
      for (const page of [decedentId, null]) for (const key of [...(byPage.get(page) ?? [])]) lru.delete(key);
    },
    clear: () => lru.clear(),
    size: () => lru.size,
  };
}

export interface PageCacheOptions {
  clientUrl: string;
  logger: Logger;
  /** false (PAGE_CACHE=off): every page produced per request, nothing kept (the benches' floor). */
  enabled: boolean;
}

export function pageCache({ clientUrl, logger, enabled }: PageCacheOptions): PageCache {
  const store = pageStore();
  const inFlight = new Map<string, Promise<Answer>>();
  // Notices so far, and the number of the latest one per page, of any page and of a change of listening: a render
  // that began before its page's notice is answered but not kept (it may hold the page as it was).
  let notices = 0;
  let anyNotice = 0;
  let resetAt = 0;
  const noticeOf = new Map<number, number>();
  let hits = 0;
  let misses = 0;

  const listener = enabled
    ? listenForPageChanges(clientUrl, logger, {
        changed(id) {
          anyNotice = ++notices;
          if (inFlight.size) noticeOf.set(id, notices);
          store.drop(id); // and the index pages (any decedent)
        },
        listening() {
          // Started (what happened before is unknown) or stopped (what comes is unheard): nothing kept holds.
          resetAt = anyNotice = ++notices;
          store.clear();
        },
      })
    : null;

  const stale = (decedentId: number | null, since: number) =>
    resetAt > since || (decedentId === null ? anyNotice > since : (noticeOf.get(decedentId) ?? 0) > since);

  function produceOnce(key: string, produce: () => Promise<ProducedPage>): Promise<Answer> {
    let running = inFlight.get(key);
    if (running) return running;
    const since = notices;
    running = produce()
      .then((page) => {
        const answer = { ...page, etag: bodyEtag(page.html) };
        if (page.cacheable && page.status === 200 && listener?.isListening() && !stale(page.decedentId, since))
          store.set(key, { status: page.status, html: page.html, etag: answer.etag, decedentId: page.decedentId, headers: page.headers });
        return answer;
      })
      .finally(() => {
        inFlight.delete(key);
        if (!inFlight.size) noticeOf.clear();
      });
    inFlight.set(key, running);
    return running;
  }

  return {
    async serveCached(req, res, key, produce) {
      if (!enabled || personal(req) || !listener?.isListening()) {
        const page = await produce();
        send(req, res, { ...page, etag: bodyEtag(page.html) }, page.cacheable && !personal(req));
        return;
      }
      const kept = store.get(key);
      if (kept) {
        hits++;
        await sendKept(req, res, kept);
        return;
      }
      misses++;
      const page = await produceOnce(key, produce);
      send(req, res, page, page.cacheable);
    },
    stats: () => ({ entries: store.size(), hits, misses, listening: listener?.isListening() ?? false }),
    close: async () => {
      await listener?.close();
      store.clear();
    },
  };
}
