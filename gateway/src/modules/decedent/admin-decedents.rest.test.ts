import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, OPI, startTestGateway, type TestGateway } from '../../test/gateway.js';
import { contract } from '../../test/contract.js';
import { expectRestError, expectRestSuccess, gqlData, gqlError } from '../../test/expect.js';

/**
 * The staff list of decedents (Arrangements Summary list, /admin/decedents):
 * search, filters, paging, roles; through GraphQL and the legacy route, whose
 * empty query parameters are dropped (legacy-rest "Admin").
 */

const FORBIDDEN = 'Unauthorized access Forbidden';
const ROW_KEYS = [
  'dateOfBirth',
  'dateOfDeath',
  'firstName',
  'id',
  'isFreeze',
  'isPrivate',
  'lastName',
  'locationCode',
  'middleName',
  'onePortalId',
  'opi',
  'prefix',
  'slug',
];
const STAFF_DECEDENTS = `query ($search: String, $locationCode: String, $isPrivate: Boolean, $isFreeze: Boolean, $page: Int, $pageSize: Int) {
  staffDecedents(search: $search, locationCode: $locationCode, isPrivate: $isPrivate, isFreeze: $isFreeze, page: $page, pageSize: $pageSize) {
    total page pageSize decedents { opi lastName locationCode isPrivate isFreeze } } }`;

type Page = { total: number; page: number; pageSize: number; decedents: Array<{ opi: string }> };

let gw: TestGateway;
let arranger: string;
let staff: string;
let admin: string;

beforeAll(async () => {
  gw = await startTestGateway();
  [arranger, staff, admin] = await Promise.all([
    gw.login(DEMO.arranger, 'arranger'),
    gw.login(DEMO.staff, 'cl-arranger'),
    gw.login(DEMO.admin, 'admin'),
  ]);
});
afterAll(() => gw?.stop());

const viaRest = async (query: string, token = admin): Promise<Page> =>
  expectRestSuccess(await gw.rest('GET', `/admin/decedents${query}`, undefined, token));
const viaGql = async (vars: Record<string, unknown>, token = admin): Promise<Page> =>
  gqlData(await gw.gql<{ staffDecedents: Page }>(STAFF_DECEDENTS, vars, token)).staffDecedents;
const opis = (p: Page) => p.decedents.map((d) => d.opi);

// The demo decedents, newest death first: Rosa María Hernández (2026-11-09, CNG, the Spanish page), Samuel Okafor
// (2026-08-30, MDC, private), Eleanor Whitmore (2026-03-14, CFS), Thomas Whitmore (2017-10-03, CFS).
const ALL = [OPI.spanish, OPI.okaforPrivate, OPI.eleanor, OPI.thomas];

describe('the legacy REST contract', () => {
  contract('GET', '/admin/decedents', () => {
    it('answers data: total, page, pageSize and the decedents, newest death first', async () => {
      const data = await viaRest('');
      expect(Object.keys(data).sort()).toEqual(['decedents', 'page', 'pageSize', 'total']);
      expect(data).toMatchObject({ total: 4, page: 1, pageSize: 20 });
      expect(opis(data)).toEqual(ALL);
      for (const row of data.decedents) expect(Object.keys(row).sort()).toEqual(ROW_KEYS);
      expect(data.decedents[2]).toEqual({
        id: expect.any(Number),
        opi: OPI.eleanor,
        onePortalId: OPI.eleanor,
        prefix: 'Mrs',
        firstName: 'Eleanor',
        middleName: 'Grace',
        lastName: 'Whitmore',
        dateOfBirth: '1941-06-02',
        dateOfDeath: '2026-03-14',
        isPrivate: false,
        isFreeze: false,
        locationCode: 'CFS',
        slug: 'eleanor-whitmore-obituary',
      });
      expect(await viaRest('', staff)).toEqual(data);
    });
    it('401 without a session', async () => {
      expectRestError(await gw.rest('GET', '/admin/decedents'), 401);
    });
    it('403 for an arranger', async () => {
      const body = expectRestError(await gw.rest('GET', '/admin/decedents', undefined, arranger), 403, FORBIDDEN);
      expect(body.code).toBe('FORBIDDEN');
      expectRestError(await gw.rest('GET', '/admin/decedents?search=Whitmore', undefined, arranger), 403, FORBIDDEN);
    });
    it('a flag that is neither true nor false is dropped like an empty one', async () => {
      expect(opis(await viaRest('?isPrivate=maybe&isFreeze=1'))).toEqual(ALL);
    });
  });
});

