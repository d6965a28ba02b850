import { useState } from 'react';
import { Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@apollo/client/react';
import { GALLERY_VIEWER_TEXTS as G, MESSAGES } from '@memorial/schema';
import { graphql } from '../../../gql';
import { ImageIcon } from '../../icons';
import { useT } from '../../i18n';
import { byId, isDocument, MOBILE_QUERY, type MediaItem } from '../media';
import { DocumentList } from './DocumentList';
import { GalleryPreview } from './GalleryPreview';
import { GalleryViewer } from './GalleryViewer';

const MemorialGalleryQuery = graphql(`
  query MemorialGallery($opi: String!) {
    gallery(opi: $opi) {
      id
      memoryId
      fileType
      src
      thumbnailUrl
      fileName
      isLink
      linkTitle
      rotationAngle
      memoryTitle
    }
  }
`);

export interface GalleryTabProps {
  opi: string;
  /** The family website view names a broken picture. */
  failedText?: string;
}

/**
 * The Gallery tab: files of the approved, visible memories by id ascending;
 * photos, video and audio as a preview of two with +N, opening the viewer (or,
 * on phones, /gallery/file/{fileId}); documents listed apart.
 */
export function GalleryTab({ opi, failedText }: GalleryTabProps) {
  const t = useT();
  const { data, loading } = useQuery(MemorialGalleryQuery, { variables: { opi }, fetchPolicy: 'cache-and-network' });
  const mobile = !!useMediaQuery(MOBILE_QUERY);
  const [viewing, setViewing] = useState<number | null>(null);
  const files = byId((data?.gallery ?? []) as readonly MediaItem[]);
  const media = files.filter((f) => !isDocument(f));
  const documents = files.filter(isDocument);

  return (
    <section className="memorial-section" aria-labelledby="gallery-heading">
      <Title order={2} id="gallery-heading" className="memorial-section__title">
        {t(G, 'gallery')}
      </Title>
      {loading && !data ? (
        <div className="gallery-preview gallery-preview--2" aria-busy="true" aria-label={t(G, 'loadingGallery')}>
          <Skeleton className="gallery-tile" />
          <Skeleton className="gallery-tile" />
        </div>
      ) : files.length === 0 ? (
        <Stack align="center" gap="xs" py="xl">
          <ThemeIcon variant="light" color="stone" size={48} radius="xl" aria-hidden>
            <ImageIcon size={22} />
          </ThemeIcon>
          <Text c="stone.7">{t(MESSAGES, 'noMemories')}</Text>
        </Stack>
      ) : (
        <Stack gap="lg">
          {media.length > 0 && (
            <>
              <Text size="sm" c="stone.7">
                {t(G, 'items', { count: media.length })}
              </Text>
              <GalleryPreview items={media} onOpen={setViewing} mobile={mobile} failedText={failedText} label={t(G, 'gallery')} />
              <GalleryViewer items={media} index={viewing} onIndex={setViewing} failedText={failedText} />
            </>
          )}
          <DocumentList files={documents} />
        </Stack>
      )}
    </section>
  );
}
