import { NAMESPACE } from './i18n/index.js';

/**
 * The family's and staff's memory moderation tools (memorial-portal 8): the Approve Memories tab, the reject dialog,
 * the inline title and text editors and the Add media dialog, loaded when used. Apart from MEMORY_SCREEN_TEXTS, which
 * the memory cards read on the memorial page's first screen.
 */
export const MEMORY_MODERATION_TEXTS = {
  [NAMESPACE]: 'memoryModeration',
  approveMemories: 'Approve Memories',
  show: 'Show',
  loadingToApprove: 'Loading the memories to approve',
  fromEmail: 'Showing the memory from your e-mail.',
  showAllRequests: 'Show all requests',
  rejectMemory: 'Reject Memory',
  /** {title}: the memory's title, or untitled. */
  rejectLead: '“{title}” will not be posted. The person who shared it is told the reason by e-mail.',
  reason: 'Reason',
  save: 'Save',
  cancel: 'Cancel',
  memoryTitle: 'Memory title',
  editTitle: 'Edit title',
  loadingEditor: 'Loading the editor',
  memoryText: 'Memory text',
  editMemory: 'Edit memory',
  familyMedia: 'Photos, audio, video and documents',
  addVideo: 'Add Video',
  familyVideoHint: 'Link to a video on YouTube, Vimeo or a tribute slideshow',
} as const;
