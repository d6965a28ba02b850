import type { DomainModule } from '../module.js';
import { MapResolver } from './map.resolver.js';

/** The Burial Location map's public settings (tiles, gravesite locator); the location itself is the decedent module's. */
export const mapModule: DomainModule = {
  name: 'map',
  resolvers: [MapResolver],
  entities: [],
  routes: [],
  services: [],
};
