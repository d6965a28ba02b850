// The page geometry shared by the editor, the canvas and the PNG renderer (notes: prayer contract).
export const PAGE_WIDTH = 456;
export const PAGE_HEIGHT = 775;
/** The text of a page may grow to this height (arrangements-portal 5.7, 9). */
export const TEXT_HEIGHT_LIMIT = 738;
/** The line width of a page's text. */
export const TEXT_WIDTH = 400;

/** Font sizes are in points, drawn as CSS points (1pt = 4/3 px) on the 456 px page, on screen and in print alike. */
export const ptToPx = (pt: number): number => (pt * 4) / 3;
