import type { Crumb } from '../../app/layout/PageBreadcrumbs';

/** The family's /app area or the staff's /admin area. */
export type Area = 'app' | 'admin';

const seg = (opi: string) => encodeURIComponent(opi);

/** Staff carry the query string of their list (search, filters, page) along, so the way back keeps it. */
const kept = (area: Area, search: string) => (area === 'admin' ? search : '');

export const summaryPath = (area: Area, opi: string, search = ''): string => `/${area}/${seg(opi)}/arrangements${kept(area, search)}`;

/** The first crumb: the family dashboard, or the staff list of decedents. */
export const dashboardCrumb = (area: Area, search = ''): Crumb =>
  area === 'app' ? { label: 'Dashboard', to: '/app' } : { label: 'Dashboard', to: `/admin/decedents${search}` };

/** Dashboard > Arrangements Summary > {page}. */
export const stepCrumbs = (area: Area, opi: string, search: string, page: string): Crumb[] => [
  dashboardCrumb(area, search),
  { label: 'Arrangements Summary', to: summaryPath(area, opi, search) },
  { label: page },
];
