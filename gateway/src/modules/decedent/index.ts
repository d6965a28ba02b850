import type { DomainModule } from '../module.js';
import { ArrangerCase, CemeteryLocation, Decedent, Obituary, PolicyAcceptance } from './decedent.entity.js';
import { decedentLoaders } from './decedent.loaders.js';
import { ArrangerCaseResolver, DecedentResolver } from './decedent.resolver.js';
import { adminDecedentRoutes, decedentRoutes } from './decedent.rest.js';
import { MediaAccessService } from './decedent.media.js';
import { DecedentService } from './decedent.service.js';
import { DecedentShareService } from './decedent.share.js';
import { DecedentMediaUploadService } from './decedent.media-upload.js';
import { DecedentMediaUploadResolver } from './decedent.media-upload.resolver.js';
import { decedentMediaRoutes } from './decedent.media-upload.rest.js';
import { CemeteryLocationResolver, CemeteryLocationService } from './decedent.location.js';
import { locationRoutes } from './decedent.location.rest.js';

export const decedentModule: DomainModule = {
  name: 'decedent',
  resolvers: [DecedentResolver, ArrangerCaseResolver, DecedentMediaUploadResolver, CemeteryLocationResolver],
  entities: [Decedent, Obituary, CemeteryLocation, ArrangerCase, PolicyAcceptance],
  routes: [...decedentRoutes, ...adminDecedentRoutes, ...decedentMediaRoutes, ...locationRoutes],
  loaders: decedentLoaders,
  services: [DecedentService, MediaAccessService, DecedentShareService, DecedentMediaUploadService, CemeteryLocationService],
};
