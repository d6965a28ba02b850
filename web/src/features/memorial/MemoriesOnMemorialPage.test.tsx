import { describe, expect, it, vi } from 'vitest';
import { graphql, HttpResponse } from 'msw';
import { fireEvent, within } from '@testing-library/react';
import { MEDIA_MESSAGES, MESSAGES } from '@memorial/schema';
import { server } from '../../test/server';
import { memorialDecedent, memorialPageData } from '../../test/fixtures';
import { galleryFile, memoryFile, memoryOf } from '../../test/memoryFixtures';
import { renderApp, screen, signInAs } from '../../test/render';
import { DOCUMENT_SCROLL_AFTER } from '../../app/memories/gallery/DocumentList';
import { shortenFileName } from '../../app/memories/media';

const PAGE = '/name/eleanor-whitmore-obituary/CS-1000-0001';

function pageAnswers(memories: unknown[] | ((memoryType: unknown) => unknown[]), decedent: Record<string, unknown> = {}) {
  const types: unknown[] = [];
  server.use(
    graphql.query('MemorialPage', ({ variables }) => {
      types.push(variables['memoryType'] ?? null);
      const list = typeof memories === 'function' ? memories(variables['memoryType']) : memories;
      return HttpResponse.json({ data: memorialPageData(memorialDecedent(decedent), list) });
    }),
  );
  return types;
}

function galleryAnswers(files: unknown[]) {
  const calls: unknown[] = [];
  server.use(
    graphql.query('MemorialGallery', ({ variables }) => {
      calls.push(variables['opi']);
      return HttpResponse.json({ data: { gallery: files } });
    }),
  );
  return calls;
}

/** Phones: the media queries of the app see a narrow screen. */
function onPhone() {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: /max-width:\s*567px/.test(query),
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
}

const card = (title: string) => screen.getByRole('article', { name: title });

