import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expectAccessible } from './axe';
import { launchBrowser } from './browser';

// The decedent card and sharing in a real browser against the real gateway: a visitor copies the official
// link and downloads the QR poster; the family sees its own controls. Phone and desktop, axe clean.
const base = () => `${inject('baseUrl')}/obituaries`;
const PUBLIC_PAGE = '/name/eleanor-whitmore-obituary/CS-1000-0001';
const FAMILY_PAGE = '/app/memories/eleanor-whitmore-obituary/CS-1000-0001';
// The card is named by the display name, which the website journey may give a prefix.
const CARD = /^About (Mrs )?Eleanor Grace Whitmore$/;
/** Screenshots of the card, to look at: SHOTS_DIR or a temporary folder. */
const shots = process.env['SHOTS_DIR'] ?? fs.mkdtempSync(path.join(os.tmpdir(), 'memorial-share-shots-'));

let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  fs.mkdirSync(shots, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
});

async function open(viewport: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ viewport, acceptDownloads: true });
  // Copy Link writes to the clipboard; the test reads it back.
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: inject('baseUrl') });
  contexts.push(context);
  return context.newPage();
}

/** The official URL as the gateway builds it without PUBLIC_URL (its own address). */
async function officialUrl(page: Page): Promise<string> {
  const res = await page.request.post(`${inject('baseUrl')}/graphql`, {
    data: { query: 'query ($opi: String!) { decedent(opi: $opi) { officialUrl } }', variables: { opi: 'CS-1000-0001' } },
    headers: { 'content-type': 'application/json' },
  });
  return ((await res.json()) as { data: { decedent: { officialUrl: string } } }).data.decedent.officialUrl;
}

describe('share journey', () => {
  it('desktop: the card, Copy Link with its tick, the QR poster as a PDF; axe clean', async () => {
    const page = await open({ width: 1280, height: 900 });
    await page.goto(`${base()}${PUBLIC_PAGE}`);
    const card = page.getByRole('region', { name: CARD });
    await card.getByRole('heading', { name: 'Share Website' }).waitFor();
    await expect(card.getByRole('link', { name: /Thomas Edward Whitmore/ }).isVisible()).resolves.toBe(true);
    await card.screenshot({ path: path.join(shots, 'card-1280.png') });
    await page.screenshot({ path: path.join(shots, 'page-1280.png'), fullPage: false });

    const official = await officialUrl(page);
    expect(official).toMatch(/\/obituaries\/name\/eleanor-whitmore-obituary\/CS-1000-0001$/);
    await card.getByRole('button', { name: 'Copy Link' }).click();
    await page.getByText('Website link copied', { exact: true }).first().waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(official);
    // The tick goes back to Copy Link by itself.
    await card.getByRole('button', { name: 'Website link copied' }).waitFor();
    await card.getByRole('button', { name: 'Copy Link' }).waitFor({ timeout: 5000 });

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      card.getByRole('button', { name: 'Print QR poster (PDF)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('eleanor-whitmore-obituary-poster.pdf');
    const file = await download.path();
    const pdf = fs.readFileSync(file!);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.length).toBeGreaterThan(2000);
    fs.copyFileSync(file!, path.join(shots, 'poster.pdf'));

    await card.getByRole('button', { name: 'Donate / Charity' }).click();
    await card
      .getByRole('link', { name: /Donate to/ })
      .first()
      .waitFor();
    await expectAccessible(page, 'memorial page with the decedent card (visitor)');
  });

  it('phone: the card reads under the hero; axe clean', async () => {
    const page = await open({ width: 390, height: 844 });
    await page.goto(`${base()}${PUBLIC_PAGE}`);
    const card = page.getByRole('region', { name: CARD });
    await card.getByRole('heading', { name: 'Share Website' }).waitFor();
    expect(await card.isVisible()).toBe(true);
    // Nothing in the card is wider than the phone.
    const box = await card.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await card.screenshot({ path: path.join(shots, 'card-390.png') });
    await page.screenshot({ path: path.join(shots, 'page-390.png'), fullPage: true });
    await expectAccessible(page, 'memorial page with the decedent card (phone)');
  });

  it('the family with access: Make website private and Redirect To FAA Portal; axe clean', async () => {
    const page = await open({ width: 1280, height: 900 });
    await page.goto(`${base()}/`);
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Email').fill('arranger@demo.test');
    await dialog.locator('input[name="password"]').fill('memorial-demo');
    await dialog.getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForURL(`${base()}/app`);
    await page.goto(`${base()}${FAMILY_PAGE}`);
    const card = page.getByRole('region', { name: CARD });
    await card.getByRole('switch', { name: 'Make website private' }).waitFor();
    expect(await card.getByRole('link', { name: 'Redirect To FAA Portal' }).getAttribute('href')).toBe(
      '/obituaries/app/CS-1000-0001/arrangements',
    );
    await card.screenshot({ path: path.join(shots, 'card-family-1280.png') });
    await expectAccessible(page, 'memorial page with the decedent card (family)');
  });
});
