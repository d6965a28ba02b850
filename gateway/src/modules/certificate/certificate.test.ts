import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootGateway } from '../../boot.js';
import { loadConfig } from '../../config.js';
import { createLogger } from '../../logger.js';
import { cloneUser, DEMO, OPI, startTestGateway, TEST_JWT_SECRET, type TestGateway } from '../../test/gateway.js';
import { expectRestError, expectRestSuccess, gqlData, gqlError } from '../../test/expect.js';
import { CERTIFICATE_FIELDS } from './certificate.rest.js';
import { loadSsnKey, ssnCipher } from './ssn-cipher.js';

/** A JSON object of an answer, read field by field. */
type Json = Record<string, unknown>;

/**
 * Biography and Death Certificate Information (arrangements-portal 2.5, 3, 4.1,
 * 4.2, 5.1, 5.2, 7.1, 8), through GraphQL and the legacy REST routes: every
 * rule and message, the SSN at rest and on the wire, partial saves, the lock
 * for each role, the policy gate and the submission to the arranger.
 */

// Spec texts, written out on purpose.
const M = {
  locked: 'This section is now locked. Please contact your arranger for changes.',
  submitted: 'Details Submitted to your Arranger Successfully!',
  saveFirst: 'Please SAVE at least one section before you SUBMIT to your arranger.',
  forbidden: 'Unauthorized access Forbidden',
  privatePage: "Uh, Oh! The page that you have requested is private. You don't have the permission to view this.",
  invalidSsn: 'Invalid SSN',
  invalidEmail: 'Invalid Email',
  invalidPhone: 'Please enter valid Phone Number',
  addressLine: 'Address line should be less than 51 characters',
  branchRequired: 'Service Branch is required',
  eraRequired: 'Service Era is required',
  nokMissing: 'Next of kin does not exist',
  // Not spec texts: the lists' own (schema/src/rules/certificate.ts), written out here so they cannot change unnoticed.
  race: 'Please choose a race from the list',
  ethnicity: 'Please choose an ethnicity from the list',
  hispanic: 'Please choose a Hispanic origin from the list',
  qualification: 'Please choose a qualification from the list',
  serviceBranch: 'Please choose a service branch from the list',
  serviceEra: 'Please choose a service era from the list',
  maritalStatus: 'Please choose a marital status from the list',
  relation: 'Please choose a relationship from the list',
  raceFirst: 'Please choose the race before its ethnicity',
  hispanicOnly: 'A Hispanic origin can be chosen only when Hispanic is Yes',
} as const;

const SECTION = {
  primary: { path: 'primary-info', mutation: 'savePrimaryInfo', input: 'PrimaryInfoInput!', saved: 'Primary Details Updated!' },
  resident: { path: 'resident-info', mutation: 'saveResidentInfo', input: 'ResidentInfoInput!', saved: 'Residential Details Updated!' },
  ethnicity: { path: 'ethnicity-info', mutation: 'saveEthnicityInfo', input: 'EthnicityInfoInput!', saved: 'Ethnicity Details Updated!' },
  education: {
    path: 'education-info',
    mutation: 'saveEducationInfo',
    input: 'EducationInfoInput!',
    saved: 'Education & Occupational Details Updated!',
  },
  veteran: { path: 'veteran-info', mutation: 'saveVeteranInfo', input: 'VeteranInfoInput!', saved: 'Veteran Details Updated!' },
  parent: { path: 'parent-info', mutation: 'saveParentInfo', input: 'ParentInfoInput!', saved: 'Mother Details Updated!' },
  notifier: { path: 'notifier-info', mutation: 'saveNotifierInfo', input: 'NotifierInfoInput!', saved: 'Notifier Details Updated!' },
  nok: { path: 'nok-info', mutation: 'saveNextOfKin', input: '[NextOfKinInput!]!', saved: 'Next of Kin Details Updated!' },
} as const;
type Section = keyof typeof SECTION;
const SECTIONS = Object.keys(SECTION) as Section[];

const ADDRESS = {
  line1: '1370 El Camino Real',
  line2: 'Unit 4',
  country: 'US',
  state: 'CA',
  county: 'San Mateo County',
  city: 'Colma',
  zipcode: '94014',
};
const HISPANIC = { id: 2, edrsCode: 'H1', name: 'Mexican, Mexican American, Chicano' };
const WHITE = { id: 1, edrsCode: 'W', name: 'White' };

/** One complete, valid input per section (GraphQL types: numbers as numbers). */
const VALID: Record<Section, Record<string, unknown>> = {
  primary: {
    prefix: 'Mrs',
    firstName: 'Eleanor',
    middleName: 'Grace',
    lastName: 'Whitmore',
    maidenName: 'Lindqvist',
    suffix: '',
    aka: '"Nell"',
    preferredFirstName: 'Nell',
    preferredMiddleName: '',
    preferredLastName: '',
    dateOfBirth: '1941-06-02',
    birthState: 'MN',
    birthCountry: 'US',
    gender: 1,
    maritalStatus: 'Widowed',
    ssn: '123-45-6789',
    email: 'eleanor@example.com',
    phoneNumber: '+1-6505551234',
    secondaryPhoneNumber: '6505550000',
    notes: 'Taught English.',
  },
  resident: { ...ADDRESS, noOfYearsStayed: '31' },
  ethnicity: { isHispanic: true, hispanic: HISPANIC, raceOne: WHITE, ethnicityOne: HISPANIC },
  education: {
    occupation: 'Teacher',
    industry: 'Education',
    yearsOfOccupation: '31',
    qualification: { id: 7, name: "Master's degree (e.g., MA, MS, MEng, MEd, MSW, MBA)" },
  },
  veteran: { isVeteran: true, isUnknown: false, serviceBranch: 'Navy', serviceEra: 'Korean War (1950-1955)' },
  parent: { relation: 'Mother', firstName: 'Astrid', lastName: 'Lindqvist', maidenName: 'Berg', birthCountry: 'SE', birthState: 'M' },
  notifier: {
    prefix: 'Mrs',
    firstName: 'Catherine',
    lastName: 'Reyes',
    email: 'arranger@demo.test',
    phoneNumber: '+1-6505551234',
    relation: 'Daughter',
    isNotifierVerified: true,
    address: ADDRESS,
  },
  nok: {
    prefix: 'Mr',
    firstName: 'Daniel',
    lastName: 'Whitmore',
    email: 'daniel@example.com',
    phoneNumber: '6505551111',
    relation: 'Son',
    isNotifier: false,
    address: ADDRESS,
  },
};

const Q = {
  certificate: `query ($opi: String!) { certificate(opi: $opi) { ${CERTIFICATE_FIELDS} } }`,
  submit: `mutation ($opi: String!) { submitCertificate(opi: $opi) { message certificate { ${CERTIFICATE_FIELDS} } } }`,
  freeze: 'mutation ($opi: String!, $isFreeze: Boolean!) { setCertificateFreeze(opi: $opi, isFreeze: $isFreeze) { opi isFreeze } }',
  removeNok: `mutation ($opi: String!, $id: Int!) { removeNextOfKin(opi: $opi, id: $id) { message firstSave certificate { ${CERTIFICATE_FIELDS} } } }`,
  save: (s: Section) =>
    `mutation ($opi: String!, $input: ${SECTION[s].input}) { ${SECTION[s].mutation}(opi: $opi, input: $input) { message firstSave certificate { ${CERTIFICATE_FIELDS} } } }`,
};

let gw: TestGateway;
let arranger: string;
let staff: string;
let admin: string;
let family2: string;

beforeAll(async () => {
  gw = await startTestGateway();
  [arranger, staff, admin, family2] = await Promise.all([
    gw.login(DEMO.arranger, 'arranger'),
    gw.login(DEMO.staff, 'cl-arranger'),
    gw.login(DEMO.admin, 'admin'),
    gw.login(DEMO.family2, 'arranger'),
  ]);
  expectRestSuccess(await gw.rest('GET', `/decedent/${OPI.eleanor}/accept`, undefined, arranger));
});
afterAll(() => gw?.stop());

type SaveResult = { message: string; firstSave: boolean; certificate: Record<string, any> };

const gqlSave = (s: Section, input: Record<string, unknown>, token = arranger, opi: string = OPI.eleanor) =>
  gw.gql<Record<string, SaveResult>>(Q.save(s), { opi, input: s === 'nok' ? [input] : input }, token);
const restSave = (s: Section, body: unknown, token = arranger, opi: string = OPI.eleanor) =>
  gw.rest('POST', `/decedent/${opi}/${SECTION[s].path}`, body, token);
const read = async (token = arranger, opi: string = OPI.eleanor) => gqlData(await gw.gql(Q.certificate, { opi }, token)).certificate;

/** Saves the same input through GraphQL, then through REST: both succeed with the section's message. Answers both certificates. */
async function savedBoth(s: Section, input: Record<string, unknown>, opts: { message?: string; token?: string; opi?: string } = {}) {
  const message = opts.message ?? SECTION[s].saved;
  const viaGql = gqlData(await gqlSave(s, input, opts.token, opts.opi))[SECTION[s].mutation]!;
  expect(viaGql.message).toBe(message);
  const viaRest = expectRestSuccess(await restSave(s, input, opts.token, opts.opi), 200, message);
  const legacy = FIRST_SAVED_RECORDS[s]?.(viaRest);
  if (legacy)
    expect(
      legacy.map((r: Json) => r.isFirstSaved),
      'the saved records carry isFirstSaved',
    ).toEqual(legacy.map(() => true));
  return { gql: viaGql.certificate, rest: withoutFirstSaved(viaRest) };
}

