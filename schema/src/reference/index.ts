// Fixed lists named by the spec (memorial-portal section 3). Ids are part of the
// legacy contract: never renumber an entry, only append.

export const ROLES = ['arranger', 'admin', 'cl-arranger'] as const;
export type Role = (typeof ROLES)[number];
export const STAFF_ROLES: readonly Role[] = ['admin', 'cl-arranger'];
/** Each role in words, wherever a role is shown to a person (never the id "cl-arranger"). */
export const ROLE_LABELS: Record<Role, string> = { arranger: 'Family (arranger)', admin: 'Administrator', 'cl-arranger': 'Staff arranger' };
/** GraphQL names cannot hold a hyphen: the graph's Role enum spells cl-arranger cl_arranger. Name in the graph -> role. */
export const GRAPHQL_ROLES = { arranger: 'arranger', admin: 'admin', cl_arranger: 'cl-arranger' } as const satisfies Record<string, Role>;
export type GraphQLRole = keyof typeof GRAPHQL_ROLES;
export const roleFromGraphQL = (name: GraphQLRole): Role => GRAPHQL_ROLES[name];
export const roleToGraphQL = (role: Role): GraphQLRole => (role === 'cl-arranger' ? 'cl_arranger' : role);

export interface IdName {
  id: number;
  name: string;
}

export const MEMORY_TYPES: readonly IdName[] = [
  { id: 1, name: 'Family' },
  { id: 2, name: 'Relationship' },
  { id: 3, name: 'Education' },
  { id: 4, name: 'Career' },
  { id: 5, name: 'Military' },
  { id: 6, name: 'Important Dates' },
  { id: 7, name: 'Hobby' },
  { id: 8, name: 'Remembrances' },
];
/** The type a memory shared from the public form carries. */
export const SHARED_MEMORY_TYPE = 9;

export const GENDERS: readonly IdName[] = [
  { id: 1, name: 'Female' },
  { id: 2, name: 'Male' },
  { id: 3, name: 'Unspecified' },
];

export const NAME_PREFIXES = ['Mr', 'Ms', 'Mrs', 'Esq', 'Phd', 'Dr', 'Master', 'Miss', 'Professor', 'Rev', 'Fr', 'Rabbi'] as const;
export const PROFILE_TITLES = ['Mr', 'Mrs', 'Ms'] as const;

export const SOCIAL_LINK_KINDS = ['CustomUrl', 'Facebook', 'Instagram', 'Twitter', 'Tiktok', 'Blog', 'Youtube', 'Linkedin'] as const;
export type SocialLinkKind = (typeof SOCIAL_LINK_KINDS)[number];

/**
 * Relationships. The spec fixes Other 43, Conservator 44, Self 45, DPOAHC 26
 * and SRDP 42; the rest follow the alphabetical order of the legacy list.
 */
export const RELATIONSHIPS: readonly IdName[] = [
  { id: 1, name: 'Aunt' },
  { id: 2, name: 'Brother' },
  { id: 3, name: 'Brother-in-law' },
  { id: 4, name: 'Business Partner' },
  { id: 5, name: 'Caregiver' },
  { id: 6, name: 'Classmate' },
  { id: 7, name: 'Colleague' },
  { id: 8, name: 'Coroner' },
  { id: 9, name: 'Cousin' },
  { id: 10, name: 'Daughter' },
  { id: 11, name: 'Daughter-in-law' },
  { id: 12, name: 'Doctor' },
  { id: 13, name: 'Father' },
  { id: 14, name: 'Father-in-law' },
  { id: 15, name: 'Fiance' },
  { id: 16, name: 'Friend' },
  { id: 17, name: 'Granddaughter' },
  { id: 18, name: 'Grandfather' },
  { id: 19, name: 'Grandmother' },
  { id: 20, name: 'Grandson' },
  { id: 21, name: 'Great-grandchild' },
  { id: 22, name: 'Guardian' },
  { id: 23, name: 'Half-brother' },
  { id: 24, name: 'Half-sister' },
  { id: 25, name: 'Husband' },
  { id: 26, name: 'DPOAHC' },
  { id: 27, name: 'Mother' },
  { id: 28, name: 'Mother-in-law' },
  { id: 29, name: 'Neighbor' },
  { id: 30, name: 'Nephew' },
  { id: 31, name: 'Niece' },
  { id: 32, name: 'Nurse' },
  { id: 33, name: 'Partner' },
  { id: 34, name: 'Pastor' },
  { id: 35, name: 'Sister' },
  { id: 36, name: 'Sister-in-law' },
  { id: 37, name: 'Son' },
  { id: 38, name: 'Son-in-law' },
  { id: 39, name: 'Spouse' },
  { id: 40, name: 'Stepchild' },
  { id: 41, name: 'Stepparent' },
  { id: 42, name: 'SRDP' },
  { id: 43, name: 'Other' },
  { id: 44, name: 'Conservator' },
  { id: 45, name: 'Self' },
  { id: 46, name: 'Uncle' },
  { id: 47, name: 'Wife' },
];

/** timeZone: the IANA zone of the home's services (the flower cut-off and reminders are reckoned in it). */
export interface FuneralHome {
  code: string;
  name: string;
  city: string;
  address: string;
  phone: string;
  timeZone: string;
}
/** The six providers. The first is the main funeral home, the fallback for unknown codes. */
export const FUNERAL_HOMES: readonly FuneralHome[] = [
  {
    code: 'CFS',
    name: 'Cypress Lawn Funeral Services',
    city: 'Colma',
    address: '1370 El Camino Real, Colma, CA 94014',
    phone: '6505502300',
    timeZone: 'America/Los_Angeles',
  },
  {
    code: 'ACC',
    name: 'Arbor Cremation Center',
    city: 'Daly City',
    address: '2130 Junipero Serra Blvd, Daly City, CA 94014',
    phone: '6509921100',
    timeZone: 'America/Los_Angeles',
  },
  {
    code: 'CNG',
    name: 'Chapel of the North Gate',
    city: 'San Mateo',
    address: '411 N San Mateo Dr, San Mateo, CA 94401',
    phone: '6503431400',
    timeZone: 'America/Los_Angeles',
  },
  {
    code: 'MDC',
    name: 'Mission Dolores Chapel',
    city: 'San Francisco',
    address: '3321 16th St, San Francisco, CA 94114',
    phone: '4155529050',
    timeZone: 'America/Los_Angeles',
  },
  {
    code: 'SSO',
    name: 'Sunset Sequoia Oaks Mortuary',
    city: 'Redwood City',
    address: '851 Woodside Rd, Redwood City, CA 94061',
    phone: '6503662600',
    timeZone: 'America/Los_Angeles',
  },
  {
    code: 'CCS',
    name: 'Coastal Cremation Society',
    city: 'Pacifica',
    address: '520 Palmetto Ave, Pacifica, CA 94044',
    phone: '6503593800',
    timeZone: 'America/Los_Angeles',
  },
];

export function funeralHomeFor(code: string | null | undefined): FuneralHome {
  return FUNERAL_HOMES.find((h) => h.code === code) ?? FUNERAL_HOMES[0]!;
}

export const ADMIN_PAGE_KEYS = [
  'arrangements',
  'certificateDetails',
  'servicesDetails',
  'prayerCreation',
  'programCreation',
  'whatToExpect',
  'whatToBring',
  'obituary',
  'customizeFamilyWebsite',
  'memories',
  'decedents',
  'loginReport',
  'userReport',
  'userProfile',
] as const;
export * from './uploads.js';
export * from './labels.js';
