import { NAMESPACE } from './i18n/index.js';

/** The captcha widget's own texts (altcha's i18n keys), so that it speaks the page's language with usted. */
export const CAPTCHA_TEXTS = {
  [NAMESPACE]: 'captcha',
  ariaLinkLabel: 'Altcha (official website)',
  cancel: 'Cancel',
  enterCode: 'Enter code',
  enterCodeAria: 'Enter code you hear. Press Space to play audio.',
  enterCodeFromImage: 'To proceed, please enter the code from the image below.',
  error: 'Verification failed. Try again later.',
  expired: 'Verification expired. Try again.',
  footer: 'Protected by <a href="https://altcha.org/" tabindex="-1" target="_blank" aria-label="Altcha (official website)">ALTCHA</a>',
  getAudioChallenge: 'Get an audio challenge',
  label: "I'm not a robot",
  loading: 'Loading...',
  reload: 'Reload',
  verify: 'Verify',
  verificationRequired: 'Verification required!',
  verified: 'Verified',
  verifying: 'Verifying...',
  waitAlert: 'Verifying... please wait.',
} as const;
