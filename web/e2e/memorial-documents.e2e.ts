import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { expectAccessible } from './axe';
import { launchBrowser, newPage } from './browser';

// The document viewer and the memory carousel in a real browser against the real gateway: a visitor of Thomas
// Whitmore's public page (demo: three photos and a four-page order of service) reads the pdf in the page at
// 1280 px (two pages) and on a phone (one page, on /gallery/file/{fileId}), and watches the carousel move on
// after 60 s and hold still while hovered, focused or stopped. The 60 s pass on Playwright's clock.
const base = () => `${inject('baseUrl')}/obituaries`;
const THOMAS = '/name/thomas-whitmore-obituary/CS-0998-0417';
const PDF_NAME = 'order-of-service-thomas-whitmore.pdf';
const SHOTS = process.env['SCREENSHOT_DIR'] ?? fs.mkdtempSync(path.join(os.tmpdir(), 'memorial-e2e-documents-'));

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  fs.mkdirSync(SHOTS, { recursive: true });
  console.info(`documents journey screenshots: ${SHOTS}`);
});
afterAll(async () => {
  await browser?.close();
});

const shoot = (page: Page | Locator, name: string) => page.screenshot({ path: path.join(SHOTS, `${name}.png`) });
/** Waits for a condition (pdf.js renders in a worker; on a busy machine that takes seconds). */
const poll = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 30_000, interval: 100 });
/**
 * Moves the pointer off the viewer's buttons and waits until their tooltips are gone: a tooltip fades out
 * over a few frames, and one still shown lies outside the page's landmarks. They are no part of the screen checked.
 */
async function pointerAway(page: Page) {
  await page.mouse.move(2, 2);
  await poll(() => page.getByRole('tooltip').count()).toBe(0);
}

/** The pages drawn by pdf.js (a canvas each) and the text layer's first words. */
async function renderedPages(scope: Locator, count: number) {
  const canvases = scope.locator('.react-pdf__Page canvas');
  await canvases.nth(count - 1).waitFor();
  await poll(() => canvases.count()).toBe(count);
  // Each canvas is painted (not blank): pdf.js draws the page border in the family's green.
  await poll(() => canvases.evaluateAll((els) => els.map((c) => (c as HTMLCanvasElement).toDataURL().length))).toSatisfy(
    (sizes: number[]) => sizes.every((n) => n > 5_000),
  );
  return Promise.all(Array.from({ length: count }, (_, i) => canvases.nth(i).boundingBox()));
}

