import type { DomainModule } from '../module.js';
import { DirectoryResolver } from './directory.resolver.js';
import { directoryRoutes } from './directory.rest.js';
import { DirectoryService } from './directory.service.js';

/** Find a loved one: the public obituary index of each funeral home, with a forgiving name search. */
export const directoryModule: DomainModule = {
  name: 'directory',
  resolvers: [DirectoryResolver],
  entities: [],
  routes: directoryRoutes,
  services: [DirectoryService],
};
