import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { expectAccessible } from './axe';
import { gql, launchBrowser, newPage } from './browser';

// Stay Updated in a real browser against the real gateway: a visitor types an address, the captcha appears,
// the visitor solves it (the real proof of work, in the browser), subscribes, and the family's count grows.
// On a desktop and on a phone.
const base = () => `${inject('baseUrl')}/obituaries`;
const PUBLIC_PAGE = '/name/eleanor-whitmore-obituary/CS-1000-0001';
const OPI = 'CS-1000-0001';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function subscriberCount(): Promise<number> {
  const { login } = await gql<{ login: { token: string } }>(
    'mutation ($email: String!, $password: String!) { login(role: arranger, email: $email, password: $password) { token } }',
    { email: 'arranger@demo.test', password: 'memorial-demo' },
  );
  const data = await gql<{ subscriberCount: { count: number } }>(
    'query ($opi: String!) { subscriberCount(opi: $opi) { count } }',
    { opi: OPI },
    login.token,
  );
  return data.subscriberCount.count;
}

async function subscribe(page: Page, email: string, screen: string) {
  await page.goto(`${base()}${PUBLIC_PAGE}`);
  const form = page.getByRole('form', { name: 'Stay Updated' });
  // The form's code loads as its section comes near the screen.
  await page.getByRole('heading', { name: 'Stay Updated' }).scrollIntoViewIfNeeded();
  await form.waitFor();
  const button = form.getByRole('button', { name: 'Subscribe' });
  // No captcha before a field is edited; Subscribe waits for a valid form.
  await expect(form.getByRole('group', { name: 'Verification' }).count()).resolves.toBe(0);
  await expect(button.isDisabled()).resolves.toBe(true);
  await expectAccessible(page, `${screen}: Stay Updated`);

  const email$ = form.getByRole('textbox', { name: 'Email' });
  await email$.fill('not-an-address');
  await email$.blur();
  await form.getByText('Invalid Email').waitFor();
  await email$.fill(email);
  const captcha = form.getByRole('group', { name: 'Verification' });
  await captcha.waitFor();
  await expect(button.isDisabled()).resolves.toBe(true);
  await expectAccessible(page, `${screen}: Stay Updated with the captcha`);
  await form.screenshot({ path: `/tmp/evsub-stay-updated-${screen}-captcha.png` });
  // The visitor ticks the box; the widget solves the gateway's proof-of-work challenge.
  // (By keyboard: the widget's tick mark lies over its box.)
  await captcha.getByRole('checkbox').focus();
  await page.keyboard.press('Space');
  await page.waitForFunction(
    () => !document.querySelector<HTMLButtonElement>('form[aria-label="Stay Updated"] button[type="submit"]')?.disabled,
    null,
    { timeout: 60_000 },
  );
  await button.click();
  await form.getByRole('status').filter({ hasText: 'Subscribed Successfully' }).waitFor();
  // Disabled again after success.
  await expect(button.isDisabled()).resolves.toBe(true);
  await expectAccessible(page, `${screen}: subscribed`);
  await form.scrollIntoViewIfNeeded();
  await form.screenshot({ path: `/tmp/evsub-stay-updated-${screen}-done.png` });
}

describe('Stay Updated journey', () => {
  it('a visitor subscribes on a desktop (1280 px), solving the real captcha', async () => {
    const before = await subscriberCount();
    const page = await newPage(browser, { width: 1280, height: 900 });
    await subscribe(page, `desk-${Date.now()}@example.org`, 'desktop');
    expect(await subscriberCount()).toBe(before + 1);
  }, 120_000);

  it('and on a phone (390 px)', async () => {
    const before = await subscriberCount();
    const page = await newPage(browser, { width: 390, height: 844 });
    await subscribe(page, `phone-${Date.now()}@example.org`, 'phone');
    expect(await subscriberCount()).toBe(before + 1);
  }, 120_000);
});
