import type { EntityManager } from '@mikro-orm/postgresql';
import type { Decedent } from '../modules/decedent/decedent.entity.js';
import { PageViewDay } from '../modules/pageview/pageview.entity.js';
import { lastDays, PAGE_VIEW_ZONE } from '../modules/pageview/pageview.service.js';

/** Views a day on a weekday, the weekend's extra, and how many days back the counts go (about six weeks). */
const PAGES = [
  { key: 'eleanor', weekday: 14, weekend: 9, days: 42 },
  { key: 'thomas', weekday: 3, weekend: 2, days: 42 },
  // A private page: only its family and staff see it, a few times a week.
  { key: 'okafor', weekday: 1, weekend: 1, days: 21 },
] as const;

/**
 * Page views of the demo decedents for the weeks before the seed (not the seed's own day: the first visitor of the
 * day is seen adding one), so the staff list and the family's website settings show living numbers. The numbers
 * come from a fixed pseudo-random sequence: every seed writes the same pattern.
 */
export function seedDemoPageViews(em: EntityManager, decedents: Record<(typeof PAGES)[number]['key'], Decedent>, now = new Date()): void {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: PAGE_VIEW_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    now,
  );
  // mulberry32: a small generator with a fixed seed.
  let state = 20261125;
  const random = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
  for (const page of PAGES) {
    // The days before today, oldest first (today itself is left out).
    for (const day of lastDays(today, page.days + 1).slice(0, -1)) {
      const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
      const weekend = weekday === 0 || weekday === 6;
      const count = Math.round((page.weekday + (weekend ? page.weekend : 0)) * (0.5 + random()));
      if (count > 0) em.create(PageViewDay, { decedent: decedents[page.key], day, count });
    }
  }
}
