import { lazy, Suspense } from 'react';
import { Group, Loader, Text } from '@mantine/core';
import { GALLERY_TEXTS as G } from '@memorial/schema';
import { LazyModal } from '../../LazyModal';
import { useT } from '../../i18n';
import type { PdfViewerProps } from './PdfViewer';
import './gallery.css';

/** pdf.js, react-pdf and the worker load with this chunk, only once a document is opened. */
const PdfViewer = lazy(() => import('./PdfViewer'));

function Opening() {
  const t = useT();
  return (
    <Group gap="xs" justify="center" p="xl">
      <Loader size="sm" color="sage" />
      <Text size="sm">{t(G, 'openingDocument')}</Text>
    </Group>
  );
}

/** The pdf viewer, loaded when first shown. */
export function LazyPdfViewer(props: PdfViewerProps) {
  return (
    <Suspense fallback={<Opening />}>
      <PdfViewer {...props} />
    </Suspense>
  );
}

export interface DocumentViewerProps {
  document: { src: string; name: string } | null;
  onClose: () => void;
}

/** The document viewer of wide screens: a pdf in a large dialog over the page. */
export function DocumentViewer({ document, onClose }: DocumentViewerProps) {
  return (
    <LazyModal
      opened={!!document}
      onClose={onClose}
      title={document?.name}
      size="min(1180px, calc(100vw - 2rem))"
      classNames={{ body: 'document-viewer__body' }}
    >
      {document && <LazyPdfViewer src={document.src} name={document.name} />}
    </LazyModal>
  );
}
