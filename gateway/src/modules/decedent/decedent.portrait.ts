import { createHash } from 'node:crypto';
import path from 'node:path';
import type express from 'express';
import { notFound, PUBLIC_MEDIA_CACHE } from '../../media/routes.js';
import { keyOfUrl } from '../../media/storage.js';
import type { AppDeps } from '../../request/scope.js';

/**
 * The stable public address of a public page's portrait: /obituaries/portrait/{opi}?v={version}. A link preview
 * (og:image) is fetched by a crawler hours or days after the page was shared: a signed /media URL lives one to two
 * hours (media/signed-urls.ts), so a share seen the next day had no picture. This address never expires; what it
 * serves follows the same rule as the page's signed URLs (decedentMediaOwner): everyone while the page is public,
 * nobody once it is private (404, as for a missing file), asked of PostgreSQL on every request so a page made
 * private stops serving at once on every replica. Shared caches revalidate before each reuse (PUBLIC_MEDIA_CACHE).
 * v names the portrait (a new picture gets a new address, so caches never show the old one); it is not checked.
 */
const PORTRAIT_PATH = '/obituaries/portrait';

/** The portrait's stable address (a path) for a stored portrait URL, or null when there is no stored portrait. */
export function portraitPath(opi: string, pictureUrl: string | null | undefined): string | null {
  const key = pictureUrl ? keyOfUrl(pictureUrl) : null;
  if (!key) return null;
  const version = createHash('sha256').update(key).digest('base64url').slice(0, 12);
  return `${PORTRAIT_PATH}/${encodeURIComponent(opi)}?v=${version}`;
}

/** GET /obituaries/portrait/:opi: the portrait of a public page, whole, with its validators (304 when unchanged). */
export function portraitRoute(app: express.Express, deps: Pick<AppDeps, 'orm' | 'storage'>): void {
  app.get(`${PORTRAIT_PATH}/:opi`, async (req, res, next) => {
    try {
      const rows = await deps.orm.em
        .getConnection()
        .execute<Array<{ picture_url: string | null }>>('select picture_url from decedent where opi = ? and not is_private', [
          req.params.opi,
        ]);
      const key = rows[0]?.picture_url ? keyOfUrl(rows[0].picture_url) : null;
      const file = key ? await deps.storage.stat(key) : null;
      if (!key || !file) return notFound(res);
      res.set({ 'Cache-Control': PUBLIC_MEDIA_CACHE, ETag: file.etag, 'Last-Modified': file.modified.toUTCString() });
      res.type(path.extname(key).slice(1) || 'application/octet-stream');
      if (req.fresh) return void res.status(304).end();
      res.set('Content-Length', String(file.size));
      if (req.method === 'HEAD') return void res.end();
      deps.storage
        .read(key)
        .on('error', () => res.destroy())
        .pipe(res);
    } catch (e) {
      next(e);
    }
  });
}
