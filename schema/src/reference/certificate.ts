import { NAMESPACE, type MessageKey, type MessageValues, type Namespace } from '../i18n/index.js';

// Reference lists of the biography and death certificate forms (arrangements-portal 3).
// Race and Hispanic-origin items follow the U.S. Standard Certificate of Death
// (2003 revision) as coded for state electronic death registration systems (EDRS).

export interface RaceEntry {
  id: number;
  edrsCode: string;
  name: string;
  headerId: number;
}
export interface RaceHeader {
  id: number;
  name: string;
}
export interface EthnicityEntry {
  id: number;
  edrsCode: string;
  name: string;
  isHispanic: boolean;
}

export const RACE_HEADERS: readonly RaceHeader[] = [
  { id: 1, name: 'White' },
  { id: 2, name: 'Black or African American' },
  { id: 3, name: 'American Indian or Alaska Native' },
  { id: 4, name: 'Asian' },
  { id: 5, name: 'Native Hawaiian or Other Pacific Islander' },
  { id: 6, name: 'Other' },
];

export const RACES: readonly RaceEntry[] = [
  { id: 1, edrsCode: 'W', name: 'White', headerId: 1 },
  { id: 2, edrsCode: 'B', name: 'Black or African American', headerId: 2 },
  { id: 3, edrsCode: 'AI', name: 'American Indian or Alaska Native', headerId: 3 },
  { id: 4, edrsCode: 'A1', name: 'Asian Indian', headerId: 4 },
  { id: 5, edrsCode: 'A2', name: 'Chinese', headerId: 4 },
  { id: 6, edrsCode: 'A3', name: 'Filipino', headerId: 4 },
  { id: 7, edrsCode: 'A4', name: 'Japanese', headerId: 4 },
  { id: 8, edrsCode: 'A5', name: 'Korean', headerId: 4 },
  { id: 9, edrsCode: 'A6', name: 'Vietnamese', headerId: 4 },
  { id: 10, edrsCode: 'A7', name: 'Other Asian', headerId: 4 },
  { id: 11, edrsCode: 'P1', name: 'Native Hawaiian', headerId: 5 },
  { id: 12, edrsCode: 'P2', name: 'Guamanian or Chamorro', headerId: 5 },
  { id: 13, edrsCode: 'P3', name: 'Samoan', headerId: 5 },
  { id: 14, edrsCode: 'P4', name: 'Other Pacific Islander', headerId: 5 },
  { id: 15, edrsCode: 'O', name: 'Other', headerId: 6 },
  { id: 16, edrsCode: 'U', name: 'Unknown', headerId: 6 },
];

/** Hispanic origin: the non-Hispanic answer and the Hispanic groups (isHispanic true). */
export const ETHNICITIES: readonly EthnicityEntry[] = [
  { id: 1, edrsCode: 'N', name: 'No, not Spanish/Hispanic/Latino', isHispanic: false },
  { id: 2, edrsCode: 'H1', name: 'Mexican, Mexican American, Chicano', isHispanic: true },
  { id: 3, edrsCode: 'H2', name: 'Puerto Rican', isHispanic: true },
  { id: 4, edrsCode: 'H3', name: 'Cuban', isHispanic: true },
  { id: 5, edrsCode: 'H4', name: 'Central American', isHispanic: true },
  { id: 6, edrsCode: 'H5', name: 'South American', isHispanic: true },
  { id: 7, edrsCode: 'H6', name: 'Other Spanish/Hispanic/Latino', isHispanic: true },
  { id: 8, edrsCode: 'U', name: 'Unknown', isHispanic: false },
];

export const QUALIFICATIONS: readonly { id: number; name: string }[] = [
  { id: 1, name: '8th grade or less' },
  { id: 2, name: '9th - 12th grade; no diploma' },
  { id: 3, name: 'High school graduate or GED completed' },
  { id: 4, name: 'Some college credit, but no degree' },
  { id: 5, name: 'Associate degree (e.g., AA, AS)' },
  { id: 6, name: "Bachelor's degree (e.g., BA, AB, BS)" },
  { id: 7, name: "Master's degree (e.g., MA, MS, MEng, MEd, MSW, MBA)" },
  { id: 8, name: 'Doctorate (e.g., PhD, EdD) or Professional degree (e.g., MD, DDS, DVM, LLB, JD)' },
  { id: 9, name: 'Unknown' },
];

export const SERVICE_BRANCHES = [
  'Army',
  'Navy',
  'Air Force',
  'Marine Corps',
  'Coast Guard',
  'Space Force',
  'Army National Guard',
  'Air National Guard',
  'Merchant Marine',
  'Public Health Service',
  'NOAA Corps',
] as const;

