import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, OPI, startTestGateway, type TestGateway } from '../../test/gateway.js';
import { expectRestError, expectRestSuccess, gqlData, gqlError } from '../../test/expect.js';

/**
 * No lost updates on the certificate (issue 27): every section carries a version; a save made from an older version
 * is refused with 409 and who saved it when, and changes nothing; through GraphQL (the version argument) and REST
 * (If-Match with the ETag of GET), with two real sessions. A REST body without If-Match saves as it always did.
 */

/** The primary section's required names; each save below sends them with what it changes. */
const NAMES = { firstName: 'Eleanor', lastName: 'Whitmore' };
const primary = (fields: Record<string, unknown>) => ({ ...NAMES, ...fields });

let gw: TestGateway;
let arranger: string;
let staff: string;

const SAVED_AFTER = (who: string) =>
  new RegExp(`^${who} saved this section (at|on [A-Z][a-z]+ \\d{1,2} at) \\d{1,2}:\\d{2} [AP]M, after you opened it\\.$`);

const READ =
  'query ($opi: String!) { certificate(opi: $opi) { primaryInfo { notes email } residentInfo { city } sectionVersions { section version } } }';
const SAVE_PRIMARY = `mutation ($opi: String!, $input: PrimaryInfoInput!, $version: Int) {
  savePrimaryInfo(opi: $opi, input: $input, version: $version) { message certificate { primaryInfo { notes } sectionVersions { section version } } } }`;
const SAVE_RESIDENT = `mutation ($opi: String!, $input: ResidentInfoInput!, $version: Int) {
  saveResidentInfo(opi: $opi, input: $input, version: $version) { message } }`;

type Versions = { section: string; version: number }[];
const versionOf = (versions: Versions, section: string) => versions.find((v) => v.section === section)!.version;

async function read(token: string) {
  return gqlData<{ certificate: { primaryInfo: { notes: string | null; email: string | null }; sectionVersions: Versions } }>(
    await gw.gql(READ, { opi: OPI.eleanor }, token),
  ).certificate;
}

beforeAll(async () => {
  gw = await startTestGateway();
  [arranger, staff] = await Promise.all([gw.login(DEMO.arranger, 'arranger'), gw.login(DEMO.staff, 'cl-arranger')]);
  expectRestSuccess(await gw.rest('GET', `/decedent/${OPI.eleanor}/accept`, undefined, arranger));
});
afterAll(() => gw?.stop());

describe('certificate sections through GraphQL', () => {
  it('refuses the save of a form loaded before another save, names who saved it, and keeps the first change', async () => {
    const [mine, theirs] = await Promise.all([read(arranger), read(staff)]);
    const loaded = versionOf(mine.sectionVersions, 'primary');
    expect(versionOf(theirs.sectionVersions, 'primary')).toBe(loaded);

    const first = gqlData(
      await gw.gql(SAVE_PRIMARY, { opi: OPI.eleanor, input: primary({ notes: 'EDITOR ONE NOTE' }), version: loaded }, arranger),
    );
    expect(first.savePrimaryInfo.message).toBe('Primary Details Updated!');
    expect(versionOf(first.savePrimaryInfo.certificate.sectionVersions, 'primary')).toBe(loaded + 1);

    const stale = await gw.gql(SAVE_PRIMARY, { opi: OPI.eleanor, input: primary({ notes: 'EDITOR TWO NOTE' }), version: loaded }, staff);
    gqlError(stale, 'CONFLICT');
    expect(stale.body.errors![0]!.message).toMatch(SAVED_AFTER('Catherine Reyes'));
    const after = await read(staff);
    expect(after.primaryInfo.notes).toBe('EDITOR ONE NOTE');
    expect(versionOf(after.sectionVersions, 'primary')).toBe(loaded + 1);

    // Saved again from what they now see, the second editor's change goes in.
    const merged = gqlData(
      await gw.gql(SAVE_PRIMARY, { opi: OPI.eleanor, input: primary({ notes: 'EDITOR TWO NOTE' }), version: loaded + 1 }, staff),
    );
    expect(merged.savePrimaryInfo.certificate.primaryInfo.notes).toBe('EDITOR TWO NOTE');
  });

  it('tells the one who saved in another tab that it was them', async () => {
    const v = versionOf((await read(arranger)).sectionVersions, 'primary');
    gqlData(await gw.gql(SAVE_PRIMARY, { opi: OPI.eleanor, input: primary({ notes: 'Tab one' }), version: v }, arranger));
    const res = await gw.gql(SAVE_PRIMARY, { opi: OPI.eleanor, input: primary({ notes: 'Tab two' }), version: v }, arranger);
    gqlError(res, 'CONFLICT');
    expect(res.body.errors![0]!.message).toMatch(SAVED_AFTER('You'));
  });

  it('lets exactly one of two concurrent saves from the same version through', async () => {
    const v = versionOf((await read(arranger)).sectionVersions, 'primary');
    const answers = await Promise.all(
      ['Concurrent A', 'Concurrent B', 'Concurrent C'].map((notes, i) =>
        gw.gql(SAVE_PRIMARY, { opi: OPI.eleanor, input: primary({ notes }), version: v }, i % 2 ? staff : arranger),
      ),
    );
    const won = answers.filter((a) => !a.body.errors);
    expect(won).toHaveLength(1);
    for (const lost of answers.filter((a) => a.body.errors)) gqlError(lost, 'CONFLICT');
    const after = await read(arranger);
    expect(after.primaryInfo.notes).toBe(won[0]!.body.data.savePrimaryInfo.certificate.primaryInfo.notes);
    expect(versionOf(after.sectionVersions, 'primary')).toBe(v + 1);
  });

  it('versions each section on its own, and a refused invalid save claims no version', async () => {
    const before = await read(arranger);
    const primaryVersion = versionOf(before.sectionVersions, 'primary');
    const resident = versionOf(before.sectionVersions, 'resident');
    const bad = await gw.gql(
      SAVE_PRIMARY,
      { opi: OPI.eleanor, input: primary({ email: 'not an e-mail' }), version: primaryVersion },
      arranger,
    );
    gqlError(bad, 'BAD_USER_INPUT', 'Invalid Email');
    gqlData(await gw.gql(SAVE_RESIDENT, { opi: OPI.eleanor, input: { city: 'Colma' }, version: resident }, staff));
    const after = await read(arranger);
    expect(versionOf(after.sectionVersions, 'primary')).toBe(primaryVersion);
    expect(versionOf(after.sectionVersions, 'resident')).toBe(resident + 1);
    // The primary form loaded before the resident save still saves.
    gqlData(await gw.gql(SAVE_PRIMARY, { opi: OPI.eleanor, input: primary({ notes: 'Still mine' }), version: primaryVersion }, arranger));
  });

  it('saves over whatever is there without a version, as before', async () => {
    gqlData(await gw.gql(SAVE_PRIMARY, { opi: OPI.eleanor, input: primary({ notes: 'No version' }) }, staff));
    expect((await read(arranger)).primaryInfo.notes).toBe('No version');
  });
});

