import { PRAYER_FONTS, type PrayerFont } from '@memorial/schema';
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
import '@fontsource/courier-prime/400.css';
import '@fontsource/courier-prime/400-italic.css';
import '@fontsource/courier-prime/700.css';
import '@fontsource/courier-prime/700-italic.css';
import '@fontsource/gelasio/400.css';
import '@fontsource/gelasio/400-italic.css';
import '@fontsource/gelasio/700.css';
import '@fontsource/gelasio/700-italic.css';
import '@fontsource/inter/400.css';
import '@fontsource/inter/400-italic.css';
import '@fontsource/inter/700.css';
import '@fontsource/inter/700-italic.css';
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
 * The CSS stack of a font key is schema's PRAYER_FONTS[key].family; the faces it names are the ones imported
 * above. The proprietary fonts of the legacy card have free stand-ins: Arimo has Arial's metrics, Inter is a
 * grotesque like Helvetica, Courier Prime redraws Courier, Gelasio has Georgia's metrics, Comic Neue follows
 * Comic Sans, and Source Sans 3 is a humanist sans like Lucida Sans. A printed card never depends on what the
 * family's computer has installed. An unknown key draws in Georgia's stand-in.
 */
export function fontFamily(key: string): string {
  return (PRAYER_FONTS[key as PrayerFont] ?? PRAYER_FONTS.georgia).family;
}
