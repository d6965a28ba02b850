import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCATION_MESSAGES, OBITUARY_MESSAGES, WEBSITE_MESSAGES } from '@memorial/schema';
import { DEMO, OPI, startTestGateway, type GqlResponse, type RestResponse, type TestGateway } from '../../test/gateway.js';
import { expectRestError, expectRestSuccess, gqlData, gqlError } from '../../test/expect.js';

/**
 * No lost updates on the family website's records (issue 27): the obituary with its life-of headline and description
 * (one record, saved by saveLifeOf and submitObituary), the display name, the donation links, the social links and
 * the cemetery location each carry a version; a save made from an older one is refused with 409 and who saved it
 * when, and changes nothing; through GraphQL (the version argument) and REST (If-Match with the ETag of the GET),
 * with two real sessions. Without a version (a REST body without If-Match), a save goes on as it always did.
 */

let gw: TestGateway;
let arranger: string;
let staff: string;
let admin: string;
let adminTab2: string;
/** The SQL statements of the gateway while `counting` is set. */
let statements: string[] | null = null;

const opi = OPI.eleanor;
const SAVED_AFTER = (who: string, what: string) =>
  new RegExp(`^${who} saved ${what} (at|on [A-Z][a-z]+ \\d{1,2} at) \\d{1,2}:\\d{2} [AP]M, after you opened it\\.$`);

beforeAll(async () => {
  gw = await startTestGateway({ onQuery: (sql) => statements?.push(sql) });
  [arranger, staff, admin, adminTab2] = await Promise.all([
    gw.login(DEMO.arranger, 'arranger'),
    gw.login(DEMO.staff, 'cl-arranger'),
    gw.login(DEMO.admin, 'admin'),
    gw.login(DEMO.admin, 'admin'),
  ]);
  expectRestSuccess(await gw.rest('GET', `/decedent/${opi}/accept`, undefined, arranger));
});
afterAll(() => gw?.stop());

/** One versioned record: how to read it and save the n-th distinct value of it, through both doors. */
interface VersionedRecord {
  name: string;
  /** The record as the refusal names it. */
  what: string;
  /** Who saves first, who saves the older form, and the name the second one is told. */
  sessions: () => { first: string; second: string; firstName: string };
  read: (token: string) => Promise<{ value: unknown; version: number }>;
  /** The n-th value (distinct from the (n-1)-th and the (n+1)-th), as read back. */
  valueOf: (n: number) => unknown;
  save: (token: string, n: number, version?: number) => Promise<GqlResponse>;
  rest: {
    get: string;
    /** The record's name in the ETag. */
    tag: string;
    save: (token: string, n: number, headers?: Record<string, string>) => Promise<RestResponse>;
    message: string;
  };
}

const DECEDENT_READ = (fields: string) => `query ($opi: String!) { decedent(opi: $opi) { ${fields} } }`;
const read = async (token: string, fields: string) => gqlData<any>(await gw.gql(DECEDENT_READ(fields), { opi }, token)).decedent;

const NAME_CHOICES = [[], ['prefix'], ['middleName'], ['prefix', 'middleName']];
const NAMES = ['Eleanor Whitmore', 'Mrs Eleanor Whitmore', 'Eleanor Grace Whitmore', 'Mrs Eleanor Grace Whitmore'];
const firstDonationId = async () => (await read(arranger, 'donationDetails { id }')).donationDetails[0].id as number;
const donation = async (n: number) => [
  { id: await firstDonationId(), donationUrlName: `Fund ${n}`, donationUrlSrc: 'https://example.org/fund' },
];

const arrangerThenStaff = () => ({ first: arranger, second: staff, firstName: 'Catherine Reyes' });

