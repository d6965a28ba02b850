import { z } from 'zod';
import { LOCALES, says, t } from '../i18n/index.js';
import { isCalendarDate } from './common.texts.js';
import { WRITER_MESSAGES, type WriterField } from './writer.texts.js';

export * from './writer.texts.js';

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

/** A message naming an answer, both written when the rule refuses, in the ambient language. */
const naming = (key: 'textTooLong' | 'tooMany' | 'invalidDate', field: WriterField, max?: number) => ({
  error: () => t(WRITER_MESSAGES, key, { label: t(WRITER_MESSAGES, field), max: String(max ?? '') }),
});

/** An optional free answer: trimmed, empty means not answered. */
const text = (field: WriterField, max: number) =>
  z
    .string()
    .nullish()
    .transform((v) => (v ?? '').trim())
    .refine((v) => [...v].length <= max, naming('textTooLong', field, max));

/** A list of short answers: each trimmed, the empty ones dropped. */
const list = (field: WriterField) =>
  z
    .array(z.string().nullish())
    .nullish()
    .transform((items) => (items ?? []).map((i) => (i ?? '').trim()).filter((i) => i.length > 0))
    .refine((items) => items.length <= WRITER_LIMITS.listItems, naming('tooMany', field, WRITER_LIMITS.listItems))
    .refine((items) => items.every((i) => [...i].length <= WRITER_LIMITS.text), naming('textTooLong', field, WRITER_LIMITS.text));

const date = (field: WriterField) =>
  z
    .string()
    .nullish()
    .transform((v) => (v ?? '').trim())
    .refine((v) => v === '' || (/^\d{4}-\d{2}-\d{2}$/.test(v) && isCalendarDate(v)), naming('invalidDate', field));

const familyMemberRule = z.object({
  name: z
    .string(says(WRITER_MESSAGES, 'memberNameRequired'))
    .trim()
    .min(1, says(WRITER_MESSAGES, 'memberNameRequired'))
    .refine((v) => [...v].length <= WRITER_LIMITS.memberName, naming('textTooLong', 'memberName', WRITER_LIMITS.memberName)),
  relationship: z.enum(
    WRITER_RELATIONSHIP_NAMES as [WriterRelationship, ...WriterRelationship[]],
    says(WRITER_MESSAGES, 'invalidRelationship'),
  ),
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
      .string(says(WRITER_MESSAGES, 'firstNameRequired'))
      .trim()
      .min(1, says(WRITER_MESSAGES, 'firstNameRequired'))
      .refine((v) => [...v].length <= WRITER_LIMITS.name, naming('textTooLong', 'firstName', WRITER_LIMITS.name)),
    middleName: text('middleName', WRITER_LIMITS.name),
    lastName: text('lastName', WRITER_LIMITS.name),
    nickName: text('nickName', WRITER_LIMITS.name),
    gender: z
      .enum(WRITER_GENDERS, says(WRITER_MESSAGES, 'invalidGender'))
      .nullish()
      .transform((v) => v ?? 'unspecified'),
    dateOfBirth: date('dateOfBirth'),
    dateOfDeath: date('dateOfDeath'),
    dateOfCeremony: date('dateOfCeremony'),
    birthplace: text('birthplace', WRITER_LIMITS.text),
    placeLived: list('placeLived'),
    education: list('education'),
    deathCause: text('deathCause', WRITER_LIMITS.text),
    familyMembers: z
      .array(familyMemberRule)
      .nullish()
      .transform((v) => v ?? [])
      .refine((v) => v.length <= WRITER_LIMITS.familyMembers, naming('tooMany', 'familyMembers', WRITER_LIMITS.familyMembers)),
    lifeMoments: list('lifeMoments'),
    achievements: list('achievements'),
    memories: list('memories'),
    hobbies: list('hobbies'),
    personalityTraits: list('personalityTraits'),
    ceremonyDetails: text('ceremonyDetails', WRITER_LIMITS.ceremony),
    writingTone: z
      .enum(WRITER_TONES, says(WRITER_MESSAGES, 'invalidTone'))
      .nullish()
      .transform((v) => v ?? 'warm'),
    length: z
      .enum(WRITER_LENGTHS, says(WRITER_MESSAGES, 'invalidLength'))
      .nullish()
      .transform((v) => v ?? 'medium'),
    memorableQuote: text('memorableQuote', WRITER_LIMITS.quote),
  })
  .superRefine((a, ctx) => {
    if (
      a.dateOfBirth &&
      a.dateOfDeath &&
      /^\d{4}-\d{2}-\d{2}$/.test(a.dateOfBirth) &&
      /^\d{4}-\d{2}-\d{2}$/.test(a.dateOfDeath) &&
      a.dateOfDeath < a.dateOfBirth
    ) {
      ctx.addIssue({ code: 'custom', path: ['dateOfDeath'], message: t(WRITER_MESSAGES, 'deathBeforeBirth') });
    }
  });
export type ObituaryDraftAnswers = z.output<typeof obituaryDraftRule>;

/** The language a draft is composed in, when the caller names one (else the request's). */
export const writerLanguageRule = z.object({
  language: z.enum(LOCALES, says(WRITER_MESSAGES, 'invalidLanguage')).nullish(),
});
export type ObituaryDraftRuleInput = z.input<typeof obituaryDraftRule>;
export type WriterFamilyMember = ObituaryDraftAnswers['familyMembers'][number];