/** The records REST gives the legacy isFirstSaved (section 3), for the section just saved. */
const FIRST_SAVED_RECORDS: Partial<Record<Section, (cert: Json) => Json[]>> = {
  primary: (c) => [c.primaryInfo as Json],
  resident: (c) => [c.residentInfo as Json],
  notifier: (c) => [c.notifierInfo as Json],
  parent: (c) => c.parentsInfo as Json[],
  nok: (c) => c.nokInfo as Json[],
};

/** The REST certificate without isFirstSaved: then both doors answer the same certificate. */
function withoutFirstSaved(cert: any) {
  const strip = (record: any) => {
    if (!record) return record;
    const { isFirstSaved: _, ...rest } = record;
    return rest;
  };
  return {
    ...cert,
    primaryInfo: strip(cert.primaryInfo),
    residentInfo: strip(cert.residentInfo),
    notifierInfo: strip(cert.notifierInfo),
    parentsInfo: cert.parentsInfo.map(strip),
    nokInfo: cert.nokInfo.map(strip),
  };
}

/** The same invalid input through GraphQL and REST: BAD_USER_INPUT / 400 with exactly these field messages. */
async function refusedBoth(s: Section, input: Record<string, unknown>, errors: Record<string, string>, token = arranger) {
  const before = await read(admin);
  const first = Object.values(errors)[0]!;
  const viaGql = gqlError(await gqlSave(s, input, token), 'BAD_USER_INPUT', first);
  const key = (k: string) => (s === 'nok' ? `0.${k}` : k);
  expect(viaGql.extensions?.['fieldErrors'], JSON.stringify(input)).toEqual(
    Object.fromEntries(Object.entries(errors).map(([k, v]) => [key(k), v])),
  );
  const viaRest = expectRestError(await restSave(s, input, token), 400, first);
  expect(viaRest.code).toBe('BAD_USER_INPUT');
  expect(viaRest.fieldErrors, JSON.stringify(input)).toEqual(Object.fromEntries(Object.entries(errors).map(([k, v]) => [key(k), v])));
  expect(await read(admin), 'a refused save changed nothing').toEqual(before);
}

const primary = (fields: Record<string, unknown>) => ({ firstName: 'Eleanor', ...fields });

describe('5.1 names (primary details), through GraphQL and REST', () => {
  it('First Name is required: absent, null, empty or blank', async () => {
    for (const input of [{}, { firstName: null }, { firstName: '' }, { firstName: '   ' }])
      await refusedBoth('primary', input, { firstName: 'First Name is required' });
  });

  it("First Name: 'First Name is too long' at 51 characters; 'Invalid First Name' for digits or quotes", async () => {
    await refusedBoth('primary', { firstName: 'a'.repeat(51) }, { firstName: 'First Name is too long' });
    await refusedBoth('primary', { firstName: 'Eleanor2' }, { firstName: 'Invalid First Name' });
    await refusedBoth('primary', { firstName: '"Nell"' }, { firstName: 'Invalid First Name' });
    const { gql, rest } = await savedBoth('primary', { firstName: 'E'.repeat(50) });
    expect([gql.primaryInfo.firstName, rest.primaryInfo.firstName]).toEqual(['E'.repeat(50), 'E'.repeat(50)]);
  });

  it('accented letters, hyphen, apostrophe, period and space pass, for every legal name', async () => {
    const names = { firstName: 'Zoë-Renée', middleName: "D'Arcy", lastName: 'St. Clair-Núñez', maidenName: "O'Brien Ångström" };
    const { gql, rest } = await savedBoth('primary', names);
    expect(gql.primaryInfo).toMatchObject(names);
    expect(rest.primaryInfo).toMatchObject(names);
    expect((await gw.sql('select first_name, middle_name, last_name, maiden_name from decedent where opi = $1', [OPI.eleanor]))[0]).toEqual(
      {
        first_name: 'Zoë-Renée',
        middle_name: "D'Arcy",
        last_name: 'St. Clair-Núñez',
        maiden_name: "O'Brien Ångström",
      },
    );
  });

  for (const [field, label] of [
    ['middleName', 'Middle Name'],
    ['lastName', 'Last Name'],
    ['maidenName', 'Maiden Name'],
  ] as const) {
    it(`${label}: optional, 'Invalid ${label}' and '${label} is too long'`, async () => {
      await refusedBoth('primary', primary({ [field]: 'Grace1' }), { [field]: `Invalid ${label}` });
      await refusedBoth('primary', primary({ [field]: '(Gracie)' }), { [field]: `Invalid ${label}` });
      await refusedBoth('primary', primary({ [field]: 'g'.repeat(51) }), { [field]: `${label} is too long` });
      const { gql, rest } = await savedBoth('primary', primary({ [field]: 'g'.repeat(50), gender: 1 }));
      expect([gql.primaryInfo[field], rest.primaryInfo[field]]).toEqual(['g'.repeat(50), 'g'.repeat(50)]);
    });
  }

  it("Suffix: max 4 ('Suffix is too long'), letters and periods only ('Invalid Suffix')", async () => {
    await refusedBoth('primary', primary({ suffix: 'Junior' }), { suffix: 'Suffix is too long' });
    await refusedBoth('primary', primary({ suffix: 'J2' }), { suffix: 'Invalid Suffix' });
    for (const suffix of ['Jr.', 'III', 'PhD']) {
      const { gql, rest } = await savedBoth('primary', primary({ suffix }));
      expect([gql.primaryInfo.suffix, rest.primaryInfo.suffix]).toEqual([suffix, suffix]);
    }
  });

  for (const [field, label] of [
    ['aka', 'AKA'],
    ['preferredFirstName', 'Preferred First Name'],
    ['preferredMiddleName', 'Preferred Middle Name'],
    ['preferredLastName', 'Preferred Last Name'],
  ] as const) {
    it(`${label}: allows double quotes and parentheses; 'Invalid ${label}', '${label} is too long'`, async () => {
      const nickname = `"Nell" (Ellie) O'Neil-Ó.`;
      const { gql, rest } = await savedBoth('primary', primary({ [field]: nickname }));
      expect([gql.primaryInfo[field], rest.primaryInfo[field]]).toEqual([nickname, nickname]);
      await refusedBoth('primary', primary({ [field]: 'Nell 2' }), { [field]: `Invalid ${label}` });
      await refusedBoth('primary', primary({ [field]: 'Nell;' }), { [field]: `Invalid ${label}` });
      await refusedBoth('primary', primary({ [field]: 'n'.repeat(51) }), { [field]: `${label} is too long` });
    });
  }

  it('several wrong fields answer each one its message', async () => {
    await refusedBoth(
      'primary',
      { firstName: '', middleName: '1', lastName: '2', suffix: 'Jr.Jr', aka: '#' },
      {
        firstName: 'First Name is required',
        middleName: 'Invalid Middle Name',
        lastName: 'Invalid Last Name',
        suffix: 'Suffix is too long',
        aka: 'Invalid AKA',
      },
    );
  });

  it('a gender other than Female clears the maiden name', async () => {
    await savedBoth('primary', primary({ gender: 1, maidenName: 'Lindqvist' }));
    const { gql, rest } = await savedBoth('primary', primary({ gender: 2 }));
    expect([gql.primaryInfo.maidenName, rest.primaryInfo.maidenName]).toEqual([null, null]);
    await savedBoth('primary', primary({ gender: 1, maidenName: 'Lindqvist' }));
    expect((await read()).primaryInfo).toMatchObject({ gender: 1, maidenName: 'Lindqvist' });
  });
});

describe('5.1 contact details, through GraphQL and REST', () => {
  it("'Invalid Email'; an empty e-mail clears it", async () => {
    for (const email of ['nope', 'a@b', 'eleanor@', 'two words@example.com'])
      await refusedBoth('primary', primary({ email }), { email: M.invalidEmail });
    const { gql, rest } = await savedBoth('primary', primary({ email: 'eleanor.w@example.com' }));
    expect([gql.primaryInfo.email, rest.primaryInfo.email]).toEqual(['eleanor.w@example.com', 'eleanor.w@example.com']);
    const cleared = await savedBoth('primary', primary({ email: '' }));
    expect([cleared.gql.primaryInfo.email, cleared.rest.primaryInfo.email]).toEqual([null, null]);
  });

  it("phones: 'Please enter valid Phone Number' for 9 or 11 digits or letters, on both phones", async () => {
    for (const phone of ['650555123', '65055512345', 'abcdefghij', '650-555-1234', '(650) 555-1234', '+1-650555123']) {
      await refusedBoth('primary', primary({ phoneNumber: phone }), { phoneNumber: M.invalidPhone });
      await refusedBoth('primary', primary({ secondaryPhoneNumber: phone }), { secondaryPhoneNumber: M.invalidPhone });
    }
  });

  it("'+1-6505551234' and '6505551234' are accepted as they are sent; the phones are optional", async () => {
    const { gql, rest } = await savedBoth('primary', primary({ phoneNumber: '+1-6505551234', secondaryPhoneNumber: '6505551234' }));
    for (const c of [gql, rest]) expect(c.primaryInfo).toMatchObject({ phoneNumber: '+1-6505551234', secondaryPhoneNumber: '6505551234' });
    const cleared = await savedBoth('primary', primary({ phoneNumber: '', secondaryPhoneNumber: '' }));
    for (const c of [cleared.gql, cleared.rest]) expect(c.primaryInfo).toMatchObject({ phoneNumber: null, secondaryPhoneNumber: null });
  });
});

