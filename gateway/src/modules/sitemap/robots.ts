import type express from 'express';
import type { AppDeps } from '../../request/scope.js';
import { PRIVACY_SQL } from './sitemap.sql.js';
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
const PRIVATE_AREA = /^\/obituaries\/(?:app|admin|administrator|cl-arranger|profile|sso)(?:\/|$)/;
/** The memorial page's public doors (web/src/routes.tsx), their last segment being the decedent's opi. */
const MEMORIAL_DOORS = [
  /^\/obituaries\/(?:name|memories|memories-old|share-memories)\/[^/]+\/([^/]+)(?:\/share)?\/?$/,
  /^\/obituaries\/memories\/([^/]+)(?:\/old)?\/?$/,
];

/** robots.txt: the family and staff areas and the API doors are not for crawlers; the sitemap index is named. */
function robotsTxt(site: string): string {
  const disallowed = [...PRIVATE_AREAS, '/api/', '/graphql'];
  return ['User-agent: *', ...disallowed.map((p) => `Disallow: ${p}`), 'Allow: /', '', `Sitemap: ${site}/sitemap.xml`, ''].join('\n');
}

const safeDecode = (s: string): string | null => {
  try {
    return decodeURIComponent(s);
  } catch {
    return null;
  }
};

/** Whether a path of the web app must stay out of search results: the family and staff areas, a private or missing page. */
async function noindex(deps: AppDeps, path: string): Promise<boolean> {
  if (PRIVATE_AREA.test(path)) return true;
  const match = MEMORIAL_DOORS.map((door) => door.exec(path)).find((m) => m !== null);
  if (!match) return false;
  const opi = safeDecode(match[1]!);
  if (opi === null) return true;
  const rows = await deps.orm.em.getConnection().execute<Array<{ is_private: boolean }>>(PRIVACY_SQL, [opi]);
  return rows.length === 0 || rows[0]!.is_private;
}

/** GET /robots.txt, and X-Robots-Tag: noindex on the web app's pages that must not be indexed (before the web app). */
export function robotsRoutes(app: express.Express, deps: AppDeps): void {
  app.get('/robots.txt', (req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=3600');
    res.type('text/plain').send(robotsTxt(siteOf(deps, req)));
  });
  app.use('/obituaries', async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    try {
      if (await noindex(deps, req.originalUrl.split('?')[0]!)) res.setHeader('X-Robots-Tag', 'noindex');
    } catch {
      // The database away: the page answers as it would (the web app shows its error); the header is left out.
    }
    next();
  });
}
