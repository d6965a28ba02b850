import fs from 'node:fs';
import path from 'node:path';
import express from 'express';

/** The React app under /obituaries, with its client-side routes falling back to index.html. */
export function serveWeb(app: express.Express, webDist: string) {
  const index = path.join(webDist, 'index.html');
  app.get('/', (_req, res) => res.redirect('/obituaries/'));
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
