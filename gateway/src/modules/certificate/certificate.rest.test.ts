import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, OPI, startTestGateway, type TestGateway } from '../../test/gateway.js';
import { contract } from '../../test/contract.js';
import { expectRestError, expectRestSuccess, gqlData } from '../../test/expect.js';

/** A JSON object of an answer, read field by field. */
type Json = Record<string, unknown>;

/**
 * The legacy REST contract of the certificate routes (arrangements-portal 7.1,
 * legacy-rest "Certificate"): status, envelope and shape, and the error statuses.
 * Every route has a contract block (checked by rest/routes.test.ts).
 */

// Spec texts, written out on purpose: a change to any of them must show up as a failing contract.
const SPEC = {
  privatePage: "Uh, Oh! The page that you have requested is private. You don't have the permission to view this.",
  decedentMissing: 'Decedent does not exist',
  forbidden: 'Unauthorized access Forbidden',
  locked: 'This section is now locked. Please contact your arranger for changes.',
  submitted: 'Details Submitted to your Arranger Successfully!',
  saveFirst: 'Please SAVE at least one section before you SUBMIT to your arranger.',
  primary: 'Primary Details Updated!',
  resident: 'Residential Details Updated!',
  ethnicity: 'Ethnicity Details Updated!',
  education: 'Education & Occupational Details Updated!',
  veteran: 'Veteran Details Updated!',
  mother: 'Mother Details Updated!',
  father: 'Father Details Updated!',
  notifier: 'Notifier Details Updated!',
  nok: 'Next of Kin Details Updated!',
  firstNameRequired: 'First Name is required',
  invalidSsn: 'Invalid SSN',
  invalidEmail: 'Invalid Email',
  invalidPhone: 'Please enter valid Phone Number',
  addressLine: 'Address line should be less than 51 characters',
  branchRequired: 'Service Branch is required',
  eraRequired: 'Service Era is required',
} as const;

const CERTIFICATE_KEYS = [
  'educationInfo',
  'ethnicityInfo',
  'isFreeze',
  'nokInfo',
  'notifierInfo',
  'opi',
  'parentsInfo',
  'primaryInfo',
  'residentInfo',
  'savedSections',
  'submittedAt',
  'veteranInfo',
];
const ADDRESS = {
  line1: '1370 El Camino Real',
  line2: 'Unit 4',
  country: 'US',
  state: 'CA',
  county: 'San Mateo County',
  city: 'Colma',
  zipcode: '94014',
};

// One valid body per section, as the legacy forms send it (numbers as text, extra keys).
const BODY = {
  'primary-info': {
    prefix: 'Mrs',
    firstName: 'Eleanor',
    middleName: 'Grace',
    lastName: 'Whitmore',
    maidenName: 'Lindqvist',
    suffix: '',
    aka: '"Nell"',
    preferredFirstName: 'Nell',
    dateOfBirth: '1941-06-02',
    birthState: 'MN',
    birthCountry: 'US',
    gender: '1',
    maritalStatus: 'Widowed',
    ssn: '123-45-6789',
    email: 'eleanor@example.com',
    phoneNumber: '+1-6505551234',
    secondaryPhoneNumber: '6505550000',
    notes: 'Taught English for thirty-one years.',
    isFirstSaved: false,
  },
  'resident-info': { ...ADDRESS, noOfYearsStayed: 31, isFirstSaved: false },
  'ethnicity-info': {
    isHispanic: true,
    hispanic: { id: 2, edrsCode: 'H1', name: 'Mexican, Mexican American, Chicano' },
    raceOne: { id: 1, edrsCode: 'W', name: 'White' },
    ethnicityOne: { id: 2, edrsCode: 'H1', name: 'Mexican, Mexican American, Chicano' },
  },
  'education-info': {
    occupation: 'Teacher',
    industry: 'Education',
    yearsOfOccupation: '31',
    qualification: { id: 7, name: "Master's degree (e.g., MA, MS, MEng, MEd, MSW, MBA)" },
  },
  'veteran-info': { isVeteran: true, isUnknown: false, serviceBranch: 'Navy', serviceEra: 'Korean War (1950-1955)' },
  'parent-info': {
    relation: 'Mother',
    firstName: 'Astrid',
    middleName: '',
    lastName: 'Lindqvist',
    maidenName: 'Berg',
    birthCountry: 'SE',
    birthState: '',
  },
  'notifier-info': {
    prefix: 'Mrs',
    firstName: 'Catherine',
    lastName: 'Reyes',
    email: 'arranger@demo.test',
    phoneNumber: '+1-6505551234',
    relation: 'Daughter',
    isNotifierVerified: true,
    address: ADDRESS,
  },
  'nok-info': {
    prefix: 'Mr',
    firstName: 'Daniel',
    lastName: 'Whitmore',
    email: 'daniel@example.com',
    phoneNumber: '6505551111',
    relation: 'Son',
    isNotifier: false,
    address: ADDRESS,
  },
} as const;
type Section = keyof typeof BODY;

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
  // The family must accept the policy before entering details (arrangements-portal 4.1).
  expectRestSuccess(await gw.rest('GET', `/decedent/${OPI.eleanor}/accept`, undefined, arranger));
});
afterAll(() => gw?.stop());

