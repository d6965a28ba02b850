import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import express from 'express';
import { LRUCache } from 'lru-cache';
import { INPUT_MESSAGES, NARROW_IMAGE_WIDTHS, translate } from '@memorial/schema';
import { requestLocale } from '../i18n/locale.js';
import { ROOT_DIR } from '../config.js';
import type { AppDeps } from '../request/scope.js';
import { narrowImage } from './images.js';
import { mediaRevocation, type MediaOwner } from './revocation.js';
import { verifyMediaSignature } from './signed-urls.js';
import type { ByteRange, Storage } from './storage.js';

const KEY = /^[a-z0-9][a-z0-9/_.-]*$/;
/** Shown in the page (img, audio, video); anything else (pdf, docx...) is sent as an attachment, never rendered by the browser. */
const INLINE = new Set([
  'jpg',
  'jpeg',
  'png',
  'gif',
  'mp3',
  'wav',
  'ogg',
  'oga',
  'ogv',
  'opus',
  'mp4',
  'm4v',
  'm4a',
  'mpg',
  'mpeg',
  'mov',
  'qt',
  'flv',
  'mkv',
  'asf',
  'wmv',
  'avi',
  'webm',
]);

/** The pictures that can be served narrower (w=480, w=960); an animated GIF is always sent whole. */
const NARROWABLE: Readonly<Record<string, 'jpg' | 'png'>> = { jpg: 'jpg', jpeg: 'jpg', png: 'png' };
/** Narrowed pictures kept in memory, by key, validator and width: a memorial page's banner is made once, not per visitor. */
const NARROW_CACHE_BYTES = 16 * 1024 * 1024;

interface Narrowing {
  key: string;
  width: number;
  ext: 'jpg' | 'png';
}

/** The narrowed copies of stored pictures, each made once even when many ask at the same moment. */
function narrowCache(storage: Storage) {
  return new LRUCache<string, Buffer, Narrowing>({
    maxSize: NARROW_CACHE_BYTES,
    sizeCalculation: (data) => data.length,
    fetchMethod: async (_id, _stale, { context }) => narrowImage(await buffer(storage.read(context.key)), context.width, context.ext),
  });
}

/**
 * The width a request asks for (w=480 or w=960 on a JPEG or PNG of a memorial page: its banner and portrait), else
 * null: any other w, and any other file, is the whole file. Memories' photos have thumbnails of their own, and
 * narrowing them (12 MP each, any number per page) would let a visitor keep the gateway busy.
 */
function narrowWidth(asked: unknown, key: string, ext: string): number | null {
  const width = typeof asked === 'string' && NARROWABLE[ext] && key.startsWith('decedents/') ? Number(asked) : NaN;
  return (NARROW_IMAGE_WIDTHS as readonly number[]).includes(width) ? width : null;
}

/**
 * A public file: browsers keep it a minute (so a revoked file leaves a visitor's screen within 60 s too); shared caches may store it but ask again
 * before each reuse (s-maxage=0, proxy-revalidate: a 304 when it is still public), so none serves it after it
 * stopped being public. Restricted files are private, no-store.
 */
export const PUBLIC_MEDIA_CACHE = 'public, max-age=60, s-maxage=0, proxy-revalidate';

/** A file that is not served (missing, or no longer public): 404, never stored by a cache. */
export function notFound(res: express.Response) {
  res.status(404).set('Cache-Control', 'no-store').removeHeader('Content-Disposition');
  res.json({ message: translate(requestLocale(res.req), INPUT_MESSAGES, 'notFound') });
}

