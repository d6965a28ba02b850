import type { DomainModule } from '../module.js';
import { DecedentEvent } from './event.entity.js';
import { EventResolver, EventVersionResolver } from './event.resolver.js';
import { eventRoutes } from './event.rest.js';
import { EventService } from './event.service.js';
import { demoTributeStore } from './tribute-store.page.js';

export const eventModule: DomainModule = {
  name: 'event',
  resolvers: [EventResolver, EventVersionResolver],
  entities: [DecedentEvent],
  routes: eventRoutes,
  services: [EventService],
  // The demo's own tribute store page (only with demo data), before the web app's routes.
  http: { beforeWeb: demoTributeStore },
};

// For other modules (reminder mails attach the same calendar entry the page offers).
export { DecedentEvent } from './event.entity.js';
export { eventCalendarFile } from './event.calendar.js';
export { EventService } from './event.service.js';
export { addressLine } from './event.view.js';
