import { z } from 'zod';
import { NAMESPACE, says, t } from '../i18n/index.js';
import type { FieldErrors } from './common.texts.js';

/**
 * Customize Family Website (arrangements-portal 2.8, 4.5, 5.3 to 5.5, 8, 9): the spec's texts, verbatim,
 * and the plain ones it leaves out (marked).
 */
export const WEBSITE_MESSAGES = {
  [NAMESPACE]: 'websiteMessages',
  displayNameUpdated: 'Decedent Name Updated Successfully',
  emptyNamePart: '{label} is empty, Please Update in Biography and Death Certificate Information Section',
  /** The name parts the display name is made of (5.5). */
  partPrefix: 'Prefix',
  partFirstName: 'First Name',
  partMiddleName: 'Middle Name',
  partLastName: 'Last Name',
  partSuffix: 'Suffix',
  partPreferredFirstName: 'Preferred First Name',
  partPreferredMiddleName: 'Preferred Middle Name',
  partPreferredLastName: 'Preferred Last Name',
  /** Not in the spec: a legacy call naming a field of the other type. */
  notAPart: '{field} is not a part of the {type} name',
  /** Not in the spec: Preferred chosen while the preferred first or last name is missing. */
  preferredUnavailable:
    'Preferred name needs a preferred first and last name, Please Update in Biography and Death Certificate Information Section',
  /** Not in the spec: neither Legal nor Preferred. */
  displayNameTypeInvalid: 'Display name type must be Legal or Preferred',
  /** Not in the spec: a legacy display name text that no choice of the decedent's name parts makes. */
  displayNameUnknown: "Display name must be made of the decedent's name parts",

  donationUpdated: 'Donation Details Updated Successfully',
  donationDeleted: 'Donation Details Deleted Successfully',
  donationMax: "You can add maximum 5 URL's",
  descriptionTooLong: 'Description should be less than 251 characters',
  urlRequired: 'Url is required',
  urlTooLong: 'Url should be less then 1025 characters',
  urlInvalid: 'Invalid Url',
  buttonNameRequired: 'ButtonName is required',
  buttonNameTooLong: 'ButtonName should be less than 41 characters',
  /** Not in the spec: changing or deleting a donation link id that is not stored for this decedent. */
  donationMissing: 'Donation link does not exist',
  donationUnsaved: 'You have unsaved Custom Donation Url Changes',
  donationDeleteConfirm: 'Are you sure you want to delete this Donation Details?',

  socialUpdated: 'SocialMediaLinks Updated Successfully',
  socialUnsaved: 'You have unsaved Social Media Links Changes',
  socialInvalidInstagram: 'Invalid Instagram URL',
  socialInvalidFacebook: 'Invalid Facebook URL',
  socialInvalidLinkedin: 'Invalid Linkedin URL',
  socialInvalidTwitter: 'Invalid Twitter URL',
  socialInvalidYoutube: 'Invalid Youtube URL',
  socialInvalidTiktok: 'Invalid Tiktok URL',
  socialInvalidBlog: 'Invalid Blog Url',
  socialInvalidCustomUrl: 'Invalid Custom Url',

  deleteConfirmText: 'Once deleted it cannot be revoked',

  /** Not in the spec: the summary's Customize Family Website step (2.2). */
  progress:
    '{named, select, true {Display name chosen} other {Display name not chosen}}, {donations, plural, one {# donation link} other {# donation links}}, {social, plural, one {# social link} other {# social links}}',
} as const;

/** The Customize Family Website cards' own words (not in the spec). */
export const WEBSITE_CARD_TEXTS = {
  [NAMESPACE]: 'websiteCards',
  displayName: 'Display Name',
  displayNameLead: 'Choose how the name appears on the family website. Shown now:',
  nameType: 'Name type',
  typeLegal: 'Legal',
  typePreferred: 'Preferred',
  preferredMissing: 'Add the preferred first and last names in Biography and Death Certificate Information to use it',
  nameParts: 'Name parts',
  alwaysPart: 'Always part of the name',
  preview: 'Preview:',
  donations: 'Donation / Charity Options',
  donationLead: "Add up to {max} links where friends can give in your loved one's memory. Each link becomes a button on the website.",
  description: 'Description',
  descriptionHint: 'Shown with every link, at most {max} characters',
  urlTab: 'URL {n}',
  donationUrl: 'Donation URL',
  buttonText: 'Button text',
  buttonTextHint: 'At most {max} characters',
  removeUrl: 'Remove URL {n}',
  addUrl: 'Add URL',
  social: 'Add Social Media Links To Your Website',
  socialLead: 'Link the pages where family and friends share memories. Choose a network, then paste its address.',
  socialLinks: 'Social Media Links',
  chooseType: 'Choose a link type',
  selectNetwork: 'Select a network…',
  noLinks: 'No links selected yet.',
  selectedLinks: 'Selected links',
  customUrl: 'Custom URL',
  removeLink: 'Remove {name}',
} as const;