/**
 * Media. /media/demo/services: the demo's service illustrations, public. Every other /media path is a
 * stored file, served only with a signature for its key (signed-urls.ts), which a query mints for a viewer who
 * may see what the file belongs to. Without one, or with a tampered or expired one: 404, as for a missing file.
 * Public files (of an approved, shown memory on a public page) can become private (hidden, un-approved, rejected,
 * deleted, page made private) while their signature lasts: every public grant is checked against its owner's
 * current rows (revocation.ts, seconds of cache per process), and shared caches revalidate before reuse
 * (PUBLIC_MEDIA_CACHE); everything else is private, no-store.
 * The bytes come from the configured storage (local disk or the object store), with one byte range
 * (audio and video seek) and conditional requests answered the same way for both. A JPEG or PNG asked for with
 * w=480 or w=960 comes at most that wide (the memorial page's banner on a phone: bannerSrcSet in the shared rules), made
 * from the stored file and kept in memory, under the same signature and caching; it is sent whole (no ranges).
 * Only a memorial page's own pictures (decedents/...) are narrowed.
 */
export function serveMedia(
  app: express.Express,
  deps: Pick<AppDeps, 'config' | 'tokens' | 'storage' | 'logger' | 'orm' | 'events'>,
  owners: readonly MediaOwner[],
) {
  const narrowed = narrowCache(deps.storage);
  const revocation = mediaRevocation(deps, owners);
  // Only the service illustrations: the demo portrait and banner are seeded into storage and follow the page's privacy.
  app.use('/media/demo/services', express.static(path.join(ROOT_DIR, 'gateway', 'assets', 'demo', 'services'), { maxAge: '1d' }));
  app.get('/media/*key', async (req, res, next) => {
    try {
      const key = (req.params as { key: string[] }).key.join('/');
      const grant =
        KEY.test(key) && !key.includes('..') && !key.startsWith('.')
          ? verifyMediaSignature(deps.tokens.secret, key, req.query['sig'])
          : null;
      const file = grant && (await revocation.allows(grant)) ? await deps.storage.stat(key) : null;
      if (!grant || !file) return notFound(res);
      const ext = path.extname(key).slice(1).toLowerCase();
      res.set('Cache-Control', grant.audience === 'public' ? PUBLIC_MEDIA_CACHE : 'private, no-store');
      const width = narrowWidth(req.query['w'], key, ext);
      if (width) {
        res.set({ ETag: `${file.etag.slice(0, -1)}-w${width}"`, 'Last-Modified': file.modified.toUTCString() }).type(ext);
        if (req.fresh) return void res.status(304).end();
        const data = await narrowed
          .fetch(`${key}\0${file.etag}\0${width}`, { context: { key, width, ext: NARROWABLE[ext]! } })
          .catch((e: unknown) => void deps.logger.warn({ err: e, key }, 'could not narrow a picture: sent whole'));
        if (data) {
          res.set('Content-Length', String(data.length));
          return void (req.method === 'HEAD' ? res.end() : res.end(data));
        }
      }
      res.set({ 'Accept-Ranges': 'bytes', ETag: file.etag, 'Last-Modified': file.modified.toUTCString() });
      res.type(ext || 'application/octet-stream');
      if (!INLINE.has(ext)) res.attachment(path.basename(key));
      if (req.fresh) return void res.status(304).end();

      let range: ByteRange | undefined;
      const ifRange = req.get('If-Range');
      const asked = !ifRange || ifRange === file.etag ? req.range(file.size, { combine: true }) : undefined;
      if (asked === -1) {
        res.removeHeader('Content-Disposition');
        res.status(416).set('Content-Range', `bytes */${file.size}`).end();
        return;
      }
      // One range is what players ask for; several (or a malformed header) get the whole file, as HTTP allows.
      if (Array.isArray(asked) && asked.type === 'bytes' && asked.length === 1) {
        range = { start: asked[0]!.start, end: asked[0]!.end };
        res.status(206).set('Content-Range', `bytes ${range.start}-${range.end}/${file.size}`);
      }
      res.set('Content-Length', String(range ? range.end - range.start + 1 : file.size));
      if (req.method === 'HEAD') return void res.end();
      deps.storage
        .read(key, range)
        // Headers are gone once bytes flowed: a failed read can only cut the connection.
        .on('error', () => res.destroy())
        .pipe(res);
    } catch (e) {
      next(e);
    }
  });
}
