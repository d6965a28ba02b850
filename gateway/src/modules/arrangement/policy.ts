import { CERTIFICATE_MESSAGES } from '@memorial/schema';
import { DomainError } from '../../errors.js';
import type { RequestScope } from '../../request/scope.js';
import type { Decedent } from '../decedent/decedent.entity.js';
import { DecedentService } from '../decedent/decedent.service.js';

/**
 * The family (role arranger) must have accepted the policy before entering arrangement
 * details (certificate sections, service answers); staff are never gated (4.1, 6).
 * Reading is not gated: the summary is where the family learns it has to accept.
 */
export async function requireAcceptedPolicy(ctx: RequestScope, decedent: Decedent): Promise<void> {
  if (!(await ctx.service(DecedentService).haveAcceptedPolicy(decedent)))
    throw new DomainError('FORBIDDEN', CERTIFICATE_MESSAGES.policyRequired);
}
