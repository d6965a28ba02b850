import type { DomainModule } from '../module.js';
import { FuneralService, ServiceInterest } from './offer.entity.js';
import { OfferResolver } from './offer.resolver.js';
import { offerRoutes } from './offer.rest.js';
import { OfferService } from './offer.service.js';

export const offerModule: DomainModule = {
  name: 'offer',
  resolvers: [OfferResolver],
  entities: [FuneralService, ServiceInterest],
  routes: offerRoutes,
  services: [OfferService],
};

export { offersJsonSql } from './offer.service.js';
export { ServiceOffer } from './offer.types.js';
