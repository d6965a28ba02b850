import type { EntityManager } from '@mikro-orm/postgresql';
import { AUTH_MESSAGES, MESSAGES, t } from '@memorial/schema';
import { DomainError } from '../../errors.js';
import { prepared, preparedRows } from '../../db/prepared.js';
import type { AppDeps, Viewer } from '../../request/scope.js';
import { verifyToken } from './tokens.js';

/** Whether the token's session is still usable: not revoked, not expired (by this process's clock, as the token itself). */
const SESSION = prepared('select revoked_at is null and expires_at > ? as usable from user_session where id = ?');

/** Who sends this Authorization header: nobody, a viewer, or the reason its token cannot be used. */
export async function authenticate(
  deps: AppDeps,
  em: EntityManager,
  authorization?: string | null,
): Promise<{ viewer: Viewer | null; authError: DomainError | null }> {
  const token = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1];
  if (!token) return { viewer: null, authError: null };
  const claims = await verifyToken(deps.tokens, token);
  if (claims === 'expired') return { viewer: null, authError: new DomainError('SESSION_EXPIRED', t(MESSAGES, 'sessionExpired')) };
  if (claims === 'invalid') return { viewer: null, authError: DomainError.unauthenticated(t(AUTH_MESSAGES, 'invalidToken')) };
  // Every request of every door asks this: one prepared statement, no entity (nothing in the request needs the session row).
  const [session] = await preparedRows<{ usable: boolean }>(em, SESSION, [new Date(), claims.sessionId]);
  if (!session?.usable) {
    return { viewer: null, authError: new DomainError('SESSION_EXPIRED', t(MESSAGES, 'sessionExpired')) };
  }
  return { viewer: claims, authError: null };
}
