import { NAMESPACE } from './i18n/index.js';

/** The Share a Memory page and form (memorial-portal 5), and its copyright and privacy prompt. */
export const SHARE_MEMORY_TEXTS = {
  [NAMESPACE]: 'shareMemory',
  formLabel: 'Share a memory',
  loading: 'Loading the share form',
  backToMemorial: 'Back to the memorial page',
  /** {name}: the decedent's display name. */
  pageTitle: 'Share Your Memories About {name}',
  pageLead:
    'A story, a photo, a favourite song: the family treasures every memory. Yours will appear on the memorial page once it has been reviewed.',
  yourMemorySection: 'Your memory',
  typeLabel: 'Type of Memory',
  typePlaceholder: 'Choose a type',
  dateLabel: 'Date of Memory',
  datePlaceholder: 'MM/DD/YYYY',
  relationshipLabel: 'Relationship',
  relationshipPlaceholder: 'Your relationship',
  noSuchRelationship: 'No such relationship',
  titleLabel: 'Memory title',
  titlePlaceholder: 'A few words to name your memory',
  memoryLabel: 'Your Memory',
  memoryPlaceholder: 'Share a story, a moment, a few words of remembrance…',
  addVideo: 'Add Video',
  addVideoHint: 'Link to a video on YouTube or Vimeo',
  aboutYouSection: 'About you',
  firstName: 'First Name',
  lastName: 'Last Name',
  email: 'Email',
  phone: 'Phone',
  address: 'Address',
  cancel: 'Cancel',
  share: 'Share',
  thanks: 'Thank you for sharing. Your memory will appear on the memorial page once it has been reviewed.',
  copyrightTitle: 'Copyright Disclaimer',
  privacyTitle: 'Privacy Policy',
  /** {step}: 1 or 2. */
  policyStep: 'Step {step} of 2 · Please read and accept before sharing a memory.',
  copyright1:
    'By sharing a memory you confirm that you wrote the words yourself and that you own the photos, audio and video you upload, or have the permission of those who do.',
  /** {home}: the funeral home's name. */
  copyright2:
    'You allow {home} and the family to show your memory and its media on this family website. The family may choose not to post it, and may remove it at any time.',
  copyright3:
    'Please do not share material that is protected by someone else’s copyright, such as commercial music or professional photographs, without their permission.',
  privacy1:
    'Your name is shown with your memory. Your e-mail address, phone number and address are only seen by the family and by the staff of {home}, who may use them to contact you about your memory.',
  privacy2: 'Photos are re-encoded when they are uploaded; location data and other hidden details are removed from them.',
  privacy3:
    'Every submission is reviewed by management before it is posted. You may ask the funeral home to remove your memory at any time.',
  decline: 'Decline',
  accept: 'Accept',
} as const;

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
