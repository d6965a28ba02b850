import { PRAYER_PAGE } from '@memorial/schema';

// The page geometry shared by the editor, the canvas and the PNG renderer (schema's PRAYER_PAGE).
export const PAGE_WIDTH = PRAYER_PAGE.width;
export const PAGE_HEIGHT = PRAYER_PAGE.height;
/** The text of a page may grow to this height (arrangements-portal 5.7, 9). */
export const TEXT_HEIGHT_LIMIT = PRAYER_PAGE.textHeightLimit;
/** The line width of a page's text. */
export const TEXT_WIDTH = PRAYER_PAGE.lineWidth;

/**
 * A field's size (12 to 28 and 32 'points' in the editor) is drawn as that many CSS px of the 456 x 775 page,
 * on screen and in the PNG alike (the gateway's own page renderer uses the same scale): the 750 x 1275 print
 * is the page scaled by 1275 / 775, so a size is one fixed fraction of the card's height everywhere.
 */
export const ptToPx = (pt: number): number => pt;

/** The least size of a pointer target (WCAG 2.2, 2.5.8 Target Size (Minimum)), in CSS px. */
export const MIN_TARGET = 24;

/**
 * The scale of the page on screen: fitted to the width there is; while editing, never below the scale at which the
 * page's smallest field is still a 24 px target (its one line of text), and never below the page's true size when
 * its smallest field is under 24 px even there (the dates at 18). A page wider than its frame then scrolls sideways
 * in it. What prints is not scaled by this.
 */
export function screenScale(fit: number, editingSizes: readonly number[] | null): number {
  if (!editingSizes) return fit;
  const smallest = Math.min(...editingSizes.map((size) => ptToPx(size) * PRAYER_PAGE.lineHeight));
  const needed = Number.isFinite(smallest) ? Math.min(1, MIN_TARGET / smallest) : fit;
  return Math.max(fit, needed);
}
