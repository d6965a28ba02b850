import sharp from 'sharp';
import { PRAYER_PAGE } from '@memorial/schema';

/**
 * The safe area of a page: the editor's text box (400 x 738 of the 456 x 775 page, centred), in pixels of the
 * 750 x 1275 print. Everything the family writes must print inside it; the margin around it, up to the trim,
 * holds only the card's art (the paper's rules, the front's picture).
 */
const W = PRAYER_PAGE.png.width;
const H = PRAYER_PAGE.png.height;
export const SAFE_AREA = {
  left: Math.floor((((PRAYER_PAGE.width - PRAYER_PAGE.lineWidth) / 2) * W) / PRAYER_PAGE.width),
  top: Math.floor((((PRAYER_PAGE.height - PRAYER_PAGE.textHeightLimit) / 2) * H) / PRAYER_PAGE.height),
  right: Math.ceil((((PRAYER_PAGE.width + PRAYER_PAGE.lineWidth) / 2) * W) / PRAYER_PAGE.width),
  bottom: Math.ceil((((PRAYER_PAGE.height + PRAYER_PAGE.textHeightLimit) / 2) * H) / PRAYER_PAGE.height),
} as const;

/**
 * A pixel is ink when it is darker than every art pixel around it (3 x 3, for resampling) by more than this
 * (luma, 0-255): the editor's text is near-black, so art left out of a page (a plain page from another
 * client) is not ink, and text over the paper is.
 */
const INK_LEVEL = 48;
/** Specks up to this many pixels (an italic's overhang, a stray anti-aliased edge) are not a line of text. */
const INK_SPECKS = 24;
/** Past this share of the margin the page was not drawn on the card's art (another client's own design): not judged. */
const FOREIGN_ART = 0.25;

/** The page as the editor shows it, in raw RGB at print size: a picture cut to cover the page, on white paper. */
async function rgb(png: Buffer, fit: 'cover' | 'fill'): Promise<Buffer> {
  return sharp(png).resize(W, H, { fit }).flatten({ background: '#ffffff' }).removeAlpha().raw().toBuffer();
}

const luma = (b: Buffer, i: number) => 0.299 * b[i]! + 0.587 * b[i + 1]! + 0.114 * b[i + 2]!;

function inkAt(page: Buffer, art: Buffer, x: number, y: number): boolean {
  const level = luma(page, (y * W + x) * 3);
  for (let dy = -1; dy <= 1; dy++)
    for (let dx = -1; dx <= 1; dx++) {
      const j = (Math.min(H - 1, Math.max(0, y + dy)) * W + Math.min(W - 1, Math.max(0, x + dx))) * 3;
      if (luma(art, j) - level <= INK_LEVEL) return false;
    }
  return true;
}

/** Pixels of the page outside the safe area that are not the card's art (of the margin's pixels). */
export async function inkOutsideSafeArea(page: Buffer, art: Buffer | null): Promise<{ ink: number; margin: number }> {
  const [p, a] = await Promise.all([
    rgb(page, 'fill'),
    art
      ? rgb(art, 'cover')
      : sharp({ create: { width: W, height: H, channels: 3, background: '#ffffff' } })
          .raw()
          .toBuffer(),
  ]);
  let ink = 0;
  let margin = 0;
  for (let y = 0; y < H; y++)
    for (let x = 0; x < W; x++) {
      if (x >= SAFE_AREA.left && x < SAFE_AREA.right && y >= SAFE_AREA.top && y < SAFE_AREA.bottom) continue;
      margin++;
      if (inkAt(p, a, x, y)) ink++;
    }
  return { ink, margin };
}

/**
 * Whether a submitted page, drawn on the card's art, has text outside the safe area: more than a speck of ink
 * in the margin. A page not drawn on this art at all (most of its margin differs) cannot be told apart from
 * its own design and is not judged.
 */
export async function textLeavesSafeArea(page: Buffer, art: Buffer | null): Promise<boolean> {
  const { ink, margin } = await inkOutsideSafeArea(page, art);
  return ink > INK_SPECKS && ink < margin * FOREIGN_ART;
}
