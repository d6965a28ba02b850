import type { ErrorLike } from '@apollo/client';
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { LOCALES, MESSAGES, translate } from '@memorial/schema';
import { notifyError } from './notify';
import { sessionStore } from './session';

/** What an operation may tell the error handling through its context. */
export interface ErrorHandlingContext {
  /**
   * GraphQL error codes this screen shows itself (a page state such as PRIVATE
   * or NOT_FOUND): no notification and no dialog for them.
   */
  pageStates?: readonly string[];
  /** Nothing at all is shown for this operation (e.g. the logout call after expiry). */
  silent?: boolean;
}

declare module '@apollo/client' {
  // Augmenting Apollo's context type takes an interface (declaration merging), though it adds no member of its own.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface DefaultContext extends ErrorHandlingContext {}
}

export interface ServerFailure {
  /** extensions.code of the first GraphQL error, or the HTTP status as text. */
  code: string | null;
  /** The first message the server gave, if any. */
  message: string | null;
  status: number | null;
  /** The HTTP status text of a failed response (the last resort before the generic message). */
  statusText?: string | null;
}

const SESSION_CODES = new Set(['UNAUTHENTICATED', 'SESSION_EXPIRED']);
/** The spec's forbidden sentence, in either language (the gateway answers in the one asked for). */
const isForbiddenSentence = (message: string | null | undefined) =>
  LOCALES.some((locale) => translate(locale, MESSAGES, 'unauthorizedForbidden') === message);

interface GraphQLErrorShape {
  message?: unknown;
  extensions?: { code?: unknown };
}

function fromErrors(errors: readonly GraphQLErrorShape[] | undefined, status: number | null): ServerFailure | null {
  const first = errors?.[0];
  if (!first) return null;
  return {
    code: typeof first.extensions?.code === 'string' ? first.extensions.code : null,
    message: typeof first.message === 'string' ? first.message : null,
    status,
  };
}

function parseBody(text: string): { errors?: GraphQLErrorShape[]; message?: unknown } | null {
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' ? (parsed as { errors?: GraphQLErrorShape[]; message?: unknown }) : null;
  } catch {
    return null;
  }
}

/** The first code and message a failed call carries, whatever its transport. */
export function describeError(error: unknown): ServerFailure {
  if (CombinedGraphQLErrors.is(error)) {
    return fromErrors(error.errors, null) ?? { code: null, message: null, status: null };
  }
  if (ServerError.is(error)) {
    const body = parseBody(error.bodyText);
    const statusText = error.response?.statusText || null;
    const fromBody = fromErrors(body?.errors, error.statusCode);
    if (fromBody) return { ...fromBody, statusText };
    const message = typeof body?.message === 'string' ? body.message : null;
    return { code: String(error.statusCode), message, status: error.statusCode, statusText };
  }
  return { code: null, message: null, status: null };
}

export type ErrorOutcome = 'sessionExpired' | 'accessDenied' | 'pageState' | 'notified' | 'silent';

/**
 * The error catalogue of section 8 in one place: an expired or missing
 * session opens the Session Expiry dialog, a forbidden call the Access Denied
 * dialog, a page's own states stay with the page, anything else is one
 * danger notification with the server's first message (or the status text).
 */
export function handleError(error: ErrorLike | unknown, context: ErrorHandlingContext = {}): ErrorOutcome {
  if (context.silent) return 'silent';
  const failure = describeError(error);
  if (failure.code && context.pageStates?.includes(failure.code)) return 'pageState';
  if ((failure.code && SESSION_CODES.has(failure.code)) || failure.status === 401) {
    sessionStore.warnExpired();
    return 'sessionExpired';
  }
  if (failure.code === 'FORBIDDEN' || failure.status === 403 || isForbiddenSentence(failure.message)) {
    sessionStore.warnUnauthorized();
    return 'accessDenied';
  }
  // The first available of the server's error messages, its message, or the status text; notifyError falls back to the generic one.
  notifyError(failure.message?.trim() || failure.statusText);
  return 'notified';
}

/** The GraphQL error code of a failed query, for screens with page states. */
export const errorCode = (error: unknown): string | null => describeError(error).code;
