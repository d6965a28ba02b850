import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cloneUser, DEMO, OPI, startTestGateway, type TestGateway } from '../../test/gateway.js';
import { expectRestError, expectRestSuccess, gqlData, gqlError } from '../../test/expect.js';

/** Available Services (arrangements-portal 2.10, 3, 4.7, 5.8, 7.6): the list and the family's interest, through GraphQL and REST, per role. */

const M = {
  interestSent: 'Interest Sent Successfully!',
  noteTooLong: 'Note is too long',
  serviceMissing: 'Service does not exist',
  forbidden: 'Unauthorized access Forbidden',
  privatePage: "Uh, Oh! The page that you have requested is private. You don't have the permission to view this.",
  policyRequired: 'Please accept the copyright disclaimer and privacy policy before entering these details.',
} as const;

const OFFER = 'id name description imageUrl isInterested note';
const Q = {
  services: `query ($opi: String!) { services(opi: $opi) { ${OFFER} } }`,
  answer: `mutation ($opi: String!, $serviceId: Int!, $isInterested: Boolean, $note: String) {
    answerService(opi: $opi, serviceId: $serviceId, isInterested: $isInterested, note: $note) { message service { ${OFFER} } } }`,
};

type Offer = { id: number; name: string; description: string; imageUrl: string; isInterested: boolean | null; note: string | null };

let gw: TestGateway;
let arranger: string;
let staff: string;
let admin: string;
let family2: string;
let ids: Record<string, number>;

beforeAll(async () => {
  gw = await startTestGateway();
  [arranger, staff, admin, family2] = await Promise.all([
    gw.login(DEMO.arranger, 'arranger'),
    gw.login(DEMO.staff, 'cl-arranger'),
    gw.login(DEMO.admin, 'admin'),
    gw.login(DEMO.family2, 'arranger'),
  ]);
  ids = Object.fromEntries((await gw.sql<{ id: number; name: string }>('select id, name from funeral_service')).map((r) => [r.name, r.id]));
  // The family has accepted the policy (4.1); the gate itself is tested below with a member who has not.
  expectRestSuccess(await gw.rest('GET', `/decedent/${OPI.eleanor}/accept`, undefined, arranger));
});

/** A second family member on Eleanor's case who has not accepted the policy. */
async function newcomer(email: string): Promise<string> {
  await cloneUser(gw, DEMO.arranger, email);
  await gw.sql(
    "insert into arranger_case (user_id, decedent_id, status, created_at) select u.id, d.id, 'active', now() from app_user u, decedent d where u.email = $1 and d.opi = $2",
    [email, OPI.eleanor],
  );
  return gw.login(email, 'arranger');
}
afterAll(() => gw?.stop());

const list = async (opi: string = OPI.eleanor, token = arranger) =>
  gqlData(await gw.gql<{ services: Offer[] }>(Q.services, { opi }, token)).services;
const answerGql = (serviceId: number, isInterested: boolean | null, note?: string | null, token = arranger, opi: string = OPI.eleanor) =>
  gw.gql<{ answerService: { message: string; service: Offer } }>(Q.answer, { opi, serviceId, isInterested, note }, token);
const answerRest = (serviceId: number | string, body: Record<string, unknown>, token = arranger) =>
  gw.rest('POST', `/services/${serviceId}/interest`, { decedentId: OPI.eleanor, ...body }, token);
const stored = async (serviceId: number, opi: string = OPI.eleanor) =>
  await gw.sql<{ is_interested: boolean; note: string | null; email: string }>(
    'select i.is_interested, i.note, u.email from service_interest i join decedent d on d.id = i.decedent_id left join app_user u on u.id = i.answered_by_id where d.opi = $1 and i.service_id = $2',
    [opi, serviceId],
  );

