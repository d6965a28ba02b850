import type { RouteObject } from 'react-router';
import type { Role } from '@memorial/schema';
import { appClientStore } from './app/apollo';
import { PageLoading } from './app/layout/PageLoading';
import { RootLayout } from './app/layout/RootLayout';

/** The app is served under this base path; every route below is relative to it. */
export const BASENAME = '/obituaries';

/** Memorial page variants (memorial-portal section 2): one page, several doors. */
const MEMORIAL_PATHS = ['name', 'memories', 'memories-old', 'share-memories'];

// Each screen is its own chunk: a visitor of a memorial page loads neither the forms nor the dashboard.
const landing =
  (role: Role): RouteObject['lazy'] =>
  async () => {
    const { LandingPage } = await import('./features/auth/LandingPage');
    return { Component: () => <LandingPage role={role} /> };
  };
// The memorial page starts its query as its code arrives (a loader that waits for nothing): see prefetchMemorialPage.
const memorial: RouteObject['lazy'] = async () => {
  const { MemorialPage, prefetchMemorialPage } = await import('./features/memorial/MemorialPage');
  return {
    Component: MemorialPage,
    loader: ({ params }) => {
      const client = appClientStore.get();
      if (client && params['opi']) prefetchMemorialPage(client, params['opi']);
      return null;
    },
    // The page asks again itself when it must (its filters, a sign-in): a search parameter changing asks nothing.
    shouldRevalidate: () => false,
  };
};
const summary =
  (area: 'app' | 'admin'): RouteObject['lazy'] =>
  async () => {
    const { ArrangementsSummaryPage } = await import('./features/arrangements/ArrangementsSummaryPage');
    return { Component: () => <ArrangementsSummaryPage area={area} /> };
  };
// The obituary page of a decedent (memorial-portal 2, arrangements-portal 2.9): /app/memories/{opi} and /admin/memories-list/{opi}.
const obituary =
  (area: 'app' | 'admin'): RouteObject['lazy'] =>
  async () => {
    const { ObituaryPage } = await import('./features/obituary/ObituaryPage');
    return { Component: () => <ObituaryPage area={area} /> };
  };
// The first-time /profile, and the Profile link of the navigation (arrangements-portal 2.3, 2.11).
const profile =
  (door: 'first' | 'app' | 'admin'): RouteObject['lazy'] =>
  async () => {
    const { ProfilePage } = await import('./features/profile/ProfilePage');
    return { Component: () => <ProfilePage door={door} /> };
  };
const staffHome: RouteObject['lazy'] = async () => ({ Component: (await import('./features/staff/StaffHomePage')).StaffHomePage });
const loginReport: RouteObject['lazy'] = async () => ({ Component: (await import('./features/staff/LoginReportPage')).LoginReportPage });
const userReport: RouteObject['lazy'] = async () => ({ Component: (await import('./features/staff/UserReportPage')).UserReportPage });
const cemeteryLocation: RouteObject['lazy'] = async () => ({
  Component: (await import('./features/staff/CemeteryLocationPage')).CemeteryLocationPage,
});
// Arrangements (arrangements-portal 2.2 to 2.5, 2.10): the step screens of one decedent, for the family and for staff.
const certificate =
  (area: 'app' | 'admin'): RouteObject['lazy'] =>
  async () => {
    const [{ CertificatePage }, { prefetchCertificatePage }] = await Promise.all([
      import('./features/arrangements/certificate/CertificatePage'),
      import('./features/arrangements/certificate/useCertificate'),
    ]);
    return {
      Component: () => <CertificatePage area={area} />,
      // Its query starts as its code arrives, as the memorial page's does (issue 29 item 3).
      loader: ({ params, request }) => {
        const client = appClientStore.get();
        const opi = params['opi'] ?? new URL(request.url).searchParams.get('opi');
        if (client && opi) prefetchCertificatePage(client, opi);
        return null;
      },
      shouldRevalidate: () => false,
    };
  };
const services: RouteObject['lazy'] = async () => ({ Component: (await import('./features/arrangements/ServicesPage')).ServicesPage });
const whatToExpect: RouteObject['lazy'] = async () => ({
  Component: (await import('./features/arrangements/GuidePages')).WhatToExpectPage,
});
const whatToBring: RouteObject['lazy'] = async () => ({ Component: (await import('./features/arrangements/GuidePages')).WhatToBringPage });
const scheduledServices: RouteObject['lazy'] = async () => ({
  Component: (await import('./features/arrangements/ScheduledServicesPage')).ScheduledServicesPage,
});
const staffEvents: RouteObject['lazy'] = async () => ({ Component: (await import('./features/events/StaffEventsPage')).StaffEventsPage });
const staffDecedents: RouteObject['lazy'] = async () => ({
  Component: (await import('./features/arrangements/StaffDecedentsPage')).StaffDecedentsPage,
});
// Create Prayer Card (arrangements-portal 2.6), for the family and for staff; its fonts load with this chunk only.
const prayer =
  (area: 'app' | 'admin'): RouteObject['lazy'] =>
  async () => {
    const { PrayerCardPage } = await import('./features/prayer/PrayerCardPage');
    return { Component: () => <PrayerCardPage area={area} /> };
  };
// Customize Family Website (arrangements-portal 2.8), for the family and for staff.
const customizeWebsite =
  (area: 'app' | 'admin'): RouteObject['lazy'] =>
  async () => {
    const { CustomizeWebsitePage } = await import('./features/website/CustomizeWebsitePage');
    return { Component: () => <CustomizeWebsitePage area={area} /> };
  };
