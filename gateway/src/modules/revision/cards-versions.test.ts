import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { funeralHomeFor } from '@memorial/schema';
import { DEMO, OPI, startTestGateway, type GqlResponse, type TestGateway } from '../../test/gateway.js';
import { expectRestError, expectRestSuccess, gqlData, gqlError } from '../../test/expect.js';
import { docx, solidImage, type TestFile } from '../../test/media.js';
import { savedAfter } from '../../test/saved-after.js';

/**
 * No lost updates on the prayer card and the program card (issue 27): each card carries a version; a save (a
 * template chosen, a photo or a program uploaded, the prayer card's pages saved) made from an older version is
 * refused with 409 and who saved the card when, and changes nothing; through GraphQL (the version argument) and REST
 * (If-Match with the ETag of GET), with two real sessions. Without a version a save goes on as it always did.
 */

let gw: TestGateway;
let arranger: string;
let staff: string;
/** Eleanor's record keys and her funeral home's zone (the clock of the refusal's sentence). */
let prayerKey: string;
let programKey: string;
let zone: string;

const PRAYER = 'templateId isCustom finalContent version';
const GET_PRAYER = `query ($opi: String!) { prayerCard(opi: $opi) { ${PRAYER} } }`;
const CHOOSE_PRAYER = `mutation ($opi: String!, $id: Int!, $version: Int) {
  choosePrayerTemplate(opi: $opi, templateId: $id, version: $version) { message card { ${PRAYER} } } }`;
const SAVE_PRAYER = `mutation ($opi: String!, $input: PrayerCardInput!, $version: Int) {
  savePrayerCard(opi: $opi, input: $input, version: $version) { message card { ${PRAYER} } } }`;
const UPLOAD_PHOTO = `mutation ($opi: String!, $file: Upload, $version: Int) {
  uploadPrayerCardImage(opi: $opi, file: $file, version: $version) { message card { ${PRAYER} } } }`;

const PROGRAM = 'programCardTemplate { id } fileName version';
const GET_PROGRAM = `query ($opi: String!) { programCard(opi: $opi) { ${PROGRAM} } }`;
const CHOOSE_PROGRAM = `mutation ($opi: String!, $id: Int!, $version: Int) {
  chooseProgramTemplate(opi: $opi, templateId: $id, version: $version) { message programCard { ${PROGRAM} } } }`;
const UPLOAD_PROGRAM = `mutation ($opi: String!, $file: Upload, $version: Int) {
  uploadProgramCard(opi: $opi, file: $file, version: $version) { message programCard { ${PROGRAM} } } }`;

type PrayerCard = { templateId: number | null; isCustom: boolean; finalContent: string | null; version: number };
type ProgramCard = { programCardTemplate: { id: number } | null; fileName: string | null; version: number };

const readPrayer = async (token: string): Promise<PrayerCard> =>
  gqlData<{ prayerCard: PrayerCard }>(await gw.gql(GET_PRAYER, { opi: OPI.eleanor }, token)).prayerCard;
const readProgram = async (token: string): Promise<ProgramCard> =>
  gqlData<{ programCard: ProgramCard }>(await gw.gql(GET_PROGRAM, { opi: OPI.eleanor }, token)).programCard;
const savePrayer = (finalContent: string, version: number | undefined, token: string) =>
  gw.gql(SAVE_PRAYER, { opi: OPI.eleanor, input: { pages: [], finalContent }, version }, token);

