/** How many addresses one sitemap holds at most (sitemaps.org): a funeral home with more has sitemaps <code>-2, -3... */
export const SITEMAP_MAX_URLS = 50_000;

/** The file name of the sitemap of the decedents with no funeral home (home codes are upper case). */
export const NO_HOME = 'other';

/**
 * A public page's real last change: when its version last moved (memorial_page_version, bumped by triggers on every
 * change of what the page shows: the decedent, its obituary, events, approved memories shown or hidden or deleted,
 * their files...); the decedent's own update for a page without a row. Columns of `decedent d`.
 */
const LASTMOD_SQL = `coalesce((select v.changed_at from memorial_page_version v where v.decedent_id = d.id), d.updated_at)`;

/** Which pages are listed: the public ones (a private page is seen by its family and staff only, CaseAccessService.visible). */
const PUBLIC_SQL = 'not d.is_private';

/**
 * The sitemap index in one statement: per funeral home (null: none) and part of SITEMAP_MAX_URLS pages in id order,
 * the latest change of its pages.
 */
export const INDEX_SQL = `select home, part, max(lastmod) as lastmod from (
    select d.location_code as home, (row_number() over (partition by d.location_code order by d.id) - 1) / ${SITEMAP_MAX_URLS} as part,
      ${LASTMOD_SQL} as lastmod
    from decedent d where ${PUBLIC_SQL}
  ) pages group by home, part order by home nulls last, part`;

/** One sitemap in one statement: a funeral home's public pages (parameters: its code or null, the offset), in id order. */
export const PAGES_SQL = `select d.opi, d.first_name, d.last_name, ${LASTMOD_SQL} as lastmod
  from decedent d where ${PUBLIC_SQL} and d.location_code is not distinct from ?
  order by d.id limit ${SITEMAP_MAX_URLS} offset ?`;

export interface IndexRow {
  home: string | null;
  part: number | string;
  lastmod: Date | string;
}
export interface PageRow {
  opi: string;
  first_name: string | null;
  last_name: string | null;
  lastmod: Date | string;
}
