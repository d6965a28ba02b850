import { z } from 'zod';
import { EMAIL_PATTERN, isCalendarDate, notInFuture } from './common.js';
import { RELATIONSHIPS, SHARED_MEMORY_TYPE } from '../reference/index.js';

/** Plain-text length of rich text: tags dropped, entities counted as one character. */
export function plainTextLength(html: string): number {
  return html.replace(/<[^>]*>/g, '').replace(/&[a-zA-Z]+;|&#\d+;/g, '_').length;
}

export const MEMORY_LIMITS = {
  shareTitle: 254,
  /** The standalone share page allows 4999 characters; the family website's share form 5000. */
  shareMemoryStandalone: 4999,
  shareMemory: 5000,
  name: 50,
  addressLine: 50,
  editTitle: 255,
  editMemory: 5000,
  phoneDigits: 10,
} as const;

export const MEMORY_MESSAGES = {
  typeRequired: 'Type of memory is required',
  dateRequired: 'Date of memory is required',
  dateInFuture: 'Date of memory cannot be in the future',
  dateInvalid: 'Date of memory is not a valid date',
  titleRequired: 'Memory title is required',
  titleTooLong: 'Memory title should be less than 255 characters',
  memoryRequired: 'Memory is required',
  memoryTooLong: 'Memory should be less than 5000 characters',
  firstNameRequired: 'First Name is required',
  firstNameTooLong: 'First Name should be less than 50 characters',
  lastNameRequired: 'Last Name is required',
  lastNameTooLong: 'Last Name should be less than 50 characters',
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid Email Address',
  phoneInvalid: 'Please enter valid Phone Number',
  addressLineTooLong: 'Address line should be less than 51 characters',
  countryTooLong: 'Country should be less than 101 characters',
  stateTooLong: 'State should be less than 101 characters',
  countyTooLong: 'County should be less than 101 characters',
  cityTooLong: 'City should be less than 101 characters',
  zipcodeTooLong: 'Zipcode should be less than 21 characters',
  resolveErrors: 'Resolve all validation error',
  editTitleEmpty: 'Title should not be empty',
  editTitleTooLong: 'Memory Title should be less than 255 characters',
  editMemoryEmpty: 'Memory Description should not be empty',
  editMemoryTooLong: 'Memory Description should be less than 5000 characters',
  reasonRequired: 'Reason is required*',
  reasonTooLong: 'Reason should be less than 1001 characters',
  duplicateLink: 'Duplicate value',
  invalidLink: 'Invalid URL format',
  linkMissing: "URL doesn't exists",
  relationshipInvalid: 'Please choose a relationship from the list',
} as const;

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
  firstName: z.string({ error: MEMORY_MESSAGES.firstNameRequired }).trim().min(1, MEMORY_MESSAGES.firstNameRequired).max(MEMORY_LIMITS.name, MEMORY_MESSAGES.firstNameTooLong),
  lastName: z.string({ error: MEMORY_MESSAGES.lastNameRequired }).trim().min(1, MEMORY_MESSAGES.lastNameRequired).max(MEMORY_LIMITS.name, MEMORY_MESSAGES.lastNameTooLong),
  email: z.string({ error: MEMORY_MESSAGES.emailRequired }).trim().min(1, MEMORY_MESSAGES.emailRequired).regex(EMAIL_PATTERN, MEMORY_MESSAGES.emailInvalid),
  /** Kept as digits; the form shows (XXX) XXX-XXXX. */
  phoneNumber: z.string().regex(/^\d{10}$/, MEMORY_MESSAGES.phoneInvalid).optional().nullable().or(z.literal('')),
  address: addressRule.optional().nullable(),
});

