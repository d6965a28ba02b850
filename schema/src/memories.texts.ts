import { NAMESPACE } from './i18n/index.js';

/** The memory cards and their moderation (memorial-portal 4 and 8): the lists, the Approve Memories tab, the dialogs. */
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
  approveMemories: 'Approve Memories',
  show: 'Show',
  loadingToApprove: 'Loading the memories to approve',
  fromEmail: 'Showing the memory from your e-mail.',
  showAllRequests: 'Show all requests',
  rejectMemory: 'Reject Memory',
  /** {title}: the memory's title, or untitled. */
  rejectLead: '“{title}” will not be posted. The person who shared it is told the reason by e-mail.',
  reason: 'Reason',
  cancel: 'Cancel',
  save: 'Save',
  memoryTitle: 'Memory title',
  editTitle: 'Edit title',
  loadingEditor: 'Loading the editor',
  memoryText: 'Memory text',
  editMemory: 'Edit memory',
  familyMedia: 'Photos, audio, video and documents',
  addVideo: 'Add Video',
  familyVideoHint: 'Link to a video on YouTube, Vimeo or a tribute slideshow',
  /** A video link without a title of its own; {site}: YouTube, Vimeo... */
  videoOf: '{site} video',
} as const;

/** Uploading a memory's media and video links, and the file tools of a memory's media. */
export const MEMORY_MEDIA_TEXTS = {
  [NAMESPACE]: 'memoryMedia',
  /** {name}: a file's name. */
  remove: 'Remove {name}',
  uploadProgress: 'Upload progress',
  /** {percent}: 0 to 99, as text. */
  uploading: 'Uploading… {percent}%',
  uploadComplete: 'Upload complete',
  shareMedia: 'Photos, audio and video',
  dropHint: 'Photos (JPEG, PNG, GIF), audio, video or PDF, up to 500 MB each.',
  chosenFiles: 'Chosen files',
  lookingUpVideo: 'Looking up the video…',
  /** {site}: YouTube, Vimeo... */
  videoOf: '{site} video',
  video: 'Video',
  /** {title}: the video's title. */
  videoCard: 'Video: {title}',
  /** {url}: the video's link. */
  removeVideo: 'Remove video {url}',
  videoLinks: 'Video links',
  publicLinksHint: 'Paste YouTube or Vimeo links (https), separated by a space.',
  familyLinksHint: 'Paste YouTube, Vimeo or tribute slideshow links (https), separated by a space.',
  videoPreviews: 'Video previews',
  /** An example link: the same in every language. */
  linksPlaceholder: 'https://www.youtube.com/watch?v=…',
  /** {name}: a file's name. */
  download: 'Download {name}',
  delete: 'Delete {name}',
  /** {title}: the memory's title. */
  photosOf: 'Photos of {title}',
  photosOfThisMemory: 'Photos of this memory',
  memoryType: 'Memory Type',
  allMemories: 'All memories',
} as const;

/** The gallery, its viewers (photos, pdf), the memory carousel, the one-file page and the picture crop dialog. */
export const GALLERY_TEXTS = {
  [NAMESPACE]: 'memoryGallery',
  gallery: 'Gallery',
  loadingGallery: 'Loading the gallery',
  items: '{count, plural, one {# item} other {# items}}',
  documents: 'Documents',
  opensInNewTab: ' (opens the document viewer in a new tab)',
  opensViewer: ' (opens the document viewer)',
  opensNewTab: ' (opens in a new tab)',
  /** {name}: a file's name. */
  download: 'Download {name}',
  delete: 'Delete {name}',
  downloadButton: 'Download',
  deleteButton: 'Delete',
  openingDocument: 'Opening the document…',
  /** {name}: the file's name; {more}: how many more there are. */
  andMore: '{name}, and {more} more',
  open: 'Open {name}',
  openInNewTab: 'Open {name} (opens in a new tab)',
  previous: 'Previous',
  next: 'Next',
  rotate: 'Rotate',
  rotation: 'Rotation',
  save: 'Save',
  cancel: 'Cancel',
  photosAndVideos: 'Photos and videos',
  stopSlideshow: 'Stop the slideshow',
  playSlideshow: 'Play the slideshow',
  stop: 'Stop',
  play: 'Play',
  previousSlide: 'Previous slide',
  nextSlide: 'Next slide',
  /** What a screen reader calls the carousel and each of its slides (aria-roledescription). */
  carousel: 'carousel',
  slide: 'slide',
  /** A slide's name: {number} of {count}. */
  slideOf: '{number} of {count}',
  previousPages: 'Previous pages',
  previousPage: 'Previous page',
  nextPages: 'Next pages',
  nextPage: 'Next page',
  zoomOut: 'Zoom out',
  zoomIn: 'Zoom in',
  fitToWindow: 'Fit to the window',
  cannotShowDocument: 'This document cannot be shown here.',
  cannotShowFile: 'This file cannot be shown',
  openAgain: 'Open it again from the memorial page gallery.',
  home: 'Home',
  close: 'Close',
  /** {title}: the crop dialog's title. */
  cropArea: '{title}: use the arrow keys to move the picture',
  cropHelp: 'Drag the picture or use the arrow keys to move it; zoom with the slider.',
  zoom: 'Zoom',
  /** {zoom}: the zoom factor as text (1.5). */
  zoomTimes: '{zoom} times',
} as const;
