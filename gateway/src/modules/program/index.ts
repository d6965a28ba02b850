import type { DomainModule } from '../module.js';
import { ProgramResolver } from './program.resolver.js';
import { programRoutes } from './program.rest.js';
import { ProgramService } from './program.service.js';

/** The service program card (arrangements-portal 2.7, 4.4, 7.3); its record is arrangement's ProgramCard. */
export const programModule: DomainModule = {
  name: 'program',
  resolvers: [ProgramResolver],
  entities: [],
  routes: programRoutes,
  services: [ProgramService],
};