export function shareMemoryRule(maxMemory: number = MEMORY_LIMITS.shareMemory) {
  return z.object({
    memoryType: z.number({ error: MEMORY_MESSAGES.typeRequired }).int().refine((t) => (t >= 1 && t <= 8) || t === SHARED_MEMORY_TYPE, MEMORY_MESSAGES.typeRequired),
    dateOfMemory: z.string({ error: MEMORY_MESSAGES.dateRequired }).min(1, MEMORY_MESSAGES.dateRequired)
      .regex(/^\d{4}-\d{2}-\d{2}$/, MEMORY_MESSAGES.dateRequired).refine(isCalendarDate, MEMORY_MESSAGES.dateInvalid)
      .refine(notInFuture, MEMORY_MESSAGES.dateInFuture),
    title: z.string({ error: MEMORY_MESSAGES.titleRequired }).trim().min(1, MEMORY_MESSAGES.titleRequired).max(MEMORY_LIMITS.shareTitle, MEMORY_MESSAGES.titleTooLong),
    memory: z.string({ error: MEMORY_MESSAGES.memoryRequired }).refine((m) => plainTextLength(m).valueOf() > 0 && m.replace(/<[^>]*>/g, '').trim().length > 0, MEMORY_MESSAGES.memoryRequired)
      .refine((m) => plainTextLength(m) <= maxMemory, MEMORY_MESSAGES.memoryTooLong),
    relationship: z.number({ error: MEMORY_MESSAGES.relationshipInvalid })
      .refine((r) => RELATIONSHIPS.some((known) => known.id === r), MEMORY_MESSAGES.relationshipInvalid).optional().nullable(),
    memoryAddingPerson: memoryPersonRule,
  });
}

export const editTitleRule = z.object({
  title: z.string({ error: MEMORY_MESSAGES.editTitleEmpty }).trim().min(1, MEMORY_MESSAGES.editTitleEmpty).max(MEMORY_LIMITS.editTitle, MEMORY_MESSAGES.editTitleTooLong),
});

export const editMemoryRule = z.object({
  memory: z.string({ error: MEMORY_MESSAGES.editMemoryEmpty })
    .refine((m) => m.replace(/<[^>]*>/g, '').trim().length > 0, MEMORY_MESSAGES.editMemoryEmpty)
    .refine((m) => plainTextLength(m) <= MEMORY_LIMITS.editMemory, MEMORY_MESSAGES.editMemoryTooLong),
});

export const rejectRule = z.object({
  rejectedReason: z.string({ error: MEMORY_MESSAGES.reasonRequired }).trim().min(1, MEMORY_MESSAGES.reasonRequired).max(1000, MEMORY_MESSAGES.reasonTooLong),
});

/** Video link forms. The public share form takes YouTube and Vimeo; family and staff also tribute slideshow pages. */
export const VIDEO_LINK_PATTERNS = {
  youtube: /^https:\/\/(?:www\.|m\.)?(?:youtube\.com\/(?:watch\?(?:.*&)?v=|embed\/|shorts\/|v\/)|youtu\.be\/)([A-Za-z0-9_-]{11})(?:[?&#].*)?$/,
  vimeo: /^https:\/\/(?:www\.|player\.)?vimeo\.com\/(?:video\/)?(\d{6,12})(?:[/?#].*)?$/,
  tribute: /^https:\/\/(?:www\.)?tributeslideshow\.com\/(?:tributes|videos)\/[A-Za-z0-9_-]+\/?$/,
} as const;
export type VideoSource = keyof typeof VIDEO_LINK_PATTERNS;

export function videoSourceOf(url: string, publicForm: boolean): VideoSource | null {
  for (const [source, pattern] of Object.entries(VIDEO_LINK_PATTERNS) as Array<[VideoSource, RegExp]>) {
    if (publicForm && source === 'tribute') continue;
    if (pattern.test(url)) return source;
  }
  return null;
}

/** Splits the space-separated links and gives each its message, or null when all are valid. */
export function checkVideoLinks(text: string, publicForm: boolean): { links: string[]; errors: Record<string, string> | null } {
  const links = text.split(/\s+/).filter(Boolean);
  const errors: Record<string, string> = {};
  const seen = new Set<string>();
  links.forEach((link, i) => {
    if (seen.has(link)) errors[`videoLinks.${i}`] = MEMORY_MESSAGES.duplicateLink;
    else if (!videoSourceOf(link, publicForm)) errors[`videoLinks.${i}`] = MEMORY_MESSAGES.invalidLink;
    seen.add(link);
  });
  return { links, errors: Object.keys(errors).length ? errors : null };
}
