import type { DomainModule } from '../module.js';
import { WebsiteResolver, WebsiteVersionsResolver } from './website.resolver.js';
import { websiteRoutes } from './website.rest.js';
import { WebsiteService } from './website.service.js';

export const websiteModule: DomainModule = {
  name: 'website',
  resolvers: [WebsiteResolver, WebsiteVersionsResolver],
  entities: [],
  routes: websiteRoutes,
  services: [WebsiteService],
};

// For other modules.
export { websiteProgress } from './website.service.js';
