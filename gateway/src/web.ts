import fs from 'node:fs';
import path from 'node:path';
import express from 'express';
import helmet from 'helmet';

/**
 * The web app's Content-Security-Policy. The built index.html loads its script from a file (no inline script), so
 * scripts come from this origin only. Mantine writes its styles into <style> tags at run time: style-src needs
 * 'unsafe-inline' (styles cannot run code). Video memories embed the providers' players and show their thumbnails.
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
    frameSrc: ['https://www.youtube.com', 'https://player.vimeo.com', 'https://www.tributeslideshow.com'],
    frameAncestors: ["'none'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
  },
};

/** The React app under /obituaries, with its client-side routes falling back to index.html. */
export function serveWeb(app: express.Express, webDist: string) {
  const index = path.join(webDist, 'index.html');
  app.get('/', (_req, res) => res.redirect('/obituaries/'));
  app.use('/obituaries', helmet.contentSecurityPolicy(WEB_CSP));
  app.use('/obituaries', express.static(webDist, { index: false, maxAge: '1h', immutable: false }));
  app.get(/^\/obituaries(\/.*)?$/, (_req, res) => {
    if (!fs.existsSync(index)) {
      res.status(503).type('text').send('The web app is not built yet: run npm run build -w web.');
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(index);
  });
}