describe('5.1 the SSN, through GraphQL and REST', () => {
  const cipherRow = async () =>
    (
      await gw.sql<{ ssn_cipher: string | null; ssn_last4: string | null }>(
        'select c.ssn_cipher, c.ssn_last4 from certificate c join decedent d on d.id = c.decedent_id where d.opi = $1',
        [OPI.eleanor],
      )
    )[0]!;

  it("'Invalid SSN' for a forbidden area, group or serial, or without the dashes", async () => {
    for (const ssn of [
      '000-12-3456',
      '666-12-3456',
      '900-12-3456',
      '812-12-3456',
      '123-00-4567',
      '123-45-0000',
      '123456789',
      '123-45-678',
      '123-45-67890',
      'abc-de-fghi',
    ]) {
      await refusedBoth('primary', primary({ ssn }), { ssn: M.invalidSsn });
    }
  });

  it('123-45-6789 is accepted, stored with AES-256-GCM (not its digits), and every answer shows only ***-**-6789', async () => {
    const viaGql = gqlData(await gqlSave('primary', primary({ ssn: '123-45-6789' }))).savePrimaryInfo!;
    expect(viaGql.certificate.primaryInfo.ssn).toBe('***-**-6789');
    const first = await cipherRow();
    const viaRest = await restSave('primary', primary({ ssn: '123-45-6789' }));
    expect(expectRestSuccess(viaRest, 200, 'Primary Details Updated!').primaryInfo.ssn).toBe('***-**-6789');
    const second = await cipherRow();

    for (const row of [first, second]) {
      expect(row.ssn_cipher).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
      expect(row.ssn_cipher).not.toContain('123-45-6789');
      expect(row.ssn_cipher).not.toContain('123456789');
      expect(row.ssn_last4).toBe('6789');
      // It is the SSN, sealed with this gateway's key.
      expect(ssnCipher(loadSsnKey(gw.config)).decrypt(row.ssn_cipher!)).toBe('123-45-6789');
    }
    // A fresh IV each time: the same SSN never seals the same way twice.
    expect(second.ssn_cipher).not.toBe(first.ssn_cipher);

    const reads = [
      JSON.stringify(viaGql),
      viaRest.text,
      JSON.stringify(await gw.gql(Q.certificate, { opi: OPI.eleanor }, arranger)),
      (await gw.rest('GET', `/decedent/${OPI.eleanor}/info`, undefined, arranger)).text,
      (await gw.rest('GET', `/decedent/${OPI.eleanor}/info`, undefined, admin)).text,
      (await gw.rest('GET', `/arrangements/${OPI.eleanor}/summary`, undefined, admin)).text,
    ];
    for (const text of reads) {
      expect(text).not.toMatch(/123-?45-?6789/);
      expect(text).not.toContain(second.ssn_cipher!);
    }
    for (const text of reads.slice(0, 5)) expect(text).toContain('"ssn":"***-**-6789"');
  });

  it('an empty or absent SSN on a later save keeps the stored one', async () => {
    await savedBoth('primary', primary({ ssn: '123-45-6789' }));
    const stored = await cipherRow();
    for (const input of [primary({ ssn: '' }), primary({ ssn: null }), primary({ notes: 'no ssn sent' })]) {
      const { gql, rest } = await savedBoth('primary', input);
      expect([gql.primaryInfo.ssn, rest.primaryInfo.ssn]).toEqual(['***-**-6789', '***-**-6789']);
    }
    expect(await cipherRow()).toEqual(stored);
    // A new SSN replaces it.
    const { rest } = await savedBoth('primary', primary({ ssn: '219-09-9999' }));
    expect(rest.primaryInfo.ssn).toBe('***-**-9999');
    expect(ssnCipher(loadSsnKey(gw.config)).decrypt((await cipherRow()).ssn_cipher!)).toBe('219-09-9999');
  });
});

describe('5.1 the other sections, through GraphQL and REST', () => {
  it('Residential: address lines over 50 characters are refused, 50 pass', async () => {
    await refusedBoth('resident', { line1: 'a'.repeat(51) }, { line1: M.addressLine });
    await refusedBoth('resident', { line1: 'ok', line2: 'b'.repeat(51) }, { line2: M.addressLine });
    const { gql, rest } = await savedBoth('resident', { ...ADDRESS, line1: 'a'.repeat(50), line2: 'b'.repeat(50), noOfYearsStayed: '12' });
    for (const c of [gql, rest])
      expect(c.residentInfo).toEqual({ ...ADDRESS, line1: 'a'.repeat(50), line2: 'b'.repeat(50), noOfYearsStayed: '12' });
  });

  it("Residential and education: the number of years is numeric ('Please enter a number')", async () => {
    await refusedBoth('resident', { noOfYearsStayed: 'ten' }, { noOfYearsStayed: 'Please enter a number' });
    await refusedBoth('education', { yearsOfOccupation: '3 years' }, { yearsOfOccupation: 'Please enter a number' });
    // The legacy forms send numbers: they are kept as text.
    expect(
      expectRestSuccess(await restSave('resident', { noOfYearsStayed: 7 }), 200, 'Residential Details Updated!').residentInfo
        .noOfYearsStayed,
    ).toBe('7');
  });

  it('Veteran: Yes without branch and era answers both messages', async () => {
    await refusedBoth('veteran', { isVeteran: true, isUnknown: false }, { serviceBranch: M.branchRequired, serviceEra: M.eraRequired });
    await refusedBoth(
      'veteran',
      { isVeteran: true, isUnknown: false, serviceBranch: 'Navy', serviceEra: '' },
      { serviceEra: M.eraRequired },
    );
    await refusedBoth(
      'veteran',
      { isVeteran: true, isUnknown: false, serviceBranch: '', serviceEra: 'Korean War (1950-1955)' },
      { serviceBranch: M.branchRequired },
    );
    const { gql, rest } = await savedBoth('veteran', VALID.veteran);
    expect([gql.veteranInfo, rest.veteranInfo]).toEqual([VALID.veteran, VALID.veteran]);
  });

  it('Veteran: No and Unknown clear the branch and the era', async () => {
    for (const choice of [
      { isVeteran: false, isUnknown: false },
      { isVeteran: true, isUnknown: true },
    ]) {
      await savedBoth('veteran', VALID.veteran);
      const { gql, rest } = await savedBoth('veteran', { ...choice, serviceBranch: 'Navy', serviceEra: 'Korean War (1950-1955)' });
      expect([gql.veteranInfo, rest.veteranInfo]).toEqual([
        { ...choice, serviceBranch: null, serviceEra: null },
        { ...choice, serviceBranch: null, serviceEra: null },
      ]);
    }
  });

  it("Parents: First Name is required; '{relation} Details Updated!'; the maiden name is kept for the Mother only", async () => {
    await refusedBoth('parent', { relation: 'Mother' }, { firstName: 'First Name is required' });
    await refusedBoth('parent', { relation: 'Father', firstName: '' }, { firstName: 'First Name is required' });
    await refusedBoth('parent', { relation: 'Father', firstName: 'Nils3' }, { firstName: 'Invalid First Name' });
    await refusedBoth(
      'parent',
      { relation: 'Mother', firstName: 'Astrid', maidenName: 'B'.repeat(51) },
      { maidenName: 'Maiden Name is too long' },
    );
    await refusedBoth('parent', { relation: 'Aunt', firstName: 'Astrid' }, { relation: 'Relation is required' });

    const mother = await savedBoth('parent', VALID.parent, { message: 'Mother Details Updated!' });
    const father = await savedBoth(
      'parent',
      { relation: 'Father', firstName: 'Nils', lastName: 'Lindqvist', maidenName: 'Should Not Stay', birthCountry: 'SE' },
      { message: 'Father Details Updated!' },
    );
    for (const c of [father.gql, father.rest]) {
      expect(c.parentsInfo).toHaveLength(2);
      expect(c.parentsInfo.find((p: Json) => p.relation === 'Mother')).toEqual({ ...VALID.parent, middleName: null });
      expect(c.parentsInfo.find((p: Json) => p.relation === 'Father')).toEqual({
        relation: 'Father',
        firstName: 'Nils',
        middleName: null,
        lastName: 'Lindqvist',
        maidenName: null,
        birthCountry: 'SE',
        birthState: null,
      });
    }
    expect(mother.rest.parentsInfo.filter((p: Json) => p.relation === 'Mother')).toHaveLength(1);
  });

  it('Ethnicity: turning Hispanic off clears the Hispanic choice; the races stay', async () => {
    const on = await savedBoth('ethnicity', VALID.ethnicity);
    for (const c of [on.gql, on.rest]) expect(c.ethnicityInfo).toMatchObject({ isHispanic: true, hispanic: HISPANIC, raceOne: WHITE });
    // The form clears the choice when Hispanic goes off; sent along with No, it is refused (see the reference lists below).
    const off = await savedBoth('ethnicity', { isHispanic: false });
    for (const c of [off.gql, off.rest])
      expect(c.ethnicityInfo).toMatchObject({ isHispanic: false, hispanic: null, raceOne: WHITE, ethnicityOne: HISPANIC });
  });

  it('Education: saves occupation, industry, years and the qualification', async () => {
    const { gql, rest } = await savedBoth('education', VALID.education);
    expect([gql.educationInfo, rest.educationInfo]).toEqual([VALID.education, VALID.education]);
  });
});