/** A GraphQL multipart request with one file, as the web app sends an upload. */
async function gqlFile(query: string, variables: Record<string, unknown>, file: TestFile, token: string): Promise<GqlResponse> {
  const body = new FormData();
  body.append('operations', JSON.stringify({ query, variables: { ...variables, file: null } }));
  body.append('map', JSON.stringify({ 0: ['variables.file'] }));
  body.append('0', new Blob([typeof file.data === 'string' ? file.data : new Uint8Array(file.data)]), file.name);
  const res = await fetch(`${gw.url}/graphql`, {
    method: 'POST',
    headers: { 'apollo-require-preflight': 'true', authorization: `Bearer ${token}` },
    body,
  });
  return { status: res.status, body: (await res.json()) as GqlResponse['body'], headers: res.headers };
}
function form(field: string, file: TestFile): FormData {
  const body = new FormData();
  body.append(field, new Blob([typeof file.data === 'string' ? file.data : new Uint8Array(file.data)]), file.name);
  return body;
}
const photo = async (): Promise<TestFile> => ({ name: 'mom.png', data: await solidImage(374, 644, 'png', '#3a6') });
const program = (name: string): TestFile => ({ name, data: docx() });

/** Of answers to saves made from one version, exactly one passed and the others were refused as too old. */
function exactlyOnePassed(answers: GqlResponse[]): GqlResponse {
  const won = answers.filter((a) => !a.body.errors);
  expect(won).toHaveLength(1);
  for (const lost of answers.filter((a) => a.body.errors)) gqlError(lost, 'CONFLICT');
  return won[0]!;
}

beforeAll(async () => {
  gw = await startTestGateway();
  [arranger, staff] = await Promise.all([gw.login(DEMO.arranger, 'arranger'), gw.login(DEMO.staff, 'cl-arranger')]);
  expectRestSuccess(await gw.rest('GET', `/decedent/${OPI.eleanor}/accept`, undefined, arranger));
  const [eleanor] = await gw.sql<{ id: number; location_code: string | null }>('select id, location_code from decedent where opi = $1', [
    OPI.eleanor,
  ]);
  prayerKey = `prayerCard:${eleanor!.id}`;
  programKey = `programCard:${eleanor!.id}`;
  zone = funeralHomeFor(eleanor!.location_code).timeZone;
});
afterAll(() => gw?.stop());

describe('the prayer card through GraphQL', () => {
  it('refuses a save, a template and a photo made from an older version, names who saved it, and keeps the first change', async () => {
    // A template chosen without a version (as before versions): the card starts.
    gqlData(await gw.gql(CHOOSE_PRAYER, { opi: OPI.eleanor, id: 1 }, arranger));
    const [mine, theirs] = await Promise.all([readPrayer(arranger), readPrayer(staff)]);
    const loaded = mine.version;
    expect(loaded).toBeGreaterThan(0);
    expect(theirs.version).toBe(loaded);

    const first = gqlData(await savePrayer('FAMILY ONE', loaded, arranger)).savePrayerCard;
    expect(first.message).toBe('Prayer card saved');
    expect(first.card.version).toBe(loaded + 1);

    const stale = await savePrayer('STAFF TWO', loaded, staff);
    gqlError(stale, 'CONFLICT', await savedAfter(gw, prayerKey, 'Catherine Reyes', 'the prayer card', zone));
    const template = await gw.gql(CHOOSE_PRAYER, { opi: OPI.eleanor, id: 2, version: loaded }, staff);
    gqlError(template, 'CONFLICT', await savedAfter(gw, prayerKey, 'Catherine Reyes', 'the prayer card', zone));
    gqlError(await gqlFile(UPLOAD_PHOTO, { opi: OPI.eleanor, version: loaded }, await photo(), staff), 'CONFLICT');
    expect(await readPrayer(staff)).toEqual({ templateId: 1, isCustom: false, finalContent: 'FAMILY ONE', version: loaded + 1 });

    // Saved again from what they now see, the second editor's change goes in.
    const merged = gqlData(await savePrayer('STAFF TWO', loaded + 1, staff)).savePrayerCard;
    expect(merged.card).toMatchObject({ finalContent: 'STAFF TWO', version: loaded + 2 });
    const uploaded = gqlData(await gqlFile(UPLOAD_PHOTO, { opi: OPI.eleanor, version: loaded + 2 }, await photo(), arranger));
    expect(uploaded.uploadPrayerCardImage).toMatchObject({
      message: 'Prayer card image uploaded',
      card: { isCustom: true, version: loaded + 3 },
    });
  });

  it('tells the one who saved in another tab that it was them', async () => {
    const { version } = await readPrayer(arranger);
    gqlData(await savePrayer('Tab one', version, arranger));
    const res = await savePrayer('Tab two', version, arranger);
    gqlError(res, 'CONFLICT', await savedAfter(gw, prayerKey, 'You', 'the prayer card', zone));
  });

  it('lets exactly one of three concurrent saves from the same version through', async () => {
    const { version } = await readPrayer(arranger);
    const answers = await Promise.all(
      ['Concurrent A', 'Concurrent B', 'Concurrent C'].map((t, i) => savePrayer(t, version, i % 2 ? staff : arranger)),
    );
    const won = exactlyOnePassed(answers);
    expect(await readPrayer(arranger)).toMatchObject({
      finalContent: won.body.data.savePrayerCard.card.finalContent,
      version: version + 1,
    });
  });

  it('saves over whatever is there without a version, as before', async () => {
    gqlData(await savePrayer('No version', undefined, staff));
    expect((await readPrayer(arranger)).finalContent).toBe('No version');
  });
});

