import { NAMESPACE } from './i18n/index.js';

/**
 * The gallery's viewers and tools (memorial-portal 4, 8): the Gallery tab, the photo viewer, the slideshow, the PDF
 * viewer, the crop and rotate tools and a file's own page. Apart from GALLERY_TEXTS, which the memorial page's first
 * screen loads; these load with their screens.
 */
export const GALLERY_VIEWER_TEXTS = {
  [NAMESPACE]: 'galleryViewer',
  cancel: 'Cancel',
  cannotShowDocument: 'This document cannot be shown here.',
  cannotShowFile: 'This file cannot be shown',
  /** What a screen reader calls the carousel and each of its slides (aria-roledescription). */
  carousel: 'carousel',
  close: 'Close',
  /** {title}: the crop dialog's title. */
  cropArea: '{title}: use the arrow keys to move the picture',
  cropHelp: 'Drag the picture or use the arrow keys to move it; zoom with the slider.',
  deleteButton: 'Delete',
  downloadButton: 'Download',
  fitToWindow: 'Fit to the window',
  gallery: 'Gallery',
  home: 'Home',
  items: '{count, plural, one {# item} other {# items}}',
  loadingGallery: 'Loading the gallery',
  next: 'Next',
  nextPage: 'Next page',
  nextPages: 'Next pages',
  nextSlide: 'Next slide',
  openAgain: 'Open it again from the memorial page gallery.',
  /** The crop dialog, when the browser cannot decode the picked or stored picture. */
  pictureUnreadable: 'This picture could not be opened: the file may be damaged or not a picture. Please choose another one.',
  play: 'Play',
  playSlideshow: 'Play the slideshow',
  previous: 'Previous',
  previousPage: 'Previous page',
  previousPages: 'Previous pages',
  previousSlide: 'Previous slide',
  rotate: 'Rotate',
  rotation: 'Rotation',
  save: 'Save',
  slide: 'slide',
  /** A slide's name: {number} of {count}. */
  slideOf: '{number} of {count}',
  stop: 'Stop',
  stopSlideshow: 'Stop the slideshow',
  zoom: 'Zoom',
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
  /** {zoom}: the zoom factor as text (1.5). */
  zoomTimes: '{zoom} times',
} as const;
