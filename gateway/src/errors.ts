import type { FieldErrors } from '@memorial/schema';
import { MESSAGES } from '@memorial/schema';

/** The closed list of error codes. Adding one fails the build until both maps below name it. */
export const ERROR_CODES = [
  'NOT_FOUND', 'FORBIDDEN', 'PRIVATE', 'UNAUTHENTICATED', 'SESSION_EXPIRED', 'BAD_USER_INPUT', 'INVALID_CREDENTIALS',
  'CONFLICT', 'LOCKED', 'TOO_LARGE', 'UNSUPPORTED_MEDIA', 'RATE_LIMITED', 'UNAVAILABLE', 'INTERNAL',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const GRAPHQL_CODE: { readonly [C in ErrorCode]: string } = {
  NOT_FOUND: 'NOT_FOUND',
  FORBIDDEN: 'FORBIDDEN',
  PRIVATE: 'PRIVATE',
  UNAUTHENTICATED: 'UNAUTHENTICATED',
  SESSION_EXPIRED: 'SESSION_EXPIRED',
  BAD_USER_INPUT: 'BAD_USER_INPUT',
  INVALID_CREDENTIALS: 'INVALID_CREDENTIALS',
  CONFLICT: 'CONFLICT',
  LOCKED: 'LOCKED',
  TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  UNSUPPORTED_MEDIA: 'UNSUPPORTED_MEDIA_TYPE',
  RATE_LIMITED: 'RATE_LIMITED',
  UNAVAILABLE: 'SERVICE_UNAVAILABLE',
  INTERNAL: 'INTERNAL_SERVER_ERROR',
};

export const HTTP_STATUS: { readonly [C in ErrorCode]: number } = {
  NOT_FOUND: 404,
  FORBIDDEN: 403,
  PRIVATE: 403,
  UNAUTHENTICATED: 401,
  SESSION_EXPIRED: 401,
  BAD_USER_INPUT: 400,
  INVALID_CREDENTIALS: 400,
  CONFLICT: 409,
  LOCKED: 423,
  TOO_LARGE: 413,
  UNSUPPORTED_MEDIA: 415,
  RATE_LIMITED: 429,
  UNAVAILABLE: 503,
  INTERNAL: 500,
};

const CODE_BY_GRAPHQL = new Map(Object.entries(GRAPHQL_CODE).map(([k, v]) => [v, k as ErrorCode]));

export function errorCodeOfGraphQL(code: unknown): ErrorCode {
  return (typeof code === 'string' && CODE_BY_GRAPHQL.get(code)) || 'INTERNAL';
}

/** The one error type services throw. Its message reaches the client verbatim. */
export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fieldErrors?: FieldErrors,
  ) {
    super(message);
    this.name = 'DomainError';
  }

  static notFound(message: string = MESSAGES.decedentMissing) { return new DomainError('NOT_FOUND', message); }
  static forbidden(message: string = MESSAGES.unauthorizedForbidden) { return new DomainError('FORBIDDEN', message); }
  static unauthenticated(message = 'Authentication required') { return new DomainError('UNAUTHENTICATED', message); }
  static invalid(fieldErrors: FieldErrors) {
    return new DomainError('BAD_USER_INPUT', Object.values(fieldErrors)[0] ?? 'Invalid input', fieldErrors);
  }
}

/** Seconds a client is told to wait (Retry-After) when the database is away. */
export const RETRY_AFTER_SECONDS = 5;

/** SQLSTATEs of a server going away or refusing connections: class 08 (connection), 57P01-57P03 (shutdown, starting up). */
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[123])$/;
const UNAVAILABLE_ERRNO = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);
// knex ends a transaction whose connection died; the transaction's next statement then fails with "already complete".
const UNAVAILABLE_MESSAGE = /Connection (terminated|ended unexpectedly)|Timeout acquiring a connection|not queryable|Transaction query already complete|the database system is (shutting down|starting up|in recovery mode)/i;

/**
 * Whether an error (or one it wraps) says the database cannot be reached: such
 * a failure is the service's, not the request's, and is answered 503 with the
 * generic message, so a client retries instead of giving up.
 */
export function isDatabaseUnavailable(e: unknown): boolean {
  let cur: unknown = e;
  for (let i = 0; i < 6 && cur && typeof cur === 'object'; i++) {
    if (cur instanceof DomainError) return cur.code === 'UNAVAILABLE';
    const { code, message, name } = cur as { code?: unknown; message?: unknown; name?: unknown };
    if (typeof code === 'string' && (UNAVAILABLE_SQLSTATE.test(code) || UNAVAILABLE_ERRNO.has(code))) return true;
    if (name === 'KnexTimeoutError' || name === 'ConnectionException') return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGE.test(message)) return true;
    // AggregateError (a refused connection to both ::1 and 127.0.0.1) carries its causes in errors.
    const errors = (cur as { errors?: unknown }).errors;
    if (Array.isArray(errors) && errors.some(isDatabaseUnavailable)) return true;
    cur = (cur as { originalError?: unknown }).originalError ?? (cur as { cause?: unknown }).cause ?? (cur as { previous?: unknown }).previous;
  }
  return false;
}
