import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, OPI, startTestGateway, type TestGateway } from '../../test/gateway.js';
import { contract } from '../../test/contract.js';
import { expectRestError, expectRestSuccess } from '../../test/expect.js';

/** The legacy REST contract of the decedent routes: status, envelope and shape, and their error statuses. Every route has a contract block (checked by rest/routes.test.ts). */

// Spec texts, written out on purpose: a change to any of them must show up as a failing contract.
const SPEC = {
  privatePage: "Uh, Oh! The page that you have requested is private. You don't have the permission to view this.",
  decedentMissing: 'Decedent does not exist',
  forbidden: 'Unauthorized access Forbidden',
  privacyOn: 'Privacy turned On.',
  privacyOff: 'Privacy turned Off.',
} as const;

let gw: TestGateway;
let arranger: string;
let staff: string;
let admin: string;
let family2: string;

beforeAll(async () => {
  gw = await startTestGateway();
  [arranger, staff, admin, family2] = await Promise.all([
    gw.login(DEMO.arranger, 'arranger'),
    gw.login(DEMO.staff, 'cl-arranger'),
    gw.login(DEMO.admin, 'admin'),
    gw.login(DEMO.family2, 'arranger'),
  ]);
});
afterAll(() => gw?.stop());

const DECEDENT_KEYS = [
  'id',
  'opi',
  'onePortalId',
  'prefix',
  'firstName',
  'middleName',
  'lastName',
  'suffix',
  'fullName',
  'slug',
  'dateOfBirth',
  'dateOfDeath',
  'pageTitle',
  'isPrivate',
  'hideContactFamily',
  'obituaryIsLocked',
  'isFreeze',
  'bannerUrl',
  'originalBannerUrl',
  'pictureUrl',
  'audioFileUrl',
  'locationCode',
  'lifeOfTitle',
  'lifeOfDescription',
  'title',
  'description',
  'donationDetails',
  'socialMediaLinks',
  'funeralHome',
];

function expectEleanor(d: Record<string, unknown> & { donationDetails: unknown[] }) {
  expect(Object.keys(d)).toEqual(expect.arrayContaining(DECEDENT_KEYS));
  expect(d).toMatchObject({
    id: expect.any(Number),
    opi: OPI.eleanor,
    onePortalId: OPI.eleanor,
    prefix: 'Mrs',
    firstName: 'Eleanor',
    middleName: 'Grace',
    lastName: 'Whitmore',
    fullName: 'Mrs Eleanor Grace Whitmore',
    slug: 'eleanor-whitmore-obituary',
    dateOfBirth: '1941-06-02',
    dateOfDeath: '2026-03-14',
    isPrivate: false,
    locationCode: 'CFS',
    funeralHome: {
      code: 'CFS',
      name: 'Cypress Lawn Funeral Services',
      city: 'Colma',
      address: expect.any(String),
      phone: expect.stringMatching(/^\d{10}$/),
    },
    socialMediaLinks: expect.objectContaining({ Facebook: expect.stringMatching(/^https:/) }),
  });
  expect(d['donationDetails']).toHaveLength(2);
  expect(d['donationDetails'][0]).toEqual({
    id: 1,
    donationUrlName: expect.any(String),
    donationUrlSrc: expect.stringMatching(/^https:/),
    donationUrlDescription: expect.any(String),
  });
}

