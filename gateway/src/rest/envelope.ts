import type { Response } from 'express';
import { GRAPHQL_CODE, HTTP_STATUS, RETRY_AFTER_SECONDS, type DomainError } from '../errors.js';

/**
 * The legacy error envelope, written here only: { message, code?, errors, fieldErrors? }.
 * errors lists the fields' messages when a form failed, the message itself otherwise.
 */
export function sendRestError(
  res: Response,
  status: number,
  error: { message: string; code?: string; fieldErrors?: Record<string, string> },
  extra?: Record<string, unknown>,
): void {
  const { message, code, fieldErrors } = error;
  // 503 is only ever the database away for a moment: say when to try again.
  if (status === 503) res.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
  res.status(status).json({
    ...extra,
    message,
    ...(code ? { code } : {}),
    errors: fieldErrors ? Object.values(fieldErrors) : [message],
    ...(fieldErrors ? { fieldErrors } : {}),
  });
}

/** A DomainError in the envelope, under its HTTP status and GraphQL code. */
export function sendDomainError(
  res: Response,
  error: DomainError,
  extra?: (e: { status: number; message: string; code?: string }) => Record<string, unknown>,
): void {
  const shown = { status: HTTP_STATUS[error.code], message: error.message, code: GRAPHQL_CODE[error.code] };
  sendRestError(res, shown.status, shown, extra?.(shown));
}
