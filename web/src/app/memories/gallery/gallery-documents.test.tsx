import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { MemoryRouter } from 'react-router';
import type { ReactNode } from 'react';
import { theme } from '../../theme';
import { localeStore } from '../../i18n';
import { shortenFileName, type MediaItem } from '../media';
import { DOCUMENT_SCROLL_AFTER, DOCUMENT_SCROLL_HEIGHT, DocumentList, documentsScroll } from './DocumentList';
import { isPdf, pagesLabel, spreadOf } from './documents';
import { carouselItems } from './carouselItems';
import { LazyMemoryCarousel } from './LazyMemoryCarousel';
import { MemoryCarousel } from './MemoryCarousel';
import { CAROUSEL_INTERVAL_MS } from './useAutoAdvance';

const wrap = (ui: ReactNode) =>
  render(
    <MantineProvider theme={theme}>
      <MemoryRouter>{ui}</MemoryRouter>
    </MantineProvider>,
  );

const file = (id: number, over: Partial<MediaItem> = {}): MediaItem & { __typename: 'MemoryFile' } => ({
  __typename: 'MemoryFile',
  id,
  fileType: 'Image',
  src: `/media/memories/photo-${id}.jpg?sig=x`,
  thumbnailUrl: null,
  fileName: `photo-${id}.jpg`,
  isLink: false,
  linkTitle: null,
  rotationAngle: 0,
  ...over,
});
const pdf = (id: number, name = `order-of-service-${id}.pdf`) =>
  file(id, { fileType: 'Application', src: `/media/memories/${id}.pdf?sig=x`, fileName: name });

