import { useEffect, useMemo, useState, type KeyboardEvent, type ReactNode } from 'react';
import { ActionIcon, Button, Group, Loader, Stack, Text, Tooltip } from '@mantine/core';
import { useElementSize, useMediaQuery } from '@mantine/hooks';
import { Document, Page, pdfjs } from 'react-pdf';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import 'react-pdf/dist/Page/TextLayer.css';
import 'react-pdf/dist/Page/AnnotationLayer.css';
import { GALLERY_TEXTS as G, GALLERY_VIEWER_TEXTS as V } from '@memorial/schema';
import { ChevronLeftIcon, ChevronRightIcon, DownloadIcon } from '../../icons';
import { useT } from '../../i18n';
import { pagesLabel, spreadOf, TWO_PAGES_QUERY, ZOOM_STEPS } from './documents';
import { FitIcon, ZoomInIcon, ZoomOutIcon } from './viewerIcons';
import './gallery.css';

// This module is loaded only when a document opens: pdf.js and its worker come with it, never with the page.
pdfjs.GlobalWorkerOptions.workerSrc = workerUrl;

/** No eval (the page's Content-Security-Policy allows none); fonts the file does not embed fall back to the browser's. */
const PDF_OPTIONS = { isEvalSupported: false } as const;
const GAP = 12;

export interface PdfViewerProps {
  /** The file's (signed) address: the same permission as the gallery that listed it. */
  src: string;
  name: string;
  /** The dark single-file page of phones, or the light modal. */
  tone?: 'light' | 'dark';
}

interface PdfToolbarProps {
  perSpread: 1 | 2;
  label: string;
  back: () => unknown;
  forward: () => unknown;
  canBack: boolean;
  canForward: boolean;
  zoom: number;
  zoomIn: () => unknown;
  zoomOut: () => unknown;
  onFit: () => void;
  zoomIndex: number;
  download: ReactNode;
}

/** Previous / next page with the position, zoom out / in with the zoom, fit to the window, and Download. */
function PdfToolbar(props: PdfToolbarProps) {
  const t = useT();
  const { perSpread, label, back, forward, canBack, canForward, zoom, zoomIn, zoomOut, onFit, zoomIndex, download } = props;
  return (
    <Group className="pdf-viewer__bar" justify="space-between" gap="xs" wrap="wrap">
      <Group gap={6} wrap="nowrap">
        <Tooltip label={perSpread === 2 ? t(V, 'previousPages') : t(V, 'previousPage')} w="auto">
          <ActionIcon
            variant="default"
            size="lg"
            radius="xl"
            aria-label={perSpread === 2 ? t(V, 'previousPages') : t(V, 'previousPage')}
            onClick={back}
            disabled={!canBack}
          >
            <ChevronLeftIcon />
          </ActionIcon>
        </Tooltip>
        <Text size="sm" fw={600} className="pdf-viewer__position" aria-live="polite" data-testid="pdf-position">
          {label || t(G, 'openingDocument')}
        </Text>
        <Tooltip label={perSpread === 2 ? t(V, 'nextPages') : t(V, 'nextPage')} w="auto">
          <ActionIcon
            variant="default"
            size="lg"
            radius="xl"
            aria-label={perSpread === 2 ? t(V, 'nextPages') : t(V, 'nextPage')}
            onClick={forward}
            disabled={!canForward}
          >
            <ChevronRightIcon />
          </ActionIcon>
        </Tooltip>
      </Group>
      <Group gap={6} wrap="nowrap">
        <Tooltip label={t(V, 'zoomOut')} w="auto">
          <ActionIcon variant="default" size="lg" radius="xl" aria-label={t(V, 'zoomOut')} onClick={zoomOut} disabled={zoomIndex <= 0}>
            <ZoomOutIcon />
          </ActionIcon>
        </Tooltip>
        <Text size="sm" fw={600} w={44} ta="center" aria-live="polite" data-testid="pdf-zoom">
          {Math.round(zoom * 100)}%
        </Text>
        <Tooltip label={t(V, 'zoomIn')} w="auto">
          <ActionIcon
            variant="default"
            size="lg"
            radius="xl"
            aria-label={t(V, 'zoomIn')}
            onClick={zoomIn}
            disabled={zoomIndex >= ZOOM_STEPS.length - 1}
          >
            <ZoomInIcon />
          </ActionIcon>
        </Tooltip>
        <Tooltip label={t(V, 'fitToWindow')} w="auto">
          <ActionIcon variant="default" size="lg" radius="xl" aria-label={t(V, 'fitToWindow')} onClick={onFit} disabled={zoom === 1}>
            <FitIcon />
          </ActionIcon>
        </Tooltip>
        {download}
      </Group>
    </Group>
  );
}

