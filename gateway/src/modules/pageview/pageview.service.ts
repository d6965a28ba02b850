import DataLoader from 'dataloader';
import type { EntityManager } from '@mikro-orm/postgresql';
import { DomainError } from '../../errors.js';
import type { RequestScope } from '../../request/scope.js';
import { AbuseService } from '../../abuse/abuse.service.js';
import { DecedentService } from '../decedent/index.js';
import type { Decedent } from '../decedent/index.js';
import type { PageViewDayCount, PageViewResult, PageViewStats } from './pageview.types.js';
import { CaseAccessService } from '../case/index.js';

/** Days are counted in the funeral homes' zone (the one the pages show the date of death in). */
export const PAGE_VIEW_ZONE = 'America/Los_Angeles';
/** "Recent" views: today and the days before it, this many in all. */
export const RECENT_DAYS = 30;
/** Today in PAGE_VIEW_ZONE, by the database's clock (every replica agrees). */
const TODAY = `(now() at time zone '${PAGE_VIEW_ZONE}')::date`;

/**
 * Page views of the public page (memorial-portal 9: "sent once the decedent loads"), counted here rather than by a
 * third-party tracker. A view adds one to the decedent's row of the day; nothing about the viewer is stored.
 */
export class PageViewService {
  constructor(private readonly ctx: RequestScope) {}

  /**
   * Counts one view. Only a viewer who may see the page counts (a private page: its family and staff), with the
   * same answers as the page itself (PRIVATE, NOT_FOUND). Public writes are rate limited per address and per page
   * (RATE_LIMITS.pageView); there is no captcha, since nobody is asked anything to read a page.
   */
  async record(opi: string): Promise<PageViewResult> {
    const decedent = await this.ctx.service(DecedentService).getVisible(opi);
    await this.ctx.service(AbuseService).limit('pageView', { decedentId: decedent.id });
    // One statement: concurrent views of the same page and day never lose a count, on any replica.
    await this.ctx.em.getConnection().execute(
      `insert into page_view_day (decedent_id, day, count) values (?, ${TODAY}, 1)
       on conflict (decedent_id, day) do update set count = page_view_day.count + 1`,
      [decedent.id],
    );
    return { counted: true };
  }

  /** The counts of a decedent the viewer may manage (the family with access, staff). */
  async statsFor(opi: string): Promise<PageViewStats> {
    const decedent = await this.ctx.service(DecedentService).getActable(opi);
    return { decedentId: decedent.id };
  }

  /** The same, for a decedent already loaded (a row of the staff list, a decedent query). */
  async statsOf(decedent: Pick<Decedent, 'id'>): Promise<PageViewStats> {
    if (!(await this.ctx.service(CaseAccessService).canAct(decedent))) throw DomainError.forbidden();
    return { decedentId: decedent.id };
  }

  async total(stats: PageViewStats): Promise<number> {
    return (await this.ctx.loaders(pageViewLoaders).sums.load(stats.decedentId)).total;
  }

  async recent(stats: PageViewStats): Promise<number> {
    return (await this.ctx.loaders(pageViewLoaders).sums.load(stats.decedentId)).recent;
  }

  days(stats: PageViewStats): Promise<PageViewDayCount[]> {
    return this.ctx.loaders(pageViewLoaders).recentDays.load(stats.decedentId);
  }
}

/** One statement per list of decedents, whatever its length (the staff list shows up to 100). */
export function pageViewLoaders(em: EntityManager) {
  return {
    sums: new DataLoader<number, { total: number; recent: number }>(async (ids) => {
      const rows = await em.getConnection().execute<Array<{ decedent_id: number; total: string; recent: string }>>(
        `select decedent_id, sum(count) as total, coalesce(sum(count) filter (where day > ${TODAY} - ${RECENT_DAYS}), 0) as recent
           from page_view_day where decedent_id in (?) group by decedent_id`,
        [[...ids]],
      );
      return ids.map((id) => {
        const row = rows.find((r) => r.decedent_id === id);
        return { total: Number(row?.total ?? 0), recent: Number(row?.recent ?? 0) };
      });
    }),
    /** The last RECENT_DAYS days, oldest first, days without a view included (count 0). */
    recentDays: new DataLoader<number, PageViewDayCount[]>(async (ids) => {
      const rows = await em.getConnection().execute<Array<{ decedent_id: number; day: string; count: number }>>(
        `select p.decedent_id, p.day::text as day, p.count from page_view_day p
          where p.decedent_id in (?) and p.day > ${TODAY} - ${RECENT_DAYS}`,
        [[...ids]],
      );
      const { today } = (await em.getConnection().execute<Array<{ today: string }>>(`select ${TODAY}::text as today`))[0]!;
      const days = lastDays(today, RECENT_DAYS);
      return ids.map((id) => days.map((day) => ({ day, count: rows.find((r) => r.decedent_id === id && r.day === day)?.count ?? 0 })));
    }),
  };
}

/** The `n` days up to `today` (YYYY-MM-DD), oldest first. */
export function lastDays(today: string, n: number): string[] {
  const end = Date.parse(`${today}T00:00:00Z`);
  return Array.from({ length: n }, (_, i) => new Date(end - (n - 1 - i) * 86_400_000).toISOString().slice(0, 10));
}