describe('the reference lists (GET /data), enforced by the gateway, through GraphQL and REST', () => {
  const CHINESE = { id: 5, edrsCode: 'A2', name: 'Chinese' };
  const CUBAN = { id: 4, edrsCode: 'H3', name: 'Cuban' };
  const NOT_HISPANIC = { id: 1, edrsCode: 'N', name: 'No, not Spanish/Hispanic/Latino' };
  const clearEthnicity = () =>
    gw.sql('update certificate set ethnicity = null where decedent_id = (select id from decedent where opi = $1)', [OPI.eleanor]);

  it("race, ethnicity and Hispanic origin: an id off the list, or a code or name that is not its entry's, is refused", async () => {
    await refusedBoth('ethnicity', { raceOne: { id: 99 } }, { raceOne: M.race });
    await refusedBoth('ethnicity', { raceTwo: { id: 1, name: 'Chinese' } }, { raceTwo: M.race });
    await refusedBoth('ethnicity', { raceThree: { id: 1, edrsCode: 'A2' } }, { raceThree: M.race });
    await refusedBoth('ethnicity', { raceOne: WHITE, ethnicityOne: { id: 42 } }, { ethnicityOne: M.ethnicity });
    await refusedBoth('ethnicity', { raceOne: WHITE, ethnicityOne: { ...HISPANIC, edrsCode: 'H9' } }, { ethnicityOne: M.ethnicity });
    // The Hispanic choice must be a Hispanic group.
    await refusedBoth('ethnicity', { isHispanic: true, hispanic: NOT_HISPANIC }, { hispanic: M.hispanic });
    await refusedBoth('ethnicity', { isHispanic: true, hispanic: { id: 99 } }, { hispanic: M.hispanic });
    await refusedBoth(
      'ethnicity',
      { raceOne: { id: 0 }, raceTwo: { id: 17 }, ethnicityThree: { id: 9 } },
      { raceOne: M.race, raceTwo: M.race, ethnicityThree: M.ethnicity },
    );
  });

  it('an entry sent by its id alone, or as GET /data lists it (headerId, isHispanic), is stored as the list has it', async () => {
    await clearEthnicity();
    const viaGql = gqlData(
      await gqlSave('ethnicity', { isHispanic: true, hispanic: { id: 4 }, raceOne: { id: 5 }, ethnicityOne: { id: 4, name: 'Cuban' } }),
    )['saveEthnicityInfo']!;
    expect(viaGql.certificate.ethnicityInfo).toMatchObject({ isHispanic: true, hispanic: CUBAN, raceOne: CHINESE, ethnicityOne: CUBAN });
    const data = expectRestSuccess(await gw.rest('GET', '/data', undefined, arranger));
    const asListed = { raceTwo: data.races.find((r: Json) => r.id === 1), ethnicityTwo: data.ethnicities.find((e: Json) => e.id === 1) };
    expect(asListed.raceTwo).toHaveProperty('headerId');
    expect(asListed.ethnicityTwo).toHaveProperty('isHispanic');
    const viaRest = expectRestSuccess(await restSave('ethnicity', asListed), 200, 'Ethnicity Details Updated!');
    expect(viaRest.ethnicityInfo).toEqual({
      isHispanic: true,
      hispanic: CUBAN,
      raceOne: CHINESE,
      raceTwo: WHITE,
      raceThree: null,
      ethnicityOne: CUBAN,
      ethnicityTwo: NOT_HISPANIC,
      ethnicityThree: null,
    });
  });

  it('an ethnicity needs its race: refused without it, accepted with a race already saved, and a race cannot be cleared under its ethnicity', async () => {
    await clearEthnicity();
    await refusedBoth('ethnicity', { ethnicityOne: HISPANIC }, { ethnicityOne: M.raceFirst });
    await refusedBoth(
      'ethnicity',
      { raceOne: WHITE, ethnicityTwo: HISPANIC, ethnicityThree: HISPANIC },
      { ethnicityTwo: M.raceFirst, ethnicityThree: M.raceFirst },
    );
    await refusedBoth('ethnicity', { raceTwo: WHITE, ethnicityOne: HISPANIC }, { ethnicityOne: M.raceFirst });
    // A race saved before: its ethnicity may come in a later save.
    await savedBoth('ethnicity', { raceTwo: CHINESE });
    const later = await savedBoth('ethnicity', { ethnicityTwo: NOT_HISPANIC });
    for (const c of [later.gql, later.rest]) expect(c.ethnicityInfo).toMatchObject({ raceTwo: CHINESE, ethnicityTwo: NOT_HISPANIC });
    await refusedBoth('ethnicity', { raceTwo: null }, { ethnicityTwo: M.raceFirst });
    // Clearing both together is fine.
    const cleared = await savedBoth('ethnicity', { raceTwo: null, ethnicityTwo: null });
    for (const c of [cleared.gql, cleared.rest]) expect(c.ethnicityInfo).toMatchObject({ raceTwo: null, ethnicityTwo: null });
  });

  it('a Hispanic origin only when Hispanic is Yes: refused with No, or with Hispanic unset; turning Hispanic off clears it', async () => {
    await clearEthnicity();
    await refusedBoth('ethnicity', { hispanic: HISPANIC }, { hispanic: M.hispanicOnly });
    await refusedBoth('ethnicity', { isHispanic: false, hispanic: HISPANIC }, { hispanic: M.hispanicOnly });
    await savedBoth('ethnicity', { isHispanic: false });
    await refusedBoth('ethnicity', { hispanic: CUBAN }, { hispanic: M.hispanicOnly });
    const on = await savedBoth('ethnicity', { isHispanic: true, hispanic: CUBAN });
    for (const c of [on.gql, on.rest]) expect(c.ethnicityInfo).toMatchObject({ isHispanic: true, hispanic: CUBAN });
    // Hispanic still on from the last save: a new choice alone is fine.
    const changed = await savedBoth('ethnicity', { hispanic: HISPANIC });
    for (const c of [changed.gql, changed.rest]) expect(c.ethnicityInfo).toMatchObject({ isHispanic: true, hispanic: HISPANIC });
    const off = await savedBoth('ethnicity', { isHispanic: false, hispanic: null });
    for (const c of [off.gql, off.rest]) expect(c.ethnicityInfo).toMatchObject({ isHispanic: false, hispanic: null });
  });

  it('qualification: on the list by id (and name when sent)', async () => {
    await refusedBoth('education', { qualification: { id: 42 } }, { qualification: M.qualification });
    await refusedBoth('education', { qualification: { id: 7, name: 'PhD' } }, { qualification: M.qualification });
    const { gql, rest } = await savedBoth('education', { qualification: { id: 3 } });
    for (const c of [gql, rest]) expect(c.educationInfo.qualification).toEqual({ id: 3, name: 'High school graduate or GED completed' });
  });

  it('service branch and era, marital status: one of the list, or empty to clear', async () => {
    await refusedBoth('veteran', { ...VALID.veteran, serviceBranch: 'Starfleet' }, { serviceBranch: M.serviceBranch });
    await refusedBoth('veteran', { ...VALID.veteran, serviceEra: 'Clone Wars' }, { serviceEra: M.serviceEra });
    await refusedBoth(
      'veteran',
      { ...VALID.veteran, serviceBranch: 'navy', serviceEra: 'Korean War' },
      { serviceBranch: M.serviceBranch, serviceEra: M.serviceEra },
    );
    for (const [serviceBranch, serviceEra] of [
      ['Space Force', 'Post-9/11 (2001-present)'],
      ['Coast Guard', 'World War II (1941-1946)'],
    ]) {
      const { gql, rest } = await savedBoth('veteran', { isVeteran: true, isUnknown: false, serviceBranch, serviceEra });
      for (const c of [gql, rest]) expect(c.veteranInfo).toEqual({ isVeteran: true, isUnknown: false, serviceBranch, serviceEra });
    }
    await refusedBoth('primary', primary({ maritalStatus: 'Complicated' }), { maritalStatus: M.maritalStatus });
    await refusedBoth('primary', primary({ maritalStatus: 'widowed' }), { maritalStatus: M.maritalStatus });
    for (const maritalStatus of ['Married, but separated', 'Domestic Partnership']) {
      const { gql, rest } = await savedBoth('primary', primary({ maritalStatus }));
      expect([gql.primaryInfo.maritalStatus, rest.primaryInfo.maritalStatus]).toEqual([maritalStatus, maritalStatus]);
    }
    const cleared = await savedBoth('primary', primary({ maritalStatus: '' }));
    expect([cleared.gql.primaryInfo.maritalStatus, cleared.rest.primaryInfo.maritalStatus]).toEqual([null, null]);
  });

  it('the relation of the notifier and of each next of kin: a label of the relationship list; the parents: Mother or Father', async () => {
    await refusedBoth('notifier', { firstName: 'Cat', relation: 'Nemesis' }, { relation: M.relation });
    await refusedBoth('nok', { firstName: 'Cat', relation: 'daughter' }, { relation: M.relation });
    await refusedBoth('parent', { relation: 'Stepparent', firstName: 'Ann' }, { relation: 'Relation is required' });
    for (const relation of ['DPOAHC', 'Conservator', 'Self']) {
      const { gql, rest } = await savedBoth('notifier', { firstName: 'Cat', relation, isNotifierVerified: true });
      expect([gql.notifierInfo.relation, rest.notifierInfo.relation]).toEqual([relation, relation]);
    }
    const kin = expectRestSuccess(await restSave('nok', { firstName: 'Ruth', relation: 'Sister' }), 200, 'Next of Kin Details Updated!');
    expect(kin.nokInfo.at(-1)).toMatchObject({ firstName: 'Ruth', relation: 'Sister' });
    // In a list of next of kin, the wrong one is named by its place.
    const wrong = gqlError(
      await gw.gql(
        Q.save('nok'),
        {
          opi: OPI.eleanor,
          input: [
            { firstName: 'A', relation: 'Son' },
            { firstName: 'B', relation: 'Pet' },
          ],
        },
        arranger,
      ),
      'BAD_USER_INPUT',
      M.relation,
    );
    expect(wrong.extensions?.['fieldErrors']).toEqual({ '1.relation': M.relation });
  });
});

