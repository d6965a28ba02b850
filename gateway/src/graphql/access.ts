import { Authorized, Extensions, type AuthChecker } from 'type-graphql';
import type { Role } from '@memorial/schema';
import { DomainError } from '../errors.js';
import type { Context, Viewer } from './context.js';

export type Audience = Role | 'public' | 'signed-in';

/**
 * Every root field says who may call it: 'public', 'signed-in' (any role), or roles.
 * The list is also written into the field's extensions, where a test reads it.
 */
export function Allow(...who: Audience[]): MethodDecorator {
  return (target, key, descriptor) => {
    Extensions({ access: who })(target, key, descriptor);
    if (who.includes('public')) return;
    const roles = who.filter((w): w is Role => w !== 'signed-in');
    Authorized(...roles)(target, key, descriptor);
  };
}

export const authChecker: AuthChecker<Context, Role> = ({ context }, roles) => {
  const viewer = requireViewer(context);
  if (roles.length > 0 && !roles.includes(viewer.role)) throw DomainError.forbidden();
  return true;
};

/** The signed-in viewer, or the reason there is none (expired or bad token first). */
export function requireViewer(ctx: Pick<Context, 'viewer' | 'authError'>): Viewer {
  if (ctx.viewer) return ctx.viewer;
  throw ctx.authError ?? DomainError.unauthenticated();
}

export const isStaff = (viewer: Viewer | null) => viewer?.role === 'admin' || viewer?.role === 'cl-arranger';
