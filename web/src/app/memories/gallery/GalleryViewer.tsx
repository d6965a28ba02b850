import { useEffect, useState } from 'react';
import { ActionIcon, Button, Group, Text } from '@mantine/core';
import { LazyModal } from '../../LazyModal';
import { GALLERY_VIEWER_TEXTS as G } from '@memorial/schema';
import { ChevronLeftIcon, ChevronRightIcon, DownloadIcon, TrashIcon } from '../../icons';
import { useT } from '../../i18n';
import { downloadFile } from '../../media/download';
import { displayName, type MediaItem } from '../media';
import { VideoLinkPreview } from '../VideoLinkPreview';
import { MediaImage } from './MediaImage';
import { RotateTool } from './RotateTool';

/** What the family (or staff) may do with a file in the viewer. */
export interface MediaManager {
  rotateVariant: 'family' | 'admin';
  /** Saves a new angle from upright; answers whether it was saved. */
  onRotate: (item: MediaItem, angle: number) => Promise<boolean>;
  /** Asks to delete the file (the caller confirms). */
  onDelete: (item: MediaItem) => void;
}

/** One file on a stage: the picture, a player for video or audio, or the embedded video link. */
export function MediaStage({
  item,
  turn = 0,
  failedText,
  onImageLoad,
  label,
}: {
  item: MediaItem;
  turn?: number;
  failedText?: string;
  onImageLoad?: () => void;
  /** What the file is, read out as its text alternative: the viewer's caption (its memory's title); else its name. */
  label?: string;
}) {
  const name = displayName(item);
  const described = label || name;
  if (item.fileType === 'Image') {
    return (
      <MediaImage
        key={item.src}
        src={item.src}
        alt={described}
        className={`media-stage__img${turn % 180 === 90 ? ' media-stage__img--sideways' : ''}`}
        style={{ transform: turn ? `rotate(${turn}deg)` : undefined }}
        failedText={failedText}
        onLoad={onImageLoad}
      />
    );
  }
  if (item.fileType === 'Video') {
    // The provider's player loads when the visitor asks for it, as on the page (asked again for the next video).
    if (item.isLink) return <VideoLinkPreview key={item.src} item={item} />;
    return <video className="media-stage__video" src={item.src} controls preload="metadata" aria-label={described} />;
  }
  return (
    <div className="media-stage__audio">
      <Text fw={600} mb="sm">
        {name}
      </Text>
      <audio src={item.src} controls preload="metadata" aria-label={described} />
    </div>
  );
}

export interface GalleryViewerProps {
  items: readonly MediaItem[];
  index: number | null;
  onIndex: (index: number | null) => void;
  failedText?: string;
  manage?: MediaManager;
  /** The caption of files that do not carry their memory's title (a memory's own photos): that title. */
  memoryTitle?: string | null;
}

interface ViewerToolsProps {
  item: MediaItem;
  manage: MediaManager;
  /** The picture has loaded (download, delete and rotate wait for it). */
  loaded: boolean;
  onPreview: (turn: number) => void;
  downloading: boolean;
  onDownload: () => Promise<void>;
}

/** The family's tools under the viewer: rotate a picture, download and delete. */
function ViewerTools({ item, manage, loaded, onPreview, downloading, onDownload }: ViewerToolsProps) {
  const t = useT();
  // Download and delete wait for a picture to load; other files have nothing to wait for.
  const ready = item.fileType !== 'Image' || loaded;
  return (
    <Group justify="space-between" mt="md" pt="md" className="viewer__tools" gap="sm">
      {item.fileType === 'Image' && !item.isLink ? (
        <RotateTool
          key={item.id}
          variant={manage.rotateVariant}
          current={item.rotationAngle}
          onPreview={onPreview}
          onSave={(angle) => manage.onRotate(item, angle)}
          disabled={!loaded}
        />
      ) : (
        <span />
      )}
      <Group gap="xs">
        {!item.isLink && (
          <Button
            variant="default"
            size="compact-sm"
            leftSection={<DownloadIcon size={15} />}
            disabled={!ready}
            loading={downloading}
            onClick={onDownload}
          >
            {t(G, 'downloadButton')}
          </Button>
        )}
        <Button
          variant="light"
          color="red"
          size="compact-sm"
          leftSection={<TrashIcon size={15} />}
          disabled={!ready}
          onClick={() => manage.onDelete(item)}
        >
          {t(G, 'deleteButton')}
        </Button>
      </Group>
    </Group>
  );
}

/** The modal viewer of wide screens: previous / next and n/total. */
export function GalleryViewer({ items, index, onIndex, failedText, manage, memoryTitle }: GalleryViewerProps) {
  const t = useT();
  const opened = index !== null && items.length > 0;
  const i = opened ? Math.min(index, items.length - 1) : 0;
  const item = items[i];
  const [turn, setTurn] = useState(0);
  const [loaded, setLoaded] = useState(false);
  const [downloading, setDownloading] = useState(false);

  useEffect(() => {
    setTurn(0);
    setLoaded(false);
  }, [item?.id, item?.src]);

  const go = (step: number) => onIndex((i + step + items.length) % items.length);

  useEffect(() => {
    if (!opened || items.length < 2) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'ArrowLeft') go(-1);
      if (e.key === 'ArrowRight') go(1);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  if (!item) return null;
  const name = displayName(item);
  // Captioned by the memory it belongs to; a file name (IMG_2041.jpg) says nothing to a visitor.
  const caption = item.memoryTitle || memoryTitle || name;

  return (
    <LazyModal opened={opened} onClose={() => onIndex(null)} title={caption} size="xl">
      <div className="media-stage" data-testid="media-stage">
        <MediaStage item={item} turn={turn} failedText={failedText} onImageLoad={() => setLoaded(true)} label={caption} />
      </div>
      <Group justify="space-between" mt="md" wrap="nowrap">
        <ActionIcon
          variant="default"
          size="lg"
          radius="xl"
          aria-label={t(G, 'previous')}
          onClick={() => go(-1)}
          disabled={items.length < 2}
        >
          <ChevronLeftIcon />
        </ActionIcon>
        <Text fw={600} c="stone.8" aria-live="polite" data-testid="viewer-position">
          {i + 1}/{items.length}
        </Text>
        <ActionIcon variant="default" size="lg" radius="xl" aria-label={t(G, 'next')} onClick={() => go(1)} disabled={items.length < 2}>
          <ChevronRightIcon />
        </ActionIcon>
      </Group>
      {manage && (
        <ViewerTools
          item={item}
          manage={manage}
          loaded={loaded}
          onPreview={setTurn}
          downloading={downloading}
          onDownload={async () => {
            setDownloading(true);
            await downloadFile(item.id, name);
            setDownloading(false);
          }}
        />
      )}
    </LazyModal>
  );
}
