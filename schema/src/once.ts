import { NAMESPACE } from './i18n/index.js';

/**
 * Not in the spec (issue 27, "once only"): the answers about a repeated request. Submissions, Contact Family,
 * Share a Memory, Transfer, Forgot Password and Subscribe honour an Idempotency-Key header (IETF
 * httpapi-idempotency-key-header): the same key answers the first result.
 */
export const ONCE_MESSAGES = {
  [NAMESPACE]: 'once',
  /** The header is not a key: empty, too long, or characters a header cannot carry. */
  keyInvalid: 'The Idempotency-Key header must be 1 to 255 visible characters.',
  /** The first request with this key is still being answered. */
  inProgress: 'This request is already being processed. Please wait a moment before you try again.',
  /** The key was used before for another request (another action, or other values). */
  keyReused: 'This Idempotency-Key was already used for a different request. Please use a new key for a new request.',
} as const;
