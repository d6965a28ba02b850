import { APP_TEXTS, LAYOUT_TEXTS, t } from '@memorial/schema';
import type { Crumb } from '../layout/PageBreadcrumbs';

/** The family's /app area or the staff's /admin area. */
export type Area = 'app' | 'admin';

const seg = (opi: string) => encodeURIComponent(opi);

/**
 * The summary keeps the current query string (arrangements-portal 2.2), for the
 * family and for staff alike: staff carry their list's search, filters and page.
 */
export const summaryPath = (area: Area, opi: string, search = ''): string => `/${area}/${seg(opi)}/arrangements${search}`;

/** The first crumb: the family dashboard, or the staff list of decedents. */
export const dashboardCrumb = (area: Area, search = ''): Crumb =>
  area === 'app' ? { label: t(APP_TEXTS, 'dashboard'), to: '/app' } : { label: t(APP_TEXTS, 'dashboard'), to: `/admin/decedents${search}` };

/** Dashboard > Arrangements Summary > {page}. */
export const stepCrumbs = (area: Area, opi: string, search: string, page: string): Crumb[] => [
  dashboardCrumb(area, search),
  { label: t(LAYOUT_TEXTS, 'arrangementsSummary'), to: summaryPath(area, opi, search) },
  { label: page },
];
