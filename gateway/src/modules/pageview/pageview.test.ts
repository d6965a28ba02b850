import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@memorial/schema';
import { OPI, startTestGateway, type TestGateway } from '../../test/gateway.js';
import { gqlData, gqlError } from '../../test/expect.js';
import { RATE_LIMITS } from '../../abuse/limits.js';
import { PAGE_VIEW_ZONE, RECENT_DAYS } from './pageview.service.js';

/**
 * Page views through GraphQL on a real database: a view counts once per call into the row of its day, only for a
 * viewer who may see the page, under the abuse limits; the counts are read by the family with access and staff only.
 */

let gw: TestGateway;
let tokens: { arranger: string; family2: string; admin: string; staff: string };

const RECORD = 'mutation ($opi: String!) { recordPageView(opi: $opi) { counted } }';
const STATS = 'query ($opi: String!) { pageViews(opi: $opi) { total last30Days days { day count } } }';
const ON_DECEDENT = 'query ($opi: String!) { decedent(opi: $opi) { opi pageViews { total last30Days } } }';
const STAFF_LIST = 'query { staffDecedents(page: 1, pageSize: 100) { decedents { opi pageViews { last30Days total } } } }';

/** Each visitor its own address (X-Forwarded-For from the loopback proxy), so one test's counters do not reach another's. */
let visitorNo = 0;
const visitor = () => ({ 'x-forwarded-for': `198.51.100.${++visitorNo}` });

const TODAY = `(now() at time zone '${PAGE_VIEW_ZONE}')::date`;
const rows = (opi: string) =>
  gw.sql<{ day: string; count: number }>(
    `select p.day::text as day, p.count from page_view_day p join decedent d on d.id = p.decedent_id where d.opi = $1 order by p.day`,
    [opi],
  );
const todayCount = async (opi: string) => {
  const [row] = await gw.sql<{ count: number }>(
    `select p.count from page_view_day p join decedent d on d.id = p.decedent_id where d.opi = $1 and p.day = ${TODAY}`,
    [opi],
  );
  return row?.count ?? 0;
};
const idOf = async (opi: string) => (await gw.sql<{ id: number }>('select id from decedent where opi = $1', [opi]))[0]!.id;
const statsAs = async (token: string, opi: string = OPI.eleanor) =>
  gqlData(await gw.gql(STATS, { opi }, token)).pageViews as {
    total: number;
    last30Days: number;
    days: Array<{ day: string; count: number }>;
  };

beforeAll(async () => {
  gw = await startTestGateway({ env: { TRUST_PROXY: 'loopback' }, visitorCaptcha: false });
  const [arranger, family2, admin, staff] = await gw.demoLogins();
  tokens = { arranger, family2, admin, staff };
});
afterAll(async () => {
  await gw?.stop();
});

