import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, OPI, startTestGateway, type TestGateway } from '../../test/gateway.js';
import { expectRestError, expectRestSuccess, gqlData, gqlError } from '../../test/expect.js';

/** Object-level access to decedents, per role: private pages, privacy changes, policy acceptance. */

const PRIVATE_PAGE = "Uh, Oh! The page that you have requested is private. You don't have the permission to view this.";
const FORBIDDEN = 'Unauthorized access Forbidden';
const DECEDENT = 'query ($opi: String!) { decedent(opi: $opi) { opi isPrivate hasAccess haveAcceptPolicy } }';
const SET_PRIVACY =
  'mutation ($opi: String!, $isPrivate: Boolean!) { setDecedentPrivacy(opi: $opi, isPrivate: $isPrivate) { isPrivate message } }';

let gw: TestGateway;
let tokens: { arranger: string; family2: string; staff: string; admin: string };

beforeAll(async () => {
  gw = await startTestGateway();
  const [arranger, family2, staff, admin] = await Promise.all([
    gw.login(DEMO.arranger, 'arranger'),
    gw.login(DEMO.family2, 'arranger'),
    gw.login(DEMO.staff, 'cl-arranger'),
    gw.login(DEMO.admin, 'admin'),
  ]);
  tokens = { arranger, family2, staff, admin };
});
afterAll(() => gw?.stop());

async function isPrivateInDb(opi: string) {
  return (await gw.sql<{ is_private: boolean }>('select is_private from decedent where opi = $1', [opi]))[0]!.is_private;
}

describe('a private page', () => {
  it('is PRIVATE (403) for a visitor', async () => {
    gqlError(await gw.gql(DECEDENT, { opi: OPI.okaforPrivate }), 'PRIVATE', PRIVATE_PAGE);
    expectRestError(await gw.rest('GET', `/decedent/${OPI.okaforPrivate}`), 403, PRIVATE_PAGE);
  });

  it('is PRIVATE (403) for an arranger of another family', async () => {
    gqlError(await gw.gql(DECEDENT, { opi: OPI.okaforPrivate }, tokens.arranger), 'PRIVATE', PRIVATE_PAGE);
    expectRestError(await gw.rest('GET', `/decedent/opi/${OPI.okaforPrivate}`, undefined, tokens.arranger), 403, PRIVATE_PAGE);
    expectRestError(await gw.rest('GET', `/obituary/${OPI.okaforPrivate}`, undefined, tokens.arranger), 403, PRIVATE_PAGE);
  });

  it('is visible to its own family and to staff', async () => {
    for (const token of [tokens.family2, tokens.staff, tokens.admin]) {
      expect(gqlData(await gw.gql(DECEDENT, { opi: OPI.okaforPrivate }, token)).decedent).toMatchObject({
        opi: OPI.okaforPrivate,
        isPrivate: true,
        hasAccess: true,
      });
      expect(expectRestSuccess(await gw.rest('GET', `/decedent/${OPI.okaforPrivate}`, undefined, token))).toMatchObject({
        opi: OPI.okaforPrivate,
      });
    }
  });

  it('a missing decedent is NOT_FOUND (404) for everyone', async () => {
    gqlError(await gw.gql(DECEDENT, { opi: OPI.missing }), 'NOT_FOUND', 'Decedent does not exist');
    gqlError(await gw.gql(DECEDENT, { opi: OPI.missing }, tokens.staff), 'NOT_FOUND');
    expectRestError(await gw.rest('GET', `/decedent/${OPI.missing}`, undefined, tokens.admin), 404, 'Decedent does not exist');
  });
});

