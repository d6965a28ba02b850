import { useState } from 'react';
import { ActionIcon, Anchor, Group, Text, UnstyledButton } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Link } from 'react-router';
import { GALLERY_TEXTS as G } from '@memorial/schema';
import { DocumentIcon, DownloadIcon, TrashIcon } from '../../icons';
import { useT } from '../../i18n';
import { LazyTooltip } from '../../LazyTooltip';
import { downloadFile } from '../../media/download';
import { byId, displayName, MOBILE_QUERY, shortenFileName, type MediaItem } from '../media';
import { isPdf } from './documents';
import { DocumentViewer } from './DocumentViewer';
import { storeMobileList } from './GalleryPreview';
import './gallery.css';

/** More documents than this scroll within 350 px. */
export const DOCUMENT_SCROLL_AFTER = 7;
export const DOCUMENT_SCROLL_HEIGHT = 350;

export interface DocumentListProps {
  files: readonly MediaItem[];
  /** Download and delete, for the family with access (the admin view hides the document menu). */
  manage?: { onDelete: (file: MediaItem) => void };
  label?: string;
}

/** More than seven documents scroll (the 350 px list). */
export const documentsScroll = (count: number): boolean => count > DOCUMENT_SCROLL_AFTER;

interface DocumentItemProps {
  file: MediaItem;
  mobile: boolean;
  manage: DocumentListProps['manage'];
  /** Its download is under way. */
  busy: boolean;
  onDownload: (name: string) => Promise<void>;
  onView: (document: { src: string; name: string }) => void;
}

/** One document: its name (a link to it, or to the viewer for a pdf) and, for the family, Download and Delete. */
function DocumentItem({ file: f, mobile, manage, busy, onDownload, onView }: DocumentItemProps) {
  const t = useT();
  const name = displayName(f);
  return (
    <li className="document-list__item">
      <span className="document-list__icon" aria-hidden>
        <DocumentIcon size={18} />
      </span>
      {/* The name read out starts with the text shown (WCAG 2.5.3); the full name is the title. */}
      {!isPdf(f) ? (
        <Anchor href={f.src} target="_blank" rel="noopener noreferrer" className="document-list__name" title={name}>
          {shortenFileName(name)}
          <span className="visually-hidden">{t(G, 'opensNewTab')}</span>
        </Anchor>
      ) : mobile ? (
        <Anchor
          component={Link}
          to={`/gallery/file/${f.id}`}
          target="_blank"
          rel="noopener"
          className="document-list__name"
          title={name}
          onClick={() => storeMobileList(f.id, [f])}
        >
          {shortenFileName(name)}
          <span className="visually-hidden">{t(G, 'opensInNewTab')}</span>
        </Anchor>
      ) : (
        <UnstyledButton className="document-list__name document-list__open" title={name} onClick={() => onView({ src: f.src, name })}>
          {shortenFileName(name)}
          <span className="visually-hidden">{t(G, 'opensViewer')}</span>
        </UnstyledButton>
      )}
      {manage && (
        <Group gap={4} wrap="nowrap">
          <LazyTooltip label={t(G, 'download', { name })} w="auto">
            <ActionIcon
              variant="subtle"
              color="stone.8"
              aria-label={t(G, 'download', { name })}
              loading={busy}
              onClick={() => void onDownload(name)}
            >
              <DownloadIcon size={16} />
            </ActionIcon>
          </LazyTooltip>
          <LazyTooltip label={t(G, 'delete', { name })} w="auto">
            <ActionIcon variant="subtle" color="red" aria-label={t(G, 'delete', { name })} onClick={() => manage.onDelete(f)}>
              <TrashIcon size={16} />
            </ActionIcon>
          </LazyTooltip>
        </Group>
      )}
    </li>
  );
}

/**
 * Documents (pdf, docx...) listed apart from the photos, by id ascending. A pdf opens in the document viewer:
 * a dialog on wide screens, /gallery/file/{fileId} in a new tab on phones; other documents are downloaded.
 */
export function DocumentList({ files, manage, label: givenLabel }: DocumentListProps) {
  const t = useT();
  const label = givenLabel ?? t(G, 'documents');
  const [busy, setBusy] = useState<number | null>(null);
  const [viewing, setViewing] = useState<{ src: string; name: string } | null>(null);
  const mobile = !!useMediaQuery(MOBILE_QUERY);
  if (!files.length) return null;
  const list = (
    <ul className="document-list" aria-label={label}>
      {byId(files).map((f) => (
        <DocumentItem
          key={f.id}
          file={f}
          mobile={mobile}
          manage={manage}
          busy={busy === f.id}
          onDownload={async (name) => {
            setBusy(f.id);
            await downloadFile(f.id, name);
            setBusy(null);
          }}
          onView={setViewing}
        />
      ))}
    </ul>
  );
  return (
    <div className="documents">
      <Text size="xs" tt="uppercase" fw={700} c="stone.7" lts="0.08em" mb={6}>
        {label}
      </Text>
      {documentsScroll(files.length) ? (
        // The browser's own scrolling (Mantine's ScrollArea would bring floating-ui to a visitor's first load).
        <div className="documents__scroll" style={{ height: DOCUMENT_SCROLL_HEIGHT }} data-testid="documents-scroll">
          {list}
        </div>
      ) : (
        list
      )}
      <DocumentViewer document={viewing} onClose={() => setViewing(null)} />
    </div>
  );
}
