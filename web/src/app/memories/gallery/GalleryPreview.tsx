import type { ReactNode } from 'react';
import { UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import { GALLERY_TEXTS as G } from '@memorial/schema';
import { MusicIcon, PlayIcon } from '../../icons';
import { useT } from '../../i18n';
import { displayName, type MediaItem } from '../media';
import { MediaImage } from './MediaImage';

/** How many items the preview shows before the +N overlay. */
export const PREVIEW_COUNT = 2;

/** The single-file viewer of phones reads its list from local storage under the file id, written just before it opens. */
export function storeMobileList(fileId: number, items: readonly MediaItem[]): void {
  try {
    localStorage.setItem(String(fileId), JSON.stringify(items));
  } catch {
    // storage full or disabled: the viewer then shows the one file it can find
  }
}

export function TileContent({ item, failedText }: { item: MediaItem; failedText?: string }) {
  const name = displayName(item);
  if (item.fileType === 'Image') {
    return <MediaImage src={item.thumbnailUrl || item.src} alt={name} className="gallery-tile__img" failedText={failedText} />;
  }
  if (item.fileType === 'Video') {
    // A video link's still would come from its provider: the tile shows none (the page contacts no video site).
    const still = item.isLink ? null : item.thumbnailUrl;
    return (
      <span className="gallery-tile__media gallery-tile__media--video">
        {still && <MediaImage src={still} alt="" className="gallery-tile__img" />}
        <span className="gallery-tile__play" aria-hidden>
          <PlayIcon size={22} />
        </span>
        <span className="gallery-tile__caption">{name}</span>
      </span>
    );
  }
  return (
    <span className="gallery-tile__media gallery-tile__media--audio">
      <MusicIcon size={28} />
      <span className="gallery-tile__caption">{name}</span>
    </span>
  );
}

export interface GalleryPreviewProps {
  items: readonly MediaItem[];
  /** Opens the in-page viewer at an item (wide screens). */
  onOpen: (index: number) => void;
  /** Phones link each item to /gallery/file/{fileId} in a new tab instead. */
  mobile: boolean;
  failedText?: string;
  /** Names the group for assistive technology, e.g. "Photos of Sunday dinners". */
  label: string;
}

/** The first two items, the second with a +N overlay for the rest. */
export function GalleryPreview({ items, onOpen, mobile, failedText, label }: GalleryPreviewProps) {
  const t = useT();
  if (!items.length) return null;
  const shown = items.slice(0, PREVIEW_COUNT);
  const more = items.length - shown.length;

  return (
    <div className={`gallery-preview gallery-preview--${shown.length}`} role="group" aria-label={label}>
      {shown.map((item, i) => {
        const overlay = i === shown.length - 1 && more > 0;
        const name = displayName(item);
        const accessible = overlay ? t(G, 'andMore', { name, more }) : name;
        const inner: ReactNode = (
          <>
            <TileContent item={item} failedText={failedText} />
            {overlay && (
              <span className="gallery-tile__more" aria-hidden data-testid="gallery-more">
                +{more}
              </span>
            )}
          </>
        );
        return mobile ? (
          <Link
            key={item.id}
            to={`/gallery/file/${item.id}`}
            target="_blank"
            rel="noopener"
            className="gallery-tile"
            aria-label={t(G, 'openInNewTab', { name: accessible })}
            onClick={() => storeMobileList(item.id, items)}
          >
            {inner}
          </Link>
        ) : (
          <UnstyledButton key={item.id} className="gallery-tile" aria-label={t(G, 'open', { name: accessible })} onClick={() => onOpen(i)}>
            {inner}
          </UnstyledButton>
        );
      })}
    </div>
  );
}
