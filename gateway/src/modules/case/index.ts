import type { DomainModule } from '../module.js';
import { CaseAccessService } from './case.access.js';
import { ArrangerCase, PolicyAcceptance } from './case.entity.js';

/**
 * Who may see or change a family's case: the arrangers' cases, the policy they accept, and the one access
 * service every module asks before it reads or writes a family's data. Its GraphQL fields are the decedent
 * module's (myCases, acceptPolicy...), which reads the decedent and then asks here.
 */
export const caseModule: DomainModule = {
  name: 'case',
  resolvers: [],
  entities: [ArrangerCase, PolicyAcceptance],
  routes: [],
  services: [CaseAccessService],
};

export { ArrangerCase, PolicyAcceptance } from './case.entity.js';
export { CaseAccessService, VIEWER_FLAGS_SQL, type ViewerFlags } from './case.access.js';
export { MyCases, PolicyResult, PrivacyResult } from './case.types.js';
export { caseArrangers } from './case.staff.js';
