import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIRECTORY_SEARCH_TEXTS, DIRECTORY_SEARCH_MAX } from '@memorial/schema';
import { contract } from '../../test/contract.js';
import { OPI, startTestGateway, type TestGateway } from '../../test/gateway.js';
import { expectRestError, expectRestSuccess, gqlData, gqlError } from '../../test/expect.js';

/** Find a loved one (issue 28, item 5): the public obituary index of a funeral home, through GraphQL and REST. */

const INDEX = `query Index($home: String!, $search: String, $page: Int) {
  obituaryIndex(home: $home, search: $search, page: $page) {
    home { code name } search page pageCount total entries { opi slug fullName birthDate deathDate portraitUrl }
  }
}`;

interface Entry {
  opi: string;
  slug: string;
  fullName: string;
  birthDate: string | null;
  deathDate: string | null;
  portraitUrl: string | null;
}
interface Index {
  home: { code: string; name: string };
  search: string | null;
  page: number;
  pageCount: number;
  total: number;
  entries: Entry[];
}

let gw: TestGateway;
/** The SQL statements the gateway ran since the test emptied it. */
const statements: string[] = [];

beforeAll(async () => {
  gw = await startTestGateway({ onQuery: (sql) => statements.push(sql) });
  // José Ramírez (public, CFS), a private Whitmore of CFS, and Ana Núñez of another home (ACC).
  await gw.sql(`insert into decedent (opi, first_name, last_name, location_code, is_private, date_of_birth, date_of_death) values
    ('DIR-JOSE', 'José', 'Ramírez', 'CFS', false, '1930-05-01', '2026-01-10'),
    ('DIR-HIDDEN', 'Walter', 'Whitmore', 'CFS', true, '1940-01-01', '2026-02-01'),
    ('DIR-ANA', 'Ana', 'Núñez', 'ACC', false, '1950-01-01', '2025-12-24')`);
});
afterAll(async () => {
  await gw?.stop();
});

async function index(home: string, search?: string | null, page?: number | null): Promise<Index> {
  return gqlData(await gw.gql<{ obituaryIndex: Index }>(INDEX, { home, search, page })).obituaryIndex;
}
const opis = (i: Index) => i.entries.map((e) => e.opi);

/** The statements over the decedents one read of the index runs (the job queue's own statements read none). */
async function statementsOf(read: () => Promise<unknown>): Promise<number> {
  statements.length = 0;
  await read();
  return statements.filter((sql) => /\bdecedent\b/.test(sql)).length;
}

describe('obituaryIndex', () => {
  it("lists a home's public pages, newest death first, with the page's name, dates and stable portrait", async () => {
    const cfs = await index('CFS');
    expect(cfs.home).toEqual({ code: 'CFS', name: 'Cypress Lawn Funeral Services' });
    expect(cfs).toMatchObject({ search: null, page: 1, pageCount: 1 });
    expect(opis(cfs)).toEqual([OPI.eleanor, 'DIR-JOSE', OPI.thomas]);
    expect(cfs.total).toBe(3);
    const eleanor = cfs.entries[0]!;
    expect(eleanor).toMatchObject({
      slug: 'eleanor-whitmore-obituary',
      fullName: 'Eleanor Grace Whitmore',
      birthDate: '1941-06-02',
      deathDate: '2026-03-14',
    });
    expect(eleanor.portraitUrl).toMatch(new RegExp(`^/obituaries/portrait/${OPI.eleanor}\\?v=[\\w-]{12}$`));
    expect((await fetch(`${gw.url}${eleanor.portraitUrl}`)).status).toBe(200);
    expect(cfs.entries[2]).toMatchObject({ fullName: 'Mr Thomas Edward Whitmore', portraitUrl: null });
    expect(opis(await index('acc'))).toEqual(['DIR-ANA']);
  });

  it('never lists a private page, and lists it once public', async () => {
    expect(opis(await index('MDC'))).not.toContain(OPI.okaforPrivate);
    expect(opis(await index('CFS', 'Whitmore'))).not.toContain('DIR-HIDDEN');
    await gw.sql(`update decedent set is_private = false where opi = 'DIR-HIDDEN'`);
    try {
      expect(opis(await index('CFS', 'Whitmore'))).toContain('DIR-HIDDEN');
    } finally {
      await gw.sql(`update decedent set is_private = true where opi = 'DIR-HIDDEN'`);
    }
    expect(opis(await index('MDC'))).toEqual([]);
  });

  it('lists the pages without a known home under the main home, whose name their page shows', async () => {
    await gw.sql(`insert into decedent (opi, first_name, last_name, location_code, is_private) values
      ('DIR-NOHOME', 'Nora', 'Homeless', null, false), ('DIR-ODD', 'Otto', 'Oddcode', 'XYZ', false)`);
    try {
      expect(opis(await index('CFS'))).toEqual(expect.arrayContaining(['DIR-NOHOME', 'DIR-ODD']));
      expect(opis(await index('ACC'))).toEqual(['DIR-ANA']);
    } finally {
      await gw.sql(`delete from decedent where opi in ('DIR-NOHOME', 'DIR-ODD')`);
    }
  });
});

