/**
 * Not in the spec (issue 28, item 5): "Find a loved one", the public obituary index of a funeral home, with a name
 * search that forgives accents and small misspellings.
 */
import { NAMESPACE } from './i18n/index.js';

/** How many obituaries one page of the index lists. */
export const DIRECTORY_PAGE_SIZE = 20;
/** The longest search the index takes, in characters once trimmed (a name is at most a few words). */
export const DIRECTORY_SEARCH_MAX = 100;

export const DIRECTORY_MESSAGES = {
  [NAMESPACE]: 'directory',
  title: 'Find a loved one',
  /** The link in the header of a public page and on the landing screen. */
  link: 'Find a loved one',
} as const;
