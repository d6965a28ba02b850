import { identityRoutes } from '../modules/identity/identity.rest.js';
import { decedentRoutes } from '../modules/decedent/decedent.rest.js';
import { referenceRoutes } from '../modules/reference/reference.rest.js';
import { adminMemoryRoutes, memoryRoutes } from '../modules/memory/memory.rest.js';
import type { RestRoute } from './route.js';

/** Every legacy route, in matching order. */
export const ROUTES: readonly RestRoute[] = [...identityRoutes, ...decedentRoutes, ...referenceRoutes, ...memoryRoutes, ...adminMemoryRoutes];
