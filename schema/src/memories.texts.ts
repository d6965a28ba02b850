import { NAMESPACE } from './i18n/index.js';

/** The memory cards and their moderation buttons (memorial-portal 4 and 8); the tools they open: MEMORY_MODERATION_TEXTS. */
export const MEMORY_SCREEN_TEXTS = {
  [NAMESPACE]: 'memoryScreens',
  memories: 'Memories',
  /** {type}: the memory type's word. */
  showingType: 'Showing {type} memories',
  loadingMemories: 'Loading memories',
  shareAMemory: 'Share a Memory',
  untitled: 'Untitled memory',
  /** {name}: who shared the memory. */
  sharedBy: 'Shared by {name}',
  pendingForApproval: 'Pending for Approval',
  approved: 'Approved',
  rejected: 'Rejected',
  hidden: 'Hidden',
  reasonForRejection: 'Reason for rejection:',
  moderation: 'Moderation',
  approve: 'Approve',
  reject: 'Reject',
  unApprove: 'Un Approve',
  showMemory: 'Show Memory',
  hideMemory: 'Hide Memory',
  addMedia: 'Add Media',
  delete: 'Delete',
  deleteFile: 'Are you sure you want to delete this file?',
  /** A video link without a title of its own; {site}: YouTube, Vimeo... */
  videoOf: '{site} video',
} as const;

/** A memory's media on its card: its files and photos (adding media: MEMORY_UPLOAD_TEXTS), and the memory type filter. */
export const MEMORY_MEDIA_TEXTS = {
  [NAMESPACE]: 'memoryMedia',
  /** {name}: a file's name. */
  download: 'Download {name}',
  delete: 'Delete {name}',
  /** {title}: the memory's title. */
  photosOf: 'Photos of {title}',
  photosOfThisMemory: 'Photos of this memory',
  memoryType: 'Memory Type',
  allMemories: 'All memories',
} as const;

/** The gallery's previews on the memorial page: documents, photos and videos (its viewers and tools: GALLERY_VIEWER_TEXTS). */
export const GALLERY_TEXTS = {
  [NAMESPACE]: 'memoryGallery',
  documents: 'Documents',
  opensInNewTab: ' (opens the document viewer in a new tab)',
  opensViewer: ' (opens the document viewer)',
  opensNewTab: ' (opens in a new tab)',
  /** {name}: a file's name. */
  download: 'Download {name}',
  delete: 'Delete {name}',
  openingDocument: 'Opening the document…',
  /** {name}: the file's name; {more}: how many more there are. */
  andMore: '{name}, and {more} more',
  open: 'Open {name}',
  openInNewTab: 'Open {name} (opens in a new tab)',
  photosAndVideos: 'Photos and videos',
} as const;
