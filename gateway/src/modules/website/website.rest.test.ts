import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { OPI, startTestGateway, type TestGateway } from '../../test/gateway.js';
import { contract } from '../../test/contract.js';
import { expectRestError, expectRestSuccess } from '../../test/expect.js';

/** The legacy REST contract of Customize Family Website (legacy-rest: Family website and Obituary rows). */

const SPEC = {
  nameUpdated: 'Decedent Name Updated Successfully',
  nameUnknown: "Display name must be made of the decedent's name parts",
  suffixEmpty: 'Suffix is empty, Please Update in Biography and Death Certificate Information Section',
  donationUpdated: 'Donation Details Updated Successfully',
  donationDeleted: 'Donation Details Deleted Successfully',
  donationMax: "You can add maximum 5 URL's",
  urlRequired: 'Url is required',
  urlInvalid: 'Invalid Url',
  buttonTooLong: 'ButtonName should be less than 41 characters',
  socialUpdated: 'SocialMediaLinks Updated Successfully',
  instagram: 'Invalid Instagram URL',
  customUrl: 'Invalid Custom Url',
  decedentMissing: 'Decedent does not exist',
  forbidden: 'Unauthorized access Forbidden',
} as const;

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

beforeEach(async () => {
  await gw.sql(
    `update decedent set donation_details = '[{"id":1,"donationUrlName":"Give","donationUrlSrc":"https://example.org/give","donationUrlDescription":"In memory"}]',
    social_media_links = '{"Facebook":"https://www.facebook.com/eleanor"}' where opi = $1`,
    [OPI.eleanor],
  );
  await gw.sql(`update obituary set display_name = 'Eleanor Grace Whitmore' where decedent_id = (select id from decedent where opi = $1)`, [
    OPI.eleanor,
  ]);
});

const row = async () =>
  (
    await gw.sql<{ donation_details: Array<Record<string, unknown>>; social_media_links: Record<string, string>; display_name: string }>(
      'select d.donation_details, d.social_media_links, o.display_name from decedent d join obituary o on o.decedent_id = d.id where d.opi = $1',
      [OPI.eleanor],
    )
  )[0]!;

/** 401 without a session, 403 for another family, 404 for a missing decedent; nothing changes. */
async function refusesOthers(call: (token: string | null, opi: string) => ReturnType<TestGateway['rest']>) {
  const before = await row();
  expectRestError(await call(null, OPI.eleanor), 401);
  expectRestError(await call(family2, OPI.eleanor), 403, SPEC.forbidden);
  expectRestError(await call(admin, OPI.missing), 404, SPEC.decedentMissing);
  expect(await row()).toEqual(before);
}

