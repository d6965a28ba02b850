import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from '../logger.js';
import { hashPassword } from '../modules/identity/identity.service.js';
import { User } from '../modules/identity/user.entity.js';
import { CemeteryLocation, Decedent } from '../modules/decedent/decedent.entity.js';
import { ArrangerCase } from '../modules/case/case.entity.js';
import { Obituary } from '../modules/obituary/obituary.entity.js';
import { AppMeta } from '../db/app-meta.entity.js';
import { storeDemoPhotos } from './demo-media.js';
import { seedDemoMemories } from './demo-memories.js';
import { seedDemoDocuments } from './demo-documents.js';
import { seedDemoEvents } from './demo-events.js';
import { seedDemoMessages } from './demo-messages.js';
import { seedDemoObituaryMedia } from './demo-obituary-media.js';
import { seedDemoAccounts } from './demo-accounts.js';
import { seedDemoObituaries } from './demo-obituary.js';
import { seedDemoWebsite } from './demo-website.js';
import { seedDemoDrafts } from './demo-drafts.js';
import { seedDemoReports } from './demo-reports.js';
import { seedDemoProgram } from './demo-program.js';
import { seedDemoPageViews } from './demo-pageviews.js';
import { seedDemoPrayer } from './demo-prayer.js';
import { seedDemoSpanish } from './demo-spanish.js';
import { FuneralService } from '../modules/offer/offer.entity.js';
import type { Storage } from '../media/storage.js';

export const DEMO_LOGINS = {
  password: 'memorial-demo',
  users: [
    { email: 'arranger@demo.test', role: 'arranger' },
    { email: 'admin@demo.test', role: 'admin' },
    { email: 'staff@demo.test', role: 'cl-arranger' },
  ],
} as const;

const SEEDED_KEY = 'demo_seeded_at';

/** Seeds the demo data once per database; later starts find everything as it was left. */
export async function seedIfEmpty(orm: MikroORM, logger: Logger, storage: Storage): Promise<boolean> {
  const em = orm.em.fork();
  if (await em.findOne(AppMeta, { key: SEEDED_KEY })) return false;
  await em.transactional(async (tx) => {
    await seedDemo(tx, storage);
    tx.create(AppMeta, { key: SEEDED_KEY, value: new Date().toISOString() });
  });
  logger.info('demo data seeded');
  return true;
}

const OBITUARY_0001 = `<p>Eleanor Grace Whitmore, beloved mother, grandmother and friend to all who knew her, passed away peacefully at home in San Mateo on the morning of March 14, 2026, surrounded by her family. She was 84.</p>
<p>Born in Sacramento on June 2, 1941, to Harold and Margaret Lindqvist, Eleanor grew up on her family's pear orchard along the Sacramento River, where she learned to drive a tractor before she could ride a bicycle. She graduated from Stanford University in 1963 with a degree in English literature and spent thirty-one years teaching at Hillsdale High School, where generations of students remember her red pen, her patience, and the poems she read aloud every Friday.</p>
<p>In 1965 she married the love of her life, Thomas Whitmore, with whom she shared fifty-two years of marriage until his passing in 2017. Together they raised three children, tended a garden that was the envy of the neighbourhood, and never missed a Giants opening day.</p>
<p>Eleanor volunteered at the San Mateo County Library literacy program for over twenty years and sang alto in the St. Matthew's choir. She believed in handwritten letters, strong coffee, and second chances.</p>
<p>She is survived by her children, Catherine (Michael) Reyes, David (Susan) Whitmore and Anne Whitmore; her grandchildren, Sofia, Lucas, Emma and Henry; her sister, Ruth Lindqvist; and many nieces, nephews and former students who became friends.</p>
<p>A funeral service will be held at Cypress Lawn Chapel, followed by burial in the Garden of Peace. In lieu of flowers, the family asks that donations be made to the San Mateo County Library Foundation.</p>`;