describe('the legacy REST contract', () => {
  contract('GET', '/decedent', () => {
    it("answers the arranger's activeCases and closedCases", async () => {
      const data = expectRestSuccess(await gw.rest('GET', '/decedent', undefined, arranger));
      expect(Object.keys(data).sort()).toEqual(['activeCases', 'closedCases']);
      expect(data.activeCases).toEqual([
        {
          id: expect.any(Number),
          status: 'active',
          decedent: {
            id: expect.any(Number),
            opi: OPI.eleanor,
            onePortalId: OPI.eleanor,
            prefix: 'Mrs',
            firstName: 'Eleanor',
            middleName: 'Grace',
            lastName: 'Whitmore',
            dateOfBirth: '1941-06-02',
            dateOfDeath: '2026-03-14',
            slug: 'eleanor-whitmore-obituary',
          },
        },
      ]);
      expect(data.closedCases.map((c: { status: string; decedent: { opi: string } }) => [c.status, c.decedent.opi])).toEqual([
        ['closed', OPI.thomas],
      ]);
    });
    it('answers empty lists for staff, who have no cases', async () => {
      expect(expectRestSuccess(await gw.rest('GET', '/decedent', undefined, staff))).toEqual({ activeCases: [], closedCases: [] });
    });
    it('401 without a session', async () => {
      expectRestError(await gw.rest('GET', '/decedent'), 401);
    });
  });

  contract('GET', '/decedent/opi/:id', () => {
    it('answers data.decedent and haveAcceptPolicy', async () => {
      const data = expectRestSuccess(await gw.rest('GET', `/decedent/opi/${OPI.eleanor}`));
      expect(Object.keys(data).sort()).toEqual(['decedent', 'haveAcceptPolicy']);
      expectEleanor(data.decedent);
      expect(data.haveAcceptPolicy).toBe(false);
      expect(data.decedent.hasAccess).toBe(false);
    });
    it('403 for a private page', async () => {
      expectRestError(await gw.rest('GET', `/decedent/opi/${OPI.okaforPrivate}`), 403, SPEC.privatePage);
    });
    it('404 for a missing decedent', async () => {
      expectRestError(await gw.rest('GET', `/decedent/opi/${OPI.missing}`), 404, SPEC.decedentMissing);
    });
  });

  contract('GET', '/decedent/:id/accept', () => {
    it('records the acceptance: data.haveAcceptPolicy', async () => {
      expect(expectRestSuccess(await gw.rest('GET', `/decedent/${OPI.thomas}/accept`, undefined, arranger))).toEqual({
        haveAcceptPolicy: true,
      });
    });
    it('401 without a session', async () => {
      expectRestError(await gw.rest('GET', `/decedent/${OPI.eleanor}/accept`), 401);
    });
    it("403 on another family's decedent", async () => {
      expectRestError(await gw.rest('GET', `/decedent/${OPI.okaforPrivate}/accept`, undefined, arranger), 403, SPEC.privatePage);
      expectRestError(await gw.rest('GET', `/decedent/${OPI.eleanor}/accept`, undefined, family2), 403, SPEC.forbidden);
    });
    it('404 for a missing decedent', async () => {
      expectRestError(await gw.rest('GET', `/decedent/${OPI.missing}/accept`, undefined, arranger), 404, SPEC.decedentMissing);
    });
  });

  contract('GET', '/decedent/:id', () => {
    it('answers the decedent in data', async () => {
      expectEleanor(expectRestSuccess(await gw.rest('GET', `/decedent/${OPI.eleanor}`)));
    });
    it('403 CS-1000-0002 for a visitor; its family and staff see it', async () => {
      const body = expectRestError(await gw.rest('GET', `/decedent/${OPI.okaforPrivate}`), 403, SPEC.privatePage);
      expect(body.code).toBe('PRIVATE');
      expect(expectRestSuccess(await gw.rest('GET', `/decedent/${OPI.okaforPrivate}`, undefined, family2))).toMatchObject({
        opi: OPI.okaforPrivate,
        isPrivate: true,
      });
      expect(expectRestSuccess(await gw.rest('GET', `/decedent/${OPI.okaforPrivate}`, undefined, staff))).toMatchObject({
        opi: OPI.okaforPrivate,
      });
    });
    it('404 for a missing decedent', async () => {
      expectRestError(await gw.rest('GET', `/decedent/${OPI.missing}`), 404, SPEC.decedentMissing);
    });
  });

  contract('PUT', '/decedent/privacy/:opi', () => {
    it('turns privacy on and off with the spec messages', async () => {
      expect(
        expectRestSuccess(await gw.rest('PUT', `/decedent/privacy/${OPI.thomas}`, { isPrivate: true }, arranger), 200, SPEC.privacyOn),
      ).toEqual({ isPrivate: true });
      expect(
        expectRestSuccess(await gw.rest('PUT', `/decedent/privacy/${OPI.thomas}`, { isPrivate: false }, arranger), 200, SPEC.privacyOff),
      ).toEqual({ isPrivate: false });
    });
    it('401 without a session', async () => {
      expectRestError(await gw.rest('PUT', `/decedent/privacy/${OPI.thomas}`, { isPrivate: true }), 401);
    });
    it('403 for another family', async () => {
      expectRestError(await gw.rest('PUT', `/decedent/privacy/${OPI.thomas}`, { isPrivate: true }, family2), 403, SPEC.forbidden);
    });
    it('404 for a missing decedent', async () => {
      expectRestError(await gw.rest('PUT', `/decedent/privacy/${OPI.missing}`, { isPrivate: true }, admin), 404, SPEC.decedentMissing);
    });
    it('400 without isPrivate', async () => {
      expectRestError(await gw.rest('PUT', `/decedent/privacy/${OPI.thomas}`, {}, arranger), 400);
    });
  });

  contract('GET', '/obituary/:id', () => {
    it('answers data.obituary', async () => {
      const data = expectRestSuccess(await gw.rest('GET', `/obituary/${OPI.eleanor}`));
      expect(Object.keys(data)).toEqual(['obituary']);
      expect(data.obituary).toMatchObject({
        displayName: 'Eleanor Grace Whitmore',
        prefix: 'Mrs',
        firstName: 'Eleanor',
        middleName: 'Grace',
        lastName: 'Whitmore',
        dateOfBirth: '1941-06-02',
        dateOfDeath: '2026-03-14',
        audioFileUrl: null,
      });
      expect(data.obituary.obituary).toMatch(/^<p>Eleanor Grace Whitmore, beloved mother/);
      expect(data.obituary.description.length).toBeLessThanOrEqual(160);
      expect(data.obituary.description).not.toMatch(/</);
    });
    it('403 for a private page', async () => {
      expectRestError(await gw.rest('GET', `/obituary/${OPI.okaforPrivate}`), 403, SPEC.privatePage);
    });
    it('404 for a missing decedent', async () => {
      expectRestError(await gw.rest('GET', `/obituary/${OPI.missing}`), 404, SPEC.decedentMissing);
    });
  });

  contract('GET', '/webcem/:id/location', () => {
    it('answers data.cemeteryLocation with its GeoJSON outline', async () => {
      const data = expectRestSuccess(await gw.rest('GET', `/webcem/${OPI.eleanor}/location`));
      expect(data).toEqual({
        cemeteryLocation: {
          propertyName: 'Cypress Lawn Memorial Park — Garden of Peace',
          geoJson: { type: 'Polygon', coordinates: [expect.arrayContaining([[-122.4563, 37.6763]])] },
          latitude: 37.6759,
          longitude: -122.4556,
          address: '1370 El Camino Real, Colma, CA 94014',
        },
      });
    });
    it('403 for a private page', async () => {
      expectRestError(await gw.rest('GET', `/webcem/${OPI.okaforPrivate}/location`), 403, SPEC.privatePage);
    });
    it('404 for a missing decedent', async () => {
      expectRestError(await gw.rest('GET', `/webcem/${OPI.missing}/location`), 404, SPEC.decedentMissing);
    });
  });
});
