import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type TestGateway } from '../../test/gateway.js';
import { expectRestSuccess, gqlData } from '../../test/expect.js';

/** A JSON object of an answer, read field by field. */
type Json = Record<string, unknown>;

/** The reference lists of the certificate forms (arrangements-portal 3, 4.2), through GraphQL and REST. */

const REFERENCE = `{ referenceData {
  memoryTypes { id name } relationships { id name } genders { id name } prefixes profileTitles socialLinkKinds
  funeralHomes { code name city address phone } countries { code name }
  raceHeaders { id name } races { id edrsCode name headerId } ethnicities { id edrsCode name isHispanic }
  qualifications { id name } serviceBranches serviceEras maritalStatuses } }`;

type IdName = { id: number; name: string };
type Data = {
  relationships: IdName[];
  raceHeaders: IdName[];
  races: Array<IdName & { edrsCode: string; headerId: number }>;
  ethnicities: Array<IdName & { edrsCode: string; isHispanic: boolean }>;
  qualifications: IdName[];
  serviceBranches: string[];
  serviceEras: string[];
  maritalStatuses: string[];
  countries: Array<{ code: string; name: string }>;
  [k: string]: unknown;
};

let gw: TestGateway;
let gql: Data;
let rest: Data;

beforeAll(async () => {
  gw = await startTestGateway();
  gql = gqlData(await gw.gql<{ referenceData: Data }>(REFERENCE)).referenceData;
  rest = expectRestSuccess(await gw.rest('GET', '/data'));
});
afterAll(() => gw?.stop());

