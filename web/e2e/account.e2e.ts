import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { simpleParser } from 'mailparser';
import { expectAccessible } from './axe';
import { launchBrowser, newPage } from './browser';

// The account journeys against the real gateway and its demo data: the demo family member transfers Eleanor's case
// to a new person, who sets a password from the e-mail's link, completes the first-time profile, opens the case,
// changes the password and signs in with the new one, then hands the case back (other journeys use it).
const base = () => `${inject('baseUrl')}/obituaries`;
const SHOTS = process.env['SHOTS_DIR'] ?? fs.mkdtempSync(path.join(os.tmpdir(), 'memorial-account-shots-'));
const PHONE = { width: 390, height: 844 };
const RECEIVER = `rosa.${Date.now()}@example.com`;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  console.info(`account journey screenshots: ${SHOTS}`);
});

async function signIn(page: Page, email: string, password: string) {
  await page.goto(`${base()}/`);
  const dialog = page.getByRole('dialog', { name: 'Login to your Family Website' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.locator('input[name="password"]').fill(password);
  await dialog.getByRole('button', { name: 'Login', exact: true }).click();
}

/** The newest mail in the gateway's outbox addressed to `to`, waited for. */
async function mailTo(to: string, subject: RegExp): Promise<{ subject: string; text: string }> {
  const dir = inject('outboxDir');
  let found: { subject: string; text: string } | undefined;
  await expect
    .poll(
      async () => {
        const files = fs.existsSync(dir)
          ? fs
              .readdirSync(dir)
              .filter((f) => f.endsWith('.eml'))
              .sort()
              .reverse()
          : [];
        for (const file of files) {
          const mail = await simpleParser(fs.readFileSync(path.join(dir, file)));
          const recipients = Array.isArray(mail.to) ? mail.to.map((a) => a.text).join(',') : (mail.to?.text ?? '');
          if (recipients.includes(to) && subject.test(mail.subject ?? '')) {
            found = { subject: mail.subject ?? '', text: mail.text ?? '' };
            return true;
          }
        }
        return false;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return found!;
}

async function shot(page: Page, name: string) {
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

describe('account journeys', () => {
  it('transfers a case to a new person, who sets a password from the link, opens the case, changes the password and signs in with it', async () => {
    // The giver: Profile > Transfer Loved Ones, on a desktop.
    const giver = await newPage(browser);
    await signIn(giver, 'arranger@demo.test', 'memorial-demo');
    await giver.waitForURL(`${base()}/app`);
    await giver.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Profile' }).click();
    await giver.waitForURL(`${base()}/app/userProfile`);
    const transfer = giver.getByRole('form', { name: 'Transfer Loved Ones' });
    const lovedOnes = transfer.getByRole('combobox', { name: /Loved Ones/ });
    await lovedOnes.locator('option', { hasText: 'Mrs Eleanor Grace Whitmore' }).waitFor({ state: 'attached' });
    // The demo history: Thomas came from David.
    await giver.getByText(/received from David Whitmore/).waitFor();
    await expectAccessible(giver, 'profile (family)');
    await shot(giver, 'profile-1280');

    await lovedOnes.selectOption({ label: 'Mrs Eleanor Grace Whitmore' });
    const email = transfer.getByRole('textbox', { name: /E-mail Id/ });
    await email.fill('rosa@exam');
    await transfer.getByText('Invalid Email').waitFor();
    await email.fill(`  ${RECEIVER} `);
    await transfer.getByText(/An account will be made for this person/).waitFor();
    await transfer.getByRole('textbox', { name: /First Name/ }).fill('Rosa');
    await transfer.getByRole('textbox', { name: /Last Name/ }).fill('Vale');
    const button = transfer.getByRole('button', { name: 'TRANSFER' });
    await expect(button.isDisabled()).resolves.toBe(true);
    await transfer.getByRole('checkbox', { name: /no longer have access/ }).check();
    await transfer.getByRole('checkbox', { name: /agreed to take over/ }).check();
    await expectAccessible(giver, 'transfer form filled in');
    await shot(giver, 'transfer-filled-1280');
    await button.click();
    await giver.getByText('Account Transfered Successfully').waitFor();
    // The form resets and the list reloads: Eleanor has left it.
    await expect.poll(() => email.inputValue()).toBe('');
    await expect.poll(() => lovedOnes.locator('option', { hasText: 'Eleanor' }).count()).toBe(0);
    await giver.getByText(/Mrs Eleanor Grace Whitmore transferred to Rosa Vale/).waitFor();
    await giver.context().close();

    // The receiver: the mail's link sets a password once, on a phone.
    const welcome = await mailTo(RECEIVER, /transferred the arrangements of Mrs Eleanor Grace Whitmore to you/);
    const token = /[?&]resetToken=([^&\s]+)/.exec(welcome.text)?.[1];
    expect(token).toBeTruthy();
    const rosa = await newPage(browser, PHONE);
    await rosa.goto(`${base()}/?resetToken=${token}`);
    const choose = rosa.getByRole('dialog', { name: 'Choose a New Password' });
    await choose.locator('input[autocomplete="new-password"]').first().fill('rosa-first-1');
    await choose.locator('input[autocomplete="new-password"]').nth(1).fill('rosa-first-1');
    await choose.getByRole('button', { name: 'Save New Password' }).click();
    await rosa.getByText('Password has been reset successfully').waitFor();
    const login = rosa.getByRole('dialog', { name: 'Login to your Family Website' });
    await login.getByLabel('Email').fill(RECEIVER);
    await login.locator('input[name="password"]').fill('rosa-first-1');
    await login.getByRole('button', { name: 'Login', exact: true }).click();
    // A new user: the first-time profile, then the case.
    await rosa.waitForURL(`${base()}/profile`);
    await rosa.getByRole('heading', { level: 1, name: 'Welcome, Rosa' }).waitFor();
    await expectAccessible(rosa, 'first-time profile');
    await shot(rosa, 'first-profile-390');
    const details = rosa.getByRole('form', { name: 'Personal Details' });
    await details.getByRole('combobox', { name: 'Title' }).selectOption('Ms');
    await details.getByRole('button', { name: 'SAVE AND CONTINUE' }).click();
    await rosa.waitForURL(`${base()}/app`);
    await rosa.getByText('Data updated successfully').waitFor();
    await rosa
      .getByRole('article', { name: 'Mrs Eleanor Grace Whitmore' })
      .getByRole('link', { name: /BEGIN ARRANGEMENTS/ })
      .click();
    await rosa.waitForURL(`${base()}/app/CS-1000-0001/arrangements`);
    await rosa.getByRole('region', { name: 'Your arrangement steps' }).getByRole('article').first().waitFor();

    // Change Password at 390 px, then sign in with the new one.
    await rosa.goto(`${base()}/app/userProfile`);
    const change = rosa.getByRole('form', { name: 'Change Password' });
    await change.getByLabel(/Old Password/).fill('rosa-first-1');
    await change.getByLabel(/New Password/).fill('short');
    await change.getByLabel(/New Password/).press('Tab');
    await change.getByText('Password has to be longer than 6 characters!').waitFor();
    await change.getByLabel(/New Password/).fill('rosa-second-2');
    await change.getByLabel(/Confirm Password/).fill('rosa-second-3');
    await change.getByLabel(/Confirm Password/).press('Tab');
    await change.getByText('Passwords must match').waitFor();
    await expectAccessible(rosa, 'change password with errors');
    await shot(rosa, 'change-password-errors-390');
    await change.getByLabel(/Confirm Password/).fill('rosa-second-2');
    await change.getByRole('button', { name: 'UPDATE PASSWORD' }).click();
    await rosa.getByText('Password updated successfully').waitFor();
    const notice = await mailTo(RECEIVER, /password was changed/);
    expect(notice.text).toContain('signed out');
    await rosa.getByRole('button', { name: 'Sign Out' }).click();
    await rosa.waitForURL(/\/obituaries\/?$/);
    await signIn(rosa, RECEIVER, 'rosa-first-1');
    await rosa.getByRole('dialog').getByText('Unauthorized. Please enter valid credentials').waitFor();
    await signIn(rosa, RECEIVER, 'rosa-second-2');
    await rosa.waitForURL(`${base()}/app`);
    await rosa.getByRole('article', { name: 'Mrs Eleanor Grace Whitmore' }).waitFor();

    // Rosa hands the case back to the demo family member: an existing person's names are filled in and locked.
    await rosa.goto(`${base()}/app/userProfile`);
    const back = rosa.getByRole('form', { name: 'Transfer Loved Ones' });
    await back
      .getByRole('combobox', { name: /Loved Ones/ })
      .locator('option', { hasText: 'Eleanor' })
      .waitFor({ state: 'attached' });
    await back.getByRole('combobox', { name: /Loved Ones/ }).selectOption({ label: 'Mrs Eleanor Grace Whitmore' });
    await back.getByRole('textbox', { name: /E-mail Id/ }).fill('arranger@demo.test');
    const first = back.getByRole('textbox', { name: /First Name/ });
    await expect.poll(() => first.inputValue()).toBe('Catherine');
    await expect(first.getAttribute('readonly')).resolves.not.toBeNull();
    await back.getByRole('checkbox', { name: /no longer have access/ }).check();
    await back.getByRole('checkbox', { name: /agreed to take over/ }).check();
    await expectAccessible(rosa, 'transfer to an existing person');
    await shot(rosa, 'transfer-existing-390');
    await back.getByRole('button', { name: 'TRANSFER' }).click();
    await rosa.getByText('Account Transfered Successfully').waitFor();
    await rosa.goto(`${base()}/app/CS-1000-0001/arrangements`);
    // No longer hers: the family is sent back to the dashboard with the refusal.
    await rosa.waitForURL(`${base()}/app`);
    await rosa.getByText('Unauthorized access Forbidden').waitFor();
    await rosa.context().close();
  }, 180_000);
});
