import type { DomainModule } from '../module.js';
import { PrayerCard } from './prayer.entity.js';
import { PrayerResolver } from './prayer.resolver.js';
import { prayerRoutes } from './prayer.rest.js';
import { PrayerService } from './prayer.service.js';

/** The prayer card (arrangements-portal 2.6, 3, 4.3, 7.2); its record, PrayerCard. */
export const prayerModule: DomainModule = {
  name: 'prayer',
  resolvers: [PrayerResolver],
  entities: [PrayerCard],
  routes: prayerRoutes,
  services: [PrayerService],
};

// For other modules.
