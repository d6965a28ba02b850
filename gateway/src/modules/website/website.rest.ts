import { DISPLAY_NAME_TYPES, DONATION_BUTTON_MAX, DONATION_DESCRIPTION_MAX, LOCALES, WEBSITE_URL_MAX } from '@memorial/schema';
import type { RestRoute } from '../route.js';
import { etagOf, versionOf } from '../route.js';

const DONATION = 'id donationUrlName donationUrlSrc donationUrlDescription';
const SOCIAL = 'CustomUrl Facebook Instagram Twitter Tiktok Blog Youtube Linkedin';
/** A legacy client may send an id as digits; anything else goes on for GraphQL to refuse in plain words. */
const id = (v: unknown) => (typeof v === 'string' && /^\d{1,9}$/.test(v.trim()) ? Number(v) : v);
/** A donation entry as sent, with its id read as a number. */
const entry = (v: unknown) =>
  v && typeof v === 'object' && !Array.isArray(v) && 'id' in v ? { ...v, id: id((v as { id: unknown }).id) } : v;

/** A social link as the body names it: each network's address is checked against that network. */
const SOCIAL_LINK = (network: string) => ({
  type: ['string', 'null'],
  maxLength: WEBSITE_URL_MAX,
  description: `The ${network} address (http or https, at most ${WEBSITE_URL_MAX} characters). Empty or absent: no link.`,
});
const SOCIAL_NETWORKS = SOCIAL.split(' ');

/** Customize Family Website (legacy-rest: Family website and Obituary rows). {id} is the decedent's opi. */
export const websiteRoutes: RestRoute[] = [
  {
    method: 'POST',
    path: '/decedent/:id/donationUrl',
    summary:
      'Saves donation links: body data, a list of {id?, donationUrlName, donationUrlSrc, donationUrlDescription, isDeleted?}; data is the stored list.',
    body: {
      properties: {
        data: {
          type: 'array',
          description:
            'The changed and deleted links: an entry without id is a new link, one with id changes that stored link (an id not stored: 404), isDeleted removes it. At most 5 links stay; links not named are kept.',
          items: {
            type: 'object',
            properties: {
              id: {
                type: ['integer', 'null'],
                description: "A stored link's id (digits as text are read the same); absent for a new link.",
              },
              donationUrlName: {
                type: 'string',
                maxLength: DONATION_BUTTON_MAX,
                description: `The button text, 1 to ${DONATION_BUTTON_MAX} characters.`,
              },
              donationUrlSrc: {
                type: 'string',
                maxLength: WEBSITE_URL_MAX,
                format: 'uri',
                description: `An http or https address, at most ${WEBSITE_URL_MAX} characters.`,
              },
              donationUrlDescription: {
                type: ['string', 'null'],
                maxLength: DONATION_DESCRIPTION_MAX,
                description: `The description shared by every link (the first kept entry's), at most ${DONATION_DESCRIPTION_MAX} characters.`,
              },
              isDeleted: {
                type: ['boolean', 'null'],
                description: 'true: the link with this id is removed (its other fields are not read).',
              },
              isDataChanged: { type: ['boolean', 'null'], description: 'Accepted and not needed.' },
            },
          },
        },
      },
      required: ['data'],
    },
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
    body: {
      properties: {
        socialMediaLinks: {
          type: 'object',
          description: 'Every link of the page: a network left out or empty has none afterwards.',
          properties: Object.fromEntries(SOCIAL_NETWORKS.map((n) => [n, SOCIAL_LINK(n === 'CustomUrl' ? 'custom' : n)])),
        },
      },
      required: ['socialMediaLinks'],
    },
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
    body: {
      properties: {
        displayName: {
          type: ['string', 'null'],
          description:
            "The text of the display name: taken when some choice of the decedent's name parts makes it (else 400). Read only without displayNameType.",
        },
        displayNameType: {
          type: ['string', 'null'],
          enum: [...DISPLAY_NAME_TYPES, null],
          description:
            'Legal: prefix, first, middle and last name, suffix. Preferred: the preferred first, middle and last names (only when the preferred first and last names exist). Absent: displayName is read.',
        },
        fields: {
          type: ['array', 'null'],
          items: {
            type: 'string',
            enum: [
              'prefix',
              'middleName',
              'suffix',
              'preferredMiddleName',
              'firstName',
              'lastName',
              'preferredFirstName',
              'preferredLastName',
            ],
          },
          description:
            'The optional name parts of displayNameType to show (prefix, middleName or preferredMiddleName, suffix); the first and last names always are. A part of the other type, or an empty one: 400.',
        },
      },
    },
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
  {
    method: 'PUT',
    path: '/decedent/:id/pageLanguage',
    summary: "Sets the memorial page's language (body language: en or es; null or empty for each visitor's own); data.pageLanguage.",
    body: {
      properties: {
        language: {
          type: ['string', 'null'],
          enum: ['', ...LOCALES, null],
          description: "The page's language: en or es. Null, empty or absent: each visitor reads it in their browser's language.",
        },
      },
    },
    operation:
      'mutation PageLanguage($opi: String!, $language: String) { setPageLanguage(opi: $opi, language: $language) { message pageLanguage } }',
    variables: (req) => ({ opi: req.params['id'], language: req.body['language'] ?? null }),
    data: (r) => ({ pageLanguage: r['setPageLanguage'].pageLanguage }),
    message: (r) => r['setPageLanguage'].message,
  },
];