describe('5.2 notifier and next of kin, through GraphQL and REST', () => {
  for (const s of ['notifier', 'nok'] as const) {
    it(`${s}: First Name required, 'Invalid Email', 10-digit phones, prefix Mr, Mrs or Ms`, async () => {
      for (const input of [{}, { firstName: '' }, { firstName: '  ', lastName: 'Reyes' }])
        await refusedBoth(s, input, { firstName: 'First Name is required' });
      await refusedBoth(s, { firstName: 'Cat', email: 'cat@' }, { email: M.invalidEmail });
      for (const phone of ['650555123', '65055512345', 'phonephone']) {
        await refusedBoth(s, { firstName: 'Cat', phoneNumber: phone }, { phoneNumber: M.invalidPhone });
        await refusedBoth(s, { firstName: 'Cat', secondaryPhoneNumber: phone }, { secondaryPhoneNumber: M.invalidPhone });
      }
      await refusedBoth(s, { firstName: 'Cat', address: { line1: 'x'.repeat(51) } }, { 'address.line1': M.addressLine });
      const prefix = gqlError(await gqlSave(s, { firstName: 'Cat', prefix: 'Dr' }), 'BAD_USER_INPUT');
      expect(Object.keys(prefix.extensions?.['fieldErrors'])).toEqual([s === 'nok' ? '0.prefix' : 'prefix']);
      expectRestError(await restSave(s, { firstName: 'Cat', prefix: 'Dr' }), 400);
    });
  }

  it('the notifier: saved with phones and address, phones optional', async () => {
    const { gql, rest } = await savedBoth('notifier', VALID.notifier);
    for (const c of [gql, rest]) expect(c.notifierInfo).toEqual({ ...VALID.notifier, middleName: null, secondaryPhoneNumber: null });
    const minimal = await savedBoth('notifier', {
      firstName: 'Catherine',
      phoneNumber: '',
      secondaryPhoneNumber: '6505550000',
      isNotifierVerified: true,
    });
    for (const c of [minimal.gql, minimal.rest])
      expect(c.notifierInfo).toMatchObject({
        firstName: 'Catherine',
        phoneNumber: null,
        secondaryPhoneNumber: '6505550000',
        email: 'arranger@demo.test',
      });
  });

  it('next of kin: list, add, update by id, remove', async () => {
    const before = (await read()).nokInfo as Array<{ id: number }>;
    for (const k of before) gqlData(await gw.gql(Q.removeNok, { opi: OPI.eleanor, id: k.id }, arranger));
    expect((await read()).nokInfo).toEqual([]);

    // Add: two through GraphQL at once, one through REST ('Same as Notifier').
    const added = gqlData(
      await gw.gql(Q.save('nok'), { opi: OPI.eleanor, input: [VALID.nok, { firstName: 'Lucy', relation: 'Daughter' }] }, arranger),
    ).saveNextOfKin;
    expect(added.message).toBe('Next of Kin Details Updated!');
    const viaRest = expectRestSuccess(
      await restSave('nok', { firstName: 'Catherine', lastName: 'Reyes', relation: 'Daughter', isNotifier: true }),
      200,
      'Next of Kin Details Updated!',
    );
    expect(viaRest.nokInfo.map((k: Json) => [k.firstName, k.relation, k.isNotifier])).toEqual([
      ['Daniel', 'Son', false],
      ['Lucy', 'Daughter', false],
      ['Catherine', 'Daughter', true],
    ]);
    const [daniel, lucy, catherine] = viaRest.nokInfo as Array<{ id: number }>;
    expect(daniel!.id).toBeLessThan(lucy!.id);
    expect(viaRest.nokInfo[0]).toEqual({
      id: daniel!.id,
      ...VALID.nok,
      middleName: null,
      secondaryPhoneNumber: null,
      isNotifierVerified: null,
      isFirstSaved: true,
    });

    // Update by id, through each door.
    const updated = gqlData(await gqlSave('nok', { id: lucy!.id, firstName: 'Lucille', phoneNumber: '6505552222' })).saveNextOfKin!;
    expect(updated.certificate.nokInfo.find((k: Json) => k.id === lucy!.id)).toMatchObject({
      firstName: 'Lucille',
      relation: 'Daughter',
      phoneNumber: '6505552222',
    });
    const viaRestUpdate = expectRestSuccess(
      await restSave('nok', { id: String(daniel!.id), firstName: 'Dan' }),
      200,
      'Next of Kin Details Updated!',
    );
    expect(viaRestUpdate.nokInfo).toHaveLength(3);
    expect(viaRestUpdate.nokInfo.find((k: Json) => k.id === daniel!.id)).toMatchObject({
      firstName: 'Dan',
      lastName: 'Whitmore',
      relation: 'Son',
      address: ADDRESS,
    });

    // Remove.
    const removed = gqlData(await gw.gql(Q.removeNok, { opi: OPI.eleanor, id: catherine!.id }, arranger)).removeNextOfKin;
    expect(removed.message).toBe('Next of Kin Details Updated!');
    expect(removed.certificate.nokInfo.map((k: Json) => k.id)).toEqual([daniel!.id, lucy!.id]);
    expect(
      expectRestSuccess(await gw.rest('GET', `/decedent/${OPI.eleanor}/info`, undefined, arranger)).nokInfo.map((k: Json) => k.firstName),
    ).toEqual(['Dan', 'Lucille']);
    gqlError(await gw.gql(Q.removeNok, { opi: OPI.eleanor, id: catherine!.id }, arranger), 'NOT_FOUND', M.nokMissing);
  });

  it('next of kin of another decedent can be neither updated nor removed through this one', async () => {
    gqlData(await gw.gql(Q.save('nok'), { opi: OPI.thomas, input: [{ firstName: 'Walter' }] }, staff));
    const walter = (await read(staff, OPI.thomas)).nokInfo[0];
    gqlError(await gqlSave('nok', { id: walter.id, firstName: 'Hijack' }), 'NOT_FOUND', M.nokMissing);
    expectRestError(await restSave('nok', { id: walter.id, firstName: 'Hijack' }), 404, M.nokMissing);
    gqlError(await gw.gql(Q.removeNok, { opi: OPI.eleanor, id: walter.id }, arranger), 'NOT_FOUND', M.nokMissing);
    expect((await read(staff, OPI.thomas)).nokInfo).toEqual([expect.objectContaining({ id: walter.id, firstName: 'Walter' })]);
  });
});

