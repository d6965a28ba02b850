import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { OPI, startTestGateway, type TestGateway } from '../../test/gateway.js';
import { gqlData, gqlError } from '../../test/expect.js';

/** A JSON object of an answer, read field by field. */
type Json = Record<string, unknown>;

/**
 * Customize Family Website (arrangements-portal 2.8, 4.5, 5.3 to 5.5, 8): display name, donation links and
 * social links through GraphQL, every rule and message, per role; and the summary's Customize step.
 */

const M = {
  nameUpdated: 'Decedent Name Updated Successfully',
  suffixEmpty: 'Suffix is empty, Please Update in Biography and Death Certificate Information Section',
  preferredMiddleEmpty: 'Preferred Middle Name is empty, Please Update in Biography and Death Certificate Information Section',
  preferredUnavailable:
    'Preferred name needs a preferred first and last name, Please Update in Biography and Death Certificate Information Section',
  typeInvalid: 'Display name type must be Legal or Preferred',
  nameUnknown: "Display name must be made of the decedent's name parts",
  donationUpdated: 'Donation Details Updated Successfully',
  donationDeleted: 'Donation Details Deleted Successfully',
  donationMax: "You can add maximum 5 URL's",
  descriptionTooLong: 'Description should be less than 251 characters',
  urlRequired: 'Url is required',
  urlTooLong: 'Url should be less then 1025 characters',
  urlInvalid: 'Invalid Url',
  buttonRequired: 'ButtonName is required',
  buttonTooLong: 'ButtonName should be less than 41 characters',
  donationMissing: 'Donation link does not exist',
  socialUpdated: 'SocialMediaLinks Updated Successfully',
  forbidden: 'Unauthorized access Forbidden',
} as const;

const DONATION = 'id donationUrlName donationUrlSrc donationUrlDescription';
const SOCIAL = 'CustomUrl Facebook Instagram Twitter Tiktok Blog Youtube Linkedin';
const Q = {
  settings:
    'query ($opi: String!) { displayNameSettings(opi: $opi) { displayName isChosen displayNameType fields options { type available parts { key label value fixed } } } }',
  setName:
    'mutation ($opi: String!, $input: DisplayNameInput!) { setDisplayName(opi: $opi, input: $input) { message settings { displayName isChosen displayNameType fields } } }',
  saveDonations: `mutation ($opi: String!, $data: [DonationDetailInput!]!) { saveDonationDetails(opi: $opi, data: $data) { message donationDetails { ${DONATION} } decedent { id donationDetails { id } } } }`,
  deleteDonations: `mutation ($opi: String!) { deleteDonationDetails(opi: $opi) { message donationDetails { ${DONATION} } } }`,
  saveSocial: `mutation ($opi: String!, $links: SocialMediaLinksInput!) { saveSocialMediaLinks(opi: $opi, socialMediaLinks: $links) { message socialMediaLinks { ${SOCIAL} } } }`,
  publicName:
    'query ($opi: String!) { decedent(opi: $opi) { obituary { displayName } donationDetails { donationUrlName } socialMediaLinks { Instagram Blog } } }',
  summary: 'query ($opi: String!) { arrangementSummary(opi: $opi) { steps { key isStarted isComplete progress } } }',
};

let gw: TestGateway;
let arranger: string;
let family2: string;
let admin: string;
let staff: string;

beforeAll(async () => {
  gw = await startTestGateway();
  [arranger, family2, admin, staff] = await gw.demoLogins();
});
afterAll(() => gw?.stop());

