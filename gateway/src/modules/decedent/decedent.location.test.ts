import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCATION_MESSAGES as M } from '@memorial/schema';
import { DEMO, OPI, startTestGateway, type TestGateway } from '../../test/gateway.js';
import { contract } from '../../test/contract.js';
import { expectRestError, expectRestSuccess, gqlData, gqlError } from '../../test/expect.js';

/**
 * The cemetery location staff set (issue 13 item 5): PUT /decedent/{id}/location and its GraphQL mutations, the
 * outline checked by a GeoJSON validator and refused in plain words naming the field, admin only; the outline is
 * what the public page's 360 view depends on (GET /webcem/{id}/location, Decedent.cemeteryLocation.geoJson).
 */

const FORBIDDEN = 'Unauthorized access Forbidden';
const SQUARE = {
  type: 'Polygon',
  coordinates: [
    [
      [-122.45, 37.67],
      [-122.44, 37.67],
      [-122.44, 37.68],
      [-122.45, 37.68],
      [-122.45, 37.67],
    ],
  ],
};
const MULTI = {
  type: 'MultiPolygon',
  coordinates: [
    SQUARE.coordinates,
    [
      [
        [-122.43, 37.66],
        [-122.42, 37.66],
        [-122.42, 37.665],
        [-122.43, 37.66],
      ],
    ],
  ],
};
const SET = `mutation ($opi: String!, $location: CemeteryLocationInput!) {
  setCemeteryLocation(opi: $opi, location: $location) { message cemeteryLocation { id propertyName geoJson { type coordinates } } } }`;
const REMOVE = 'mutation ($opi: String!) { removeCemeteryLocation(opi: $opi) { message cemeteryLocation { id } } }';
const PROPERTIES = 'query { cemeteryProperties { id propertyName geoJson { type } } }';
const PUBLIC = 'query ($opi: String!) { decedent(opi: $opi) { cemeteryLocation { propertyName geoJson { type coordinates } } } }';

let gw: TestGateway;
let arranger: string;
let family2: string;
let staff: string;
let admin: string;

beforeAll(async () => {
  gw = await startTestGateway();
  [arranger, family2, staff, admin] = await Promise.all([
    gw.login(DEMO.arranger, 'arranger'),
    gw.login(DEMO.family2, 'arranger'),
    gw.login(DEMO.staff, 'cl-arranger'),
    gw.login(DEMO.admin, 'admin'),
  ]);
});
afterAll(() => gw?.stop());

const put = (opi: string, body: unknown, token: string | null = admin) =>
  gw.rest('PUT', `/decedent/${opi}/location`, body, token ?? undefined);
const publicLocation = async (opi: string) => gqlData(await gw.gql(PUBLIC, { opi })).decedent.cemeteryLocation;

