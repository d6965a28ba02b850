import type { DomainModule } from './module.js';
import { identityModule } from './identity/index.js';
import { certificateModule } from './certificate/index.js';
import { decedentModule } from './decedent/index.js';
import { referenceModule } from './reference/index.js';
import { memoryModule } from './memory/index.js';
import { serviceModule } from './service/index.js';
import { arrangementModule } from './arrangement/index.js';
import { eventModule } from './event/index.js';
import { messageModule } from './message/index.js';
import { AbuseResolver } from '../abuse/abuse.resolver.js';
import { subscriptionModule } from './subscription/index.js';
import { obituaryModule } from './obituary/index.js';
import { websiteModule } from './website/index.js';
import { writerModule } from './writer/index.js';
import { reportModule } from './report/index.js';
import { programModule } from './program/index.js';
import { mapModule } from './map/index.js';
import { pageviewModule } from './pageview/index.js';
import { prayerModule } from './prayer/index.js';

/**
 * Every domain module, listed once: the GraphQL schema, the REST table (in this order,
 * which is also the order paths are matched in) and the ORM's entities are read from here.
 */
export const MODULES: readonly DomainModule[] = [
  identityModule,
  certificateModule,
  decedentModule,
  referenceModule,
  memoryModule,
  serviceModule,
  arrangementModule,
  eventModule,
  subscriptionModule,
  messageModule,
  obituaryModule,
  websiteModule,
  writerModule,
  reportModule,
  programModule,
  mapModule,
  pageviewModule,
  prayerModule,
];

/** The modules' resolvers, and the captcha challenge query of abuse/ (infrastructure every module may use). */
export const RESOLVERS = [...MODULES.flatMap((m) => m.resolvers), AbuseResolver];
export const ROUTES = MODULES.flatMap((m) => m.routes);