const save = (section: Section, body: unknown = BODY[section], token = arranger, opi: string = OPI.eleanor) =>
  gw.rest('POST', `/decedent/${opi}/${section}`, body, token);

async function setFreeze(isFreeze: boolean) {
  gqlData(
    await gw.gql(
      'mutation ($opi: String!, $f: Boolean!) { setCertificateFreeze(opi: $opi, isFreeze: $f) { isFreeze } }',
      { opi: OPI.eleanor, f: isFreeze },
      admin,
    ),
  );
}

/** The shared error statuses of a certificate route: 401, 403 for another family, 404, 423 while frozen. */
function errorStatuses(method: 'GET' | 'POST', path: (opi: string) => string, body?: () => unknown, opts: { locks?: boolean } = {}) {
  it('401 without a session', async () => {
    expectRestError(await gw.rest(method, path(OPI.eleanor), body?.()), 401);
  });
  it("403 on another family's decedent (public and private)", async () => {
    expectRestError(await gw.rest(method, path(OPI.eleanor), body?.(), family2), 403, SPEC.forbidden);
    expectRestError(await gw.rest(method, path(OPI.okaforPrivate), body?.(), arranger), 403, SPEC.privatePage);
  });
  it('404 for a missing decedent', async () => {
    expectRestError(await gw.rest(method, path(OPI.missing), body?.(), admin), 404, SPEC.decedentMissing);
  });
  if (opts.locks) {
    it('423 LOCKED while the sections are frozen, for the family and for staff', async () => {
      await setFreeze(true);
      try {
        for (const token of [arranger, staff, admin]) {
          const refused = expectRestError(await gw.rest(method, path(OPI.eleanor), body?.(), token), 423, SPEC.locked);
          expect(refused.code).toBe('LOCKED');
        }
      } finally {
        await setFreeze(false);
      }
    });
  }
}

function expectCertificate(data: any) {
  expect(Object.keys(data).sort()).toEqual(CERTIFICATE_KEYS);
  expect(data.opi).toBe(OPI.eleanor);
  expect(data.isFreeze).toBe(false);
  return data;
}