describe('the name search', () => {
  it('forgives accents both ways', async () => {
    expect(opis(await index('CFS', 'Jose'))).toEqual(['DIR-JOSE']);
    expect(opis(await index('CFS', 'ramirez'))).toEqual(['DIR-JOSE']);
    expect(opis(await index('ACC', 'nunez'))).toEqual(['DIR-ANA']);
    expect(opis(await index('CFS', 'Éléanor'))).toEqual([OPI.eleanor]);
  });

  it('forgives small misspellings and partial names', async () => {
    expect(opis(await index('CFS', 'Whitmor'))).toEqual([OPI.eleanor, OPI.thomas]);
    expect(opis(await index('CFS', 'Whitmre'))).toEqual([OPI.eleanor, OPI.thomas]);
    expect(opis(await index('CFS', 'Whitemore'))).toEqual([OPI.eleanor, OPI.thomas]);
    expect(opis(await index('CFS', 'Elanor'))).toEqual([OPI.eleanor]);
    expect(opis(await index('CFS', 'Eleanour'))).toEqual([OPI.eleanor]);
    expect(opis(await index('CFS', 'Ramires'))).toEqual(['DIR-JOSE']);
    expect(opis(await index('CFS', 'Jo'))).toEqual(['DIR-JOSE']);
    expect(opis(await index('CFS', 'Zebediah'))).toEqual([]);
  });

  it('takes the words in any order, each narrowing the list', async () => {
    const found = await index('CFS', '  whitmore   eleanor ');
    expect(found.search).toBe('whitmore eleanor');
    expect(opis(found)).toEqual([OPI.eleanor]);
    expect(opis(await index('CFS', 'Eleanor Whitmore'))).toEqual([OPI.eleanor]);
    expect(opis(await index('CFS', 'Thomas Whitmore'))).toEqual([OPI.thomas]);
    expect(opis(await index('CFS', 'Lindqvist'))).toEqual([OPI.eleanor]); // her maiden name
  });

  it('searches one home only', async () => {
    expect(opis(await index('ACC', 'Whitmore'))).toEqual([]);
    expect(opis(await index('CFS', 'Ana Nunez'))).toEqual([]);
  });

  it("takes LIKE's and SQL's characters literally", async () => {
    for (const search of ['%', '_', '\\', '%%__\\\\', "'; drop table decedent; --", 'W%e', 'T_omas', '?', '$1', '%_%'])
      expect(opis(await index('CFS', search)), search).toEqual([]);
    // pg_trgm reads punctuation as a space: the name in it is found.
    expect(opis(await index('CFS', '%Whitmore%'))).toEqual([OPI.eleanor, OPI.thomas]);
  });
});

describe('pages', () => {
  beforeAll(async () => {
    // 45 public pages of SSO (and a private one): three pages of 20.
    await gw.sql(`insert into decedent (opi, first_name, last_name, location_code, is_private, date_of_death)
      select 'DIR-SSO-' || n, 'Page' || n, 'Sequoia', 'SSO', n = 0, date '2020-01-01' + n from generate_series(0, 45) n`);
  });

  it('has 20 a page, the total on each, and a page past the last answers the last', async () => {
    const first = await index('SSO');
    expect(first).toMatchObject({ page: 1, pageCount: 3, total: 45 });
    expect(first.entries).toHaveLength(20);
    expect(first.entries[0]!.opi).toBe('DIR-SSO-45');
    const third = await index('SSO', null, 3);
    expect(third).toMatchObject({ page: 3, pageCount: 3, total: 45 });
    expect(opis(third)).toEqual(['DIR-SSO-5', 'DIR-SSO-4', 'DIR-SSO-3', 'DIR-SSO-2', 'DIR-SSO-1']);
    const all = [...opis(first), ...opis(await index('SSO', null, 2)), ...opis(third)];
    expect(new Set(all).size).toBe(45);
    expect(all).not.toContain('DIR-SSO-0');
    for (const page of [4, 1_000_000_000, 2 ** 31 - 1]) expect(await index('SSO', null, page)).toEqual(third);
    for (const page of [0, -1, -(2 ** 31)]) expect(await index('SSO', null, page)).toEqual(first);
    const searched = await index('SSO', 'Sequoia', 2);
    expect(searched).toMatchObject({ page: 2, pageCount: 3, total: 45 });
  });

  it('an empty index and an empty search answer one empty page', async () => {
    expect(await index('CCS', null, 5)).toMatchObject({ page: 1, pageCount: 1, total: 0, entries: [] });
    expect(await index('CFS', 'Zebediah', 2)).toMatchObject({ page: 1, pageCount: 1, total: 0, entries: [] });
    expect((await index('CFS', '   ')).search).toBeNull();
  });

  it('reads one statement per page, at any page number, with or without a search', async () => {
    expect(await statementsOf(() => index('SSO'))).toBe(1);
    expect(await statementsOf(() => index('SSO', null, 3))).toBe(1);
    expect(await statementsOf(() => index('SSO', null, 1_000_000_000))).toBe(1);
    expect(await statementsOf(() => index('CFS', 'whitmore eleanor grace', 2))).toBe(1);
    expect(await statementsOf(() => gw.rest('GET', '/funeral-homes/SSO/obituaries?page=2&search=sequoia'))).toBe(1);
  });
});