describe('memories on the public memorial page', { timeout: 30_000 }, () => {
  it('shows each card: title, MMMM DD, YYYY, the sharer, the text as given, photos, audio, video and documents', async () => {
    pageAnswers([
      memoryOf(1, {
        title: 'Sunday dinners on Laurel Street',
        description: '<p>Every Sunday the table was set for <strong>twelve</strong>.</p><p>There always was someone.</p>',
        dateOfMemory: '1998-11-26',
        files: [
          memoryFile(3),
          memoryFile(1),
          memoryFile(2),
          memoryFile(4, { fileType: 'Application', fileName: 'friday-poems.pdf', src: '/media/memories/poems.pdf', thumbnailUrl: null }),
        ],
      }),
      memoryOf(2, {
        title: 'Her favourite hymn',
        memoryByPersonFirstName: 'Ruth',
        memoryByPersonLastName: 'Marsh',
        memoryTypeName: 'Remembrances',
        files: [
          memoryFile(5, { fileType: 'Audio', src: '/media/memories/hymn.wav', fileName: 'hymn-opening.wav', thumbnailUrl: null }),
          memoryFile(6, {
            fileType: 'Video',
            src: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
            isLink: true,
            linkTitle: 'Garden tour with Eleanor',
            fileName: null,
            // The still the provider described when the link was added: the page does not load it.
            thumbnailUrl: 'https://i.ytimg.com/vi/aqz-KE-bpKQ/hqdefault.jpg',
          }),
          memoryFile(7, {
            fileType: 'Video',
            src: 'https://vimeo.com/123456789',
            isLink: true,
            linkTitle: null,
            fileName: null,
            thumbnailUrl: null,
          }),
        ],
      }),
    ]);
    const { user } = renderApp(PAGE);
    const sunday = await screen.findByRole('article', { name: 'Sunday dinners on Laurel Street' });
    expect(within(sunday).getByText('November 26, 1998')).toBeInTheDocument();
    expect(within(sunday).getByText('Shared by Catherine Reyes')).toBeInTheDocument();
    expect(within(sunday).getByText('twelve').tagName).toBe('STRONG');
    expect(within(sunday).getByText('There always was someone.').tagName).toBe('P');

    // Photos: the first two by id, the second with +1 for the third.
    const photos = within(sunday).getByRole('group', { name: 'Photos of Sunday dinners on Laurel Street' });
    const tiles = within(photos).getAllByRole('button');
    expect(tiles).toHaveLength(2);
    expect(tiles[0]).toHaveAccessibleName('Open photo-1.jpg');
    expect(tiles[1]).toHaveAccessibleName('Open photo-2.jpg, and 1 more');
    expect(within(tiles[1]!).getByTestId('gallery-more')).toHaveTextContent('+1');

    // Documents are listed apart, under a shortened name.
    const documents = within(sunday).getByRole('list', { name: 'Documents' });
    // The name read out starts with the shortened name shown (WCAG 2.5.3); the full name is the title; a pdf opens the viewer.
    expect(within(documents).getByRole('button', { name: /^friday….pdf ?\(opens the document viewer\)$/ })).toHaveAttribute(
      'title',
      'friday-poems.pdf',
    );

    const hymn = card('Her favourite hymn');
    expect(hymn.querySelector('audio')).toHaveAttribute('src', '/media/memories/hymn.wav');
    expect(within(hymn).getByText('hymn-opening.wav')).toBeInTheDocument();
    // Video links: a placeholder with the title and nothing from the video site (no still, no player) until asked.
    expect(hymn.querySelector('iframe')).toBeNull();
    expect(hymn.querySelector('img')).toBeNull();
    expect(within(hymn).getByText('Garden tour with Eleanor')).toBeInTheDocument();
    const load = within(hymn).getByRole('button', { name: 'Load video preview from YouTube' });
    expect(load).toHaveAccessibleDescription('Garden tour with Eleanor');
    expect(within(hymn).getByText('YouTube learns of your visit once the preview loads.')).toBeInTheDocument();
    await user.click(load);
    expect(within(hymn).getByTitle('Garden tour with Eleanor')).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1',
    );
    expect(within(hymn).queryByTitle('Vimeo video')).not.toBeInTheDocument();
    await user.click(within(hymn).getByRole('button', { name: 'Load video preview from Vimeo' }));
    expect(within(hymn).getByTitle('Vimeo video')).toHaveAttribute('src', 'https://player.vimeo.com/video/123456789?autoplay=1');
    // No moderation for the public.
    expect(within(hymn).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(within(hymn).queryByRole('button', { name: 'Edit title' })).not.toBeInTheDocument();
  });

  it('opens the photos in a viewer with previous, next and n/total', async () => {
    pageAnswers([memoryOf(1, { title: 'Sunday dinners', files: [memoryFile(1), memoryFile(2), memoryFile(3)] })]);
    const { user } = renderApp(PAGE);
    await user.click(
      within(await screen.findByRole('article', { name: 'Sunday dinners' })).getByRole('button', { name: 'Open photo-2.jpg, and 1 more' }),
    );
    // Each photo is captioned by its memory's title, not its file name.
    const viewer = await screen.findByRole('dialog', { name: 'Sunday dinners' });
    expect(within(viewer).getByTestId('viewer-position')).toHaveTextContent('2/3');
    await user.click(within(viewer).getByRole('button', { name: 'Next' }));
    expect(within(screen.getByRole('dialog', { name: 'Sunday dinners' })).getByTestId('viewer-position')).toHaveTextContent('3/3');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Next' }));
    expect(within(screen.getByRole('dialog', { name: 'Sunday dinners' })).getByTestId('viewer-position')).toHaveTextContent('1/3');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Previous' }));
    expect(within(screen.getByRole('dialog', { name: 'Sunday dinners' })).getByTestId('viewer-position')).toHaveTextContent('3/3');
    // The picture's text alternative is its memory's title too, not its file name.
    expect(within(screen.getByRole('dialog')).getByRole('img', { name: 'Sunday dinners' })).toHaveAttribute(
      'src',
      '/media/memories/photo-3.jpg',
    );
  });

  it('says There are no memories available when there are none', async () => {
    pageAnswers([]);
    renderApp(PAGE);
    const memories = await screen.findByRole('region', { name: 'Memories' });
    expect(within(memories).getByText(MESSAGES.noMemories)).toBeInTheDocument();
    expect(within(memories).getByRole('link', { name: 'Share a Memory' })).toHaveAttribute('href', `/obituaries${PAGE}/share`);
  });

  it('filters memories by type from the right column', async () => {
    const types = pageAnswers((memoryType) =>
      memoryType === 4
        ? [memoryOf(2, { title: 'Room 114', memoryTypeName: 'Career', memoryType: 4 })]
        : [memoryOf(1, { title: 'Sunday dinners' })],
    );
    const { user } = renderApp(PAGE);
    await screen.findByRole('article', { name: 'Sunday dinners' });
    const filter = screen.getByRole('region', { name: 'Memory Type' });
    expect(within(filter).getByRole('radio', { name: 'All memories' })).toBeChecked();
    await user.click(within(filter).getByRole('radio', { name: 'Career' }));
    expect(await screen.findByRole('article', { name: 'Room 114' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Sunday dinners' })).not.toBeInTheDocument();
    expect(screen.getByText('Showing Career memories')).toBeInTheDocument();
    expect(types).toEqual([null, 4]);
  });

  it('on phones the Filters modal holds the memory-type filter and the events', async () => {
    const types = pageAnswers((memoryType) => (memoryType === 7 ? [] : [memoryOf(1, { title: 'Sunday dinners' })]));
    const { user } = renderApp(PAGE);
    await screen.findByRole('article', { name: 'Sunday dinners' });
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const filters = await screen.findByRole('dialog', { name: 'Filters' });
    expect(within(filters).getByText(MESSAGES.noUpcomingEvents)).toBeInTheDocument();
    await user.click(within(filters).getByRole('radio', { name: 'Hobby' }));
    await vi.waitFor(() => expect(types).toContain(7));
    expect(await screen.findByText(MESSAGES.noMemories)).toBeInTheDocument();
  });

  it('replaces a broken photo with a placeholder', async () => {
    pageAnswers([memoryOf(1, { title: 'Sunday dinners', files: [memoryFile(1)] })]);
    renderApp(PAGE);
    const sunday = await screen.findByRole('article', { name: 'Sunday dinners' });
    fireEvent.error(within(sunday).getByRole('img', { name: 'photo-1.jpg' }));
    expect(within(sunday).getByRole('img', { name: 'photo-1.jpg' }).tagName).toBe('SPAN');
    // The public view has no words in the placeholder; the family view says Failed to load image.
    expect(within(sunday).queryByText(MEDIA_MESSAGES.failedToLoadImage)).not.toBeInTheDocument();
  });
});

describe('the Gallery tab', { timeout: 30_000 }, () => {
  const files = [
    galleryFile(5),
    galleryFile(2),
    galleryFile(9, { fileType: 'Audio', src: '/media/memories/hymn.wav', fileName: 'hymn-opening.wav', thumbnailUrl: null }),
    galleryFile(3, { memoryId: 2, memoryTitle: 'Saturdays on the bay' }),
    galleryFile(4, {
      fileType: 'Video',
      src: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
      isLink: true,
      linkTitle: 'Garden tour',
      fileName: null,
      // The still the provider described when the link was added: the page does not load it.
      thumbnailUrl: 'https://i.ytimg.com/vi/aqz-KE-bpKQ/hqdefault.jpg',
    }),
    ...Array.from({ length: DOCUMENT_SCROLL_AFTER + 1 }, (_, i) =>
      galleryFile(20 + i, {
        fileType: 'Application',
        src: `/media/memories/doc-${i}.pdf`,
        fileName: `order-of-service-${i}.pdf`,
        thumbnailUrl: null,
      }),
    ),
  ];

  it('says There are no memories available when there are no files', async () => {
    pageAnswers([]);
    galleryAnswers([]);
    const { user } = renderApp(PAGE);
    await screen.findByRole('region', { name: 'Memories' });
    await user.click(screen.getByRole('tab', { name: 'Gallery' }));
    const panel = await screen.findByRole('tabpanel', { name: 'Gallery' });
    expect(await within(panel).findByText(MESSAGES.noMemories)).toBeInTheDocument();
  });

  it('loads only when chosen, shows the first two with +N, documents apart, and a viewer with n/total', async () => {
    pageAnswers([]);
    const calls = galleryAnswers(files);
    const { user } = renderApp(PAGE);
    await screen.findByRole('region', { name: 'Memories' });
    expect(calls).toHaveLength(0);

    await user.click(screen.getByRole('tab', { name: 'Gallery' }));
    const gallery = await screen.findByRole('group', { name: 'Gallery' });
    expect(calls).toEqual(['CS-1000-0001']);
    // Files by id ascending: 2, 3, 4 (video), 5, 9 (audio); the first two shown, +3 on the second.
    const tiles = within(gallery).getAllByRole('button');
    expect(tiles.map((t) => t.getAttribute('aria-label'))).toEqual(['Open photo-2.jpg', 'Open photo-3.jpg, and 3 more']);
    expect(within(tiles[1]!).getByTestId('gallery-more')).toHaveTextContent('+3');

    // More than seven documents scroll in 350 px; names longer than 5 characters are shortened.
    expect(screen.getByTestId('documents-scroll')).toBeInTheDocument();
    const documents = screen.getByRole('list', { name: 'Documents' });
    const names = within(documents)
      .getAllByRole('button')
      .map((a) => a.firstChild?.textContent);
    expect(names[0]).toBe('order-….pdf');
    expect(names).toHaveLength(DOCUMENT_SCROLL_AFTER + 1);

    await user.click(tiles[1]!);
    // Captioned by its memory's title, not its file name (photo-3.jpg).
    const viewer = await screen.findByRole('dialog', { name: 'Saturdays on the bay' });
    expect(within(viewer).getByTestId('viewer-position')).toHaveTextContent('2/5');
    expect(within(viewer).getByRole('img', { name: 'Saturdays on the bay' })).toHaveAttribute('src', '/media/memories/photo-3.jpg');
    await user.click(within(viewer).getByRole('button', { name: 'Next' }));
    expect(within(screen.getByRole('dialog')).getByTestId('viewer-position')).toHaveTextContent('3/5');
    // The video link's player only once asked for.
    expect(screen.getByRole('dialog').querySelector('iframe')).toBeNull();
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Load video preview from YouTube' }));
    expect(within(screen.getByRole('dialog')).getByTitle('Garden tour')).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1',
    );
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Next' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Next' }));
    expect(within(screen.getByRole('dialog')).getByTestId('viewer-position')).toHaveTextContent('5/5');
    expect(screen.getByRole('dialog').querySelector('audio')).toHaveAttribute('src', '/media/memories/hymn.wav');
  });

  it('on phones links each item to /gallery/file/{fileId} and stores the list under that id just before', async () => {
    onPhone();
    pageAnswers([]);
    galleryAnswers(files);
    const { user } = renderApp(PAGE);
    await user.click(await screen.findByRole('tab', { name: 'Gallery' }));
    const gallery = await screen.findByRole('group', { name: 'Gallery' });
    const link = await within(gallery).findByRole('link', { name: 'Open photo-3.jpg, and 3 more (opens in a new tab)' });
    expect(link).toHaveAttribute('href', '/obituaries/gallery/file/3');
    expect(link).toHaveAttribute('target', '_blank');
    expect(localStorage.getItem('3')).toBeNull();
    link.addEventListener('click', (e) => e.preventDefault());
    await user.click(link);
    const stored = JSON.parse(localStorage.getItem('3')!) as Array<{ id: number }>;
    expect(stored.map((f) => f.id)).toEqual([2, 3, 4, 5, 9]);
  });
});

