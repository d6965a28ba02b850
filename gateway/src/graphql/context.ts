import { MESSAGES, t, type Locale } from '@memorial/schema';
import { DomainError, isDatabaseUnavailable } from '../errors.js';
import { RequestScope, type AppDeps } from '../request/scope.js';
import { authenticate } from '../modules/identity/authenticate.js';

export interface RequestInfo {
  authorization?: string | null;
  ip?: string | null;
  /** The Idempotency-Key header, at the HTTP doors (GraphQL and REST). */
  idempotencyKey?: string | null;
  /** The language Accept-Language named among ours, at the HTTP doors (namedLocale); null when none. */
  namedLocale?: Locale | null;
}

/** The one scope factory, used by GraphQL over HTTP, GraphQL over WebSocket and the REST layer. */
export function createContextFactory(deps: AppDeps) {
  return async function createContext(req: RequestInfo): Promise<RequestScope> {
    const em = deps.orm.em.fork();
    // Checking a session reads the database: when it is away, every door answers "unavailable", not an internal error.
    const { viewer, authError } = await authenticate(deps, em, req.authorization).catch((e: unknown) => {
      throw isDatabaseUnavailable(e) ? new DomainError('UNAVAILABLE', t(MESSAGES, 'genericError')) : e;
    });
    return new RequestScope(deps, em, viewer, authError, req.ip ?? 'unknown', req.idempotencyKey ?? null, req.namedLocale ?? null);
  };
}