export const SERVICE_ERAS = [
  'World War II (1941-1946)',
  'Korean War (1950-1955)',
  'Peacetime (1955-1964)',
  'Vietnam War (1964-1975)',
  'Peacetime (1975-1990)',
  'Gulf War (1990-2001)',
  'Post-9/11 (2001-present)',
] as const;

export const MARITAL_STATUSES = [
  'Married',
  'Married, but separated',
  'Widowed',
  'Divorced',
  'Never Married',
  'Domestic Partnership',
  'Unknown',
] as const;

/** The certificate's eight sections (arrangements-portal 2.5) in the spec's order: their keys (savedSections). */
export const CERTIFICATE_SECTIONS = [
  { key: 'primary' },
  { key: 'resident' },
  { key: 'ethnicity' },
  { key: 'education' },
  { key: 'veteran' },
  { key: 'parent' },
  { key: 'notifier' },
  { key: 'nok' },
] as const;
export type CertificateSectionKey = (typeof CERTIFICATE_SECTIONS)[number]['key'];

/**
 * The sections' titles by key (issue 31): the one set the cards, the section links, the forms' names, the submit
 * dialog and the arranger's mail all say.
 */
export const CERTIFICATE_SECTION_TITLES = {
  [NAMESPACE]: 'certificateSections',
  primary: 'Death Certificate Information',
  resident: 'Residential Details',
  ethnicity: 'Ethnicity Details',
  education: 'Education and Occupation Details',
  veteran: 'Veteran Details',
  parent: 'Parents Details',
  notifier: 'Notifier Details',
  nok: 'Next of Kin Details',
} as const satisfies Record<CertificateSectionKey, string> & { [NAMESPACE]: string };

/**
 * The words of the certificate's lists in the reader's language (issue 31), by id, or for the lists of names by a key
 * of the name: the lists keep their ids and English names (the legacy contract, and the values stored); a screen shows
 * `raceLabel(t, id)`, `maritalStatusLabel(t, name)` and the like. Race and Hispanic origin follow the wording of the
 * Census Bureau's Spanish questionnaire.
 */
export const CERTIFICATE_LIST_LABELS = {
  [NAMESPACE]: 'certificateLists',
  raceHeader1: 'White',
  raceHeader2: 'Black or African American',
  raceHeader3: 'American Indian or Alaska Native',
  raceHeader4: 'Asian',
  raceHeader5: 'Native Hawaiian or Other Pacific Islander',
  raceHeader6: 'Other',
  race1: 'White',
  race2: 'Black or African American',
  race3: 'American Indian or Alaska Native',
  race4: 'Asian Indian',
  race5: 'Chinese',
  race6: 'Filipino',
  race7: 'Japanese',
  race8: 'Korean',
  race9: 'Vietnamese',
  race10: 'Other Asian',
  race11: 'Native Hawaiian',
  race12: 'Guamanian or Chamorro',
  race13: 'Samoan',
  race14: 'Other Pacific Islander',
  race15: 'Other',
  race16: 'Unknown',
  ethnicity1: 'No, not Spanish/Hispanic/Latino',
  ethnicity2: 'Mexican, Mexican American, Chicano',
  ethnicity3: 'Puerto Rican',
  ethnicity4: 'Cuban',
  ethnicity5: 'Central American',
  ethnicity6: 'South American',
  ethnicity7: 'Other Spanish/Hispanic/Latino',
  ethnicity8: 'Unknown',
  qualification1: '8th grade or less',
  qualification2: '9th - 12th grade; no diploma',
  qualification3: 'High school graduate or GED completed',
  qualification4: 'Some college credit, but no degree',
  qualification5: 'Associate degree (e.g., AA, AS)',
  qualification6: "Bachelor's degree (e.g., BA, AB, BS)",
  qualification7: "Master's degree (e.g., MA, MS, MEng, MEd, MSW, MBA)",
  qualification8: 'Doctorate (e.g., PhD, EdD) or Professional degree (e.g., MD, DDS, DVM, LLB, JD)',
  qualification9: 'Unknown',
  /** GENDERS by id. */
  gender1: 'Female',
  gender2: 'Male',
  gender3: 'Unspecified',
  branchArmy: 'Army',
  branchNavy: 'Navy',
  branchAirForce: 'Air Force',
  branchMarineCorps: 'Marine Corps',
  branchCoastGuard: 'Coast Guard',
  branchSpaceForce: 'Space Force',
  branchArmyNationalGuard: 'Army National Guard',
  branchAirNationalGuard: 'Air National Guard',
  branchMerchantMarine: 'Merchant Marine',
  branchPublicHealthService: 'Public Health Service',
  branchNoaaCorps: 'NOAA Corps',
  eraWorldWar2: 'World War II (1941-1946)',
  eraKoreanWar: 'Korean War (1950-1955)',
  eraPeacetime1955: 'Peacetime (1955-1964)',
  eraVietnamWar: 'Vietnam War (1964-1975)',
  eraPeacetime1975: 'Peacetime (1975-1990)',
  eraGulfWar: 'Gulf War (1990-2001)',
  eraPost911: 'Post-9/11 (2001-present)',
  maritalMarried: 'Married',
  maritalSeparated: 'Married, but separated',
  maritalWidowed: 'Widowed',
  maritalDivorced: 'Divorced',
  maritalNeverMarried: 'Never Married',
  maritalDomesticPartnership: 'Domestic Partnership',
  maritalUnknown: 'Unknown',
} as const;

