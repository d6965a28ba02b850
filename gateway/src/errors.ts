import type { FieldErrors } from '@memorial/schema';
import { MESSAGES } from '@memorial/schema';

/** The closed list of error codes. Adding one fails the build until both maps below name it. */
export const ERROR_CODES = [
  'NOT_FOUND', 'FORBIDDEN', 'PRIVATE', 'UNAUTHENTICATED', 'SESSION_EXPIRED', 'BAD_USER_INPUT', 'INVALID_CREDENTIALS',
  'CONFLICT', 'LOCKED', 'TOO_LARGE', 'UNSUPPORTED_MEDIA', 'RATE_LIMITED', 'INTERNAL',
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
