import { useEffect, useId, useRef, useState, type FocusEvent, type RefObject } from 'react';
import { ActionIcon, Button, Group, Text, Title } from '@mantine/core';
import { Carousel } from '@mantine/carousel';
import { useReducedMotion } from '@mantine/hooks';
import type { EmblaCarouselType } from 'embla-carousel';
import '@mantine/carousel/styles.css';
import type { FragmentType } from '../../../gql';
import { useCarouselItems, type CarouselItem, type MemoryCarouselFragment } from './carouselItems';
import { GALLERY_TEXTS as G, GALLERY_VIEWER_TEXTS as V } from '@memorial/schema';
import { ChevronLeftIcon, ChevronRightIcon, MusicIcon, PlayIcon } from '../../icons';
import { useT } from '../../i18n';
import { VideoLinkPreview } from '../VideoLinkPreview';
import { displayName } from '../media';
import { MediaImage } from './MediaImage';
import { useAutoAdvance } from './useAutoAdvance';
import { PauseIcon } from './viewerIcons';
import './gallery.css';

function Slide({ item, near }: { item: CarouselItem; near: boolean }) {
  const { file, memoryTitle } = item;
  const name = displayName(file);
  if (file.fileType === 'Image') {
    return (
      <>
        <MediaImage src={file.src} alt={name} className="memory-carousel__img" loading={near ? 'eager' : 'lazy'} />
        {memoryTitle && <span className="memory-carousel__caption">{memoryTitle}</span>}
      </>
    );
  }
  if (file.fileType === 'Video') {
    return file.isLink ? <VideoLinkPreview item={file} /> : <video src={file.src} controls preload="metadata" aria-label={name} />;
  }
  return (
    <div className="memory-carousel__audio">
      <MusicIcon size={28} />
      <Text fw={600} my="sm">
        {name}
      </Text>
      <audio src={file.src} controls preload="metadata" aria-label={name} />
    </div>
  );
}

export interface MemoryCarouselProps {
  memories: ReadonlyArray<FragmentType<typeof MemoryCarouselFragment>>;
  /** The section's heading, which names the carousel. */
  title?: string;
}

/** Whether a video or audio inside the element is playing (media events do not bubble: listened to in the capture phase). */
function useMediaPlaying(root: RefObject<HTMLElement | null>): boolean {
  const [mediaPlaying, setMediaPlaying] = useState(false);
  useEffect(() => {
    const el = root.current;
    if (!el) return;
    const update = () => setMediaPlaying([...el.querySelectorAll('video, audio')].some((m) => !(m as HTMLMediaElement).paused));
    for (const type of ['play', 'pause', 'ended']) el.addEventListener(type, update, true);
    return () => {
      for (const type of ['play', 'pause', 'ended']) el.removeEventListener(type, update, true);
    };
  }, [root]);
  return mediaPlaying;
}

/** Keyboard focus inside the root (pauses the carousel): not the Stop / Play button's, nor the focus a click brings. */
function useKeyboardFocus(root: RefObject<HTMLElement | null>, toggle: RefObject<HTMLButtonElement | null>) {
  const [focused, setFocused] = useState(false);
  // Set by a pointer press: the focus that follows a click is not keyboard focus (a click leaves only the hover pause).
  const pressed = useRef(false);
  const onFocus = (e: FocusEvent) => {
    setFocused(e.target !== toggle.current && !pressed.current);
    pressed.current = false;
  };
  const onBlur = (e: FocusEvent) => {
    if (!root.current?.contains(e.relatedTarget as Node | null)) setFocused(false);
  };
  const onPointerDown = () => {
    pressed.current = true;
  };
  return { focused, onFocus, onBlur, onPointerDown };
}

interface CarouselBarProps {
  toggle: RefObject<HTMLButtonElement | null>;
  playing: boolean;
  onToggle: () => void;
  current: number;
  n: number;
  go: (step: number) => void;
}

