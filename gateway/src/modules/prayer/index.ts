import type { DomainModule } from '../module.js';
import { PrayerResolver } from './prayer.resolver.js';
import { prayerRoutes } from './prayer.rest.js';
import { PrayerService } from './prayer.service.js';

/** The prayer card (arrangements-portal 2.6, 3, 4.3, 7.2); its record is arrangement's PrayerCard. */
export const prayerModule: DomainModule = {
  name: 'prayer',
  resolvers: [PrayerResolver],
  entities: [],
  routes: prayerRoutes,
  services: [PrayerService],
};
