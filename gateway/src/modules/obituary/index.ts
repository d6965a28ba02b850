import type { DomainModule } from '../module.js';
import { Obituary } from './obituary.entity.js';
import { ObituaryResolver } from './obituary.resolver.js';
import { obituaryRoutes } from './obituary.rest.js';
import { ObituaryService } from './obituary.service.js';
import { PageShareService } from './obituary.share.js';

/**
 * The obituary: its text (the decedent's page reads it with the decedent, by SQL: decedentLoaders), the editors and
 * the staff's lock, and sharing the official page (its address, link preview and QR poster).
 */
export const obituaryModule: DomainModule = {
  name: 'obituary',
  resolvers: [ObituaryResolver],
  entities: [Obituary],
  routes: obituaryRoutes,
  services: [ObituaryService, PageShareService],
  // Link previews read the page as a visitor would: a scope without a token.
  http: { linkPreview: (visitor) => async (opi) => (await visitor()).service(PageShareService).pageMeta(opi) },
};

export { ObituaryService } from './obituary.service.js';

// For other modules.
export { ObituaryView } from './obituary.types.js';