describe('recordPageView', () => {
  it("a visitor's view adds exactly one to today's row, and the counts read by staff rise by one", async () => {
    const before = await statsAs(tokens.admin);
    const today = await todayCount(OPI.eleanor);
    expect(gqlData(await gw.gql(RECORD, { opi: OPI.eleanor }, undefined, visitor())).recordPageView).toEqual({ counted: true });
    expect(await todayCount(OPI.eleanor)).toBe(today + 1);
    const after = await statsAs(tokens.admin);
    expect(after.total).toBe(before.total + 1);
    expect(after.last30Days).toBe(before.last30Days + 1);
    expect(after.days.at(-1)!.count).toBe(before.days.at(-1)!.count + 1);
  });

  it('keeps nothing but the decedent, the day and a count (no address, browser or account)', async () => {
    const columns = await gw.sql<{ column_name: string }>(
      "select column_name from information_schema.columns where table_name = 'page_view_day' order by column_name",
    );
    expect(columns.map((c) => c.column_name)).toEqual(['count', 'day', 'decedent_id']);
  });

  it('views racing from many browsers all count, in one row for the day', async () => {
    const today = await todayCount(OPI.thomas);
    const answers = await Promise.all(Array.from({ length: 12 }, () => gw.gql(RECORD, { opi: OPI.thomas }, undefined, visitor())));
    for (const res of answers) expect(gqlData(res).recordPageView.counted).toBe(true);
    expect(await todayCount(OPI.thomas)).toBe(today + 12);
    const { n } = (
      await gw.sql<{ n: string }>(
        `select count(*) as n from page_view_day p join decedent d on d.id = p.decedent_id where d.opi = $1 and p.day = ${TODAY}`,
        [OPI.thomas],
      )
    )[0]!;
    expect(Number(n)).toBe(1);
  });

  it('a private page counts only for those who may see it', async () => {
    const today = await todayCount(OPI.okaforPrivate);
    // A visitor and another family get the page's own answer, and nothing is counted.
    gqlError(await gw.gql(RECORD, { opi: OPI.okaforPrivate }, undefined, visitor()), 'PRIVATE', MESSAGES.privatePage);
    gqlError(await gw.gql(RECORD, { opi: OPI.okaforPrivate }, tokens.arranger, visitor()), 'PRIVATE', MESSAGES.privatePage);
    expect(await todayCount(OPI.okaforPrivate)).toBe(today);
    // Its family and staff count.
    for (const token of [tokens.family2, tokens.admin, tokens.staff]) {
      expect(gqlData(await gw.gql(RECORD, { opi: OPI.okaforPrivate }, token, visitor())).recordPageView.counted).toBe(true);
    }
    expect(await todayCount(OPI.okaforPrivate)).toBe(today + 3);
  });

  it('a page that does not exist is NOT_FOUND and makes no row', async () => {
    gqlError(await gw.gql(RECORD, { opi: OPI.missing }, undefined, visitor()), 'NOT_FOUND');
    expect(await rows(OPI.missing)).toEqual([]);
  });

  it('an address over its hourly allowance is refused (RATE_LIMITED) and counts no further; another address still counts', async () => {
    const address = visitor();
    const allowance = RATE_LIMITS.pageView.perAddress.points;
    // The address's counter as a script reloading the page would leave it, one view short of the allowance.
    await gw.sql(`insert into rate_limit (id, points, expires_at) values ($1, $2, now() + interval '1 hour')`, [
      `pageView:ip:${address['x-forwarded-for']}`,
      allowance - 1,
    ]);
    const today = await todayCount(OPI.eleanor);
    expect(gqlData(await gw.gql(RECORD, { opi: OPI.eleanor }, undefined, address)).recordPageView.counted).toBe(true);
    gqlError(await gw.gql(RECORD, { opi: OPI.eleanor }, undefined, address), 'RATE_LIMITED', MESSAGES.tooManyRequests);
    gqlError(await gw.gql(RECORD, { opi: OPI.thomas }, undefined, address), 'RATE_LIMITED', MESSAGES.tooManyRequests);
    expect(await todayCount(OPI.eleanor)).toBe(today + 1);
    expect(gqlData(await gw.gql(RECORD, { opi: OPI.eleanor }, undefined, visitor())).recordPageView.counted).toBe(true);
    expect(await todayCount(OPI.eleanor)).toBe(today + 2);
  });

  it('each view is a hit on the address and the page counters of the limiter', async () => {
    const address = visitor();
    for (let i = 0; i < 3; i++) gqlData(await gw.gql(RECORD, { opi: OPI.thomas }, undefined, address));
    const [counter] = await gw.sql<{ points: number }>('select points from rate_limit where id = $1', [
      `pageView:ip:${address['x-forwarded-for']}`,
    ]);
    expect(counter!.points).toBe(3);
    const [page] = await gw.sql<{ points: number }>('select points from rate_limit where id = $1', [
      `pageView:decedent:${await idOf(OPI.thomas)}`,
    ]);
    expect(page!.points).toBeGreaterThanOrEqual(3);
  });

  it('a page over its own hourly allowance (many addresses) is refused and not counted', async () => {
    const id = await idOf(OPI.thomas);
    await gw.sql(`update rate_limit set points = $2 where id = $1`, [`pageView:decedent:${id}`, RATE_LIMITS.pageView.perDecedent.points]);
    const today = await todayCount(OPI.thomas);
    gqlError(await gw.gql(RECORD, { opi: OPI.thomas }, undefined, visitor()), 'RATE_LIMITED', MESSAGES.tooManyRequests);
    expect(await todayCount(OPI.thomas)).toBe(today);
    await gw.sql('delete from rate_limit where id = $1', [`pageView:decedent:${id}`]);
  });
});

