import type { RestRoute } from '../route.js';
import { etagOf, versionOf } from '../route.js';

const DONATION = 'id donationUrlName donationUrlSrc donationUrlDescription';
const SOCIAL = 'CustomUrl Facebook Instagram Twitter Tiktok Blog Youtube Linkedin';
/** A legacy client may send an id as digits; anything else goes on for GraphQL to refuse in plain words. */
const id = (v: unknown) => (typeof v === 'string' && /^\d{1,9}$/.test(v.trim()) ? Number(v) : v);
/** A donation entry as sent, with its id read as a number. */
const entry = (v: unknown) =>
  v && typeof v === 'object' && !Array.isArray(v) && 'id' in v ? { ...v, id: id((v as { id: unknown }).id) } : v;

/** Customize Family Website (legacy-rest: Family website and Obituary rows). {id} is the decedent's opi. */
export const websiteRoutes: RestRoute[] = [
  {
    method: 'POST',
    path: '/decedent/:id/donationUrl',
    summary:
      'Saves donation links: body data, a list of {id?, donationUrlName, donationUrlSrc, donationUrlDescription, isDeleted?}; data is the stored list.',
    operation: `mutation DonationUrl($opi: String!, $data: [DonationDetailInput!]!, $version: Int) {
      saveDonationDetails(opi: $opi, data: $data, version: $version) { message donationDetails { ${DONATION} } decedent { donationDetailsVersion } } }`,
    variables: (req) => ({
      opi: req.params['id'],
      data: Array.isArray(req.body['data']) ? req.body['data'].map(entry) : (req.body['data'] ?? null),
      version: versionOf(req, 'donations'),
    }),
    data: (r) => r['saveDonationDetails'].donationDetails,
    etag: (r) => etagOf({ donations: r['saveDonationDetails'].decedent.donationDetailsVersion }),
    message: (r) => r['saveDonationDetails'].message,
  },
  {
    method: 'DELETE',
    path: '/decedent/:id/deleteDonationDetails',
    summary: 'Deletes every donation link of the decedent.',
    operation:
      'mutation DeleteDonationDetails($opi: String!, $version: Int) { deleteDonationDetails(opi: $opi, version: $version) { message decedent { donationDetailsVersion } } }',
    variables: (req) => ({ opi: req.params['id'], version: versionOf(req, 'donations') }),
    data: () => null,
    etag: (r) => etagOf({ donations: r['deleteDonationDetails'].decedent.donationDetailsVersion }),
    message: (r) => r['deleteDonationDetails'].message,
  },
  {
    method: 'POST',
    path: '/decedent/:id/addSocialMedia',
    summary:
      'Replaces the social links: body socialMediaLinks {Instagram, Facebook, ...}; empty ones are dropped. data is the stored links.',
    operation: `mutation AddSocialMedia($opi: String!, $links: SocialMediaLinksInput!, $version: Int) {
      saveSocialMediaLinks(opi: $opi, socialMediaLinks: $links, version: $version) { message socialMediaLinks { ${SOCIAL} } decedent { socialMediaLinksVersion } } }`,
    variables: (req) => ({ opi: req.params['id'], links: req.body['socialMediaLinks'] ?? null, version: versionOf(req, 'socialLinks') }),
    data: (r) => r['saveSocialMediaLinks'].socialMediaLinks,
    etag: (r) => etagOf({ socialLinks: r['saveSocialMediaLinks'].decedent.socialMediaLinksVersion }),
    message: (r) => r['saveSocialMediaLinks'].message,
  },
  {
    method: 'POST',
    path: '/obituary/displayName/:id',
    summary: "Sets the display name: body displayName (made of the decedent's name parts), or displayNameType and fields.",
    operation:
      'mutation ObituaryDisplayName($opi: String!, $input: DisplayNameInput!, $version: Int) { setDisplayName(opi: $opi, input: $input, version: $version) { message settings { displayName displayNameType fields version } } }',
    variables: (req) => ({
      opi: req.params['id'],
      input: {
        displayName: req.body['displayName'] ?? null,
        displayNameType: req.body['displayNameType'] ?? null,
        fields: req.body['fields'] ?? null,
      },
      version: versionOf(req, 'displayName'),
    }),
    // The legacy data: the settings as they were, without the version (the ETag carries it).
    data: (r) => {
      const { version: _version, ...settings } = r['setDisplayName'].settings;
      return settings;
    },
    etag: (r) => etagOf({ displayName: r['setDisplayName'].settings.version }),
    message: (r) => r['setDisplayName'].message,
  },
];
