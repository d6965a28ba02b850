import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { MESSAGES, t } from '@memorial/schema';
import { DomainError, GRAPHQL_CODE, isDatabaseUnavailable, isVariableError, plainVariableMessage } from '../errors.js';
import type { Logger } from '../logger.js';
import { isCharacterError } from '../input.js';

/** Codes that graphql-js and Apollo raise for a malformed request; their messages are safe to show. */
const REQUEST_CODES = new Set([
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_USER_INPUT',
  'PERSISTED_QUERY_NOT_FOUND',
  'BAD_REQUEST',
  'OPERATION_RESOLUTION_FAILURE',
]);

/**
 * Shapes every GraphQL error for the client, at every door. Domain errors keep their message,
 * code and field errors; a variable that does not coerce is BAD_USER_INPUT in a plain sentence
 * naming its field; other request errors keep their message (in production without graphql-js's
 * "Did you mean" guesses, which would list fields and enum values); anything else is logged in
 * full and answered with a generic message.
 */
export function formatError(logger: Logger, formatted: GraphQLFormattedError, error: unknown, production = false): GraphQLFormattedError {
  const original = error instanceof GraphQLError ? error.originalError : undefined;
  // Recognised by its text: graphql-ws hands over graphql-js's errors from another copy of the module (instanceof fails).
  if (!formatted.path && !(original instanceof DomainError) && isVariableError(formatted.message)) {
    return { message: plainVariableMessage(formatted.message), locations: formatted.locations, extensions: { code: 'BAD_USER_INPUT' } };
  }
  const domain = original instanceof DomainError ? original : findDomainError(original);
  if (domain) {
    return {
      message: domain.message,
      locations: formatted.locations,
      path: formatted.path,
      extensions: { code: GRAPHQL_CODE[domain.code], ...(domain.fieldErrors ? { fieldErrors: domain.fieldErrors } : {}) },
    };
  }
  if (findCause(original, isCharacterError)) {
    return {
      message: t(MESSAGES, 'invalidCharacters'),
      locations: formatted.locations,
      path: formatted.path,
      extensions: { code: 'BAD_USER_INPUT' },
    };
  }
  const code = formatted.extensions?.['code'];
  if ((typeof code === 'string' && REQUEST_CODES.has(code)) || (!original && error instanceof GraphQLError)) {
    const message = production ? withoutSuggestions(formatted.message) : formatted.message;
    return {
      message,
      locations: formatted.locations,
      path: formatted.path,
      extensions: { code: typeof code === 'string' ? code : 'GRAPHQL_VALIDATION_FAILED' },
    };
  }
  // The database away is the service's state, not a bug: no stack per request, and a code that says "retry".
  if (isDatabaseUnavailable(original)) {
    logger.warn({ err: original, path: formatted.path }, 'database unavailable');
    return { message: t(MESSAGES, 'genericError'), path: formatted.path, extensions: { code: GRAPHQL_CODE.UNAVAILABLE } };
  }
  logger.error({ err: original ?? error, path: formatted.path }, 'unexpected error in a resolver');
  return { message: t(MESSAGES, 'genericError'), path: formatted.path, extensions: { code: GRAPHQL_CODE.INTERNAL } };
}

/** type-graphql, Apollo and MikroORM sometimes wrap the thrown error once more. */
function findCause(e: unknown, test: (e: unknown) => boolean): unknown {
  let cur: unknown = e;
  for (let i = 0; i < 4 && cur; i++) {
    if (test(cur)) return cur;
    cur = (cur as { originalError?: unknown; cause?: unknown }).originalError ?? (cur as { cause?: unknown }).cause;
  }
  return undefined;
}

const findDomainError = (e: unknown) => findCause(e, (c) => c instanceof DomainError) as DomainError | undefined;

/** graphql-js's guesses: 'Did you mean "title"?', 'Did you mean the enum value "Accepted"?'. */
export function withoutSuggestions(message: string): string {
  return message.replace(/\s*Did you mean .+\?$/s, '').trim();
}
