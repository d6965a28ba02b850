import { videoSourceOf, type VideoSource } from '@memorial/schema';

export interface VideoMetadata {
  title: string | null;
  thumbnailUrl: string | null;
  embedUrl: string;
}
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

/** How long a preview answer is kept, and how many uncached lookups one address may cause per minute. */
export const PREVIEW_TTL_MS = 10 * 60_000;
export const PREVIEW_LOOKUPS_PER_MINUTE = 60;
const PREVIEW_CACHE_SIZE = 1000;

/**
 * Video previews for the share and add-media forms, looked up on the server (the browser never calls a provider):
 * answers are kept for a while, so a form re-rendering or many visitors previewing one link ask the provider once,
 * and one address may cause only so many provider calls a minute.
 */
export class VideoPreviews {
  private readonly answers = new Map<string, { at: number; value: VideoMetadata | 'missing' }>();
  private readonly callers = new Map<string, { since: number; count: number }>();

  constructor(
    private readonly lookup: VideoLookup,
    private readonly now: () => number = Date.now,
  ) {}

  /** The answer, or 'limited' when this caller asked for too many new links in the last minute. */
  async get(url: string, caller: string): Promise<VideoMetadata | 'missing' | 'limited'> {
    const now = this.now();
    const kept = this.answers.get(url);
    if (kept && now - kept.at < PREVIEW_TTL_MS) return kept.value;
    const window = this.callers.get(caller);
    if (window && now - window.since < 60_000) {
      if (window.count >= PREVIEW_LOOKUPS_PER_MINUTE) return 'limited';
      window.count++;
    } else {
      if (this.callers.size >= PREVIEW_CACHE_SIZE) this.callers.clear();
      this.callers.set(caller, { since: now, count: 1 });
    }
    const value = await this.lookup(url);
    // Oldest first: a Map keeps insertion order.
    this.answers.delete(url);
    if (this.answers.size >= PREVIEW_CACHE_SIZE) this.answers.delete(this.answers.keys().next().value!);
    this.answers.set(url, { at: now, value });
    return value;
  }
}