/** Section 9: donation URLs at most 5; description 250; URL 1024; button text 40. Social URL at most 1024. */
export const DONATION_MAX = 5;
export const DONATION_DESCRIPTION_MAX = 250;
export const WEBSITE_URL_MAX = 1024;
export const DONATION_BUTTON_MAX = 40;

/** An absolute http or https address with a host (a form of URL a browser opens as a link). */
export function isHttpUrl(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.') && !/\s/.test(value);
  } catch {
    return false;
  }
}

/** One donation link (a tab of the Donation / Charity card); the description is shared by all of them. */
export const donationUrlRule = z.object({
  donationUrlName: z
    .string(says(WEBSITE_MESSAGES, 'buttonNameRequired'))
    .trim()
    .min(1, says(WEBSITE_MESSAGES, 'buttonNameRequired'))
    .max(DONATION_BUTTON_MAX, says(WEBSITE_MESSAGES, 'buttonNameTooLong')),
  donationUrlSrc: z
    .string(says(WEBSITE_MESSAGES, 'urlRequired'))
    .trim()
    .min(1, says(WEBSITE_MESSAGES, 'urlRequired'))
    .max(WEBSITE_URL_MAX, says(WEBSITE_MESSAGES, 'urlTooLong'))
    .refine(isHttpUrl, says(WEBSITE_MESSAGES, 'urlInvalid')),
  donationUrlDescription: z
    .string(says(WEBSITE_MESSAGES, 'descriptionTooLong'))
    .trim()
    .max(DONATION_DESCRIPTION_MAX, says(WEBSITE_MESSAGES, 'descriptionTooLong'))
    .nullish(),
});
export type DonationUrlInput = z.infer<typeof donationUrlRule>;

/** The links that stay after a save: at most five. */
export const donationListRule = z.array(donationUrlRule).max(DONATION_MAX, says(WEBSITE_MESSAGES, 'donationMax'));

export const SOCIAL_KINDS = ['Instagram', 'Facebook', 'Linkedin', 'Twitter', 'Youtube', 'Tiktok', 'Blog', 'CustomUrl'] as const;
export type SocialKind = (typeof SOCIAL_KINDS)[number];

/** Section 5.4: the hosts each network's links live on (the host itself or a subdomain, as www. or m.). */
export const SOCIAL_HOSTS: Record<Exclude<SocialKind, 'Blog' | 'CustomUrl'>, readonly string[]> = {
  Instagram: ['instagram.com', 'instagr.am'],
  Facebook: ['facebook.com', 'fb.com', 'fb.me'],
  Linkedin: ['linkedin.com'],
  Twitter: ['twitter.com', 'x.com'],
  Youtube: ['youtube.com', 'youtu.be'],
  Tiktok: ['tiktok.com'],
};

/** Whether the link is a valid URL for its kind: the network's own hosts, or any web address for Blog and CustomUrl. */
export function isSocialLink(kind: SocialKind, value: string): boolean {
  if (!isHttpUrl(value)) return false;
  if (kind === 'Blog' || kind === 'CustomUrl') return true;
  const host = new URL(value).hostname.toLowerCase();
  return SOCIAL_HOSTS[kind].some((h) => host === h || host.endsWith(`.${h}`));
}

const socialField = (kind: SocialKind) =>
  z
    .string(says(WEBSITE_MESSAGES, `socialInvalid${kind}`))
    .trim()
    .max(WEBSITE_URL_MAX, says(WEBSITE_MESSAGES, 'urlTooLong'))
    // Empty is no link: it is dropped before saving.
    .refine((v) => v === '' || isSocialLink(kind, v), says(WEBSITE_MESSAGES, `socialInvalid${kind}`))
    .nullish();

/** The social links card: each kind optional, checked against its network, at most 1024 characters. */
export const socialLinksRule = z.object(
  Object.fromEntries(SOCIAL_KINDS.map((k) => [k, socialField(k)])) as Record<SocialKind, ReturnType<typeof socialField>>,
);
export type SocialLinksInput = Partial<Record<SocialKind, string | null>>;

/** The links to store: trimmed, empty ones dropped, in the kinds' order. */
export function keptSocialLinks(links: SocialLinksInput): Partial<Record<SocialKind, string>> {
  const out: Partial<Record<SocialKind, string>> = {};
  for (const kind of SOCIAL_KINDS) {
    const value = links[kind]?.trim();
    if (value) out[kind] = value;
  }
  return out;
}

