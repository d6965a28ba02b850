import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, OPI, startTestGateway, type TestGateway } from '../../test/gateway.js';
import { contract } from '../../test/contract.js';
import { expectRestError, expectRestSuccess } from '../../test/expect.js';

/** A JSON object of an answer, read field by field. */
type Json = Record<string, unknown>;

/** The legacy REST contract of the Available Services routes (arrangements-portal 7.6). Every route has a contract block (checked by rest/routes.test.ts). */

const SPEC = {
  interestSent: 'Interest Sent Successfully!',
  noteTooLong: 'Note is too long',
  serviceMissing: 'Service does not exist',
  decedentMissing: 'Decedent does not exist',
  forbidden: 'Unauthorized access Forbidden',
  privatePage: "Uh, Oh! The page that you have requested is private. You don't have the permission to view this.",
} as const;

const OFFER_KEYS = ['description', 'id', 'imageUrl', 'isInterested', 'name', 'note'];

let gw: TestGateway;
let arranger: string;
let staff: string;
let family2: string;
let serviceId: number;

beforeAll(async () => {
  gw = await startTestGateway();
  [arranger, staff, family2] = await Promise.all([
    gw.login(DEMO.arranger, 'arranger'),
    gw.login(DEMO.staff, 'cl-arranger'),
    gw.login(DEMO.family2, 'arranger'),
  ]);
  serviceId = (await gw.sql<{ id: number }>("select id from funeral_service where name = 'Live streaming'"))[0]!.id;
  // The family has accepted the policy (4.1; the gate is tested in service.test.ts).
  expectRestSuccess(await gw.rest('GET', `/decedent/${OPI.eleanor}/accept`, undefined, arranger));
});
afterAll(() => gw?.stop());

describe('the legacy REST contract', () => {
  contract('GET', '/services/:opi', () => {
    it('answers data: the 8 services in order, each id, name, description, imageUrl, isInterested, note', async () => {
      const data = expectRestSuccess(await gw.rest('GET', `/services/${OPI.eleanor}`, undefined, arranger));
      expect(data).toHaveLength(8);
      for (const offer of data) {
        expect(Object.keys(offer).sort()).toEqual(OFFER_KEYS);
        expect(offer).toMatchObject({
          id: expect.any(Number),
          name: expect.any(String),
          description: expect.any(String),
          imageUrl: expect.stringMatching(/^\/media\/demo\/services\/[\w-]+\.svg$/),
          isInterested: null,
          note: null,
        });
      }
      expect(data.map((s: Json) => s.name)).toEqual([
        'Visitation',
        'Reception and catering',
        'Live streaming',
        'Memorial tribute video',
        'Floral arrangements',
        'Dove release',
        'Bagpiper',
        'Memorial keepsakes',
      ]);
      expect(expectRestSuccess(await gw.rest('GET', `/services/${OPI.eleanor}`, undefined, staff))).toEqual(data);
    });
    it('401 without a session', async () => {
      expectRestError(await gw.rest('GET', `/services/${OPI.eleanor}`), 401);
    });
    it("403 on another family's decedent", async () => {
      expectRestError(await gw.rest('GET', `/services/${OPI.eleanor}`, undefined, family2), 403, SPEC.forbidden);
      expectRestError(await gw.rest('GET', `/services/${OPI.okaforPrivate}`, undefined, arranger), 403, SPEC.privatePage);
    });
    it('404 for a missing decedent', async () => {
      expectRestError(await gw.rest('GET', `/services/${OPI.missing}`, undefined, staff), 404, SPEC.decedentMissing);
    });
  });

  contract('POST', '/services/:serviceId/interest', () => {
    it("answers the spec message and data: the service with the family's answer", async () => {
      const data = expectRestSuccess(
        await gw.rest(
          'POST',
          `/services/${serviceId}/interest`,
          { decedentId: OPI.eleanor, isInterested: true, note: 'Link for cousins abroad' },
          arranger,
        ),
        200,
        SPEC.interestSent,
      );
      expect(Object.keys(data).sort()).toEqual(OFFER_KEYS);
      expect(data).toMatchObject({ id: serviceId, name: 'Live streaming', isInterested: true, note: 'Link for cousins abroad' });
    });
    it('reads isInterested sent as text, as forms do', async () => {
      expect(
        expectRestSuccess(
          await gw.rest('POST', `/services/${serviceId}/interest`, { decedentId: OPI.eleanor, isInterested: 'false', note: '' }, arranger),
          200,
          SPEC.interestSent,
        ),
      ).toMatchObject({ isInterested: false, note: null });
    });
    it('400 for a note over 1000 characters or without a choice', async () => {
      const tooLong = expectRestError(
        await gw.rest(
          'POST',
          `/services/${serviceId}/interest`,
          { decedentId: OPI.eleanor, isInterested: true, note: 'n'.repeat(1001) },
          arranger,
        ),
        400,
        SPEC.noteTooLong,
      );
      expect(tooLong.fieldErrors).toEqual({ note: SPEC.noteTooLong });
      const noChoice = expectRestError(
        await gw.rest('POST', `/services/${serviceId}/interest`, { decedentId: OPI.eleanor, note: 'hm' }, arranger),
        400,
      );
      expect(Object.keys(noChoice.fieldErrors!)).toEqual(['isInterested']);
    });
    it('401 without a session', async () => {
      expectRestError(await gw.rest('POST', `/services/${serviceId}/interest`, { decedentId: OPI.eleanor, isInterested: true }), 401);
    });
    it("403 on another family's decedent", async () => {
      expectRestError(
        await gw.rest('POST', `/services/${serviceId}/interest`, { decedentId: OPI.eleanor, isInterested: true }, family2),
        403,
        SPEC.forbidden,
      );
      expectRestError(
        await gw.rest('POST', `/services/${serviceId}/interest`, { decedentId: OPI.okaforPrivate, isInterested: true }, arranger),
        403,
        SPEC.privatePage,
      );
    });
    it('404 for an unknown service or decedent', async () => {
      expectRestError(
        await gw.rest('POST', '/services/99999/interest', { decedentId: OPI.eleanor, isInterested: true }, arranger),
        404,
        SPEC.serviceMissing,
      );
      expectRestError(
        await gw.rest('POST', '/services/streaming/interest', { decedentId: OPI.eleanor, isInterested: true }, arranger),
        404,
        SPEC.serviceMissing,
      );
      expectRestError(
        await gw.rest('POST', `/services/${serviceId}/interest`, { decedentId: OPI.missing, isInterested: true }, staff),
        404,
        SPEC.decedentMissing,
      );
      expectRestError(await gw.rest('POST', `/services/${serviceId}/interest`, { isInterested: true }, staff), 404, SPEC.decedentMissing);
    });
  });
});
