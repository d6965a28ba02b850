import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { expectAccessible, WIDTHS } from './axe';
import { launchBrowser, newPage } from './browser';

// Customize Family Website in a real browser against the real gateway and its demo data: the family sets the
// display name, adds two donation links and a social link (the leave-page guard saves it), and a visitor sees
// all of it on the public page.
const base = () => `${inject('baseUrl')}/obituaries`;
const OPI = 'CS-1000-0001';
const SHOTS = process.env['SCREENSHOT_DIR'];

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function signIn(page: Page, email: string) {
  await page.goto(`${base()}/`);
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Email').fill(email);
  await dialog.locator('input[name="password"]').fill('memorial-demo');
  await dialog.getByRole('button', { name: 'Login', exact: true }).click();
}

async function acceptPolicyIfAsked(page: Page, ready: ReturnType<Page['getByRole']>) {
  const policy = page.getByRole('dialog', { name: 'Before you begin' });
  await ready.waitFor();
  if (await policy.count()) {
    await policy.getByRole('button', { name: 'Accept' }).click();
    await policy.waitFor({ state: 'hidden' });
  }
}

/** Full-page screenshots at both widths, when SCREENSHOT_DIR is set, to look at. */
async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  const original = page.viewportSize();
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    await page.screenshot({ path: `${SHOTS}/${name}-${size.width}.png`, fullPage: true });
  }
  if (original) await page.setViewportSize(original);
}

describe('Customize Family Website', () => {
  it('the family sets the display name, adds two donation links and a social link; a visitor sees them on the public page', async () => {
    const family = await newPage(browser);
    // A step that cannot happen fails with its own message, not the test's timeout.
    family.setDefaultTimeout(15_000);
    await signIn(family, 'arranger@demo.test');
    await family.waitForURL(`${base()}/app`);
    await family.goto(`${base()}/app/${OPI}/arrangements`);
    const card = family.getByRole('link', { name: 'Customize Family Website' });
    await acceptPolicyIfAsked(family, card);
    await card.click();
    await family.waitForURL(`${base()}/app/${OPI}/customizeFamilyWebsite`);
    await family.getByRole('heading', { name: 'Display Name' }).waitFor();
    await expectAccessible(family, 'customize family website');
    await shoot(family, 'website-page');

    // 1. Display name: the prefix joins the legal name; the empty suffix cannot be chosen.
    const nameForm = family.getByRole('form', { name: 'Display Name' });
    await expect(nameForm.getByRole('checkbox', { name: 'Suffix' }).isDisabled()).resolves.toBe(true);
    await nameForm.getByText('Suffix is empty, Please Update in Biography and Death Certificate Information Section').waitFor();
    await nameForm.getByRole('checkbox', { name: 'Prefix: Mrs' }).check();
    await expect.poll(() => family.getByTestId('display-name-preview').textContent()).toBe('Mrs Eleanor Grace Whitmore');
    await nameForm.getByRole('button', { name: 'Save' }).click();
    await family.getByText('Decedent Name Updated Successfully').waitFor();

    // 2. Two more donation links, each in its own tab; a bad address is refused first.
    const donations = family.getByRole('form', { name: 'Donation / Charity Options' });
    const saveDonations = donations.getByRole('button', { name: 'Save' });
    await expect(saveDonations.isDisabled()).resolves.toBe(true);
    for (const [url, text] of [
      ['https://www.redcross.org/donate', 'Red Cross'],
      ['https://www.audubon.org/donate', 'Audubon Society'],
    ] as const) {
      await donations.getByRole('button', { name: 'Add URL' }).click();
      const src = donations.getByRole('textbox', { name: 'Donation URL' });
      await src.fill('www.example.org');
      await src.blur();
      await donations.getByText('Invalid Url').waitFor();
      await expect(donations.getByRole('button', { name: 'Add URL' }).isDisabled()).resolves.toBe(true);
      await src.fill(url);
      await donations.getByRole('textbox', { name: 'Button text' }).fill(text);
    }
    await expectAccessible(family, 'donation tabs');
    await saveDonations.click();
    await family.getByText('Donation Details Updated Successfully').waitFor();
    await expect.poll(() => saveDonations.isDisabled()).toBe(true);

    // 3. A social link; leaving with it unsaved asks, and Save in the guard saves it.
    const social = family.getByRole('form', { name: 'Social Media Links' });
    await social.getByRole('combobox', { name: 'Choose a link type' }).selectOption('Instagram');
    const instagram = social.getByRole('textbox', { name: 'Instagram' });
    await instagram.fill('https://example.org/eleanor');
    await instagram.blur();
    await social.getByText('Invalid Instagram URL').waitFor();
    await instagram.fill('https://www.instagram.com/eleanor.whitmore');
    await shoot(family, 'website-edited');
    await family.getByRole('link', { name: 'My Arrangements' }).click();
    const guard = family.getByRole('dialog', { name: 'Unsaved changes' });
    await guard.getByText('You have unsaved Social Media Links Changes').waitFor();
    await expectAccessible(family, 'unsaved changes guard');
    await guard.getByRole('button', { name: 'Save' }).click();
    await family.waitForURL(`${base()}/app/${OPI}/arrangements`);
    await family.getByText('SocialMediaLinks Updated Successfully').waitFor();

    // A visitor's public page.
    const visitor = await newPage(browser);
    visitor.setDefaultTimeout(15_000);
    await visitor.goto(`${base()}/name/eleanor-whitmore-obituary/${OPI}`);
    await visitor.getByRole('heading', { name: 'Mrs Eleanor Grace Whitmore', level: 1 }).first().waitFor();
    const gifts = visitor.getByRole('region', { name: 'Donate / Charity' });
    // The decedent card's Donate / Charity entry opens on request.
    await gifts.getByRole('button', { name: 'Donate / Charity' }).click();
    for (const name of ['Donate to the Library Foundation', 'Plant a tree', 'Red Cross', 'Audubon Society'])
      await gifts.getByRole('link', { name: new RegExp(name) }).waitFor();
    await expect(gifts.getByRole('link', { name: /Red Cross/ }).getAttribute('href')).resolves.toBe('https://www.redcross.org/donate');
    await expect(visitor.getByRole('link', { name: 'Instagram (opens in a new tab)' }).getAttribute('href')).resolves.toBe(
      'https://www.instagram.com/eleanor.whitmore',
    );
    await shoot(visitor, 'website-public');
  });
});
