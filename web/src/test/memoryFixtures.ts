/** Memory results as the gateway answers them, with __typename so fragments match in the cache. */

type Overrides = Record<string, unknown>;

export function memoryFile(id: number, overrides: Overrides = {}) {
  return {
    __typename: 'MemoryFile',
    id,
    fileType: 'Image',
    src: `/media/memories/photo-${id}.jpg`,
    thumbnailUrl: `/media/memories/photo-${id}.thumb.jpg`,
    fileName: `photo-${id}.jpg`,
    isLink: false,
    linkTitle: null,
    rotationAngle: 0,
    ...overrides,
  };
}

export function memoryOf(id: number, overrides: Overrides = {}) {
  return {
    __typename: 'Memory',
    id,
    title: `Memory ${id}`,
    description: `<p>The text of memory ${id}.</p>`,
    dateOfMemory: '1998-11-26',
    createdAt: '2026-11-20T10:00:00.000Z',
    memoryType: 1,
    memoryTypeName: 'Family',
    status: 'Accepted',
    isPrivate: false,
    rejectedReason: null,
    relationship: 10,
    memoryByPersonFirstName: 'Catherine',
    memoryByPersonLastName: 'Reyes',
    personEmail: null,
    personPhone: null,
    files: [] as unknown[],
    // Issue 32: the moderators' lists ask for it; null when never screened.
    screening: null as unknown,
    ...overrides,
  };
}

export function galleryFile(id: number, overrides: Overrides = {}) {
  return {
    __typename: 'GalleryFile',
    id,
    memoryId: 1,
    fileType: 'Image',
    src: `/media/memories/photo-${id}.jpg`,
    thumbnailUrl: `/media/memories/photo-${id}.thumb.jpg`,
    fileName: `photo-${id}.jpg`,
    isLink: false,
    linkTitle: null,
    rotationAngle: 0,
    memoryTitle: 'Sunday dinners on Laurel Street',
    ...overrides,
  };
}

/** The decedent and lists of the ShareMemoryPage query. */
export function sharePageData(overrides: Overrides = {}) {
  return {
    decedent: {
      __typename: 'Decedent',
      id: 1,
      opi: 'CS-1000-0001',
      fullName: 'Mrs Eleanor Grace Whitmore',
      haveAcceptPolicy: false,
      funeralHome: { __typename: 'FuneralHome', code: 'CFS', name: 'Cypress Lawn Funeral Services' },
      obituary: { __typename: 'ObituaryView', displayName: 'Eleanor Grace Whitmore' },
      ...overrides,
    },
    referenceData: {
      __typename: 'ReferenceData',
      countries: [
        { __typename: 'Country', code: 'US', name: 'United States' },
        { __typename: 'Country', code: 'CA', name: 'Canada' },
      ],
    },
  };
}

/** A change result of the moderation mutations. */
export const changeResult = (memory: unknown, message = 'ok') => ({ __typename: 'MemoryChangeResult', message, memory });