describe('certificate sections through REST', () => {
  const path = `/decedent/${OPI.eleanor}/info`;
  const primaryPath = `/decedent/${OPI.eleanor}/primary-info`;

  it('answers an ETag of the section versions, refuses a save whose If-Match is older, and saves with the current one', async () => {
    const mine = await gw.rest('GET', path, undefined, arranger);
    const theirs = await gw.rest('GET', path, undefined, staff);
    expectRestSuccess(mine);
    const etag = mine.headers.get('etag')!;
    expect(etag).toMatch(/^"primary=\d+;resident=\d+;ethnicity=\d+;education=\d+;veteran=\d+;parent=\d+;notifier=\d+;nok=\d+"$/);
    expect(theirs.headers.get('etag')).toBe(etag);

    const saved = await gw.rest('POST', primaryPath, { ...NAMES, notes: 'REST ONE' }, arranger, { 'If-Match': etag });
    expectRestSuccess(saved, 200, 'Primary Details Updated!');
    expect(saved.headers.get('etag')).not.toBe(etag);

    const stale = await gw.rest('POST', primaryPath, { ...NAMES, notes: 'REST TWO' }, staff, { 'If-Match': etag });
    expectRestError(stale, 409);
    expect(stale.body.message).toMatch(SAVED_AFTER('Catherine Reyes'));
    expect((await read(staff)).primaryInfo.notes).toBe('REST ONE');

    // Another section of the same ETag is not affected by the primary save.
    expectRestSuccess(
      await gw.rest('POST', `/decedent/${OPI.eleanor}/resident-info`, { city: 'Daly City' }, staff, { 'If-Match': etag }),
      200,
      'Residential Details Updated!',
    );

    const fresh = await gw.rest('GET', path, undefined, staff);
    const ok = await gw.rest('POST', primaryPath, { ...NAMES, notes: 'REST TWO' }, staff, { 'If-Match': fresh.headers.get('etag')! });
    expectRestSuccess(ok, 200, 'Primary Details Updated!');
    expect((await read(arranger)).primaryInfo.notes).toBe('REST TWO');
  });

  it('keeps the legacy behaviour for a body without If-Match (or with *), and refuses an ETag that names no version', async () => {
    expectRestSuccess(await gw.rest('POST', primaryPath, { ...NAMES, notes: 'Legacy integrator' }, staff), 200, 'Primary Details Updated!');
    expect((await read(arranger)).primaryInfo.notes).toBe('Legacy integrator');
    expectRestSuccess(
      await gw.rest('POST', primaryPath, { ...NAMES, notes: 'Star' }, staff, { 'If-Match': '*' }),
      200,
      'Primary Details Updated!',
    );
    expectRestError(await gw.rest('POST', primaryPath, { ...NAMES, notes: 'Nonsense' }, staff, { 'If-Match': '"resident=1"' }), 409);
    expect((await read(arranger)).primaryInfo.notes).toBe('Star');
  });
});
