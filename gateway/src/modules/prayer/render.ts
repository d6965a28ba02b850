import sharp from 'sharp';
import { PRAYER_PAGE } from '@memorial/schema';
import type { PrayerPageData } from '../arrangement/card.entity.js';

/**
 * A page drawn on the server, for the demo's submitted card only: families' pages are rendered by the
 * browser (the editor's own fonts) and uploaded. Here the fields are set in the machine's serif or sans
 * serif with librsvg, stacked from the top in priority order, as the editor lays them out.
 */
const SCALE = PRAYER_PAGE.png.height / PRAYER_PAGE.height;
const SANS = new Set(['arial', 'helvetica', 'lucida', 'roboto', 'lato', 'comicsans']);
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Greedy wrapping by an average glyph width (about half the size for these faces). */
function wrap(text: string, size: number, width: number): string[] {
  const perLine = Math.max(8, Math.floor(width / (size * 0.5)));
  const out: string[] = [];
  for (const para of text.split('\n')) {
    if (para.trim() === '') { out.push(''); continue; }
    let line = '';
    for (const word of para.split(/\s+/)) {
      if (line && (line + ' ' + word).length > perLine) { out.push(line); line = word; } else line = line ? `${line} ${word}` : word;
    }
    out.push(line);
  }
  return out;
}

export async function renderPagePng(page: PrayerPageData, background: Buffer | null, opts: { top?: number } = {}): Promise<Buffer> {
  const W = PRAYER_PAGE.png.width;
  const H = PRAYER_PAGE.png.height;
  const margin = 70;
  let y = opts.top ?? 150;
  let body = '';
  for (const f of [...page.textFields].sort((a, b) => a.priority - b.priority)) {
    if (!f.text.trim()) continue;
    const size = f.size * SCALE;
    const lineHeight = size * 1.3;
    const anchor = f.align === 'left' ? 'start' : f.align === 'right' ? 'end' : 'middle';
    const x = anchor === 'start' ? margin : anchor === 'end' ? W - margin : W / 2;
    const family = SANS.has(f.font) ? 'DejaVu Sans, Liberation Sans, sans-serif' : 'DejaVu Serif, Liberation Serif, serif';
    // The footer sits at the foot of the page, as on the editor.
    const lines = wrap(f.text, size, W - 2 * margin);
    if (f.type === 'footer') y = Math.max(y, H - 110 - lines.length * lineHeight);
    for (const line of lines) {
      y += lineHeight;
      if (line) body += `<text x="${x}" y="${y.toFixed(1)}" text-anchor="${anchor}" font-family="${family}" font-size="${size.toFixed(1)}" font-weight="${f.bold ? 'bold' : 'normal'}" font-style="${f.italic ? 'italic' : 'normal'}"${f.underline ? ' text-decoration="underline"' : ''} fill="#2b2622">${esc(line)}</text>`;
    }
    y += lineHeight * 0.5;
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">${body}</svg>`;
  const base = background
    ? sharp(background).resize(W, H, { fit: 'cover' })
    : sharp({ create: { width: W, height: H, channels: 3, background: '#ffffff' } });
  return base.composite([{ input: Buffer.from(svg), top: 0, left: 0 }]).flatten({ background: '#ffffff' }).png({ compressionLevel: 8 }).toBuffer();
}
