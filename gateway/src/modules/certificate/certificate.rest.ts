import type { RestRequest, RestRoute } from '../route.js';
import { bool, etagOf, versionOf } from '../route.js';

const ADDRESS = 'line1 line2 country state county city zipcode';
const CODED = 'id edrsCode name';
const PERSON = `prefix firstName middleName lastName email phoneNumber secondaryPhoneNumber relation isNotifierVerified address { ${ADDRESS} }`;
export const CERTIFICATE_FIELDS = `opi isFreeze savedSections submittedAt
  primaryInfo { prefix firstName middleName lastName maidenName suffix aka preferredFirstName preferredMiddleName preferredLastName dateOfBirth birthState birthCountry gender maritalStatus ssn email phoneNumber secondaryPhoneNumber notes }
  residentInfo { ${ADDRESS} noOfYearsStayed }
  ethnicityInfo { isHispanic hispanic { ${CODED} } raceOne { ${CODED} } raceTwo { ${CODED} } raceThree { ${CODED} } ethnicityOne { ${CODED} } ethnicityTwo { ${CODED} } ethnicityThree { ${CODED} } }
  educationInfo { occupation industry yearsOfOccupation qualification { id name } }
  veteranInfo { isVeteran isUnknown serviceBranch serviceEra }
  parentsInfo { relation firstName middleName lastName maidenName birthCountry birthState }
  notifierInfo { ${PERSON} }
  nokInfo { id isNotifier ${PERSON} }
  sectionVersions { section version }`;
const RESULT = `message firstSave certificate { ${CERTIFICATE_FIELDS} }`;

/** The legacy forms send numbers as strings and extra keys; only the section's own keys go on. */
const pick = (body: Record<string, unknown>, keys: string[]) =>
  Object.fromEntries(keys.filter((k) => body[k] !== undefined).map((k) => [k, body[k]]));
const text = (v: unknown) => (v == null ? v : String(v));
const ADDRESS_KEYS = ['line1', 'line2', 'country', 'state', 'county', 'city', 'zipcode'];
const PERSON_KEYS = [
  'prefix',
  'firstName',
  'middleName',
  'lastName',
  'email',
  'phoneNumber',
  'secondaryPhoneNumber',
  'relation',
  'isNotifierVerified',
];
const person = (b: Record<string, unknown>) => ({
  ...pick(b, PERSON_KEYS),
  ...(b['address'] && typeof b['address'] === 'object' ? { address: pick(b['address'] as Record<string, unknown>, ADDRESS_KEYS) } : {}),
});
const int = (v: unknown) => (v == null || v === '' ? null : Number.isSafeInteger(Number(v)) ? Number(v) : v);

type Certificate = Record<string, unknown> & {
  savedSections: string[];
  sectionVersions: { section: string; version: number }[];
  primaryInfo?: object | null;
  residentInfo?: object | null;
  notifierInfo?: object | null;
  parentsInfo: object[];
  nokInfo: object[];
};

/**
 * The legacy payload's isFirstSaved, on the records section 3 gives it to:
 * whether the section was saved once; a parent or a next of kin is stored by
 * its own first save (the mother and the father each by theirs), so a stored one was.
 */
function legacyCertificate({ sectionVersions: _versions, ...cert }: Certificate): Omit<Certificate, 'sectionVersions'> {
  const mark = (record: object | null | undefined, saved: boolean) => (record ? { ...record, isFirstSaved: saved } : record);
  const saved = (key: string) => cert.savedSections.includes(key);
  return {
    ...cert,
    primaryInfo: mark(cert.primaryInfo, saved('primary')),
    residentInfo: mark(cert.residentInfo, saved('resident')),
    notifierInfo: mark(cert.notifierInfo, saved('notifier')),
    parentsInfo: cert.parentsInfo.map((p) => ({ ...p, isFirstSaved: true })),
    nokInfo: cert.nokInfo.map((k) => ({ ...k, isFirstSaved: true })),
  };
}

/** The versions of every section, by key: a section's save sends it back as If-Match. */
const certificateEtag = (cert: Certificate) => etagOf(Object.fromEntries(cert.sectionVersions.map((v) => [v.section, v.version])));

function section(path: string, mutation: string, inputType: string, input: (req: RestRequest) => unknown, summary: string): RestRoute {
  return {
    method: 'POST',
    path: `/decedent/:id/${path}`,
    statuses: [423],
    summary,
    // The body is the section's input as the schema types it.
    body: { input: inputType.replace(/[[\]!]/g, '') },
    operation: `mutation ${mutation[0]!.toUpperCase()}${mutation.slice(1)}($opi: String!, $input: ${inputType}, $version: Int) { ${mutation}(opi: $opi, input: $input, version: $version) { ${RESULT} } }`,
    variables: (req) => ({ opi: req.params['id'], input: input(req), version: versionOf(req, path.replace(/-info$/, '')) }),
    data: (r) => legacyCertificate(r[mutation].certificate),
    etag: (r) => certificateEtag(r[mutation].certificate),
    message: (r) => r[mutation].message,
  };
}

