import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { expectAccessible } from './axe';
import { launchBrowser, newPage, signIn } from './browser';

// The arrangements journey in a real browser against the real gateway and its demo data:
// the family fills in and submits the death certificate details, staff lock them, the family sees the lock.
const base = () => `${inject('baseUrl')}/obituaries`;

const LOCKED = 'This section is now locked. Please contact your arranger for changes.';
const LOCKED_TOOLTIP =
  'Please contact your arranger for any changes or additions when the section is locked. Changes can also be done during the arrangement.';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The policy dialog shows once per arranger and decedent: accept it when it is there. */
async function acceptPolicyIfAsked(page: Page, ready: ReturnType<Page['getByRole']>) {
  const policy = page.getByRole('dialog', { name: 'Before you begin' });
  // The dialog opens with the page's data: once the data is there, it is either open or not needed.
  await ready.waitFor();
  if (await policy.count()) {
    await policy.getByRole('button', { name: 'Accept' }).click();
    await policy.waitFor({ state: 'hidden' });
  }
}

describe('arrangements journeys', () => {
  it('the family saves and submits the death certificate details; staff lock them; the family then only views them', async () => {
    const family = await newPage(browser);
    await signIn(family, '/', 'arranger@demo.test');
    await family.waitForURL(`${base()}/app`);
    await family.getByRole('link', { name: /BEGIN ARRANGEMENTS/ }).click();
    await family.waitForURL(`${base()}/app/CS-1000-0001/arrangements`);
    const certificateCard = family.getByRole('link', { name: 'Biography and Death Certificate' });
    await acceptPolicyIfAsked(family, certificateCard);
    await certificateCard.click();
    await family.waitForURL(`${base()}/app/CS-1000-0001/certificateDetails`);
    await family.getByText('Be sure to SUBMIT after SAVING').waitFor();
    await expectAccessible(family, 'family certificate details');

    const primary = family.getByRole('form', { name: 'Death Certificate Information' });
    const ssn = primary.getByRole('textbox', { name: 'Social Security Number' });
    const submit = family.getByRole('button', { name: 'SUBMIT TO ARRANGER' });
    await expect(submit.first().isDisabled()).resolves.toBe(true);

    await ssn.pressSequentially('666123456');
    await expect(ssn.inputValue()).resolves.toBe('666-12-3456');
    await primary.getByRole('button', { name: 'SAVE' }).click();
    await primary.getByText('Invalid SSN').waitFor();
    await expectAccessible(family, 'family certificate details with an error');

    await ssn.fill('');
    await ssn.pressSequentially('123456789');
    await expect(ssn.inputValue()).resolves.toBe('123-45-6789');
    await primary.getByRole('button', { name: 'SAVE' }).click();
    // The first save of a section always opens the popup (the demo case has no primary details saved yet).
    const popup = family.getByRole('dialog', { name: 'Primary Details Updated!' });
    await popup.waitFor();
    await popup.getByText('Remember to SUBMIT TO ARRANGER').waitFor();
    await expectAccessible(family, 'certificate saved popup');
    await popup.getByRole('button', { name: 'OK' }).click();
    await popup.waitFor({ state: 'hidden' });
    // The stored SSN comes back masked only.
    await expect.poll(() => ssn.getAttribute('placeholder')).toBe('***-**-6789');

    await submit.first().click();
    // Seven sections are not saved yet: it names them and asks first (issue 29).
    const ask = family.getByRole('dialog', { name: 'Some sections are not saved yet' });
    await ask.getByText('Next of Kin Details').waitFor();
    await expectAccessible(family, 'certificate submit confirm');
    await ask.getByRole('button', { name: 'Submit anyway' }).click();
    await family.getByText('Details Submitted to your Arranger Successfully!').waitFor();

    // Staff, in their own browser, lock the section.
    const staff = await newPage(browser);
    await signIn(staff, '/administrator', 'admin@demo.test');
    await staff.waitForURL(`${base()}/admin`);
    await staff.goto(`${base()}/admin/CS-1000-0001/certificateDetails`);
    const staffPrimary = staff.getByRole('form', { name: 'Death Certificate Information' });
    await expect
      .poll(() => staffPrimary.getByRole('textbox', { name: 'Social Security Number' }).getAttribute('placeholder'))
      .toBe('***-**-6789');
    await staff.getByRole('button', { name: 'Lock', exact: true }).click();
    await staff.getByText(LOCKED).first().waitFor();
    await expectAccessible(staff, 'staff certificate details, locked');

    // The family reloads: the banner says so, and nothing can be changed or submitted.
    await family.reload();
    await family.getByText(LOCKED).first().waitFor();
    await expect(family.getByText('Be sure to SUBMIT after SAVING').count()).resolves.toBe(0);
    await expect(primary.getByRole('textbox', { name: 'First Name', exact: true }).isDisabled()).resolves.toBe(true);
    await expect(ssn.isDisabled()).resolves.toBe(true);
    await expect(primary.getByRole('button', { name: 'SAVE' }).isDisabled()).resolves.toBe(true);
    await expectAccessible(family, 'family certificate details, locked');
    for (const button of await submit.all()) await expect(button.isDisabled()).resolves.toBe(true);
    await primary.hover({ position: { x: 200, y: 120 } });
    await family.getByText(LOCKED_TOOLTIP).filter({ visible: true }).first().waitFor();

    // Staff unlock again, so the demo stays open for the family.
    await staff.getByRole('button', { name: 'Unlock', exact: true }).click();
    await staff.getByText('Be sure to SUBMIT after SAVING').waitFor();
    await staff.context().close();
    await family.context().close();
  }, 150_000);

  // Every other screen of each side: axe at 1280 and 390 px, and no sideways scrolling at 320 px.
  const OTHER_SCREENS: Array<[side: string, door: string, email: string, paths: string[]]> = [
    [
      'family',
      '/',
      'arranger@demo.test',
      [
        '/app/CS-1000-0001/servicesDetails',
        '/app/CS-1000-0001/whatToExpect',
        '/app/CS-1000-0001/whatToBring',
        '/app/CS-1000-0001/scheduledServices',
        '/app/CS-1000-0001/prayerCreation',
        '/app/memories/CS-1000-0001',
        '/app/userProfile',
        '/app/CS-1000-0001/certificateDetails',
      ],
    ],
    [
      'staff',
      '/administrator',
      'admin@demo.test',
      [
        '/admin/memories',
        '/admin/memories/CS-1000-0001',
        '/admin/userProfile',
        '/admin/loginReport',
        '/admin/CS-1000-0001/prayerCreation',
        '/admin/CS-1000-0001/certificateDetails',
      ],
    ],
  ];
  for (const [side, door, email, paths] of OTHER_SCREENS) {
    it(`every other ${side} screen passes axe at 1280 and 390 px and reflows at 320 px without sideways scrolling`, async () => {
      const page = await newPage(browser);
      await signIn(page, door, email);
      await page.waitForURL(/\/obituaries\/(app|admin)$/);
      for (const path of paths) {
        await page.goto(`${base()}${path}`);
        await acceptPolicyIfAsked(page, page.locator('main h1').first());
        // Wait for the screen's data: no loading placeholders left.
        await expect.poll(() => page.locator('.mantine-Skeleton-root').count(), { timeout: 15_000 }).toBe(0);
        await expectAccessible(page, path);
        await page.setViewportSize({ width: 320, height: 800 });
        await expect(
          page.evaluate(() => document.documentElement.scrollWidth),
          `${path} at 320 px`,
        ).resolves.toBeLessThanOrEqual(320);
        await page.setViewportSize({ width: 1280, height: 900 });
      }
      await page.context().close();
    }, 150_000);
  }

  it('staff find the decedent in the list and open its arrangements, keeping the search', async () => {
    const staff = await newPage(browser, { width: 390, height: 844 });
    await signIn(staff, '/cl-arranger', 'staff@demo.test');
    await staff.waitForURL(`${base()}/admin`);
    await staff
      .getByRole('navigation', { name: 'Staff sections' })
      .getByRole('link', { name: /Arrangements Summary/ })
      .click();
    await staff.waitForURL(`${base()}/admin/decedents`);
    await staff.getByRole('searchbox', { name: 'Search' }).fill('whitmore');
    await staff.waitForURL(`${base()}/admin/decedents?search=whitmore`);
    await staff.getByText('2 decedents').waitFor();
    await expectAccessible(staff, 'staff decedents list');
    await staff.getByRole('link', { name: 'Mrs Eleanor Grace Whitmore', exact: true }).click();
    await staff.waitForURL(`${base()}/admin/CS-1000-0001/arrangements?search=whitmore`);
    const cards = staff.getByRole('region', { name: 'Staff steps' }).getByRole('article');
    await cards.first().waitFor();
    await expect(cards.count()).resolves.toBe(5);
    await expectAccessible(staff, 'staff arrangements summary');
    await expect(staff.getByRole('link', { name: 'Dashboard', exact: true }).getAttribute('href')).resolves.toBe(
      '/obituaries/admin/decedents?search=whitmore',
    );

    // The Obituary card opens the decedent's obituary page, the way back keeping the search.
    await cards.filter({ hasText: 'Obituary' }).getByRole('link', { name: 'Obituary' }).click();
    await staff.waitForURL(`${base()}/admin/memories-list/CS-1000-0001?search=whitmore`);
    await staff.getByRole('heading', { level: 1, name: 'Obituary' }).waitFor();
    await staff.getByRole('heading', { name: /^The Obituary for (Mrs )?Eleanor Grace Whitmore$/ }).waitFor();
    await expectAccessible(staff, 'staff obituary page');
    await expect(staff.getByRole('link', { name: 'Arrangements Summary', exact: true }).getAttribute('href')).resolves.toBe(
      '/obituaries/admin/CS-1000-0001/arrangements?search=whitmore',
    );
    await staff.context().close();
  });
});
