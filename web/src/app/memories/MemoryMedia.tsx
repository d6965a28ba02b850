import { lazy, Suspense, useState } from 'react';
import { ActionIcon, Group, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { getFragmentData, graphql, type FragmentType } from '../../gql';
import { MEMORY_MEDIA_TEXTS as M } from '@memorial/schema';
import { DownloadIcon, TrashIcon } from '../icons';
import { useT } from '../i18n';
import { LazyTooltip } from '../LazyTooltip';
import { useLatched } from '../useLatched';
import { downloadFile } from '../media/download';
import { DocumentList } from './gallery/DocumentList';
import { GalleryPreview } from './gallery/GalleryPreview';
import { byId, displayName, isDocument, MOBILE_QUERY, type MediaItem } from './media';
import { VideoLinkPreview } from './VideoLinkPreview';

// The viewer (its stage, rotation and delete tools) loads when a photo is first opened.
const GalleryViewer = lazy(async () => ({ default: (await import('./gallery/GalleryViewer')).GalleryViewer }));

export const MemoryMediaFragment = graphql(`
  fragment MemoryMedia_file on MemoryFile {
    id
    fileType
    src
    thumbnailUrl
    fileName
    isLink
    linkTitle
    rotationAngle
  }
`);

export interface MemoryMediaManager {
  rotateVariant: 'family' | 'admin';
  onRotate: (file: MediaItem, angle: number) => Promise<boolean>;
  onDelete: (file: MediaItem) => void;
  /** The admin view hides the document menu. */
  hideDocumentMenu?: boolean;
}

function FileTools({ item, manage }: { item: MediaItem; manage: MemoryMediaManager }) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const name = displayName(item);
  return (
    <Group gap={4} wrap="nowrap" className="file-tools">
      {!item.isLink && (
        <LazyTooltip label={t(M, 'download', { name })} w="auto">
          <ActionIcon
            variant="subtle"
            color="stone.8"
            aria-label={t(M, 'download', { name })}
            loading={busy}
            onClick={async () => {
              setBusy(true);
              await downloadFile(item.id, name);
              setBusy(false);
            }}
          >
            <DownloadIcon size={16} />
          </ActionIcon>
        </LazyTooltip>
      )}
      <LazyTooltip label={t(M, 'delete', { name })} w="auto">
        <ActionIcon variant="subtle" color="red" aria-label={t(M, 'delete', { name })} onClick={() => manage.onDelete(item)}>
          <TrashIcon size={16} />
        </ActionIcon>
      </LazyTooltip>
    </Group>
  );
}

export interface MemoryMediaProps {
  files: ReadonlyArray<FragmentType<typeof MemoryMediaFragment>>;
  memoryTitle: string;
  manage?: MemoryMediaManager;
  failedText?: string;
}

/** A memory's media: photos as a gallery preview, audio players, video previews, and documents listed apart. */
export function MemoryMedia({ files: refs, memoryTitle, manage, failedText }: MemoryMediaProps) {
  const t = useT();
  const files = byId(getFragmentData(MemoryMediaFragment, refs) as readonly MediaItem[]);
  const mobile = !!useMediaQuery(MOBILE_QUERY);
  const [viewing, setViewing] = useState<number | null>(null);
  // Once opened, the viewer stays mounted (its closing transition, the focus it gives back).
  const viewerUsed = useLatched(viewing !== null);
  const images = files.filter((f) => f.fileType === 'Image');
  const videos = files.filter((f) => f.fileType === 'Video');
  const audio = files.filter((f) => f.fileType === 'Audio');
  const documents = files.filter(isDocument);
  if (!files.length) return null;

  return (
    <div className="memory-media">
      {images.length > 0 && (
        <>
          <GalleryPreview
            items={images}
            onOpen={setViewing}
            mobile={mobile && !manage}
            failedText={failedText}
            label={memoryTitle ? t(M, 'photosOf', { title: memoryTitle }) : t(M, 'photosOfThisMemory')}
          />
          {viewerUsed && (
            <Suspense fallback={null}>
              <GalleryViewer
                items={images}
                index={viewing}
                onIndex={setViewing}
                failedText={failedText}
                memoryTitle={memoryTitle}
                manage={
                  manage
                    ? { rotateVariant: manage.rotateVariant, onRotate: manage.onRotate, onDelete: (f) => manage.onDelete(f) }
                    : undefined
                }
              />
            </Suspense>
          )}
        </>
      )}
      {videos.map((v) => (
        <div key={v.id} className="memory-media__row">
          {v.isLink ? (
            <VideoLinkPreview item={v} />
          ) : (
            <video className="memory-video" src={v.src} controls preload="metadata" aria-label={displayName(v)} />
          )}
          {manage && <FileTools item={v} manage={manage} />}
        </div>
      ))}
      {audio.map((a) => (
        <figure key={a.id} className="memory-audio">
          <figcaption>
            <Text size="sm" fw={600} truncate="end" title={displayName(a)}>
              {displayName(a)}
            </Text>
            {manage && <FileTools item={a} manage={manage} />}
          </figcaption>
          <audio src={a.src} controls preload="metadata" aria-label={displayName(a)} />
        </figure>
      ))}
      <DocumentList files={documents} manage={manage && !manage.hideDocumentMenu ? { onDelete: manage.onDelete } : undefined} />
    </div>
  );
}
