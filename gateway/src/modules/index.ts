import type { Config } from '../config.js';
import { MODULE_DEPS, type DomainModule, type ModuleDeps, type ModuleJobContext, type ModuleTask } from './module.js';
import { identityModule, type SecuritySweep } from './identity/index.js';
import { caseModule } from './case/index.js';
import { certificateModule } from './certificate/index.js';
import { decedentModule } from './decedent/index.js';
import { referenceModule } from './reference/index.js';
import { memoryModule } from './memory/index.js';
import { offerModule } from './offer/index.js';
import { arrangementModule } from './arrangement/index.js';
import { eventModule } from './event/index.js';
import { messageModule } from './message/index.js';
import { AbuseResolver } from '../abuse/abuse.resolver.js';
import { subscriptionModule, type ReminderRun } from './subscription/index.js';
import { obituaryModule } from './obituary/index.js';
import { websiteModule } from './website/index.js';
import { writerModule } from './writer/index.js';
import { reportModule } from './report/index.js';
import { programModule } from './program/index.js';
import { mapModule } from './map/index.js';
import { pageviewModule } from './pageview/index.js';
import { prayerModule } from './prayer/index.js';
import { transferModule } from './transfer/index.js';
import { revisionModule } from './revision/index.js';
import { sitemapModule } from './sitemap/index.js';
import { directoryModule } from './directory/index.js';
import { screeningModule } from './screening/index.js';

/**
 * Every domain module, listed once: the GraphQL schema, the REST table (in this order,
 * which is also the order paths are matched in) and the ORM's entities are read from here.
 */
export const MODULES: readonly DomainModule[] = [
  identityModule,
  revisionModule,
  caseModule,
  certificateModule,
  decedentModule,
  referenceModule,
  memoryModule,
  offerModule,
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
  transferModule,
  sitemapModule,
  directoryModule,
  screeningModule,
];

/** The modules' resolvers, and the captcha challenge query of abuse/ (infrastructure every module may use). */
export const RESOLVERS = [...MODULES.flatMap((m) => m.resolvers), AbuseResolver];
export const ROUTES = MODULES.flatMap((m) => m.routes);

/** What the modules make at start for AppDeps (each key from the module that owns it). */
export function moduleDeps(config: Config): ModuleDeps {
  const made: Partial<ModuleDeps> = {};
  for (const m of MODULES) Object.assign(made, m.startupDeps?.(config));
  const missing = MODULE_DEPS.filter((key) => made[key] === undefined);
  if (missing.length) throw new Error(`no module makes ${missing.join(', ')}`);
  return made as ModuleDeps;
}

/** The modules' queued and scheduled jobs, for the job queue. */
export const moduleJobs = (ctx: ModuleJobContext) => MODULES.flatMap((m) => m.jobs?.(ctx) ?? []);

/** The background work the modules start, by name: the Gateway's handles to run it now. */
export interface ModuleTasks {
  /** The periodic removal of old security rows (run() sweeps at once). */
  securitySweep: SecuritySweep;
  /** Runs a reminder scan now, at the clock's time (the cron job runs one every minute), and wakes this process's senders. */
  reminders: { run(): Promise<ReminderRun> };
}
const TASKS = ['securitySweep', 'reminders'] as const satisfies ReadonlyArray<keyof ModuleTasks>;

/** Starts every module's background work; stopAll() stops what has a stop (with the gateway). */
export function startModuleTasks(ctx: ModuleJobContext): { tasks: ModuleTasks; stopAll(): Promise<void> } {
  const started: Record<string, ModuleTask> = {};
  for (const m of MODULES) Object.assign(started, m.tasks?.(ctx));
  const missing = TASKS.filter((name) => !started[name]);
  if (missing.length) throw new Error(`no module starts ${missing.join(', ')}`);
  return {
    tasks: started as unknown as ModuleTasks,
    stopAll: async () => {
      await Promise.all(Object.values(started).map((task) => task.stop?.()));
    },
  };
}
