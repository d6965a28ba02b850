import { z } from 'zod';
import { EMAIL_PATTERN, isCalendarDate, notInFuture } from './common.texts.js';
import { MEMORY_LIMITS, MEMORY_MESSAGES, plainTextLength } from './memory.texts.js';
import { RELATIONSHIPS, SHARED_MEMORY_TYPE } from '../reference/index.js';

const optionalLine = z.string().max(MEMORY_LIMITS.addressLine, MEMORY_MESSAGES.addressLineTooLong).optional().nullable();

export const addressRule = z.object({
  line1: optionalLine,
  line2: optionalLine,
  country: z.string().max(100, MEMORY_MESSAGES.countryTooLong).optional().nullable(),
  state: z.string().max(100, MEMORY_MESSAGES.stateTooLong).optional().nullable(),
  county: z.string().max(100, MEMORY_MESSAGES.countyTooLong).optional().nullable(),
  city: z.string().max(100, MEMORY_MESSAGES.cityTooLong).optional().nullable(),
  zipcode: z.string().max(20, MEMORY_MESSAGES.zipcodeTooLong).optional().nullable(),
});

export const memoryPersonRule = z.object({
  firstName: z
    .string({ error: MEMORY_MESSAGES.firstNameRequired })
    .trim()
    .min(1, MEMORY_MESSAGES.firstNameRequired)
    .max(MEMORY_LIMITS.name, MEMORY_MESSAGES.firstNameTooLong),
  lastName: z
    .string({ error: MEMORY_MESSAGES.lastNameRequired })
    .trim()
    .min(1, MEMORY_MESSAGES.lastNameRequired)
    .max(MEMORY_LIMITS.name, MEMORY_MESSAGES.lastNameTooLong),
  email: z
    .string({ error: MEMORY_MESSAGES.emailRequired })
    .trim()
    .min(1, MEMORY_MESSAGES.emailRequired)
    .regex(EMAIL_PATTERN, MEMORY_MESSAGES.emailInvalid),
  /** Kept as digits; the form shows (XXX) XXX-XXXX. */
  phoneNumber: z
    .string()
    .regex(/^\d{10}$/, MEMORY_MESSAGES.phoneInvalid)
    .optional()
    .nullable()
    .or(z.literal('')),
  address: addressRule.optional().nullable(),
});

export function shareMemoryRule(maxMemory: number = MEMORY_LIMITS.shareMemory) {
  return z.object({
    memoryType: z
      .number({ error: MEMORY_MESSAGES.typeRequired })
      .int()
      .refine((t) => (t >= 1 && t <= 8) || t === SHARED_MEMORY_TYPE, MEMORY_MESSAGES.typeRequired),
    dateOfMemory: z
      .string({ error: MEMORY_MESSAGES.dateRequired })
      .min(1, MEMORY_MESSAGES.dateRequired)
      .regex(/^\d{4}-\d{2}-\d{2}$/, MEMORY_MESSAGES.dateRequired)
      .refine(isCalendarDate, MEMORY_MESSAGES.dateInvalid)
      .refine(notInFuture, MEMORY_MESSAGES.dateInFuture),
    title: z
      .string({ error: MEMORY_MESSAGES.titleRequired })
      .trim()
      .min(1, MEMORY_MESSAGES.titleRequired)
      .max(MEMORY_LIMITS.shareTitle, MEMORY_MESSAGES.titleTooLong),
    memory: z
      .string({ error: MEMORY_MESSAGES.memoryRequired })
      .refine((m) => plainTextLength(m).valueOf() > 0 && m.replace(/<[^>]*>/g, '').trim().length > 0, MEMORY_MESSAGES.memoryRequired)
      .refine((m) => plainTextLength(m) <= maxMemory, MEMORY_MESSAGES.memoryTooLong),
    relationship: z
      .number({ error: MEMORY_MESSAGES.relationshipInvalid })
      .refine((r) => RELATIONSHIPS.some((known) => known.id === r), MEMORY_MESSAGES.relationshipInvalid)
      .optional()
      .nullable(),
    memoryAddingPerson: memoryPersonRule,
  });
}

export const editTitleRule = z.object({
  title: z
    .string({ error: MEMORY_MESSAGES.editTitleEmpty })
    .trim()
    .min(1, MEMORY_MESSAGES.editTitleEmpty)
    .max(MEMORY_LIMITS.editTitle, MEMORY_MESSAGES.editTitleTooLong),
});

export const editMemoryRule = z.object({
  memory: z
    .string({ error: MEMORY_MESSAGES.editMemoryEmpty })
    .refine((m) => m.replace(/<[^>]*>/g, '').trim().length > 0, MEMORY_MESSAGES.editMemoryEmpty)
    .refine((m) => plainTextLength(m) <= MEMORY_LIMITS.editMemory, MEMORY_MESSAGES.editMemoryTooLong),
});

export const rejectRule = z.object({
  rejectedReason: z
    .string({ error: MEMORY_MESSAGES.reasonRequired })
    .trim()
    .min(1, MEMORY_MESSAGES.reasonRequired)
    .max(MEMORY_LIMITS.reason, MEMORY_MESSAGES.reasonTooLong),
});
