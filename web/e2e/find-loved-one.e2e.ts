import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { DIRECTORY_MESSAGES, DIRECTORY_SEARCH_TEXTS, translate } from '@memorial/schema';
import { expectAccessible, WIDTHS } from './axe';
import { launchBrowser, newPage } from './browser';

// Issue 28 item 5: Find a loved one, a funeral home's public obituary index with a forgiving name search.
const base = () => `${inject('baseUrl')}/obituaries`;
const ELEANOR_PAGE = '/name/eleanor-whitmore-obituary/CS-1000-0001';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('a visitor finding a loved one', () => {
  for (const size of WIDTHS) {
    it(`at ${size.width} px searches "Whitmor", finds Eleanor Whitmore and opens her page`, async () => {
      const page = await newPage(browser, size);
      await page.goto(`${base()}/find/CFS`);
      await page.getByRole('heading', { level: 1, name: DIRECTORY_MESSAGES.title }).waitFor();
      // The most recent obituaries: other journeys add decedents who died today, so Eleanor (March) may be on a later page.
      await page.locator('a[href^="/obituaries/name/"]').first().waitFor();
      if (size.width === WIDTHS[0]!.width) await expectAccessible(page, 'find a loved one');

      const search = page.getByRole('searchbox', { name: DIRECTORY_SEARCH_TEXTS.searchLabel });
      await search.fill('Whitmor');
      await page.getByRole('button', { name: DIRECTORY_SEARCH_TEXTS.searchButton }).click();
      await page.waitForURL(`${base()}/find/CFS?search=Whitmor`);
      await page
        .getByRole('status')
        .filter({ hasText: translate('en', DIRECTORY_SEARCH_TEXTS, 'resultsMatching', { total: 2, search: 'Whitmor' }) })
        .waitFor();
      // Her name as the family shows it (website.e2e.ts gives it a prefix: "Mrs Eleanor Grace Whitmore").
      const eleanor = page.getByRole('link', { name: /Eleanor Grace Whitmore/ });
      const shown = (await eleanor.locator('.directory-entry__name').textContent())!;
      const portrait = eleanor.getByRole('img', { name: translate('en', DIRECTORY_SEARCH_TEXTS, 'portraitOf', { name: shown }) });
      // Her portrait loaded from its stable public address.
      await expect.poll(() => portrait.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      expect(await portrait.getAttribute('src')).toMatch(/^\/obituaries\/portrait\/CS-1000-0001\?v=/);
      if (size.width === WIDTHS[0]!.width) await expectAccessible(page, 'find a loved one, searched');

      await eleanor.click();
      await page.waitForURL(`${base()}${ELEANOR_PAGE}`);
      await page.getByRole('heading', { level: 1, name: 'Eleanor Grace Whitmore' }).waitFor();
      // Her page's header leads back to her funeral home's index.
      const back = page.getByRole('link', { name: DIRECTORY_MESSAGES.link });
      expect(await back.getAttribute('href')).toBe('/obituaries/find/CFS');
      await page.context().close();
    });
  }

  it('works without JavaScript: the server renders the index, the form searches, the entries link', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${base()}/find/CFS`);
    await page.getByRole('searchbox', { name: DIRECTORY_SEARCH_TEXTS.searchLabel }).fill('whitmore eleanor');
    await page.getByRole('button', { name: DIRECTORY_SEARCH_TEXTS.searchButton }).click();
    await page.waitForURL(`${base()}/find/CFS?search=whitmore+eleanor`);
    const links = page.getByRole('link', { name: /Whitmore/ });
    expect(await links.count()).toBe(1);
    expect(await links.first().getAttribute('href')).toBe(`/obituaries${ELEANOR_PAGE}`);
    await context.close();
  });

  it('reaches the index through the list of funeral homes', async () => {
    const page = await newPage(browser);
    await page.goto(`${base()}/find`);
    const homes = page.getByRole('navigation', { name: DIRECTORY_SEARCH_TEXTS.homesLabel });
    await homes.getByRole('link', { name: 'Cypress Lawn Funeral Services' }).click();
    await page.waitForURL(`${base()}/find/CFS`);
    await page.locator('a[href^="/obituaries/name/"]').first().waitFor();
    await expectAccessible(page, 'find a loved one, funeral homes');
    await page.context().close();
  });
});
