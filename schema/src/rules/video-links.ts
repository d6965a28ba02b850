/** Video link forms. The public share form takes YouTube and Vimeo; family and staff also tribute slideshow pages. */
export const VIDEO_LINK_PATTERNS = {
  youtube:
    /^https:\/\/(?:www\.|m\.)?(?:youtube\.com\/(?:watch\?(?:.*&)?v=|embed\/|shorts\/|v\/)|youtu\.be\/)([A-Za-z0-9_-]{11})(?:[?&#].*)?$/,
  vimeo: /^https:\/\/(?:www\.|player\.)?vimeo\.com\/(?:video\/)?(\d{6,12})(?:[/?#].*)?$/,
  tribute: /^https:\/\/(?:www\.)?tributeslideshow\.com\/(?:tributes|videos)\/[A-Za-z0-9_-]+\/?$/,
} as const;
export type VideoSource = keyof typeof VIDEO_LINK_PATTERNS;

export function videoSourceOf(url: string, publicForm: boolean): VideoSource | null {
  for (const [source, pattern] of Object.entries(VIDEO_LINK_PATTERNS) as Array<[VideoSource, RegExp]>) {
    if (publicForm && source === 'tribute') continue;
    if (pattern.test(url)) return source;
  }
  return null;
}
