import type { Locator, Page } from 'playwright-core';

/** What has focus now: its tag and accessible-ish name, for messages. */
export function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return 'body';
    return `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 60)}"`;
  });
}

/** Fails when focus has fallen to the page body (or nowhere). */
export async function expectFocusKept(page: Page, after: string) {
  const now = await focused(page);
  if (now === 'body') throw new Error(`focus fell to the page body after ${after}`);
}

/**
 * Presses Tab (Shift+Tab with back) until the target has focus, as a keyboard
 * user would; fails if the target is not reached within `max` presses.
 */
export async function tabTo(page: Page, target: Locator, { max = 60, back = false } = {}) {
  await target.waitFor();
  const seen: string[] = [];
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement || el.contains(document.activeElement))) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    seen.push(await focused(page));
  }
  throw new Error(`Tab did not reach the target in ${max} presses; focus went: ${seen.join(' → ')}`);
}