describe('file names', { timeout: 30_000 }, () => {
  it('shortens names longer than 5 characters to the first 6, an ellipsis and the last 4', () => {
    expect(shortenFileName('photo')).toBe('photo');
    expect(shortenFileName('a.pdf')).toBe('a.pdf');
    expect(shortenFileName('friday-poems.pdf')).toBe('friday….pdf');
    expect(shortenFileName('sunday-table.jpeg')).toBe('sunday…jpeg');
  });
});

describe('the single-file viewer at /gallery/file/{fileId}', { timeout: 30_000 }, () => {
  const list = [
    galleryFile(2),
    galleryFile(4, { fileType: 'Video', src: '/media/memories/tour.mp4', fileName: 'tour.mp4', thumbnailUrl: null }),
    galleryFile(9, {
      fileType: 'Audio',
      src: '/media/memories/hymn.wav',
      fileName: 'hymn.wav',
      thumbnailUrl: null,
      memoryTitle: 'The hymn',
    }),
  ];

  it('shows the stored file by its type and pages through the stored list', async () => {
    localStorage.setItem('4', JSON.stringify(list));
    const { user, currentPath } = renderApp('/gallery/file/4');
    expect(await screen.findByTestId('viewer-position')).toHaveTextContent('2/3');
    expect(document.querySelector('video')).toHaveAttribute('src', '/media/memories/tour.mp4');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(currentPath()).toBe('/gallery/file/9');
    expect(await screen.findByText('3/3')).toBeInTheDocument();
    // The heading is the file's memory's title, not its name (hymn.wav).
    expect(screen.getByRole('heading', { level: 1, name: 'The hymn' })).toBeInTheDocument();
    expect(document.querySelector('audio')).toHaveAttribute('src', '/media/memories/hymn.wav');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('1/3')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Sunday dinners on Laurel Street' })).toHaveAttribute('src', '/media/memories/photo-2.jpg');
  });

  it('says so when nothing was stored for the id', async () => {
    renderApp('/gallery/file/77');
    expect(await screen.findByRole('heading', { name: 'This file cannot be shown' })).toBeInTheDocument();
  });
});

describe('the family website view of the memories', { timeout: 30_000 }, () => {
  it('names a broken photo: Failed to load image', async () => {
    signInAs('arranger');
    pageAnswers([memoryOf(1, { title: 'Sunday dinners', files: [memoryFile(1)] })], { hasAccess: true });
    renderApp('/app/memories/eleanor-whitmore-obituary/CS-1000-0001');
    const sunday = await screen.findByRole('article', { name: 'Sunday dinners' });
    fireEvent.error(within(sunday).getByRole('img', { name: 'photo-1.jpg' }));
    expect(within(sunday).getByText(MEDIA_MESSAGES.failedToLoadImage)).toBeInTheDocument();
  });
});
