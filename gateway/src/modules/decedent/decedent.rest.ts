import { FUNERAL_HOMES } from '@memorial/schema';
import type { RestRoute } from '../route.js';
import { bool, etagOf, str } from '../route.js';
import { STAFF_DECEDENTS_PAGE_SIZE_MAX } from './decedent.list.js';

/** The decedent fields the legacy clients read. */
export const DECEDENT_FIELDS = `id opi onePortalId prefix firstName middleName lastName suffix fullName slug dateOfBirth dateOfDeath pageTitle
  isPrivate hideContactFamily obituaryIsLocked isFreeze bannerUrl originalBannerUrl pictureUrl audioFileUrl locationCode
  lifeOfTitle lifeOfDescription title description
  donationDetails { id donationUrlName donationUrlSrc donationUrlDescription }
  socialMediaLinks { CustomUrl Facebook Instagram Twitter Tiktok Blog Youtube Linkedin }
  funeralHome { code name city address phone }`;

/**
 * Not `shared` (issue 28): the public page's decedent, obituary and cemetery location rows answer ETags of record
 * versions, which a shared cache would take for the body's (rest/runner.ts, checkShared); they stay no-store.
 * The versions of the records a decedent answer holds (the obituary with its life-of headline and description, the
 * donation links, the social links): asked for beside the legacy fields, answered as the ETag, never in the data.
 */
const RECORD_VERSIONS = 'obituaryVersion donationDetailsVersion socialMediaLinksVersion';
interface RecordVersions {
  obituaryVersion: number;
  donationDetailsVersion: number;
  socialMediaLinksVersion: number;
}
const decedentEtag = (d: RecordVersions) =>
  etagOf({ obituary: d.obituaryVersion, donations: d.donationDetailsVersion, socialLinks: d.socialMediaLinksVersion });
/** The decedent as the legacy clients read it: without the versions. */
function legacyDecedent({
  obituaryVersion: _o,
  donationDetailsVersion: _d,
  socialMediaLinksVersion: _s,
  ...decedent
}: RecordVersions & object) {
  return decedent;
}

const CASE_FIELDS = 'id status decedent { id opi onePortalId prefix firstName middleName lastName dateOfBirth dateOfDeath slug }';

export const decedentRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/decedent',
    summary: "The signed-in arranger's cases: activeCases and closedCases.",
    operation: `query MyCases { myCases { activeCases { ${CASE_FIELDS} } closedCases { ${CASE_FIELDS} } } }`,
  },
  {
    method: 'GET',
    path: '/decedent/opi/:id',
    summary: 'A decedent by opi with the policy flag: data.decedent and haveAcceptPolicy.',
    operation: `query DecedentByOpi($opi: String!) { decedent(opi: $opi) { ${DECEDENT_FIELDS} haveAcceptPolicy hasAccess ${RECORD_VERSIONS} } }`,
    variables: ({ params }) => ({ opi: params['id'] }),
    data: (r) => {
      const { haveAcceptPolicy, ...decedent } = r['decedent'];
      return { decedent: legacyDecedent(decedent), haveAcceptPolicy };
    },
    etag: (r) => decedentEtag(r['decedent']),
  },
  {
    method: 'GET',
    path: '/decedent/:id/accept',
    summary: 'Records the policy acceptance of the signed-in person for this decedent.',
    operation: 'mutation AcceptPolicy($opi: String!) { acceptPolicy(opi: $opi) { haveAcceptPolicy } }',
    variables: ({ params }) => ({ opi: params['id'] }),
  },
  {
    method: 'GET',
    path: '/decedent/:id',
    summary: 'A decedent by opi.',
    operation: `query Decedent($opi: String!) { decedent(opi: $opi) { ${DECEDENT_FIELDS} ${RECORD_VERSIONS} } }`,
    variables: ({ params }) => ({ opi: params['id'] }),
    data: (r) => legacyDecedent(r['decedent']),
    etag: (r) => decedentEtag(r['decedent']),
  },
  {
    method: 'PUT',
    path: '/decedent/privacy/:opi',
    summary: 'Turns the page privacy on or off (body isPrivate).',
    body: {
      properties: {
        isPrivate: {
          type: 'boolean',
          description:
            'true: only the family with access and staff see the page; false: everyone does. The text true or false is read the same.',
        },
      },
      required: ['isPrivate'],
    },
    operation:
      'mutation SetPrivacy($opi: String!, $isPrivate: Boolean!) { setDecedentPrivacy(opi: $opi, isPrivate: $isPrivate) { isPrivate message } }',
    variables: ({ params, body }) => ({ opi: params['opi'], isPrivate: bool(body['isPrivate']) }),
    data: (r) => ({ isPrivate: r['setDecedentPrivacy'].isPrivate }),
    message: (r) => r['setDecedentPrivacy'].message,
  },
  {
    method: 'GET',
    path: '/obituary/:id',
    summary: 'The obituary of a decedent: data.obituary.',
    operation:
      'query Obituary($opi: String!) { decedent(opi: $opi) { obituaryVersion displayNameVersion obituary { obituary displayName description prefix firstName middleName lastName dateOfBirth dateOfDeath audioFileUrl } } }',
    variables: ({ params }) => ({ opi: params['id'] }),
    data: (r) => ({ obituary: r['decedent'].obituary }),
    etag: (r) => etagOf({ obituary: r['decedent'].obituaryVersion, displayName: r['decedent'].displayNameVersion }),
  },
  {
    method: 'GET',
    path: '/webcem/:id/location',
    summary: 'The cemetery location: data.cemeteryLocation (null when unknown).',
    operation:
      'query CemeteryLocation($opi: String!) { decedent(opi: $opi) { cemeteryLocationVersion cemeteryLocation { propertyName geoJson { type coordinates } latitude longitude address } } }',
    variables: ({ params }) => ({ opi: params['id'] }),
    data: (r) => ({ cemeteryLocation: r['decedent'].cemeteryLocation }),
    etag: (r) => etagOf({ cemeteryLocation: r['decedent'].cemeteryLocationVersion }),
  },
];

