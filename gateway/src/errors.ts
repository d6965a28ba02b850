import type { ErrorRequestHandler, Request, Response } from 'express';
import type { z } from 'zod';
import type { FieldErrors, Locale } from '@memorial/schema';
import { fieldErrorsOf, INPUT_MESSAGES, MESSAGES, t, translate } from '@memorial/schema';

/** The closed list of error codes. Adding one fails the build until both maps below name it. */
export const ERROR_CODES = [
  'NOT_FOUND',
  'FORBIDDEN',
  'PRIVATE',
  'UNAUTHENTICATED',
  'SESSION_EXPIRED',
  'BAD_USER_INPUT',
  'INVALID_CREDENTIALS',
  'CONFLICT',
  'UNPROCESSABLE',
  'LOCKED',
  'TOO_LARGE',
  'UNSUPPORTED_MEDIA',
  'RATE_LIMITED',
  'UNAVAILABLE',
  'INTERNAL',
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
  /** An Idempotency-Key used before for a different request (IETF httpapi-idempotency-key-header: 422). */
  UNPROCESSABLE: 'UNPROCESSABLE_CONTENT',
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
  UNPROCESSABLE: 422,
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

  static notFound(message: string = t(MESSAGES, 'decedentMissing')) {
    return new DomainError('NOT_FOUND', message);
  }
  static forbidden(message: string = t(MESSAGES, 'unauthorizedForbidden')) {
    return new DomainError('FORBIDDEN', message);
  }
  static unauthenticated(message: string = t(INPUT_MESSAGES, 'authenticationRequired')) {
    return new DomainError('UNAUTHENTICATED', message);
  }
  static invalid(fieldErrors: FieldErrors) {
    return new DomainError('BAD_USER_INPUT', Object.values(fieldErrors)[0] ?? t(INPUT_MESSAGES, 'invalidInput'), fieldErrors);
  }
}

/**
 * Refused input in plain words. graphql-js (variables that do not coerce) and zod (a rule without a message of
 * its own) describe a refusal in their own English, with type names and enum suggestions; the client is told
 * instead which field is wrong and what it must be, from INPUT_MESSAGES, in the request's language (issue 31).
 * The field keeps the API's name. The spec's own messages are kept.
 */
type FieldText = 'boolean' | 'number' | 'text' | 'list' | 'object' | 'required' | 'notAccepted' | 'unknown' | 'invalid';
const plain = (key: FieldText, field: string) => t(INPUT_MESSAGES, key, { field });

const PLAIN_BY_TYPE: Record<string, FieldText> = {
  Boolean: 'boolean',
  Int: 'number',
  Float: 'number',
  String: 'text',
  ID: 'text',
};

/** graphql-js's message for a variable that does not coerce ('Variable "$input" got invalid value ... at "input.gender"; Int cannot represent ...'). */
export function isVariableError(message: string): boolean {
  return message.startsWith('Variable "$');
}

export function plainVariableMessage(message: string): string {
  const variable = /^Variable "\$(\w+)"/.exec(message)?.[1] ?? 'value';
  const at = / at "([^"]+)"; /.exec(message)?.[1];
  const field = lastName(at ?? variable);
  const missingField = /Field "(\w+)" of required type "(\w+)!?[^"]*" was not provided/.exec(message);
  if (missingField) return plain('required', missingField[1]!);
  const unknownField = /Field "(\w+)" is not defined by type/.exec(message);
  if (unknownField) return plain('unknown', unknownField[1]!);
  if (/does not exist in "\w+" enum|Enum "\w+" cannot represent/.test(message)) return plain('notAccepted', field);
  if (/Expected type "\w+" to be an object/.test(message)) return plain('object', field);
  const type =
    /(?:non-nullable type|of required type|of non-null type) "(\w+)!?"/.exec(message)?.[1] ?? /; (\w+) cannot represent/.exec(message)?.[1];
  if (type && PLAIN_BY_TYPE[type]) return plain(PLAIN_BY_TYPE[type], field);
  if (/not to be null|was not provided/.test(message)) return plain('required', field);
  return plain('invalid', field);
}

/** "input.nokInfo[0].email" -> "email". */
const lastName = (path: string) =>
  path
    .split(/[.[\]]/)
    .filter((p) => p && !/^\d+$/.test(p))
    .at(-1) ?? path;