const SEED_DONATIONS = `'[{"id":1,"donationUrlName":"Give","donationUrlSrc":"https://example.org/give","donationUrlDescription":"In memory"},{"id":2,"donationUrlName":"Plant a tree","donationUrlSrc":"https://www.arborday.org/","donationUrlDescription":"In memory"}]'`;
/** Eleanor as each test starts: two links, a Facebook link, the legal name with the middle name chosen, no preferred names. */
async function reset() {
  await gw.sql(
    `update decedent set donation_details = ${SEED_DONATIONS}, social_media_links = '{"Facebook":"https://www.facebook.com/eleanor"}',
    preferred_first_name = null, preferred_middle_name = null, preferred_last_name = null, suffix = null where opi = $1`,
    [OPI.eleanor],
  );
  await gw.sql(`update obituary set display_name = 'Eleanor Grace Whitmore' where decedent_id = (select id from decedent where opi = $1)`, [
    OPI.eleanor,
  ]);
}
beforeEach(reset);

const stored = async () =>
  (
    await gw.sql<{
      donation_details: Array<Record<string, unknown>>;
      social_media_links: Record<string, string>;
      display_name: string | null;
    }>(
      'select d.donation_details, d.social_media_links, o.display_name from decedent d left join obituary o on o.decedent_id = d.id where d.opi = $1',
      [OPI.eleanor],
    )
  )[0]!;

const link = (over: Record<string, unknown> = {}) => ({
  donationUrlName: 'Donate',
  donationUrlSrc: 'https://www.redcross.org/donate',
  donationUrlDescription: 'In memory',
  ...over,
});

describe('who may customise the website', () => {
  const CALLS: Array<[string, string, Record<string, unknown>]> = [
    ['displayNameSettings', Q.settings, { opi: OPI.eleanor }],
    ['setDisplayName', Q.setName, { opi: OPI.eleanor, input: { displayNameType: 'Legal', fields: ['prefix'] } }],
    ['saveDonationDetails', Q.saveDonations, { opi: OPI.eleanor, data: [link()] }],
    ['deleteDonationDetails', Q.deleteDonations, { opi: OPI.eleanor }],
    ['saveSocialMediaLinks', Q.saveSocial, { opi: OPI.eleanor, links: { Instagram: 'https://www.instagram.com/eleanor' } }],
  ];
  for (const [name, query, variables] of CALLS) {
    it(`${name}: a visitor and another family are refused and nothing changes; the family with access, admin and cl-arranger may`, async () => {
      const before = await stored();
      gqlError(await gw.gql(query, variables), 'UNAUTHENTICATED');
      gqlError(await gw.gql(query, variables, family2), 'FORBIDDEN', M.forbidden);
      expect(await stored()).toEqual(before);
      for (const token of [arranger, admin, staff]) {
        await reset();
        expect(gqlData(await gw.gql(query, variables, token))).toHaveProperty(name);
      }
    });
  }

  it('another family may not touch a private page of ours, and a missing decedent is NOT_FOUND', async () => {
    gqlError(await gw.gql(Q.settings, { opi: OPI.okaforPrivate }, arranger), 'PRIVATE');
    gqlError(await gw.gql(Q.saveSocial, { opi: OPI.missing, links: {} }, admin), 'NOT_FOUND');
  });
});

