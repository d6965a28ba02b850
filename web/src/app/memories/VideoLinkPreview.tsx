import { useId, useState } from 'react';
import { MEDIA_MESSAGES, MEMORY_SCREEN_TEXTS } from '@memorial/schema';
import { useT } from '../i18n';
import { PlayIcon } from '../icons';
import { videoLinkInfo, type MediaItem } from './media';

/**
 * A video link: a plain placeholder with its title until the visitor asks for the provider's player, so that opening a
 * page contacts no video site (no still from it either); the player then starts.
 */
export function VideoLinkPreview({ item }: { item: MediaItem }) {
  const t = useT();
  const info = videoLinkInfo(item.src);
  const [playing, setPlaying] = useState(false);
  const titleId = useId();
  const title = item.linkTitle || (info ? t(MEMORY_SCREEN_TEXTS, 'videoOf', { site: info.providerName }) : item.src);
  if (!info) {
    return (
      <a href={item.src} target="_blank" rel="noopener noreferrer" className="video-link">
        {title}
      </a>
    );
  }
  if (!playing) {
    return (
      <div className="video-embed video-embed--placeholder">
        <span className="video-embed__name" id={titleId}>
          {title}
        </span>
        <button type="button" className="video-embed__load" onClick={() => setPlaying(true)} aria-describedby={titleId}>
          <PlayIcon size={20} aria-hidden />
          {t(MEDIA_MESSAGES, 'loadVideoPreview', { site: info.providerName })}
        </button>
        <span className="video-embed__note">{t(MEDIA_MESSAGES, 'videoPreviewNote', { site: info.providerName })}</span>
      </div>
    );
  }
  return (
    <div className="video-embed">
      <iframe
        src={`${info.embedUrl}${info.source === 'tribute' ? '' : '?autoplay=1'}`}
        title={title}
        allow="accelerometer; autoplay; encrypted-media; gyroscope; picture-in-picture; fullscreen"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
      />
    </div>
  );
}
