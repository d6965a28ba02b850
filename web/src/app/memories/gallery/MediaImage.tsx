import { useEffect, useState, type CSSProperties } from 'react';
import { ImageIcon } from '../../icons';

export interface MediaImageProps {
  src: string;
  alt: string;
  className?: string;
  style?: CSSProperties;
  /** Shown in the placeholder when the image cannot be loaded (the family website view says Failed to load image). */
  failedText?: string;
  onLoad?: () => void;
  onFailed?: () => void;
  /** lazy unless the picture is on screen from the start (the carousel's slide shown). */
  loading?: 'lazy' | 'eager';
}

/** An image that turns into a quiet placeholder when it cannot be loaded. */
export function MediaImage({ src, alt, className, style, failedText, onLoad, onFailed, loading = 'lazy' }: MediaImageProps) {
  const [failed, setFailed] = useState(false);
  useEffect(() => setFailed(false), [src]);
  if (failed) {
    const named = failedText ?? alt;
    const a11y = named ? { role: 'img', 'aria-label': named } : { 'aria-hidden': true };
    return (
      // A decorative image (alt "") stays hidden from assistive technology when it fails, too.
      <span className={`media-fallback ${className ?? ''}`} {...a11y} style={style}>
        <ImageIcon size={26} />
        {failedText && <span className="media-fallback__text">{failedText}</span>}
      </span>
    );
  }
  return (
    <img
      src={src}
      alt={alt}
      className={className}
      style={style}
      loading={loading}
      decoding="async"
      onLoad={onLoad}
      onError={() => {
        setFailed(true);
        onFailed?.();
      }}
    />
  );
}