describe('the prayer card through REST', () => {
  const path = `/prayer-card/${OPI.eleanor}`;

  it('answers the version as an ETag (not in the legacy data), refuses a save whose If-Match is older, and saves with the current one', async () => {
    const [mine, theirs] = await Promise.all([gw.rest('GET', path, undefined, arranger), gw.rest('GET', path, undefined, staff)]);
    const data = expectRestSuccess(mine);
    expect(data.data).not.toHaveProperty('version');
    const etag = mine.headers.get('etag')!;
    expect(etag).toMatch(/^"\d+"$/);
    expect(theirs.headers.get('etag')).toBe(etag);

    const saved = await gw.rest('POST', path, { finalContent: 'REST ONE' }, arranger, { 'If-Match': etag });
    expect(expectRestSuccess(saved, 200, 'Prayer card saved').data).not.toHaveProperty('version');
    expect(saved.headers.get('etag')).toBe(`"${Number(etag.slice(1, -1)) + 1}"`);

    const stale = await gw.rest('POST', path, { finalContent: 'REST TWO' }, staff, { 'If-Match': etag });
    expectRestError(stale, 409, await savedAfter(gw, prayerKey, 'Catherine Reyes', 'the prayer card', zone));
    expectRestError(await gw.rest('POST', `${path}/custom`, form('image', await photo()), staff, { 'If-Match': etag }), 409);
    expect(await readPrayer(staff)).toMatchObject({ finalContent: 'REST ONE', isCustom: true });

    const fresh = await gw.rest('GET', path, undefined, staff);
    const ok = await gw.rest('POST', path, { finalContent: 'REST TWO' }, staff, { 'If-Match': fresh.headers.get('etag')! });
    expectRestSuccess(ok, 200, 'Prayer card saved');
    expect((await readPrayer(arranger)).finalContent).toBe('REST TWO');
  });

  it('keeps the legacy behaviour for a body without If-Match', async () => {
    expectRestSuccess(await gw.rest('POST', path, { finalContent: 'Legacy integrator' }, staff), 200, 'Prayer card saved');
    expectRestSuccess(await gw.rest('POST', `${path}/custom`, form('image', await photo()), arranger), 200, 'Prayer card image uploaded');
    expect((await readPrayer(arranger)).finalContent).toBe('Legacy integrator');
  });
});