describe('8 and 4.2: messages and firstSave', () => {
  it('each section answers its success message; firstSave is true on its first save, false after; the REST data lists the saved sections', async () => {
    // Thomas's certificate starts empty; staff enter it.
    await gw.sql('delete from next_of_kin where decedent_id = (select id from decedent where opi = $1)', [OPI.thomas]);
    await gw.sql('delete from certificate where decedent_id = (select id from decedent where opi = $1)', [OPI.thomas]);
    const saved: string[] = [];
    for (const s of SECTIONS) {
      const first = gqlData(await gqlSave(s, VALID[s], staff, OPI.thomas))[SECTION[s].mutation]!;
      expect([s, first.message, first.firstSave]).toEqual([s, SECTION[s].saved, true]);
      saved.push(s);
      expect(first.certificate.savedSections).toEqual(saved);
      const again = gqlData(await gqlSave(s, VALID[s], admin, OPI.thomas))[SECTION[s].mutation]!;
      expect([s, again.message, again.firstSave]).toEqual([s, SECTION[s].saved, false]);
      const viaRest = expectRestSuccess(await restSave(s, VALID[s], staff, OPI.thomas), 200, SECTION[s].saved);
      expect(viaRest.savedSections).toEqual(saved);
    }
    expect(saved).toEqual(['primary', 'resident', 'ethnicity', 'education', 'veteran', 'parent', 'notifier', 'nok']);
    // Each parent has its own isFirstSaved (section 3): the father's first save after the mother's is his first save.
    // The legacy payload lists the mother alone, saved, until then.
    const motherOnly = expectRestSuccess(await gw.rest('GET', `/decedent/${OPI.thomas}/info`, undefined, staff)).parentsInfo;
    expect(motherOnly.map((p: Json) => [p.relation, p.isFirstSaved])).toEqual([['Mother', true]]);
    const father = gqlData(await gqlSave('parent', { relation: 'Father', firstName: 'Edward' }, staff, OPI.thomas)).saveParentInfo!;
    expect([father.message, father.firstSave]).toEqual(['Father Details Updated!', true]);
    expect(father.certificate.savedSections).toEqual(saved);
    const fatherAgain = expectRestSuccess(
      await restSave('parent', { relation: 'Father', firstName: 'Edward' }, admin, OPI.thomas),
      200,
      'Father Details Updated!',
    );
    expect(fatherAgain.parentsInfo.map((p: Json) => [p.relation, p.isFirstSaved])).toEqual([
      ['Mother', true],
      ['Father', true],
    ]);
    const again = gqlData(await gqlSave('parent', { relation: 'Father', firstName: 'Edward' }, staff, OPI.thomas)).saveParentInfo!;
    expect(again.firstSave).toBe(false);
    const mother = gqlData(await gqlSave('parent', VALID.parent, staff, OPI.thomas)).saveParentInfo!;
    expect([mother.message, mother.firstSave]).toEqual(['Mother Details Updated!', false]);
  });

  it("the father saved first (REST): then the mother's first save is hers (GraphQL)", async () => {
    await gw.sql('delete from certificate where decedent_id = (select id from decedent where opi = $1)', [OPI.thomas]);
    const father = expectRestSuccess(
      await restSave('parent', { relation: 'Father', firstName: 'Edward' }, admin, OPI.thomas),
      200,
      'Father Details Updated!',
    );
    expect([father.savedSections, father.parentsInfo.map((p: Json) => [p.relation, p.isFirstSaved])]).toEqual([
      ['parent'],
      [['Father', true]],
    ]);
    const mother = gqlData(await gqlSave('parent', VALID.parent, staff, OPI.thomas)).saveParentInfo!;
    expect([mother.message, mother.firstSave, mother.certificate.savedSections]).toEqual(['Mother Details Updated!', true, ['parent']]);
    expect(gqlData(await gqlSave('parent', VALID.parent, staff, OPI.thomas)).saveParentInfo!.firstSave).toBe(false);
    expect(gqlData(await gqlSave('parent', { relation: 'Father', firstName: 'Edward' }, staff, OPI.thomas)).saveParentInfo!.firstSave).toBe(
      false,
    );
    const legacy = expectRestSuccess(await gw.rest('GET', `/decedent/${OPI.thomas}/info`, undefined, staff)).parentsInfo;
    expect(legacy.map((p: Json) => [p.relation, p.isFirstSaved])).toEqual([
      ['Father', true],
      ['Mother', true],
    ]);
  });
});

describe('partial saves never clear fields that were not sent', () => {
  it('primary details', async () => {
    await savedBoth('primary', VALID.primary);
    const { gql, rest } = await savedBoth('primary', { firstName: 'Eleanor', notes: 'Only the notes changed.' });
    const expected = {
      prefix: 'Mrs',
      firstName: 'Eleanor',
      middleName: 'Grace',
      lastName: 'Whitmore',
      maidenName: 'Lindqvist',
      aka: '"Nell"',
      preferredFirstName: 'Nell',
      dateOfBirth: '1941-06-02',
      birthState: 'MN',
      birthCountry: 'US',
      gender: 1,
      maritalStatus: 'Widowed',
      ssn: '***-**-6789',
      email: 'eleanor@example.com',
      phoneNumber: '+1-6505551234',
      secondaryPhoneNumber: '6505550000',
      notes: 'Only the notes changed.',
    };
    expect(gql.primaryInfo).toMatchObject(expected);
    expect(rest.primaryInfo).toMatchObject(expected);
    // An empty value is a deliberate clear.
    const cleared = await savedBoth('primary', { firstName: 'Eleanor', middleName: '', birthState: '' });
    for (const c of [cleared.gql, cleared.rest])
      expect(c.primaryInfo).toMatchObject({ middleName: null, birthState: null, lastName: 'Whitmore', birthCountry: 'US' });
  });

  it('residential, ethnicity, education', async () => {
    await savedBoth('resident', VALID.resident);
    for (const c of Object.values(await savedBoth('resident', { city: 'Daly City' })))
      expect(c.residentInfo).toEqual({ ...VALID.resident, city: 'Daly City' });
    await savedBoth('ethnicity', VALID.ethnicity);
    for (const c of Object.values(await savedBoth('ethnicity', { raceTwo: { id: 5, edrsCode: 'A2', name: 'Chinese' } }))) {
      expect(c.ethnicityInfo).toMatchObject({
        isHispanic: true,
        hispanic: HISPANIC,
        raceOne: WHITE,
        raceTwo: { id: 5, edrsCode: 'A2', name: 'Chinese' },
        ethnicityOne: HISPANIC,
      });
    }
    await savedBoth('education', VALID.education);
    for (const c of Object.values(await savedBoth('education', { industry: 'Public schools' })))
      expect(c.educationInfo).toEqual({ ...VALID.education, industry: 'Public schools' });
  });

  it('a parent, the notifier (and its address, field by field), a next of kin updated by id', async () => {
    await savedBoth('parent', VALID.parent, { message: 'Mother Details Updated!' });
    for (const c of Object.values(
      await savedBoth('parent', { relation: 'Mother', firstName: 'Astrid', birthState: 'W' }, { message: 'Mother Details Updated!' }),
    )) {
      expect(c.parentsInfo.find((p: Json) => p.relation === 'Mother')).toEqual({ ...VALID.parent, middleName: null, birthState: 'W' });
    }
    await savedBoth('notifier', { ...VALID.notifier, secondaryPhoneNumber: '' });
    for (const c of Object.values(
      await savedBoth('notifier', { firstName: 'Catherine', phoneNumber: '6505553333', address: { city: 'San Bruno' } }),
    )) {
      expect(c.notifierInfo).toEqual({
        ...VALID.notifier,
        middleName: null,
        secondaryPhoneNumber: null,
        phoneNumber: '6505553333',
        address: { ...ADDRESS, city: 'San Bruno' },
      });
    }
    const kin = gqlData(
      await gw.gql(Q.save('nok'), { opi: OPI.eleanor, input: [{ ...VALID.nok, isNotifier: true }] }, arranger),
    ).saveNextOfKin.certificate.nokInfo.at(-1);
    for (const c of Object.values(await savedBoth('nok', { id: kin.id, firstName: 'Daniel', email: 'dan@example.com' }))) {
      expect(c.nokInfo.find((k: Json) => k.id === kin.id)).toEqual({ ...kin, email: 'dan@example.com', isNotifier: true });
    }
  });
});

describe('4.1 the lock (isFreeze), for each role', () => {
  /** Every write on the certificate, through GraphQL and REST, as one viewer: each refused with LOCKED / 423 and the spec message. */
  async function expectAllLocked(token: string) {
    for (const s of SECTIONS) {
      gqlError(await gqlSave(s, VALID[s], token), 'LOCKED', M.locked);
      const rest = expectRestError(await restSave(s, VALID[s], token), 423, M.locked);
      expect(rest.code).toBe('LOCKED');
    }
    gqlError(await gw.gql(Q.submit, { opi: OPI.eleanor }, token), 'LOCKED', M.locked);
    expectRestError(await gw.rest('POST', `/decedent/${OPI.eleanor}/info`, {}, token), 423, M.locked);
    const kin = (await read(admin)).nokInfo[0];
    gqlError(await gw.gql(Q.removeNok, { opi: OPI.eleanor, id: kin.id }, token), 'LOCKED', M.locked);
  }

  it('an admin freezes: every save and submit is refused for the arranger and for staff, nothing changes; unfreezing restores saving', async () => {
    await savedBoth('primary', VALID.primary);
    await savedBoth('nok', VALID.nok);
    const before = await read(admin);
    const frozen = gqlData(await gw.gql(Q.freeze, { opi: OPI.eleanor, isFreeze: true }, admin)).setCertificateFreeze;
    expect(frozen).toEqual({ opi: OPI.eleanor, isFreeze: true });
    expect((await gw.sql('select is_freeze from decedent where opi = $1', [OPI.eleanor]))[0].is_freeze).toBe(true);
    // Reading still works, and says it is frozen.
    expect((await read(arranger)).isFreeze).toBe(true);
    expect(expectRestSuccess(await gw.rest('GET', `/decedent/${OPI.eleanor}/info`, undefined, arranger)).isFreeze).toBe(true);

    const mails = gw.mails.length;
    for (const token of [arranger, staff, admin]) await expectAllLocked(token);
    expect(gw.mails.length).toBe(mails);
    expect({ ...(await read(admin)), isFreeze: false }).toEqual(before);

    expect(gqlData(await gw.gql(Q.freeze, { opi: OPI.eleanor, isFreeze: false }, admin)).setCertificateFreeze.isFreeze).toBe(false);
    const { gql, rest } = await savedBoth('primary', primary({ notes: 'After the lock.' }));
    expect([gql.primaryInfo.notes, rest.primaryInfo.notes, rest.isFreeze]).toEqual(['After the lock.', 'After the lock.', false]);
  });

  it('a cl-arranger freezes and unfreezes the same way', async () => {
    expect(gqlData(await gw.gql(Q.freeze, { opi: OPI.eleanor, isFreeze: true }, staff)).setCertificateFreeze.isFreeze).toBe(true);
    for (const token of [arranger, staff, admin]) await expectAllLocked(token);
    expect(gqlData(await gw.gql(Q.freeze, { opi: OPI.eleanor, isFreeze: false }, staff)).setCertificateFreeze.isFreeze).toBe(false);
    for (const token of [arranger, staff]) await savedBoth('resident', { city: 'Colma' }, { token });
    expect(gqlData(await gw.gql(Q.submit, { opi: OPI.eleanor }, arranger)).submitCertificate.message).toBe(M.submitted);
  });

  it('an arranger cannot freeze or unfreeze (403), nor can a visitor (401)', async () => {
    gqlError(await gw.gql(Q.freeze, { opi: OPI.eleanor, isFreeze: true }, arranger), 'FORBIDDEN', M.forbidden);
    gqlError(await gw.gql(Q.freeze, { opi: OPI.eleanor, isFreeze: true }), 'UNAUTHENTICATED');
    expect((await gw.sql('select is_freeze from decedent where opi = $1', [OPI.eleanor]))[0].is_freeze).toBe(false);
    gqlData(await gw.gql(Q.freeze, { opi: OPI.eleanor, isFreeze: true }, admin));
    try {
      gqlError(await gw.gql(Q.freeze, { opi: OPI.eleanor, isFreeze: false }, arranger), 'FORBIDDEN', M.forbidden);
      expect((await read()).isFreeze).toBe(true);
    } finally {
      gqlData(await gw.gql(Q.freeze, { opi: OPI.eleanor, isFreeze: false }, admin));
    }
  });
});