const TYPE_TEXT: Record<string, FieldText> = {
  boolean: 'boolean',
  number: 'number',
  int: 'number',
  bigint: 'number',
  string: 'text',
  array: 'list',
  object: 'object',
};

/** "a, b or c" in the request's language; the values as the API spells them. */
const oneOf = (field: string, values: readonly unknown[]) =>
  t(INPUT_MESSAGES, 'oneOf', {
    field,
    values:
      values.length > 1
        ? t(INPUT_MESSAGES, 'oneOfList', { first: values.slice(0, -1).map(String).join(', '), last: String(values.at(-1)) })
        : String(values[0]),
  });

/** The limit of a too_big or too_small issue, ungrouped (5000 characters), and what it counts. */
const limit = (origin: string, bound: number | bigint) => ({
  unit: origin === 'string' || origin === 'array' ? origin : 'other',
  bound: String(bound),
});

/** A zod issue that has no message of its own, as a plain sentence (zod's per-parse error map: rule messages win). */
export const plainZodIssue: z.core.$ZodErrorMap = (issue) => {
  const field = lastName(issue.path?.map(String).join('.') ?? '') || 'value';
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) return plain('required', field);
      return plain(TYPE_TEXT[issue.expected] ?? 'invalid', field);
    case 'invalid_value':
      return oneOf(field, issue.values);
    case 'too_big': {
      const { unit, bound } = limit(issue.origin, issue.maximum);
      return t(INPUT_MESSAGES, 'atMost', { field, unit, max: bound });
    }
    case 'too_small': {
      if (issue.origin === 'string' && Number(issue.minimum) === 1) return plain('required', field);
      const { unit, bound } = limit(issue.origin, issue.minimum);
      return t(INPUT_MESSAGES, 'atLeast', { field, unit, min: bound });
    }
    case 'unrecognized_keys':
      return plain('unknown', issue.keys[0] ?? field);
    default:
      return plain('invalid', field);
  }
};

/** Validates input with a rule; a refusal is a BAD_USER_INPUT with the rule's messages, or plain sentences where it has none. */
export function validInput<T extends z.ZodType>(rule: T, input: unknown): z.output<T> {
  const parsed = rule.safeParse(input, { error: plainZodIssue });
  if (!parsed.success) throw DomainError.invalid(fieldErrorsOf(parsed.error));
  return parsed.data;
}

/** Seconds a client is told to wait (Retry-After) when the database is away. */
export const RETRY_AFTER_SECONDS = 5;

/** SQLSTATEs of a server going away or refusing connections: class 08 (connection), 57P01-57P03 (shutdown, starting up). */
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[123])$/;
const UNAVAILABLE_ERRNO = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);
// knex ends a transaction whose connection died; the transaction's next statement then fails with "already complete".
const UNAVAILABLE_MESSAGE =
  /Connection (terminated|ended unexpectedly)|Timeout acquiring a connection|not queryable|Transaction query already complete|the database system is (shutting down|starting up|in recovery mode)/i;

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
    cur =
      (cur as { originalError?: unknown }).originalError ?? (cur as { cause?: unknown }).cause ?? (cur as { previous?: unknown }).previous;
  }
  return false;
}

/** The generic answer in the request's language; the spec's English when even the catalog fails (a stale build). */
export function genericErrorText(locale: Locale): string {
  try {
    return translate(locale, MESSAGES, 'genericError');
  } catch {
    return 'Oops! Something went wrong.';
  }
}

/**
 * An error handler that cannot fail in turn: when answering the error throws (a text missing from the catalog, say),
 * the failure is logged and the request gets the generic 500 from lastResort (JSON), never Express's own HTML page
 * with its stack trace.
 */
export function failSafe(
  logger: { error: (details: object, message: string) => void },
  handler: ErrorRequestHandler,
  lastResort: (req: Request, res: Response) => void,
): ErrorRequestHandler {
  return (err, req, res, next) => {
    try {
      handler(err, req, res, next);
    } catch (failure) {
      logger.error({ err, failure }, 'the error handler failed');
      if (!res.headersSent) lastResort(req, res);
    }
  };
}