const RECORDS: VersionedRecord[] = [
  {
    name: 'the obituary (life-of)',
    what: 'the obituary',
    sessions: arrangerThenStaff,
    read: async (token) => {
      const d = await read(token, 'obituaryVersion lifeOfTitle');
      return { value: d.lifeOfTitle, version: d.obituaryVersion };
    },
    valueOf: (n) => `Headline ${n}`,
    save: (token, n, version) =>
      gw.gql(
        'mutation ($opi: String!, $input: LifeOfInput!, $version: Int) { saveLifeOf(opi: $opi, input: $input, version: $version) { message decedent { obituaryVersion } } }',
        { opi, input: { obituary: `<p>Text ${n}</p>`, lifeOfTitle: `Headline ${n}` }, version },
        token,
      ),
    rest: {
      get: `/decedent/${opi}`,
      tag: 'obituary',
      save: (token, n, headers) =>
        gw.rest('POST', `/obituary/${opi}/life-of`, { obituary: `<p>Text ${n}</p>`, title: `Headline ${n}` }, token, headers),
      message: OBITUARY_MESSAGES.updated,
    },
  },
  {
    name: 'the display name',
    what: 'the display name',
    sessions: arrangerThenStaff,
    read: async (token) => {
      const s = gqlData<any>(
        await gw.gql('query ($opi: String!) { displayNameSettings(opi: $opi) { displayName version } }', { opi }, token),
      ).displayNameSettings;
      return { value: s.displayName, version: s.version };
    },
    valueOf: (n) => NAMES[n % 4],
    save: (token, n, version) =>
      gw.gql(
        'mutation ($opi: String!, $input: DisplayNameInput!, $version: Int) { setDisplayName(opi: $opi, input: $input, version: $version) { message settings { displayName version } } }',
        { opi, input: { displayNameType: 'Legal', fields: NAME_CHOICES[n % 4] }, version },
        token,
      ),
    rest: {
      get: `/obituary/${opi}`,
      tag: 'displayName',
      save: (token, n, headers) =>
        gw.rest('POST', `/obituary/displayName/${opi}`, { displayNameType: 'Legal', fields: NAME_CHOICES[n % 4] }, token, headers),
      message: WEBSITE_MESSAGES.displayNameUpdated,
    },
  },
  {
    name: 'the donation links',
    what: 'the donation links',
    sessions: arrangerThenStaff,
    read: async (token) => {
      const d = await read(token, 'donationDetailsVersion donationDetails { donationUrlName }');
      return { value: d.donationDetails[0]?.donationUrlName, version: d.donationDetailsVersion };
    },
    valueOf: (n) => `Fund ${n}`,
    save: async (token, n, version) =>
      gw.gql(
        'mutation ($opi: String!, $data: [DonationDetailInput!]!, $version: Int) { saveDonationDetails(opi: $opi, data: $data, version: $version) { message decedent { donationDetailsVersion } } }',
        { opi, data: await donation(n), version },
        token,
      ),
    rest: {
      get: `/decedent/${opi}`,
      tag: 'donations',
      save: async (token, n, headers) => gw.rest('POST', `/decedent/${opi}/donationUrl`, { data: await donation(n) }, token, headers),
      message: WEBSITE_MESSAGES.donationUpdated,
    },
  },
  {
    name: 'the social links',
    what: 'the social links',
    sessions: arrangerThenStaff,
    read: async (token) => {
      const d = await read(token, 'socialMediaLinksVersion socialMediaLinks { Blog }');
      return { value: d.socialMediaLinks.Blog, version: d.socialMediaLinksVersion };
    },
    valueOf: (n) => `https://blog.example.org/${n}`,
    save: (token, n, version) =>
      gw.gql(
        'mutation ($opi: String!, $links: SocialMediaLinksInput!, $version: Int) { saveSocialMediaLinks(opi: $opi, socialMediaLinks: $links, version: $version) { message decedent { socialMediaLinksVersion } } }',
        { opi, links: { Blog: `https://blog.example.org/${n}` }, version },
        token,
      ),
    rest: {
      get: `/decedent/${opi}`,
      tag: 'socialLinks',
      save: (token, n, headers) =>
        gw.rest('POST', `/decedent/${opi}/addSocialMedia`, { socialMediaLinks: { Blog: `https://blog.example.org/${n}` } }, token, headers),
      message: WEBSITE_MESSAGES.socialUpdated,
    },
  },
  {
    name: 'the cemetery location',
    what: 'the cemetery location',
    // Admin only: the same admin in two tabs.
    sessions: () => ({ first: admin, second: adminTab2, firstName: 'You' }),
    read: async (token) => {
      const d = await read(token, 'cemeteryLocationVersion cemeteryLocation { propertyName }');
      return { value: d.cemeteryLocation?.propertyName, version: d.cemeteryLocationVersion };
    },
    valueOf: (n) => `Section ${n}`,
    save: (token, n, version) =>
      gw.gql(
        'mutation ($opi: String!, $location: CemeteryLocationInput!, $version: Int) { setCemeteryLocation(opi: $opi, location: $location, version: $version) { message version } }',
        { opi, location: { propertyName: `Section ${n}` }, version },
        token,
      ),
    rest: {
      get: `/webcem/${opi}/location`,
      tag: 'cemeteryLocation',
      save: (token, n, headers) => gw.rest('PUT', `/decedent/${opi}/location`, { propertyName: `Section ${n}` }, token, headers),
      message: LOCATION_MESSAGES.saved,
    },
  },
];

