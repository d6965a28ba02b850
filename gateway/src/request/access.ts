import { Authorized, Extensions } from 'type-graphql';
import type { Role } from '@memorial/schema';
import { STAFF_ROLES } from '@memorial/schema';
import { DomainError } from '../errors.js';
import type { RequestScope, Viewer } from './scope.js';

export type Audience = Role | 'public' | 'signed-in';

/**
 * Every root field says who may call it: 'public', 'signed-in' (any role), or roles.
 * The list is also written into the field's extensions, where the REST layer and a test read it.
 */
export function Allow(...who: Audience[]): MethodDecorator {
  return (target, key, descriptor) => {
    Extensions({ access: who })(target, key, descriptor);
    if (who.includes('public')) return;
    const roles = who.filter((w): w is Role => w !== 'signed-in');
    Authorized(...roles)(target, key, descriptor);
  };
}

/** The signed-in viewer, or the reason there is none (expired or bad token first). */
export function requireViewer(scope: Pick<RequestScope, 'viewer' | 'authError'>): Viewer {
  if (scope.viewer) return scope.viewer;
  throw scope.authError ?? DomainError.unauthenticated();
}

export const isStaff = (viewer: Viewer | null) => !!viewer && STAFF_ROLES.includes(viewer.role);
