/** A page description's length at most, its ellipsis included (memorial-portal 9: the first 160 characters). */
const PAGE_DESCRIPTION_MAX = 160;
const ELLIPSIS = '…';
const words = new Intl.Segmenter('en', { granularity: 'word' });

/**
 * A memorial page's description, from the obituary's plain text: the one text of its meta description, og:description,
 * twitter:description, the JSON-LD Person's description and the obituary's description field. The whole text when it
 * fits in 160 characters; else its first words that fit in them with an ellipsis after them, never a word cut in two
 * (a single word longer than that is cut, as there is no boundary before it). At most 160 with the ellipsis: the
 * description field is the first 160 characters for legacy clients too.
 */
export function pageDescription(plain: string): string {
  if (plain.length <= PAGE_DESCRIPTION_MAX) return plain;
  const room = PAGE_DESCRIPTION_MAX - ELLIPSIS.length;
  let end = 0;
  for (const { index, segment } of words.segment(plain)) {
    if (index + segment.length > room) break;
    end = index + segment.length;
  }
  // No dangling space, comma or dash before the ellipsis.
  const kept = plain.slice(0, end).replace(/[\s,;:.\-–—]+$/u, '');
  return `${kept || plain.slice(0, room)}${ELLIPSIS}`;
}
