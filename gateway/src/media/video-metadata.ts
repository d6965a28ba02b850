import { videoSourceOf, type VideoSource } from '@memorial/schema';

export interface VideoMetadata { title: string | null; thumbnailUrl: string | null; embedUrl: string }
/** 'missing' when the provider says the video does not exist (400 or 404). */
export type VideoLookup = (url: string) => Promise<VideoMetadata | 'missing'>;

const OEMBED: Record<VideoSource, (url: string) => string> = {
  youtube: (url) => `https://www.youtube.com/oembed?format=json&url=${encodeURIComponent(url)}`,
  vimeo: (url) => `https://vimeo.com/api/oembed.json?url=${encodeURIComponent(url)}`,
  tribute: (url) => `https://www.tributeslideshow.com/oembed?format=json&url=${encodeURIComponent(url)}`,
};

export function embedUrlOf(url: string): string {
  const source = videoSourceOf(url, false);
  if (source === 'youtube') {
    const id = /([A-Za-z0-9_-]{11})(?:[?&#].*)?$/.exec(url.replace(/^.*(?:v=|embed\/|shorts\/|v\/|youtu\.be\/)/, ''))?.[1];
    return id ? `https://www.youtube.com/embed/${id}` : url;
  }
  if (source === 'vimeo') {
    const id = /vimeo\.com\/(?:video\/)?(\d+)/.exec(url)?.[1];
    return id ? `https://player.vimeo.com/video/${id}` : url;
  }
  return url;
}

/**
 * Looks a video link up with its provider's oEmbed endpoint (thumbnail and
 * title). 400 and 404 mean the video does not exist; a 401 (a private or
 * embed-restricted video) falls back to the embed link; a network failure does
 * too, so a family is never blocked by a provider being slow.
 */
export function oEmbedLookup(fetchImpl: typeof fetch = fetch, timeoutMs = 5000): VideoLookup {
  return async (url) => {
    const source = videoSourceOf(url, false);
    const embedUrl = embedUrlOf(url);
    if (!source) return 'missing';
    try {
      const res = await fetchImpl(OEMBED[source](url), { signal: AbortSignal.timeout(timeoutMs), headers: { accept: 'application/json' } });
      if (res.status === 400 || res.status === 404) return 'missing';
      if (!res.ok) return { title: null, thumbnailUrl: null, embedUrl };
      const body = (await res.json()) as { title?: unknown; thumbnail_url?: unknown };
      return {
        title: typeof body.title === 'string' ? body.title.slice(0, 300) : null,
        thumbnailUrl: typeof body.thumbnail_url === 'string' && body.thumbnail_url.startsWith('https://') ? body.thumbnail_url : null,
        embedUrl,
      };
    } catch {
      return { title: null, thumbnailUrl: null, embedUrl };
    }
  };
}
