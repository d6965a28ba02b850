import type { DomainModule } from '../module.js';
import { ArrangementResolver } from './arrangement.resolver.js';
import { arrangementRoutes } from './arrangement.rest.js';
import { ArrangementService } from './arrangement.service.js';

export const arrangementModule: DomainModule = {
  name: 'arrangement',
  resolvers: [ArrangementResolver],
  entities: [],
  routes: arrangementRoutes,
  services: [ArrangementService],
};
