import type { RestRoute } from '../route.js';

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
    operation: `mutation DonationUrl($opi: String!, $data: [DonationDetailInput!]!) { saveDonationDetails(opi: $opi, data: $data) { message donationDetails { ${DONATION} } } }`,
    variables: ({ params, body }) => ({
      opi: params['id'],
      data: Array.isArray(body['data']) ? body['data'].map(entry) : (body['data'] ?? null),
    }),
    data: (r) => r['saveDonationDetails'].donationDetails,
    message: (r) => r['saveDonationDetails'].message,
  },
  {
    method: 'DELETE',
    path: '/decedent/:id/deleteDonationDetails',
    summary: 'Deletes every donation link of the decedent.',
    operation: 'mutation DeleteDonationDetails($opi: String!) { deleteDonationDetails(opi: $opi) { message } }',
    variables: ({ params }) => ({ opi: params['id'] }),
    data: () => null,
    message: (r) => r['deleteDonationDetails'].message,
  },
  {
    method: 'POST',
    path: '/decedent/:id/addSocialMedia',
    summary:
      'Replaces the social links: body socialMediaLinks {Instagram, Facebook, ...}; empty ones are dropped. data is the stored links.',
    operation: `mutation AddSocialMedia($opi: String!, $links: SocialMediaLinksInput!) { saveSocialMediaLinks(opi: $opi, socialMediaLinks: $links) { message socialMediaLinks { ${SOCIAL} } } }`,
    variables: ({ params, body }) => ({ opi: params['id'], links: body['socialMediaLinks'] ?? null }),
    data: (r) => r['saveSocialMediaLinks'].socialMediaLinks,
    message: (r) => r['saveSocialMediaLinks'].message,
  },
  {
    method: 'POST',
    path: '/obituary/displayName/:id',
    summary: "Sets the display name: body displayName (made of the decedent's name parts), or displayNameType and fields.",
    operation:
      'mutation ObituaryDisplayName($opi: String!, $input: DisplayNameInput!) { setDisplayName(opi: $opi, input: $input) { message settings { displayName displayNameType fields } } }',
    variables: ({ params, body }) => ({
      opi: params['id'],
      input: { displayName: body['displayName'] ?? null, displayNameType: body['displayNameType'] ?? null, fields: body['fields'] ?? null },
    }),
    data: (r) => r['setDisplayName'].settings,
    message: (r) => r['setDisplayName'].message,
  },
];
