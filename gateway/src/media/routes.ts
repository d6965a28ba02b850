import path from 'node:path';
import express from 'express';
import { ROOT_DIR } from '../config.js';
import type { AppDeps } from '../request/scope.js';
import { verifyMediaSignature } from './signed-urls.js';

const KEY = /^[a-z0-9][a-z0-9/_.-]*$/;
/** Shown in the page (img, audio, video); anything else (pdf, docx...) is sent as an attachment, never rendered by the browser. */
const INLINE = new Set(['jpg', 'jpeg', 'png', 'gif', 'mp3', 'wav', 'ogg', 'oga', 'ogv', 'opus', 'mp4', 'm4v', 'm4a', 'mpg', 'mpeg', 'mov', 'qt', 'flv', 'mkv', 'asf', 'wmv', 'avi', 'webm']);

/**
 * Media. /media/demo/services: the demo's service illustrations, public. Every other /media path is a
 * stored file, served only with a signature for its key (signed-urls.ts), which a query mints for a viewer who
 * may see what the file belongs to. Without one, or with a tampered or expired one: 404, as for a missing file.
 * Public files (of an approved, shown memory on a public page) may sit in shared caches for five minutes (they
 * can become private: hidden, un-approved, page made private); everything else is private, no-store.
 */
export function serveMedia(app: express.Express, deps: Pick<AppDeps, 'config' | 'tokens'>) {
  // Only the service illustrations: the demo portrait and banner are seeded into storage and follow the page's privacy.
  app.use('/media/demo/services', express.static(path.join(ROOT_DIR, 'gateway', 'assets', 'demo', 'services'), { maxAge: '1d' }));
  app.get('/media/*key', async (req, res, next) => {
    const key = (req.params as { key: string[] }).key.join('/');
    const grant = KEY.test(key) && !key.includes('..') && !key.startsWith('.') ? await verifyMediaSignature(deps.tokens.secret, key, req.query['sig']) : null;
    if (!grant) {
      res.status(404).set('Cache-Control', 'no-store').json({ message: 'Not Found' });
      return;
    }
    const ext = path.extname(key).slice(1).toLowerCase();
    res.set('Cache-Control', grant.audience === 'public' ? 'public, max-age=300' : 'private, no-store');
    if (!INLINE.has(ext)) res.attachment(path.basename(key));
    res.sendFile(key, { root: deps.config.mediaDir, dotfiles: 'deny', cacheControl: false }, (err) => {
      if (!err) return;
      if (res.headersSent) return void res.destroy();
      if ((err as { status?: number }).status === 404) {
        res.status(404).set('Cache-Control', 'no-store').removeHeader('Content-Disposition');
        res.json({ message: 'Not Found' });
        return;
      }
      next(err);
    });
  });
}
