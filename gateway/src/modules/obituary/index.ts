import type { DomainModule } from '../module.js';
import { ObituaryResolver } from './obituary.resolver.js';
import { obituaryRoutes } from './obituary.rest.js';
import { ObituaryService } from './obituary.service.js';

/** The obituary editors and the staff's lock; the Obituary entity is the decedent module's (it reads it for every page). */
export const obituaryModule: DomainModule = {
  name: 'obituary',
  resolvers: [ObituaryResolver],
  entities: [],
  routes: obituaryRoutes,
  services: [ObituaryService],
};
