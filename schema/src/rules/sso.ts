import { NAMESPACE } from '../i18n/index.js';

/**
 * Single sign-on for the cl-arranger through the organisation's OpenID Connect provider (memorial-portal 2 and 4):
 * used only on an entry with onePortal. A failed sign-in comes back to the login screen as one of these codes
 * (the ssoError query parameter), shown as its sentence; the gateway never sends the provider's own text.
 */
export const SSO_ERRORS = {
  [NAMESPACE]: 'ssoErrors',
  denied: 'Sign-in was cancelled at the identity provider. Please try again.',
  state: 'This sign-in could not be verified. Please start again from your portal.',
  expired: 'This sign-in took too long and has expired. Please try again.',
  noAccount: 'No cl-arranger account matches your identity provider sign-in. Please ask an administrator for access.',
  failed: 'The identity provider could not complete the sign-in. Please try again later.',
} as const;
export type SsoErrorCode = Exclude<keyof typeof SSO_ERRORS, typeof NAMESPACE>;

export const SSO_MESSAGES = {
  [NAMESPACE]: 'sso',
  notConfigured: 'Single sign-on is not configured. Please sign in with your email and password.',
  ticketInvalid: 'This sign-in link has already been used or has expired. Please sign in again.',
  redirecting: 'Signing you in through your identity provider…',
  retry: 'Sign in with the identity provider',
} as const;

export const isSsoErrorCode = (value: string | null | undefined): value is SsoErrorCode => !!value && Object.hasOwn(SSO_ERRORS, value);

/** A case number of the other portal (CS-digits-digits): on an entry with onePortal=true it is kept as the opi. */
export const CASE_NUMBER_PATTERN = /\bCS-\d+-\d+\b/;
