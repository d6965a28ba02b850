import { NAMESPACE } from './i18n/index.js';

/**
 * The moderators' screens of the screening (issue 32): the family's Approve Memories and Messages, the staff's
 * memories dashboard. The score's own words (levels, reasons, summary) come from the gateway (SCREENING_TEXTS); the
 * answers of the actions from SCREENING_NOTICES.
 */
export const SCREENING_UI = {
  [NAMESPACE]: 'screening-ui',
  /** The collapsed group of held memories on Approve Memories; {count}: how many. */
  heldForReview: 'Held for review ({count})',
  heldLead:
    'These look like spam or unkind posts, so we did not e-mail you about them. Nothing here is posted. Release one to review it with the others, or reject it as spam.',
  /** The collapsed group of held Contact Family messages; {count}: how many. */
  heldMessages: 'Held ({count})',
  heldMessagesLead:
    'These messages look like spam, so we did not e-mail them to you. Release one to receive it by e-mail like any other message.',
  release: 'Release',
  /** {title}: the memory's title, or untitled. */
  releaseMemory: 'Release “{title}”',
  releaseMessageFrom: 'Release the message from {email}',
  releaseAll: 'Release all',
  releaseSelected: 'Release selected',
  rejectSelected: 'Reject selected as spam',
  /** The bulk reject dialog: the spec's reject dialog, for a selection. */
  rejectAsSpam: 'Reject as Spam',
  rejectAsSpamLead:
    '{count, plural, one {The selected memory will not be posted. No e-mail is sent to the person who shared it.} other {The # selected memories will not be posted. No e-mail is sent to the people who shared them.}}',
  /** A memory's checkbox; {title}: its title, or untitled. */
  selectMemory: 'Select “{title}”',
  select: 'Select',
  selectAll: 'Select all',
  selected: '{count, plural, =0 {None selected} one {# selected} other {# selected}}',
  sortBy: 'Sort by',
  newestFirst: 'Newest first',
  highestRiskFirst: 'Highest risk first',
  riskLevel: 'Risk',
  allLevels: 'All levels',
  heldFilter: 'Held',
  heldAny: 'Held or not',
  heldOnly: 'Held only',
  notHeld: 'Not held',
  /** The score in figures beside its words; {score}: 0 to 100. */
  riskScore: 'Risk {score}/100',
  /** On a held item in the staff list. */
  heldNotMailed: 'Held: the family was not e-mailed',
  moderationTools: 'Sorting and selection',
} as const;
