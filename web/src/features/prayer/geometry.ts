import { PRAYER_PAGE } from '@memorial/schema';

// The page geometry shared by the editor, the canvas and the PNG renderer (schema's PRAYER_PAGE).
export const PAGE_WIDTH = PRAYER_PAGE.width;
export const PAGE_HEIGHT = PRAYER_PAGE.height;
/** The text of a page may grow to this height (arrangements-portal 5.7, 9). */
export const TEXT_HEIGHT_LIMIT = PRAYER_PAGE.textHeightLimit;
/** The line width of a page's text. */
export const TEXT_WIDTH = PRAYER_PAGE.lineWidth;

/** Font sizes are in points, drawn as CSS points (1pt = 4/3 px) on the 456 px page, on screen and in print alike. */
export const ptToPx = (pt: number): number => (pt * 4) / 3;
