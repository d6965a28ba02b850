import type { DomainModule } from '../module.js';
import { ScreenedText, ScreeningModel } from './screening.entity.js';
import { ScreeningService } from './screening.service.js';
import { forgetJobs } from './screening.retention.js';
import { retrainJobs } from './screening.training.js';

/**
 * Screening of incoming memories and Contact Family messages (issue 32): rules and a classifier trained on the
 * moderators' decisions score each text at arrival; the memory and message modules store the outcome and hold what
 * is likely spam. It has no root fields of its own: Memory.screening and FamilyMessage.screening use screeningOf.
 */
export const screeningModule: DomainModule = {
  name: 'screening',
  resolvers: [],
  entities: [ScreenedText, ScreeningModel],
  routes: [],
  services: [ScreeningService],
  // Retrains the classifier from the moderators' decisions (a cron job every minute; only when labels changed), and
  // forgets old senders once a day.
  jobs: ({ deps: { orm, logger } }) => [...retrainJobs(orm, logger), ...forgetJobs(orm, logger)],
};

export { ScreeningService } from './screening.service.js';
export { LIKELY_SPAM_SCORE, SELECTION_MAX, storedScreening, type ScreeningOutcome, type ScreeningReasonData } from './screening.levels.js';
export { screeningOf } from './screening.types.js';
/** @public The GraphQL types and enums of a screening (registered in screening.types.ts): the memory and message modules' fields and arguments. */
export { ModerationSort, ScreeningLevel, ScreeningReasonCode } from './screening.levels.js';
/** @public */
export { Screening, ScreeningReason } from './screening.types.js';
export { SCREENING_SELECTION, withLegacyScreening, withLegacyScreeningFields } from './screening.rest.js';
