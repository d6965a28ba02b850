import { PRAYER_PAGE, PRAYER_SIZES } from '@memorial/schema';
import type { PrayerPageData } from './prayer.entity.js';

/**
 * The editor's text box (web PrayerPageCanvas) in numbers, for the pages the server lays out itself: the
 * templates' defaults and the demo's rendered pages, stacked as PRAYER_PAGE says (line height, gaps, the box's
 * width and height limit). The glyph width is an estimate on
 * the wide side (the editor's serif faces run about 0.5 em a glyph in running text), so a page this measure
 * accepts also fits in the editor, which measures the real fonts.
 */
const GLYPH_EM = 0.6;
export const { lineHeight: LINE_HEIGHT, fieldGap: FIELD_GAP, footGap: FOOT_GAP } = PRAYER_PAGE;

type Field = PrayerPageData['textFields'][number];

/** Greedy wrapping at spaces by the estimated glyph width; long words break, as overflow-wrap does. */
export function wrapLines(text: string, size: number, width: number = PRAYER_PAGE.lineWidth): string[] {
  const perLine = Math.max(1, Math.floor(width / (size * GLYPH_EM)));
  const out: string[] = [];
  for (const para of text.split('\n')) {
    let line = '';
    for (const word of para.split(/\s+/).filter(Boolean)) {
      const joined = line ? `${line} ${word}` : word;
      if (joined.length <= perLine) line = joined;
      else {
        if (line) out.push(line);
        let rest = word;
        while (rest.length > perLine) {
          out.push(rest.slice(0, perLine));
          rest = rest.slice(perLine);
        }
        line = rest;
      }
    }
    out.push(line);
  }
  return out;
}

const shown = (fields: readonly Field[]) => [...fields].sort((a, b) => a.priority - b.priority).filter((f) => f.text.trim());

/** The height of stacked fields, as the editor's column of fields measures. */
function stackHeight(fields: readonly Field[]): number {
  return shown(fields).reduce((h, f, i) => h + wrapLines(f.text, f.size).length * f.size * LINE_HEIGHT + (i ? FIELD_GAP : 0), 0);
}

/** A page's text height as the editor measures it: the stacked fields, and the footer 12 px under them. */
export function pageTextHeight(page: Pick<PrayerPageData, 'textFields'>): number {
  const feet = page.textFields.filter((f) => f.type === 'footer');
  const main = page.textFields.filter((f) => f.type !== 'footer');
  const foot = stackHeight(feet);
  return stackHeight(main) + (foot > 0 ? foot + FOOT_GAP : 0);
}

/**
 * The poem of a page one size smaller at a time (PRAYER_SIZES), as the editor does when a poem is chosen,
 * until the page's text fits the height limit; the smallest size when nothing fits.
 */
export function fitPoem(page: PrayerPageData): PrayerPageData {
  const at = page.textFields.findIndex((f) => f.type === 'poem');
  if (at < 0) return page;
  const sizes = [...PRAYER_SIZES].filter((s) => s <= page.textFields[at]!.size).reverse();
  let fitted = page;
  for (const size of sizes) {
    fitted = { ...page, textFields: page.textFields.map((f, i) => (i === at ? { ...f, size } : f)) };
    if (pageTextHeight(fitted) <= PRAYER_PAGE.textHeightLimit) break;
  }
  return fitted;
}