describe('document names and list', () => {
  it('shortens names longer than 5 characters to the first 6, an ellipsis and the last 4', () => {
    expect(shortenFileName('a.pdf')).toBe('a.pdf');
    expect(shortenFileName('photo')).toBe('photo');
    expect(shortenFileName('order-of-service-thomas-whitmore.pdf')).toBe('order-….pdf');
  });

  it('scrolls the list in 350 px only when there are more than 7 documents', () => {
    expect(DOCUMENT_SCROLL_AFTER).toBe(7);
    expect(DOCUMENT_SCROLL_HEIGHT).toBe(350);
    expect(documentsScroll(7)).toBe(false);
    expect(documentsScroll(8)).toBe(true);

    const seven = wrap(<DocumentList files={Array.from({ length: 7 }, (_, i) => pdf(i + 1))} />);
    expect(screen.queryByTestId('documents-scroll')).not.toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Documents' })).getAllByRole('listitem')).toHaveLength(7);
    seven.unmount();

    wrap(<DocumentList files={Array.from({ length: 8 }, (_, i) => pdf(i + 1))} />);
    const scroll = screen.getByTestId('documents-scroll');
    expect(within(scroll).getAllByRole('listitem')).toHaveLength(8);
    expect(scroll.style.height || getComputedStyle(scroll).height).toMatch(/350px|calc\(21\.875rem/);
  });

  it('opens a pdf in the document viewer, and still links any other document to its file', async () => {
    wrap(
      <DocumentList
        files={[
          pdf(3, 'order-of-service.pdf'),
          file(4, { fileType: 'Application', src: '/media/memories/4.docx?sig=x', fileName: 'eulogy-notes.docx' }),
        ]}
      />,
    );
    const open = screen.getByRole('button', { name: /^order-….pdf ?\(opens the document viewer\)$/ });
    expect(open).toHaveAttribute('title', 'order-of-service.pdf');
    expect(screen.getByRole('link', { name: /^eulogy…docx ?\(opens in a new tab\)$/ })).toHaveAttribute(
      'href',
      '/media/memories/4.docx?sig=x',
    );
    fireEvent.click(open);
    // The dialog is named by the whole file name; the viewer itself loads in its own chunk.
    expect(await screen.findByRole('dialog', { name: 'order-of-service.pdf' })).toBeInTheDocument();
  });

  it('knows a pdf by its name or its stored address, and pages by spreads of one or two', () => {
    expect(isPdf(pdf(1))).toBe(true);
    expect(isPdf(file(2, { fileType: 'Application', src: '/media/memories/x.PDF?sig=1', fileName: null }))).toBe(true);
    expect(isPdf(file(3, { fileType: 'Application', src: '/media/memories/x.docx', fileName: 'notes.docx' }))).toBe(false);
    expect(isPdf(file(4))).toBe(false);

    expect(spreadOf(1, 2, 4)).toEqual([1, 2]);
    expect(spreadOf(4, 2, 4)).toEqual([3, 4]);
    expect(spreadOf(5, 2, 5)).toEqual([5]);
    expect(spreadOf(3, 1, 4)).toEqual([3]);
    expect(pagesLabel([1, 2], 4)).toBe('Pages 1–2 of 4');
    expect(pagesLabel([3], 4)).toBe('Page 3 of 4');
  });
});

describe('memory carousel', () => {
  const memories = [
    { __typename: 'Memory', id: 1, title: 'Saturdays on the bay', isPrivate: false, files: [file(12), file(10), pdf(11)] },
    {
      __typename: 'Memory',
      id: 2,
      title: 'The workshop',
      isPrivate: false,
      files: [file(14, { fileType: 'Audio', src: '/media/memories/14.wav', fileName: 'hymn.wav' })],
    },
    { __typename: 'Memory', id: 3, title: 'Hidden from the public', isPrivate: true, files: [file(13)] },
  ];

  it('cycles through the non-document files of the shown memories, by id ascending', () => {
    const items = carouselItems(memories as never);
    expect(items.map((i) => i.file.id)).toEqual([10, 12, 14]);
    expect(items[0]!.memoryTitle).toBe('Saturdays on the bay');
  });

  it("on the page, holds the place (its heading, the slide's frame) until its code has loaded, and is absent without files", async () => {
    const { container, unmount } = wrap(<LazyMemoryCarousel memories={memories as never} />);
    const place = screen.getByRole('region', { name: 'Photos and videos' });
    expect(place).toHaveAttribute('aria-busy', 'true');
    expect(within(place).getByRole('heading', { level: 2, name: 'Photos and videos' })).toBeInTheDocument();
    expect(container.querySelector('.memory-carousel__slide')).not.toBeNull();
    // In view (jsdom: at once), the carousel itself.
    expect(await screen.findByTestId('carousel-position')).toHaveTextContent('1 / 3');
    expect(screen.getByRole('region', { name: 'Photos and videos' })).toHaveAttribute('aria-roledescription', 'carousel');
    unmount();
    wrap(<LazyMemoryCarousel memories={[{ ...memories[0]!, files: [pdf(11)] }] as never} />);
    expect(screen.queryByRole('region', { name: 'Photos and videos' })).not.toBeInTheDocument();
  });

  it('tells a screen reader in Spanish what the carousel and its slides are', async () => {
    await localeStore.set('es');
    try {
      wrap(<MemoryCarousel memories={memories as never} />);
      const carousel = screen.getByRole('region', { name: 'Fotos y videos' });
      expect(carousel).toHaveAttribute('aria-roledescription', 'carrusel');
      const slides = within(carousel).getAllByRole('group', { hidden: true });
      expect(slides.map((s) => s.getAttribute('aria-roledescription'))).toEqual(['diapositiva', 'diapositiva', 'diapositiva']);
      expect(slides.map((s) => s.getAttribute('aria-label'))).toEqual(['1 de 3', '2 de 3', '3 de 3']);
    } finally {
      await localeStore.set('en');
    }
  });

  describe('timer', () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());

    const position = () => screen.getByTestId('carousel-position').textContent;
    const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));
    /** The status region that says "Slide n of m": silent while the carousel moves on its own. */
    const announcer = (carousel: HTMLElement) => within(carousel).getByRole('status');
    const renderCarousel = () => {
      wrap(<MemoryCarousel memories={memories as never} />);
      return screen.getByRole('region', { name: 'Photos and videos' });
    };

    it('moves on after 60000 ms, not before, and wraps round', () => {
      expect(CAROUSEL_INTERVAL_MS).toBe(60_000);
      const carousel = renderCarousel();
      expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
      expect(position()).toBe('1 / 3');
      wait(59_999);
      expect(position()).toBe('1 / 3');
      wait(1);
      expect(position()).toBe('2 / 3');
      wait(60_000);
      expect(position()).toBe('3 / 3');
      wait(60_000);
      expect(position()).toBe('1 / 3');
      // Only the slide shown can be reached; the documents are not slides.
      const slides = within(carousel).getAllByRole('group', { hidden: true });
      expect(slides.map((s) => s.getAttribute('aria-label'))).toEqual(['1 of 3', '2 of 3', '3 of 3']);
      expect(slides.map((s) => s.hasAttribute('inert'))).toEqual([false, true, true]);
    });

    it('pauses while hovered and starts the whole interval again when the pointer leaves', () => {
      const carousel = renderCarousel();
      wait(30_000);
      expect(announcer(carousel)).toHaveAttribute('aria-live', 'off');
      fireEvent.mouseEnter(carousel);
      expect(announcer(carousel)).toHaveAttribute('aria-live', 'polite');
      wait(5 * 60_000);
      expect(position()).toBe('1 / 3');
      fireEvent.mouseLeave(carousel);
      expect(announcer(carousel)).toHaveAttribute('aria-live', 'off');
      wait(59_000);
      expect(position()).toBe('1 / 3');
      wait(1_000);
      expect(position()).toBe('2 / 3');
    });

    it('pauses while keyboard focus is inside, and goes on once it leaves', () => {
      const carousel = renderCarousel();
      const next = within(carousel).getByRole('button', { name: 'Next slide' });
      act(() => next.focus());
      wait(3 * 60_000);
      expect(position()).toBe('1 / 3');
      expect(announcer(carousel)).toHaveAttribute('aria-live', 'polite');
      // Next by keyboard moves at once, and the carousel stays paused while focus is there.
      fireEvent.click(next);
      expect(position()).toBe('2 / 3');
      wait(3 * 60_000);
      expect(position()).toBe('2 / 3');
      act(() => next.blur());
      wait(60_000);
      expect(position()).toBe('3 / 3');
    });

    it('a click inside leaves only the hover pause: the focus it gives does not stop the carousel', () => {
      const carousel = renderCarousel();
      const next = within(carousel).getByRole('button', { name: 'Next slide' });
      fireEvent.mouseEnter(carousel);
      fireEvent.pointerDown(next);
      act(() => next.focus());
      fireEvent.click(next);
      fireEvent.mouseLeave(carousel);
      expect(position()).toBe('2 / 3');
      wait(60_000);
      expect(position()).toBe('3 / 3');
    });

    it('stays put once stopped, and moves on again after Play', () => {
      const carousel = renderCarousel();
      fireEvent.click(within(carousel).getByRole('button', { name: 'Stop the slideshow' }));
      // Stopped, the slide the visitor moves to is announced.
      expect(announcer(carousel)).toHaveAttribute('aria-live', 'polite');
      wait(10 * 60_000);
      expect(position()).toBe('1 / 3');
      // Previous and next still work while stopped.
      fireEvent.click(within(carousel).getByRole('button', { name: 'Previous slide' }));
      expect(position()).toBe('3 / 3');
      const play = within(carousel).getByRole('button', { name: 'Play the slideshow' });
      expect(play).toHaveTextContent('Play');
      fireEvent.click(play);
      // Focus on the Stop / Play control itself does not pause: Play means play.
      act(() => within(carousel).getByRole('button', { name: 'Stop the slideshow' }).focus());
      wait(60_000);
      expect(position()).toBe('1 / 3');
    });

    it('shows a single file without controls or timer, and nothing without files', () => {
      const one = wrap(<MemoryCarousel memories={[{ ...memories[0]!, files: [file(10), pdf(11)] }] as never} />);
      expect(screen.getByRole('region', { name: 'Photos and videos' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Stop the slideshow' })).not.toBeInTheDocument();
      one.unmount();
      wrap(<MemoryCarousel memories={[{ ...memories[0]!, files: [pdf(11)] }] as never} />);
      expect(screen.queryByRole('region', { name: 'Photos and videos' })).not.toBeInTheDocument();
    });
  });
});
