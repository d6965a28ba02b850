import { z } from 'zod';
import { ETHNICITIES, MARITAL_STATUSES, QUALIFICATIONS, RACES, SERVICE_BRANCHES, SERVICE_ERAS } from '../reference/certificate.js';
import { RELATIONSHIPS } from '../reference/index.js';
import { isCalendarDate, notInFuture } from './common.texts.js';
import { MEMORY_MESSAGES } from './memory.texts.js';
import { NAMESPACE, says, t, type MessageKey } from '../i18n/index.js';

/** Letters (accented too), hyphen, apostrophe, period and space. */
const NAME = /^[\p{L}\p{M}' .-]*$/u;
/** AKA and preferred names also allow double quotes and parentheses (nicknames). */
const NICKNAME = /^[\p{L}\p{M}' ."()-]*$/u;
const SUFFIX = /^[\p{L}.]*$/u;

export const CERTIFICATE_LIMITS = { name: 50, suffix: 4, addressLine: 50, notes: 1000, serviceNote: 1000, phoneDigits: 10 } as const;

export const CERTIFICATE_MESSAGES = {
  [NAMESPACE]: 'certificate',
  locked: 'This section is now locked. Please contact your arranger for changes.',
  lockedTooltip:
    'Please contact your arranger for any changes or additions when the section is locked. Changes can also be done during the arrangement.',
  submitBanner: 'Be sure to SUBMIT after SAVING',
  policyRequired: 'Please accept the copyright disclaimer and privacy policy before entering these details.',
  submitHint:
    'Click on [SUBMIT TO ARRANGER] button once all your information is completed and SAVED. This will send the details to your arranger.',
  submitted: 'Details Submitted to your Arranger Successfully!',
  invalidSsn: 'Invalid SSN',
  invalidEmail: 'Invalid Email',
  invalidPhone: 'Please enter valid Phone Number',
  branchRequired: 'Service Branch is required',
  eraRequired: 'Service Era is required',
  addressLineTooLong: 'Address line should be less than 51 characters',
  notANumber: 'Please enter a number',
  noteTooLong: 'Note is too long',
  invalidDateOfBirth: 'Invalid Date of Birth',
  /** Not in the spec: the date picker offers no later day; the gateway checks it too. */
  dateOfBirthInFuture: 'Date of Birth cannot be in the future',
  dateOfBirthAfterDeath: 'Date of Birth cannot be after the Date of Death',
  /** Not in the spec: the form disables the notifier's fields and Save until the notifier is verified (4.2). */
  notifierUnverified: 'Please verify the notifier before saving their details',
  interestSent: 'Interest Sent Successfully!',
  saveBeforeSubmit: 'Please SAVE at least one section before you SUBMIT to your arranger.',
  nokMissing: 'Next of kin does not exist',
  /** A name field's messages (the spec's 'Invalid {label}', '{label} is too long', '{label} is required'); `field` is a CERTIFICATE_FIELDS label. */
  nameInvalid: 'Invalid {field}',
  nameTooLong: '{field} is too long',
  nameRequired: '{field} is required',
  relationRequired: 'Relation is required',
  /** The notifier's title refused: English keeps the general wording (the API's values); another language names its labels. */
  notifierPrefixInvalid: 'prefix must be one of Mr, Mrs or Ms',
  interestRequired: 'Please choose whether you are interested',
  /** Not in the spec: a value that is not one of the form's list (the forms offer only those). */
  notInListRace: 'Please choose a race from the list',
  notInListEthnicity: 'Please choose an ethnicity from the list',
  notInListHispanic: 'Please choose a Hispanic origin from the list',
  notInListQualification: 'Please choose a qualification from the list',
  notInListServiceBranch: 'Please choose a service branch from the list',
  notInListServiceEra: 'Please choose a service era from the list',
  notInListMaritalStatus: 'Please choose a marital status from the list',
  /** The form lists only the states of the chosen country (4.2). */
  notInListBirthState: 'Please choose a birth state of the birth country',
  /** Not in the spec: the form enables an ethnicity only once its race is chosen (4.2). */
  raceBeforeEthnicity: 'Please choose the race before its ethnicity',
  /** Not in the spec: the form offers a Hispanic origin only while Hispanic is on (4.2). */
  hispanicOnlyWhenHispanic: 'A Hispanic origin can be chosen only when Hispanic is Yes',
  savedPrimary: 'Primary Details Updated!',
  savedResident: 'Residential Details Updated!',
  savedEthnicity: 'Ethnicity Details Updated!',
  savedEducation: 'Education & Occupational Details Updated!',
  savedVeteran: 'Veteran Details Updated!',
  /** `relation` is a PARENT_RELATIONS value (Mother, Father). */
  savedParent: '{relation} Details Updated!',
  savedNotifier: 'Notifier Details Updated!',
  savedNok: 'Next of Kin Details Updated!',
} as const;

/** The certificate's field labels, as the forms and the rules' messages name them. */
export const CERTIFICATE_FIELDS = {
  [NAMESPACE]: 'certificateFields',
  prefix: 'Prefix',
  firstName: 'First Name',
  middleName: 'Middle Name',
  lastName: 'Last Name',
  maidenName: 'Maiden Name',
  suffix: 'Suffix',
  aka: 'AKA',
  preferredFirstName: 'Preferred First Name',
  preferredMiddleName: 'Preferred Middle Name',
  preferredLastName: 'Preferred Last Name',
} as const;

const opt = <T extends z.ZodType>(t: T) => t.optional().nullable();

type FieldKey = MessageKey<typeof CERTIFICATE_FIELDS>;
/** A name field's message, written when the rule refuses, with the field's label in the same language. */
const nameSays = (key: 'nameInvalid' | 'nameTooLong' | 'nameRequired', field: FieldKey) => ({
  error: () => t(CERTIFICATE_MESSAGES, key, { field: t(CERTIFICATE_FIELDS, field) }),
});
/** A rule's refusal, its message written in the ambient language. */
type Refused = { error: () => string };
const message = (key: MessageKey<typeof CERTIFICATE_MESSAGES>) => says(CERTIFICATE_MESSAGES, key);

/** A name field with the spec's messages: 'Invalid {label}' and '{label} is too long'. */
function nameField(field: FieldKey, pattern: RegExp = NAME, max: number = CERTIFICATE_LIMITS.name, required = false) {
  return z
    .string(required ? nameSays('nameRequired', field) : undefined)
    .trim()
    .max(max, nameSays('nameTooLong', field))
    .regex(pattern, nameSays('nameInvalid', field));
}
/** Absent, null and blank all answer '{label} is required'. */
const requiredName = (field: FieldKey) => nameField(field, NAME, CERTIFICATE_LIMITS.name, true).min(1, nameSays('nameRequired', field));

/** The SSN: XXX-XX-XXXX; area not 000, 666 or 9xx/8xx; group not 00; serial not 0000. */
export const SSN_PATTERN = /^(?!000|666|[89]\d\d)\d{3}-(?!00)\d{2}-(?!0000)\d{4}$/;

/** A phone as the forms send it: an optional country code, a dash, then exactly ten digits (or the ten digits alone). */
export const phoneRule = z
  .string()
  .trim()
  .refine((v) => v === '' || /^(\+?\d{1,4}-)?\d{10}$/.test(v), message('invalidPhone'));
const emailRule = z
  .string()
  .trim()
  .refine((v) => v === '' || z.email().safeParse(v).success, message('invalidEmail'));
const numberText = z.union([z.number(), z.string()]).refine((v) => v === '' || Number.isFinite(Number(v)), message('notANumber'));
const addressLine = z.string().max(CERTIFICATE_LIMITS.addressLine, message('addressLineTooLong'));

/** A text that is empty (a clear) or one of the list. */
const listText = (list: readonly string[], refused: Refused) => z.string().refine((v) => v === '' || list.includes(v), refused);

/**
 * An entry of a reference list as the forms send it ({id, edrsCode, name}): its id must be on the
 * list, and the code and name, when sent, must be that entry's. It becomes the list's own entry.
 */
function listEntry(list: readonly { id: number; edrsCode?: string; name: string }[], refused: Refused) {
  type Sent = { id: number; edrsCode?: string | null; name?: string | null };
  const find = (v: Sent) =>
    list.find((e) => e.id === v.id && (v.edrsCode == null || v.edrsCode === e.edrsCode) && (v.name == null || v.name === e.name));
  return z
    .object({ id: z.number().int(), edrsCode: z.string().nullish(), name: z.string().nullish() })
    .refine((v) => find(v) !== undefined, refused)
    .transform((v) => {
      const entry = find(v)!;
      return entry.edrsCode === undefined
        ? { id: entry.id, name: entry.name }
        : { id: entry.id, edrsCode: entry.edrsCode, name: entry.name };
    });
}

export const certificateAddressRule = z.object({
  line1: opt(addressLine),
  line2: opt(addressLine),
  country: opt(z.string().max(100)),
  state: opt(z.string().max(100)),
  county: opt(z.string().max(100)),
  city: opt(z.string().max(100)),
  zipcode: opt(z.string().max(20)),
});

export const primaryInfoRule = z.object({
  prefix: opt(z.string().max(20)),
  firstName: requiredName('firstName'),
  middleName: opt(nameField('middleName')),
  lastName: opt(nameField('lastName')),
  maidenName: opt(nameField('maidenName')),
  suffix: opt(nameField('suffix', SUFFIX, CERTIFICATE_LIMITS.suffix)),
  aka: opt(nameField('aka', NICKNAME)),
  preferredFirstName: opt(nameField('preferredFirstName', NICKNAME)),
  preferredMiddleName: opt(nameField('preferredMiddleName', NICKNAME)),
  preferredLastName: opt(nameField('preferredLastName', NICKNAME)),
  dateOfBirth: opt(
    z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, message('invalidDateOfBirth'))
      .refine(isCalendarDate, message('invalidDateOfBirth'))
      .refine(notInFuture, message('dateOfBirthInFuture')),
  ),
  birthState: opt(z.string().max(100)),
  birthCountry: opt(z.string().max(100)),
  gender: opt(z.number().int().min(1).max(3)),
  maritalStatus: opt(listText(MARITAL_STATUSES, message('notInListMaritalStatus'))),
  /** Absent or empty keeps the stored SSN; a value must be a valid SSN. */
  ssn: opt(
    z
      .string()
      .trim()
      .refine((v) => v === '' || SSN_PATTERN.test(v), message('invalidSsn')),
  ),
  email: opt(emailRule),
  phoneNumber: opt(phoneRule),
  secondaryPhoneNumber: opt(phoneRule),
  notes: opt(z.string().max(CERTIFICATE_LIMITS.notes)),
});

export const residentInfoRule = certificateAddressRule.extend({ noOfYearsStayed: opt(numberText) });

const race = listEntry(RACES, message('notInListRace'));
const ethnicity = listEntry(ETHNICITIES, message('notInListEthnicity'));
const hispanicOrigin = listEntry(
  ETHNICITIES.filter((e) => e.isHispanic),
  message('notInListHispanic'),
);

/** Each entry on its list; a save may send some fields only (ethnicityChoicesRule checks the whole section). */
export const ethnicityInfoRule = z.object({
  isHispanic: opt(z.boolean()),
  hispanic: opt(hispanicOrigin),
  raceOne: opt(race),
  raceTwo: opt(race),
  raceThree: opt(race),
  ethnicityOne: opt(ethnicity),
  ethnicityTwo: opt(ethnicity),
  ethnicityThree: opt(ethnicity),
});

/**
 * The whole Ethnicity section as the form holds it (or as a save leaves it): each ethnicity
 * needs its race, and a Hispanic origin needs Hispanic on.
 */
export const ethnicityChoicesRule = ethnicityInfoRule
  .refine((v) => !v.ethnicityOne || !!v.raceOne, { path: ['ethnicityOne'], ...message('raceBeforeEthnicity') })
  .refine((v) => !v.ethnicityTwo || !!v.raceTwo, { path: ['ethnicityTwo'], ...message('raceBeforeEthnicity') })
  .refine((v) => !v.ethnicityThree || !!v.raceThree, { path: ['ethnicityThree'], ...message('raceBeforeEthnicity') })
  .refine((v) => !v.hispanic || v.isHispanic === true, { path: ['hispanic'], ...message('hispanicOnlyWhenHispanic') });

export const educationInfoRule = z.object({
  occupation: opt(z.string().trim().max(100)),
  industry: opt(z.string().trim().max(100)),
  yearsOfOccupation: opt(numberText),
  qualification: opt(listEntry(QUALIFICATIONS, message('notInListQualification'))),
});

export const veteranInfoRule = z
  .object({
    isVeteran: z.boolean(),
    isUnknown: z.boolean(),
    serviceBranch: opt(listText(SERVICE_BRANCHES, message('notInListServiceBranch'))),
    serviceEra: opt(listText(SERVICE_ERAS, message('notInListServiceEra'))),
  })
  .superRefine((v, ctx) => {
    if (!v.isVeteran || v.isUnknown) return;
    if (!v.serviceBranch) ctx.addIssue({ code: 'custom', path: ['serviceBranch'], message: t(CERTIFICATE_MESSAGES, 'branchRequired') });
    if (!v.serviceEra) ctx.addIssue({ code: 'custom', path: ['serviceEra'], message: t(CERTIFICATE_MESSAGES, 'eraRequired') });
  });

export const PARENT_RELATIONS = ['Mother', 'Father'] as const;
export const parentInfoRule = z.object({
  relation: z.enum(PARENT_RELATIONS, message('relationRequired')),
  firstName: requiredName('firstName'),
  middleName: opt(nameField('middleName')),
  lastName: opt(nameField('lastName')),
  maidenName: opt(nameField('maidenName')),
  birthCountry: opt(z.string().max(100)),
  birthState: opt(z.string().max(100)),
});

export const NOTIFIER_PREFIXES = ['Mr', 'Mrs', 'Ms'] as const;
export const notifierInfoRule = z.object({
  prefix: opt(z.enum(NOTIFIER_PREFIXES, message('notifierPrefixInvalid'))),
  firstName: requiredName('firstName'),
  middleName: opt(nameField('middleName')),
  lastName: opt(nameField('lastName')),
  email: opt(emailRule),
  phoneNumber: opt(phoneRule),
  secondaryPhoneNumber: opt(phoneRule),
  relation: opt(
    listText(
      RELATIONSHIPS.map((r) => r.name),
      says(MEMORY_MESSAGES, 'relationshipInvalid'),
    ),
  ),
  isNotifierVerified: opt(z.boolean()),
  address: opt(certificateAddressRule),
});

export const nokInfoRule = notifierInfoRule.extend({ id: opt(z.number().int()), isNotifier: opt(z.boolean()) });

export const serviceInterestRule = z.object({
  isInterested: z.boolean(message('interestRequired')),
  note: opt(z.string().max(CERTIFICATE_LIMITS.serviceNote, message('noteTooLong'))),
});
