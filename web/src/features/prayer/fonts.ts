// The twelve prayer card fonts (arrangements-portal 5.7), self-hosted. This module is imported only by the
// prayer card's screen and its renderer, so the font files load on that route alone (a lazy chunk).
import '@fontsource/arimo/400.css';
import '@fontsource/arimo/400-italic.css';
import '@fontsource/arimo/700.css';
import '@fontsource/arimo/700-italic.css';
import '@fontsource/comic-neue/400.css';
import '@fontsource/comic-neue/400-italic.css';
import '@fontsource/comic-neue/700.css';
import '@fontsource/comic-neue/700-italic.css';
import '@fontsource/cousine/400.css';
import '@fontsource/cousine/400-italic.css';
import '@fontsource/cousine/700.css';
import '@fontsource/cousine/700-italic.css';
import '@fontsource/gelasio/400.css';
import '@fontsource/gelasio/400-italic.css';
import '@fontsource/gelasio/700.css';
import '@fontsource/gelasio/700-italic.css';
import '@fontsource/source-sans-3/400.css';
import '@fontsource/source-sans-3/400-italic.css';
import '@fontsource/source-sans-3/700.css';
import '@fontsource/source-sans-3/700-italic.css';
import '@fontsource/playball/400.css';
import '@fontsource/cinzel/400.css';
import '@fontsource/cinzel/700.css';
import '@fontsource/roboto/400.css';
import '@fontsource/roboto/400-italic.css';
import '@fontsource/roboto/700.css';
import '@fontsource/roboto/700-italic.css';
import '@fontsource/roboto-slab/400.css';
import '@fontsource/roboto-slab/700.css';
import '@fontsource/lato/400.css';
import '@fontsource/lato/400-italic.css';
import '@fontsource/lato/700.css';
import '@fontsource/lato/700-italic.css';
import '@fontsource/martel/400.css';
import '@fontsource/martel/700.css';

/**
 * The face each font key is drawn with. The proprietary fonts of the legacy card have free stand-ins of the
 * same build: Arimo has Arial's and Helvetica's metrics, Cousine Courier New's, Gelasio Georgia's, Comic Neue
 * follows Comic Sans, and Source Sans 3 is a humanist sans like Lucida Sans. A printed card never depends on
 * what the family's computer has installed.
 */
export const PRAYER_FONT_FACES: Record<string, { family: string; fallback: string }> = {
  arial: { family: 'Arimo', fallback: 'sans-serif' },
  comicsans: { family: 'Comic Neue', fallback: 'cursive' },
  couriernew: { family: 'Cousine', fallback: 'monospace' },
  georgia: { family: 'Gelasio', fallback: 'serif' },
  helvetica: { family: 'Arimo', fallback: 'sans-serif' },
  lucida: { family: 'Source Sans 3', fallback: 'sans-serif' },
  playball: { family: 'Playball', fallback: 'cursive' },
  cinzel: { family: 'Cinzel', fallback: 'serif' },
  roboto: { family: 'Roboto', fallback: 'sans-serif' },
  robotoslab: { family: 'Roboto Slab', fallback: 'serif' },
  lato: { family: 'Lato', fallback: 'sans-serif' },
  martel: { family: 'Martel', fallback: 'serif' },
};

const DEFAULT_FACE = PRAYER_FONT_FACES['georgia']!;

/** The CSS font-family of a font key ('robotoslab' → "'Roboto Slab', serif"). */
export function fontFamily(key: string): string {
  const face = PRAYER_FONT_FACES[key] ?? DEFAULT_FACE;
  return `'${face.family}', ${face.fallback}`;
}

/**
 * Loads the faces the given fields use (weight and style) before a page is measured or drawn to PNG: a font
 * still loading would print in the fallback face.
 */
export async function loadPrayerFonts(fields: readonly { font: string; bold: boolean; italic: boolean }[] = []): Promise<void> {
  if (typeof document === 'undefined' || !document.fonts) return;
  const wanted = new Set(fields.map((f) => `${f.italic ? 'italic ' : ''}${f.bold ? 700 : 400} 16px ${fontFamily(f.font)}`));
  await Promise.all([...wanted].map((font) => document.fonts.load(font).catch(() => [])));
  await document.fonts.ready;
}