/** The optional services of Available Services, with pictures under /media/demo/services. */
const DEMO_SERVICES = [
  {
    name: 'Visitation',
    imageUrl: '/media/demo/services/visitation.svg',
    description:
      'A private time for family and friends to gather, share stories and say goodbye before the service, in one of our chapels.',
  },
  {
    name: 'Reception and catering',
    imageUrl: '/media/demo/services/reception.svg',
    description: 'A reception after the service in our gathering room, with light refreshments prepared by our catering partner.',
  },
  {
    name: 'Live streaming',
    imageUrl: '/media/demo/services/livestream.svg',
    description: 'The service streamed live, with a private link and pass code, for family and friends who cannot attend in person.',
  },
  {
    name: 'Memorial tribute video',
    imageUrl: '/media/demo/services/tribute-video.svg',
    description: 'A video of photographs and music, shown during the service and kept on the family website.',
  },
  {
    name: 'Floral arrangements',
    imageUrl: '/media/demo/services/flowers.svg',
    description: 'Casket sprays, standing sprays and table arrangements, chosen with our florist.',
  },
  {
    name: 'Dove release',
    imageUrl: '/media/demo/services/dove-release.svg',
    description: 'White doves released at the graveside at the close of the committal service.',
  },
  {
    name: 'Bagpiper',
    imageUrl: '/media/demo/services/bagpiper.svg',
    description: 'A piper to lead the procession or play at the graveside.',
  },
  {
    name: 'Memorial keepsakes',
    imageUrl: '/media/demo/services/keepsakes.svg',
    description: 'Keepsake jewelry, thumbprint pendants and memorial candles for the family.',
  },
];

