import type { DomainModule } from '../module.js';
import { ReferenceResolver } from './reference.resolver.js';
import { referenceRoutes } from './reference.rest.js';

/** Fixed lists (memory types, relationships, places): no entities, and plain functions rather than a per-request service. */
export const referenceModule: DomainModule = {
  name: 'reference',
  resolvers: [ReferenceResolver],
  entities: [],
  routes: referenceRoutes,
  services: [],
};

// For other modules.
export { Address } from './address.types.js';
export { FuneralHomeType } from './reference.types.js';
export { states } from './reference.service.js';
