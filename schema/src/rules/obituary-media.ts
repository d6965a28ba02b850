import { NAMESPACE, t } from '../i18n/index.js';
/**
 * The obituary's pictures and audio: profile photo, banner, audio message (memorial-portal 1, 2, 4, 5 Media
 * files, 9; arrangements-portal 4.1, 4.9, 5.7, 7.5, 9). The spec's texts verbatim; plain ones where it has none.
 */
export const OBITUARY_MEDIA_MESSAGES = {
  [NAMESPACE]: 'obituaryMedia',
  photoUploaded: 'Profile photo uploaded successfully',
  photoInvalid: 'Upload Valid File format(images/*)',
  photoTooLarge: 'Upload an image with size less than 20MB',
  bannerTooLarge: 'File too large, Max file size is 20 MB.',
  /** The spec's generic refusal of a file of another type (banner and audio). */
  invalidFormat: 'Invalid File Format. Please check the file type and upload again.',
  /** Not in the spec: what the banner and the audio message answer (the spec's generic upload success). */
  bannerSaved: 'Banner Updated Successfully',
  audioUploaded: 'Audio message uploaded successfully',
  /** The lock refuses these uploads with the obituary editor's own texts (one lock, one wording). */
  locked: 'This section has been locked by your arranger. Please contact your arranger for any changes or additions.',
  lockedForStaff: 'The obituary is locked. Unlock it to make changes.',
  recommendedBanner: 'Recommended size 1500 x 350 px',
  audioHint: 'An MP3 or WAV recording; everyone who visits the page can play it.',
} as const;

const MB = 1_048_576;

export const OBITUARY_MEDIA_LIMITS = {
  /** Profile photo and banner: 20 MB. */
  photoBytes: 20 * MB,
  bannerBytes: 20 * MB,
  /** Profile photo crop (arrangements-portal 9): 220 x 320, zoom 0.1 to 2 in steps of 0.1. */
  photoCrop: { width: 220, height: 320 },
  photoZoom: { min: 0.1, max: 2, step: 0.1 },
  /** Banner editor (memorial-portal 9): height 350, width 1480; zoom 0.1 to 2 in steps of 0.01; recommended 1500 x 350. */
  bannerCrop: { width: 1480, height: 350 },
  bannerZoom: { min: 0.1, max: 2, step: 0.01 },
  bannerRecommended: { width: 1500, height: 350 },
} as const;

/** The widths the gateway also serves a stored JPEG or PNG at (/media/...?sig=...&w=480): a phone's banner. */
export const NARROW_IMAGE_WIDTHS = [480, 960] as const;

/**
 * The banner's srcset: its narrow copies, then the picture itself (cropped 1480 wide), for an img as wide as the
 * screen (sizes 100vw). The page's img and the HTML's preload of it say the same, so the browser fetches one.
 */
export function bannerSrcSet(url: string): string {
  const join = url.includes('?') ? '&' : '?';
  return [...NARROW_IMAGE_WIDTHS.map((w) => `${url}${join}w=${w} ${w}w`), `${url} ${OBITUARY_MEDIA_LIMITS.bannerCrop.width}w`].join(', ');
}

/** The file types each picker offers; the gateway decides by the bytes. */
export const OBITUARY_MEDIA_ACCEPT = {
  photo: 'image/png,image/jpeg,.png,.jpg,.jpeg',
  banner: 'image/jpeg,image/png,image/gif',
  audio: 'audio/mpeg,audio/mp3,audio/wav,audio/wave,audio/x-wav,.mp3,.wav',
} as const;

/** The MIME types (as decided from the bytes) each kind takes. */
export const OBITUARY_MEDIA_TYPES = {
  photo: ['image/png', 'image/jpeg'],
  banner: ['image/jpeg', 'image/png', 'image/gif'],
  audio: ['audio/mpeg', 'audio/mp3', 'audio/wav', 'audio/x-wav', 'audio/wave'],
} as const;

export type ObituaryMediaKind = keyof typeof OBITUARY_MEDIA_TYPES;

/** A banner position (the crop's share of the picture) is between 0 and 1 (memorial-portal 4). */
export const clampUnit = (n: number): number => (Number.isFinite(n) ? Math.min(1, Math.max(0, n)) : 0);

/**
 * What the browser can tell before sending a chosen file (its name, declared type and size): the spec's message,
 * or null. The gateway checks again, by the bytes.
 */
export function checkObituaryFile(kind: ObituaryMediaKind, file: { name: string; type: string; size: number }): string | null {
  const ext = file.name.toLowerCase().split('.').pop() ?? '';
  if (kind === 'photo') {
    if (!['image/png', 'image/jpeg'].includes(file.type) && !['png', 'jpg', 'jpeg'].includes(ext))
      return t(OBITUARY_MEDIA_MESSAGES, 'photoInvalid');
    if (file.size > OBITUARY_MEDIA_LIMITS.photoBytes) return t(OBITUARY_MEDIA_MESSAGES, 'photoTooLarge');
    return null;
  }
  if (kind === 'banner') {
    if (!(OBITUARY_MEDIA_TYPES.banner as readonly string[]).includes(file.type) && !['png', 'jpg', 'jpeg', 'gif'].includes(ext))
      return t(OBITUARY_MEDIA_MESSAGES, 'invalidFormat');
    if (file.size > OBITUARY_MEDIA_LIMITS.bannerBytes) return t(OBITUARY_MEDIA_MESSAGES, 'bannerTooLarge');
    return null;
  }
  if (!(OBITUARY_MEDIA_TYPES.audio as readonly string[]).includes(file.type) && !['mp3', 'wav'].includes(ext))
    return t(OBITUARY_MEDIA_MESSAGES, 'invalidFormat');
  return null;
}
