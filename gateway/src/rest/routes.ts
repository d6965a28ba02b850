import { identityRoutes } from '../modules/identity/identity.rest.js';
import { adminDecedentRoutes, decedentRoutes } from '../modules/decedent/decedent.rest.js';
import { referenceRoutes } from '../modules/reference/reference.rest.js';
import { adminMemoryRoutes, memoryRoutes } from '../modules/memory/memory.rest.js';
import { certificateRoutes } from '../modules/certificate/certificate.rest.js';
import { serviceRoutes } from '../modules/service/service.rest.js';
import { arrangementRoutes } from '../modules/arrangement/arrangement.rest.js';
import type { RestRoute } from './route.js';

/** Every legacy route, in matching order. */
export const ROUTES: readonly RestRoute[] = [
  ...identityRoutes, ...certificateRoutes, ...decedentRoutes, ...referenceRoutes, ...memoryRoutes, ...adminMemoryRoutes, ...adminDecedentRoutes,
  ...serviceRoutes, ...arrangementRoutes,
];
