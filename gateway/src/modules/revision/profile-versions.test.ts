import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { funeralHomeFor } from '@memorial/schema';
import { DEMO, startTestGateway, type TestGateway } from '../../test/gateway.js';
import { expectRestError, expectRestSuccess, gqlData, gqlError } from '../../test/expect.js';
import { savedAfter } from '../../test/saved-after.js';

/**
 * No lost updates on the profile (issue 27): the Personal Details carry a version; a save made from an older version
 * (another tab of the same person saved first) is refused with 409, 'You saved your profile at ...', and changes
 * nothing; through GraphQL (the version argument) and REST (If-Match with the ETag of GET /user/details, /user/info
 * or /auth/me), with two real sessions of one person. Without a version a save goes on as it always did.
 */

let gw: TestGateway;
/** Two tabs of James Okafor: two sessions of one person. */
let tabOne: string;
let tabTwo: string;
let profileKey: string;
/** The person has no funeral home: the default one's clock. */
const zone = funeralHomeFor(null).timeZone;

const ME = '{ me { firstName lastName version } }';
const SAVE = `mutation ($input: ProfileInput!, $version: Int) {
  updateProfile(input: $input, version: $version) { message user { firstName lastName version } } }`;
const person = (firstName: string) => ({ firstName, lastName: 'Okafor', title: 'Mr' });
const me = async (token: string) =>
  gqlData<{ me: { firstName: string; lastName: string; version: number } }>(await gw.gql(ME, {}, token)).me;
const save = (firstName: string, version: number | undefined, token: string) => gw.gql(SAVE, { input: person(firstName), version }, token);

beforeAll(async () => {
  gw = await startTestGateway();
  [tabOne, tabTwo] = await Promise.all([gw.login(DEMO.family2, 'arranger'), gw.login(DEMO.family2, 'arranger')]);
  const [user] = await gw.sql<{ id: number }>('select id from app_user where email = $1', [DEMO.family2]);
  profileKey = `profile:${user!.id}`;
});
afterAll(() => gw?.stop());

describe('the profile through GraphQL', () => {
  it("refuses the save of a form loaded before the other tab's save, says it was you, and keeps the first change", async () => {
    const [one, two] = await Promise.all([me(tabOne), me(tabTwo)]);
    expect(one).toEqual({ firstName: 'James', lastName: 'Okafor', version: 0 });
    expect(two.version).toBe(0);

    const first = gqlData(await save('TAB ONE', 0, tabOne)).updateProfile;
    expect(first).toEqual({ message: 'Data updated successfully', user: { firstName: 'TAB ONE', lastName: 'Okafor', version: 1 } });

    const stale = await save('TAB TWO', 0, tabTwo);
    gqlError(stale, 'CONFLICT', await savedAfter(gw, profileKey, 'You', 'your profile', zone));
    expect(await me(tabTwo)).toEqual({ firstName: 'TAB ONE', lastName: 'Okafor', version: 1 });

    // An invalid save is refused for what it is, and claims no version.
    gqlError(await gw.gql(SAVE, { input: { firstName: '', lastName: '' }, version: 1 }, tabTwo), 'BAD_USER_INPUT');
    const merged = gqlData(await save('TAB TWO', 1, tabTwo)).updateProfile;
    expect(merged.user).toEqual({ firstName: 'TAB TWO', lastName: 'Okafor', version: 2 });
  });

  it('lets exactly one of three concurrent saves from the same version through', async () => {
    const { version } = await me(tabOne);
    const answers = await Promise.all(['Jim', 'Jimmy', 'Jamie'].map((name, i) => save(name, version, i % 2 ? tabTwo : tabOne)));
    const won = answers.filter((a) => !a.body.errors);
    expect(won).toHaveLength(1);
    for (const lost of answers.filter((a) => a.body.errors)) gqlError(lost, 'CONFLICT');
    expect(await me(tabOne)).toMatchObject({ firstName: won[0]!.body.data.updateProfile.user.firstName, version: version + 1 });
  });

  it('saves over whatever is there without a version, as before', async () => {
    gqlData(await save('No version', undefined, tabTwo));
    expect((await me(tabOne)).firstName).toBe('No version');
  });
});

describe('the profile through REST', () => {
  it('answers the version as an ETag (not in the legacy data), refuses a save whose If-Match is older, and saves with the current one', async () => {
    const details = await gw.rest('GET', '/user/details', undefined, tabOne);
    expect(expectRestSuccess(details).data).not.toHaveProperty('version');
    const etag = details.headers.get('etag')!;
    expect(etag).toMatch(/^"\d+"$/);
    for (const path of ['/user/info', '/auth/me']) {
      const res = await gw.rest('GET', path, undefined, tabTwo);
      expect(expectRestSuccess(res).data).not.toHaveProperty('version');
      expect(res.headers.get('etag')).toBe(etag);
    }

    const saved = await gw.rest('PUT', '/user/profile', person('REST ONE'), tabOne, { 'If-Match': etag });
    const data = expectRestSuccess(saved, 200, 'Data updated successfully');
    expect(data).toEqual({
      message: 'Data updated successfully',
      role: 'arranger',
      firstName: 'REST ONE',
      lastName: 'Okafor',
      middleName: null,
      title: 'Mr',
      isNewUser: false,
      language: null,
    });
    expect(saved.headers.get('etag')).toBe(`"${Number(etag.slice(1, -1)) + 1}"`);

    for (const path of ['/user/profile', '/user/profile/save']) {
      const stale = await gw.rest('PUT', path, person('REST TWO'), tabTwo, { 'If-Match': etag });
      expectRestError(stale, 409, await savedAfter(gw, profileKey, 'You', 'your profile', zone));
    }
    expect((await me(tabTwo)).firstName).toBe('REST ONE');

    const ok = await gw.rest('PUT', '/user/profile/save', person('REST TWO'), tabTwo, { 'If-Match': saved.headers.get('etag')! });
    expectRestSuccess(ok, 200, 'Data updated successfully');
    expect((await me(tabOne)).firstName).toBe('REST TWO');
  });

  it('keeps the legacy behaviour for a body without If-Match', async () => {
    expectRestSuccess(await gw.rest('PUT', '/user/profile', person('Legacy'), tabOne), 200, 'Data updated successfully');
    expect((await me(tabTwo)).firstName).toBe('Legacy');
  });
});
