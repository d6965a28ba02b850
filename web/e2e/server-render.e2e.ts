import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { MESSAGES } from '@memorial/schema';
import { expectAccessible, WIDTHS } from './axe';
import { launchBrowser, signIn } from './browser';

// Issue 28 item 1: the public memorial page arrives rendered by the server and the browser takes it over (hydrates)
// without a flash, a layout shift or a second request for the data the HTML carried; without JavaScript it reads whole.
const base = () => `${inject('baseUrl')}/obituaries`;
const ELEANOR_PAGE = '/name/eleanor-whitmore-obituary/CS-1000-0001';
/** The funeral home's zone (Cypress Lawn): the server writes the page's times in it. */
const HOME_ZONE = 'America/Los_Angeles';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A page whose GraphQL operations, console errors and layout shifts (from the first paint on) are recorded. */
async function watchedPage(
  viewport: { width: number; height: number },
  options: { javaScriptEnabled?: boolean; timezoneId?: string } = {},
) {
  const context = await browser.newContext({ viewport, ...options });
  await context.addInitScript(() => {
    const w = window as unknown as { __shift: number };
    w.__shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>)
        if (!entry.hadRecentInput) w.__shift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const page = await context.newPage();
  const operations: string[] = [];
  const errors: string[] = [];
  page.on('request', (req) => {
    if (new URL(req.url()).pathname === '/graphql')
      operations.push((req.postDataJSON() as { operationName?: string } | null)?.operationName ?? '?');
  });
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(err.message));
  return { page, operations, errors };
}

/** From the next page on, notes whether the memorial page's loading skeleton ever shows. */
const watchForSkeleton = (page: Page) =>
  page.addInitScript(() => {
    const w = window as unknown as { __skeleton: boolean };
    w.__skeleton = false;
    new MutationObserver(() => {
      if (document.querySelector('[aria-label="Loading the memorial page"]')) w.__skeleton = true;
    }).observe(document, { childList: true, subtree: true });
  });
const sawSkeleton = (page: Page) => page.evaluate(() => (window as unknown as { __skeleton: boolean }).__skeleton);

const layoutShift = (page: Page) => page.evaluate(() => (window as unknown as { __shift: number }).__shift);

describe('the public memorial page, rendered on the server', () => {
  for (const size of WIDTHS) {
    it(`at ${size.width} px is taken over by the browser without asking again, shifting nothing`, async () => {
      // A screen tall enough to hold the obituary and what follows it: a shift counts only where it is seen.
      const { page, operations, errors } = await watchedPage({ ...size, height: 2400 }, { timezoneId: HOME_ZONE });
      await page.goto(`${base()}${ELEANOR_PAGE}`);
      // The content is there before any script has run: the first paint is the page.
      // (With the prefix when website.e2e.ts has set the display name.)
      expect(await page.locator('#root h1').textContent()).toMatch(/^(Mrs )?Eleanor Grace Whitmore$/);
      await page.waitForLoadState('networkidle');
      // Hydrated: a click works (the tabs), the page view is counted, and the page's query was never sent.
      await page.getByRole('tab', { name: 'Events/Services' }).click();
      await expect.poll(() => page.getByRole('tab', { name: 'Events/Services' }).getAttribute('aria-selected')).toBe('true');
      await page.getByRole('tab', { name: 'Obituary' }).click();
      expect(operations).toContain('RecordPageView');
      expect(operations).not.toContain('MemorialPage');
      expect(errors).toEqual([]);
      expect(await layoutShift(page)).toBeLessThan(0.05);
      if (size.width === WIDTHS[0]!.width) await expectAccessible(page, 'server-rendered memorial page');
      await page.context().close();
    });
  }

  for (const size of WIDTHS) {
    it(`at ${size.width} px shows each service on the funeral home's clock with its zone, the visitor's in brackets once hydrated`, async () => {
      // Issue 29 item 7: a visitor in Berlin read the 5:00 PM visitation as 1:00 AM, with no zone shown.
      const { page, operations, errors } = await watchedPage(size, { timezoneId: 'Europe/Berlin' });
      const response = await page.goto(`${base()}${ELEANOR_PAGE}`);
      // The server writes the funeral home's clock only (the same HTML for every visitor, the same first render).
      const html = (await response?.text()) ?? '';
      expect(html).toMatch(/10:00 AM – 11:30 AM P[SD]T/);
      expect(html).not.toContain('your time');
      await page.waitForLoadState('networkidle');
      await expect.poll(() => operations.filter((o) => o === 'MemorialPage').length).toBe(1);
      expect(errors).toEqual([]);
      // The demo's Funeral Service is at 10:00 AM at the funeral home: 7:00 PM in Berlin (6:00 PM in the weeks the two
      // changes of clock fall apart).
      const aside = page.locator('.memorial-layout__aside');
      await expect.poll(() => aside.textContent()).toMatch(/10:00 AM – 11:30 AM P[SD]T\s*\([67]:00 PM – [78]:30 PM CES?T your time\)/);
      await expectAccessible(page, `memorial page in Berlin at ${size.width} px`);
      await page.context().close();
    });
  }

  it('a private page keeps its sentence while the browser asks again: no loading skeleton, no hydration error', async () => {
    const { page, operations, errors } = await watchedPage(WIDTHS[1]!, { timezoneId: HOME_ZONE });
    await watchForSkeleton(page);
    const response = await page.goto(`${base()}/name/samuel-okafor-obituary/CS-1000-0002`);
    expect(response?.status()).toBe(403);
    await page.waitForLoadState('networkidle');
    expect(operations).toContain('MemorialPage');
    await expect.poll(() => page.getByText(MESSAGES.privatePage).isVisible()).toBe(true);
    expect(await sawSkeleton(page)).toBe(false);
    expect(errors.filter((e) => !/403/.test(e))).toEqual([]);
    await page.context().close();
  });

  // At /memories/{opi}: from the other doors the family is sent to its own /app view, which the browser renders.
  it("a signed-in family member gets their own page from the visitor's without a loading skeleton between", async () => {
    const { page, operations, errors } = await watchedPage(WIDTHS[0]!, { timezoneId: HOME_ZONE });
    await signIn(page, '/', 'arranger@demo.test', '/app');
    await watchForSkeleton(page);
    operations.length = 0;
    await page.goto(`${base()}/memories/CS-1000-0001`);
    // Their page: the family's tabs, asked with their token once hydrated.
    await page.getByRole('tab', { name: 'Approve Memories' }).waitFor();
    expect(operations).toContain('MemorialPage');
    expect(await sawSkeleton(page)).toBe(false);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('reads whole without JavaScript: the obituary uncut, the services, the memories', async () => {
    const { page } = await watchedPage(WIDTHS[1]!, { javaScriptEnabled: false });
    await page.goto(`${base()}${ELEANOR_PAGE}`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toMatch(/^(Mrs )?Eleanor Grace Whitmore$/);
    const obituary = page.getByTestId('obituary-content');
    const { scrollHeight, clientHeight } = await obituary.evaluate((el) => ({
      scrollHeight: el.scrollHeight,
      clientHeight: el.clientHeight,
    }));
    expect(clientHeight).toBe(scrollHeight);
    expect(await page.getByRole('button', { name: 'Read More' }).isVisible()).toBe(false);
    expect(await page.getByText('Funeral Service').first().isVisible()).toBe(true);
    expect(await page.getByRole('article', { name: 'Her favourite hymn' }).isVisible()).toBe(true);
    expect(await page.getByText('needs JavaScript').count()).toBe(0);
    await page.context().close();
  });
});
