import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { expectAccessible, runAxe } from './axe';
import { launchBrowser, newPage, signIn } from './browser';
import { solveCaptcha } from './captcha';

// Memories in a real browser against the real gateway: a visitor shares a
// memory with a photo, the family sees it arrive live and approves it, and
// the public page shows it.
const base = () => `${inject('baseUrl')}/obituaries`;
const PUBLIC_PAGE = '/name/eleanor-whitmore-obituary/CS-1000-0001';
const FAMILY_PAGE = '/app/memories/eleanor-whitmore-obituary/CS-1000-0001';

let browser: Browser;
let photo: string;
let tempDir: string;

beforeAll(async () => {
  browser = await launchBrowser();
  tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'memorial-e2e-photo-'));
  photo = path.join(tempDir, 'bay-walk.jpg');
  // A small real JPEG: a sky over a green hill.
  const sky = await sharp({ create: { width: 320, height: 200, channels: 3, background: '#c9dcea' } })
    .composite([
      {
        input: await sharp({ create: { width: 320, height: 80, channels: 3, background: '#6a8664' } })
          .png()
          .toBuffer(),
        top: 120,
        left: 0,
      },
    ])
    .jpeg({ quality: 85 })
    .toBuffer();
  fs.writeFileSync(photo, sky);
});

afterAll(async () => {
  await browser?.close();
  if (tempDir) fs.rmSync(tempDir, { recursive: true, force: true });
});

const dayLabel = (d: Date) => `${d.getDate()} ${d.toLocaleString('en-US', { month: 'long' })} ${d.getFullYear()}`;