type ListKey = MessageKey<typeof CERTIFICATE_LIST_LABELS>;

/** The key of each service branch, era and marital status (the lists hold names, stored as they are). */
const BRANCH_KEYS = {
  Army: 'branchArmy',
  Navy: 'branchNavy',
  'Air Force': 'branchAirForce',
  'Marine Corps': 'branchMarineCorps',
  'Coast Guard': 'branchCoastGuard',
  'Space Force': 'branchSpaceForce',
  'Army National Guard': 'branchArmyNationalGuard',
  'Air National Guard': 'branchAirNationalGuard',
  'Merchant Marine': 'branchMerchantMarine',
  'Public Health Service': 'branchPublicHealthService',
  'NOAA Corps': 'branchNoaaCorps',
} as const satisfies Record<(typeof SERVICE_BRANCHES)[number], ListKey>;

const ERA_KEYS = {
  'World War II (1941-1946)': 'eraWorldWar2',
  'Korean War (1950-1955)': 'eraKoreanWar',
  'Peacetime (1955-1964)': 'eraPeacetime1955',
  'Vietnam War (1964-1975)': 'eraVietnamWar',
  'Peacetime (1975-1990)': 'eraPeacetime1975',
  'Gulf War (1990-2001)': 'eraGulfWar',
  'Post-9/11 (2001-present)': 'eraPost911',
} as const satisfies Record<(typeof SERVICE_ERAS)[number], ListKey>;

const MARITAL_KEYS = {
  Married: 'maritalMarried',
  'Married, but separated': 'maritalSeparated',
  Widowed: 'maritalWidowed',
  Divorced: 'maritalDivorced',
  'Never Married': 'maritalNeverMarried',
  'Domestic Partnership': 'maritalDomesticPartnership',
  Unknown: 'maritalUnknown',
} as const satisfies Record<(typeof MARITAL_STATUSES)[number], ListKey>;

/** A `t` of the catalog: `useT()` in a component, `t` elsewhere. */
type Translate = <N extends Namespace>(namespace: N, key: MessageKey<N>, values?: MessageValues) => string;

/** An entry's word by its key, or undefined for a key the catalog does not hold (an id or name not in the list). */
function listLabel(translate: Translate, key: string | undefined): string | undefined {
  return key !== undefined && Object.hasOwn(CERTIFICATE_LIST_LABELS, key) ? translate(CERTIFICATE_LIST_LABELS, key as ListKey) : undefined;
}

const byName = (keys: Readonly<Record<string, ListKey>>, name: string) => (Object.hasOwn(keys, name) ? keys[name] : undefined);

export const raceHeaderLabel = (translate: Translate, id: number) => listLabel(translate, `raceHeader${id}`);
export const raceLabel = (translate: Translate, id: number) => listLabel(translate, `race${id}`);
export const ethnicityLabel = (translate: Translate, id: number) => listLabel(translate, `ethnicity${id}`);
export const qualificationLabel = (translate: Translate, id: number) => listLabel(translate, `qualification${id}`);
export const genderLabel = (translate: Translate, id: number) => listLabel(translate, `gender${id}`);
export const serviceBranchLabel = (translate: Translate, name: string) => listLabel(translate, byName(BRANCH_KEYS, name));
export const serviceEraLabel = (translate: Translate, name: string) => listLabel(translate, byName(ERA_KEYS, name));
export const maritalStatusLabel = (translate: Translate, name: string) => listLabel(translate, byName(MARITAL_KEYS, name));
