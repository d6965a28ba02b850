import { z } from 'zod';
import { says } from '../i18n/index.js';
import { EMAIL_PATTERN, isCalendarDate, notInFuture } from './common.texts.js';
import { MEMORY_LIMITS, MEMORY_MESSAGES, plainTextLength } from './memory.texts.js';
import { RELATIONSHIPS, SHARED_MEMORY_TYPE } from '../reference/index.js';

const optionalLine = z.string().max(MEMORY_LIMITS.addressLine, says(MEMORY_MESSAGES, 'addressLineTooLong')).optional().nullable();

export const addressRule = z.object({
  line1: optionalLine,
  line2: optionalLine,
  country: z.string().max(100, says(MEMORY_MESSAGES, 'countryTooLong')).optional().nullable(),
  state: z.string().max(100, says(MEMORY_MESSAGES, 'stateTooLong')).optional().nullable(),
  county: z.string().max(100, says(MEMORY_MESSAGES, 'countyTooLong')).optional().nullable(),
  city: z.string().max(100, says(MEMORY_MESSAGES, 'cityTooLong')).optional().nullable(),
  zipcode: z.string().max(20, says(MEMORY_MESSAGES, 'zipcodeTooLong')).optional().nullable(),
});

export const memoryPersonRule = z.object({
  firstName: z
    .string(says(MEMORY_MESSAGES, 'firstNameRequired'))
    .trim()
    .min(1, says(MEMORY_MESSAGES, 'firstNameRequired'))
    .max(MEMORY_LIMITS.name, says(MEMORY_MESSAGES, 'firstNameTooLong')),
  lastName: z
    .string(says(MEMORY_MESSAGES, 'lastNameRequired'))
    .trim()
    .min(1, says(MEMORY_MESSAGES, 'lastNameRequired'))
    .max(MEMORY_LIMITS.name, says(MEMORY_MESSAGES, 'lastNameTooLong')),
  email: z
    .string(says(MEMORY_MESSAGES, 'emailRequired'))
    .trim()
    .min(1, says(MEMORY_MESSAGES, 'emailRequired'))
    .regex(EMAIL_PATTERN, says(MEMORY_MESSAGES, 'emailInvalid')),
  /** Kept as digits; the form shows (XXX) XXX-XXXX. */
  phoneNumber: z
    .string()
    .regex(/^\d{10}$/, says(MEMORY_MESSAGES, 'phoneInvalid'))
    .optional()
    .nullable()
    .or(z.literal('')),
  address: addressRule.optional().nullable(),
});

export function shareMemoryRule(maxMemory: number = MEMORY_LIMITS.shareMemory) {
  return z.object({
    memoryType: z
      .number(says(MEMORY_MESSAGES, 'typeRequired'))
      .int()
      .refine((t) => (t >= 1 && t <= 8) || t === SHARED_MEMORY_TYPE, says(MEMORY_MESSAGES, 'typeRequired')),
    dateOfMemory: z
      .string(says(MEMORY_MESSAGES, 'dateRequired'))
      .min(1, says(MEMORY_MESSAGES, 'dateRequired'))
      .regex(/^\d{4}-\d{2}-\d{2}$/, says(MEMORY_MESSAGES, 'dateRequired'))
      .refine(isCalendarDate, says(MEMORY_MESSAGES, 'dateInvalid'))
      .refine(notInFuture, says(MEMORY_MESSAGES, 'dateInFuture')),
    title: z
      .string(says(MEMORY_MESSAGES, 'titleRequired'))
      .trim()
      .min(1, says(MEMORY_MESSAGES, 'titleRequired'))
      .max(MEMORY_LIMITS.shareTitle, says(MEMORY_MESSAGES, 'titleTooLong')),
    memory: z
      .string(says(MEMORY_MESSAGES, 'memoryRequired'))
      .refine(
        (m) => plainTextLength(m).valueOf() > 0 && m.replace(/<[^>]*>/g, '').trim().length > 0,
        says(MEMORY_MESSAGES, 'memoryRequired'),
      )
      .refine((m) => plainTextLength(m) <= maxMemory, says(MEMORY_MESSAGES, 'memoryTooLong')),
    relationship: z
      .number(says(MEMORY_MESSAGES, 'relationshipInvalid'))
      .refine((r) => RELATIONSHIPS.some((known) => known.id === r), says(MEMORY_MESSAGES, 'relationshipInvalid'))
      .optional()
      .nullable(),
    memoryAddingPerson: memoryPersonRule,
  });
}

export const editTitleRule = z.object({
  title: z
    .string(says(MEMORY_MESSAGES, 'editTitleEmpty'))
    .trim()
    .min(1, says(MEMORY_MESSAGES, 'editTitleEmpty'))
    .max(MEMORY_LIMITS.editTitle, says(MEMORY_MESSAGES, 'editTitleTooLong')),
});

export const editMemoryRule = z.object({
  memory: z
    .string(says(MEMORY_MESSAGES, 'editMemoryEmpty'))
    .refine((m) => m.replace(/<[^>]*>/g, '').trim().length > 0, says(MEMORY_MESSAGES, 'editMemoryEmpty'))
    .refine((m) => plainTextLength(m) <= MEMORY_LIMITS.editMemory, says(MEMORY_MESSAGES, 'editMemoryTooLong')),
});

export const rejectRule = z.object({
  rejectedReason: z
    .string(says(MEMORY_MESSAGES, 'reasonRequired'))
    .trim()
    .min(1, says(MEMORY_MESSAGES, 'reasonRequired'))
    .max(MEMORY_LIMITS.reason, says(MEMORY_MESSAGES, 'reasonTooLong')),
});