describe('memories journey', () => {
  it('a visitor shares a memory with a photo; the family sees it arrive without reloading, approves it, and it is public', async () => {
    const title = `Our walks by the bay ${Date.now()}`;

    // The family keeps Approve Memories open.
    const family = await newPage(browser);
    await signIn(family, '/', 'arranger@demo.test', '/app');
    // Signed in, the public page opens as the family view of the same website.
    await family.goto(`${base()}${PUBLIC_PAGE}`);
    await family.waitForURL(`${base()}${FAMILY_PAGE}`);
    await family.getByRole('tab', { name: 'Approve Memories' }).click();
    await family.getByRole('article', { name: 'Choir practice' }).waitFor();
    await expectAccessible(family, 'family view, Approve Memories');
    // A mark on the window: it survives only if the page is never reloaded.
    await family.evaluate(() => {
      (window as unknown as { stillThisPage: boolean }).stillThisPage = true;
    });

    // A visitor shares a memory.
    const visitor = await newPage(browser);
    await visitor.goto(`${base()}${PUBLIC_PAGE}`);
    await visitor.getByRole('navigation', { name: 'Memorial actions' }).getByRole('link', { name: 'Share a Memory' }).click();
    await visitor.waitForURL(`${base()}${PUBLIC_PAGE}/share`);
    await visitor.getByRole('heading', { level: 1, name: /^Share Your Memories About (Mrs )?Eleanor Grace Whitmore$/ }).waitFor();
    await visitor.getByRole('dialog', { name: 'Copyright Disclaimer' }).waitFor();
    await expectAccessible(visitor, 'share a memory: copyright disclaimer');
    await visitor.getByRole('dialog', { name: 'Copyright Disclaimer' }).getByRole('button', { name: 'Accept' }).click();
    await visitor.getByRole('dialog', { name: 'Privacy Policy' }).waitFor();
    await expectAccessible(visitor, 'share a memory: privacy policy');
    await visitor.getByRole('dialog', { name: 'Privacy Policy' }).getByRole('button', { name: 'Accept' }).click();
    await expect(visitor.evaluate(() => sessionStorage.getItem('acceptedPolicy:CS-1000-0001'))).resolves.toBe('true');

    await visitor.getByRole('combobox', { name: 'Type of Memory' }).click();
    await visitor.getByRole('option', { name: 'Relationship' }).click();
    await visitor.getByRole('button', { name: 'Date of Memory' }).click();
    const now = new Date();
    await visitor.getByRole('button', { name: dayLabel(new Date(now.getFullYear(), now.getMonth(), 1)), exact: true }).waitFor();
    await expectAccessible(visitor, 'share a memory: date picker');
    await visitor.getByRole('button', { name: dayLabel(new Date(now.getFullYear(), now.getMonth(), 1)), exact: true }).click();
    // A picked date gives focus back to its field, not to the page body.
    await expect
      .poll(() => visitor.getByRole('button', { name: 'Date of Memory' }).evaluate((el) => el === document.activeElement), {
        timeout: 10_000,
      })
      .toBe(true);
    await visitor.getByRole('textbox', { name: 'Memory title' }).fill(title);
    // Rich text: the second sentence in bold, typed as a visitor would (Ctrl+B on, type, Ctrl+B off).
    const memoryText = visitor.getByRole('textbox', { name: 'Your Memory' });
    await memoryText.click();
    await visitor.keyboard.type('Every Saturday morning we walked the shore path. ');
    await visitor.keyboard.press('Control+b');
    await visitor.keyboard.type('She named every bird.');
    await visitor.keyboard.press('Control+b');
    await visitor.getByRole('textbox', { name: 'First Name' }).fill('Lucas');
    await visitor.getByRole('textbox', { name: 'Last Name' }).fill('Reyes');
    await visitor.getByRole('textbox', { name: 'Email' }).fill('lucas.reyes@example.com');
    await visitor.getByRole('textbox', { name: 'Phone' }).pressSequentially('650555x0142');
    await expect(visitor.getByRole('textbox', { name: 'Phone' }).inputValue()).resolves.toBe('(650) 555-0142');

    await visitor.getByTestId('dropzone-input').setInputFiles(photo);
    await visitor.getByText('Media Uploaded Successfully').waitFor();
    await visitor.getByRole('list', { name: 'Chosen files' }).getByRole('listitem', { name: 'bay-walk.jpg' }).waitFor();
    const share = visitor.getByRole('button', { name: 'Share', exact: true });
    await expect.poll(() => share.isEnabled(), { timeout: 10_000 }).toBe(true);
    // The captcha: ticked as a visitor would, solved in the browser (the gateway's default work factor), and labelled.
    await solveCaptcha(visitor);
    await expectAccessible(visitor, 'share a memory: form filled in');
    await share.click();
    const success = visitor.getByRole('dialog', { name: 'Successfully shared a memory' });
    await success.waitFor();
    await expectAccessible(visitor, 'share a memory: success');

    // The family sees it arrive on the open page.
    const arrived = family.getByRole('article', { name: title });
    await arrived.waitFor({ timeout: 15_000 });
    await expect(family.evaluate(() => (window as unknown as { stillThisPage?: boolean }).stillThisPage)).resolves.toBe(true);
    await arrived.getByText('Pending for Approval').waitFor();
    await arrived.getByRole('button', { name: /^Open bay-walk\.jpg/ }).waitFor();
    await arrived.getByRole('button', { name: 'Approve' }).click();
    await family.getByText('Memory Approved Successfully').waitFor();
    await arrived.waitFor({ state: 'detached' });

    // Closing the visitor's success message returns to the memorial page, where the memory now shows with its photo.
    await success.getByRole('button', { name: 'Back to the memorial page' }).click();
    await visitor.waitForURL(`${base()}${PUBLIC_PAGE}`);
    await visitor.reload();
    const posted = visitor.getByRole('article', { name: title });
    await posted.waitFor();
    await posted.getByText('Shared by Lucas Reyes').waitFor();
    await expect(posted.locator('.memory-card__text strong').textContent()).resolves.toBe('She named every bird.');
    const img = posted.getByRole('img', { name: 'bay-walk.jpg' });
    await img.waitFor();
    // The card's pictures load lazily, once near the screen (the carousel above the memories puts it further down).
    await img.scrollIntoViewIfNeeded();
    await expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).naturalWidth), { timeout: 10_000 }).toBeGreaterThan(0);
    await expectAccessible(visitor, 'public memorial page with the new memory');

    await family.context().close();
    await visitor.context().close();
  }, 150_000);

  it('on a phone (390 and 320 px) the family reaches Approve Memories: every tab is in sight, nothing scrolls sideways', async () => {
    const page = await newPage(browser, { width: 390, height: 844 });
    await signIn(page, '/', 'arranger@demo.test', '/app');
    await page.goto(`${base()}${PUBLIC_PAGE}`);
    await page.waitForURL(`${base()}${FAMILY_PAGE}`);
    const tabs = page.getByRole('tablist', { name: 'Family website' }).getByRole('tab');
    await page.getByRole('tab', { name: 'Approve Memories' }).waitFor();
    for (const width of [390, 320]) {
      await page.setViewportSize({ width, height: 844 });
      for (const tab of await tabs.all()) {
        const box = await tab.boundingBox();
        expect(box, `${await tab.textContent()} at ${width} px`).not.toBeNull();
        expect(box!.x, `${await tab.textContent()} at ${width} px`).toBeGreaterThanOrEqual(0);
        expect(box!.x + box!.width, `${await tab.textContent()} at ${width} px`).toBeLessThanOrEqual(width);
      }
      await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(width);
    }
    await page.getByRole('tab', { name: 'Approve Memories' }).click();
    await page.getByRole('tabpanel', { name: 'Approve Memories' }).getByRole('heading', { name: 'Approve Memories' }).waitFor();
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(320);
    await expect(runAxe(page)).resolves.toEqual([]);
    await expectAccessible(page, 'family view on a phone, Approve Memories');
    await page.context().close();
  });

  it('on a phone the gallery links each photo to the single-file viewer', async () => {
    const page = await newPage(browser, { width: 390, height: 844 });
    await page.goto(`${base()}${PUBLIC_PAGE}`);
    await page.getByRole('tab', { name: 'Gallery' }).click();
    const gallery = page.getByRole('group', { name: 'Gallery' });
    const first = gallery.getByRole('link').first();
    await first.waitFor();
    const href = await first.getAttribute('href');
    expect(href).toMatch(/^\/obituaries\/gallery\/file\/\d+$/);
    await expectAccessible(page, 'memorial page gallery');
    const [viewer] = await Promise.all([page.context().waitForEvent('page'), first.click()]);
    await viewer.waitForURL(`${inject('baseUrl')}${href}`);
    await viewer.getByTestId('viewer-position').waitFor();
    await expect(viewer.getByTestId('viewer-position').textContent()).resolves.toMatch(/^1\/\d+$/);
    await expectAccessible(viewer, 'gallery single-file viewer');
    await page.context().close();
  });
});