describe('documents of the memorial page', () => {
  it('at 1280 px a visitor reads the order of service in the page, two pages side by side, by mouse and keyboard', async () => {
    const page = await newPage(browser, { width: 1280, height: 900 });
    const requests: string[] = [];
    page.on('request', (r) => requests.push(r.url()));
    await page.goto(`${base()}${THOMAS}`);

    // The pdf is listed apart from the photos, under the shortened name, in its memory.
    const card = page.getByRole('article', { name: 'The order of service' });
    const open = card
      .getByRole('list', { name: 'Documents' })
      .getByRole('button', { name: /^order-….pdf ?\(opens the document viewer\)$/ });
    await open.waitFor();
    await expect(open.getAttribute('title')).resolves.toBe(PDF_NAME);
    // pdf.js and its worker are not part of the page until a document opens.
    expect(requests.filter((u) => /pdf\.worker|PdfViewer/.test(u))).toEqual([]);

    await open.click();
    const dialog = page.getByRole('dialog', { name: PDF_NAME });
    const position = dialog.getByTestId('pdf-position');
    await poll(() => position.textContent()).toBe('Pages 1–2 of 4');
    const [left, right] = await renderedPages(dialog, 2);
    // Side by side: the same top, the second to the right of the first.
    expect(Math.abs(left!.y - right!.y)).toBeLessThan(2);
    expect(right!.x).toBeGreaterThan(left!.x + left!.width);
    expect(requests.some((u) => /pdf\.worker.*\.mjs/.test(u))).toBe(true);
    // The text layer carries the words (selectable, read by assistive technology).
    await dialog.getByText('Celebrating the Life of').waitFor({ state: 'attached' });
    // The file itself is the text alternative: Download is a link to it.
    const href = (await dialog.getByRole('link', { name: `Download ${PDF_NAME}` }).getAttribute('href'))!;
    expect(href).toMatch(/^\/media\/memories\/[0-9a-f-]{36}\.pdf\?sig=/);
    // The viewer reads the file as the gallery lists it (signed for this page); without the signature it is refused.
    const signed = await page.request.get(`${inject('baseUrl')}${href}`);
    expect([signed.status(), signed.headers()['content-type']]).toEqual([200, 'application/pdf']);
    expect((await page.request.get(`${inject('baseUrl')}${href.split('?')[0]}`)).status()).toBe(404);
    await shoot(page, 'viewer-1280-pages-1-2');

    // Next pages by button, then back and zoom by keyboard in the pages area.
    await dialog.getByRole('button', { name: 'Next pages' }).click();
    await poll(() => position.textContent()).toBe('Pages 3–4 of 4');
    await expect(dialog.getByRole('button', { name: 'Next pages' }).isDisabled()).resolves.toBe(true);
    await dialog.getByText('Remembrances').waitFor({ state: 'attached' });
    const pages = dialog.getByRole('region', { name: /^order-of-service-thomas-whitmore\.pdf, pages 3–4 of 4$/ });
    await pages.focus();
    await page.keyboard.press('PageUp');
    await poll(() => position.textContent()).toBe('Pages 1–2 of 4');
    const before = (await renderedPages(dialog, 2))[0]!.width;
    await page.keyboard.press('+');
    await poll(() => dialog.getByTestId('pdf-zoom').textContent()).toBe('125%');
    await poll(async () => (await dialog.locator('.react-pdf__Page canvas').first().boundingBox())!.width).toBeGreaterThan(before * 1.2);
    await page.keyboard.press('0');
    await poll(() => dialog.getByTestId('pdf-zoom').textContent()).toBe('100%');
    await pointerAway(page);
    await expectAccessible(page, 'document viewer');
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await page.context().close();
  });

  it('on a 390 px phone the document opens on /gallery/file/{fileId}, one page at a time', async () => {
    const page = await newPage(browser, { width: 390, height: 844 });
    await page.goto(`${base()}${THOMAS}`);
    await page.getByRole('tab', { name: 'Gallery' }).click();
    const panel = page.getByRole('tabpanel', { name: 'Gallery' });
    const link = panel
      .getByRole('list', { name: 'Documents' })
      .getByRole('link', { name: /^order-….pdf ?\(opens the document viewer in a new tab\)$/ });
    await link.waitFor();
    const href = await link.getAttribute('href');
    expect(href).toMatch(/^\/obituaries\/gallery\/file\/\d+$/);
    await expectAccessible(page, 'gallery with the documents listed apart');

    const [viewer] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
    await viewer.waitForURL(`${inject('baseUrl')}${href}`);
    // The one-file screen is headed by the file's memory.
    await viewer.getByRole('heading', { level: 1, name: 'The order of service' }).waitFor();
    const position = viewer.getByTestId('pdf-position');
    await poll(() => position.textContent()).toBe('Page 1 of 4');
    const [only] = await renderedPages(viewer.locator('main'), 1);
    expect(only!.width).toBeLessThanOrEqual(390);
    await viewer.getByRole('button', { name: 'Next page' }).click();
    await poll(() => position.textContent()).toBe('Page 2 of 4');
    await viewer.getByText('Order of Service', { exact: true }).waitFor({ state: 'attached' });
    await renderedPages(viewer.locator('main'), 1);
    await shoot(viewer, 'viewer-390-file-page');
    await expect(viewer.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(390);
    await pointerAway(viewer);
    await expectAccessible(viewer, 'document on /gallery/file/{fileId}');
    await page.context().close();
  });
});

describe('memory carousel', () => {
  it('moves on after 60 s, and holds while hovered, while keyboard focus is inside and once stopped', async () => {
    const page = await newPage(browser, { width: 1280, height: 900 });
    await page.clock.install();
    await page.goto(`${base()}${THOMAS}`);
    const carousel = page.getByRole('region', { name: 'Photos and videos' });
    const position = carousel.getByTestId('carousel-position');
    await carousel.waitFor();
    // The carousel's code loads as its place comes near the screen.
    await carousel.scrollIntoViewIfNeeded();
    await page.mouse.move(2, 2);
    await poll(() => position.textContent()).toBe('1 / 3');
    // The slide is announced politely (a status region), and only the slide shown is reachable.
    await poll(() => carousel.getByRole('status').textContent()).toBe('Slide 1 of 3');
    await expect(carousel.locator('[aria-roledescription="slide"]:not([inert])').getAttribute('aria-label')).resolves.toBe('1 of 3');
    const shownPicture = () =>
      carousel
        .locator('[aria-roledescription="slide"]:not([inert]) img')
        .evaluate((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0);
    await carousel.scrollIntoViewIfNeeded();
    await poll(shownPicture).toBe(true);
    await shoot(page, 'carousel-1280');
    await expectAccessible(page, 'memorial page with the memory carousel');
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.mouse.move(2, 2);

    const settled = () => page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
    // The pointer leaving starts the whole interval again: from here the 60 s are counted on the clock alone
    // (the checks above took real seconds, which the installed clock counts too).
    await carousel.hover();
    await page.mouse.move(2, 2);
    // (The exact 60000 ms is pinned by the unit test on fake timers; here a margin for a busy machine's real seconds.)
    await page.clock.fastForward(55_000);
    await settled();
    expect(await position.textContent()).toBe('1 / 3');
    await page.clock.fastForward(5_000);
    await poll(() => position.textContent()).toBe('2 / 3');
    await poll(() => carousel.getByRole('status').textContent()).toBe('Slide 2 of 3');
    // The second slide is the one in view.
    const slide2 = carousel.locator('[aria-label="2 of 3"]');
    const viewport = carousel.locator('.mantine-Carousel-viewport');
    const box = async () => [(await viewport.boundingBox())!.x, (await slide2.boundingBox())!.x];
    await poll(async () => Math.abs((await box())[0]! - (await box())[1]!)).toBeLessThan(2);

    // Hovered: it holds.
    await carousel.hover();
    await page.clock.fastForward(3 * 60_000);
    await settled();
    expect(await position.textContent()).toBe('2 / 3');
    await page.mouse.move(2, 2);
    await page.clock.fastForward(60_000);
    await poll(() => position.textContent()).toBe('3 / 3');

    // Keyboard focus inside: it holds; the visitor moves on with Next; focus leaving lets it go on.
    // Programmatic focus (Playwright's focus()) comes with no pointer press: the carousel takes it as keyboard focus.
    const next = carousel.getByRole('button', { name: 'Next slide' });
    await next.focus();
    await page.clock.fastForward(3 * 60_000);
    await settled();
    expect(await position.textContent()).toBe('3 / 3');
    await page.keyboard.press('Enter');
    await poll(() => position.textContent()).toBe('1 / 3');
    await page.clock.fastForward(2 * 60_000);
    await settled();
    expect(await position.textContent()).toBe('1 / 3');
    await page.getByRole('tab', { name: 'Gallery' }).focus();
    await page.clock.fastForward(60_000);
    await poll(() => position.textContent()).toBe('2 / 3');

    // Stopped: it holds until Play.
    await carousel.getByRole('button', { name: 'Stop the slideshow' }).click();
    await page.mouse.move(2, 2);
    await page.getByRole('tab', { name: 'Gallery' }).focus();
    await page.clock.fastForward(5 * 60_000);
    await settled();
    expect(await position.textContent()).toBe('2 / 3');
    await carousel.getByRole('button', { name: 'Play the slideshow' }).click();
    await page.mouse.move(2, 2);
    await page.clock.fastForward(60_000);
    await poll(() => position.textContent()).toBe('3 / 3');

    // On a phone the carousel fits the width.
    await page.setViewportSize({ width: 390, height: 844 });
    await poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await carousel.scrollIntoViewIfNeeded();
    await poll(shownPicture).toBe(true);
    await shoot(page, 'carousel-390');
    await shoot(carousel, 'carousel-390-element');
    await page.context().close();
  });
});