describe('the staff decedent list', () => {
  it('searches by last name, first name and opi, case-insensitively, by both doors', async () => {
    for (const [search, expected] of [
      ['whitmore', [OPI.eleanor, OPI.thomas]],
      ['WHITMORE', [OPI.eleanor, OPI.thomas]],
      ['Okafor', [OPI.okaforPrivate]],
      ['eleanor', [OPI.eleanor]],
      [OPI.thomas, [OPI.thomas]],
      ['CS-1000', [OPI.okaforPrivate, OPI.eleanor]],
      ['nobody', []],
    ] as const) {
      const rest = await viaRest(`?search=${encodeURIComponent(search)}`);
      expect([search, opis(rest), rest.total]).toEqual([search, expected, expected.length]);
      expect(opis(await viaGql({ search }))).toEqual(expected);
    }
  });

  it('treats % and _ in the search as text, not as wildcards', async () => {
    expect((await viaRest('?search=%25')).total).toBe(0);
    expect((await viaRest('?search=_')).total).toBe(0);
    expect((await viaGql({ search: 'CS-1000-000_' })).total).toBe(0);
  });

  it('filters by locationCode and isPrivate, alone and together with the search', async () => {
    expect(opis(await viaRest('?locationCode=CFS'))).toEqual([OPI.eleanor, OPI.thomas]);
    expect(opis(await viaRest('?locationCode=MDC'))).toEqual([OPI.okaforPrivate]);
    expect(opis(await viaRest('?locationCode=ZZZ'))).toEqual([]);
    expect(opis(await viaRest('?isPrivate=true'))).toEqual([OPI.okaforPrivate]);
    expect(opis(await viaRest('?isPrivate=false'))).toEqual([OPI.spanish, OPI.eleanor, OPI.thomas]);
    expect(opis(await viaRest('?isPrivate=false&locationCode=MDC'))).toEqual([]);
    expect(opis(await viaRest('?search=whitmore&isPrivate=false&locationCode=CFS&pageSize=1'))).toEqual([OPI.eleanor]);
    expect(opis(await viaGql({ locationCode: 'CFS', isPrivate: false }))).toEqual([OPI.eleanor, OPI.thomas]);
    expect(opis(await viaGql({ isPrivate: true }, staff))).toEqual([OPI.okaforPrivate]);
  });

  it('filters by isFreeze', async () => {
    await gw.sql('update decedent set is_freeze = true where opi = $1', [OPI.thomas]);
    try {
      expect(opis(await viaRest('?isFreeze=true'))).toEqual([OPI.thomas]);
      expect(opis(await viaGql({ isFreeze: false }))).toEqual([OPI.spanish, OPI.okaforPrivate, OPI.eleanor]);
    } finally {
      await gw.sql('update decedent set is_freeze = false where opi = $1', [OPI.thomas]);
    }
  });

  it('drops empty filters: search=, locationCode=, isPrivate=, isFreeze=, page=, pageSize= behave as absent', async () => {
    const absent = await viaRest('');
    for (const query of [
      '?search=',
      '?isPrivate=',
      '?locationCode=',
      '?isFreeze=',
      '?page=&pageSize=',
      '?search=&isPrivate=&locationCode=&isFreeze=&page=&pageSize=',
    ]) {
      expect([query, await viaRest(query)]).toEqual([query, absent]);
    }
    expect(await viaGql({ search: '', locationCode: '' })).toMatchObject({ total: 4, page: 1, pageSize: 20 });
    // An empty search next to a filter still filters.
    expect(opis(await viaRest('?search=&isPrivate=true'))).toEqual([OPI.okaforPrivate]);
  });

  it('pages: page, pageSize and the total of all matches', async () => {
    const pages = await Promise.all([1, 2, 3, 4, 5].map((page) => viaRest(`?page=${page}&pageSize=1`)));
    expect(pages.map((p) => [p.page, p.pageSize, p.total, opis(p)])).toEqual([
      [1, 1, 4, [OPI.spanish]],
      [2, 1, 4, [OPI.okaforPrivate]],
      [3, 1, 4, [OPI.eleanor]],
      [4, 1, 4, [OPI.thomas]],
      [5, 1, 4, []],
    ]);
    expect(await viaGql({ page: 2, pageSize: 2 })).toMatchObject({
      page: 2,
      pageSize: 2,
      total: 4,
      decedents: [{ opi: OPI.eleanor }, { opi: OPI.thomas }],
    });
    expect(opis(await viaRest('?search=whitmore&page=2&pageSize=1'))).toEqual([OPI.thomas]);
    // Out-of-range values are clamped.
    expect(await viaRest('?page=0&pageSize=1000')).toMatchObject({ page: 1, pageSize: 100, total: 4 });
  });

  it('refuses arrangers (403) and visitors (401) through GraphQL', async () => {
    gqlError(await gw.gql(STAFF_DECEDENTS, {}, arranger), 'FORBIDDEN', FORBIDDEN);
    gqlError(await gw.gql(STAFF_DECEDENTS, {}), 'UNAUTHENTICATED');
  });
});
