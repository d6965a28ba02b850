import { expect } from 'vitest';
import type { Page } from 'playwright-core';

/**
 * Ticks the form's captcha as a person would (by keyboard) and waits until the altcha widget has solved the gateway's
 * proof-of-work challenge in this browser (the e2e gateway runs with the default work factor). Answers how long
 * it took, and logs it.
 */
export async function solveCaptcha(page: Page, label = 'captcha'): Promise<number> {
  const group = page.getByRole('group', { name: 'Verification' });
  const started = Date.now();
  // By keyboard, as anyone can: the widget draws its tick over the box.
  await group.getByRole('checkbox').focus();
  await page.keyboard.press('Space');
  await expect.poll(() => group.locator('.altcha[data-state]').first().getAttribute('data-state'), { timeout: 30_000 }).toBe('verified');
  const took = Date.now() - started;
  console.log(`${label} solved in the browser in ${took} ms`);
  return took;
}
