// GraphQL results of the arrangements screens, as the gateway answers them (with __typename, so fragments match in the cache).
import {
  ETHNICITIES,
  GENDERS,
  MARITAL_STATUSES,
  NAME_PREFIXES,
  QUALIFICATIONS,
  RACE_HEADERS,
  RACES,
  RELATIONSHIPS,
  SERVICE_BRANCHES,
  SERVICE_ERAS,
} from '@memorial/schema';

export const OPI = 'CS-1000-0001';

export function headerDecedent(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Decedent',
    id: 1,
    opi: OPI,
    slug: 'eleanor-whitmore-obituary',
    prefix: 'Mrs',
    firstName: 'Eleanor',
    middleName: 'Grace',
    lastName: 'Whitmore',
    dateOfBirth: '1941-06-02',
    dateOfDeath: '2026-03-14',
    pictureUrl: null,
    haveAcceptPolicy: true,
    funeralHome: { __typename: 'FuneralHome', code: 'CFS', name: 'Cypress Lawn Funeral Services' },
    ...overrides,
  };
}

export function primaryInfo(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'PrimaryInfo',
    prefix: 'Mrs',
    firstName: 'Eleanor',
    middleName: 'Grace',
    lastName: 'Whitmore',
    suffix: null,
    maidenName: 'Lindqvist',
    aka: null,
    preferredFirstName: null,
    preferredMiddleName: null,
    preferredLastName: null,
    dateOfBirth: '1941-06-02',
    birthState: null,
    birthCountry: null,
    gender: 1,
    maritalStatus: null,
    ssn: null,
    email: null,
    phoneNumber: null,
    secondaryPhoneNumber: null,
    notes: null,
    ...overrides,
  };
}

export const address = (overrides: Record<string, unknown> = {}) => ({
  __typename: 'Address',
  line1: null,
  line2: null,
  country: null,
  state: null,
  county: null,
  city: null,
  zipcode: null,
  ...overrides,
});

export function person(overrides: Record<string, unknown> = {}) {
  return {
    prefix: null,
    firstName: null,
    middleName: null,
    lastName: null,
    relation: null,
    email: null,
    phoneNumber: null,
    secondaryPhoneNumber: null,
    address: address(),
    ...overrides,
  };
}

export const nextOfKin = (id: number, overrides: Record<string, unknown> = {}) => ({
  __typename: 'NextOfKin',
  ...person(),
  id,
  isNotifier: false,
  ...overrides,
});

export function certificate(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'CertificateInfo',
    opi: OPI,
    isFreeze: false,
    savedSections: [] as string[],
    submittedAt: null,
    primaryInfo: primaryInfo(),
    residentInfo: null,
    ethnicityInfo: null,
    educationInfo: null,
    veteranInfo: null,
    parentsInfo: [] as unknown[],
    notifierInfo: null as unknown,
    nokInfo: [] as unknown[],
    sectionVersions: [] as unknown[],
    ...overrides,
  };
}

const idName = (entries: readonly { id: number; name: string }[]) => entries.map((e) => ({ __typename: 'IdName', ...e }));

export function referenceData() {
  return {
    __typename: 'ReferenceData',
    countries: [
      { __typename: 'Country', code: 'US', name: 'United States' },
      { __typename: 'Country', code: 'CA', name: 'Canada' },
      // After Canada in English, before it in Spanish (Alemania): the lists sort by the name shown.
      { __typename: 'Country', code: 'DE', name: 'Germany' },
      { __typename: 'Country', code: 'MX', name: 'Mexico' },
    ],
    relationships: idName(RELATIONSHIPS),
    prefixes: [...NAME_PREFIXES],
    genders: idName(GENDERS),
    maritalStatuses: [...MARITAL_STATUSES],
    qualifications: idName(QUALIFICATIONS),
    raceHeaders: idName(RACE_HEADERS),
    races: RACES.map((r) => ({ __typename: 'Race', ...r })),
    ethnicities: ETHNICITIES.map((e) => ({ __typename: 'Ethnicity', ...e })),
    serviceBranches: [...SERVICE_BRANCHES],
    serviceEras: [...SERVICE_ERAS],
  };
}

