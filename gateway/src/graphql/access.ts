import type { AuthChecker } from 'type-graphql';
import type { Role } from '@memorial/schema';
import { DomainError } from '../errors.js';
import { requireViewer } from '../request/access.js';
import type { RequestScope } from '../request/scope.js';

/** What @Allow's roles mean to type-graphql: a viewer, of one of the roles when any are named. */
export const authChecker: AuthChecker<RequestScope, Role> = ({ context }, roles) => {
  const viewer = requireViewer(context);
  if (roles.length > 0 && !roles.includes(viewer.role)) throw DomainError.forbidden();
  return true;
};
