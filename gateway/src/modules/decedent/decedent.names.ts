import { currentLocale, titledName, translate, type Locale } from '@memorial/schema';
import type { Decedent } from './decedent.entity.js';

type Names = Pick<Decedent, 'prefix' | 'firstName' | 'middleName' | 'lastName'>;
const joined = (title: string | null | undefined, d: Names) => [title, d.firstName, d.middleName, d.lastName].filter(Boolean).join(' ');

/** The name as stored, its title as the API spells it (Mr, Mrs): the decedent's fullName field, data at both doors. */
export const storedFullName = (d: Names) => joined(d.prefix, d);

/**
 * The name a text writes for a person (mails, prints, calendar files, page titles; issue 31), as `locale` writes it
 * (titledName: English with its title, Spanish the name alone), the reader's unless given (a mail's recipient's, a
 * print's page language). The one place the gateway puts a title before a name.
 */
export const fullName = (d: Names, locale: Locale = currentLocale()) =>
  titledName((ns, key, values) => translate(locale, ns, key, values), d.prefix, joined(null, d));

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
