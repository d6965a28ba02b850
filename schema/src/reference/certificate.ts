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

/** The certificate's eight sections (arrangements-portal 2.5) in the spec's order: their keys (savedSections) and card titles. */
export const CERTIFICATE_SECTIONS = [
  { key: 'primary', title: 'Death Certificate Information' },
  { key: 'resident', title: 'Residential Details' },
  { key: 'ethnicity', title: 'Ethnicity Details' },
  { key: 'education', title: 'Education and Occupation Details' },
  { key: 'veteran', title: 'Veteran Details' },
  { key: 'parent', title: 'Parents Details' },
  { key: 'notifier', title: 'Notifier Details' },
  { key: 'nok', title: 'Next of Kin Details' },
] as const;
