import fs from 'node:fs';
import path from 'node:path';
import os from 'node:os';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { SSO_ERRORS, SSO_MESSAGES } from '@memorial/schema';
import { expectAccessible, WIDTHS } from './axe';
import { launchBrowser, newPage } from './browser';

// The cl-arranger's single sign-on in a real browser: the gateway of global-setup has a real OpenID Connect provider
// (oidc-provider, gateway/src/test/oidc.ts) configured; its sign-in page asks for the e-mail only.
const base = () => `${inject('baseUrl')}/obituaries`;
const CASE = 'CS-1000-0001';
const SHOTS = process.env['SCREENSHOT_DIR'] ?? path.join(os.tmpdir(), 'sso-screenshots');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  fs.mkdirSync(SHOTS, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
});

const atProvider = (url: URL) => url.origin === inject('idpIssuer') && url.pathname.startsWith('/interaction/');

async function signInAtProvider(page: Page) {
  await page.waitForURL(atProvider);
  await page.getByLabel('Email').fill('staff@demo.test');
  await page.getByRole('button', { name: 'Sign in' }).click();
}

describe('single sign-on', () => {
  for (const [name, viewport] of [
    ['desktop', WIDTHS[0]!],
    ['phone', WIDTHS[1]!],
  ] as const) {
    it(`a cl-arranger enters with ?onePortal=true through the identity provider, lands on the case and signs out of both (${name})`, async () => {
      const page = await newPage(browser, viewport);
      await page.goto(`${base()}/admin/${CASE}/arrangements?onePortal=true`);
      await signInAtProvider(page);
      await page.waitForURL(`${base()}/admin/${CASE}/arrangements?onePortal=true`);
      await page.getByRole('navigation', { name: 'Breadcrumb' }).getByText('Arrangements Summary').waitFor();
      await page.getByRole('button', { name: 'Sign Out' }).waitFor();
      await page.screenshot({ path: path.join(SHOTS, `sso-case-${viewport.width}.png`), fullPage: true });
      await expectAccessible(page, 'staff arrangements summary after single sign-on');

      // Sign Out ends the portal's session and the provider's, which sends the browser back to the cl-arranger door.
      await page.getByRole('button', { name: 'Sign Out' }).click();
      await page.waitForURL((url) => url.href.startsWith(`${base()}/cl-arranger`));
      await page.getByRole('dialog').waitFor();
      await page.screenshot({ path: path.join(SHOTS, `sso-signed-out-${viewport.width}.png`), fullPage: true });
      // The provider's session is gone: entering again asks the provider to sign in again.
      await page.goto(`${base()}/${CASE}?onePortal=true`);
      await signInAtProvider(page);
      await page.waitForURL(`${base()}/admin/${CASE}/arrangements?onePortal=true`);
      await page.context().close();
    });
  }

  it('a sign-in cancelled at the provider ends on the login screen with a plain sentence and a way to try again', async () => {
    const page = await newPage(browser);
    await page.goto(`${base()}/cl-arranger?onePortal=true`);
    await page.waitForURL(atProvider);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.waitForURL((url) => url.searchParams.get('ssoError') === 'denied');
    await page.getByRole('alert').filter({ hasText: SSO_ERRORS.denied }).waitFor();
    await expect(page.getByRole('alert').filter({ hasText: SSO_ERRORS.denied }).count()).resolves.toBe(1);
    await expect(page.getByText(/Error|at \w+ \(/).count()).resolves.toBe(0);
    await page.screenshot({ path: path.join(SHOTS, 'sso-denied-1280.png'), fullPage: true });
    await page.setViewportSize(WIDTHS[1]!);
    await page.screenshot({ path: path.join(SHOTS, 'sso-denied-390.png'), fullPage: true });
    await page.setViewportSize(WIDTHS[0]!);
    await expectAccessible(page, 'cl-arranger login after a cancelled single sign-on');
    // Trying again goes back to the provider.
    await page.getByRole('button', { name: SSO_MESSAGES.retry }).click();
    await page.waitForURL(atProvider);
    await page.context().close();
  });
});
