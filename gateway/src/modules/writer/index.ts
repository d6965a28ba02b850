import type { DomainModule } from '../module.js';
import { ObituaryDraft } from './writer.entity.js';
import { WriterResolver } from './writer.resolver.js';
import { writerRoutes } from './writer.rest.js';
import { WriterService } from './writer.service.js';

export const writerModule: DomainModule = {
  name: 'writer',
  resolvers: [WriterResolver],
  entities: [ObituaryDraft],
  routes: writerRoutes,
  services: [WriterService],
};