describe('the legacy REST contract', () => {
  contract('PUT', '/decedent/:id/location', () => {
    it('sets a property name and outline: data.cemeteryLocation, the message, and the public page gets its 360 outline', async () => {
      const data = expectRestSuccess(await put(OPI.eleanor, { propertyName: 'Cypress Lawn — Section 9', geoJson: SQUARE }), 200, M.saved);
      expect(data).toEqual({
        cemeteryLocation: {
          id: expect.any(Number),
          propertyName: 'Cypress Lawn — Section 9',
          geoJson: SQUARE,
          latitude: null,
          longitude: null,
          address: null,
        },
      });
      const web = expectRestSuccess(await gw.rest('GET', `/webcem/${OPI.eleanor}/location`));
      expect(web.cemeteryLocation).toMatchObject({ propertyName: 'Cypress Lawn — Section 9', geoJson: SQUARE });
    });

    it('takes the outline as GeoJSON text, a Feature, a MultiPolygon, or a body wrapped in cemeteryLocation', async () => {
      expectRestSuccess(await put(OPI.eleanor, { propertyName: 'As text', geoJson: JSON.stringify(SQUARE) }), 200, M.saved);
      expect((await publicLocation(OPI.eleanor)).geoJson).toEqual(SQUARE);
      expectRestSuccess(
        await put(OPI.eleanor, { propertyName: 'As feature', geoJson: { type: 'Feature', properties: {}, geometry: MULTI } }),
        200,
        M.saved,
      );
      expect((await publicLocation(OPI.eleanor)).geoJson).toEqual(MULTI);
      expectRestSuccess(await put(OPI.eleanor, { cemeteryLocation: { propertyName: 'Wrapped', geoJson: SQUARE } }), 200, M.saved);
      expect((await publicLocation(OPI.eleanor)).propertyName).toBe('Wrapped');
    });

    it('without an outline the property is kept and the 360 view goes off; with one it comes back', async () => {
      expectRestSuccess(await put(OPI.eleanor, { propertyName: 'No outline yet' }), 200, M.saved);
      expect(await publicLocation(OPI.eleanor)).toEqual({ propertyName: 'No outline yet', geoJson: null });
      expectRestSuccess(await put(OPI.eleanor, { propertyName: 'Outlined', geoJson: SQUARE }), 200, M.saved);
      expect((await publicLocation(OPI.eleanor)).geoJson).toEqual(SQUARE);
    });

    it('links an existing property by id, and never rewrites a property other graves share', async () => {
      const [garden] = await gw.sql<{ id: number }>(
        `select id from cemetery_location where property_name like 'Cypress Lawn Memorial Park%'`,
      );
      const data = expectRestSuccess(await put(OPI.eleanor, { cemeteryLocationId: garden!.id }), 200, M.saved);
      expect(data.cemeteryLocation.id).toBe(garden!.id);
      // Thomas's grave joins the same property (the demo has him in one without an outline).
      expect(expectRestSuccess(await put(OPI.thomas, { cemeteryLocationId: garden!.id }), 200, M.saved).cemeteryLocation.id).toBe(
        garden!.id,
      );
      expectRestSuccess(await put(OPI.eleanor, { propertyName: 'Renamed for Eleanor only', geoJson: SQUARE }), 200, M.saved);
      expect((await publicLocation(OPI.thomas)).propertyName).toMatch(/^Cypress Lawn Memorial Park/);
      expect((await gw.sql(`select property_name from cemetery_location where id = $1`, [garden!.id]))[0].property_name).toMatch(
        /^Cypress Lawn Memorial Park/,
      );
    });

    it("400 in plain words naming the field, never the validator's English", async () => {
      const open = {
        type: 'Polygon',
        coordinates: [
          [
            [0, 0],
            [1, 0],
            [1, 1],
          ],
        ],
      };
      const cases: Array<[unknown, string]> = [
        [{}, M.propertyNameRequired],
        [{ propertyName: '   ', geoJson: SQUARE }, M.propertyNameRequired],
        [{ propertyName: 'x'.repeat(201) }, M.propertyNameTooLong],
        [{ propertyName: 'P', geoJson: '{"type": "Polygon", ' }, M.geoJsonNotJson],
        [{ propertyName: 'P', geoJson: { type: 'Point', coordinates: [0, 0] } }, M.geoJsonWrongType],
        [{ propertyName: 'P', geoJson: { type: 'FeatureCollection', features: [] } }, M.geoJsonWrongType],
        [{ propertyName: 'P', geoJson: 42 }, M.geoJsonWrongType],
        [{ propertyName: 'P', geoJson: open }, M.geoJsonInvalid],
        [
          {
            propertyName: 'P',
            geoJson: {
              type: 'Polygon',
              coordinates: [
                [
                  ['a', 0],
                  [1, 0],
                  [1, 1],
                  ['a', 0],
                ],
              ],
            },
          },
          M.geoJsonInvalid,
        ],
        [{ propertyName: 'P', geoJson: { type: 'Polygon', coordinates: 'here' } }, M.geoJsonInvalid],
        [
          {
            propertyName: 'P',
            geoJson: {
              type: 'Polygon',
              coordinates: [
                [
                  [0, 0],
                  [200, 0],
                  [200, 95],
                  [0, 0],
                ],
              ],
            },
          },
          M.geoJsonOutOfRange,
        ],
        [{ propertyName: 'P', geoJson: 'x'.repeat(100_001) }, M.geoJsonTooLarge],
        [{ cemeteryLocationId: 987654 }, M.locationMissing],
        [{ cemeteryLocationId: 'one' }, M.locationMissing],
      ];
      for (const [body, message] of cases) {
        const error = expectRestError(await put(OPI.eleanor, body), 400, message);
        expect(error.code).toBe('BAD_USER_INPUT');
        expect(error.message).not.toMatch(/Expected to find|positions here|Invalid JSON|Unexpected/);
      }
    });

    it('404 for a decedent that does not exist', async () => {
      expectRestError(await put(OPI.missing, { propertyName: 'P', geoJson: SQUARE }), 404);
    });

    it('admin only: 401 without a session, 403 for the family (with and without the case) and the cl-arranger', async () => {
      expectRestError(await put(OPI.eleanor, { propertyName: 'P' }, null), 401);
      expectRestError(await put(OPI.eleanor, { propertyName: 'P' }, arranger), 403, FORBIDDEN);
      expectRestError(await put(OPI.eleanor, { propertyName: 'P' }, family2), 403, FORBIDDEN);
      expectRestError(await put(OPI.eleanor, { propertyName: 'P' }, staff), 403, FORBIDDEN);
      expect((await publicLocation(OPI.eleanor)).propertyName).not.toBe('P');
    });
  });
});

