/**
 * Not in the spec (issue 29, item 4): what the app's one polite live region says. The hint of the Share a Memory
 * form's disabled button is with the form's texts (share-memory.texts.ts), which the memorial page does not load.
 */

/** What each live memory event is called, on the staff dashboard's live activity and in its announcement. */
export const MEMORY_EVENT_LABELS = {
  SUBMITTED: 'New memory',
  STATUS_CHANGED: 'Status changed',
  EDITED: 'Edited',
  DELETED: 'Deleted',
} as const;

/** Said through the live region when moderation changes something (live updates over the memoryEvents subscription). */
export const ANNOUNCEMENTS = {
  /** A memory arrived, changed, was edited or deleted elsewhere: the dashboard's live activity. */
  memoryEvent: (kind: keyof typeof MEMORY_EVENT_LABELS, title: string | null | undefined) =>
    `${MEMORY_EVENT_LABELS[kind]}: ${title?.trim() || 'Untitled memory'}`,
  /** A moderation call moved a memory between lists (its card leaves the one shown): the notice and the memory's title. */
  moderated: (notice: string, title: string | null | undefined) => `${notice}: ${title?.trim() || 'Untitled memory'}`,
} as const;
