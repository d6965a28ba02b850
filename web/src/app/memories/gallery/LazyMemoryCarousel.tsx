import { lazy } from 'react';
import { Title } from '@mantine/core';
import { GALLERY_TEXTS as G } from '@memorial/schema';
import { NearScreen } from '../../NearScreen';
import { useT } from '../../i18n';
import { useCarouselItems } from './carouselItems';
import type { MemoryCarouselProps } from './MemoryCarousel';
import './gallery.css';

const MemoryCarousel = lazy(async () => ({ default: (await import('./MemoryCarousel')).MemoryCarousel }));

/**
 * The memory carousel, whose code (Mantine's carousel, embla) loads when its place comes near the screen: on the
 * memorial page it lies below a visitor's first screen. Its place holds the section's heading and the slide's frame.
 */
export function LazyMemoryCarousel({ memories, title: givenTitle }: MemoryCarouselProps) {
  const t = useT();
  const title = givenTitle ?? t(G, 'photosAndVideos');
  const n = useCarouselItems(memories).length;
  if (!n) return null;
  const place = (
    <section className="memorial-section memory-carousel" aria-label={title} aria-busy="true">
      <Title order={2} className="memorial-section__title">
        {title}
      </Title>
      <div className="memory-carousel__slide" />
      {n > 1 && <div className="memory-carousel__bar memory-carousel__bar--place" />}
    </section>
  );
  return (
    <NearScreen fallback={place}>
      <MemoryCarousel memories={memories} title={title} />
    </NearScreen>
  );
}
