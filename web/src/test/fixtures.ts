/** GraphQL results as the gateway answers them, with __typename so fragments match in the cache. */

export interface DecedentOverrides {
  [key: string]: unknown;
}

export function caseOf(id: number, status: 'active' | 'closed', decedent: Partial<Record<string, unknown>>) {
  return {
    __typename: 'ArrangerCase',
    id,
    status,
    decedent: {
      __typename: 'Decedent',
      id: id * 10,
      opi: `CS-1000-${String(id).padStart(4, '0')}`,
      prefix: null,
      firstName: null,
      middleName: null,
      lastName: null,
      dateOfBirth: null,
      dateOfDeath: null,
      pictureUrl: null,
      ...decedent,
    },
  };
}

export const OBITUARY_HTML =
  '<p>Eleanor Grace Whitmore, beloved mother, passed away peacefully.</p><p>She taught English for thirty-one years.</p>';

export const GARDEN_POLYGON = {
  __typename: 'GeoJsonGeometry',
  type: 'Polygon',
  coordinates: [
    [
      [-122.4563, 37.6763],
      [-122.4551, 37.6765],
      [-122.4548, 37.6757],
      [-122.456, 37.6754],
      [-122.4563, 37.6763],
    ],
  ],
};

/** The decedent of the MemorialPage query: the demo page with everything. */
export function memorialDecedent(overrides: DecedentOverrides = {}) {
  const base = {
    __typename: 'Decedent',
    id: 1,
    opi: 'CS-1000-0001',
    slug: 'eleanor-whitmore-obituary',
    pageTitle: 'In Loving Memory of Eleanor Grace Whitmore',
    fullName: 'Mrs Eleanor Grace Whitmore',
    hasAccess: false,
    isPrivate: false,
    bannerUrl: '/media/demo/garden-banner.svg',
    pictureUrl: '/media/demo/eleanor-portrait.svg',
    originalBannerUrl: '/media/demo/garden-banner.svg',
    audioFileUrl: null,
    obituaryIsLocked: false,
    obituaryVersion: 0,
    dateOfBirth: '1941-06-02',
    dateOfDeath: '2026-03-14',
    lifeOfTitle: 'A teacher, a gardener, a friend',
    lifeOfDescription: 'Eleanor taught English for thirty-one years.',
    officialUrl: 'https://memorial.example/obituaries/name/eleanor-whitmore-obituary/CS-1000-0001',
    funeralHome: {
      __typename: 'FuneralHome',
      code: 'CFS',
      name: 'Cypress Lawn Funeral Services',
      address: '1370 El Camino Real, Colma, CA 94014',
    },
    relatedProfiles: [],
    obituary: {
      __typename: 'ObituaryView',
      displayName: 'Eleanor Grace Whitmore',
      description: 'Eleanor Grace Whitmore, beloved mother, passed away peacefully.',
      obituary: OBITUARY_HTML,
      audioFileUrl: null,
    },
    // The editor's state: null for visitors and other families.
    obituaryStatus: null,
    cemeteryLocation: {
      __typename: 'CemeteryLocation',
      id: 7,
      propertyName: 'Cypress Lawn Memorial Park — Garden of Peace',
      address: '1370 El Camino Real, Colma, CA 94014',
      latitude: 37.6759,
      longitude: -122.4556,
      geoJson: GARDEN_POLYGON,
    },
    donationDetails: [
      {
        __typename: 'DonationDetail',
        id: 1,
        donationUrlName: 'Donate to the Library Foundation',
        donationUrlSrc: 'https://www.smcl.org/foundation/',
        donationUrlDescription: 'In lieu of flowers, the family asks for gifts to the literacy program Eleanor loved.',
      },
    ],
    socialMediaLinks: {
      __typename: 'SocialMediaLinks',
      CustomUrl: null,
      Facebook: 'https://www.facebook.com/eleanor.whitmore.memorial',
      Instagram: null,
      Twitter: null,
      Tiktok: null,
      Blog: 'https://remembering-eleanor.example.org',
      Youtube: null,
      Linkedin: null,
    },
    // Contact Family: the form is offered (a family arranger, not hidden).
    contactFamilyOpen: true,
  };
  return { ...base, ...overrides };
}

/** A GraphQL error as the gateway formats it. */
export const gqlError = (message: string, code: string) => ({ message, extensions: { code } });

/** The MemorialPage answer; `me` is there for a signed-in caller (the page asks for it only then). */
export const memorialPageData = (
  decedent: Record<string, unknown>,
  memories: unknown[] = [],
  events: Record<string, unknown> = eventList(),
) => ({
  me: { __typename: 'User', id: 3 },
  decedent,
  memories,
  events,
});

/** An event as the gateway answers it (the demo funeral service by default). */
export const eventFixture = (over: Record<string, unknown> = {}) => ({
  __typename: 'Event',
  id: 2,
  eventName: 'Funeral Service',
  eventType: 'Static',
  locationName: 'Cypress Lawn Funeral Services',
  chapelName: 'Noble Chapel',
  locationAddress: '1370 El Camino Real, Colma, CA 94014, United States',
  serviceDate: 'November 28, 2026',
  beginningTime: '10:00 AM',
  endingTime: '11:30 AM',
  startsAt: '2026-11-28T18:00:00.000Z',
  endsAt: '2026-11-28T19:30:00.000Z',
  timeZone: 'America/Los_Angeles',
  url: 'https://livestream.example.com/eleanor-whitmore',
  passCode: 'Please contact Family member',
  isEndTimeHided: false,
  isPrivate: false,
  isPast: false,
  mapUrl: 'https://www.google.com/maps/search/?api=1&query=Cypress%20Lawn',
  calendarUrl: '/api/v1/events/CS-1000-0001/calendar/2',
  flowerOrderOpen: true,
  treeOrderOpen: true,
  ...over,
});

export const eventList = (upcomingEvents: unknown[] = [], pastEvents: unknown[] = [], over: Record<string, unknown> = {}) => ({
  __typename: 'EventList',
  tributeStore: false,
  canHide: false,
  upcomingEvents,
  pastEvents,
  ...over,
});