describe('display name (5.5)', () => {
  it('reads the stored name as the Legal choice with its parts; Preferred is not offered without preferred names', async () => {
    const s = gqlData(await gw.gql(Q.settings, { opi: OPI.eleanor }, arranger)).displayNameSettings;
    expect(s).toMatchObject({ displayName: 'Eleanor Grace Whitmore', isChosen: true, displayNameType: 'Legal', fields: ['middleName'] });
    expect(s.options).toEqual([
      {
        type: 'Legal',
        available: true,
        parts: [
          { key: 'prefix', label: 'Prefix', value: 'Mrs', fixed: false },
          { key: 'firstName', label: 'First Name', value: 'Eleanor', fixed: true },
          { key: 'middleName', label: 'Middle Name', value: 'Grace', fixed: false },
          { key: 'lastName', label: 'Last Name', value: 'Whitmore', fixed: true },
          { key: 'suffix', label: 'Suffix', value: '', fixed: false },
        ],
      },
      expect.objectContaining({ type: 'Preferred', available: false }),
    ]);
  });

  it('saves a choice, answers the spec message, and the public page shows it', async () => {
    const r = gqlData(
      await gw.gql(Q.setName, { opi: OPI.eleanor, input: { displayNameType: 'Legal', fields: ['prefix'] } }, arranger),
    ).setDisplayName;
    expect(r).toEqual({
      message: M.nameUpdated,
      settings: { displayName: 'Mrs Eleanor Whitmore', isChosen: true, displayNameType: 'Legal', fields: ['prefix'] },
    });
    expect((await stored()).display_name).toBe('Mrs Eleanor Whitmore');
    expect(gqlData(await gw.gql(Q.publicName, { opi: OPI.eleanor })).decedent.obituary.displayName).toBe('Mrs Eleanor Whitmore');
  });

  it('an empty part cannot be chosen; Preferred needs its names; a bad type or a part of the other name is refused; nothing is saved', async () => {
    const refuse = async (input: Record<string, unknown>, field: string, message: string) => {
      const e = gqlError(await gw.gql(Q.setName, { opi: OPI.eleanor, input }, arranger), 'BAD_USER_INPUT', message);
      expect(e.extensions?.['fieldErrors']).toEqual({ [field]: message });
    };
    await refuse({ displayNameType: 'Legal', fields: ['suffix'] }, 'fields', M.suffixEmpty);
    await refuse({ displayNameType: 'Preferred', fields: [] }, 'displayNameType', M.preferredUnavailable);
    await refuse({ displayNameType: 'Nickname', fields: [] }, 'displayNameType', M.typeInvalid);
    await refuse({}, 'displayNameType', M.typeInvalid);
    await refuse(
      { displayNameType: 'Legal', fields: ['preferredMiddleName'] },
      'fields',
      'preferredMiddleName is not a part of the Legal name',
    );
    await refuse({ displayName: 'Queen Eleanor' }, 'displayName', M.nameUnknown);
    expect((await stored()).display_name).toBe('Eleanor Grace Whitmore');
  });

  it('Preferred is offered once the preferred first and last names exist; its empty middle name is not selectable', async () => {
    await gw.sql(`update decedent set preferred_first_name = 'Ellie', preferred_last_name = 'Whitmore' where opi = $1`, [OPI.eleanor]);
    const s = gqlData(await gw.gql(Q.settings, { opi: OPI.eleanor }, arranger)).displayNameSettings;
    expect(s.options[1]).toMatchObject({ type: 'Preferred', available: true });
    gqlError(
      await gw.gql(Q.setName, { opi: OPI.eleanor, input: { displayNameType: 'Preferred', fields: ['preferredMiddleName'] } }, arranger),
      'BAD_USER_INPUT',
      M.preferredMiddleEmpty,
    );
    const r = gqlData(
      await gw.gql(Q.setName, { opi: OPI.eleanor, input: { displayNameType: 'Preferred', fields: [] } }, admin),
    ).setDisplayName;
    expect(r.settings).toEqual({ displayName: 'Ellie Whitmore', isChosen: true, displayNameType: 'Preferred', fields: [] });
  });

  it('the legacy text is taken when the name parts make it (Legal first), and the first and last name are always in', async () => {
    const r = gqlData(
      await gw.gql(Q.setName, { opi: OPI.eleanor, input: { displayName: '  Mrs  Eleanor Grace Whitmore ' } }, arranger),
    ).setDisplayName;
    expect(r.settings).toEqual({
      displayName: 'Mrs Eleanor Grace Whitmore',
      isChosen: true,
      displayNameType: 'Legal',
      fields: ['prefix', 'middleName'],
    });
    gqlError(
      await gw.gql(Q.setName, { opi: OPI.eleanor, input: { displayName: 'Eleanor Grace' } }, arranger),
      'BAD_USER_INPUT',
      M.nameUnknown,
    );
  });

  it('a decedent without an obituary row gets one with the display name', async () => {
    await gw.sql(`delete from obituary where decedent_id = (select id from decedent where opi = $1)`, [OPI.eleanor]);
    try {
      expect(gqlData(await gw.gql(Q.settings, { opi: OPI.eleanor }, arranger)).displayNameSettings).toMatchObject({
        displayName: 'Mrs Eleanor Grace Whitmore',
        isChosen: false,
        displayNameType: null,
      });
      gqlData(await gw.gql(Q.setName, { opi: OPI.eleanor, input: { displayNameType: 'Legal', fields: [] } }, arranger));
      expect((await stored()).display_name).toBe('Eleanor Whitmore');
    } finally {
      await gw.sql(`update obituary set obituary = '<p>Eleanor</p>' where decedent_id = (select id from decedent where opi = $1)`, [
        OPI.eleanor,
      ]);
    }
  });
});