// Create Service Program (arrangements-portal 2.7), for the family and for staff.
const program =
  (area: 'app' | 'admin'): RouteObject['lazy'] =>
  async () => {
    const { ProgramPage } = await import('./features/program/ProgramPage');
    return { Component: () => <ProgramPage area={area} /> };
  };
const shareMemory: RouteObject['lazy'] = async () => ({
  Component: (await import('./features/memories/share/ShareMemoryPage')).ShareMemoryPage,
});
const staffMemories: RouteObject['lazy'] = async () => ({
  Component: (await import('./features/memories/staff/StaffMemoriesPage')).StaffMemoriesPage,
});
// Find a loved one (issue 28): the funeral homes, and each one's public obituary index with its name search.
const findHomes: RouteObject['lazy'] = async () => {
  const { FindHomesPage, findHomesLoader } = await import('./features/directory/FindHomesPage');
  return { Component: FindHomesPage, loader: () => findHomesLoader() };
};
const findLovedOne: RouteObject['lazy'] = async () => ({
  Component: (await import('./features/directory/FindLovedOnePage')).FindLovedOnePage,
});
const galleryFile: RouteObject['lazy'] = async () => ({
  Component: (await import('./features/memories/GalleryFilePage')).GalleryFilePage,
});

/** The route table of memorial-portal section 2. Role redirects happen in RootLayout. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    hydrateFallbackElement: <PageLoading />,
    children: [
      { index: true, lazy: landing('arranger') },
      { path: 'administrator', lazy: landing('admin') },
      { path: 'cl-arranger', lazy: landing('cl-arranger') },
      // The identity provider's sign-in comes back here (the cl-arranger's single sign-on).
      { path: 'sso', lazy: async () => ({ Component: (await import('./features/auth/Sso')).SsoCallbackPage }) },

      { path: 'app', lazy: async () => ({ Component: (await import('./features/dashboard/DashboardPage')).DashboardPage }) },
      { path: 'app/:opi/arrangements', lazy: summary('app') },
      { path: 'app/:opi/certificateDetails', lazy: certificate('app') },
      { path: 'app/certificateDetails', lazy: certificate('app') },
      { path: 'app/:opi/servicesDetails', lazy: services },
      { path: 'app/:opi/whatToExpect', lazy: whatToExpect },
      { path: 'app/:opi/whatToBring', lazy: whatToBring },
      { path: 'app/:opi/scheduledServices', lazy: scheduledServices },
      { path: 'app/:opi/prayerCreation', lazy: prayer('app') },
      { path: 'app/:opi/customizeFamilyWebsite', lazy: customizeWebsite('app') },
      { path: 'app/:opi/programCreation', lazy: program('app') },
      { path: 'app/memories/:opi', lazy: obituary('app') },
      // The older version of the obituary page, {base}/{opi}/old: the same content (memorial-portal 2).
      { path: 'app/memories/:opi/old', lazy: obituary('app') },
      { path: 'app/memories/:fullname/:opi', lazy: memorial },
      { path: 'app/memories/:fullname/:opi/share', lazy: shareMemory },
      { path: 'profile', lazy: profile('first') },
      { path: 'app/userProfile', lazy: profile('app') },

      { path: 'admin', lazy: staffHome },
      { path: 'admin/:opi/arrangements', lazy: summary('admin') },
      { path: 'admin/:opi/certificateDetails', lazy: certificate('admin') },
      { path: 'admin/decedents', lazy: staffDecedents },
      { path: 'admin/:opi/events', lazy: staffEvents },
      { path: 'admin/userProfile', lazy: profile('admin') },
      { path: 'admin/:opi/prayerCreation', lazy: prayer('admin') },
      { path: 'admin/:opi/customizeFamilyWebsite', lazy: customizeWebsite('admin') },
      { path: 'admin/:opi/programCreation', lazy: program('admin') },
      { path: 'admin/memories', lazy: staffMemories },
      { path: 'admin/memories/:opi', lazy: staffMemories },
      { path: 'admin/memories/:opi/old', lazy: obituary('admin') },
      // The staff's obituary card leads here; /admin/memories/{opi} stays the moderation list of every memory.
      { path: 'admin/memories-list/:opi', lazy: obituary('admin') },
      { path: 'admin/memories-list/:opi/old', lazy: obituary('admin') },
      { path: 'admin/loginReport', lazy: loginReport },
      { path: 'admin/userReport', lazy: userReport },
      { path: 'admin/:opi/location', lazy: cemeteryLocation },
      { path: 'admin/:section', lazy: staffHome },

      ...MEMORIAL_PATHS.flatMap((segment): RouteObject[] => [
        { path: `${segment}/:fullname/:opi`, lazy: memorial },
        // {base}/{opi}/share: the public Share a Memory form.
        { path: `${segment}/:fullname/:opi/share`, lazy: shareMemory },
      ]),
      // The single-file viewer of phones; the list comes from local storage.
      { path: 'gallery/file/:fileId', lazy: galleryFile },
      // The family's obituary page (/app/memories/{opi}) without a session: its public memorial page.
      { path: 'memories/:opi', lazy: memorial },
      { path: 'memories/:opi/old', lazy: memorial },
      { path: 'find', lazy: findHomes },
      { path: 'find/:home', lazy: findLovedOne },

      { path: '*', lazy: landing('arranger') },
    ],
  },
];
