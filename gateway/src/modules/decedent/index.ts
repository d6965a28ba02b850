import type { DomainModule } from '../module.js';
import { CemeteryLocation, Decedent } from './decedent.entity.js';
import { decedentLoaders } from './decedent.loaders.js';
import { ArrangerCaseResolver, DecedentResolver } from './decedent.resolver.js';
import { adminDecedentRoutes, decedentRoutes } from './decedent.rest.js';
import { decedentMediaOwner, MediaAccessService } from './decedent.media.js';
import { DecedentService } from './decedent.service.js';
import { DecedentListService } from './decedent.list.js';
import { DecedentMediaUploadService } from './decedent.media-upload.js';
import { DecedentMediaUploadResolver } from './decedent.media-upload.resolver.js';
import { decedentMediaRoutes } from './decedent.media-upload.rest.js';
import { CemeteryLocationResolver, CemeteryLocationService } from './decedent.location.js';
import { locationRoutes } from './decedent.location.rest.js';
import { portraitRoute } from './decedent.portrait.js';

export const decedentModule: DomainModule = {
  name: 'decedent',
  resolvers: [DecedentResolver, ArrangerCaseResolver, DecedentMediaUploadResolver, CemeteryLocationResolver],
  entities: [Decedent, CemeteryLocation],
  routes: [...decedentRoutes, ...adminDecedentRoutes, ...decedentMediaRoutes, ...locationRoutes],
  loaders: decedentLoaders,
  services: [DecedentService, DecedentListService, MediaAccessService, DecedentMediaUploadService, CemeteryLocationService],
  mediaOwner: decedentMediaOwner,
  // The stable public address of a public page's portrait (link previews), before the web app's routes.
  http: { beforeWeb: (app, deps) => portraitRoute(app, deps) },
};

// For other modules: the decedent, read through DecedentService (which asks the case module who may see it).
export { Decedent, DonationDetail, SocialMediaLinks } from './decedent.entity.js';
export { DecedentService } from './decedent.service.js';
export { fullName, officialPageUrl, pageSlug } from './decedent.names.js';
export { viewColumns, type DecedentColumn, type DecedentLike, type DecedentView } from './decedent.rows.js';
export { decedentLoaders } from './decedent.loaders.js';
export { MediaAccessService } from './decedent.media.js';
export { portraitPath } from './decedent.portrait.js';
export { DECEDENT_FIELDS } from './decedent.rest.js';