describe('donation links (5.3)', () => {
  const save = (data: unknown[], token = arranger) => gw.gql(Q.saveDonations, { opi: OPI.eleanor, data }, token);

  it('adds a link, changes a stored one, shares one description, and the public page lists them', async () => {
    const r = gqlData(
      await save([
        { id: 1, donationUrlName: 'Give today', donationUrlSrc: 'https://example.org/give', donationUrlDescription: ' Gifts in her name ' },
        link(),
      ]),
    ).saveDonationDetails;
    expect(r.message).toBe(M.donationUpdated);
    expect(r.donationDetails).toEqual([
      { id: 1, donationUrlName: 'Give today', donationUrlSrc: 'https://example.org/give', donationUrlDescription: 'Gifts in her name' },
      { id: 2, donationUrlName: 'Plant a tree', donationUrlSrc: 'https://www.arborday.org/', donationUrlDescription: 'Gifts in her name' },
      { id: 3, donationUrlName: 'Donate', donationUrlSrc: 'https://www.redcross.org/donate', donationUrlDescription: 'Gifts in her name' },
    ]);
    expect((await stored()).donation_details).toEqual(r.donationDetails);
    expect(gqlData(await gw.gql(Q.publicName, { opi: OPI.eleanor })).decedent.donationDetails.map((d: Json) => d.donationUrlName)).toEqual([
      'Give today',
      'Plant a tree',
      'Donate',
    ]);
  });

  it('a stored link marked deleted goes on the save; a removed new tab is ignored; the description stays', async () => {
    const r = gqlData(
      await save([
        { id: 2, isDeleted: true },
        { isDeleted: true, donationUrlName: '' },
      ]),
    ).saveDonationDetails;
    expect(r.donationDetails).toEqual([
      { id: 1, donationUrlName: 'Give', donationUrlSrc: 'https://example.org/give', donationUrlDescription: 'In memory' },
    ]);
  });

  it('answers the spec message per field of each link, and saves nothing', async () => {
    const e = gqlError(
      await save([
        { donationUrlName: '', donationUrlSrc: '' },
        {
          donationUrlName: 'x'.repeat(41),
          donationUrlSrc: `https://example.org/${'a'.repeat(1006)}`,
          donationUrlDescription: 'd'.repeat(251),
        },
        { donationUrlName: 'Give', donationUrlSrc: 'www.example.org' },
        { donationUrlName: 'Give', donationUrlSrc: 'javascript:alert(1)//https://x.org' },
      ]),
      'BAD_USER_INPUT',
      M.buttonRequired,
    );
    expect(e.extensions?.['fieldErrors']).toEqual({
      '0.donationUrlName': M.buttonRequired,
      '0.donationUrlSrc': M.urlRequired,
      '1.donationUrlName': M.buttonTooLong,
      '1.donationUrlSrc': M.urlTooLong,
      '1.donationUrlDescription': M.descriptionTooLong,
      '2.donationUrlSrc': M.urlInvalid,
      '3.donationUrlSrc': M.urlInvalid,
    });
    expect((await stored()).donation_details).toHaveLength(2);
  });

  it('at most five links stay; an unknown id is refused', async () => {
    gqlData(await save([link(), link(), link()]));
    gqlError(await save([link()]), 'BAD_USER_INPUT', M.donationMax);
    // Deleting one makes room for another in the same save.
    expect(
      gqlData(await save([{ id: 1, isDeleted: true }, link({ donationUrlName: 'Sixth' })])).saveDonationDetails.donationDetails,
    ).toHaveLength(5);
    gqlError(await save([{ id: 99, donationUrlName: 'x', donationUrlSrc: 'https://x.org' }]), 'NOT_FOUND', M.donationMissing);
    expect((await stored()).donation_details).toHaveLength(5);
  });

  it('deletes every link with the spec message', async () => {
    const r = gqlData(await gw.gql(Q.deleteDonations, { opi: OPI.eleanor }, staff)).deleteDonationDetails;
    expect(r).toEqual({ message: M.donationDeleted, donationDetails: [] });
    expect((await stored()).donation_details).toEqual([]);
  });
});