export const STATES: Record<string, { code: string; name: string }[]> = {
  US: [
    { code: 'CA', name: 'California' },
    { code: 'NY', name: 'New York' },
  ],
  CA: [
    { code: 'ON', name: 'Ontario' },
    { code: 'QC', name: 'Quebec' },
  ],
  MX: [{ code: 'JAL', name: 'Jalisco' }],
};

export const statesOf = (countryCode: string) => (STATES[countryCode] ?? []).map((s) => ({ __typename: 'State', ...s, countryCode }));

export function step(key: string, stepNo: number, title: string, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'ArrangementStep',
    key,
    step: stepNo,
    title,
    badge: null,
    route: `/app/${OPI}/${key}`,
    external: false,
    isLocked: false,
    isComplete: false,
    state: overrides['isComplete'] ? 'COMPLETE' : overrides['progress'] ? 'STARTED' : 'NOT_STARTED',
    submittedAt: null,
    progress: null,
    lastEditedBy: null,
    lastEditedAt: null,
    ...overrides,
  };
}

export function service(id: number, name: string, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'ServiceOffer',
    id,
    name,
    description: `${name}, arranged by our staff.`,
    imageUrl: `/media/demo/services/${id}.svg`,
    isInterested: null,
    note: null,
    ...overrides,
  };
}

/** The services of the summary, as the gateway sends them to both areas: one interested, one not, one open. */
export const SUMMARY_SERVICES = [
  service(1, 'Visitation', { isInterested: true, note: 'Evening, please' }),
  service(2, 'Dove release', { isInterested: false }),
  service(3, 'Live streaming'),
];
const answered = `${SUMMARY_SERVICES.filter((s) => s.isInterested !== null).length} of ${SUMMARY_SERVICES.length} answered`;

// Cards as the gateway builds them: a count for the certificate and the services, words for the prayer and program cards,
// and the last-edited stamp only on the staff's certificate, prayer and program cards.
export const FAMILY_STEPS = [
  step('whatToExpect', 1, 'What to Expect'),
  step('whatToBring', 2, 'What to Bring'),
  step('certificateDetails', 2, 'Biography and Death Certificate', { progress: '3 of 8 sections saved', isLocked: true }),
  step('servicesDetails', 3, 'Available Services', { progress: answered }),
  step('prayerCreation', 4, 'Create Prayer Card', { progress: 'Template: Garden Roses' }),
  step('programCreation', 5, 'Create Service Program', { badge: 'Beta Version', progress: 'Not started' }),
  step('obituary', 6, 'Obituary', { route: `/app/memories/${OPI}`, isComplete: true }),
  step('customizeFamilyWebsite', 7, 'Customize Family Website'),
  step('shareMemories', 8, 'Share Memories', { route: `/name/eleanor-whitmore-obituary/${OPI}`, external: true }),
];

export const STAFF_STEPS = [
  step('certificateDetails', 2, 'Biography and Death Certificate', {
    route: `/admin/${OPI}/certificateDetails`,
    progress: '3 of 8 sections saved',
    lastEditedBy: 'Catherine Reyes',
    lastEditedAt: '2026-03-16T17:05:00.000Z',
  }),
  step('prayerCreation', 4, 'Create Prayer Card', {
    route: `/admin/${OPI}/prayerCreation`,
    progress: 'Template: Garden Roses',
    lastEditedBy: 'Alan Park',
    lastEditedAt: '2026-03-17T22:30:00.000Z',
  }),
  step('programCreation', 5, 'Create Service Program', {
    route: `/admin/${OPI}/programCreation`,
    badge: 'Beta Version',
    progress: 'Template: Classic Hymn, program uploaded',
    lastEditedBy: 'Maria Lopez',
    lastEditedAt: '2026-03-18T16:00:00.000Z',
  }),
  step('obituary', 6, 'Obituary', { route: `/admin/memories-list/${OPI}` }),
  step('customizeFamilyWebsite', 7, 'Customize Family Website', { route: `/admin/${OPI}/customizeFamilyWebsite` }),
];

export function summary(steps: unknown[], overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'ArrangementSummary',
    haveAcceptPolicy: true,
    decedent: headerDecedent(),
    obituary: { __typename: 'ObituaryView', description: 'Eleanor Grace Whitmore, beloved mother, passed away peacefully.' },
    services: SUMMARY_SERVICES,
    steps,
    ...overrides,
  };
}