describe('the legacy REST contract', () => {
  contract('GET', '/decedent/:id/info', () => {
    it('answers the eight sections in data, the SSN masked', async () => {
      expectRestSuccess(await save('primary-info'), 200, SPEC.primary);
      const data = expectCertificate(expectRestSuccess(await gw.rest('GET', `/decedent/${OPI.eleanor}/info`, undefined, arranger)));
      expect(data.primaryInfo).toMatchObject({
        firstName: 'Eleanor',
        lastName: 'Whitmore',
        gender: 1,
        ssn: '***-**-6789',
        email: 'eleanor@example.com',
      });
      expect(JSON.stringify(data)).not.toMatch(/123-45|12345/);
      expect(Array.isArray(data.parentsInfo)).toBe(true);
      expect(Array.isArray(data.nokInfo)).toBe(true);
    });
    it('staff read it too; no policy gate for reading', async () => {
      for (const token of [staff, admin])
        expect(expectRestSuccess(await gw.rest('GET', `/decedent/${OPI.eleanor}/info`, undefined, token)).primaryInfo.ssn).toBe(
          '***-**-6789',
        );
      // Okafor has no certificate yet: the primary details come from the decedent, the other sections are empty.
      const other = expectRestSuccess(await gw.rest('GET', `/decedent/${OPI.okaforPrivate}/info`, undefined, family2));
      expect(other).toMatchObject({
        opi: OPI.okaforPrivate,
        savedSections: [],
        submittedAt: null,
        residentInfo: null,
        parentsInfo: [],
        nokInfo: [],
      });
      // isFirstSaved (section 3): false until the section is saved once; the first save shows the popup.
      expect(other.primaryInfo).toMatchObject({ firstName: 'Samuel', lastName: 'Okafor', ssn: null, isFirstSaved: false });
    });
    errorStatuses('GET', (opi) => `/decedent/${opi}/info`);
  });

  contract('POST', '/decedent/:id/info', () => {
    it('400 before any section was saved', async () => {
      expectRestError(await gw.rest('POST', `/decedent/${OPI.okaforPrivate}/info`, {}, staff), 400, SPEC.saveFirst);
    });
    it('submits to the arranger: message, data is the certificate with submittedAt', async () => {
      expectRestSuccess(await save('resident-info'), 200, SPEC.resident);
      const before = gw.mails.length;
      const data = expectCertificate(
        expectRestSuccess(await gw.rest('POST', `/decedent/${OPI.eleanor}/info`, {}, arranger), 200, SPEC.submitted),
      );
      expect(new Date(data.submittedAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
      expect(gw.mails.length).toBeGreaterThan(before);
    });
    errorStatuses(
      'POST',
      (opi) => `/decedent/${opi}/info`,
      () => ({}),
      { locks: true },
    );
  });

  contract('POST', '/decedent/:id/primary-info', () => {
    it('saves: message, data is the certificate, the SSN masked', async () => {
      const data = expectCertificate(expectRestSuccess(await save('primary-info'), 200, SPEC.primary));
      expect(data.primaryInfo).toEqual({
        prefix: 'Mrs',
        firstName: 'Eleanor',
        middleName: 'Grace',
        lastName: 'Whitmore',
        maidenName: 'Lindqvist',
        suffix: null,
        aka: '"Nell"',
        preferredFirstName: 'Nell',
        preferredMiddleName: null,
        preferredLastName: null,
        dateOfBirth: '1941-06-02',
        birthState: 'MN',
        birthCountry: 'US',
        gender: 1,
        maritalStatus: 'Widowed',
        ssn: '***-**-6789',
        email: 'eleanor@example.com',
        phoneNumber: '+1-6505551234',
        secondaryPhoneNumber: '6505550000',
        notes: 'Taught English for thirty-one years.',
        isFirstSaved: true,
      });
      expect(data.savedSections).toContain('primary');
    });
    it('400 with the field messages', async () => {
      const body = expectRestError(
        await save('primary-info', { firstName: '', ssn: '000-12-3456', email: 'nope', phoneNumber: '650555123' }),
        400,
        SPEC.firstNameRequired,
      );
      expect(body.fieldErrors).toEqual({
        firstName: SPEC.firstNameRequired,
        ssn: SPEC.invalidSsn,
        email: SPEC.invalidEmail,
        phoneNumber: SPEC.invalidPhone,
      });
      expect(body.errors).toEqual([SPEC.firstNameRequired, SPEC.invalidSsn, SPEC.invalidEmail, SPEC.invalidPhone]);
    });
    errorStatuses(
      'POST',
      (opi) => `/decedent/${opi}/primary-info`,
      () => BODY['primary-info'],
      { locks: true },
    );
  });

  contract('POST', '/decedent/:id/resident-info', () => {
    it('saves: message, data.residentInfo (years as text)', async () => {
      const data = expectCertificate(expectRestSuccess(await save('resident-info'), 200, SPEC.resident));
      expect(data.residentInfo).toEqual({ ...ADDRESS, noOfYearsStayed: '31', isFirstSaved: true });
    });
    it('400 for an address line over 50 characters', async () => {
      const body = expectRestError(await save('resident-info', { line1: 'a'.repeat(51), line2: 'b'.repeat(51) }), 400, SPEC.addressLine);
      expect(body.fieldErrors).toEqual({ line1: SPEC.addressLine, line2: SPEC.addressLine });
    });
    errorStatuses(
      'POST',
      (opi) => `/decedent/${opi}/resident-info`,
      () => BODY['resident-info'],
      { locks: true },
    );
  });

  contract('POST', '/decedent/:id/ethnicity-info', () => {
    it('saves: message, data.ethnicityInfo with the coded entries', async () => {
      const data = expectCertificate(expectRestSuccess(await save('ethnicity-info'), 200, SPEC.ethnicity));
      expect(data.ethnicityInfo).toEqual({
        isHispanic: true,
        hispanic: { id: 2, edrsCode: 'H1', name: 'Mexican, Mexican American, Chicano' },
        raceOne: { id: 1, edrsCode: 'W', name: 'White' },
        raceTwo: null,
        raceThree: null,
        ethnicityOne: { id: 2, edrsCode: 'H1', name: 'Mexican, Mexican American, Chicano' },
        ethnicityTwo: null,
        ethnicityThree: null,
      });
    });
    it('400 for an entry that is not a coded entry', async () => {
      expectRestError(await save('ethnicity-info', { raceOne: { id: 'white' } }), 400);
    });
    errorStatuses(
      'POST',
      (opi) => `/decedent/${opi}/ethnicity-info`,
      () => BODY['ethnicity-info'],
      { locks: true },
    );
  });

  contract('POST', '/decedent/:id/education-info', () => {
    it('saves: message, data.educationInfo', async () => {
      const data = expectCertificate(expectRestSuccess(await save('education-info'), 200, SPEC.education));
      expect(data.educationInfo).toEqual(BODY['education-info']);
    });
    it('400 for years that are not a number', async () => {
      const body = expectRestError(await save('education-info', { yearsOfOccupation: 'many' }), 400, 'Please enter a number');
      expect(body.fieldErrors).toEqual({ yearsOfOccupation: 'Please enter a number' });
    });
    errorStatuses(
      'POST',
      (opi) => `/decedent/${opi}/education-info`,
      () => BODY['education-info'],
      { locks: true },
    );
  });

  contract('POST', '/decedent/:id/veteran-info', () => {
    it('saves: message, data.veteranInfo', async () => {
      const data = expectCertificate(expectRestSuccess(await save('veteran-info'), 200, SPEC.veteran));
      expect(data.veteranInfo).toEqual(BODY['veteran-info']);
    });
    it('400 for Yes without branch and era', async () => {
      const body = expectRestError(await save('veteran-info', { isVeteran: true, isUnknown: false }), 400, SPEC.branchRequired);
      expect(body.fieldErrors).toEqual({ serviceBranch: SPEC.branchRequired, serviceEra: SPEC.eraRequired });
    });
    errorStatuses(
      'POST',
      (opi) => `/decedent/${opi}/veteran-info`,
      () => BODY['veteran-info'],
      { locks: true },
    );
  });

  contract('POST', '/decedent/:id/parent-info', () => {
    it("saves the mother or the father: '{relation} Details Updated!', data.parentsInfo", async () => {
      const data = expectCertificate(expectRestSuccess(await save('parent-info'), 200, SPEC.mother));
      expect(data.parentsInfo).toEqual([
        {
          relation: 'Mother',
          firstName: 'Astrid',
          middleName: null,
          lastName: 'Lindqvist',
          maidenName: 'Berg',
          birthCountry: 'SE',
          birthState: null,
          isFirstSaved: true,
        },
      ]);
      const both = expectRestSuccess(
        await save('parent-info', { relation: 'Father', firstName: 'Nils', lastName: 'Lindqvist', maidenName: 'Ignored' }),
        200,
        SPEC.father,
      );
      expect(both.parentsInfo).toHaveLength(2);
      expect(both.parentsInfo.find((p: Json) => p.relation === 'Father')).toMatchObject({ firstName: 'Nils', maidenName: null });
    });
    it('400 without a first name, or without a Mother or Father relation', async () => {
      expectRestError(await save('parent-info', { relation: 'Mother' }), 400, SPEC.firstNameRequired);
      const body = expectRestError(await save('parent-info', { relation: 'Uncle', firstName: 'Astrid' }), 400, 'Relation is required');
      expect(body.fieldErrors).toEqual({ relation: 'Relation is required' });
      expectRestError(await save('parent-info', { firstName: 'Astrid' }), 400);
    });
    errorStatuses(
      'POST',
      (opi) => `/decedent/${opi}/parent-info`,
      () => BODY['parent-info'],
      { locks: true },
    );
  });

  contract('POST', '/decedent/:id/notifier-info', () => {
    it('saves: message, data.notifierInfo with the address', async () => {
      const data = expectCertificate(expectRestSuccess(await save('notifier-info'), 200, SPEC.notifier));
      expect(data.notifierInfo).toEqual({ ...BODY['notifier-info'], middleName: null, secondaryPhoneNumber: null, isFirstSaved: true });
    });
    it('400 with the field messages', async () => {
      const body = expectRestError(
        await save('notifier-info', { firstName: ' ', email: 'x@', phoneNumber: '12345678901', secondaryPhoneNumber: 'abcdefghij' }),
        400,
        SPEC.firstNameRequired,
      );
      expect(body.fieldErrors).toEqual({
        firstName: SPEC.firstNameRequired,
        email: SPEC.invalidEmail,
        phoneNumber: SPEC.invalidPhone,
        secondaryPhoneNumber: SPEC.invalidPhone,
      });
    });
    errorStatuses(
      'POST',
      (opi) => `/decedent/${opi}/notifier-info`,
      () => BODY['notifier-info'],
      { locks: true },
    );
  });

  contract('POST', '/decedent/:id/nok-info', () => {
    it('adds one entry (a single body), data.nokInfo lists them with ids', async () => {
      const data = expectCertificate(expectRestSuccess(await save('nok-info'), 200, SPEC.nok));
      expect(data.nokInfo).toEqual([
        {
          id: expect.any(Number),
          ...BODY['nok-info'],
          middleName: null,
          secondaryPhoneNumber: null,
          isNotifierVerified: null,
          isFirstSaved: true,
        },
      ]);
    });
    it('takes a list in data (or nokInfo): entries with an id are updated, the others added', async () => {
      const [first] = expectRestSuccess(await gw.rest('GET', `/decedent/${OPI.eleanor}/info`, undefined, arranger)).nokInfo;
      const data = expectRestSuccess(
        await save('nok-info', {
          data: [
            { id: first.id, firstName: 'Dan' },
            { firstName: 'Lucy', relation: 'Daughter' },
          ],
        }),
        200,
        SPEC.nok,
      );
      expect(data.nokInfo.map((k: Json) => [k.id === first.id, k.firstName, k.lastName])).toEqual([
        [true, 'Dan', 'Whitmore'],
        [false, 'Lucy', null],
      ]);
      const more = expectRestSuccess(await save('nok-info', { nokInfo: [{ firstName: 'Rose' }] }), 200, SPEC.nok);
      expect(more.nokInfo.map((k: Json) => k.firstName)).toEqual(['Dan', 'Lucy', 'Rose']);
    });
    it('400 with the messages of the entry, keyed by its index; 404 for an unknown id', async () => {
      const body = expectRestError(
        await save('nok-info', { data: [{ firstName: 'Ok' }, { firstName: '', email: 'bad' }] }),
        400,
        SPEC.firstNameRequired,
      );
      expect(body.fieldErrors).toEqual({ '1.firstName': SPEC.firstNameRequired, '1.email': SPEC.invalidEmail });
      expectRestError(await save('nok-info', { id: 999999, firstName: 'Ghost' }), 404, 'Next of kin does not exist');
    });
    errorStatuses(
      'POST',
      (opi) => `/decedent/${opi}/nok-info`,
      () => BODY['nok-info'],
      { locks: true },
    );
  });
});