/** Each save below sends a value not sent before. */
let n = 0;

describe.each(RECORDS)('$name through GraphQL', (record) => {
  it('refuses the save of a form loaded before another save, names who saved it, and keeps the first change', async () => {
    const { first, second, firstName } = record.sessions();
    const [mine, theirs] = await Promise.all([record.read(first), record.read(second)]);
    expect(theirs.version).toBe(mine.version);

    const ones = ++n;
    gqlData(await record.save(first, ones, mine.version));
    expect(await record.read(second)).toEqual({ value: record.valueOf(ones), version: mine.version + 1 });

    const stale = await record.save(second, ++n, theirs.version);
    gqlError(stale, 'CONFLICT');
    expect(stale.body.errors![0]!.message).toMatch(SAVED_AFTER(firstName, record.what));
    expect(await record.read(second)).toEqual({ value: record.valueOf(ones), version: mine.version + 1 });

    // Saved again from what they now see, the second editor's change goes in.
    const twos = ++n;
    gqlData(await record.save(second, twos, mine.version + 1));
    expect(await record.read(first)).toEqual({ value: record.valueOf(twos), version: mine.version + 2 });
  });

  it('lets exactly one of concurrent saves from the same version through', async () => {
    const { first, second } = record.sessions();
    const { version } = await record.read(first);
    const sent = [++n, ++n, ++n];
    const answers = await Promise.all(sent.map((value, i) => record.save(i % 2 ? second : first, value, version)));
    const won = answers.flatMap((a, i) => (a.body.errors ? [] : [sent[i]!]));
    expect(won).toHaveLength(1);
    for (const lost of answers.filter((a) => a.body.errors)) gqlError(lost, 'CONFLICT');
    expect(await record.read(first)).toEqual({ value: record.valueOf(won[0]!), version: version + 1 });
  });

  it('saves over whatever is there without a version, as before', async () => {
    const { first, second } = record.sessions();
    const { version } = await record.read(first);
    gqlData(await record.save(first, ++n, version));
    const last = ++n;
    gqlData(await record.save(second, last));
    expect(await record.read(first)).toEqual({ value: record.valueOf(last), version: version + 2 });
  });
});

describe.each(RECORDS)('$name through REST', (record) => {
  it('answers an ETag naming its version, refuses a save whose If-Match is older, and saves with the current one', async () => {
    const { first, second, firstName } = record.sessions();
    const { version } = await record.read(first);
    const mine = await gw.rest('GET', record.rest.get, undefined, first);
    const theirs = await gw.rest('GET', record.rest.get, undefined, second);
    expectRestSuccess(mine);
    const etag = mine.headers.get('etag')!;
    expect(etag).toMatch(new RegExp(`^"(\\w+=\\d+;)*${record.rest.tag}=${version}(;\\w+=\\d+)*"$`));
    expect(theirs.headers.get('etag')).toBe(etag);

    const ones = ++n;
    const saved = await record.rest.save(first, ones, { 'If-Match': etag });
    expectRestSuccess(saved, 200, record.rest.message);
    expect(saved.headers.get('etag')).toBe(`"${record.rest.tag}=${version + 1}"`);

    const stale = await record.rest.save(second, ++n, { 'If-Match': etag });
    expectRestError(stale, 409);
    expect(stale.body.message).toMatch(SAVED_AFTER(firstName, record.what));
    expect(await record.read(second)).toEqual({ value: record.valueOf(ones), version: version + 1 });

    const fresh = await gw.rest('GET', record.rest.get, undefined, second);
    const twos = ++n;
    expectRestSuccess(await record.rest.save(second, twos, { 'If-Match': fresh.headers.get('etag')! }), 200, record.rest.message);
    // The ETag a save answers is good for the next save.
    const threes = ++n;
    expectRestSuccess(
      await record.rest.save(second, threes, { 'If-Match': `"${record.rest.tag}=${version + 2}"` }),
      200,
      record.rest.message,
    );
    expect(await record.read(first)).toEqual({ value: record.valueOf(threes), version: version + 3 });
  });

  it('keeps the legacy behaviour without If-Match (or with *), and refuses an ETag that names no version of it', async () => {
    const { first, second } = record.sessions();
    const { version } = await record.read(first);
    const legacy = ++n;
    expectRestSuccess(await record.rest.save(second, legacy), 200, record.rest.message);
    expect(await record.read(first)).toEqual({ value: record.valueOf(legacy), version: version + 1 });
    const star = ++n;
    expectRestSuccess(await record.rest.save(first, star, { 'If-Match': '*' }), 200, record.rest.message);
    expectRestError(await record.rest.save(first, ++n, { 'If-Match': '"primary=1"' }), 409);
    expect(await record.read(first)).toEqual({ value: record.valueOf(star), version: version + 2 });
  });
});