describe('4.1 the policy gate', () => {
  const newcomer = 'newcomer@demo.test';
  let token: string;

  beforeAll(async () => {
    // A second family member on Eleanor's case who has not accepted the policy.
    await cloneUser(gw, DEMO.arranger, newcomer);
    await gw.sql(
      "insert into arranger_case (user_id, decedent_id, status, created_at) select u.id, d.id, 'active', now() from app_user u, decedent d where u.email = $1 and d.opi = $2",
      [newcomer, OPI.eleanor],
    );
    token = await gw.login(newcomer, 'arranger');
  });

  it('an arranger who has not accepted the policy is refused (403) on every save and the submit, until GET /decedent/{id}/accept', async () => {
    const before = await read(admin);
    for (const s of SECTIONS) {
      const viaGql = gqlError(await gqlSave(s, VALID[s], token), 'FORBIDDEN');
      expect(viaGql.message).toMatch(/accept .*privacy policy/);
      const viaRest = expectRestError(await restSave(s, VALID[s], token), 403, viaGql.message);
      expect(viaRest.code).toBe('FORBIDDEN');
    }
    gqlError(await gw.gql(Q.submit, { opi: OPI.eleanor }, token), 'FORBIDDEN');
    expectRestError(await gw.rest('POST', `/decedent/${OPI.eleanor}/info`, {}, token), 403);
    expect(await read(admin)).toEqual(before);
    // Reading is not gated.
    expect(expectRestSuccess(await gw.rest('GET', `/decedent/${OPI.eleanor}/info`, undefined, token)).opi).toBe(OPI.eleanor);

    expect(expectRestSuccess(await gw.rest('GET', `/decedent/${OPI.eleanor}/accept`, undefined, token))).toEqual({
      haveAcceptPolicy: true,
    });
    const { gql, rest } = await savedBoth('education', { occupation: 'Librarian' }, { token });
    expect([gql.educationInfo.occupation, rest.educationInfo.occupation]).toEqual(['Librarian', 'Librarian']);
    expect(gqlData(await gw.gql(Q.submit, { opi: OPI.eleanor }, token)).submitCertificate.message).toBe(M.submitted);
  });

  it('staff are never gated: they save on a case whose family has not accepted, without accepting themselves', async () => {
    expect(
      await gw.sql(
        "select 1 from policy_acceptance pa join app_user u on u.id = pa.user_id where u.email in ('admin@demo.test', 'staff@demo.test')",
      ),
    ).toEqual([]);
    for (const token of [staff, admin]) {
      const { gql, rest } = await savedBoth('veteran', { isVeteran: false, isUnknown: true }, { token, opi: OPI.okaforPrivate });
      expect([gql.veteranInfo.isUnknown, rest.veteranInfo.isUnknown]).toEqual([true, true]);
    }
  });
});

describe("another family's arranger", () => {
  it('is refused (403) on every certificate call, through GraphQL and REST, and changes nothing', async () => {
    const before = await read(admin);
    // Eleanor's page is public (FORBIDDEN); Samuel's is private (PRIVATE): both 403.
    for (const [token, opi, code, message] of [
      [family2, OPI.eleanor, 'FORBIDDEN', M.forbidden],
      [arranger, OPI.okaforPrivate, 'PRIVATE', M.privatePage],
    ] as const) {
      gqlError(await gw.gql(Q.certificate, { opi }, token), code, message);
      expectRestError(await gw.rest('GET', `/decedent/${opi}/info`, undefined, token), 403, message);
      for (const s of SECTIONS) {
        gqlError(await gqlSave(s, VALID[s], token, opi), code, message);
        expectRestError(await restSave(s, VALID[s], token, opi), 403, message);
      }
      gqlError(await gw.gql(Q.submit, { opi }, token), code, message);
      expectRestError(await gw.rest('POST', `/decedent/${opi}/info`, {}, token), 403, message);
      gqlError(await gw.gql(Q.removeNok, { opi, id: 1 }, token), code, message);
      gqlError(await gw.gql(Q.freeze, { opi, isFreeze: true }, token), 'FORBIDDEN');
    }
    expect(await read(admin)).toEqual(before);
  });
});

