import type express from 'express';
import { XMLBuilder } from 'fast-xml-parser';
import type { AppDeps } from '../../request/scope.js';
import { officialPageUrl } from '../decedent/index.js';
import { INDEX_SQL, NO_HOME, PAGES_SQL, partPages, type IndexRow, type PageRow } from './sitemap.sql.js';

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
/** Crawlers may keep a sitemap a few minutes; a shared cache too (it holds public pages only). */
const CACHE_CONTROL = 'public, max-age=300';
/** /sitemaps/CFS.xml, /sitemaps/CFS-2.xml (the second SITEMAP_MAX_URLS pages), /sitemaps/other.xml. */
const SITEMAP_FILE = /^([A-Za-z0-9]{1,8})(?:-([1-9][0-9]{0,5}))?\.xml$/;

// Text and attribute values are escaped (&, <, >, quotes) by the builder.
const builder = new XMLBuilder({ ignoreAttributes: false, processEntities: true });
const xml = (root: Record<string, unknown>) => builder.build({ '?xml': { '@_version': '1.0', '@_encoding': 'UTF-8' }, ...root }) as string;
const w3cDate = (d: Date | string) => new Date(d).toISOString();

/** The site as crawlers reach it: PUBLIC_URL when set, else this request's own origin. */
export const siteOf = (deps: AppDeps, req: express.Request) =>
  deps.config.PUBLIC_URL ? deps.config.siteOrigin : `${req.protocol}://${req.get('host')}`;

/** The file name of a funeral home's part (0-based) of its pages. */
const fileName = (home: string | null, part: number) => `${home ?? NO_HOME}${part > 0 ? `-${part + 1}` : ''}.xml`;

const run = <R>(deps: AppDeps, sql: string, params: unknown[] = []) => deps.orm.em.getConnection().execute<R[]>(sql, params);

/** The sitemap index: one sitemap per funeral home (and part), with the latest change of its pages. */
async function sitemapIndex(deps: AppDeps, req: express.Request): Promise<string> {
  const site = siteOf(deps, req);
  const rows = await run<IndexRow>(deps, INDEX_SQL);
  const sitemap = rows.map((r) => ({ loc: `${site}/sitemaps/${fileName(r.home, Number(r.part))}`, lastmod: w3cDate(r.lastmod) }));
  return xml({ sitemapindex: { '@_xmlns': SITEMAP_NS, sitemap } });
}

/** One funeral home's sitemap (a part of it), or null when it lists nothing. */
async function homeSitemap(deps: AppDeps, req: express.Request, file: string): Promise<string | null> {
  const match = SITEMAP_FILE.exec(file);
  if (!match) return null;
  const home = match[1] === NO_HOME ? null : match[1]!;
  const part = match[2] ? Number(match[2]) - 1 : 0;
  const { hasIndex, limit, offset } = partPages(home, part);
  const rows = await run<PageRow>(deps, PAGES_SQL, [home, limit, offset]);
  if (!rows.length) return null;
  const site = siteOf(deps, req);
  const url = rows.map((r) => ({
    loc: officialPageUrl(site, { opi: r.opi, firstName: r.first_name, lastName: r.last_name }),
    lastmod: w3cDate(r.lastmod),
  }));
  // A funeral home's obituary index (Find a loved one) opens its first part; it changes as its pages do.
  if (hasIndex && part === 0) {
    const lastmod = Math.max(...rows.map((r) => new Date(r.lastmod).getTime()));
    url.unshift({ loc: `${site}/obituaries/find/${home}`, lastmod: w3cDate(new Date(lastmod)) });
  }
  return xml({ urlset: { '@_xmlns': SITEMAP_NS, url } });
}

/** GET /sitemap.xml and /sitemaps/<home>.xml; errors go to the app's error handler (a database away: 503). */
export function sitemapRoutes(app: express.Express, deps: AppDeps): void {
  app.get('/sitemap.xml', async (req, res, next) => {
    try {
      const body = await sitemapIndex(deps, req);
      res.setHeader('Cache-Control', CACHE_CONTROL);
      res.type('application/xml').send(body);
    } catch (err) {
      next(err);
    }
  });
  app.get('/sitemaps/:file', async (req, res, next) => {
    try {
      const body = await homeSitemap(deps, req, req.params.file);
      if (body === null) {
        res.sendStatus(404);
        return;
      }
      res.setHeader('Cache-Control', CACHE_CONTROL);
      res.type('application/xml').send(body);
    } catch (err) {
      next(err);
    }
  });
}