describe('the obituary is one record: SUBMIT TO ARRANGER and the life-of dialog', () => {
  const SUBMIT = `mutation ($opi: String!, $obituary: String!, $version: Int) {
    submitObituary(opi: $opi, obituary: $obituary, version: $version) { changed message decedent { obituaryVersion obituary { obituary } } } }`;
  const obituaryText = async () => (await read(arranger, 'obituary { obituary }')).obituary.obituary as string;

  it('refuses a submission made before a life-of save, through GraphQL and REST, and changes nothing', async () => {
    const { version } = await RECORDS[0]!.read(staff);
    const submitted = gqlData<any>(await gw.gql(SUBMIT, { opi, obituary: '<p>Submitted first</p>', version }, arranger));
    expect(submitted.submitObituary).toMatchObject({
      changed: true,
      message: OBITUARY_MESSAGES.submitted,
      decedent: { obituaryVersion: version + 1 },
    });

    const stale = await gw.gql(SUBMIT, { opi, obituary: '<p>Submitted second</p>', version }, staff);
    gqlError(stale, 'CONFLICT');
    expect(stale.body.errors![0]!.message).toMatch(SAVED_AFTER('Catherine Reyes', 'the obituary'));
    expect(await obituaryText()).toBe('<p>Submitted first</p>');

    const etag = (await gw.rest('GET', `/obituary/${opi}`, undefined, staff)).headers.get('etag')!;
    expect(etag).toMatch(new RegExp(`^"obituary=${version + 1};displayName=\\d+"$`));
    gqlData(await RECORDS[0]!.save(arranger, ++n, version + 1));
    const refused = await gw.rest('POST', `/obituary/${opi}`, { obituary: '<p>REST second</p>' }, staff, { 'If-Match': etag });
    expectRestError(refused, 409);
    expect(refused.body.message).toMatch(SAVED_AFTER('Catherine Reyes', 'the obituary'));
    expect(await obituaryText()).toBe(`<p>Text ${n}</p>`);

    const fresh = (await gw.rest('GET', `/obituary/${opi}`, undefined, staff)).headers.get('etag')!;
    const ok = await gw.rest('POST', `/obituary/${opi}`, { obituary: '<p>REST second</p>' }, staff, { 'If-Match': fresh });
    expectRestSuccess(ok, 200, OBITUARY_MESSAGES.submitted);
    expect(ok.headers.get('etag')).toBe(`"obituary=${version + 3}"`);
    // The same text again writes nothing, whatever version it was sent from.
    expectRestSuccess(
      await gw.rest('POST', `/obituary/${opi}`, { obituary: '<p>REST second</p>' }, arranger),
      200,
      OBITUARY_MESSAGES.unchanged,
    );
    expect(await RECORDS[0]!.read(arranger)).toEqual({ value: `Headline ${n}`, version: version + 3 });
  });

  it('keeps the legacy data of the decedent and the obituary: the versions are in the ETag only', async () => {
    const decedent = expectRestSuccess(await gw.rest('GET', `/decedent/${opi}`, undefined, arranger));
    for (const key of ['obituaryVersion', 'donationDetailsVersion', 'socialMediaLinksVersion']) expect(decedent).not.toHaveProperty(key);
    const byOpi = expectRestSuccess(await gw.rest('GET', `/decedent/opi/${opi}`, undefined, arranger));
    expect(byOpi.decedent).not.toHaveProperty('obituaryVersion');
    expect(Object.keys(byOpi)).toEqual(['decedent', 'haveAcceptPolicy']);
    const name = expectRestSuccess(
      await gw.rest('POST', `/obituary/displayName/${opi}`, { displayNameType: 'Legal', fields: [] }, arranger),
      200,
      WEBSITE_MESSAGES.displayNameUpdated,
    );
    expect(name).toEqual({ displayName: 'Eleanor Whitmore', displayNameType: 'Legal', fields: [] });
  });
});

