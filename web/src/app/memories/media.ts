import { VIDEO_LINK_PATTERNS, videoSourceOf } from '@memorial/schema';

/** Phones: the mobile gallery and the Filters / More buttons (memorial-portal 9). */
export const MOBILE_QUERY = '(max-width: 567px)';

export type MediaKind = 'Image' | 'Video' | 'Audio' | 'Application';

/** What every media view needs of a file, whether it comes from a memory or from the gallery. */
export interface MediaItem {
  id: number;
  fileType: MediaKind;
  src: string;
  thumbnailUrl?: string | null;
  fileName?: string | null;
  isLink: boolean;
  linkTitle?: string | null;
  rotationAngle: number;
  /** The memory the file belongs to (the gallery's files carry it). */
  memoryId?: number;
  /** That memory's title (the gallery's files carry it): the viewer's caption. */
  memoryTitle?: string | null;
}

/** Files by id ascending. */
export function byId<T extends { id: number }>(files: readonly T[]): T[] {
  return [...files].sort((a, b) => a.id - b.id);
}

/** Documents (pdf, docx...) are listed apart from the photos, audio and video. */
export const isDocument = (f: { fileType: string }): boolean => f.fileType === 'Application';

/** Displayed names longer than 5 characters: the first 6, an ellipsis and the last 4. */
export function shortenFileName(name: string): string {
  return name.length > 5 ? `${name.slice(0, 6)}…${name.slice(-4)}` : name;
}

/** The name a file is shown under: its own name, its link title, or the last part of its address. */
export function displayName(f: Pick<MediaItem, 'fileName' | 'linkTitle' | 'src' | 'isLink'>): string {
  if (f.fileName) return f.fileName;
  if (f.isLink) return f.linkTitle || f.src;
  // The last part of the path, without the query (a /media URL carries its signature there).
  const path = f.src.split('?')[0]!;
  return decodeURIComponent(path.split('/').pop() || path);
}

export interface VideoLinkInfo {
  source: 'youtube' | 'vimeo' | 'tribute';
  /** A player for an iframe. */
  embedUrl: string;
  providerName: string;
}

const PROVIDERS = { youtube: 'YouTube', vimeo: 'Vimeo', tribute: 'Tribute Slideshow' } as const;

/** What the page can show for a video link without asking anyone: the player address and the provider's name. */
export function videoLinkInfo(url: string): VideoLinkInfo | null {
  const source = videoSourceOf(url, false);
  if (!source) return null;
  const id = VIDEO_LINK_PATTERNS[source].exec(url)?.[1];
  if (source === 'youtube' && id) {
    return {
      source,
      embedUrl: `https://www.youtube-nocookie.com/embed/${id}`,
      providerName: PROVIDERS.youtube,
    };
  }
  if (source === 'vimeo' && id) {
    return { source, embedUrl: `https://player.vimeo.com/video/${id}`, providerName: PROVIDERS.vimeo };
  }
  return { source, embedUrl: url, providerName: PROVIDERS[source] };
}

/** Today as YYYY-MM-DD in the visitor's own zone. */
export function todayIso(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
