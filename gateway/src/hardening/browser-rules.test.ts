import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, OPI, startTestGateway, type TestGateway } from '../test/gateway.js';

/** Hardening 5: what the certificate forms enforce in the browser, the gateway enforces too, at both doors. */
let gw: TestGateway;
let token: string;
beforeAll(async () => {
  gw = await startTestGateway();
  token = await gw.login(DEMO.arranger, 'arranger');
  await gw.rest('GET', `/decedent/${OPI.eleanor}/accept`, undefined, token);
});
afterAll(() => gw?.stop());

const PRIMARY = 'mutation ($opi: String!, $input: PrimaryInfoInput!) { savePrimaryInfo(opi: $opi, input: $input) { message } }';
const NOTIFIER = 'mutation ($opi: String!, $input: NotifierInfoInput!) { saveNotifierInfo(opi: $opi, input: $input) { message } }';
const primary = (input: Record<string, unknown>) =>
  gw.rest('POST', `/decedent/${OPI.eleanor}/primary-info`, { firstName: 'Eleanor', ...input }, token);

describe('a birth state belongs to the birth country', () => {
  it('CA with MX is refused (REST and GraphQL); CA with US is saved', async () => {
    const rest = await primary({ birthCountry: 'MX', birthState: 'CA' });
    expect(rest.status).toBe(400);
    expect(rest.body.fieldErrors).toEqual({ birthState: 'Please choose a birth state of the birth country' });
    const gql = await gw.gql(PRIMARY, { opi: OPI.eleanor, input: { firstName: 'Eleanor', birthCountry: 'MX', birthState: 'CA' } }, token);
    expect(gql.body.errors![0]).toMatchObject({
      extensions: { code: 'BAD_USER_INPUT', fieldErrors: { birthState: 'Please choose a birth state of the birth country' } },
    });
    expect((await primary({ birthCountry: 'US', birthState: 'CA' })).status).toBe(200);
    // A later save of the country alone is checked against the state already saved.
    expect((await primary({ birthCountry: 'MX' })).status).toBe(400);
    expect((await primary({ birthCountry: 'MX', birthState: 'JAL' })).status).toBe(200);
  });

  it('the same for a parent', async () => {
    const res = await gw.rest(
      'POST',
      `/decedent/${OPI.eleanor}/parent-info`,
      { relation: 'Mother', firstName: 'Astrid', birthCountry: 'SE', birthState: 'TX' },
      token,
    );
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual({ birthState: 'Please choose a birth state of the birth country' });
  });
});

describe('a notifier is saved only when verified', () => {
  it('isNotifierVerified false or absent is refused and nothing is stored; true is saved', async () => {
    for (const isNotifierVerified of [false, undefined]) {
      const res = await gw.rest(
        'POST',
        `/decedent/${OPI.eleanor}/notifier-info`,
        { firstName: 'Catherine', lastName: 'Reyes', isNotifierVerified },
        token,
      );
      expect(res.status).toBe(400);
      expect(res.body.fieldErrors).toEqual({ isNotifierVerified: 'Please verify the notifier before saving their details' });
    }
    const gql = await gw.gql(NOTIFIER, { opi: OPI.eleanor, input: { firstName: 'Catherine', isNotifierVerified: false } }, token);
    expect(gql.body.errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
    const [row] = await gw.sql('select c.notifier from certificate c join decedent d on d.id = c.decedent_id where d.opi = $1', [
      OPI.eleanor,
    ]);
    expect(row?.notifier ?? null).toBeNull();
    const saved = await gw.rest(
      'POST',
      `/decedent/${OPI.eleanor}/notifier-info`,
      { firstName: 'Catherine', lastName: 'Reyes', isNotifierVerified: true },
      token,
    );
    expect(saved.status).toBe(200);
  });
});

describe('the date of birth', () => {
  it('an impossible date is a 400 with a message (it was a 500 with a PostgreSQL error)', async () => {
    for (const dateOfBirth of ['2026-13-45', '1941-02-30', '0000-01-01']) {
      const res = await primary({ dateOfBirth });
      expect(res.status).toBe(400);
      expect(res.body.fieldErrors).toEqual({ dateOfBirth: 'Invalid Date of Birth' });
    }
    const gql = await gw.gql(PRIMARY, { opi: OPI.eleanor, input: { firstName: 'Eleanor', dateOfBirth: '2026-13-45' } }, token);
    expect(gql.status).toBe(200);
    expect(gql.body.errors![0]).toMatchObject({ message: 'Invalid Date of Birth', extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('is not in the future', async () => {
    const res = await primary({ dateOfBirth: `${new Date().getUTCFullYear() + 1}-01-01` });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual({ dateOfBirth: 'Date of Birth cannot be in the future' });
  });

  it('is not after the date of death', async () => {
    const [decedent] = await gw.sql<{ date_of_death: string }>(
      "select to_char(date_of_death, 'YYYY-MM-DD') as date_of_death from decedent where opi = $1",
      [OPI.eleanor],
    );
    expect(decedent!.date_of_death).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const dayAfter = new Date(Date.parse(decedent!.date_of_death) + 86_400_000).toISOString().slice(0, 10);
    const res = await primary({ dateOfBirth: dayAfter });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual({ dateOfBirth: 'Date of Birth cannot be after the Date of Death' });
    const [after] = await gw.sql<{ dob: string | null }>(
      "select to_char(date_of_birth, 'YYYY-MM-DD') as dob from decedent where opi = $1",
      [OPI.eleanor],
    );
    expect(after!.dob).not.toBe(dayAfter);
    expect((await primary({ dateOfBirth: decedent!.date_of_death })).status).toBe(200);
  });
});
