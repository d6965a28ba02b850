import { NAMESPACE } from './i18n/index.js';

/**
 * The obituary index's own screens (issue 28, item 5): the funeral homes, the name search, its results and its
 * refusals. Apart from DIRECTORY_MESSAGES (the link and the title), which every screen's header reads.
 */
export const DIRECTORY_SEARCH_TEXTS = {
  [NAMESPACE]: 'directorySearch',
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
