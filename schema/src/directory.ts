/**
 * Not in the spec (issue 28, item 5): "Find a loved one", the public obituary index of a funeral home, with a name
 * search that forgives accents and small misspellings.
 */

/** How many obituaries one page of the index lists. */
export const DIRECTORY_PAGE_SIZE = 20;
/** The longest search the index takes, in characters once trimmed (a name is at most a few words). */
export const DIRECTORY_SEARCH_MAX = 100;

export const DIRECTORY_MESSAGES = {
  title: 'Find a loved one',
  /** The link in the header of a public page and on the landing screen. */
  link: 'Find a loved one',
  lead: (home: string) => `Recent obituaries of ${home}. Search by name: accents and small misspellings are forgiven.`,
  homesLead: 'Choose a funeral home to see its recent obituaries and search them by name.',
  homesLabel: 'Funeral homes',
  searchLabel: 'Name',
  searchPlaceholder: 'First or last name',
  searchButton: 'Search',
  clearSearch: 'Show all',
  searchTooLong: `Search must be at most ${DIRECTORY_SEARCH_MAX} characters`,
  homeMissing: 'Funeral home does not exist',
  results: (total: number, search: string | null) =>
    search
      ? `${total} ${total === 1 ? 'obituary' : 'obituaries'} matching “${search}”`
      : `${total} ${total === 1 ? 'obituary' : 'obituaries'}`,
  empty: 'There are no obituaries to show yet.',
  noMatch: (search: string) => `No obituaries match “${search}”. Check the spelling, or search by first or last name only.`,
  pagination: 'Pages',
  previous: 'Previous',
  next: 'Next',
  pageOf: (page: number, count: number) => `Page ${page} of ${count}`,
  portraitOf: (name: string) => `Portrait of ${name}`,
  loading: 'Loading the obituaries',
} as const;
