import type { DomainModule } from '../module.js';
import { ScreenedText, ScreeningModel } from './screening.entity.js';
import { ScreeningService } from './screening.service.js';

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
};

export { ScreeningService } from './screening.service.js';
export { LIKELY_SPAM_SCORE, screeningOf, type ScreeningOutcome, type ScreeningReasonData } from './screening.types.js';
/** @public The GraphQL types and enums of a screening: fields and arguments of the memory and message modules (issue 32). */
export { ModerationSort, Screening, ScreeningLevel, ScreeningReason, ScreeningReasonCode } from './screening.types.js';
