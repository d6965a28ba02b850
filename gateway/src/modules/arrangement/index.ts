import type { DomainModule } from '../module.js';
import { ArrangementResolver, DecedentStepsResolver } from './arrangement.resolver.js';
import { arrangementLoaders } from './arrangement.loaders.js';
import { arrangementRoutes } from './arrangement.rest.js';
import { ArrangementService } from './arrangement.service.js';

export const arrangementModule: DomainModule = {
  name: 'arrangement',
  resolvers: [ArrangementResolver, DecedentStepsResolver],
  entities: [],
  routes: arrangementRoutes,
  loaders: arrangementLoaders,
  services: [ArrangementService],
};