describe('the program card through GraphQL', () => {
  it('refuses a template or a program made from an older version, names who saved it, and keeps the first change', async () => {
    gqlData(await gw.gql(CHOOSE_PROGRAM, { opi: OPI.eleanor, id: 1 }, arranger));
    const [mine, theirs] = await Promise.all([readProgram(arranger), readProgram(staff)]);
    const loaded = mine.version;
    expect(theirs.version).toBe(loaded);

    const first = gqlData(await gqlFile(UPLOAD_PROGRAM, { opi: OPI.eleanor, version: loaded }, program('Family.docx'), arranger));
    expect(first.uploadProgramCard).toMatchObject({ message: 'ProgramCard Uploaded Successfully', programCard: { version: loaded + 1 } });

    const sentence = () => savedAfter(gw, programKey, 'Catherine Reyes', 'the program card', zone);
    gqlError(await gw.gql(CHOOSE_PROGRAM, { opi: OPI.eleanor, id: 2, version: loaded }, staff), 'CONFLICT', await sentence());
    gqlError(
      await gqlFile(UPLOAD_PROGRAM, { opi: OPI.eleanor, version: loaded }, program('Staff.docx'), staff),
      'CONFLICT',
      await sentence(),
    );
    expect(await readProgram(staff)).toEqual({ programCardTemplate: { id: 1 }, fileName: 'Family.docx', version: loaded + 1 });

    const merged = gqlData(await gw.gql(CHOOSE_PROGRAM, { opi: OPI.eleanor, id: 2, version: loaded + 1 }, staff));
    expect(merged.chooseProgramTemplate.programCard).toEqual({ programCardTemplate: { id: 2 }, fileName: null, version: loaded + 2 });
  });

  it('lets exactly one of three concurrent template choices from the same version through', async () => {
    const { version } = await readProgram(arranger);
    const answers = await Promise.all(
      [3, 4, 5].map((id, i) => gw.gql(CHOOSE_PROGRAM, { opi: OPI.eleanor, id, version }, i % 2 ? staff : arranger)),
    );
    const won = exactlyOnePassed(answers);
    expect(await readProgram(arranger)).toMatchObject({
      programCardTemplate: won.body.data.chooseProgramTemplate.programCard.programCardTemplate,
      version: version + 1,
    });
  });

  it('saves over whatever is there without a version, as before', async () => {
    gqlData(await gqlFile(UPLOAD_PROGRAM, { opi: OPI.eleanor }, program('No version.docx'), staff));
    expect((await readProgram(arranger)).fileName).toBe('No version.docx');
  });
});

describe('the program card through REST', () => {
  const path = `/program-card/${OPI.eleanor}`;

  it('answers the version as an ETag, refuses a save whose If-Match is older, saves with the current one, and without If-Match as before', async () => {
    const [mine, theirs] = await Promise.all([gw.rest('GET', path, undefined, arranger), gw.rest('GET', path, undefined, staff)]);
    expect(expectRestSuccess(mine).data).not.toHaveProperty('version');
    const etag = mine.headers.get('etag')!;
    expect(etag).toMatch(/^"\d+"$/);
    expect(theirs.headers.get('etag')).toBe(etag);

    const up = await gw.rest('PUT', `${path}/upload`, form('file', program('REST.docx')), arranger, { 'If-Match': etag });
    expect(expectRestSuccess(up, 200, 'ProgramCard Uploaded Successfully').data).not.toHaveProperty('version');
    expect(up.headers.get('etag')).not.toBe(etag);

    const stale = await gw.rest('POST', path, { templateId: 1 }, staff, { 'If-Match': etag });
    expectRestError(stale, 409, await savedAfter(gw, programKey, 'Catherine Reyes', 'the program card', zone));
    expectRestError(await gw.rest('PUT', `${path}/upload`, form('file', program('Late.docx')), staff, { 'If-Match': etag }), 409);
    expect((await readProgram(staff)).fileName).toBe('REST.docx');

    const fresh = (await gw.rest('GET', path, undefined, staff)).headers.get('etag')!;
    expectRestSuccess(await gw.rest('POST', path, { templateId: 1 }, staff, { 'If-Match': fresh }), 200, 'Program template selected');
    expectRestSuccess(
      await gw.rest('PUT', `${path}/upload`, form('file', program('Legacy.docx')), arranger),
      200,
      'ProgramCard Uploaded Successfully',
    );
    expect(await readProgram(staff)).toMatchObject({ programCardTemplate: { id: 1 }, fileName: 'Legacy.docx' });
  });
});
