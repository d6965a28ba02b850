import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { expectAccessible } from './axe';
import { launchBrowser, newPage, signIn } from './browser';

// The family edits the page's pictures in place (memorial-portal 1, 2, 4): on Thomas's page (a closed case of the
// demo family, with no portrait or banner yet, and the demo's audio message) the family crops and zooms a
// portrait and sets a banner; a visitor then sees both, and hears the audio message.
const base = () => `${inject('baseUrl')}/obituaries`;
const PUBLIC_PAGE = '/name/thomas-whitmore-obituary/CS-0998-0417';
const FAMILY_PAGE = '/app/memories/thomas-whitmore-obituary/CS-0998-0417';
const SHOTS = process.env['SCREENSHOT_DIR'] ?? fs.mkdtempSync(path.join(os.tmpdir(), 'memorial-e2e-portrait-'));

let browser: Browser;
let tempDir: string;
beforeAll(async () => {
  browser = await launchBrowser();
  fs.mkdirSync(SHOTS, { recursive: true });
  tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'memorial-e2e-pictures-'));
});
afterAll(async () => {
  await browser?.close();
  if (tempDir) fs.rmSync(tempDir, { recursive: true, force: true });
});

async function shoot(page: Page, name: string) {
  const original = page.viewportSize();
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`), fullPage: true });
  }
  if (original) await page.setViewportSize(original);
}

/** A picture file: a warm gradient-ish two-tone image with a white disc, so a crop is visible. */
async function picture(name: string, width: number, height: number, top: string, bottom: string): Promise<string> {
  const half = Math.round(height / 2);
  const lower = await sharp({ create: { width, height: height - half, channels: 3, background: bottom } })
    .png()
    .toBuffer();
  const disc = Buffer.from(
    `<svg width="${width}" height="${height}"><circle cx="${width / 2}" cy="${height / 2}" r="${Math.min(width, height) / 4}" fill="#fff8e8"/></svg>`,
  );
  const file = path.join(tempDir, name);
  await sharp({ create: { width, height, channels: 3, background: top } })
    .composite([{ input: lower, top: half, left: 0 }, { input: disc }])
    .jpeg()
    .toFile(file);
  return file;
}

/** Whether an image on the page has loaded real pixels. */
const loaded = (page: Page, selector: string) =>
  page.waitForFunction((s) => {
    const img = document.querySelector<HTMLImageElement>(s);
    return !!img && img.complete && img.naturalWidth > 0 && /\/media\/decedents\//.test(img.src);
  }, selector);

describe('portrait and banner journey', () => {
  it('the family crops a portrait and sets a banner in place; a visitor sees them and hears the audio message', async () => {
    // A visitor first: the audio message plays, and there is nothing to edit.
    const visitor = await newPage(browser);
    await visitor.goto(`${base()}${PUBLIC_PAGE}`);
    await visitor.getByRole('heading', { name: 'Audio message' }).waitFor();
    const audioSrc = await visitor.locator('audio.audio-message__player').getAttribute('src');
    expect(audioSrc).toMatch(/^\/media\/decedents\/[\w-]+\.wav\?sig=/);
    const audio = await visitor.request.get(`${inject('baseUrl')}${audioSrc}`);
    expect(audio.status()).toBe(200);
    expect(audio.headers()['content-type']).toMatch(/^audio\//);
    expect(await visitor.getByRole('button', { name: /Upload photo|Edit banner/ }).count()).toBe(0);

    // The family, signed in, on the same website.
    const family = await newPage(browser);
    await signIn(family, '/', 'arranger@demo.test', '/app');
    await family.goto(`${base()}${PUBLIC_PAGE}`);
    await family.waitForURL(`${base()}${FAMILY_PAGE}`);
    await family.getByRole('button', { name: /^Upload photo of .*Thomas/ }).waitFor();
    await family.getByRole('button', { name: 'Edit banner' }).waitFor();
    await family.getByRole('button', { name: 'Replace audio message' }).waitFor();
    await expectAccessible(family, 'family view with the edit controls');

    // The portrait: chosen, moved with the keyboard, zoomed with the slider's keys, saved.
    await family.getByTestId('portrait-file').setInputFiles(await picture('thomas.jpg', 900, 1200, '#7a5c3e', '#2f4a5c'));
    const crop = family.getByRole('dialog', { name: 'Crop the profile photo' });
    await crop.waitFor();
    const slider = crop.getByRole('slider', { name: 'Zoom' });
    await expect.poll(() => slider.getAttribute('aria-valuemin')).toBe('0.1');
    expect(await slider.getAttribute('aria-valuemax')).toBe('2');
    await slider.focus();
    for (let i = 0; i < 3; i++) await family.keyboard.press('ArrowRight');
    expect(await slider.getAttribute('aria-valuenow')).toBe('1.3');
    await crop.getByRole('application').focus();
    await family.keyboard.press('ArrowLeft');
    await expectAccessible(family, 'portrait crop dialog');
    await shoot(family, 'portrait-crop');
    await crop.getByRole('button', { name: 'Save' }).click();
    await family.getByText('Profile photo uploaded successfully').waitFor();
    await crop.waitFor({ state: 'hidden' });
    await loaded(family, '.memorial-portrait img');

    // The banner: Thomas has none yet, so Edit banner asks for a picture first.
    await family.getByTestId('banner-file').setInputFiles(await picture('coast.jpg', 2400, 900, '#9bb7c9', '#52755f'));
    const editor = family.getByRole('dialog', { name: 'Edit the banner' });
    await editor.waitFor();
    await editor.getByText('Recommended size 1500 x 350 px').waitFor();
    const bannerZoom = editor.getByRole('slider', { name: 'Zoom' });
    await bannerZoom.focus();
    await family.keyboard.press('ArrowRight');
    expect(await bannerZoom.getAttribute('aria-valuenow')).toBe('1.01');
    await expectAccessible(family, 'banner editor');
    await shoot(family, 'banner-editor');
    // Cancel leaves the page as it was; the edit is made again and saved.
    await editor.getByRole('button', { name: 'Cancel' }).click();
    await editor.waitFor({ state: 'hidden' });
    expect(await family.locator('.memorial-banner img').count()).toBe(0);
    await family.getByTestId('banner-file').setInputFiles(await picture('coast.jpg', 2400, 900, '#9bb7c9', '#52755f'));
    await editor.waitFor();
    await editor.getByRole('button', { name: 'Save' }).click();
    await family.getByText('Banner Updated Successfully').waitFor();
    await editor.waitFor({ state: 'hidden' });
    await loaded(family, '.memorial-banner img');

    // Edit banner now opens the kept original, to crop again.
    await family.getByRole('button', { name: 'Edit banner' }).click();
    await editor.waitFor();
    await editor.locator('img').first().waitFor();
    expect(await editor.locator('img').first().getAttribute('src')).toMatch(/\/media\/decedents\//);
    await editor.getByRole('button', { name: 'Cancel' }).click();
    await shoot(family, 'family-page-after');

    // The visitor sees both, at both widths.
    await visitor.reload();
    await loaded(visitor, '.memorial-portrait img');
    await loaded(visitor, '.memorial-banner img');
    const portrait = await visitor
      .locator('.memorial-portrait img')
      .evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]);
    // Cropped at the portrait's 220 x 320 proportions.
    expect(Math.abs(portrait[0]! / portrait[1]! - 220 / 320)).toBeLessThan(0.01);
    const banner = await visitor.locator('.memorial-banner img').evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]);
    expect(Math.abs(banner[0]! / banner[1]! - 1480 / 350)).toBeLessThan(0.02);
    await expectAccessible(visitor, 'public page with the new portrait and banner');
    await shoot(visitor, 'public-page-after');
  });

  it("a phone fetches the banner once, as the gateway's 480 px copy; a wide screen the picture itself", async () => {
    for (const width of [390, 1280]) {
      const page = await newPage(browser, { width, height: 844 });
      const banners: string[] = [];
      page.on('request', (r) => {
        if (r.resourceType() === 'image' && /\/media\/decedents\//.test(r.url())) banners.push(r.url());
      });
      await page.goto(`${base()}/name/eleanor-whitmore-obituary/CS-1000-0001`);
      await loaded(page, '.memorial-banner img');
      const src = await page.locator('.memorial-banner img').evaluate((img: HTMLImageElement) => img.currentSrc);
      expect(new URL(src).searchParams.get('w'), `${width} px`).toBe(width === 390 ? '480' : null);
      // The HTML's preload and the img chose the same picture: one fetch of the banner (the portrait is another file).
      expect(
        banners.filter((u) => u.split('?')[0] === src.split('?')[0]),
        `${width} px`,
      ).toEqual([src]);
      await page.context().close();
    }
  });
});
