export const OPI = 'CS-1000-0001';

/** The card a mutation answers: the chosen template's, with its four pages. */
export const answeredCard = (over: Partial<Record<string, unknown>> = {}) => ({
  __typename: 'PrayerCard',
  opi: OPI,
  version: 1,
  templateId: 2,
  templateName: 'Lilies',
  imageURL: '/media/prayer/2.png?sig=a',
  isCustom: false,
  language: 'en',
  coordinates: null,
  pages: [0, 1, 2, 3].map((index) => ({
    __typename: 'PrayerCardPage',
    index,
    name: ['Front Cover', 'Inside Left', 'Inside Right', 'Back Cover'][index],
    imageURL: null,
    textFields: [],
  })),
  poemId: null,
  poemTitle: null,
  poemContent: null,
  finalContent: null,
  locationId: null,
  isLocked: false,
  submittedAt: null,
  renderedPageURLs: [],
  printURL: null,
  lastEditedBy: null,
  lastEditedAt: null,
  ...over,
});
