import { NAMESPACE, t } from './i18n/index.js';
import { MEMORY_SCREEN_TEXTS } from './memories.texts.js';

/**
 * Not in the spec (issue 29, item 4): what the app's one polite live region says. The hint of the Share a Memory
 * form's disabled button is with the form's texts (share-memory.texts.ts), which the memorial page does not load.
 * Issue 31: said and shown in the reader's language.
 */
export const MEMORY_EVENT_TEXTS = {
  [NAMESPACE]: 'memoryEvents',
  /** What each live memory event is called, on the staff dashboard's live activity and in its announcement. */
  SUBMITTED: 'New memory',
  STATUS_CHANGED: 'Status changed',
  EDITED: 'Edited',
  DELETED: 'Deleted',
  /** {what}: the event's name or the moderation's notice; {title}: the memory's title (or that it has none). */
  announcement: '{what}: {title}',
} as const;

type MemoryEventKind = 'SUBMITTED' | 'STATUS_CHANGED' | 'EDITED' | 'DELETED';

const titled = (title: string | null | undefined): string => title?.trim() || t(MEMORY_SCREEN_TEXTS, 'untitled');

/**
 * Said through the live region when moderation changes something (live updates over the memoryEvents subscription), in
 * the ambient language (the browser's chosen one).
 */
export const ANNOUNCEMENTS = {
  /** A memory arrived, changed, was edited or deleted elsewhere: the dashboard's live activity. */
  memoryEvent: (kind: MemoryEventKind, title: string | null | undefined): string =>
    t(MEMORY_EVENT_TEXTS, 'announcement', { what: t(MEMORY_EVENT_TEXTS, kind), title: titled(title) }),
  /** A moderation call moved a memory between lists (its card leaves the one shown): the notice and the memory's title. */
  moderated: (notice: string, title: string | null | undefined): string =>
    t(MEMORY_EVENT_TEXTS, 'announcement', { what: notice, title: titled(title) }),
} as const;