/** The cemetery section outline of the demo grave: a real-looking polygon in Colma, California. */
const GARDEN_OF_PEACE = {
  type: 'Polygon' as const,
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

type DemoPhotos = Awaited<ReturnType<typeof storeDemoPhotos>>;

/** The demo accounts, in this order: the arranger, the admin, the staff member, another family's arranger. */
function createDemoUsers(em: EntityManager, passwordHash: string) {
  const arranger = em.create(User, {
    email: 'arranger@demo.test',
    passwordHash,
    firstName: 'Catherine',
    lastName: 'Reyes',
    title: 'Mrs',
    roles: ['arranger'],
    isNewUser: false,
  });
  em.create(User, { email: 'admin@demo.test', passwordHash, firstName: 'Alan', lastName: 'Park', roles: ['admin'], isNewUser: false });
  const staff = em.create(User, {
    email: 'staff@demo.test',
    passwordHash,
    firstName: 'Maria',
    lastName: 'Lopez',
    roles: ['cl-arranger'],
    isNewUser: false,
  });
  const otherFamily = em.create(User, {
    email: 'family2@demo.test',
    passwordHash,
    firstName: 'James',
    lastName: 'Okafor',
    roles: ['arranger'],
    isNewUser: false,
  });
  return { arranger, staff, otherFamily };
}

/** The two cemetery sections: the Garden of Peace (with an outline) and Hillside Lawn (without). */
function createDemoCemeteries(em: EntityManager) {
  const garden = em.create(CemeteryLocation, {
    propertyName: 'Cypress Lawn Memorial Park — Garden of Peace',
    geoJson: GARDEN_OF_PEACE,
    latitude: 37.6759,
    longitude: -122.4556,
    address: '1370 El Camino Real, Colma, CA 94014',
  });
  const hillside = em.create(CemeteryLocation, {
    propertyName: 'Hillside Lawn, Section 12',
    geoJson: null,
    latitude: 37.6721,
    longitude: -122.4502,
    address: '1370 El Camino Real, Colma, CA 94014',
  });
  return { garden, hillside };
}

/** Eleanor Whitmore's public page (CS-1000-0001) and obituary. */
function createEleanor(em: EntityManager, garden: CemeteryLocation, photos: DemoPhotos): Decedent {
  const eleanor = em.create(Decedent, {
    opi: 'CS-1000-0001',
    prefix: 'Mrs',
    firstName: 'Eleanor',
    middleName: 'Grace',
    lastName: 'Whitmore',
    maidenName: 'Lindqvist',
    gender: 1,
    dateOfBirth: '1941-06-02',
    dateOfDeath: '2026-03-14',
    pageTitle: 'In Loving Memory of Eleanor Grace Whitmore',
    isPrivate: false,
    pictureUrl: photos.portrait,
    bannerUrl: photos.banner,
    originalBannerUrl: photos.banner,
    locationCode: 'CFS',
    cemeteryLocation: garden,
    lifeOfTitle: 'A teacher, a gardener, a friend',
    lifeOfDescription:
      'Eleanor taught English for thirty-one years, kept a garden full of roses and tomatoes, and wrote a letter by hand to every one of her grandchildren on their birthdays.',
    donationDetails: [
      {
        id: 1,
        donationUrlName: 'Donate to the Library Foundation',
        donationUrlSrc: 'https://www.smcl.org/foundation/',
        donationUrlDescription:
          'In lieu of flowers, the family welcomes a gift in Eleanor’s memory to any of these causes, each close to her heart.',
      },
      {
        id: 2,
        donationUrlName: 'Plant a tree',
        donationUrlSrc: 'https://www.arborday.org/',
        donationUrlDescription:
          'In lieu of flowers, the family welcomes a gift in Eleanor’s memory to any of these causes, each close to her heart.',
      },
    ],
    socialMediaLinks: { Facebook: 'https://www.facebook.com/eleanor.whitmore.memorial', Blog: 'https://remembering-eleanor.example.org' },
  });
  em.create(Obituary, { decedent: eleanor, obituary: OBITUARY_0001, displayName: 'Eleanor Grace Whitmore' });
  return eleanor;
}

/** Samuel Okafor's private page (CS-1000-0002) and obituary. */
function createOkafor(em: EntityManager, hillside: CemeteryLocation): Decedent {
  const okafor = em.create(Decedent, {
    opi: 'CS-1000-0002',
    prefix: 'Mr',
    firstName: 'Samuel',
    lastName: 'Okafor',
    gender: 2,
    dateOfBirth: '1950-11-09',
    dateOfDeath: '2026-08-30',
    isPrivate: true,
    locationCode: 'MDC',
    cemeteryLocation: hillside,
  });
  em.create(Obituary, { decedent: okafor, obituary: '<p>Samuel Okafor, devoted husband and father, passed away on August 30, 2026.</p>' });
  return okafor;
}

/** Thomas Whitmore's public page (CS-0998-0417) and obituary. */
function createThomas(em: EntityManager, hillside: CemeteryLocation): Decedent {
  const thomas = em.create(Decedent, {
    opi: 'CS-0998-0417',
    prefix: 'Mr',
    firstName: 'Thomas',
    middleName: 'Edward',
    lastName: 'Whitmore',
    gender: 2,
    dateOfBirth: '1938-01-21',
    dateOfDeath: '2017-10-03',
    // A public page whose cemetery has no outline: its Burial Location has no map and no 360 view (Eleanor's has both).
    isPrivate: false,
    locationCode: 'CFS',
    cemeteryLocation: hillside,
  });
  em.create(Obituary, {
    decedent: thomas,
    obituary: '<p>Thomas Edward Whitmore, engineer, sailor and storyteller, died peacefully on October 3, 2017.</p>',
  });
  return thomas;
}

export async function seedDemo(em: EntityManager, storage: Storage): Promise<void> {
  const passwordHash = await hashPassword(DEMO_LOGINS.password);
  const { arranger, staff, otherFamily } = createDemoUsers(em, passwordHash);
  const { garden, hillside } = createDemoCemeteries(em);
  const photos = await storeDemoPhotos(storage);
  const eleanor = createEleanor(em, garden, photos);
  const okafor = createOkafor(em, hillside);
  const thomas = createThomas(em, hillside);

  await seedDemoMemories(em, storage, eleanor);
  seedDemoEvents(em, eleanor);
  seedDemoMessages(em, thomas);
  await seedDemoObituaryMedia(em, storage, thomas);
  await seedDemoDocuments(em, storage, thomas);
  seedDemoAccounts(em, passwordHash, { arranger, thomas });
  seedDemoWebsite(thomas);
  seedDemoDrafts(em, eleanor, arranger);
  await seedDemoProgram(em, storage, { decedent: okafor, by: otherFamily });
  seedDemoPageViews(em, { eleanor, thomas, okafor });
  // The prayer cards: the arranger started Eleanor's with the family (the stamp staff see on the summary); Thomas's was submitted.
  await seedDemoPrayer(em, storage, { eleanor, thomas, staff, arranger });

  // The page in Spanish (issue 31): Rosa María Hernández, her page's language set to Spanish.
  seedDemoSpanish(em, garden);

  for (const [sortOrder, service] of DEMO_SERVICES.entries()) em.create(FuneralService, { ...service, sortOrder });

  em.create(ArrangerCase, { user: arranger, decedent: eleanor, status: 'active' });
  em.create(ArrangerCase, { user: arranger, decedent: thomas, status: 'closed' });
  em.create(ArrangerCase, { user: otherFamily, decedent: okafor, status: 'active' });
  await em.flush();
  await seedDemoObituaries(em);
  await seedDemoReports(em);
}
