import { useMemo } from 'react';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import { MemoryMediaFragment } from '../MemoryMedia';
import { byId, isDocument, type MediaItem } from '../media';

export const MemoryCarouselFragment = graphql(`
  fragment MemoryCarousel_memory on Memory {
    id
    title
    isPrivate
    files {
      ...MemoryMedia_file
    }
  }
`);

export interface CarouselItem {
  file: MediaItem;
  memoryTitle: string;
}

/** The files the carousel cycles through: every non-document file of the memories shown to the public, by id ascending. */
export function carouselItems(memories: ReadonlyArray<{ title: string; isPrivate: boolean; files: readonly MediaItem[] }>): CarouselItem[] {
  const items = memories
    .filter((m) => !m.isPrivate)
    .flatMap((m) => m.files.filter((f) => !isDocument(f)).map((file) => ({ file, memoryTitle: m.title })));
  const order = new Map(byId(items.map((i) => i.file)).map((f, i) => [f.id, i]));
  return [...items].sort((a, b) => order.get(a.file.id)! - order.get(b.file.id)!);
}

/** The carousel's items from the memories' fragments (the carousel and its place on the page both ask). */
export function useCarouselItems(refs: ReadonlyArray<FragmentType<typeof MemoryCarouselFragment>>): CarouselItem[] {
  const memories = getFragmentData(MemoryCarouselFragment, refs);
  return useMemo(
    () =>
      carouselItems(
        memories.map((m) => ({
          title: m.title,
          isPrivate: m.isPrivate,
          files: getFragmentData(MemoryMediaFragment, m.files) as readonly MediaItem[],
        })),
      ),
    [memories],
  );
}
