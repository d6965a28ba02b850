import { act, waitFor } from '@testing-library/react';

/** A payload as the widget hands it over (base64 JSON); the msw handlers take it as it comes. */
export const SOLVED_CAPTCHA = btoa(
  JSON.stringify({ challenge: { parameters: { nonce: 'test' }, signature: 'test' }, solution: { counter: 1, derivedKey: 'ab' } }),
);

/**
 * Marks the form's captcha solved, as the altcha widget does once its proof of work is done: jsdom runs no
 * workers, so the test sends the widget's statechange event itself (the journeys in web/e2e solve real ones).
 */
export async function solveCaptchaWidget(within: HTMLElement, payload = SOLVED_CAPTCHA): Promise<void> {
  const widget = await waitFor(() => {
    const found = within.querySelector('altcha-widget[data-captcha="form"]');
    if (!found) throw new Error('no captcha in the form');
    return found;
  });
  act(() => {
    widget.dispatchEvent(new CustomEvent('statechange', { detail: { state: 'verified', payload } }));
  });
}

/**
 * Makes the form's invisible upload captcha answer `payload` when asked (jsdom has no secure context or workers
 * for the real proof of work; the journeys solve real ones). Answers how many solutions were asked for.
 */
export async function stubUploadCaptcha(payload = SOLVED_CAPTCHA): Promise<{ solved: () => number }> {
  let count = 0;
  const widget = await waitFor(() => {
    const found = document.querySelector('altcha-widget[data-captcha="upload"]');
    if (!found) throw new Error('no upload captcha in the form');
    return found;
  });
  Object.defineProperty(widget, 'verify', { configurable: true, value: async () => ({ payload: `${payload}${++count}` }) });
  Object.defineProperty(widget, 'reset', { configurable: true, value: () => {} });
  return { solved: () => count };
}
