import type { DomainModule } from '../module.js';
import { Revision } from './revision.entity.js';
import { RevisionService } from './revision.service.js';

/** The `version` argument of a versioned save. */
export const VERSION_ARG = {
  nullable: true,
  description: 'The version the form was loaded at; a save made from an older one is refused (409). Without it, the save goes on.',
};

export { RevisionService, recordKey, type SavedThing } from './revision.service.js';

/** Versions of edited records (no GraphQL field or REST path of its own: each record's module answers its version). */
export const revisionModule: DomainModule = {
  name: 'revision',
  resolvers: [],
  entities: [Revision],
  routes: [],
  services: [RevisionService],
};
