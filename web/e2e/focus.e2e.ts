import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { SHARE_HINT } from '@memorial/schema';
import { expectAccessible, WIDTHS } from './axe';
import { launchBrowser, newPage } from './browser';

// Issue 29, item 4, in a real browser: after the second Accept of the Share a Memory policy focus is on the form's
// heading (it fell to the page body: the dialog opened on arrival has no opener to give it back to), and the
// disabled Share button is described by a visible hint naming what is missing. Desktop and phone, axe clean.
const base = () => `${inject('baseUrl')}/obituaries`;
const SHARE = '/name/eleanor-whitmore-obituary/CS-1000-0001/share';
const SHOTS = process.env['SHOTS_DIR'] ?? fs.mkdtempSync(path.join(os.tmpdir(), 'memorial-focus-shots-'));

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  console.info(`focus journey screenshots: ${SHOTS}`);
});

describe('focus journey', () => {
  for (const viewport of WIDTHS) {
    it(`${viewport.width} px: the policy's last Accept focuses the heading; Share says what is missing`, async () => {
      const page = await newPage(browser, viewport);
      await page.goto(`${base()}${SHARE}`);
      const copyright = page.getByRole('dialog', { name: 'Copyright Disclaimer' });
      await copyright.waitFor();
      await expectAccessible(page, `share policy ${viewport.width}`);
      await copyright.getByRole('button', { name: 'Accept' }).click();
      await page.getByRole('dialog', { name: 'Privacy Policy' }).getByRole('button', { name: 'Accept' }).click();
      await page.getByRole('dialog').waitFor({ state: 'detached' });

      const heading = page.getByRole('heading', { level: 1, name: /^Share Your Memories About/ });
      await expect.poll(() => heading.evaluate((h) => h === document.activeElement)).toBe(true);

      const share = page.getByRole('button', { name: 'Share', exact: true });
      expect(await share.isDisabled()).toBe(true);
      const hint = page.getByText(SHARE_HINT.nothingToShare);
      expect(await hint.isVisible()).toBe(true);
      expect(await share.evaluate((b) => document.getElementById(b.getAttribute('aria-describedby') ?? '')?.textContent)).toBe(
        SHARE_HINT.nothingToShare,
      );
      await expectAccessible(page, `share form ${viewport.width}`);
      await share.scrollIntoViewIfNeeded();
      await page.screenshot({ path: path.join(SHOTS, `share-hint-${viewport.width}.png`) });

      await page.getByRole('textbox', { name: 'Memory title' }).fill('Room 114');
      await expect.poll(() => share.isDisabled()).toBe(false);
      expect(await hint.count()).toBe(0);
      await page.close();
    });
  }

  for (const viewport of WIDTHS) {
    it(`${viewport.width} px: Escape closes the login; focus goes to the screen's heading, not the page body`, async () => {
      const page = await newPage(browser, viewport);
      // Opened by itself on arrival: no opener to give focus back to.
      await page.goto(`${base()}/`);
      const login = page.getByRole('dialog', { name: 'Login to your Family Website' });
      await login.waitFor();
      await expectAccessible(page, `login ${viewport.width}`);
      await page.keyboard.press('Escape');
      await login.waitFor({ state: 'detached' });
      const heading = page.getByRole('heading', { level: 1 });
      await expect.poll(() => heading.evaluate((h) => h === document.activeElement)).toBe(true);

      // The memorial page's own Login: focus goes back to it.
      await page.goto(`${base()}/name/eleanor-whitmore-obituary/CS-1000-0001`);
      const open = page.getByRole('button', { name: 'Login', exact: true });
      await open.click();
      const dialog = page.getByRole('dialog', { name: 'Login to your Family Website' });
      await dialog.waitFor();
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      await expect.poll(() => open.evaluate((b) => b === document.activeElement)).toBe(true);
      await page.close();
    });
  }
});
