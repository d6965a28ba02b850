import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { domToCanvas } from 'modern-screenshot';
import { PRAYER_PAGE, PRAYER_SCREEN_TEXTS, t } from '@memorial/schema';
import { PrayerPageCanvas, type PrayerPageLike } from './PrayerPageCanvas';

/** What renderPages needs of a card: its pages and the front image (a template's, or the family's photo). */
export interface RenderableCard {
  imageURL?: string | null;
  pages: readonly PrayerPageLike[];
}

export interface RenderProgress {
  /** Pages done so far (0..total). */
  done: number;
  total: number;
}

/** The image a page is drawn on: its own (a template's back), else the card's front image on the front page. */
export const pageImageURL = (card: RenderableCard, page: RenderableCard['pages'][number]): string | null =>
  page.imageURL ?? (page.index === 0 ? (card.imageURL ?? null) : null);

/** The file name the submit path expects (arrangements-portal 7.2): template_{n}.png, n = 1 (Front Cover) to 4. */
export const pageFileName = (index: number): string => `template_${index + 1}.png`;

/**
 * Renders the card's pages to print-resolution PNGs in the browser, as the legacy client did: each page is
 * mounted off screen with the same PrayerPageCanvas the editor shows (456 x 775 CSS px), the fonts and
 * images are awaited, and modern-screenshot draws it at 750 x 1275 px (2.5 x 4.25 in at 300 dpi) with the
 * webfonts embedded (it inlines the @font-face rules the page uses, so the PNG never falls back to a
 * system font). One page at a time keeps memory low on phones.
 */
export async function renderPages(card: RenderableCard, onProgress?: (p: RenderProgress) => void): Promise<File[]> {
  const pages = [...card.pages].sort((a, b) => a.index - b.index);
  const files: File[] = [];
  onProgress?.({ done: 0, total: pages.length });
  for (const page of pages) {
    files.push(await renderPage(page, pageImageURL(card, page)));
    onProgress?.({ done: files.length, total: pages.length });
  }
  return files;
}

/** One page to a template_{index}.png File. */
export async function renderPage(page: RenderableCard['pages'][number], imageURL: string | null): Promise<File> {
  const host = document.createElement('div');
  // Off screen but laid out (display:none would load no fonts and measure nothing); hidden from assistive tech.
  host.setAttribute('aria-hidden', 'true');
  host.style.cssText = `position:fixed;left:-10000px;top:0;width:${PRAYER_PAGE.width}px;height:${PRAYER_PAGE.height}px;overflow:hidden;pointer-events:none;`;
  document.body.appendChild(host);
  const root = createRoot(host);
  try {
    let node: HTMLDivElement | null = null;
    flushSync(() => {
      root.render(
        createElement(PrayerPageCanvas, {
          page,
          imageURL,
          editable: false,
          innerRef: (el: HTMLDivElement | null) => {
            node = el;
          },
        }),
      );
    });
    const target: HTMLElement = node ?? (host.firstElementChild as HTMLElement | null) ?? host;
    await settled(target);
    const canvas = await domToCanvas(target, {
      width: PRAYER_PAGE.width,
      height: PRAYER_PAGE.height,
      scale: PRAYER_PAGE.png.height / PRAYER_PAGE.height,
      backgroundColor: '#ffffff',
    });
    const blob = await toPng(exactSize(canvas, PRAYER_PAGE.png.width, PRAYER_PAGE.png.height));
    return new File([blob], pageFileName(page.index), { type: 'image/png' });
  } finally {
    root.unmount();
    host.remove();
  }
}

/** Waits until the page's fonts are loaded and its pictures decoded (never a fixed delay). */
async function settled(node: HTMLElement): Promise<void> {
  // A layout pass makes the browser request the fonts this page uses; then wait for them.
  node.getBoundingClientRect();
  await new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
  const faces = new Set<string>();
  for (const el of [node, ...Array.from(node.querySelectorAll<HTMLElement>('*'))]) {
    const s = getComputedStyle(el);
    faces.add(`${s.fontStyle} ${s.fontWeight} 16px ${s.fontFamily}`);
  }
  // Each face (family, weight, style) the page uses, bold and italic ones included.
  await Promise.all([...faces].map((f) => document.fonts.load(f).catch(() => [])));
  await document.fonts.ready;
  const images = Array.from(node.querySelectorAll('img'));
  await Promise.all(
    images.map((img) =>
      img.complete
        ? img.decode().catch(() => undefined)
        : new Promise((resolve) => {
            img.addEventListener('load', resolve, { once: true });
            img.addEventListener('error', resolve, { once: true });
          }),
    ),
  );
  // CSS backgrounds: loaded through an Image so the screenshot finds them in the cache.
  const backgrounds = [node, ...Array.from(node.querySelectorAll<HTMLElement>('*'))]
    .map((el) => /url\("?([^")]+)"?\)/.exec(getComputedStyle(el).backgroundImage)?.[1])
    .filter((u): u is string => Boolean(u));
  await Promise.all(
    backgrounds.map((src) => {
      const img = new Image();
      img.src = src;
      return img.decode().catch(() => undefined);
    }),
  );
}

/** The screenshot's canvas may be a pixel off (456 x 1275/775 = 750.2): draw it onto exactly 750 x 1275. */
function exactSize(canvas: HTMLCanvasElement, width: number, height: number): HTMLCanvasElement {
  if (canvas.width === width && canvas.height === height) return canvas;
  const out = document.createElement('canvas');
  out.width = width;
  out.height = height;
  const ctx = out.getContext('2d')!;
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(canvas, 0, 0, width, height);
  return out;
}

function toPng(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) =>
    canvas.toBlob((b) => (b ? resolve(b) : reject(new Error(t(PRAYER_SCREEN_TEXTS, 'pageNotDrawn')))), 'image/png'),
  );
}
