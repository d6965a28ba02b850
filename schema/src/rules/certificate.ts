import { z } from 'zod';
import { ETHNICITIES, MARITAL_STATUSES, QUALIFICATIONS, RACES, SERVICE_BRANCHES, SERVICE_ERAS } from '../reference/certificate.js';
import { RELATIONSHIPS } from '../reference/index.js';
import { isCalendarDate, notInFuture } from './common.texts.js';
import { MEMORY_MESSAGES } from './memory.texts.js';

/** Letters (accented too), hyphen, apostrophe, period and space. */
const NAME = /^[\p{L}\p{M}' .-]*$/u;
/** AKA and preferred names also allow double quotes and parentheses (nicknames). */
const NICKNAME = /^[\p{L}\p{M}' ."()-]*$/u;
const SUFFIX = /^[\p{L}.]*$/u;

export const CERTIFICATE_LIMITS = { name: 50, suffix: 4, addressLine: 50, notes: 1000, serviceNote: 1000, phoneDigits: 10 } as const;

export const CERTIFICATE_MESSAGES = {
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
  /** Not in the spec: a value that is not one of the form's list (the forms offer only those). */
  notInList: {
    race: 'Please choose a race from the list',
    ethnicity: 'Please choose an ethnicity from the list',
    hispanic: 'Please choose a Hispanic origin from the list',
    qualification: 'Please choose a qualification from the list',
    serviceBranch: 'Please choose a service branch from the list',
    serviceEra: 'Please choose a service era from the list',
    maritalStatus: 'Please choose a marital status from the list',
    /** The form lists only the states of the chosen country (4.2). */
    birthState: 'Please choose a birth state of the birth country',
    /** The same text as the memory form's. */
    relation: MEMORY_MESSAGES.relationshipInvalid,
  },
  /** Not in the spec: the form enables an ethnicity only once its race is chosen (4.2). */
  raceBeforeEthnicity: 'Please choose the race before its ethnicity',
  /** Not in the spec: the form offers a Hispanic origin only while Hispanic is on (4.2). */
  hispanicOnlyWhenHispanic: 'A Hispanic origin can be chosen only when Hispanic is Yes',
  saved: {
    primary: 'Primary Details Updated!',
    resident: 'Residential Details Updated!',
    ethnicity: 'Ethnicity Details Updated!',
    education: 'Education & Occupational Details Updated!',
    veteran: 'Veteran Details Updated!',
    parent: (relation: string) => `${relation} Details Updated!`,
    notifier: 'Notifier Details Updated!',
    nok: 'Next of Kin Details Updated!',
  },
} as const;

/** The texts of Available Services (arrangements-portal 2.10, 9), verbatim. */
export const SERVICE_TEXTS = {
  question: 'Are you interested in this service?',
  interested: "I'm Interested",
  notInterested: "I'm Not Interested",
  noteLabel: 'Notes for your arranger (optional)',
  submit: 'Submit to Arranger',
} as const;

const opt = <T extends z.ZodType>(t: T) => t.optional().nullable();

/** A name field with the spec's messages: 'Invalid {label}' and '{label} is too long'. */
function nameField(label: string, pattern: RegExp = NAME, max: number = CERTIFICATE_LIMITS.name, missing?: string) {
  return z
    .string(missing ? { error: missing } : undefined)
    .trim()
    .max(max, `${label} is too long`)
    .regex(pattern, `Invalid ${label}`);
}
/** Absent, null and blank all answer '{label} is required'. */
const requiredName = (label: string) =>
  nameField(label, NAME, CERTIFICATE_LIMITS.name, `${label} is required`).min(1, `${label} is required`);

/** The SSN: XXX-XX-XXXX; area not 000, 666 or 9xx/8xx; group not 00; serial not 0000. */
export const SSN_PATTERN = /^(?!000|666|[89]\d\d)\d{3}-(?!00)\d{2}-(?!0000)\d{4}$/;

/** A phone as the forms send it: an optional country code, a dash, then exactly ten digits (or the ten digits alone). */
export const phoneRule = z
  .string()
  .trim()
  .refine((v) => v === '' || /^(\+?\d{1,4}-)?\d{10}$/.test(v), CERTIFICATE_MESSAGES.invalidPhone);
const emailRule = z
  .string()
  .trim()
  .refine((v) => v === '' || z.email().safeParse(v).success, CERTIFICATE_MESSAGES.invalidEmail);
const numberText = z.union([z.number(), z.string()]).refine((v) => v === '' || Number.isFinite(Number(v)), CERTIFICATE_MESSAGES.notANumber);
const addressLine = z.string().max(CERTIFICATE_LIMITS.addressLine, CERTIFICATE_MESSAGES.addressLineTooLong);

/** A text that is empty (a clear) or one of the list. */
const listText = (list: readonly string[], message: string) => z.string().refine((v) => v === '' || list.includes(v), message);

/**
 * An entry of a reference list as the forms send it ({id, edrsCode, name}): its id must be on the
 * list, and the code and name, when sent, must be that entry's. It becomes the list's own entry.
 */
function listEntry(list: readonly { id: number; edrsCode?: string; name: string }[], message: string) {
  type Sent = { id: number; edrsCode?: string | null; name?: string | null };
  const find = (v: Sent) =>
    list.find((e) => e.id === v.id && (v.edrsCode == null || v.edrsCode === e.edrsCode) && (v.name == null || v.name === e.name));
  return z
    .object({ id: z.number().int(), edrsCode: z.string().nullish(), name: z.string().nullish() })
    .refine((v) => find(v) !== undefined, message)
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
  firstName: requiredName('First Name'),
  middleName: opt(nameField('Middle Name')),
  lastName: opt(nameField('Last Name')),
  maidenName: opt(nameField('Maiden Name')),
  suffix: opt(nameField('Suffix', SUFFIX, CERTIFICATE_LIMITS.suffix)),
  aka: opt(nameField('AKA', NICKNAME)),
  preferredFirstName: opt(nameField('Preferred First Name', NICKNAME)),
  preferredMiddleName: opt(nameField('Preferred Middle Name', NICKNAME)),
  preferredLastName: opt(nameField('Preferred Last Name', NICKNAME)),
  dateOfBirth: opt(
    z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, CERTIFICATE_MESSAGES.invalidDateOfBirth)
      .refine(isCalendarDate, CERTIFICATE_MESSAGES.invalidDateOfBirth)
      .refine(notInFuture, CERTIFICATE_MESSAGES.dateOfBirthInFuture),
  ),
  birthState: opt(z.string().max(100)),
  birthCountry: opt(z.string().max(100)),
  gender: opt(z.number().int().min(1).max(3)),
  maritalStatus: opt(listText(MARITAL_STATUSES, CERTIFICATE_MESSAGES.notInList.maritalStatus)),
  /** Absent or empty keeps the stored SSN; a value must be a valid SSN. */
  ssn: opt(
    z
      .string()
      .trim()
      .refine((v) => v === '' || SSN_PATTERN.test(v), CERTIFICATE_MESSAGES.invalidSsn),
  ),
  email: opt(emailRule),
  phoneNumber: opt(phoneRule),
  secondaryPhoneNumber: opt(phoneRule),
  notes: opt(z.string().max(CERTIFICATE_LIMITS.notes)),
});

