import { PDFDocument, StandardFonts, rgb, type PDFImage, type PDFPage } from 'pdf-lib';
import sharp from 'sharp';
import { PRAYER_PRINT_TEXTS, t } from '@memorial/schema';

/**
 * The print-ready PDF of a submitted prayer card (issue 12 item 3): landscape US letter (792 x 612 pt),
 * each panel the card's trim size, 2.5 x 4.25 in (180 x 306 pt), with crop marks in the margins.
 *   1. the outside: back cover | front cover (a folded card, unfolded, front on the right);
 *   2. the inside: inside left | inside right;
 *   3. the back sheet: 8 copies of the back cover, 4 x 2 (spec 9: 'back print sheet shows 8 copies').
 * Sheets whose pages were not submitted are left out.
 */
export const LETTER_LANDSCAPE = { width: 792, height: 612 } as const;
export const PANEL = { width: 180, height: 306 } as const;
/** Crop marks: 12 pt long, 3 pt away from the trim, so none touches the printed panel. */
const MARK = { length: 12, gap: 3, width: 0.5 } as const;
/**
 * Two rows of 306 pt fill the sheet's 612 pt height with no room for marks; the back sheet is scaled to
 * 90% (panels 162 x 275.4 pt, 2.25 x 3.825 in) so its marks and caption stay in a 30 pt margin. Trim them
 * at that size, or print at 111% on a printer that reaches the edge.
 */
export const BACK_SHEET_SCALE = 0.9;

export interface PrintInput {
  /** The submitted pages by index (0 front, 1 inside left, 2 inside right, 3 back), PNG bytes. */
  pages: Map<number, Buffer>;
  /** A line printed in the margin, to tell the sheets apart at the printer. */
  caption: string;
}

export async function buildPrintPdf(input: PrintInput): Promise<Buffer> {
  const doc = await PDFDocument.create();
  // In the ambient language: the card's (the service builds it in the card's language, whoever submits it).
  doc.setTitle(safeText(t(PRAYER_PRINT_TEXTS, 'title', { caption: input.caption })));
  doc.setCreator('Memorial portal');
  doc.setProducer('pdf-lib');
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const images = new Map<number, PDFImage>();
  // Embedded as JPEG (quality 92, no chroma subsampling, so text edges stay sharp at 300 dpi): pdf-lib
  // decodes and recompresses a PNG in JavaScript (about 1.5 s for four pages here), a JPEG it copies as is.
  for (const [index, png] of input.pages) {
    const jpeg = await sharp(png).flatten({ background: '#ffffff' }).jpeg({ quality: 92, chromaSubsampling: '4:4:4' }).toBuffer();
    images.set(index, await doc.embedJpg(jpeg));
  }

  const sheet = (panels: Array<PDFImage | null>, cols: number, rows: number, scale: number, label: string) => {
    const page = doc.addPage([LETTER_LANDSCAPE.width, LETTER_LANDSCAPE.height]);
    const w = PANEL.width * scale;
    const h = PANEL.height * scale;
    const x0 = (LETTER_LANDSCAPE.width - cols * w) / 2;
    const y0 = (LETTER_LANDSCAPE.height - rows * h) / 2;
    panels.forEach((img, i) => {
      const col = i % cols;
      const row = Math.floor(i / cols);
      // Row 0 is the top row; PDF y grows upwards.
      const x = x0 + col * w;
      const y = y0 + (rows - 1 - row) * h;
      if (img) page.drawImage(img, { x, y, width: w, height: h });
    });
    cropMarks(page, x0, y0, cols, rows, w, h);
    const text = safeText(t(PRAYER_PRINT_TEXTS, 'sheetLine', { caption: input.caption, sheet: label }));
    page.drawText(text, { x: 36, y: 6, size: 7, font, color: rgb(0.35, 0.35, 0.35) });
    return page;
  };

  const at = (i: number) => images.get(i) ?? null;
  if (at(3) || at(0)) sheet([at(3), at(0)], 2, 1, 1, t(PRAYER_PRINT_TEXTS, 'outside'));
  if (at(1) || at(2)) sheet([at(1), at(2)], 2, 1, 1, t(PRAYER_PRINT_TEXTS, 'inside'));
  if (at(3))
    sheet(
      Array.from({ length: 8 }, () => at(3)),
      4,
      2,
      BACK_SHEET_SCALE,
      t(PRAYER_PRINT_TEXTS, 'backSheet', { scale: String(Math.round(BACK_SHEET_SCALE * 100)) }),
    );
  return Buffer.from(await doc.save());
}

/** Marks at every trim line of a grid, outside it: vertical ones above and below, horizontal ones left and right. */
function cropMarks(page: PDFPage, x0: number, y0: number, cols: number, rows: number, w: number, h: number) {
  const color = rgb(0, 0, 0);
  const line = (sx: number, sy: number, ex: number, ey: number) =>
    page.drawLine({ start: { x: sx, y: sy }, end: { x: ex, y: ey }, thickness: MARK.width, color });
  const top = y0 + rows * h;
  const right = x0 + cols * w;
  for (let c = 0; c <= cols; c++) {
    const x = x0 + c * w;
    line(x, top + MARK.gap, x, top + MARK.gap + MARK.length);
    line(x, y0 - MARK.gap, x, y0 - MARK.gap - MARK.length);
  }
  for (let r = 0; r <= rows; r++) {
    const y = y0 + r * h;
    line(x0 - MARK.gap, y, x0 - MARK.gap - MARK.length, y);
    line(right + MARK.gap, y, right + MARK.gap + MARK.length, y);
  }
}

/** The standard fonts' WinAnsi encoding has no glyph for most of Unicode: anything else becomes '-'. */
function safeText(s: string): string {
  return s.replace(/[\u2013\u2014]/g, '-').replace(/[^\x20-\x7e\xa0-\xff]/g, '-');
}