export const adminDecedentRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/admin/decedents',
    summary: 'Staff list of decedents: query search, locationCode, isPrivate, isFreeze, page, pageSize; empty filters are dropped.',
    query: {
      search: {
        schema: { type: 'string' },
        description: 'Part of the opi, first name, last name or preferred first name (case-insensitive). Absent or empty: every decedent.',
      },
      locationCode: {
        schema: { type: 'string', enum: FUNERAL_HOMES.map((h) => h.code) },
        description: "Only the decedents of this funeral home (its location code, as GET /data's funeral homes list it). Absent: all.",
      },
      isPrivate: {
        schema: { type: 'boolean' },
        description: 'true: only private pages; false: only public ones. Absent (or another value): both.',
      },
      isFreeze: {
        schema: { type: 'boolean' },
        description: 'true: only frozen records; false: only those not frozen. Absent (or another value): both.',
      },
      page: {
        schema: { type: 'integer', minimum: 1, default: 1 },
        description: 'The page, from 1; 0 is read as 1. Absent or not a whole number: 1.',
      },
      pageSize: {
        schema: { type: 'integer', minimum: 1, maximum: STAFF_DECEDENTS_PAGE_SIZE_MAX, default: 20 },
        description: `Decedents a page, newest death first: at most ${STAFF_DECEDENTS_PAGE_SIZE_MAX} (more is read as ${STAFF_DECEDENTS_PAGE_SIZE_MAX}, 0 as 1). Absent or not a whole number: 20.`,
      },
    },
    operation: `query StaffDecedents($search: String, $locationCode: String, $isPrivate: Boolean, $isFreeze: Boolean, $page: Int!, $pageSize: Int!) {
      staffDecedents(search: $search, locationCode: $locationCode, isPrivate: $isPrivate, isFreeze: $isFreeze, page: $page, pageSize: $pageSize) {
        total page pageSize decedents { id opi onePortalId prefix firstName middleName lastName dateOfBirth dateOfDeath isPrivate isFreeze locationCode slug } } }`,
    variables: ({ query }) => {
      const n = (v: unknown, d: number) => (typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : d);
      return {
        search: str(query['search']) || null,
        locationCode: str(query['locationCode']) || null,
        isPrivate: bool(query['isPrivate']) ?? null,
        isFreeze: bool(query['isFreeze']) ?? null,
        page: n(query['page'], 1),
        pageSize: n(query['pageSize'], 20),
      };
    },
  },
];
