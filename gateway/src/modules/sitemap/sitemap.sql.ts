import { FUNERAL_HOMES } from '@memorial/schema';

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
export const PUBLIC_SQL = 'not d.is_private';

/**
 * Whether a page's funeral home is one of FUNERAL_HOMES (codes are [A-Z]+): its sitemap opens with the home's obituary
 * index (Find a loved one, /obituaries/find/{code}), so its first part holds one page fewer. Columns of `decedent d`.
 */
const HAS_INDEX_SQL = `d.location_code in (${FUNERAL_HOMES.map((h) => `'${h.code}'`).join(', ')})`;

/**
 * The sitemap index in one statement: per funeral home (null: none) and part of SITEMAP_MAX_URLS addresses (its
 * obituary index first, then its pages in id order), the latest change of its pages.
 */
export const INDEX_SQL = `select home, part, max(lastmod) as lastmod from (
    select d.location_code as home,
      (row_number() over (partition by d.location_code order by d.id) - case when ${HAS_INDEX_SQL} then 0 else 1 end) / ${SITEMAP_MAX_URLS} as part,
      ${LASTMOD_SQL} as lastmod
    from decedent d where ${PUBLIC_SQL}
  ) pages group by home, part order by home nulls last, part`;

/** One sitemap in one statement: a funeral home's public pages (parameters: its code or null, how many, the offset), in id order. */
export const PAGES_SQL = `select d.opi, d.first_name, d.last_name, ${LASTMOD_SQL} as lastmod
  from decedent d where ${PUBLIC_SQL} and d.location_code is not distinct from ?
  order by d.id limit ? offset ?`;

/** Which pages a part (0-based) of a home's sitemap lists: the first part of a home with an index holds one fewer. */
export function partPages(home: string | null, part: number): { hasIndex: boolean; limit: number; offset: number } {
  const hasIndex = FUNERAL_HOMES.some((h) => h.code === home);
  if (!hasIndex) return { hasIndex, limit: SITEMAP_MAX_URLS, offset: part * SITEMAP_MAX_URLS };
  return { hasIndex, limit: part === 0 ? SITEMAP_MAX_URLS - 1 : SITEMAP_MAX_URLS, offset: Math.max(part * SITEMAP_MAX_URLS - 1, 0) };
}

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
