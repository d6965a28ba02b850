import type { LoaderFactory, ServiceClass } from '../request/scope.js';
import type { RestRoute } from './route.js';

/**
 * What a domain module brings, in its index.ts. modules/index.ts lists every module once;
 * the GraphQL schema, the REST table and the ORM's entities are read from that list.
 */
export interface DomainModule {
  name: string;
  /** type-graphql resolver classes. */
  resolvers: readonly Function[];
  /** MikroORM entity classes (the ORM discovers nothing by globbing). */
  entities: readonly Function[];
  /** Its legacy /api/v1 rows, in matching order. */
  routes: readonly RestRoute[];
  /** Its batch loaders, reached through scope.loaders(factory). */
  loaders?: LoaderFactory;
  /** Its services, reached through scope.service(Class). */
  services: readonly ServiceClass[];
}
