import type { DomainModule } from '../module.js';
import { MemorialPageVersion } from './page-version.entity.js';
import { robotsRoutes } from './robots.js';
import { sitemapRoutes } from './sitemap.routes.js';

/** The public pages for crawlers: the sitemap index and per-funeral-home sitemaps, robots.txt, noindex where it applies. */
export const sitemapModule: DomainModule = {
  name: 'sitemap',
  resolvers: [],
  entities: [MemorialPageVersion],
  routes: [],
  services: [],
  http: {
    beforeWeb(app, deps) {
      sitemapRoutes(app, deps);
      robotsRoutes(app, deps);
    },
  },
};

// For other modules: which pages a visitor may see, as a condition on `decedent d` (the obituary index lists the same).
export { PUBLIC_SQL } from './sitemap.sql.js';