export const residentInfoRule = certificateAddressRule.extend({ noOfYearsStayed: opt(numberText) });

const race = listEntry(RACES, CERTIFICATE_MESSAGES.notInList.race);
const ethnicity = listEntry(ETHNICITIES, CERTIFICATE_MESSAGES.notInList.ethnicity);
const hispanicOrigin = listEntry(
  ETHNICITIES.filter((e) => e.isHispanic),
  CERTIFICATE_MESSAGES.notInList.hispanic,
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
  .refine((v) => !v.ethnicityOne || !!v.raceOne, { path: ['ethnicityOne'], message: CERTIFICATE_MESSAGES.raceBeforeEthnicity })
  .refine((v) => !v.ethnicityTwo || !!v.raceTwo, { path: ['ethnicityTwo'], message: CERTIFICATE_MESSAGES.raceBeforeEthnicity })
  .refine((v) => !v.ethnicityThree || !!v.raceThree, { path: ['ethnicityThree'], message: CERTIFICATE_MESSAGES.raceBeforeEthnicity })
  .refine((v) => !v.hispanic || v.isHispanic === true, { path: ['hispanic'], message: CERTIFICATE_MESSAGES.hispanicOnlyWhenHispanic });

export const educationInfoRule = z.object({
  occupation: opt(z.string().trim().max(100)),
  industry: opt(z.string().trim().max(100)),
  yearsOfOccupation: opt(numberText),
  qualification: opt(listEntry(QUALIFICATIONS, CERTIFICATE_MESSAGES.notInList.qualification)),
});

export const veteranInfoRule = z
  .object({
    isVeteran: z.boolean(),
    isUnknown: z.boolean(),
    serviceBranch: opt(listText(SERVICE_BRANCHES, CERTIFICATE_MESSAGES.notInList.serviceBranch)),
    serviceEra: opt(listText(SERVICE_ERAS, CERTIFICATE_MESSAGES.notInList.serviceEra)),
  })
  .superRefine((v, ctx) => {
    if (!v.isVeteran || v.isUnknown) return;
    if (!v.serviceBranch) ctx.addIssue({ code: 'custom', path: ['serviceBranch'], message: CERTIFICATE_MESSAGES.branchRequired });
    if (!v.serviceEra) ctx.addIssue({ code: 'custom', path: ['serviceEra'], message: CERTIFICATE_MESSAGES.eraRequired });
  });

export const PARENT_RELATIONS = ['Mother', 'Father'] as const;
export const parentInfoRule = z.object({
  relation: z.enum(PARENT_RELATIONS, { error: 'Relation is required' }),
  firstName: requiredName('First Name'),
  middleName: opt(nameField('Middle Name')),
  lastName: opt(nameField('Last Name')),
  maidenName: opt(nameField('Maiden Name')),
  birthCountry: opt(z.string().max(100)),
  birthState: opt(z.string().max(100)),
});

export const NOTIFIER_PREFIXES = ['Mr', 'Mrs', 'Ms'] as const;
export const notifierInfoRule = z.object({
  prefix: opt(z.enum(NOTIFIER_PREFIXES)),
  firstName: requiredName('First Name'),
  middleName: opt(nameField('Middle Name')),
  lastName: opt(nameField('Last Name')),
  email: opt(emailRule),
  phoneNumber: opt(phoneRule),
  secondaryPhoneNumber: opt(phoneRule),
  relation: opt(
    listText(
      RELATIONSHIPS.map((r) => r.name),
      CERTIFICATE_MESSAGES.notInList.relation,
    ),
  ),
  isNotifierVerified: opt(z.boolean()),
  address: opt(certificateAddressRule),
});

export const nokInfoRule = notifierInfoRule.extend({ id: opt(z.number().int()), isNotifier: opt(z.boolean()) });

export const serviceInterestRule = z.object({
  isInterested: z.boolean({ error: 'Please choose whether you are interested' }),
  note: opt(z.string().max(CERTIFICATE_LIMITS.serviceNote, CERTIFICATE_MESSAGES.noteTooLong)),
});
