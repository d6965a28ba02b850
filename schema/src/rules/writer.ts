import { z } from 'zod';
import { isCalendarDate } from './common.texts.js';

/**
 * The assisted obituary writer (arrangements-portal 3 "draft", 4.6, 7.5, 8): the spec's texts verbatim, and the
 * plain ones it leaves out (limits of the questionnaire's answers).
 */
export const WRITER_MESSAGES = {
  saved: 'Draft saved successfully',
  fetchFailed: 'Failed to fetch draft',
  saveFailed: 'Error at draft saving, try again',
  /** Not in the spec: a draft id that is not this decedent's (or is gone). */
  missing: 'Draft does not exist',
  firstNameRequired: 'First Name is required',
  nameTooLong: (label: string) => `${label} should be at most ${WRITER_LIMITS.name} characters`,
  textTooLong: (label: string, max: number) => `${label} should be at most ${max} characters`,
  tooMany: (label: string, max: number) => `${label}: at most ${max} entries`,
  invalidDate: (label: string) => `${label} must be a valid date`,
  deathBeforeBirth: 'Date of Death cannot be before Date of Birth',
  invalidGender: 'Gender must be Female, Male or Unspecified',
  invalidTone: 'Writing Tone must be Warm, Formal or Celebratory',
  invalidLength: 'Length must be Short, Medium or Long',
  invalidRelationship: 'Choose a relationship from the list',
  memberNameRequired: 'Family member name is required',
  /** The writer's own screen texts. */
  none: 'No drafts saved yet.',
} as const;

export const WRITER_LIMITS = {
  name: 50,
  text: 300,
  ceremony: 1000,
  quote: 500,
  listItems: 20,
  familyMembers: 40,
  memberName: 100,
} as const;

export const WRITER_GENDERS = ['female', 'male', 'unspecified'] as const;
export type WriterGender = (typeof WRITER_GENDERS)[number];
export const WRITER_TONES = ['warm', 'formal', 'celebratory'] as const;
export type WriterTone = (typeof WRITER_TONES)[number];
export const WRITER_LENGTHS = ['short', 'medium', 'long'] as const;
export type WriterLength = (typeof WRITER_LENGTHS)[number];

export const WRITER_GENDER_LABELS: Record<WriterGender, string> = { female: 'Female', male: 'Male', unspecified: 'Unspecified' };
export const WRITER_TONE_LABELS: Record<WriterTone, { label: string; hint: string }> = {
  warm: { label: 'Warm', hint: 'Personal and tender, as family would tell it' },
  formal: { label: 'Formal', hint: 'Traditional, measured, like a newspaper notice' },
  celebratory: { label: 'Celebratory', hint: 'A celebration of a life well lived' },
};
export const WRITER_LENGTH_LABELS: Record<WriterLength, { label: string; hint: string }> = {
  short: { label: 'Short', hint: 'The essentials, a paragraph or two' },
  medium: { label: 'Medium', hint: 'The essentials and a picture of the life' },
  long: { label: 'Long', hint: 'Everything you shared' },
};

/**
 * The relationships a family member may have to the decedent, in the order an obituary names them,
 * each with its plural ("her daughters, Mary and Anne").
 */
export const WRITER_RELATIONSHIPS = [
  ['Wife', 'Wives'],
  ['Husband', 'Husbands'],
  ['Spouse', 'Spouses'],
  ['Partner', 'Partners'],
  ['Daughter', 'Daughters'],
  ['Son', 'Sons'],
  ['Child', 'Children'],
  ['Stepdaughter', 'Stepdaughters'],
  ['Stepson', 'Stepsons'],
  ['Daughter-in-law', 'Daughters-in-law'],
  ['Son-in-law', 'Sons-in-law'],
  ['Mother', 'Mothers'],
  ['Father', 'Fathers'],
  ['Sister', 'Sisters'],
  ['Brother', 'Brothers'],
  ['Granddaughter', 'Granddaughters'],
  ['Grandson', 'Grandsons'],
  ['Grandchild', 'Grandchildren'],
  ['Great-granddaughter', 'Great-granddaughters'],
  ['Great-grandson', 'Great-grandsons'],
  ['Great-grandchild', 'Great-grandchildren'],
  ['Niece', 'Nieces'],
  ['Nephew', 'Nephews'],
  ['Aunt', 'Aunts'],
  ['Uncle', 'Uncles'],
  ['Cousin', 'Cousins'],
  ['Friend', 'Friends'],
] as const;
export type WriterRelationship = (typeof WRITER_RELATIONSHIPS)[number][0];
export const WRITER_RELATIONSHIP_NAMES = WRITER_RELATIONSHIPS.map(([one]) => one) as WriterRelationship[];