describe('GraphQL: setCemeteryLocation, removeCemeteryLocation, cemeteryProperties', () => {
  it('sets and removes; removing takes the Burial Location and the 360 view off the public page', async () => {
    const set = gqlData(
      await gw.gql(SET, { opi: OPI.thomas, location: { propertyName: 'Seaside Row', geoJson: SQUARE } }, admin),
    ).setCemeteryLocation;
    expect(set).toMatchObject({ message: M.saved, cemeteryLocation: { propertyName: 'Seaside Row', geoJson: SQUARE } });
    expect(gqlData(await gw.gql(REMOVE, { opi: OPI.thomas }, admin)).removeCemeteryLocation).toEqual({
      message: M.removed,
      cemeteryLocation: null,
    });
    expect(await publicLocation(OPI.thomas)).toBeNull();
    expect(expectRestSuccess(await gw.rest('GET', `/webcem/${OPI.thomas}/location`))).toEqual({ cemeteryLocation: null });
  });

  it('answers the rules through GraphQL too', async () => {
    gqlError(
      await gw.gql(
        SET,
        {
          opi: OPI.eleanor,
          location: {
            propertyName: 'P',
            geoJson: {
              type: 'LineString',
              coordinates: [
                [0, 0],
                [1, 1],
              ],
            },
          },
        },
        admin,
      ),
      'BAD_USER_INPUT',
      M.geoJsonWrongType,
    );
    gqlError(await gw.gql(SET, { opi: OPI.eleanor, location: { geoJson: SQUARE } }, admin), 'BAD_USER_INPUT', M.propertyNameRequired);
    gqlError(await gw.gql(SET, { opi: OPI.missing, location: { propertyName: 'P' } }, admin), 'NOT_FOUND');
  });

  it('lists the recorded properties by name, the demo outline among them', async () => {
    const list = gqlData(await gw.gql(PROPERTIES, {}, admin)).cemeteryProperties as Array<{ propertyName: string; geoJson: unknown }>;
    expect(list.map((p) => p.propertyName)).toEqual(
      expect.arrayContaining(['Hillside Lawn, Section 12', 'Cypress Lawn Memorial Park — Garden of Peace']),
    );
    expect(list.find((p) => p.propertyName === 'Holy Cross Cemetery — St. Anne Section')).toEqual({
      id: expect.any(Number),
      propertyName: 'Holy Cross Cemetery — St. Anne Section',
      geoJson: { type: 'Polygon' },
    });
  });

  for (const [name, query, vars] of [
    ['setCemeteryLocation', SET, { opi: OPI.eleanor, location: { propertyName: 'P' } }],
    ['removeCemeteryLocation', REMOVE, { opi: OPI.okaforPrivate }],
    ['cemeteryProperties', PROPERTIES, {}],
  ] as const) {
    it(`${name}: visitor must sign in; family with and without the case, and cl-arranger, are refused`, async () => {
      gqlError(await gw.gql(query, vars), 'UNAUTHENTICATED');
      gqlError(await gw.gql(query, vars, arranger), 'FORBIDDEN');
      gqlError(await gw.gql(query, vars, family2), 'FORBIDDEN');
      gqlError(await gw.gql(query, vars, staff), 'FORBIDDEN');
    });
  }
});
