import type { DomainModule } from '../module.js';
import { ObituaryResolver } from './obituary.resolver.js';
import { obituaryRoutes } from './obituary.rest.js';
import { ObituaryService } from './obituary.service.js';
import { PageShareService } from './obituary.share.js';

/** The obituary editors and the staff's lock; the Obituary entity is the decedent module's (it reads it for every page). */
export const obituaryModule: DomainModule = {
  name: 'obituary',
  resolvers: [ObituaryResolver],
  entities: [],
  routes: obituaryRoutes,
  services: [ObituaryService],
  // Link previews read the page as a visitor would: a scope without a token.
  http: { linkPreview: (visitor) => async (opi) => (await visitor()).service(PageShareService).pageMeta(opi) },
};
