import type { Decedent } from './decedent.entity.js';

export const fullName = (d: Pick<Decedent, 'prefix' | 'firstName' | 'middleName' | 'lastName'>) =>
  [d.prefix, d.firstName, d.middleName, d.lastName].filter(Boolean).join(' ');

/** The slug of the public page: firstname-lastname-obituary, or firstname-obituary. */
export const pageSlug = (d: Pick<Decedent, 'firstName' | 'lastName'>) =>
  [d.firstName, d.lastName, 'obituary']
    .filter(Boolean)
    .join('-')
    .toLowerCase()
    .replace(/[^a-z0-9-]+/g, '-');

/** The official public page (/obituaries/name/{slug}/{opi}) under a site origin: the one address shared, mailed and printed. */
export const officialPageUrl = (origin: string, d: Pick<Decedent, 'firstName' | 'lastName' | 'opi'>) =>
  `${origin}/obituaries/name/${pageSlug(d)}/${encodeURIComponent(d.opi)}`;
