import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, signIn } from './browser';

// Issue 29 item 6: on a phone the memorial page shows the obituary and memories right after the hero, the decedent
// card's blocks (Donate, Stay Updated, Contact Family, Share) after them; the server-rendered page still hydrates.
const PAGE = '/name/eleanor-whitmore-obituary/CS-1000-0001';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('memorial page on a phone', () => {
  it('at 390 px the obituary and memories follow the hero, the side blocks come after them, and it hydrates', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error') errors.push(msg.text());
    });
    page.on('pageerror', (err) => errors.push(err.message));
    await page.goto(`${inject('baseUrl')}/obituaries${PAGE}`);
    await page.getByRole('tablist', { name: 'Family website' }).waitFor();
    await page.waitForLoadState('networkidle');

    const top = (selector: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((e) => e.getBoundingClientRect().top + window.scrollY);
    const hero = await page.locator('.memorial-hero').evaluate((e) => e.getBoundingClientRect().bottom + window.scrollY);
    const main = await top('.memorial-layout__main');
    const card = await top('.memorial-layout__actions');
    // Before: the decedent card (about 1,300 px) stood between the hero and the obituary.
    expect(main - hero).toBeLessThan(120);
    expect(card).toBeGreaterThan(main);
    expect(errors.filter((e) => /hydrat|did not match/i.test(e))).toEqual([]);
    await context.close();
  });

  it('at 390 px the decedent card on an arrangement step is one line; the summary keeps it whole', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await signIn(page, '/app', 'arranger@demo.test', '/app');
    const height = async (path: string) => {
      await page.goto(`${inject('baseUrl')}/obituaries${path}`);
      const hero = page.locator('section.arr-hero');
      await hero.waitFor();
      return hero.evaluate((e) => e.getBoundingClientRect().height);
    };
    // Before: about 230 px of portrait, name, dates and funeral home above each step's form.
    expect(await height('/app/CS-1000-0001/programCreation')).toBeLessThan(70);
    expect(await height('/app/CS-1000-0001/arrangements')).toBeGreaterThan(150);
    await context.close();
  });
});
