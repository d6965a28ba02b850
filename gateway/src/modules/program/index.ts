import type { DomainModule } from '../module.js';
import { ProgramCard } from './program.entity.js';
import { ProgramResolver } from './program.resolver.js';
import { programRoutes } from './program.rest.js';
import { ProgramService } from './program.service.js';

/** The service program card (arrangements-portal 2.7, 4.4, 7.3); its record, ProgramCard. */
export const programModule: DomainModule = {
  name: 'program',
  resolvers: [ProgramResolver],
  entities: [ProgramCard],
  routes: programRoutes,
  services: [ProgramService],
};

// For other modules.
