import fs from 'node:fs';
import path from 'node:path';
import os from 'node:os';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { expectAccessible } from './axe';
import { launchBrowser, newPage, signIn } from './browser';

// Contact Family in a real browser against the real gateway: visitors send the family a message
// (solving the real proof-of-work captcha), on a desktop and on a phone; the family signs in,
// reads the messages in the Messages tab, deletes one, and hides the form from visitors.
const base = () => `${inject('baseUrl')}/obituaries`;
const PUBLIC_PAGE = '/name/eleanor-whitmore-obituary/CS-1000-0001';
const FAMILY_PAGE = '/app/memories/eleanor-whitmore-obituary/CS-1000-0001';
/** Screenshots of the screens, to look at: E2E_SCREENSHOTS=<dir>, else a temporary directory. */
const SHOTS = process.env['E2E_SCREENSHOTS'] ?? fs.mkdtempSync(path.join(os.tmpdir(), 'contact-family-shots-'));

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  fs.mkdirSync(SHOTS, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
});

async function shot(page: Page, name: string) {
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: false });
}

/** A visitor writes to the family from the public page at this width, solving the captcha. */
async function sendMessage(page: Page, email: string, message: string, label: string) {
  await page.goto(`${base()}${PUBLIC_PAGE}`);
  const form = page.getByRole('form', { name: 'Contact Family' });
  // The form's code loads as its section comes near the screen.
  await page.getByRole('button', { name: 'Contact Family' }).scrollIntoViewIfNeeded();
  await form.waitFor();
  // No captcha until a field is edited.
  await expect(form.getByRole('group', { name: 'Verification' }).count()).resolves.toBe(0);
  const send = form.getByRole('button', { name: 'Send Message' });
  await expect(send.isDisabled()).resolves.toBe(true);
  await form.getByRole('textbox', { name: 'Email' }).fill('not-an-address');
  await form.getByRole('textbox', { name: 'Message' }).fill(message);
  await form.getByText('Invalid Email').waitFor();
  await form.getByRole('textbox', { name: 'Email' }).fill(email);
  const captcha = form.getByRole('group', { name: 'Verification' });
  await captcha.waitFor();
  await expect(send.isDisabled()).resolves.toBe(true);
  // Ticked as a person does, by its label; the widget solves the gateway's proof of work in this browser.
  await captcha.getByText("I'm not a robot").click();
  await expect.poll(() => captcha.locator('.altcha[data-state]').first().getAttribute('data-state'), { timeout: 30_000 }).toBe('verified');
  await expect.poll(() => send.isEnabled()).toBe(true);
  await form.scrollIntoViewIfNeeded();
  await shot(page, `${label}-form-filled`);
  await expectAccessible(page, `${label}: Contact Family filled in and verified`);
  await send.click();
  await page.getByText('Your Message has been sent to the Family Member.').waitFor();
  // Emptied and disabled again after success.
  await expect.poll(() => form.getByRole('textbox', { name: 'Message' }).inputValue()).toBe('');
  await expect(send.isDisabled()).resolves.toBe(true);
  await form.scrollIntoViewIfNeeded();
  await shot(page, `${label}-sent`);
}

describe('contact family journey', () => {
  it('visitors send messages on a desktop and a phone; the family reads, deletes and hides the form', async () => {
    const stamp = Date.now();
    const desktop = await newPage(browser, { width: 1280, height: 900 });
    const fromDesktop = `Eleanor taught me <b>to knit</b> & to be patient. ${stamp}`;
    await sendMessage(desktop, 'ruth_l@example.com', fromDesktop, 'desktop');
    const phone = await newPage(browser, { width: 390, height: 844 });
    const fromPhone = `Thinking of you all from Oslo. ${stamp}`;
    await sendMessage(phone, 'lars@example.org', fromPhone, 'phone');

    // The family reads them in the Messages tab, newest first.
    const family = await newPage(browser, { width: 1280, height: 900 });
    await signIn(family, '/', 'arranger@demo.test', '/app');
    await family.goto(`${base()}${FAMILY_PAGE}`);
    await family.getByRole('tab', { name: 'Messages' }).click();
    const list = family.getByRole('list', { name: 'Messages from visitors' });
    await list.waitFor();
    const items = list.getByRole('listitem');
    await expect(items.nth(0).textContent()).resolves.toContain(fromPhone);
    await expect(items.nth(1).textContent()).resolves.toContain(fromDesktop);
    // The text as typed, never as markup.
    await expect(items.nth(1).locator('b').count()).resolves.toBe(0);
    await expect(items.nth(0).getByRole('link', { name: 'lars@example.org' }).getAttribute('href')).resolves.toBe(
      'mailto:lars@example.org',
    );
    await family.getByRole('heading', { level: 2, name: 'Messages' }).scrollIntoViewIfNeeded();
    await shot(family, 'family-messages-desktop');
    await expectAccessible(family, 'family Messages tab');
    await family.setViewportSize({ width: 390, height: 844 });
    await list.scrollIntoViewIfNeeded();
    await shot(family, 'family-messages-phone');
    await expect(family.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(390);
    await family.setViewportSize({ width: 1280, height: 900 });

    // Delete the desktop visitor's message, after the confirmation.
    await items.nth(1).getByRole('button', { name: 'Delete the message from ruth_l@example.com' }).click();
    const confirm = family.getByRole('dialog', { name: 'Are you sure you want to delete this Message?' });
    await confirm.waitFor();
    await shot(family, 'family-delete-confirm');
    await expectAccessible(family, 'delete message confirmation');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await family.getByText('Message Deleted Successfully').waitFor();
    await expect.poll(() => list.textContent()).not.toContain(fromDesktop);
    await expect(list.textContent()).resolves.toContain(fromPhone);

    // Hide the form: visitors no longer see it; the family still does.
    // The switch follows the stored flag: it turns once the gateway has answered.
    const hide = family.getByRole('switch', { name: 'Hide Contact Family form from visitors' });
    await hide.click();
    await family.getByText('Contact Family Member Hided Successfully.').waitFor();
    await expect.poll(() => hide.isChecked()).toBe(true);
    await phone.reload();
    await phone.getByRole('heading', { level: 1, name: 'Eleanor Grace Whitmore' }).waitFor();
    await phone.getByRole('tab', { name: 'Obituary', selected: true }).waitFor();
    await expect(phone.getByRole('button', { name: 'Contact Family' }).count()).resolves.toBe(0);
    await family.getByRole('tab', { name: 'Obituary' }).click();
    await family.getByRole('button', { name: 'Contact Family' }).scrollIntoViewIfNeeded();
    await family.getByRole('form', { name: 'Contact Family' }).waitFor();
    await family.getByRole('tab', { name: 'Messages' }).click();
    await hide.click();
    await family.getByText('Contact Family Member Un Hided Successfully.').waitFor();
    await expect.poll(() => hide.isChecked()).toBe(false);
    await phone.reload();
    await phone.getByRole('button', { name: 'Contact Family' }).scrollIntoViewIfNeeded();
    await phone.getByRole('form', { name: 'Contact Family' }).waitFor();

    for (const page of [desktop, phone, family]) await page.context().close();
  }, 180_000);
});
