import { check, obituaryDraftRule, type FieldErrors, type WriterGender, type WriterLength, type WriterTone } from '@memorial/schema';
import { nestErrors } from '../../../app/forms';

/** The lists of the questionnaire: typed one answer a line, sent as lists. */
export const LIST_FIELDS = ['placeLived', 'education', 'lifeMoments', 'achievements', 'memories', 'hobbies', 'personalityTraits'] as const;
type ListField = (typeof LIST_FIELDS)[number];

export interface FamilyMemberValue {
  name: string;
  relationship: string;
  isDeceased: boolean;
}

/** The questionnaire's form values: every answer a string (lists a line each), family members as rows. */
export interface WriterValues extends Record<ListField, string> {
  firstName: string;
  middleName: string;
  lastName: string;
  nickName: string;
  gender: WriterGender;
  dateOfBirth: string;
  dateOfDeath: string;
  dateOfCeremony: string;
  birthplace: string;
  deathCause: string;
  familyMembers: FamilyMemberValue[];
  ceremonyDetails: string;
  writingTone: WriterTone;
  length: WriterLength;
  memorableQuote: string;
}

/** What the gateway's ObituaryDraftInput takes. */
export type WriterInput = Omit<WriterValues, ListField> & Record<ListField, string[]>;

const lines = (text: string | undefined) =>
  (text ?? '')
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);

export function toInput(values: WriterValues): WriterInput {
  const input = { ...values } as unknown as WriterInput;
  for (const f of LIST_FIELDS) input[f] = lines(values[f]);
  input.familyMembers = (values.familyMembers ?? [])
    .filter((m) => m.name?.trim() || m.relationship)
    .map((m) => ({ name: m.name ?? '', relationship: m.relationship ?? '', isDeceased: !!m.isDeceased }));
  return input;
}

/** A saved draft's answers back into the form. */
export function fromAnswers(answers: Partial<Record<keyof WriterValues, unknown>>): WriterValues {
  const text = (k: keyof WriterValues) => (typeof answers[k] === 'string' ? (answers[k] as string) : '');
  const values = {
    firstName: text('firstName'),
    middleName: text('middleName'),
    lastName: text('lastName'),
    nickName: text('nickName'),
    gender: (text('gender') || 'unspecified') as WriterGender,
    dateOfBirth: text('dateOfBirth'),
    dateOfDeath: text('dateOfDeath'),
    dateOfCeremony: text('dateOfCeremony'),
    birthplace: text('birthplace'),
    deathCause: text('deathCause'),
    ceremonyDetails: text('ceremonyDetails'),
    memorableQuote: text('memorableQuote'),
    writingTone: (text('writingTone') || 'warm') as WriterTone,
    length: (text('length') || 'medium') as WriterLength,
    familyMembers: Array.isArray(answers.familyMembers)
      ? (answers.familyMembers as FamilyMemberValue[]).map((m) => ({
          name: m.name ?? '',
          relationship: m.relationship ?? '',
          isDeceased: !!m.isDeceased,
        }))
      : [],
  } as WriterValues;
  for (const f of LIST_FIELDS) values[f] = Array.isArray(answers[f]) ? (answers[f] as string[]).join('\n') : '';
  return values;
}

/** The decedent's details the questionnaire starts from (gender 1 Female, 2 Male, 3 Unspecified). */
export function fromDecedent(d: {
  firstName?: string | null;
  middleName?: string | null;
  lastName?: string | null;
  gender?: number | null;
  dateOfBirth?: string | null;
  dateOfDeath?: string | null;
}): WriterValues {
  return fromAnswers({
    firstName: d.firstName ?? '',
    middleName: d.middleName ?? '',
    lastName: d.lastName ?? '',
    gender: d.gender === 1 ? 'female' : d.gender === 2 ? 'male' : 'unspecified',
    dateOfBirth: d.dateOfBirth?.slice(0, 10) ?? '',
    dateOfDeath: d.dateOfDeath?.slice(0, 10) ?? '',
  });
}

/** The shared rule, on the form's values: its messages under the fields that show them. */
export function validateValues(values: WriterValues): Record<string, unknown> | undefined {
  const errors: FieldErrors | null = check(obituaryDraftRule, toInput(values));
  return nestErrors(errors);
}