/** An optional free answer: trimmed, empty means not answered. */
const text = (label: string, max: number) =>
  z
    .string()
    .nullish()
    .transform((v) => (v ?? '').trim())
    .refine((v) => [...v].length <= max, WRITER_MESSAGES.textTooLong(label, max));

/** A list of short answers: each trimmed, the empty ones dropped. */
const list = (label: string) =>
  z
    .array(z.string().nullish())
    .nullish()
    .transform((items) => (items ?? []).map((i) => (i ?? '').trim()).filter((i) => i.length > 0))
    .refine((items) => items.length <= WRITER_LIMITS.listItems, WRITER_MESSAGES.tooMany(label, WRITER_LIMITS.listItems))
    .refine((items) => items.every((i) => [...i].length <= WRITER_LIMITS.text), WRITER_MESSAGES.textTooLong(label, WRITER_LIMITS.text));

const date = (label: string) =>
  z
    .string()
    .nullish()
    .transform((v) => (v ?? '').trim())
    .refine((v) => v === '' || (/^\d{4}-\d{2}-\d{2}$/.test(v) && isCalendarDate(v)), WRITER_MESSAGES.invalidDate(label));

const familyMemberRule = z.object({
  name: z
    .string({ error: WRITER_MESSAGES.memberNameRequired })
    .trim()
    .min(1, WRITER_MESSAGES.memberNameRequired)
    .refine((v) => [...v].length <= WRITER_LIMITS.memberName, WRITER_MESSAGES.textTooLong('Family member name', WRITER_LIMITS.memberName)),
  relationship: z.enum(WRITER_RELATIONSHIP_NAMES as [WriterRelationship, ...WriterRelationship[]], {
    error: WRITER_MESSAGES.invalidRelationship,
  }),
  /** Preceded in death rather than surviving. */
  isDeceased: z
    .boolean()
    .nullish()
    .transform((v) => v ?? false),
});

/** Every answer of the questionnaire (arrangements-portal 3, assisted-writer draft), normalised: the composer's input. */
export const obituaryDraftRule = z
  .object({
    firstName: z
      .string({ error: WRITER_MESSAGES.firstNameRequired })
      .trim()
      .min(1, WRITER_MESSAGES.firstNameRequired)
      .refine((v) => [...v].length <= WRITER_LIMITS.name, WRITER_MESSAGES.nameTooLong('First Name')),
    middleName: text('Middle Name', WRITER_LIMITS.name),
    lastName: text('Last Name', WRITER_LIMITS.name),
    nickName: text('Nickname', WRITER_LIMITS.name),
    gender: z
      .enum(WRITER_GENDERS, { error: WRITER_MESSAGES.invalidGender })
      .nullish()
      .transform((v) => v ?? 'unspecified'),
    dateOfBirth: date('Date of Birth'),
    dateOfDeath: date('Date of Death'),
    dateOfCeremony: date('Date of Ceremony'),
    birthplace: text('Birthplace', WRITER_LIMITS.text),
    placeLived: list('Places Lived'),
    education: list('Education'),
    deathCause: text('Cause of Death', WRITER_LIMITS.text),
    familyMembers: z
      .array(familyMemberRule)
      .nullish()
      .transform((v) => v ?? [])
      .refine((v) => v.length <= WRITER_LIMITS.familyMembers, WRITER_MESSAGES.tooMany('Family Members', WRITER_LIMITS.familyMembers)),
    lifeMoments: list('Life Moments'),
    achievements: list('Achievements'),
    memories: list('Memories'),
    hobbies: list('Hobbies'),
    personalityTraits: list('Personality Traits'),
    ceremonyDetails: text('Ceremony Details', WRITER_LIMITS.ceremony),
    writingTone: z
      .enum(WRITER_TONES, { error: WRITER_MESSAGES.invalidTone })
      .nullish()
      .transform((v) => v ?? 'warm'),
    length: z
      .enum(WRITER_LENGTHS, { error: WRITER_MESSAGES.invalidLength })
      .nullish()
      .transform((v) => v ?? 'medium'),
    memorableQuote: text('Memorable Quote', WRITER_LIMITS.quote),
  })
  .superRefine((a, ctx) => {
    if (
      a.dateOfBirth &&
      a.dateOfDeath &&
      /^\d{4}-\d{2}-\d{2}$/.test(a.dateOfBirth) &&
      /^\d{4}-\d{2}-\d{2}$/.test(a.dateOfDeath) &&
      a.dateOfDeath < a.dateOfBirth
    ) {
      ctx.addIssue({ code: 'custom', path: ['dateOfDeath'], message: WRITER_MESSAGES.deathBeforeBirth });
    }
  });
export type ObituaryDraftAnswers = z.output<typeof obituaryDraftRule>;
export type ObituaryDraftRuleInput = z.input<typeof obituaryDraftRule>;
export type WriterFamilyMember = ObituaryDraftAnswers['familyMembers'][number];
