import { NAMESPACE, t } from '../i18n/index.js';
import { videoSourceOf } from './video-links.js';
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
  /** A rejection's reason. */
  reason: 1000,
  phoneDigits: 10,
} as const;

export const MEMORY_MESSAGES = {
  [NAMESPACE]: 'memory',
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

/** Splits the space-separated links and gives each its message, or null when all are valid. */
export function checkVideoLinks(text: string, publicForm: boolean): { links: string[]; errors: Record<string, string> | null } {
  const links = text.split(/\s+/).filter(Boolean);
  const errors: Record<string, string> = {};
  const seen = new Set<string>();
  links.forEach((link, i) => {
    if (seen.has(link)) errors[`videoLinks.${i}`] = t(MEMORY_MESSAGES, 'duplicateLink');
    else if (!videoSourceOf(link, publicForm)) errors[`videoLinks.${i}`] = t(MEMORY_MESSAGES, 'invalidLink');
    seen.add(link);
  });
  return { links, errors: Object.keys(errors).length ? errors : null };
}
