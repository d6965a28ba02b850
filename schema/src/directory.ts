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
  lead: 'Recent obituaries of {home}. Search by name: accents and small misspellings are forgiven.',
  homesLead: 'Choose a funeral home to see its recent obituaries and search them by name.',
  homesLabel: 'Funeral homes',
  searchLabel: 'Name',
  searchPlaceholder: 'First or last name',
  searchButton: 'Search',
  clearSearch: 'Show all',
  /** DIRECTORY_SEARCH_MAX, written out. */
  searchTooLong: 'Search must be at most 100 characters',
  homeMissing: 'Funeral home does not exist',
  results: '{total, plural, one {# obituary} other {# obituaries}}',
  resultsMatching: '{total, plural, one {# obituary} other {# obituaries}} matching “{search}”',
  empty: 'There are no obituaries to show yet.',
  noMatch: 'No obituaries match “{search}”. Check the spelling, or search by first or last name only.',
  pagination: 'Pages',
  previous: 'Previous',
  next: 'Next',
  pageOf: 'Page {page} of {count}',
  portraitOf: 'Portrait of {name}',
  loading: 'Loading the obituaries',
} as const;