describe('refused input', () => {
  it('an unknown home is NOT_FOUND in plain words', async () => {
    gqlError(await gw.gql(INDEX, { home: 'NOPE' }), 'NOT_FOUND', DIRECTORY_SEARCH_TEXTS.homeMissing);
    gqlError(await gw.gql(INDEX, { home: '' }), 'NOT_FOUND', DIRECTORY_SEARCH_TEXTS.homeMissing);
    gqlError(await gw.gql(INDEX, { home: "CFS' or 1=1 --" }), 'NOT_FOUND', DIRECTORY_SEARCH_TEXTS.homeMissing);
  });

  it('a search too long is refused with a sentence naming the field; one at the limit is taken', async () => {
    const error = gqlError(await gw.gql(INDEX, { home: 'CFS', search: 'a'.repeat(DIRECTORY_SEARCH_MAX + 1) }), 'BAD_USER_INPUT');
    expect(error.message).toBe(DIRECTORY_SEARCH_TEXTS.searchTooLong);
    expect(error.message).toMatch(/^Search /);
    gqlError(await gw.gql(INDEX, { home: 'CFS', search: 'x'.repeat(200_000) }), 'BAD_USER_INPUT', DIRECTORY_SEARCH_TEXTS.searchTooLong);
    expect((await index('CFS', ` ${'é'.repeat(DIRECTORY_SEARCH_MAX)} `)).total).toBe(0);
    expect((await index('CFS', 'x '.repeat(DIRECTORY_SEARCH_MAX / 2))).total).toBe(0);
  });
});

contract('GET', '/funeral-homes/:code/obituaries', () => {
  it('answers the index in the envelope, with the search and page of the query', async () => {
    const data = expectRestSuccess(await gw.rest('GET', '/funeral-homes/CFS/obituaries?search=Whitmor'));
    expect(data).toMatchObject({ home: { code: 'CFS' }, search: 'Whitmor', page: 1, total: 2 });
    expect(data.entries.map((e: Entry) => e.opi)).toEqual([OPI.eleanor, OPI.thomas]);
    const page = expectRestSuccess(await gw.rest('GET', '/funeral-homes/sso/obituaries?page=3'));
    expect(page).toMatchObject({ page: 3, total: 45 });
    expect(page.entries).toHaveLength(5);
    const accents = expectRestSuccess(await gw.rest('GET', `/funeral-homes/CFS/obituaries?search=${encodeURIComponent('José')}`));
    expect(accents.entries.map((e: Entry) => e.fullName)).toEqual(['José Ramírez']);
  });

  it('an unknown home is 404 with the not-found text', async () => {
    expectRestError(await gw.rest('GET', '/funeral-homes/NOPE/obituaries'), 404, DIRECTORY_SEARCH_TEXTS.homeMissing);
  });

  it('no input gives a 500: odd pages, metacharacters, a search too long', async () => {
    for (const page of ['0', '-1', '1000000000', '99999999999999999999', 'abc', '1.5', '', '%00'])
      expect(expectRestSuccess(await gw.rest('GET', `/funeral-homes/SSO/obituaries?page=${page}`)).total, page).toBe(45);
    for (const search of ['%', '_', '\\', '%_\\', "'", '"', '<script>', '%F0%9F%98%80', '%00'])
      expectRestSuccess(await gw.rest('GET', `/funeral-homes/CFS/obituaries?search=${search}`));
    expectRestSuccess(await gw.rest('GET', '/funeral-homes/CFS/obituaries?search=a&search=b'));
    const long = await gw.rest('GET', `/funeral-homes/CFS/obituaries?search=${'w'.repeat(DIRECTORY_SEARCH_MAX + 1)}`);
    expect(expectRestError(long, 400, DIRECTORY_SEARCH_TEXTS.searchTooLong).fieldErrors).toEqual({
      search: DIRECTORY_SEARCH_TEXTS.searchTooLong,
    });
    expectRestError(await gw.rest('GET', `/funeral-homes/${'%25'.repeat(50)}/obituaries`), 404);
  });
});

describe('the sitemap', () => {
  it("opens each funeral home's sitemap with its obituary index", async () => {
    const res = await fetch(`${gw.url}/sitemaps/CFS.xml`);
    expect(res.status).toBe(200);
    const locs = [...(await res.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    expect(locs[0]).toBe(`${gw.url}/obituaries/find/CFS`);
    expect(locs.filter((l) => l.includes('/obituaries/find/'))).toHaveLength(1);
    expect(locs).toContain(`${gw.url}/obituaries/name/eleanor-whitmore-obituary/${OPI.eleanor}`);
    const acc = await (await fetch(`${gw.url}/sitemaps/ACC.xml`)).text();
    expect(acc).toContain(`<loc>${gw.url}/obituaries/find/ACC</loc>`);
  });
});
