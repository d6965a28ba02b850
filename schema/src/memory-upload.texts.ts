import { NAMESPACE } from './i18n/index.js';

/**
 * Adding media to a memory (memorial-portal 5, Media files): the drop zone and the video links, on the Share a Memory
 * form and the family's Add media dialog. Apart from MEMORY_MEDIA_TEXTS, which the memorial page's first screen loads.
 */
export const MEMORY_UPLOAD_TEXTS = {
  [NAMESPACE]: 'memoryUpload',
  chosenFiles: 'Chosen files',
  dropHint: 'Photos (JPEG, PNG, GIF), audio, video or PDF, up to 500 MB each.',
  familyLinksHint: 'Paste YouTube, Vimeo or tribute slideshow links (https), separated by a space.',
  /** An example link: the same in every language. */
  linksPlaceholder: 'https://www.youtube.com/watch?v=…',
  lookingUpVideo: 'Looking up the video…',
  publicLinksHint: 'Paste YouTube or Vimeo links (https), separated by a space.',
  /** {name}: a file's name. */
  remove: 'Remove {name}',
  /** {url}: the video's link. */
  removeVideo: 'Remove video {url}',
  shareMedia: 'Photos, audio and video',
  uploadComplete: 'Upload complete',
  uploadProgress: 'Upload progress',
  /** {percent}: 0 to 99, as text. */
  uploading: 'Uploading… {percent}%',
  video: 'Video',
  /** {title}: the video's title. */
  videoCard: 'Video: {title}',
  videoLinks: 'Video links',
  /** {site}: YouTube, Vimeo... */
  videoOf: '{site} video',
  videoPreviews: 'Video previews',
} as const;