/** Under the slides: Stop / Play (it stays put), and Previous, the position and Next. */
function CarouselBar({ toggle, playing, onToggle, current, n, go }: CarouselBarProps) {
  const t = useT();
  return (
    <Group className="memory-carousel__bar" justify="space-between" gap="xs" wrap="nowrap">
      <Button
        ref={toggle}
        variant="default"
        size="compact-sm"
        leftSection={playing ? <PauseIcon size={15} /> : <PlayIcon size={15} />}
        onClick={onToggle}
        aria-label={playing ? t(V, 'stopSlideshow') : t(V, 'playSlideshow')}
      >
        {playing ? t(V, 'stop') : t(V, 'play')}
      </Button>
      <Group gap={6} wrap="nowrap">
        <ActionIcon variant="default" size="lg" radius="xl" aria-label={t(V, 'previousSlide')} onClick={() => go(-1)}>
          <ChevronLeftIcon />
        </ActionIcon>
        <Text size="sm" fw={600} c="stone.8" miw={48} ta="center" data-testid="carousel-position">
          {current + 1} / {n}
        </Text>
        <ActionIcon variant="default" size="lg" radius="xl" aria-label={t(V, 'nextSlide')} onClick={() => go(1)}>
          <ChevronRightIcon />
        </ActionIcon>
      </Group>
    </Group>
  );
}

/**
 * The memory carousel (memorial-portal 4 and 9): the photos, video and audio of the memories, one at a time, moving
 * on every 60000 ms. It pauses while hovered, while keyboard focus is inside and while a video or audio plays; it
 * has previous and next and a Stop / Play control that stays put (WCAG 2.2.2). The slide shown is announced politely
 * (the carousel's status region: Slide n of total) when the visitor moves it, not while it moves on its own.
 * Documents are listed apart.
 */
export function MemoryCarousel({ memories: refs, title: givenTitle }: MemoryCarouselProps) {
  const t = useT();
  const title = givenTitle ?? t(G, 'photosAndVideos');
  const headingId = useId();
  const items = useCarouselItems(refs);
  const n = items.length;
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(true);
  const [hovered, setHovered] = useState(false);
  const embla = useRef<EmblaCarouselType | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const mediaPlaying = useMediaPlaying(root);
  const toggle = useRef<HTMLButtonElement>(null);
  const focus = useKeyboardFocus(root, toggle);
  const focused = focus.focused;
  const current = n ? Math.min(index, n - 1) : 0;
  const reduceMotion = !!useReducedMotion();
  const running = playing && !hovered && !focused && !mediaPlaying && n > 1;

  useAutoAdvance(() => setIndex((i) => (i + 1) % n), running, current);

  // The index is the carousel's state; embla follows it (and reports swipes and arrow keys back through onSlideChange).
  useEffect(() => {
    const api = embla.current;
    // With reduced motion the slide changes without the sliding.
    if (api && api.selectedScrollSnap() !== current) api.scrollTo(current, reduceMotion);
  }, [current, reduceMotion]);

  // Mantine's carousel says "Slide n of m" in a polite status region at every move. As the APG carousel pattern asks,
  // it stays silent while the carousel moves on its own, and speaks while the visitor moves it (stopped or paused).
  useEffect(() => {
    root.current?.querySelector('[role="status"]')?.setAttribute('aria-live', running ? 'off' : 'polite');
  }, [running]);

  if (!n) return null;

  const go = (step: number) => setIndex((current + step + n) % n);

  return (
    <section
      ref={root}
      className="memorial-section memory-carousel"
      aria-roledescription={t(V, 'carousel')}
      aria-labelledby={headingId}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onPointerDown={focus.onPointerDown}
      onFocus={focus.onFocus}
      onBlur={focus.onBlur}
      data-testid="memory-carousel"
      data-running={running || undefined}
    >
      <Title order={2} id={headingId} className="memorial-section__title">
        {title}
      </Title>
      <Carousel
        role={undefined}
        aria-roledescription={undefined}
        withControls={false}
        // Arrow keys stay with the players inside (seeking a video or audio); Previous and Next are buttons.
        withKeyboardEvents={false}
        emblaOptions={{ loop: n > 1, align: 'start' }}
        getEmblaApi={(api) => {
          embla.current = api;
        }}
        onSlideChange={(i) => setIndex(i)}
      >
        {items.map((item, i) => (
          <Carousel.Slide
            key={item.file.id}
            role="group"
            aria-roledescription={t(V, 'slide')}
            aria-label={t(V, 'slideOf', { number: i + 1, count: n })}
            // Only the slide shown can be reached by keyboard and assistive technology.
            inert={i !== current}
            data-active={i === current || undefined}
          >
            <div className="memory-carousel__slide">
              {/* The slide shown and its neighbours load at once; the others when the browser gets to them. */}
              <Slide item={item} near={Math.min(Math.abs(i - current), n - Math.abs(i - current)) <= 1} />
            </div>
          </Carousel.Slide>
        ))}
      </Carousel>
      {n > 1 && <CarouselBar toggle={toggle} playing={playing} onToggle={() => setPlaying((p) => !p)} current={current} n={n} go={go} />}
    </section>
  );
}
