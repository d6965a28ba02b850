import type { DomainModule } from '../module.js';
import { ArrangementResolver } from './arrangement.resolver.js';
import { arrangementRoutes } from './arrangement.rest.js';
import { ArrangementService } from './arrangement.service.js';
import { PrayerCard, ProgramCard } from './card.entity.js';

export const arrangementModule: DomainModule = {
  name: 'arrangement',
  resolvers: [ArrangementResolver],
  entities: [PrayerCard, ProgramCard],
  routes: arrangementRoutes,
  services: [ArrangementService],
};
