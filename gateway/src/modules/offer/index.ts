import type { DomainModule } from '../module.js';
import { FuneralService, ServiceInterest } from './service.entity.js';
import { ServiceResolver } from './service.resolver.js';
import { serviceRoutes } from './service.rest.js';
import { ServicesService } from './service.service.js';

export const serviceModule: DomainModule = {
  name: 'service',
  resolvers: [ServiceResolver],
  entities: [FuneralService, ServiceInterest],
  routes: serviceRoutes,
  services: [ServicesService],
};
