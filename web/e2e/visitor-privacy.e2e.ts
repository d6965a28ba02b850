import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { expectAccessible, WIDTHS } from './axe';
import { launchBrowser, newPage, offSiteRequests } from './browser';

// Issue 28 item 8: opening a public memorial page makes the browser contact no host but the portal (no video site's
// still or player, fonts, maps or embeds); a video link's player loads only when the visitor asks for it.
const base = () => `${inject('baseUrl')}/obituaries`;
const ELEANOR_PAGE = '/name/eleanor-whitmore-obituary/CS-1000-0001';
const PLAYER = 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Scrolls to the end a screen at a time, so that everything that loads near the screen has loaded. */
async function scrollThrough(page: Page) {
  for (let i = 0; i < 40; i++) {
    const atEnd = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight);
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
    });
    await page.waitForTimeout(150);
    if (atEnd) break;
  }
  await page.waitForLoadState('networkidle');
}

describe('a visitor of the public memorial page', () => {
  for (const size of WIDTHS) {
    it(`at ${size.width} px contacts only the portal, and plays the video link when asked`, async () => {
      const page = await newPage(browser, size);
      const offSite = offSiteRequests(page);
      // The player the visitor asks for, answered here: this machine reaches no video site.
      await page.route('https://www.youtube-nocookie.com/**', (route) =>
        route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>player</title><p>player</p>' }),
      );
      await page.goto(`${base()}${ELEANOR_PAGE}`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.waitForLoadState('networkidle');
      const tour = page.getByRole('article', { name: 'The garden tour, 2015' });
      await tour.scrollIntoViewIfNeeded();
      await scrollThrough(page);
      expect(offSite).toEqual([]);

      // A plain placeholder: the link's title and a button, nothing from the video site.
      await expect.poll(() => tour.getByText('Garden tour with Eleanor').isVisible()).toBe(true);
      expect(await tour.locator('iframe, img').count()).toBe(0);
      const load = tour.getByRole('button', { name: 'Load video preview from YouTube' });
      if (size.width === WIDTHS[0]!.width) await expectAccessible(page, 'public memorial page with a video link');

      await load.click();
      const player = tour.locator('iframe[title="Garden tour with Eleanor"]');
      await expect.poll(() => player.getAttribute('src')).toBe(PLAYER);
      // The browser asked for the player (the page's Content-Security-Policy lets it), and for nothing else.
      await expect.poll(() => offSite.map((u) => new URL(u).host)).toContain('www.youtube-nocookie.com');
      expect(offSite.filter((u) => new URL(u).host !== 'www.youtube-nocookie.com')).toEqual([]);
      await page.context().close();
    });
  }
});
