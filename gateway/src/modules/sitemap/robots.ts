import type express from 'express';
import type { AppDeps } from '../../request/scope.js';
import { siteOf } from './sitemap.routes.js';

/** The family's and the staff's screens of the web app (web/src/routes.tsx): sign-in doors, dashboards, profiles. */
const PRIVATE_AREAS = [
  '/obituaries/app',
  '/obituaries/admin',
  '/obituaries/administrator',
  '/obituaries/cl-arranger',
  '/obituaries/profile',
  '/obituaries/sso',
];
const inPrivateArea = (path: string) => PRIVATE_AREAS.some((area) => path === area || path.startsWith(`${area}/`));

/** robots.txt: the family and staff areas and the API doors are not for crawlers; the sitemap index is named. */
function robotsTxt(site: string): string {
  const disallowed = [...PRIVATE_AREAS, '/api/', '/graphql'];
  return ['User-agent: *', ...disallowed.map((p) => `Disallow: ${p}`), 'Allow: /', '', `Sitemap: ${site}/sitemap.xml`, ''].join('\n');
}

/** GET /robots.txt, and X-Robots-Tag: noindex on the family's and staff's screens (before the web app). */
export function robotsRoutes(app: express.Express, deps: AppDeps): void {
  app.get('/robots.txt', (req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=3600');
    res.type('text/plain').send(robotsTxt(siteOf(deps, req)));
  });
  // A private or missing memorial page is marked where the web app reads it as a visitor (web.ts), with no query more.
  app.use('/obituaries', (req, res, next) => {
    if (inPrivateArea(req.originalUrl.split('?')[0]!)) res.setHeader('X-Robots-Tag', 'noindex');
    next();
  });
}
