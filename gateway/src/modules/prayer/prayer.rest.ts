import type { RestRoute } from '../route.js';

export const prayerRoutes: RestRoute[] = [];
