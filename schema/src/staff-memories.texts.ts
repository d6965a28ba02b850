import { NAMESPACE } from './i18n/index.js';

/** The staff's memory moderation dashboard (/admin/memories). */
export const STAFF_MEMORY_TEXTS = {
  [NAMESPACE]: 'staffMemories',
  allStatuses: 'All statuses',
  allTypes: 'All types',
  staffArea: 'Staff Area',
  memories: 'Memories',
  lead: 'Review, approve and moderate the memories visitors share.',
  chooseHint: 'Choose a decedent, or enter a case number, to see their memories.',
  decedent: 'Decedent',
  searchDecedent: 'Search by name or case number',
  noDecedent: 'No decedent matches',
  openByCase: 'Open by case number',
  caseNumber: 'Case number (opi)',
  /** An example case number: a code, the same in every language. */
  casePlaceholder: 'CS-1000-0001',
  open: 'Open',
  count: '{count, plural, one {# memory} other {# memories}}',
  viewMemorialPage: 'View the memorial page',
  status: 'Status',
  type: 'Type',
  search: 'Search',
  searchPlaceholder: 'Title, text or name',
  loadingMemories: 'Loading memories',
  previousPage: 'Previous page',
  nextPage: 'Next page',
  liveActivity: 'Live activity',
  live: 'Live',
  liveEmpty: 'New memories and moderation from every family website appear here as they happen.',
} as const;