describe('reading the counts', () => {
  it('per day: the last 30 days oldest first, days without a view as 0; last30Days leaves older days out, total keeps them', async () => {
    const id = await idOf(OPI.thomas);
    await gw.sql('delete from page_view_day where decedent_id = $1', [id]);
    await gw.sql(
      `insert into page_view_day (decedent_id, day, count) values ($1, ${TODAY}, 4), ($1, ${TODAY} - 1, 2), ($1, ${TODAY} - 29, 5), ($1, ${TODAY} - 30, 7), ($1, ${TODAY} - 400, 11)`,
      [id],
    );
    const stats = await statsAs(tokens.staff, OPI.thomas);
    expect(stats.total).toBe(4 + 2 + 5 + 7 + 11);
    expect(stats.last30Days).toBe(4 + 2 + 5);
    expect(stats.days).toHaveLength(RECENT_DAYS);
    const { today } = (await gw.sql<{ today: string }>(`select ${TODAY}::text as today`))[0]!;
    expect(stats.days.at(-1)).toEqual({ day: today, count: 4 });
    expect(stats.days.at(-2)!.count).toBe(2);
    expect(stats.days[0]!.count).toBe(5);
    expect(stats.days.slice(1, -2).every((d) => d.count === 0)).toBe(true);
    // Consecutive days.
    const times = stats.days.map((d) => Date.parse(`${d.day}T00:00:00Z`));
    expect(times.slice(1).every((t, i) => t - times[i]! === 86_400_000)).toBe(true);
  });

  it('a page never viewed reads 0, with 30 empty days', async () => {
    await gw.sql(`delete from page_view_day where decedent_id = $1`, [await idOf(OPI.okaforPrivate)]);
    const stats = await statsAs(tokens.family2, OPI.okaforPrivate);
    expect(stats.total).toBe(0);
    expect(stats.last30Days).toBe(0);
    expect(stats.days.map((d) => d.count)).toEqual(Array(RECENT_DAYS).fill(0));
  });

  it('pageViews(opi) per role: the family with access and staff read it; another family, a visitor and a missing page do not', async () => {
    const expected = (await statsAs(tokens.admin)).total;
    for (const token of [tokens.arranger, tokens.admin, tokens.staff]) expect((await statsAs(token)).total).toBe(expected);
    gqlError(await gw.gql(STATS, { opi: OPI.eleanor }, tokens.family2), 'FORBIDDEN', MESSAGES.unauthorizedForbidden);
    gqlError(await gw.gql(STATS, { opi: OPI.eleanor }), 'UNAUTHENTICATED');
    // The other family's private page: its own family reads it, this family gets the private answer.
    expect((await statsAs(tokens.family2, OPI.okaforPrivate)).total).toBeTypeOf('number');
    gqlError(await gw.gql(STATS, { opi: OPI.okaforPrivate }, tokens.arranger), 'PRIVATE', MESSAGES.privatePage);
    gqlError(await gw.gql(STATS, { opi: OPI.missing }, tokens.admin), 'NOT_FOUND');
  });

  it('Decedent.pageViews per role: on the public decedent query only the family with access and staff get numbers', async () => {
    for (const token of [tokens.arranger, tokens.admin, tokens.staff]) {
      const res = gqlData(await gw.gql(ON_DECEDENT, { opi: OPI.eleanor }, token));
      expect(res.decedent.pageViews.total).toBeGreaterThan(0);
    }
    const asVisitor = await gw.gql(ON_DECEDENT, { opi: OPI.eleanor });
    gqlError(asVisitor, 'UNAUTHENTICATED');
    expect(asVisitor.body.data?.decedent).toEqual({ opi: OPI.eleanor, pageViews: null });
    const otherFamily = await gw.gql(ON_DECEDENT, { opi: OPI.eleanor }, tokens.family2);
    gqlError(otherFamily, 'FORBIDDEN');
    expect(otherFamily.body.data?.decedent).toEqual({ opi: OPI.eleanor, pageViews: null });
  });

  it("the staff decedent list carries every row's counts (admin and cl-arranger), in one statement for the whole list", async () => {
    const statements: string[] = [];
    const counted = await startTestGateway({ database: gw, onQuery: (sql) => statements.push(sql) });
    try {
      const admin = await counted.login('admin@demo.test', 'admin');
      statements.length = 0;
      const list = gqlData(await counted.gql(STAFF_LIST, {}, admin)).staffDecedents.decedents as Array<{
        opi: string;
        pageViews: { last30Days: number; total: number };
      }>;
      expect(list.length).toBeGreaterThanOrEqual(3);
      const eleanor = list.find((d) => d.opi === OPI.eleanor)!;
      expect(eleanor.pageViews).toEqual({
        last30Days: (await statsAs(tokens.admin)).last30Days,
        total: (await statsAs(tokens.admin)).total,
      });
      expect(statements.filter((s) => /page_view_day/.test(s))).toHaveLength(1);
    } finally {
      await counted.stop();
    }
    const asStaff = gqlData(await gw.gql(STAFF_LIST, {}, tokens.staff)).staffDecedents.decedents as Array<{
      opi: string;
      pageViews: { total: number };
    }>;
    expect(asStaff.find((d) => d.opi === OPI.eleanor)!.pageViews.total).toBeGreaterThan(0);
    gqlError(await gw.gql(STAFF_LIST, {}, tokens.arranger), 'FORBIDDEN');
  });

  it('the demo decedents have views on the days of the weeks before the seed', async () => {
    const eleanor = await rows(OPI.eleanor);
    expect(eleanor.length).toBeGreaterThan(30);
    expect(eleanor.reduce((sum, r) => sum + r.count, 0)).toBeGreaterThan(300);
    const stats = await statsAs(tokens.arranger);
    expect(stats.days.filter((d) => d.count > 0).length).toBeGreaterThan(20);
  });
});
