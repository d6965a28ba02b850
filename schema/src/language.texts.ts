import { NAMESPACE } from './i18n/index.js';

/**
 * The language choices (issue 31): a family member's or staff member's own language in the profile, and the memorial
 * page's language in Customize Family Website. The languages themselves are named in their own words (LOCALE_NAMES).
 */
export const LANGUAGE_TEXTS = {
  [NAMESPACE]: 'language',
  /** The profile's choice. */
  language: 'Language',
  languageHint: 'Your screens and e-mails come in this language.',
  notChosen: "Your browser's language",
  /** The website card. */
  pageLanguageTitle: 'Page Language',
  pageLanguage: 'Memorial page language',
  pageLanguageHint: "The language visitors read your loved one's page in. Visitors can still switch it.",
  visitorsChoose: "Each visitor's own language",
  save: 'SAVE',
  pageLanguageSaved: 'Page language updated successfully',
  /** A value other than English or Spanish (the API). */
  languageInvalid: 'Language must be en (English) or es (Spanish)',
} as const;