describe('social links (5.4)', () => {
  const save = (links: Record<string, unknown>) => gw.gql(Q.saveSocial, { opi: OPI.eleanor, links }, arranger);
  const INVALID: Array<[string, string, string]> = [
    ['Instagram', 'https://example.org/eleanor', 'Invalid Instagram URL'],
    ['Facebook', 'https://facebook.example.org/e', 'Invalid Facebook URL'],
    ['Linkedin', 'https://www.linkedln.com/in/e', 'Invalid Linkedin URL'],
    ['Twitter', 'https://example.org', 'Invalid Twitter URL'],
    ['Youtube', 'https://vimeo.com/1', 'Invalid Youtube URL'],
    ['Tiktok', 'tiktok.com/@e', 'Invalid Tiktok URL'],
    ['Blog', 'my blog', 'Invalid Blog Url'],
    ['CustomUrl', 'javascript:alert(1)', 'Invalid Custom Url'],
  ];
  for (const [kind, url, message] of INVALID) {
    it(`${kind}: "${url}" is refused with '${message}'`, async () => {
      const e = gqlError(await save({ [kind]: url }), 'BAD_USER_INPUT', message);
      expect(e.extensions?.['fieldErrors']).toEqual({ [kind]: message });
      expect((await stored()).social_media_links).toEqual({ Facebook: 'https://www.facebook.com/eleanor' });
    });
  }

  it('at most 1024 characters', async () => {
    gqlError(await save({ Blog: `https://example.org/${'a'.repeat(1005)}` }), 'BAD_USER_INPUT', M.urlTooLong);
    gqlData(await save({ Blog: `https://example.org/${'a'.repeat(1004)}` }));
  });

  it('replaces the links, drops empty ones, and the public page shows them', async () => {
    const r = gqlData(
      await save({
        Instagram: ' https://www.instagram.com/eleanor ',
        Youtube: 'https://youtu.be/dQw4w9WgXcQ',
        Facebook: '',
        Twitter: '  ',
        Blog: 'https://remember.example.org',
      }),
    ).saveSocialMediaLinks;
    expect(r.message).toBe(M.socialUpdated);
    expect(r.socialMediaLinks).toEqual({
      CustomUrl: null,
      Facebook: null,
      Instagram: 'https://www.instagram.com/eleanor',
      Twitter: null,
      Tiktok: null,
      Blog: 'https://remember.example.org',
      Youtube: 'https://youtu.be/dQw4w9WgXcQ',
      Linkedin: null,
    });
    expect((await stored()).social_media_links).toEqual({
      Instagram: 'https://www.instagram.com/eleanor',
      Youtube: 'https://youtu.be/dQw4w9WgXcQ',
      Blog: 'https://remember.example.org',
    });
    expect(gqlData(await gw.gql(Q.publicName, { opi: OPI.eleanor })).decedent.socialMediaLinks).toEqual({
      Instagram: 'https://www.instagram.com/eleanor',
      Blog: 'https://remember.example.org',
    });
  });
});