export const certificateRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/decedent/:id/info',
    summary: 'The certificate sections of a decedent (the SSN masked).',
    operation: `query Certificate($opi: String!) { certificate(opi: $opi) { ${CERTIFICATE_FIELDS} } }`,
    variables: ({ params }) => ({ opi: params['id'] }),
    data: (r) => legacyCertificate(r['certificate']),
    etag: (r) => certificateEtag(r['certificate']),
  },
  {
    method: 'POST',
    path: '/decedent/:id/info',
    statuses: [423],
    summary: 'Submits the saved certificate details to the arranger (e-mail).',
    body: { properties: {} },
    operation: `mutation SubmitCertificate($opi: String!) { submitCertificate(opi: $opi) { message certificate { ${CERTIFICATE_FIELDS} } } }`,
    variables: ({ params }) => ({ opi: params['id'] }),
    data: (r) => legacyCertificate(r['submitCertificate'].certificate),
    message: (r) => r['submitCertificate'].message,
  },
  section(
    'primary-info',
    'savePrimaryInfo',
    'PrimaryInfoInput!',
    ({ body }) => ({
      ...pick(body, [
        'prefix',
        'firstName',
        'middleName',
        'lastName',
        'maidenName',
        'suffix',
        'aka',
        'preferredFirstName',
        'preferredMiddleName',
        'preferredLastName',
        'dateOfBirth',
        'birthState',
        'birthCountry',
        'maritalStatus',
        'ssn',
        'email',
        'phoneNumber',
        'secondaryPhoneNumber',
        'notes',
      ]),
      ...(body['gender'] !== undefined ? { gender: int(body['gender']) } : {}),
    }),
    'Saves the primary details (names, birth, gender, marital status, SSN, contact, notes).',
  ),
  section(
    'resident-info',
    'saveResidentInfo',
    'ResidentInfoInput!',
    ({ body }) => ({
      ...pick(body, ADDRESS_KEYS),
      ...(body['noOfYearsStayed'] !== undefined ? { noOfYearsStayed: text(body['noOfYearsStayed']) } : {}),
    }),
    'Saves the residential details.',
  ),
  section(
    'ethnicity-info',
    'saveEthnicityInfo',
    'EthnicityInfoInput!',
    ({ body }) =>
      Object.fromEntries(
        Object.entries(
          pick(body, ['isHispanic', 'hispanic', 'raceOne', 'raceTwo', 'raceThree', 'ethnicityOne', 'ethnicityTwo', 'ethnicityThree']),
        )
          // The forms send the entries as GET /data lists them (races with headerId, ethnicities with isHispanic).
          .map(([k, v]) => [k, v && typeof v === 'object' ? pick(v as Record<string, unknown>, ['id', 'edrsCode', 'name']) : v]),
      ),
    'Saves race and Hispanic origin.',
  ),
  section(
    'education-info',
    'saveEducationInfo',
    'EducationInfoInput!',
    ({ body }) => ({
      ...pick(body, ['occupation', 'industry']),
      ...(body['qualification'] !== undefined
        ? {
            qualification:
              body['qualification'] && typeof body['qualification'] === 'object'
                ? pick(body['qualification'] as Record<string, unknown>, ['id', 'name'])
                : body['qualification'],
          }
        : {}),
      ...(body['yearsOfOccupation'] !== undefined ? { yearsOfOccupation: text(body['yearsOfOccupation']) } : {}),
    }),
    'Saves education and occupation.',
  ),
  section(
    'veteran-info',
    'saveVeteranInfo',
    'VeteranInfoInput!',
    ({ body }) => ({
      isVeteran: bool(body['isVeteran']) ?? false,
      isUnknown: bool(body['isUnknown']) ?? false,
      ...pick(body, ['serviceBranch', 'serviceEra']),
    }),
    'Saves the veteran details.',
  ),
  section(
    'parent-info',
    'saveParentInfo',
    'ParentInfoInput!',
    ({ body }) => pick(body, ['relation', 'firstName', 'middleName', 'lastName', 'maidenName', 'birthCountry', 'birthState']),
    'Saves the mother or the father (body relation).',
  ),
  section('notifier-info', 'saveNotifierInfo', 'NotifierInfoInput!', ({ body }) => person(body), 'Saves the notifier.'),
  {
    ...section(
      'nok-info',
      'saveNextOfKin',
      '[NextOfKinInput!]!',
      ({ body }) => {
        const list = Array.isArray(body['data']) ? body['data'] : Array.isArray(body['nokInfo']) ? body['nokInfo'] : [body];
        return (list as Array<Record<string, unknown>>).map((b) => ({
          ...person(b),
          ...(b['id'] != null ? { id: int(b['id']) } : {}),
          ...(b['isNotifier'] !== undefined ? { isNotifier: bool(b['isNotifier']) ?? false } : {}),
        }));
      },
      'Saves next of kin: one entry, or a list (data or nokInfo); entries with an id are updated.',
    ),
    body: {
      input: 'NextOfKinInput',
      properties: {
        data: { type: 'array', items: { type: 'object' }, description: 'Several entries, each with the fields of one.' },
        nokInfo: { type: 'array', items: { type: 'object' }, description: 'Several entries (as data).' },
      },
    },
  },
];