describe('privacy', () => {
  it('the family turns it on and off; a visitor then gets 403, then 200', async () => {
    expectRestSuccess(await gw.rest('GET', `/decedent/${OPI.eleanor}`), 200);

    expect(
      expectRestSuccess(
        await gw.rest('PUT', `/decedent/privacy/${OPI.eleanor}`, { isPrivate: true }, tokens.arranger),
        200,
        'Privacy turned On.',
      ),
    ).toEqual({ isPrivate: true });
    expect(await isPrivateInDb(OPI.eleanor)).toBe(true);
    expectRestError(await gw.rest('GET', `/decedent/${OPI.eleanor}`), 403, PRIVATE_PAGE);
    gqlError(await gw.gql(DECEDENT, { opi: OPI.eleanor }), 'PRIVATE');
    // Still visible to the family, not to another family.
    expectRestSuccess(await gw.rest('GET', `/decedent/${OPI.eleanor}`, undefined, tokens.arranger));
    expectRestError(await gw.rest('GET', `/decedent/${OPI.eleanor}`, undefined, tokens.family2), 403, PRIVATE_PAGE);

    expect(
      expectRestSuccess(
        await gw.rest('PUT', `/decedent/privacy/${OPI.eleanor}`, { isPrivate: false }, tokens.arranger),
        200,
        'Privacy turned Off.',
      ),
    ).toEqual({ isPrivate: false });
    expect(await isPrivateInDb(OPI.eleanor)).toBe(false);
    expect(expectRestSuccess(await gw.rest('GET', `/decedent/${OPI.eleanor}`))).toMatchObject({ isPrivate: false });
  });

  it('reads isPrivate sent as a string, as legacy forms do', async () => {
    expectRestSuccess(
      await gw.rest('PUT', `/decedent/privacy/${OPI.thomas}`, { isPrivate: 'true' }, tokens.arranger),
      200,
      'Privacy turned On.',
    );
    expect(await isPrivateInDb(OPI.thomas)).toBe(true);
    expectRestSuccess(
      await gw.rest('PUT', `/decedent/privacy/${OPI.thomas}`, { isPrivate: 'false' }, tokens.arranger),
      200,
      'Privacy turned Off.',
    );
    expect(await isPrivateInDb(OPI.thomas)).toBe(false);
  });

  it('the same through GraphQL', async () => {
    expect(gqlData(await gw.gql(SET_PRIVACY, { opi: OPI.eleanor, isPrivate: true }, tokens.arranger)).setDecedentPrivacy).toEqual({
      isPrivate: true,
      message: 'Privacy turned On.',
    });
    gqlError(await gw.gql(DECEDENT, { opi: OPI.eleanor }), 'PRIVATE');
    expect(gqlData(await gw.gql(SET_PRIVACY, { opi: OPI.eleanor, isPrivate: false }, tokens.arranger)).setDecedentPrivacy).toEqual({
      isPrivate: false,
      message: 'Privacy turned Off.',
    });
    expect(gqlData(await gw.gql(DECEDENT, { opi: OPI.eleanor })).decedent.isPrivate).toBe(false);
  });

  it('staff may change it on any decedent', async () => {
    expectRestSuccess(
      await gw.rest('PUT', `/decedent/privacy/${OPI.okaforPrivate}`, { isPrivate: false }, tokens.staff),
      200,
      'Privacy turned Off.',
    );
    expectRestSuccess(await gw.rest('GET', `/decedent/${OPI.okaforPrivate}`), 200);
    expectRestSuccess(
      await gw.rest('PUT', `/decedent/privacy/${OPI.okaforPrivate}`, { isPrivate: true }, tokens.admin),
      200,
      'Privacy turned On.',
    );
    expectRestError(await gw.rest('GET', `/decedent/${OPI.okaforPrivate}`), 403, PRIVATE_PAGE);
  });

  it('another family cannot change it (403), and nothing changes', async () => {
    expectRestError(await gw.rest('PUT', `/decedent/privacy/${OPI.eleanor}`, { isPrivate: true }, tokens.family2), 403, FORBIDDEN);
    gqlError(await gw.gql(SET_PRIVACY, { opi: OPI.eleanor, isPrivate: true }, tokens.family2), 'FORBIDDEN', FORBIDDEN);
    expect(await isPrivateInDb(OPI.eleanor)).toBe(false);
    expectRestError(
      await gw.rest('PUT', `/decedent/privacy/${OPI.okaforPrivate}`, { isPrivate: false }, tokens.arranger),
      403,
      PRIVATE_PAGE,
    );
    gqlError(await gw.gql(SET_PRIVACY, { opi: OPI.okaforPrivate, isPrivate: false }, tokens.arranger), 'PRIVATE');
    expect(await isPrivateInDb(OPI.okaforPrivate)).toBe(true);
  });

  it('a visitor cannot change it (401)', async () => {
    expectRestError(await gw.rest('PUT', `/decedent/privacy/${OPI.eleanor}`, { isPrivate: true }), 401);
    gqlError(await gw.gql(SET_PRIVACY, { opi: OPI.eleanor, isPrivate: true }), 'UNAUTHENTICATED');
    expect(await isPrivateInDb(OPI.eleanor)).toBe(false);
  });
});

