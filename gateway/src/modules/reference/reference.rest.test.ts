import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type TestGateway } from '../../test/gateway.js';
import { contract } from '../../test/contract.js';
import { expectRestSuccess } from '../../test/expect.js';

/** A JSON object of an answer, read field by field. */
type Json = Record<string, unknown>;

/** The legacy REST contract of the reference data routes. Every route has a contract block (checked by rest/routes.test.ts). */

let gw: TestGateway;
beforeAll(async () => {
  gw = await startTestGateway();
});
afterAll(() => gw?.stop());

describe('the legacy REST contract', () => {
  contract('GET', '/data', () => {
    it('answers the reference lists', async () => {
      const data = expectRestSuccess(await gw.rest('GET', '/data'));
      expect(Object.keys(data).sort()).toEqual([
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
      expect(data.memoryTypes).toContainEqual({ id: 1, name: 'Family' });
      expect(data.genders).toEqual([
        { id: 1, name: 'Female' },
        { id: 2, name: 'Male' },
        { id: 3, name: 'Unspecified' },
      ]);
      expect(data.relationships).toEqual(
        expect.arrayContaining([
          { id: 43, name: 'Other' },
          { id: 44, name: 'Conservator' },
          { id: 45, name: 'Self' },
          { id: 26, name: 'DPOAHC' },
          { id: 42, name: 'SRDP' },
        ]),
      );
      expect(data.profileTitles).toEqual(['Mr', 'Mrs', 'Ms']);
      expect(data.funeralHomes.map((h: Json) => h.code)).toEqual(['CFS', 'ACC', 'CNG', 'MDC', 'SSO', 'CCS']);
      expect(data.countries[0]).toEqual({ code: 'US', name: 'United States' });
    });
  });

  contract('GET', '/data/states/:country', () => {
    it('answers the states of a country', async () => {
      const data = expectRestSuccess(await gw.rest('GET', '/data/states/US'));
      expect(data).toContainEqual({ code: 'CA', name: 'California', countryCode: 'US' });
      expect(expectRestSuccess(await gw.rest('GET', '/data/states/us'))).toEqual(data);
      expect(expectRestSuccess(await gw.rest('GET', '/data/states/XX'))).toEqual([]);
    });
  });

  contract('GET', '/data/counties/:state', () => {
    it('answers the US counties of a state', async () => {
      const data = expectRestSuccess(await gw.rest('GET', '/data/counties/CA'));
      expect(data).toContainEqual({ fips: '06081', name: expect.stringMatching(/^San Mateo/), stateCode: 'CA' });
      expect(data).toHaveLength(58);
      expect(expectRestSuccess(await gw.rest('GET', '/data/counties/CAL'))).toEqual([]);
    });
  });
});