describe('reference data', () => {
  it('is the same by both doors, for visitors too', () => {
    expect(rest).toEqual(gql);
    expect(Object.keys(rest).sort()).toEqual([
      'countries',
      'ethnicities',
      'funeralHomes',
      'genders',
      'maritalStatuses',
      'memoryTypes',
      'prefixes',
      'profileTitles',
      'qualifications',
      'raceHeaders',
      'races',
      'relationships',
      'serviceBranches',
      'serviceEras',
      'socialLinkKinds',
    ]);
  });

  it('races: EDRS codes, each under one of the race headers', () => {
    expect(gql.raceHeaders.map((h) => h.name)).toEqual([
      'White',
      'Black or African American',
      'American Indian or Alaska Native',
      'Asian',
      'Native Hawaiian or Other Pacific Islander',
      'Other',
    ]);
    expect(gql.races).toHaveLength(16);
    expect(gql.races).toEqual(
      expect.arrayContaining([
        { id: 1, edrsCode: 'W', name: 'White', headerId: 1 },
        { id: 2, edrsCode: 'B', name: 'Black or African American', headerId: 2 },
        { id: 5, edrsCode: 'A2', name: 'Chinese', headerId: 4 },
        { id: 11, edrsCode: 'P1', name: 'Native Hawaiian', headerId: 5 },
        { id: 16, edrsCode: 'U', name: 'Unknown', headerId: 6 },
      ]),
    );
    const headers = new Set(gql.raceHeaders.map((h) => h.id));
    for (const race of gql.races) expect(headers.has(race.headerId), race.name).toBe(true);
    expect(new Set(gql.races.map((r) => r.edrsCode)).size).toBe(16);
    expect(new Set(gql.races.map((r) => r.id)).size).toBe(16);
    expect(gql.races.filter((r) => r.headerId === 4).map((r) => r.edrsCode)).toEqual(['A1', 'A2', 'A3', 'A4', 'A5', 'A6', 'A7']);
  });

  it('ethnicities: the Hispanic groups carry isHispanic, the others not', () => {
    expect(gql.ethnicities.filter((e) => e.isHispanic).map((e) => [e.edrsCode, e.name])).toEqual([
      ['H1', 'Mexican, Mexican American, Chicano'],
      ['H2', 'Puerto Rican'],
      ['H3', 'Cuban'],
      ['H4', 'Central American'],
      ['H5', 'South American'],
      ['H6', 'Other Spanish/Hispanic/Latino'],
    ]);
    expect(gql.ethnicities.filter((e) => !e.isHispanic).map((e) => [e.edrsCode, e.name])).toEqual([
      ['N', 'No, not Spanish/Hispanic/Latino'],
      ['U', 'Unknown'],
    ]);
    for (const e of gql.ethnicities)
      expect(e).toEqual({
        id: expect.any(Number),
        edrsCode: expect.stringMatching(/^[A-Z]\d?$/),
        name: expect.any(String),
        isHispanic: expect.any(Boolean),
      });
  });

  it('qualifications, service branches and eras, marital statuses', () => {
    expect(gql.qualifications).toHaveLength(9);
    expect(gql.qualifications[0]).toEqual({ id: 1, name: '8th grade or less' });
    expect(gql.qualifications.at(-1)).toEqual({ id: 9, name: 'Unknown' });
    expect(gql.serviceBranches).toEqual(
      expect.arrayContaining(['Army', 'Navy', 'Air Force', 'Marine Corps', 'Coast Guard', 'Space Force']),
    );
    expect(gql.serviceEras).toEqual(
      expect.arrayContaining(['World War II (1941-1946)', 'Korean War (1950-1955)', 'Vietnam War (1964-1975)', 'Post-9/11 (2001-present)']),
    );
    expect(gql.maritalStatuses).toEqual(expect.arrayContaining(['Married', 'Widowed', 'Divorced', 'Never Married']));
  });

  it('relationships: the fixed list, by name, with Self 45, Other 43, Conservator 44, DPOAHC 26, SRDP 42', () => {
    expect(gql.relationships).toEqual(
      expect.arrayContaining([
        { id: 45, name: 'Self' },
        { id: 43, name: 'Other' },
        { id: 44, name: 'Conservator' },
        { id: 26, name: 'DPOAHC' },
        { id: 42, name: 'SRDP' },
      ]),
    );
    expect(gql.relationships.length).toBeGreaterThanOrEqual(45);
    const names = gql.relationships.map((r) => r.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(new Set(gql.relationships.map((r) => r.id)).size).toBe(gql.relationships.length);
  });

  it('countries start with the United States', () => {
    expect(gql.countries[0]).toEqual({ code: 'US', name: 'United States' });
    expect(gql.countries.length).toBeGreaterThan(200);
  });
});

describe('states and counties', () => {
  it('the states of US include California (CA), by both doors', async () => {
    const viaGql = gqlData(
      await gw.gql<{ states: Array<{ code: string; name: string; countryCode: string }> }>(
        'query ($c: String!) { states(countryCode: $c) { code name countryCode } }',
        { c: 'US' },
      ),
    ).states;
    expect(viaGql).toContainEqual({ code: 'CA', name: 'California', countryCode: 'US' });
    expect(viaGql.every((s) => s.countryCode === 'US')).toBe(true);
    expect(expectRestSuccess(await gw.rest('GET', '/data/states/US'))).toEqual(viaGql);
    // Another country has its own.
    expect(expectRestSuccess(await gw.rest('GET', '/data/states/SE')).map((s: Json) => s.countryCode)).not.toContain('US');
  });

  it("the counties of CA include 'San Mateo County' with a 5-digit FIPS code, by both doors", async () => {
    const viaGql = gqlData(
      await gw.gql<{ counties: Array<{ fips: string; name: string; stateCode: string }> }>(
        'query ($s: String!) { counties(stateCode: $s) { fips name stateCode } }',
        { s: 'CA' },
      ),
    ).counties;
    expect(viaGql).toContainEqual({ fips: '06081', name: 'San Mateo County', stateCode: 'CA' });
    expect(viaGql).toHaveLength(58);
    for (const c of viaGql) expect(c.fips).toMatch(/^06\d{3}$/);
    expect(expectRestSuccess(await gw.rest('GET', '/data/counties/CA'))).toEqual(viaGql);
    expect(gqlData(await gw.gql('{ counties(stateCode: "NV") { fips name } }')).counties).toContainEqual({
      fips: '32003',
      name: 'Clark County',
    });
    expect(gqlData(await gw.gql('{ counties(stateCode: "1; drop") { fips } }')).counties).toEqual([]);
  });
});
