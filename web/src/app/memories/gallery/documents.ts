import type { MediaItem } from '../media';

/** The name or the stored file's address ends in .pdf (the gateway names stored files by their sniffed type). */
export function isPdf(f: Pick<MediaItem, 'fileType' | 'fileName' | 'src' | 'isLink'>): boolean {
  if (f.fileType !== 'Application' || f.isLink) return false;
  const path = f.src.split('?')[0]!.toLowerCase();
  return path.endsWith('.pdf') || !!f.fileName?.toLowerCase().endsWith('.pdf');
}

/** The pdf viewer shows one page under 568 px of width, two side by side from there on (memorial-portal 2). */
export const TWO_PAGES_QUERY = '(min-width: 568px)';

/** Zoom steps of the viewer, as a share of the size that fits. */
export const ZOOM_STEPS = [0.5, 0.75, 1, 1.25, 1.5, 2, 3] as const;

/** The pages shown together: the spread that holds `page` (1-based), one or two pages. */
export function spreadOf(page: number, perSpread: 1 | 2, numPages: number): number[] {
  const first = perSpread === 2 ? page - ((page - 1) % 2) : page;
  return Array.from({ length: perSpread }, (_, i) => first + i).filter((n) => n >= 1 && n <= numPages);
}

/** "Page 3 of 8" or "Pages 3–4 of 8". */
export function pagesLabel(pages: readonly number[], numPages: number): string {
  if (pages.length > 1) return `Pages ${pages[0]}–${pages[pages.length - 1]} of ${numPages}`;
  return `Page ${pages[0] ?? 1} of ${numPages}`;
}
