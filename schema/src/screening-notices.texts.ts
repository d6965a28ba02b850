import { NAMESPACE } from './i18n/index.js';

/**
 * The answers of the screening actions on memories and Contact Family messages (issue 32): bulk reject as spam,
 * release of held memories and messages, and their refusals.
 */
export const SCREENING_NOTICES = {
  [NAMESPACE]: 'screening-notices',
  rejectedAsSpam: '{count, plural, one {# memory rejected as spam} other {# memories rejected as spam}}',
  memoriesReleased: '{count, plural, one {# memory released for the family’s review} other {# memories released for the family’s review}}',
  messagesReleased: '{count, plural, one {Message released to the family} other {# messages released to the family}}',
  noMemorySelected: 'Select at least one memory',
  noMessageSelected: 'Select at least one message',
  tooManySelected: 'Select at most {max} at a time',
  nothingToReject: 'None of the selected memories is waiting for approval',
  noMemoryHeld: 'None of the selected memories is held for review',
  noMessageHeld: 'None of the selected messages is held',
} as const;