describe('the legacy REST contract', () => {
  contract('POST', '/decedent/:id/donationUrl', () => {
    const post = (body: unknown, token: string | null = arranger, opi: string = OPI.eleanor) =>
      gw.rest('POST', `/decedent/${opi}/donationUrl`, body, token ?? undefined);
    it('200 with the spec message and the stored list; ids as digits; a deleted entry goes', async () => {
      const data = expectRestSuccess(
        await post({
          data: [
            {
              id: '1',
              donationUrlName: 'Give',
              donationUrlSrc: 'https://example.org/give',
              donationUrlDescription: 'Shared',
              isDataChanged: true,
            },
            { donationUrlName: 'Plant a tree', donationUrlSrc: 'https://www.arborday.org/', donationUrlDescription: 'Shared' },
          ],
        }),
        200,
        SPEC.donationUpdated,
      );
      expect(data).toEqual([
        { id: 1, donationUrlName: 'Give', donationUrlSrc: 'https://example.org/give', donationUrlDescription: 'Shared' },
        { id: 2, donationUrlName: 'Plant a tree', donationUrlSrc: 'https://www.arborday.org/', donationUrlDescription: 'Shared' },
      ]);
      expect(expectRestSuccess(await post({ data: [{ id: 1, isDeleted: true }] }, staff), 200, SPEC.donationUpdated)).toHaveLength(1);
      expect((await row()).donation_details.map((d) => d.id)).toEqual([2]);
    });
    it('400 with the spec messages per field, and at most five', async () => {
      const refused = expectRestError(
        await post({
          data: [
            { donationUrlName: 'x'.repeat(41), donationUrlSrc: '' },
            { donationUrlName: 'Give', donationUrlSrc: 'ftp://x.org' },
          ],
        }),
        400,
      );
      expect(refused.fieldErrors).toEqual({
        '0.donationUrlName': SPEC.buttonTooLong,
        '0.donationUrlSrc': SPEC.urlRequired,
        '1.donationUrlSrc': SPEC.urlInvalid,
      });
      const five = Array.from({ length: 5 }, () => ({ donationUrlName: 'Give', donationUrlSrc: 'https://example.org' }));
      expectRestError(await post({ data: five }), 400, SPEC.donationMax);
      expectRestError(await post({ data: 'not a list' }), 400);
      expectRestError(await post({}), 400);
      expect((await row()).donation_details).toHaveLength(1);
    });
    it('401, 403, 404', () =>
      refusesOthers((token, opi) => post({ data: [{ donationUrlName: 'Give', donationUrlSrc: 'https://example.org' }] }, token, opi)));
  });

  contract('DELETE', '/decedent/:id/deleteDonationDetails', () => {
    it('200 with the spec message and data null; nothing stays', async () => {
      expect(
        expectRestSuccess(
          await gw.rest('DELETE', `/decedent/${OPI.eleanor}/deleteDonationDetails`, undefined, admin),
          200,
          SPEC.donationDeleted,
        ),
      ).toBeNull();
      expect((await row()).donation_details).toEqual([]);
    });
    it('401, 403, 404', () =>
      refusesOthers((token, opi) => gw.rest('DELETE', `/decedent/${opi}/deleteDonationDetails`, undefined, token ?? undefined)));
  });

  contract('POST', '/decedent/:id/addSocialMedia', () => {
    const post = (body: unknown, token: string | null = arranger, opi: string = OPI.eleanor) =>
      gw.rest('POST', `/decedent/${opi}/addSocialMedia`, body, token ?? undefined);
    it('200 with the spec message; empty links dropped; data is the stored links', async () => {
      const data = expectRestSuccess(
        await post({
          socialMediaLinks: { Instagram: 'https://instagram.com/eleanor', Facebook: '', CustomUrl: 'https://eleanor.example.org' },
        }),
        200,
        SPEC.socialUpdated,
      );
      expect(data).toMatchObject({ Instagram: 'https://instagram.com/eleanor', CustomUrl: 'https://eleanor.example.org', Facebook: null });
      expect((await row()).social_media_links).toEqual({
        Instagram: 'https://instagram.com/eleanor',
        CustomUrl: 'https://eleanor.example.org',
      });
    });
    it('400 with the spec messages; an unknown network in plain words', async () => {
      const refused = expectRestError(await post({ socialMediaLinks: { Instagram: 'https://example.org/x', CustomUrl: 'nope' } }), 400);
      expect(refused.fieldErrors).toEqual({ Instagram: SPEC.instagram, CustomUrl: SPEC.customUrl });
      expectRestError(await post({ socialMediaLinks: { Myspace: 'https://myspace.com/x' } }), 400);
      expectRestError(await post({}), 400);
      expect((await row()).social_media_links).toEqual({ Facebook: 'https://www.facebook.com/eleanor' });
    });
    it('401, 403, 404', () => refusesOthers((token, opi) => post({ socialMediaLinks: { Blog: 'https://b.example.org' } }, token, opi)));
  });

  contract('POST', '/obituary/displayName/:id', () => {
    const post = (body: unknown, token: string | null = arranger, opi: string = OPI.eleanor) =>
      gw.rest('POST', `/obituary/displayName/${opi}`, body, token ?? undefined);
    it('200 with the spec message for a display name made of the name parts, or a type and fields', async () => {
      expect(expectRestSuccess(await post({ displayName: 'Mrs Eleanor Whitmore' }), 200, SPEC.nameUpdated)).toEqual({
        displayName: 'Mrs Eleanor Whitmore',
        displayNameType: 'Legal',
        fields: ['prefix'],
      });
      expect((await row()).display_name).toBe('Mrs Eleanor Whitmore');
      expect(
        expectRestSuccess(await post({ displayNameType: 'Legal', fields: ['middleName'] }, staff), 200, SPEC.nameUpdated),
      ).toMatchObject({ displayName: 'Eleanor Grace Whitmore' });
    });
    it('400 for a text the name parts do not make, or an empty part', async () => {
      expectRestError(await post({ displayName: 'Nana' }), 400, SPEC.nameUnknown);
      expectRestError(await post({ displayNameType: 'Legal', fields: ['suffix'] }), 400, SPEC.suffixEmpty);
      expectRestError(await post({ displayName: ['Eleanor'] }), 400);
      expect((await row()).display_name).toBe('Eleanor Grace Whitmore');
    });
    it('401, 403, 404', () => refusesOthers((token, opi) => post({ displayName: 'Eleanor Whitmore' }, token, opi)));
  });
});
