import { useMemo } from 'react';
import { ActionIcon, Button, Stack, Text, Title } from '@mantine/core';
import { Link, useNavigate, useParams } from 'react-router';
import { GALLERY_TEXTS as G, GALLERY_VIEWER_TEXTS as V, MEDIA_MESSAGES } from '@memorial/schema';
import { useT } from '../../app/i18n';
import { ChevronLeftIcon, ChevronRightIcon, CloseIcon } from '../../app/icons';
import { displayName, isDocument, type MediaItem } from '../../app/memories/media';
import { isPdf } from '../../app/memories/gallery/documents';
import { LazyPdfViewer } from '../../app/memories/gallery/DocumentViewer';
import { MediaStage } from '../../app/memories/gallery/GalleryViewer';
import '../../app/memories/memories.css';

function readList(fileId: string): MediaItem[] {
  try {
    const raw = localStorage.getItem(fileId);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return Array.isArray(parsed) ? (parsed as MediaItem[]).filter((f) => f && typeof f.id === 'number' && typeof f.src === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * /gallery/file/{fileId}: the single-file viewer of phones. The list it pages
 * through was stored in local storage under the id just before the tab opened;
 * each file shows as a picture, a video player or an audio player by its type, and a pdf in the document viewer.
 */
export function GalleryFilePage() {
  const t = useT();
  const { fileId = '' } = useParams();
  const navigate = useNavigate();
  // The list is the one stored for the file first opened; paging keeps it by passing it along.
  const list = useMemo(() => readList(fileId), [fileId]);
  const index = list.findIndex((f) => String(f.id) === fileId);
  const item = index >= 0 ? list[index] : undefined;

  const go = (step: number) => {
    const next = list[(index + step + list.length) % list.length]!;
    try {
      localStorage.setItem(String(next.id), JSON.stringify(list));
    } catch {
      // the next file then stands alone
    }
    navigate(`/gallery/file/${next.id}`, { replace: true });
  };

  // The viewer opened in a tab of its own: closing it returns to the memorial page behind it.
  const close = () => {
    if (window.history.length > 1) {
      navigate(-1);
      return;
    }
    window.close();
  };

  if (!item) {
    return (
      <main className="gallery-page gallery-page--empty" id="main">
        <Stack align="center" gap="md" p="xl" ta="center">
          <Title order={1} c="white" fz="h3">
            {t(V, 'cannotShowFile')}
          </Title>
          <Text c="gray.4">{t(V, 'openAgain')}</Text>
          <Button component={Link} to="/" variant="white" color="dark">
            {t(V, 'home')}
          </Button>
        </Stack>
      </main>
    );
  }

  return (
    <main className="gallery-page" id="main">
      <header className="gallery-page__bar">
        {/* The file's memory (its name when the stored list has no title) is the heading of this one-file screen. */}
        <Text component="h1" c="white" fw={600} truncate="end" className="gallery-page__name">
          {item.memoryTitle || displayName(item)}
        </Text>
        <Text c="gray.3" data-testid="viewer-position" aria-live="polite">
          {index + 1}/{list.length}
        </Text>
        <ActionIcon variant="subtle" color="gray.0" size="lg" radius="xl" aria-label={t(V, 'close')} onClick={close}>
          <CloseIcon />
        </ActionIcon>
      </header>
      <div className={`gallery-page__stage${isDocument(item) ? ' gallery-page__stage--document' : ''}`}>
        {isPdf(item) ? (
          <LazyPdfViewer src={item.src} name={displayName(item)} tone="dark" />
        ) : isDocument(item) ? (
          <Button component="a" href={item.src} download={displayName(item)} variant="white" color="dark">
            {t(G, 'download', { name: displayName(item) })}
          </Button>
        ) : (
          <MediaStage item={item} failedText={t(MEDIA_MESSAGES, 'failedToLoadImage')} label={item.memoryTitle || undefined} />
        )}
      </div>
      {list.length > 1 && (
        <nav className="gallery-page__nav" aria-label={t(V, 'gallery')}>
          <ActionIcon variant="white" color="dark" size="xl" radius="xl" aria-label={t(V, 'previous')} onClick={() => go(-1)}>
            <ChevronLeftIcon />
          </ActionIcon>
          <ActionIcon variant="white" color="dark" size="xl" radius="xl" aria-label={t(V, 'next')} onClick={() => go(1)}>
            <ChevronRightIcon />
          </ActionIcon>
        </nav>
      )}
    </main>
  );
}