interface PdfPagesProps {
  file: { url: string };
  /** The pages of the spread shown (none until the area is measured). */
  pages: readonly number[];
  pageWidth: number;
  aspect: number;
  onNumPages: (numPages: number) => void;
  onFailed: () => void;
  onAspect: (aspect: number) => void;
}

/** The document (loaded by pdf.js) and the pages of the spread, the first page's shape setting the aspect. */
function PdfPages({ file, pages, pageWidth, aspect, onNumPages, onFailed, onAspect }: PdfPagesProps) {
  const t = useT();
  return (
    <Document
      file={file}
      options={PDF_OPTIONS}
      onLoadSuccess={(pdf) => onNumPages(pdf.numPages)}
      onLoadError={onFailed}
      loading={
        <Group gap="xs" justify="center" p="xl">
          <Loader size="sm" color="sage" />
          <Text size="sm">{t(G, 'openingDocument')}</Text>
        </Group>
      }
      className="pdf-viewer__document"
    >
      {pages.map((n) => (
        <Page
          key={n}
          pageNumber={n}
          width={pageWidth}
          className="pdf-viewer__page"
          onLoadSuccess={(p) => n === 1 && onAspect(p.originalWidth / p.originalHeight)}
          loading={<div className="pdf-viewer__placeholder" style={{ width: pageWidth, height: pageWidth / aspect }} />}
        />
      ))}
    </Document>
  );
}

/** The spread shown, the zoom and the keys that page and zoom; all back to the start when the document changes. */
function usePdfNavigation(src: string, perSpread: 1 | 2) {
  const [numPages, setNumPages] = useState(0);
  const [page, setPage] = useState(1);
  const [zoom, setZoom] = useState(1);
  const [aspect, setAspect] = useState(8.5 / 11);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    setPage(1);
    setNumPages(0);
    setFailed(false);
    setZoom(1);
  }, [src]);

  const pages = numPages ? spreadOf(page, perSpread, numPages) : [];
  const first = pages[0] ?? 1;
  const last = pages[pages.length - 1] ?? 1;
  const canBack = first > 1;
  const canForward = last < numPages;
  const back = () => canBack && setPage(Math.max(1, first - perSpread));
  const forward = () => canForward && setPage(last + 1);
  const zoomIndex = ZOOM_STEPS.indexOf(zoom as (typeof ZOOM_STEPS)[number]);
  const zoomIn = () => zoomIndex < ZOOM_STEPS.length - 1 && setZoom(ZOOM_STEPS[zoomIndex + 1]!);
  const zoomOut = () => zoomIndex > 0 && setZoom(ZOOM_STEPS[zoomIndex - 1]!);

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const el = e.currentTarget;
    const scrollsSideways = el.scrollWidth > el.clientWidth + 1;
    const keys: Record<string, () => unknown> = {
      PageUp: back,
      PageDown: forward,
      Home: () => setPage(1),
      End: () => setPage(numPages || 1),
      '+': zoomIn,
      '=': zoomIn,
      '-': zoomOut,
      '0': () => setZoom(1),
      // Arrows page through the document unless a zoomed page scrolls sideways.
      ...(scrollsSideways ? {} : { ArrowLeft: back, ArrowRight: forward }),
    };
    const act = keys[e.key];
    if (!act || e.altKey || e.ctrlKey || e.metaKey) return;
    e.preventDefault();
    act();
  };

  return {
    numPages,
    setNumPages,
    pages,
    canBack,
    canForward,
    back,
    forward,
    zoom,
    setZoom,
    zoomIndex,
    zoomIn,
    zoomOut,
    aspect,
    setAspect,
    failed,
    setFailed,
    onKeyDown,
  };
}

