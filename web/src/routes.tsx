import type { RouteObject } from 'react-router';
import type { Role } from '@memorial/schema';
import { PageLoading } from './app/layout/PageLoading';
import { RootLayout } from './app/layout/RootLayout';

/** The app is served under this base path; every route below is relative to it. */
export const BASENAME = '/obituaries';

/** Memorial page variants (memorial-portal section 2): one page, several doors. */
const MEMORIAL_PATHS = ['name', 'memories', 'memories-old', 'share-memories'];

// Each screen is its own chunk: a visitor of a memorial page loads neither the forms nor the dashboard.
const landing = (role: Role): RouteObject['lazy'] => async () => {
  const { LandingPage } = await import('./features/auth/LandingPage');
  return { Component: () => <LandingPage role={role} /> };
};
const memorial: RouteObject['lazy'] = async () => ({ Component: (await import('./features/memorial/MemorialPage')).MemorialPage });
const summary = (area: 'app' | 'admin'): RouteObject['lazy'] => async () => {
  const { ArrangementsSummaryPage } = await import('./features/arrangements/ArrangementsSummaryPage');
  return { Component: () => <ArrangementsSummaryPage area={area} /> };
};
const staffHome: RouteObject['lazy'] = async () => ({ Component: (await import('./features/staff/StaffHomePage')).StaffHomePage });

/** The route table of memorial-portal section 2. Role redirects happen in RootLayout. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    hydrateFallbackElement: <PageLoading />,
    children: [
      { index: true, lazy: landing('arranger') },
      { path: 'administrator', lazy: landing('admin') },
      { path: 'cl-arranger', lazy: landing('cl-arranger') },

      { path: 'app', lazy: async () => ({ Component: (await import('./features/dashboard/DashboardPage')).DashboardPage }) },
      { path: 'app/:opi/arrangements', lazy: summary('app') },
      { path: 'app/memories/:fullname/:opi', lazy: memorial },
      { path: 'profile', lazy: async () => ({ Component: (await import('./features/profile/ProfilePage')).ProfilePage }) },

      { path: 'admin', lazy: staffHome },
      { path: 'admin/:opi/arrangements', lazy: summary('admin') },
      { path: 'admin/:section', lazy: staffHome },

      ...MEMORIAL_PATHS.map((segment): RouteObject => ({ path: `${segment}/:fullname/:opi`, lazy: memorial })),

      { path: '*', lazy: landing('arranger') },
    ],
  },
];