/* ---------------------------------------------------------------- display name (5.5) */

export const DISPLAY_NAME_TYPES = ['Legal', 'Preferred'] as const;
export type DisplayNameType = (typeof DISPLAY_NAME_TYPES)[number];
export const displayNameTypeRule = z.enum(DISPLAY_NAME_TYPES, says(WEBSITE_MESSAGES, 'displayNameTypeInvalid'));

export type NameKey =
  'prefix' | 'firstName' | 'middleName' | 'lastName' | 'suffix' | 'preferredFirstName' | 'preferredMiddleName' | 'preferredLastName';
export type DecedentNames = Partial<Record<NameKey, string | null>>;

export interface NamePart {
  key: NameKey;
  label: string;
  value: string;
  /** First and last name are always part of the display name. */
  fixed: boolean;
}

type PartLabel = `part${Capitalize<NameKey>}`;

const PARTS: Record<DisplayNameType, Array<[NameKey, PartLabel, boolean]>> = {
  Legal: [
    ['prefix', 'partPrefix', false],
    ['firstName', 'partFirstName', true],
    ['middleName', 'partMiddleName', false],
    ['lastName', 'partLastName', true],
    ['suffix', 'partSuffix', false],
  ],
  Preferred: [
    ['prefix', 'partPrefix', false],
    ['preferredFirstName', 'partPreferredFirstName', true],
    ['preferredMiddleName', 'partPreferredMiddleName', false],
    ['preferredLastName', 'partPreferredLastName', true],
    ['suffix', 'partSuffix', false],
  ],
};

/** The name parts of one type, in order, with the decedent's values (trimmed, '' when empty) and labels in the current language. */
export function namePartsOf(names: DecedentNames, type: DisplayNameType): NamePart[] {
  return PARTS[type].map(([key, label, fixed]) => ({ key, label: t(WEBSITE_MESSAGES, label), fixed, value: names[key]?.trim() ?? '' }));
}

/** Preferred is offered only when the preferred first and last names exist. */
export const preferredAvailable = (names: DecedentNames) => !!names.preferredFirstName?.trim() && !!names.preferredLastName?.trim();

/** The display name of a choice: the chosen parts (and the fixed ones), in order, joined by spaces. */
export function composeDisplayName(names: DecedentNames, type: DisplayNameType, fields: readonly string[]): string {
  return namePartsOf(names, type)
    .filter((p) => p.fixed || fields.includes(p.key))
    .map((p) => p.value)
    .filter(Boolean)
    .join(' ');
}

/**
 * A choice's errors (null when valid): Preferred needs its names; a chosen part, and every fixed one, must
 * have a value ('{label} is empty, ...'); a field of the other type is not a part of this one.
 */
export function checkDisplayName(names: DecedentNames, type: DisplayNameType, fields: readonly string[]): FieldErrors | null {
  if (type === 'Preferred' && !preferredAvailable(names)) return { displayNameType: t(WEBSITE_MESSAGES, 'preferredUnavailable') };
  const parts = namePartsOf(names, type);
  for (const field of fields) {
    if (!parts.some((p) => p.key === field)) return { fields: t(WEBSITE_MESSAGES, 'notAPart', { field, type }) };
  }
  for (const part of parts) {
    if ((part.fixed || fields.includes(part.key)) && !part.value)
      return { fields: t(WEBSITE_MESSAGES, 'emptyNamePart', { label: part.label }) };
  }
  return null;
}

/**
 * Which choice makes a display name text (the legacy call sends only the text): Legal before Preferred,
 * fewer optional parts first. Null when none does.
 */
export function choiceOfDisplayName(names: DecedentNames, text: string): { type: DisplayNameType; fields: NameKey[] } | null {
  const wanted = text.trim().replace(/\s+/g, ' ');
  if (!wanted) return null;
  for (const type of DISPLAY_NAME_TYPES) {
    if (type === 'Preferred' && !preferredAvailable(names)) continue;
    const optional = namePartsOf(names, type)
      .filter((p) => !p.fixed && p.value)
      .map((p) => p.key);
    const combos = Array.from({ length: 1 << optional.length }, (_, mask) => optional.filter((_, i) => mask & (1 << i))).sort(
      (a, b) => a.length - b.length,
    );
    for (const fields of combos) {
      if (checkDisplayName(names, type, fields) === null && composeDisplayName(names, type, fields) === wanted) return { type, fields };
    }
  }
  return null;
}
