import esc from 'escape-html';
import sharp from 'sharp';
import { PRAYER_PAGE } from '@memorial/schema';
import type { PrayerPageData } from './prayer.entity.js';
import { FIELD_GAP, FOOT_GAP, LINE_HEIGHT, wrapLines } from './layout.js';

/**
 * A page drawn on the server, for the demo's submitted card only: families' pages are rendered by the
 * browser (the editor's own fonts) and uploaded. Here the fields are set in the machine's serif or sans
 * serif with librsvg, laid out as the editor lays them out, wrapped by the estimate the templates are fitted
 * with (layout.ts), so a page the server lays out keeps inside the editor's text box.
 */
const SCALE = PRAYER_PAGE.png.height / PRAYER_PAGE.height;
const SANS = new Set(['arial', 'helvetica', 'lucida', 'roboto', 'lato', 'comicsans']);

/**
 * The editor's layout (web PrayerPageCanvas): a text area 400 x 738 px centred on the 456 x 775 page; the
 * footer at the foot of the area, 12 px under the other fields, which stack 6 px apart (line height 1.3),
 * from the top on the front cover and centred in the room above the footer elsewhere. Sizes are px of the page.
 */
export async function renderPagePng(page: PrayerPageData, background: Buffer | null): Promise<Buffer> {
  const W = PRAYER_PAGE.png.width;
  const H = PRAYER_PAGE.png.height;
  const areaW = PRAYER_PAGE.lineWidth * SCALE;
  const areaH = PRAYER_PAGE.textHeightLimit * SCALE;
  const left = (W - areaW) / 2;
  const top = (H - areaH) / 2;
  const gap = FIELD_GAP * SCALE;
  const fields = [...page.textFields].sort((a, b) => a.priority - b.priority).filter((f) => f.text.trim());
  const block = (list: typeof fields) => list.map((f) => ({ f, size: f.size * SCALE, lines: wrapLines(f.text, f.size) }));
  const heightOf = (b: ReturnType<typeof block>) => b.reduce((h, x, i) => h + x.lines.length * x.size * LINE_HEIGHT + (i ? gap : 0), 0);
  const main = block(fields.filter((f) => f.type !== 'footer'));
  const foot = block(fields.filter((f) => f.type === 'footer'));
  const footH = foot.length ? heightOf(foot) + FOOT_GAP * SCALE : 0;
  const room = areaH - footH;
  let body = '';
  const draw = (b: ReturnType<typeof block>, y0: number) => {
    let y = y0;
    b.forEach(({ f, size, lines }, i) => {
      if (i) y += gap;
      const anchor = f.align === 'left' ? 'start' : f.align === 'right' ? 'end' : 'middle';
      const x = anchor === 'start' ? left : anchor === 'end' ? left + areaW : W / 2;
      const family = SANS.has(f.font) ? 'DejaVu Sans, Liberation Sans, sans-serif' : 'DejaVu Serif, Liberation Serif, serif';
      for (const line of lines) {
        // The baseline sits about 0.95 em into each 1.3 em line box.
        const base = y + size * 0.15 + size * 0.95;
        if (line)
          body += `<text x="${x.toFixed(1)}" y="${base.toFixed(1)}" text-anchor="${anchor}" font-family="${family}" font-size="${size.toFixed(1)}" font-weight="${f.bold ? 'bold' : 'normal'}" font-style="${f.italic ? 'italic' : 'normal'}"${f.underline ? ' text-decoration="underline"' : ''} fill="#2b2622">${esc(line)}</text>`;
        y += size * LINE_HEIGHT;
      }
    });
  };
  draw(main, page.index === 0 ? top : top + Math.max(0, (room - heightOf(main)) / 2));
  if (foot.length) draw(foot, top + areaH - heightOf(foot));
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">${body}</svg>`;
  const base = background
    ? sharp(background).resize(W, H, { fit: 'cover' })
    : sharp({ create: { width: W, height: H, channels: 3, background: '#ffffff' } });
  return base
    .composite([{ input: Buffer.from(svg), top: 0, left: 0 }])
    .flatten({ background: '#ffffff' })
    .png({ compressionLevel: 8 })
    .toBuffer();
}