describe("the summary's Customize Family Website step", () => {
  const step = async (token = arranger) =>
    gqlData(await gw.gql(Q.summary, { opi: OPI.eleanor }, token)).arrangementSummary.steps.find(
      (s: Json) => s.key === 'customizeFamilyWebsite',
    );

  it('not started without data; started with a display name; complete with a display name and a link', async () => {
    await gw.sql(`update decedent set donation_details = '[]', social_media_links = '{}' where opi = $1`, [OPI.eleanor]);
    await gw.sql(`update obituary set display_name = null where decedent_id = (select id from decedent where opi = $1)`, [OPI.eleanor]);
    expect(await step()).toEqual({ key: 'customizeFamilyWebsite', isStarted: false, isComplete: false, progress: 'Not started' });
    gqlData(await gw.gql(Q.saveSocial, { opi: OPI.eleanor, links: { Blog: 'https://remember.example.org' } }, arranger));
    expect(await step()).toMatchObject({
      isStarted: true,
      isComplete: false,
      progress: 'Display name not chosen, 0 donation links, 1 social link',
    });
    gqlData(await gw.gql(Q.setName, { opi: OPI.eleanor, input: { displayNameType: 'Legal', fields: [] } }, arranger));
    expect(await step(admin)).toMatchObject({
      isStarted: true,
      isComplete: true,
      progress: 'Display name chosen, 0 donation links, 1 social link',
    });
  });
});

describe('demo data', () => {
  it("Thomas's public page has a donation link and two social links (seed/demo-website.ts)", async () => {
    const d = gqlData(
      await gw.gql(
        'query ($opi: String!) { decedent(opi: $opi) { donationDetails { donationUrlName donationUrlSrc } socialMediaLinks { Youtube Blog Facebook } } }',
        { opi: OPI.thomas },
      ),
    ).decedent;
    expect(d.donationDetails).toEqual([
      { donationUrlName: 'Youth Sailing Scholarship', donationUrlSrc: 'https://www.ussailing.org/donate/' },
    ]);
    expect(d.socialMediaLinks).toEqual({
      Youtube: 'https://www.youtube.com/@harborsailingclub',
      Blog: 'https://tom-whitmore-logbook.example.org',
      Facebook: null,
    });
  });
});

describe('in Spanish (issue 31)', () => {
  const ES = { 'accept-language': 'es' };

  it("refuses a display name, a donation link and a social link in the caller's language, and says the step's progress in it", async () => {
    const name = gqlError(
      await gw.gql(Q.setName, { opi: OPI.eleanor, input: { displayNameType: 'Legal', fields: ['suffix'] } }, arranger, ES),
      'BAD_USER_INPUT',
    );
    expect(name.extensions?.['fieldErrors']).toEqual({
      fields: 'Sufijo está vacío. Complételo en las secciones Biografía e Información del acta de defunción',
    });
    const link = gqlError(
      await gw.gql(
        Q.saveDonations,
        { opi: OPI.eleanor, data: [{ donationUrlName: 'Give', donationUrlSrc: 'www.example.org' }] },
        arranger,
        ES,
      ),
      'BAD_USER_INPUT',
    );
    expect(link.extensions?.['fieldErrors']).toEqual({ '0.donationUrlSrc': 'La dirección web no es válida' });
    const social = gqlError(
      await gw.gql(Q.saveSocial, { opi: OPI.eleanor, links: { Youtube: 'https://vimeo.com/1' } }, arranger, ES),
      'BAD_USER_INPUT',
    );
    expect(social.extensions?.['fieldErrors']).toEqual({ Youtube: 'La dirección de YouTube no es válida' });
    const saved = gqlData(await gw.gql(Q.saveSocial, { opi: OPI.eleanor, links: { Blog: 'https://remember.example.org' } }, arranger, ES));
    expect(saved.saveSocialMediaLinks.message).toBe('Los enlaces de redes sociales se actualizaron correctamente');
    const steps = gqlData(await gw.gql(Q.summary, { opi: OPI.eleanor }, arranger, ES)).arrangementSummary.steps as Json[];
    expect(steps.find((s) => s['key'] === 'customizeFamilyWebsite')?.['progress']).toMatch(
      /^Nombre (elegido|sin elegir), \d+ enlaces? de donación, 1 red social$/,
    );
  });
});
