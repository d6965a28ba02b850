import path from 'node:path';
import express from 'express';
import { ROOT_DIR, type Config } from '../config.js';

/** Static media: the demo's images, and uploaded files (downloads under their own names are a REST row). */
export function serveMedia(app: express.Express, config: Config) {
  app.use('/media/demo', express.static(path.join(ROOT_DIR, 'gateway', 'assets', 'demo'), { maxAge: '1d' }));
  // Uploaded media: keys are random and never reused, so they may be cached for good. No directory listings, no dotfiles.
  app.use('/media', express.static(config.mediaDir, { index: false, dotfiles: 'deny', immutable: true, maxAge: '365d' }));
}