describe('submit to arranger', () => {
  beforeAll(async () => {
    expectRestSuccess(await gw.rest('GET', `/decedent/${OPI.okaforPrivate}/accept`, undefined, family2));
    await gw.sql('delete from certificate where decedent_id = (select id from decedent where opi = $1)', [OPI.okaforPrivate]);
  });

  it('is refused before any section was saved, and mails no one', async () => {
    const mails = gw.mails.length;
    gqlError(await gw.gql(Q.submit, { opi: OPI.okaforPrivate }, family2), 'BAD_USER_INPUT', M.saveFirst);
    expectRestError(await gw.rest('POST', `/decedent/${OPI.okaforPrivate}/info`, {}, family2), 400, M.saveFirst);
    expect(gw.mails.length).toBe(mails);
  });

  it("after a save it answers the spec message and, with no mailbox configured and no staff on the case, mails every admin and cl-arranger with the decedent's name", async () => {
    gqlData(await gqlSave('primary', { firstName: 'Samuel', lastName: 'Okafor', gender: 2 }, family2, OPI.okaforPrivate));
    let mails = gw.mails.length;
    const viaGql = gqlData(await gw.gql(Q.submit, { opi: OPI.okaforPrivate }, family2)).submitCertificate;
    expect(viaGql.message).toBe(M.submitted);
    expect(new Date(viaGql.certificate.submittedAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    const sent = gw.mails.slice(mails);
    expect(sent.map((m) => m.to).sort()).toEqual([DEMO.admin, DEMO.staff]);
    for (const mail of sent) {
      expect(mail.subject).toContain('Mr Samuel Okafor');
      expect(mail.text).toContain('Mr Samuel Okafor');
      expect(mail.text).toContain(OPI.okaforPrivate);
      expect(mail.text).toContain('James Okafor');
      expect(mail.text).toContain(`/obituaries/admin/${OPI.okaforPrivate}/certificateDetails`);
      expect(mail.text).not.toMatch(/\d{3}-\d{2}-\d{4}/);
    }
    expect(gw.mails.slice(mails).some((m) => m.to === DEMO.family2)).toBe(false);

    // The same certificate again mails nobody (issue 27, once only); changed, it is a new submission.
    mails = gw.mails.length;
    expectRestSuccess(await gw.rest('POST', `/decedent/${OPI.okaforPrivate}/info`, {}, family2), 200, M.submitted);
    expect(gw.mails.length).toBe(mails);
    gqlData(
      await gqlSave('primary', { firstName: 'Samuel', lastName: 'Okafor', gender: 2, notes: 'Resubmitted' }, family2, OPI.okaforPrivate),
    );
    const viaRest = expectRestSuccess(await gw.rest('POST', `/decedent/${OPI.okaforPrivate}/info`, {}, family2), 200, M.submitted);
    expect(viaRest.opi).toBe(OPI.okaforPrivate);
    expect(
      gw.mails
        .slice(mails)
        .map((m) => m.to)
        .sort(),
    ).toEqual([DEMO.admin, DEMO.staff]);
  });

  it('the staff who saved the certificate, the prayer card or the program card last are mailed, and no other staff', async () => {
    const okafor = `(select id from decedent where opi = '${OPI.okaforPrivate}')`;
    // Maria Lopez (cl-arranger) saves a section for the family; the family submits.
    gqlData(await gqlSave('resident', { city: 'Daly City' }, staff, OPI.okaforPrivate));
    let mails = gw.mails.length;
    expectRestSuccess(await gw.rest('POST', `/decedent/${OPI.okaforPrivate}/info`, {}, family2), 200, M.submitted);
    expect(gw.mails.slice(mails).map((m) => m.to)).toEqual([DEMO.staff]);
    expect(gw.mails.at(-1)!.text).toContain('Mission Dolores Chapel');
    // Alan Park (admin) saved the prayer card: both are on the case now.
    await gw.sql(
      `insert into prayer_card (decedent_id, template_name, updated_by_id) select ${okafor}, 'Garden Roses', id from app_user where email = $1`,
      [DEMO.admin],
    );
    try {
      // A change by Maria Lopez (the same certificate again would mail nobody: issue 27, once only).
      gqlData(await gqlSave('resident', { city: 'South San Francisco' }, staff, OPI.okaforPrivate));
      mails = gw.mails.length;
      gqlData(await gw.gql(Q.submit, { opi: OPI.okaforPrivate }, family2));
      expect(
        gw.mails
          .slice(mails)
          .map((m) => m.to)
          .sort(),
      ).toEqual([DEMO.admin, DEMO.staff]);
      // The family's own later save takes the certificate stamp: only the card's editor is left on the case.
      gqlData(await gqlSave('resident', { city: 'Colma' }, family2, OPI.okaforPrivate));
      mails = gw.mails.length;
      gqlData(await gw.gql(Q.submit, { opi: OPI.okaforPrivate }, family2));
      expect(gw.mails.slice(mails).map((m) => m.to)).toEqual([DEMO.admin]);
    } finally {
      await gw.sql(`delete from prayer_card where decedent_id = ${okafor}`);
    }
  });

  describe('with an arrangements mailbox configured', () => {
    const mailbox = 'arrangements@cypresslawn.example';
    let other: TestGateway;
    let family: string;
    beforeAll(async () => {
      other = await startTestGateway({ env: { ARRANGEMENTS_MAILBOX: mailbox } });
      family = await other.login(DEMO.arranger, 'arranger');
      for (const opi of [OPI.eleanor, OPI.thomas]) {
        expectRestSuccess(await other.rest('GET', `/decedent/${opi}/accept`, undefined, family));
        expectRestSuccess(
          await other.rest('POST', `/decedent/${opi}/education-info`, { occupation: 'Teacher' }, family),
          200,
          'Education & Occupational Details Updated!',
        );
      }
    });
    afterAll(() => other?.stop());

    it('the mailbox and the staff on the case get it; with no staff on the case, the mailbox alone', async () => {
      // The demo case's prayer card was saved by Maria Lopez.
      expectRestSuccess(await other.rest('POST', `/decedent/${OPI.eleanor}/info`, {}, family), 200, M.submitted);
      expect(other.mails.map((m) => m.to).sort()).toEqual([mailbox, DEMO.staff].sort());
      const mails = other.mails.length;
      expectRestSuccess(await other.rest('POST', `/decedent/${OPI.thomas}/info`, {}, family), 200, M.submitted);
      expect(other.mails.slice(mails).map((m) => m.to)).toEqual([mailbox]);
      expect(other.mails.at(-1)!.text).toContain(OPI.thomas);
    });

    it('a mail that cannot be sent does not fail the submission, which is stored', async () => {
      // A second gateway on the same database whose mail server refuses everything.
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'memorial-gw-nomail-'));
      fs.copyFileSync(path.join(other.config.DATA_DIR, 'ssn-key'), path.join(dataDir, 'ssn-key'));
      const config = loadConfig({
        DATABASE_URL: other.databaseUrl,
        PORT: '0',
        HOST: '127.0.0.1',
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        JWT_SECRET: TEST_JWT_SECRET,
        DATA_DIR: dataDir,
        MEDIA_DIR: other.config.MEDIA_DIR,
        ARRANGEMENTS_MAILBOX: mailbox,
      });
      let attempts = 0;
      const broken = await bootGateway(config, createLogger('silent'), {
        mailer: {
          send: async () => {
            attempts++;
            throw new Error('SMTP down');
          },
        },
        seed: false,
      });
      try {
        // A change since the last submission (the same certificate again would mail nobody: issue 27, once only).
        expectRestSuccess(
          await other.rest('POST', `/decedent/${OPI.eleanor}/education-info`, { occupation: 'Librarian' }, family),
          200,
          'Education & Occupational Details Updated!',
        );
        const before = Date.now();
        const res = await fetch(`${broken.url.replace('localhost', '127.0.0.1')}/api/v1/decedent/${OPI.eleanor}/info`, {
          method: 'POST',
          headers: { authorization: `Bearer ${family}`, 'content-type': 'application/json' },
          body: '{}',
        });
        expect(res.status).toBe(200);
        const body = (await res.json()) as { message: string; data: { submittedAt: string } };
        expect(body.message).toBe(M.submitted);
        expect(new Date(body.data.submittedAt).getTime()).toBeGreaterThanOrEqual(before - 1000);
        expect(attempts).toBe(2);
        const [row] = await other.sql<{ submitted_at: Date }>(
          'select c.submitted_at from certificate c join decedent d on d.id = c.decedent_id where d.opi = $1',
          [OPI.eleanor],
        );
        expect(row!.submitted_at.getTime()).toBe(new Date(body.data.submittedAt).getTime());
      } finally {
        await broken.stop();
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    });
  });

  it('a visitor cannot submit (401)', async () => {
    gqlError(await gw.gql(Q.submit, { opi: OPI.eleanor }), 'UNAUTHENTICATED');
    expectRestError(await gw.rest('POST', `/decedent/${OPI.eleanor}/info`, {}), 401);
  });
});

describe('the order of refusals: session, decedent, access, lock and policy, and only then the input', () => {
  /** One input per section that is refused on its own (400), by the section's rule, not by the GraphQL types. */
  const INVALID: Record<Section, Record<string, unknown>> = {
    primary: { firstName: '', ssn: '000-12-3456' },
    resident: { line1: 'a'.repeat(51) },
    ethnicity: { raceOne: { id: 1, edrsCode: 'W'.repeat(21) } },
    education: { yearsOfOccupation: 'many' },
    veteran: { isVeteran: true, isUnknown: false },
    parent: { relation: 'Mother', firstName: '' },
    notifier: { firstName: ' ', email: 'x@' },
    nok: { firstName: '', email: 'bad' },
  };
  const decedentMissing = 'Decedent does not exist';

  /** Every section with its invalid input, through GraphQL and REST: refused with this code, HTTP status and message; nothing changes. */
  async function expectRefusedFirst(token: string | undefined, opi: string, code: string, status: number, message?: string) {
    const before = await read(admin);
    for (const s of SECTIONS) {
      const res = await gw.gql(Q.save(s), { opi, input: s === 'nok' ? [INVALID[s]] : INVALID[s] }, token);
      const viaGql = gqlError(res, code, message);
      expect(viaGql.extensions?.['fieldErrors'], `${s}: no field errors before the ${code}`).toBeUndefined();
      const viaRest = expectRestError(await gw.rest('POST', `/decedent/${opi}/${SECTION[s].path}`, INVALID[s], token), status, message);
      expect(viaRest.code, s).toBe(code);
      expect(viaRest.fieldErrors, s).toBeUndefined();
    }
    expect(await read(admin), 'a refused save changed nothing').toEqual(before);
  }

  it('each of these inputs is refused (400) when nothing else stands in the way', async () => {
    for (const s of SECTIONS) {
      const viaGql = gqlError(await gqlSave(s, INVALID[s]), 'BAD_USER_INPUT');
      expect(Object.keys(viaGql.extensions?.['fieldErrors'] ?? {}).length, s).toBeGreaterThan(0);
      expect(expectRestError(await restSave(s, INVALID[s]), 400).code, s).toBe('BAD_USER_INPUT');
    }
  });

  it('without a session: 401, not the field messages', async () => {
    await expectRefusedFirst(undefined, OPI.eleanor, 'UNAUTHENTICATED', 401);
  });

  it('on a decedent that does not exist: 404, for staff and for the family', async () => {
    for (const token of [admin, arranger]) await expectRefusedFirst(token, OPI.missing, 'NOT_FOUND', 404, decedentMissing);
  });

  it("from another family's arranger: 403 (FORBIDDEN on a public page, PRIVATE on a private one)", async () => {
    await expectRefusedFirst(family2, OPI.eleanor, 'FORBIDDEN', 403, M.forbidden);
    await expectRefusedFirst(arranger, OPI.okaforPrivate, 'PRIVATE', 403, M.privatePage);
  });

  it('on a frozen certificate: 423 with the locked message, for the family and for staff', async () => {
    gqlData(await gw.gql(Q.freeze, { opi: OPI.eleanor, isFreeze: true }, admin));
    try {
      for (const token of [arranger, staff, admin]) await expectRefusedFirst(token, OPI.eleanor, 'LOCKED', 423, M.locked);
    } finally {
      gqlData(await gw.gql(Q.freeze, { opi: OPI.eleanor, isFreeze: false }, admin));
    }
  });

  it('from a family member who has not accepted the policy: 403 with the policy message', async () => {
    const email = 'order-newcomer@demo.test';
    await cloneUser(gw, DEMO.arranger, email);
    await gw.sql(
      "insert into arranger_case (user_id, decedent_id, status, created_at) select u.id, d.id, 'active', now() from app_user u, decedent d where u.email = $1 and d.opi = $2",
      [email, OPI.eleanor],
    );
    const token = await gw.login(email, 'arranger');
    const policy = gqlError(await gqlSave('primary', VALID.primary, token), 'FORBIDDEN').message;
    expect(policy).toMatch(/accept .*privacy policy/);
    await expectRefusedFirst(token, OPI.eleanor, 'FORBIDDEN', 403, policy);
  });
});