/**
 * A pdf in the page (pdf.js through react-pdf): one page under 568 px of width, two side by side above;
 * previous / next page and zoom by buttons or keys (Page Up / Page Down, arrows, + and -, 0 to fit);
 * the text layer keeps the text readable by assistive technology and selectable; Download is the file itself.
 */
export default function PdfViewer({ src, name, tone = 'light' }: PdfViewerProps) {
  const t = useT();
  const twoUp = !!useMediaQuery(TWO_PAGES_QUERY, true);
  const perSpread: 1 | 2 = twoUp ? 2 : 1;
  const { ref, width, height } = useElementSize<HTMLDivElement>();
  const nav = usePdfNavigation(src, perSpread);
  const { numPages, setNumPages, pages, zoom, setZoom, aspect, setAspect, failed, setFailed } = nav;
  const file = useMemo(() => ({ url: src }), [src]);
  // Each page fits the area (width and height) at 100 %; zoom scales from there.
  const fitWidth = width && height ? Math.min((width - GAP * (perSpread - 1) - 8) / perSpread, (height - 8) * aspect) : 0;
  const pageWidth = Math.max(120, Math.floor(fitWidth * zoom));
  const label = numPages ? pagesLabel(pages, numPages) : '';

  const download = (
    <Button
      component="a"
      href={src}
      download={name}
      variant={tone === 'dark' ? 'white' : 'default'}
      color={tone === 'dark' ? 'dark' : undefined}
      size="compact-sm"
      leftSection={<DownloadIcon size={15} />}
      aria-label={t(G, 'download', { name })}
    >
      {t(V, 'downloadButton')}
    </Button>
  );

  if (failed) {
    return (
      <Stack align="center" gap="sm" p="lg" className={`pdf-viewer pdf-viewer--${tone}`} role="alert">
        <Text fw={600}>{t(V, 'cannotShowDocument')}</Text>
        {download}
      </Stack>
    );
  }

  return (
    <div className={`pdf-viewer pdf-viewer--${tone}`} data-pages-shown={pages.length || undefined}>
      <PdfToolbar
        perSpread={perSpread}
        label={label}
        back={nav.back}
        forward={nav.forward}
        canBack={nav.canBack}
        canForward={nav.canForward}
        zoom={zoom}
        zoomIn={nav.zoomIn}
        zoomOut={nav.zoomOut}
        onFit={() => setZoom(1)}
        zoomIndex={nav.zoomIndex}
        download={download}
      />
      {/* Focusable so that a keyboard can page, zoom and scroll a zoomed page. */}
      <div
        ref={ref}
        className="pdf-viewer__pages"
        tabIndex={0}
        role="region"
        aria-label={label ? `${name}, ${label.toLowerCase()}` : name}
        aria-keyshortcuts="PageUp PageDown ArrowLeft ArrowRight Home End + - 0"
        onKeyDown={nav.onKeyDown}
        data-testid="pdf-pages"
      >
        <PdfPages
          file={file}
          pages={fitWidth > 0 ? pages : []}
          pageWidth={pageWidth}
          aspect={aspect}
          onNumPages={setNumPages}
          onFailed={() => setFailed(true)}
          onAspect={setAspect}
        />
      </div>
    </div>
  );
}