describe('the list', () => {
  it('has the 8 demo services with isInterested and note null before any answer, for the family and for staff, the same by both doors', async () => {
    const offers = await list();
    expect(offers).toHaveLength(8);
    expect(offers.map((o) => o.name)).toEqual([
      'Visitation',
      'Reception and catering',
      'Live streaming',
      'Memorial tribute video',
      'Floral arrangements',
      'Dove release',
      'Bagpiper',
      'Memorial keepsakes',
    ]);
    for (const o of offers) {
      expect(o).toEqual({
        id: ids[o.name],
        name: o.name,
        description: expect.stringMatching(/\w+/),
        imageUrl: expect.stringMatching(/^\/media\/demo\/services\//),
        isInterested: null,
        note: null,
      });
    }
    expect(await list(OPI.eleanor, staff)).toEqual(offers);
    expect(await list(OPI.eleanor, admin)).toEqual(offers);
    expect(expectRestSuccess(await gw.rest('GET', `/services/${OPI.eleanor}`, undefined, arranger))).toEqual(offers);
  });

  it('leaves out services that are no longer offered', async () => {
    await gw.sql("update funeral_service set is_active = false where name = 'Bagpiper'");
    try {
      expect((await list()).map((o) => o.name)).not.toContain('Bagpiper');
      gqlError(await answerGql(ids['Bagpiper']!, true), 'NOT_FOUND', M.serviceMissing);
      expectRestError(await answerRest(ids['Bagpiper']!, { isInterested: true }), 404, M.serviceMissing);
    } finally {
      await gw.sql("update funeral_service set is_active = true where name = 'Bagpiper'");
    }
    expect(await list()).toHaveLength(8);
  });
});

describe('interest', () => {
  it("interested with a note: 'Interest Sent Successfully!', stored with who answered, listed", async () => {
    const res = gqlData(await answerGql(ids['Visitation']!, true, '  Saturday morning if possible  ')).answerService;
    expect(res.message).toBe(M.interestSent);
    expect(res.service).toMatchObject({
      id: ids['Visitation'],
      name: 'Visitation',
      isInterested: true,
      note: 'Saturday morning if possible',
    });
    expect(await stored(ids['Visitation']!)).toEqual([{ is_interested: true, note: 'Saturday morning if possible', email: DEMO.arranger }]);

    const viaRest = expectRestSuccess(
      await answerRest(ids['Live streaming']!, { isInterested: true, note: 'For the cousins in Lagos' }),
      200,
      M.interestSent,
    );
    expect(viaRest).toMatchObject({ id: ids['Live streaming'], isInterested: true, note: 'For the cousins in Lagos' });

    const offers = await list();
    expect(offers.filter((o) => o.isInterested !== null).map((o) => [o.name, o.isInterested, o.note])).toEqual([
      ['Visitation', true, 'Saturday morning if possible'],
      ['Live streaming', true, 'For the cousins in Lagos'],
    ]);
    expect(expectRestSuccess(await gw.rest('GET', `/services/${OPI.eleanor}`, undefined, staff))).toEqual(offers);
    // Answers belong to the decedent: another family's list is untouched.
    expect((await list(OPI.okaforPrivate, family2)).every((o) => o.isInterested === null && o.note === null)).toBe(true);
  });

  it('interested without a note keeps none; answering again updates the one answer', async () => {
    const res = gqlData(await answerGql(ids['Floral arrangements']!, true)).answerService;
    expect(res.service).toMatchObject({ isInterested: true, note: null });
    gqlData(await answerGql(ids['Floral arrangements']!, true, 'White lilies'));
    expect(
      expectRestSuccess(await answerRest(ids['Floral arrangements']!, { isInterested: true, note: 'White roses' }), 200, M.interestSent)
        .note,
    ).toBe('White roses');
    expect(await stored(ids['Floral arrangements']!)).toEqual([{ is_interested: true, note: 'White roses', email: DEMO.arranger }]);
  });

  it('not interested drops the note, by both doors, and replaces an earlier note', async () => {
    const res = gqlData(await answerGql(ids['Dove release']!, false, 'ignored')).answerService;
    expect([res.message, res.service.isInterested, res.service.note]).toEqual([M.interestSent, false, null]);
    expect(await stored(ids['Dove release']!)).toEqual([{ is_interested: false, note: null, email: DEMO.arranger }]);

    expect(
      expectRestSuccess(await answerRest(ids['Visitation']!, { isInterested: false, note: 'still ignored' }), 200, M.interestSent),
    ).toMatchObject({ isInterested: false, note: null });
    expect(await stored(ids['Visitation']!)).toEqual([{ is_interested: false, note: null, email: DEMO.arranger }]);
    const visitation = (await list()).find((o) => o.name === 'Visitation')!;
    expect([visitation.isInterested, visitation.note]).toEqual([false, null]);
  });

  it("a note over 1000 characters: 'Note is too long'; 1000 pass", async () => {
    const err = gqlError(await answerGql(ids['Bagpiper']!, true, 'n'.repeat(1001)), 'BAD_USER_INPUT', M.noteTooLong);
    expect(err.extensions?.['fieldErrors']).toEqual({ note: M.noteTooLong });
    expectRestError(await answerRest(ids['Bagpiper']!, { isInterested: true, note: 'n'.repeat(1001) }), 400, M.noteTooLong);
    expect(await stored(ids['Bagpiper']!)).toEqual([]);
    expect(gqlData(await answerGql(ids['Bagpiper']!, true, 'n'.repeat(1000))).answerService.service.note).toHaveLength(1000);
  });

  it('without a choice it is refused', async () => {
    const err = gqlError(await answerGql(ids['Memorial keepsakes']!, null, 'a note'), 'BAD_USER_INPUT');
    expect(Object.keys(err.extensions?.['fieldErrors'])).toEqual(['isInterested']);
    expectRestError(await answerRest(ids['Memorial keepsakes']!, { note: 'a note' }), 400, err.message);
    expect(await stored(ids['Memorial keepsakes']!)).toEqual([]);
  });

  it('an unknown service is NOT_FOUND (404)', async () => {
    gqlError(await answerGql(99999, true), 'NOT_FOUND', M.serviceMissing);
    expectRestError(await answerRest(99999, { isInterested: true }), 404, M.serviceMissing);
    expectRestError(await answerRest('abc', { isInterested: true }), 404, M.serviceMissing);
  });

  it('staff may answer for the family', async () => {
    expect(
      gqlData(await answerGql(ids['Memorial tribute video']!, true, 'Photos from the family album', staff)).answerService.service
        .isInterested,
    ).toBe(true);
    expect(await stored(ids['Memorial tribute video']!)).toEqual([
      { is_interested: true, note: 'Photos from the family album', email: DEMO.staff },
    ]);
  });
});

describe('access', () => {
  it("another family's arranger gets 403 on the list and on every answer, and nothing is stored", async () => {
    for (const [token, opi, code, message] of [
      [family2, OPI.eleanor, 'FORBIDDEN', M.forbidden],
      [arranger, OPI.okaforPrivate, 'PRIVATE', M.privatePage],
    ] as const) {
      gqlError(await gw.gql(Q.services, { opi }, token), code, message);
      expectRestError(await gw.rest('GET', `/services/${opi}`, undefined, token), 403, message);
      for (const isInterested of [true, false]) {
        gqlError(await answerGql(ids['Reception and catering']!, isInterested, 'x', token, opi), code, message);
        expectRestError(
          await gw.rest('POST', `/services/${ids['Reception and catering']}/interest`, { decedentId: opi, isInterested, note: 'x' }, token),
          403,
          message,
        );
      }
    }
    expect(await gw.sql('select 1 from service_interest where service_id = $1', [ids['Reception and catering']])).toEqual([]);
  });

  it('a visitor gets 401', async () => {
    gqlError(await gw.gql(Q.services, { opi: OPI.eleanor }), 'UNAUTHENTICATED');
    gqlError(await answerGql(ids['Visitation']!, true, null, ''), 'UNAUTHENTICATED');
    expectRestError(await gw.rest('GET', `/services/${OPI.eleanor}`), 401);
    expectRestError(await gw.rest('POST', `/services/${ids['Visitation']}/interest`, { decedentId: OPI.eleanor, isInterested: true }), 401);
  });
});

describe('4.1 the policy gate', () => {
  it("a family member who has not accepted the policy is refused (403, the certificate saves' message) on every answer, until GET /decedent/{id}/accept; reading is not gated", async () => {
    const token = await newcomer('services-newcomer@demo.test');
    const id = ids['Dove release']!;
    await gw.sql('delete from service_interest where service_id = $1', [id]);
    for (const isInterested of [true, false]) {
      gqlError(await answerGql(id, isInterested, 'Doves', token), 'FORBIDDEN', M.policyRequired);
      expect(expectRestError(await answerRest(id, { isInterested, note: 'Doves' }, token), 403, M.policyRequired).code).toBe('FORBIDDEN');
    }
    expect(await stored(id)).toEqual([]);
    expect((await list(OPI.eleanor, token)).find((o) => o.id === id)).toMatchObject({ isInterested: null });
    expect(expectRestSuccess(await gw.rest('GET', `/services/${OPI.eleanor}`, undefined, token))).toHaveLength(8);

    expectRestSuccess(await gw.rest('GET', `/decedent/${OPI.eleanor}/accept`, undefined, token));
    expectRestSuccess(await answerRest(id, { isInterested: true, note: 'Doves' }, token), 200, M.interestSent);
    expect(await stored(id)).toEqual([{ is_interested: true, note: 'Doves', email: 'services-newcomer@demo.test' }]);
  });

  it('staff are never gated: they answer on a case whose family has not accepted', async () => {
    expect(
      await gw.sql('select 1 from policy_acceptance pa join decedent d on d.id = pa.decedent_id where d.opi = $1', [OPI.okaforPrivate]),
    ).toEqual([]);
    for (const token of [staff, admin]) {
      expect(gqlData(await answerGql(ids['Bagpiper']!, false, null, token, OPI.okaforPrivate)).answerService.message).toBe(M.interestSent);
    }
    expect(await stored(ids['Bagpiper']!, OPI.okaforPrivate)).toEqual([{ is_interested: false, note: null, email: DEMO.admin }]);
  });
});

describe('the order of refusals: session, decedent, access, policy, service, and only then the input', () => {
  const decedentMissing = 'Decedent does not exist';
  const tooLong = 'n'.repeat(1001);
  /** An answer that is refused on its own (400), through both doors, refused here with the given code, status and message. */
  async function expectRefusedFirst(
    token: string | undefined,
    opi: string,
    serviceId: number,
    code: string,
    status: number,
    message?: string,
  ) {
    for (const [isInterested, note] of [
      [true, tooLong],
      [null, 'no choice'],
    ] as const) {
      const viaGql = gqlError(await answerGql(serviceId, isInterested, note, token ?? '', opi), code, message);
      expect(viaGql.extensions?.['fieldErrors']).toBeUndefined();
      const res = await gw.rest(
        'POST',
        `/services/${serviceId}/interest`,
        { decedentId: opi, ...(isInterested === null ? {} : { isInterested }), note },
        token,
      );
      const viaRest = expectRestError(res, status, message);
      expect([viaRest.code, viaRest.fieldErrors]).toEqual([code, undefined]);
    }
  }

  it('the same answers are refused for their input (400) when nothing else stands in the way', async () => {
    const id = ids['Live streaming']!;
    gqlError(await answerGql(id, true, tooLong), 'BAD_USER_INPUT', M.noteTooLong);
    gqlError(await answerGql(id, null, 'no choice'), 'BAD_USER_INPUT');
    expectRestError(await answerRest(id, { isInterested: true, note: tooLong }), 400, M.noteTooLong);
  });

  it('without a session: 401', async () => {
    await expectRefusedFirst(undefined, OPI.eleanor, ids['Live streaming']!, 'UNAUTHENTICATED', 401);
  });

  it('on a decedent that does not exist: 404', async () => {
    await expectRefusedFirst(staff, OPI.missing, ids['Live streaming']!, 'NOT_FOUND', 404, decedentMissing);
  });

  it("from another family's arranger: 403", async () => {
    await expectRefusedFirst(family2, OPI.eleanor, ids['Live streaming']!, 'FORBIDDEN', 403, M.forbidden);
    await expectRefusedFirst(arranger, OPI.okaforPrivate, ids['Live streaming']!, 'PRIVATE', 403, M.privatePage);
  });

  it('from a family member who has not accepted the policy: 403 with the policy message, before the service and the input', async () => {
    const token = await newcomer('order-services-newcomer@demo.test');
    for (const serviceId of [ids['Live streaming']!, 99_999])
      await expectRefusedFirst(token, OPI.eleanor, serviceId, 'FORBIDDEN', 403, M.policyRequired);
  });

  it('for a service that does not exist: 404', async () => {
    await expectRefusedFirst(arranger, OPI.eleanor, 99_999, 'NOT_FOUND', 404, M.serviceMissing);
  });

  it('none of them wrote an answer', async () => {
    expect(await gw.sql("select id from service_interest where note = 'no choice' or length(note) > 1000")).toEqual([]);
    expect(await stored(ids['Live streaming']!, OPI.okaforPrivate)).toEqual([]);
  });
});
