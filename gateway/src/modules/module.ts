import type express from 'express';
import type { Config } from '../config.js';
import type { Clock } from '../jobs/clock.js';
import type { JobQueue, QueuedJob } from '../jobs/queue.js';
import type { MediaOwner } from '../media/revocation.js';
import type { AppDeps, LoaderFactory, RequestScope, ServiceClass } from '../request/scope.js';
import type { LinkPreview } from '../web.js';
import type { RestRoute } from './route.js';

/** The share of AppDeps a module makes at start (its key, its cipher), from the configuration. */
export const MODULE_DEPS = ['tokens', 'ssn'] as const;
export type ModuleDeps = Pick<AppDeps, (typeof MODULE_DEPS)[number]>;

/** A module's own HTTP doors, outside GraphQL and the /api/v1 table; app.ts mounts each at its place. */
export interface ModuleHttp {
  /** Routes mounted before the legacy /api/v1 router (browser redirects that must win over its rows). */
  beforeRest?(app: express.Express, deps: AppDeps): void;
  /** Routes mounted before the web app's routes (a page of the server's own under /obituaries). */
  beforeWeb?(app: express.Express, deps: AppDeps): void;
  /** The web app's link preview of an official page, read as a visitor would (visitor(): a scope without a token). */
  linkPreview?(visitor: () => Promise<RequestScope>): LinkPreview['page'];
}

/** What a module's background work is started with (boot.ts), once the app listens. */
export interface ModuleJobContext {
  deps: AppDeps;
  /** Where background work reads the time: a test's clock, or the system's. */
  clock: Clock;
  /** The address links in mails point at (PUBLIC_URL, or where this process listens). */
  publicUrl: () => string;
  /** The job queue, once it runs (jobs are declared before it starts). */
  queue: () => JobQueue;
}

/** Background work a caller may run now (a test, an operator); stopped with the gateway when it has a stop. */
export interface ModuleTask {
  run(): Promise<unknown>;
  stop?(): Promise<void>;
}

/**
 * What a domain module brings, in its index.ts. modules/index.ts lists every module once;
 * the GraphQL schema, the REST table, the ORM's entities, the app's own doors, the start-up
 * dependencies and the background jobs are read from that list (app.ts and boot.ts name no domain).
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
  /** Its own HTTP routes and the web app's hooks (app.ts). */
  http?: ModuleHttp;
  /** Who may see its stored files now, asked by /media before it serves a public signed URL (media/revocation.ts). */
  mediaOwner?: MediaOwner;
  /** What it adds to AppDeps at start (boot.ts, before the app is made): keys and secrets read from the configuration. */
  startupDeps?(config: Config): Partial<ModuleDeps>;
  /** Its queued and scheduled jobs on PostgreSQL (pg-boss), started with the job queue. */
  jobs?(ctx: ModuleJobContext): readonly QueuedJob[];
  /** Its background work started after listen (timers), by name on the Gateway, stopped on close. */
  tasks?(ctx: ModuleJobContext): Record<string, ModuleTask>;
}