describe('deleting every donation link and removing the cemetery location are saves too', () => {
  it('refuses a delete of the donation links made before another save, through both doors', async () => {
    const DELETE = 'mutation ($opi: String!, $version: Int) { deleteDonationDetails(opi: $opi, version: $version) { message } }';
    const { version } = await RECORDS[2]!.read(staff);
    const etag = (await gw.rest('GET', `/decedent/${opi}`, undefined, staff)).headers.get('etag')!;
    const kept = ++n;
    gqlData(await RECORDS[2]!.save(arranger, kept, version));

    const stale = await gw.gql(DELETE, { opi, version }, staff);
    gqlError(stale, 'CONFLICT');
    expect(stale.body.errors![0]!.message).toMatch(SAVED_AFTER('Catherine Reyes', 'the donation links'));
    const refused = await gw.rest('DELETE', `/decedent/${opi}/deleteDonationDetails`, undefined, staff, { 'If-Match': etag });
    expectRestError(refused, 409);
    expect(await RECORDS[2]!.read(staff)).toEqual({ value: `Fund ${kept}`, version: version + 1 });

    const fresh = (await gw.rest('GET', `/decedent/${opi}`, undefined, staff)).headers.get('etag')!;
    const deleted = await gw.rest('DELETE', `/decedent/${opi}/deleteDonationDetails`, undefined, staff, { 'If-Match': fresh });
    expectRestSuccess(deleted, 200, WEBSITE_MESSAGES.donationDeleted);
    expect(deleted.headers.get('etag')).toBe(`"donations=${version + 2}"`);
    expect(await RECORDS[2]!.read(staff)).toEqual({ value: undefined, version: version + 2 });
  });

  it('refuses a removal of the cemetery location made before another save', async () => {
    const REMOVE = 'mutation ($opi: String!, $version: Int) { removeCemeteryLocation(opi: $opi, version: $version) { message version } }';
    const cemetery = RECORDS[4]!;
    const { version } = await cemetery.read(admin);
    const kept = ++n;
    gqlData(await cemetery.save(admin, kept, version));
    // A refused new property is not recorded either.
    const properties = async () => (await gw.sql<{ n: number }>('select count(*)::int as n from cemetery_location'))[0]!.n;
    const before = await properties();
    gqlError(await cemetery.save(adminTab2, ++n, version), 'CONFLICT');
    expect(await properties()).toBe(before);
    const stale = await gw.gql(REMOVE, { opi, version }, adminTab2);
    gqlError(stale, 'CONFLICT');
    expect(stale.body.errors![0]!.message).toMatch(SAVED_AFTER('You', 'the cemetery location'));
    expect(await cemetery.read(admin)).toEqual({ value: `Section ${kept}`, version: version + 1 });
    const removed = gqlData<any>(await gw.gql(REMOVE, { opi, version: version + 1 }, adminTab2)).removeCemeteryLocation;
    expect(removed).toEqual({ message: LOCATION_MESSAGES.removed, version: version + 2 });
    expect(await cemetery.read(admin)).toEqual({ value: undefined, version: version + 2 });
  });
});

describe('a list of decedents', () => {
  it('reads the versions of every record of every decedent in one statement', async () => {
    const LIST = `query { staffDecedents(page: 1, pageSize: 20) { decedents { opi
      obituaryVersion displayNameVersion donationDetailsVersion socialMediaLinksVersion cemeteryLocationVersion } } }`;
    statements = [];
    const list = gqlData<any>(await gw.gql(LIST, {}, staff)).staffDecedents.decedents;
    const reads = statements.filter((sql) => /from revision/i.test(sql));
    statements = null;
    expect(list.length).toBeGreaterThan(2);
    expect(reads).toHaveLength(1);
    const eleanor = list.find((d: { opi: string }) => d.opi === opi);
    expect(eleanor.obituaryVersion).toBe((await RECORDS[0]!.read(staff)).version);
    expect(eleanor.cemeteryLocationVersion).toBe((await RECORDS[4]!.read(staff)).version);
    expect(list.find((d: { opi: string }) => d.opi === OPI.thomas)).toMatchObject({ obituaryVersion: 0, donationDetailsVersion: 0 });
  });
});