describe('policy acceptance', () => {
  const haveAccepted = async (opi: string, token?: string) => {
    const data = expectRestSuccess(await gw.rest('GET', `/decedent/opi/${opi}`, undefined, token));
    expect(data.decedent.opi).toBe(opi);
    return data.haveAcceptPolicy as boolean;
  };

  it('GET /decedent/{id}/accept records it; /decedent/opi/{id} then answers haveAcceptPolicy true', async () => {
    expect(await haveAccepted(OPI.eleanor, tokens.arranger)).toBe(false);
    expect(expectRestSuccess(await gw.rest('GET', `/decedent/${OPI.eleanor}/accept`, undefined, tokens.arranger))).toEqual({
      haveAcceptPolicy: true,
    });
    expect(await haveAccepted(OPI.eleanor, tokens.arranger)).toBe(true);
    const rows = await gw.sql(
      'select 1 from policy_acceptance pa join app_user u on u.id = pa.user_id join decedent d on d.id = pa.decedent_id where u.email = $1 and d.opi = $2',
      [DEMO.arranger, OPI.eleanor],
    );
    expect(rows).toHaveLength(1);
    // Accepting again is harmless.
    expect(expectRestSuccess(await gw.rest('GET', `/decedent/${OPI.eleanor}/accept`, undefined, tokens.arranger))).toEqual({
      haveAcceptPolicy: true,
    });
    // Per decedent: the other case of the same family is not accepted yet.
    expect(await haveAccepted(OPI.thomas, tokens.arranger)).toBe(false);
  });

  it('the same through GraphQL', async () => {
    expect(gqlData(await gw.gql(DECEDENT, { opi: OPI.okaforPrivate }, tokens.family2)).decedent.haveAcceptPolicy).toBe(false);
    expect(
      gqlData(
        await gw.gql(
          'mutation ($opi: String!) { acceptPolicy(opi: $opi) { haveAcceptPolicy } }',
          { opi: OPI.okaforPrivate },
          tokens.family2,
        ),
      ).acceptPolicy,
    ).toEqual({ haveAcceptPolicy: true });
    expect(gqlData(await gw.gql(DECEDENT, { opi: OPI.okaforPrivate }, tokens.family2)).decedent.haveAcceptPolicy).toBe(true);
  });

  it('is always true for staff, and false for a visitor', async () => {
    expect(await haveAccepted(OPI.thomas, tokens.staff)).toBe(true);
    expect(await haveAccepted(OPI.thomas, tokens.admin)).toBe(true);
    expect(await haveAccepted(OPI.eleanor)).toBe(false);
    expect(await haveAccepted(OPI.eleanor, tokens.family2)).toBe(false);
  });
});

describe('isDecedentHaveFamilyArranger', () => {
  it('is true when a family arranger acts for the decedent and false otherwise, on one decedent and on the staff list', async () => {
    const Q = 'query ($opi: String!) { decedent(opi: $opi) { isDecedentHaveFamilyArranger } }';
    const LIST = 'query { staffDecedents(page: 1, pageSize: 100) { decedents { opi isDecedentHaveFamilyArranger } } }';
    const alone = 'CS-0001-0001';
    await gw.sql(`insert into decedent (opi, first_name, last_name) values ($1, 'Nobody', 'Arranges')`, [alone]);
    try {
      expect(gqlData(await gw.gql(Q, { opi: OPI.eleanor }, tokens.staff)).decedent.isDecedentHaveFamilyArranger).toBe(true);
      expect(gqlData(await gw.gql(Q, { opi: alone }, tokens.staff)).decedent.isDecedentHaveFamilyArranger).toBe(false);
      const list = gqlData(await gw.gql(LIST, {}, tokens.admin)).staffDecedents.decedents as Array<{
        opi: string;
        isDecedentHaveFamilyArranger: boolean;
      }>;
      const withCase = (
        await gw.sql<{ opi: string }>('select opi from decedent d where exists (select 1 from arranger_case a where a.decedent_id = d.id)')
      ).map((r) => r.opi);
      expect(list.length).toBeGreaterThan(1);
      for (const d of list) expect([d.opi, d.isDecedentHaveFamilyArranger]).toEqual([d.opi, withCase.includes(d.opi)]);
      expect(list.find((d) => d.opi === alone)?.isDecedentHaveFamilyArranger).toBe(false);
    } finally {
      await gw.sql('delete from decedent where opi = $1', [alone]);
    }
  });
});
