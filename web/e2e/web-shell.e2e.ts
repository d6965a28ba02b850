import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { expectAccessible } from './axe';
import { launchBrowser, newPage } from './browser';
import { expectFocusKept, tabTo } from './keyboard';
import { solveCaptcha } from './captcha';

// The web shell in a real browser against the real gateway and its demo data.
const base = () => `${inject('baseUrl')}/obituaries`;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function signIn(page: Page, path: string, email: string) {
  await page.goto(`${base()}${path}`);
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Email').waitFor();
  await expectAccessible(page, `login ${path}`);
  await dialog.getByLabel('Email').fill(email);
  await dialog.locator('input[name="password"]').fill('memorial-demo');
  await dialog.getByRole('button', { name: 'Login', exact: true }).click();
}

describe('web shell journeys', () => {
  it('Forgot Password asks for the captcha, which the browser solves, and then sends the link', async () => {
    const page = await newPage(browser);
    await page.goto(`${base()}/`);
    await page.getByRole('dialog').getByRole('button', { name: 'Forgot password?' }).click();
    const forgot = page.getByRole('dialog', { name: 'Forgot Password' });
    await forgot.getByLabel('E-mail Id').fill('arranger@demo.test');
    await forgot.getByRole('button', { name: 'Send Reset Link' }).click();
    await forgot.getByText('verify captcha').waitFor();
    await expectAccessible(page, 'forgot password: verify captcha');
    await solveCaptcha(page, 'forgot password captcha');
    await expect(forgot.getByText('verify captcha').count()).resolves.toBe(0);
    await expectAccessible(page, 'forgot password: captcha solved');
    await forgot.getByRole('button', { name: 'Send Reset Link' }).click();
    await forgot.getByText('If an account exists for this e-mail, a link to reset the password has been sent.').waitFor();
    await page.context().close();
  }, 90_000);

  it('after five wrong passwords the owner is not locked out: the login asks for the captcha, and the right password with it signs in', async () => {
    // David (the demo's account without a case) signs in in no other journey: his failures slow nobody else down.
    const page = await newPage(browser, { width: 390, height: 844 });
    await page.goto(`${base()}/`);
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Email').fill('david.whitmore@demo.test');
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await dialog.locator('input[name="password"]').fill(`not-the-password-${attempt}`);
      // Each attempt's answer before the next: the alert of the one before is still shown.
      const answered = page.waitForResponse((r) => r.url().endsWith('/graphql') && r.request().postDataJSON()?.operationName === 'Login');
      await dialog.getByRole('button', { name: 'Login', exact: true }).click();
      await answered;
      await dialog.getByRole('alert').getByText('Unauthorized. Please enter valid credentials').waitFor();
    }
    await dialog.locator('input[name="password"]').fill('memorial-demo');
    await dialog.getByRole('button', { name: 'Login', exact: true }).click();
    await dialog.getByText('verify captcha').first().waitFor();
    await expectAccessible(page, 'login: captcha asked after repeated failures');
    await solveCaptcha(page, 'login captcha');
    await dialog.getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForURL(`${base()}/app`);
    await page.getByText('User Logged In Successfully').waitFor();
    await page.context().close();
  }, 120_000);

  it('an arranger signs in, lands on /app, sees the active case and opens it', async () => {
    const page = await newPage(browser);
    await signIn(page, '/', 'arranger@demo.test');
    await page.waitForURL(`${base()}/app`);
    await page.getByText('User Logged In Successfully').waitFor();

    const card = page.getByRole('article', { name: 'Mrs Eleanor Grace Whitmore' });
    await card.getByText('06-02-1941').waitFor();
    const history = page.getByRole('region', { name: 'Family History' });
    await history.getByRole('article', { name: 'Mr Thomas Edward Whitmore' }).waitFor();
    await expectAccessible(page, 'family dashboard');
    await expect(history.getByRole('article').count()).resolves.toBe(1);

    await card.getByRole('link', { name: /BEGIN ARRANGEMENTS/ }).click();
    await page.waitForURL(`${base()}/app/CS-1000-0001/arrangements`);
    // An arranger accepts the copyright disclaimer and privacy policy once per decedent (another journey may have done so).
    await page.getByRole('region', { name: 'Your arrangement steps' }).getByRole('article').first().waitFor();
    const policy = page.getByRole('dialog', { name: 'Before you begin' });
    if (await policy.count()) {
      await expectAccessible(page, 'policy dialog');
      await policy.getByRole('button', { name: 'Accept' }).click();
      await policy.waitFor({ state: 'hidden' });
    }
    await expectAccessible(page, 'family arrangements summary');
    await page.getByRole('link', { name: 'View the memorial page' }).click();
    // Signed in, the public page is shown as the family view of the same website (memorial-portal 2 and 6).
    await page.waitForURL(`${base()}/app/memories/eleanor-whitmore-obituary/CS-1000-0001`);
    await page.getByRole('heading', { level: 1, name: 'Eleanor Grace Whitmore' }).waitFor();
    await expect(page.getByRole('link', { name: 'Back to Family portal' }).getAttribute('href')).resolves.toBe('/obituaries/app');
    await expectAccessible(page, 'family view of the memorial page');

    await page.getByRole('button', { name: 'Sign Out' }).click();
    // Signed out on the family view, the family is left on the website's public page (as its Log out did).
    await page.waitForURL(`${base()}/name/eleanor-whitmore-obituary/CS-1000-0001`);
    await expect(page.evaluate(() => [sessionStorage.getItem('token'), localStorage.getItem('token')])).resolves.toEqual([null, null]);
    await page.context().close();
  });

  it('anyone can read the public memorial page; a private page says so', async () => {
    const page = await newPage(browser);
    await page.goto(`${base()}/name/eleanor-whitmore-obituary/CS-1000-0001`);
    await page.getByRole('heading', { name: /^The Obituary for (Mrs )?Eleanor Grace Whitmore$/ }).waitFor();
    await page.getByText('June 02, 1941 – March 14, 2026').waitFor();
    // The obituary itself (the heading shows even without one), from the demo data of gateway/src/db/seed.ts.
    const obituary = page.getByTestId('obituary-content');
    await expectAccessible(page, 'public memorial page');
    await obituary.getByText(/^Eleanor Grace Whitmore, beloved mother, grandmother and friend to all who knew her/).waitFor();
    await expect(obituary.textContent()).resolves.toContain('donations be made to the San Mateo County Library Foundation.');
    // Taller than 275 px, it is collapsed with Read More, which shows all of it.
    const heights = () => obituary.evaluate((el) => ({ shown: el.clientHeight, full: el.scrollHeight }));
    const collapsed = await heights();
    expect(collapsed.full).toBeGreaterThan(275);
    expect(collapsed.shown).toBeLessThanOrEqual(275);
    await page.getByRole('button', { name: 'Read More' }).click();
    await page.getByRole('button', { name: 'Read Less' }).waitFor();
    await expect.poll(async () => (await heights()).shown).toBe(collapsed.full);
    await obituary.getByText(/In lieu of flowers, the family asks/).waitFor();
    await page.getByRole('link', { name: /Ground-Level Cemetery 360 View/ }).waitFor();
    await expectAccessible(page, 'public memorial page, obituary read in full');

    await page.goto(`${base()}/name/samuel-okafor-obituary/CS-1000-0002`);
    await page.getByText("Uh, Oh! The page that you have requested is private. You don't have the permission to view this.").waitFor();
    await expectAccessible(page, 'private memorial page');
    await page.goto(`${base()}/name/nobody-obituary/CS-0000-0000`);
    await page.getByText("Uh, Oh! The page that you have requested doesn't exist.").waitFor();
    await expectAccessible(page, 'memorial page not found');
    await page.context().close();
  });

  it('on a phone the memorial page offers Filters and More', async () => {
    const page = await newPage(browser, { width: 390, height: 844 });
    await page.goto(`${base()}/name/eleanor-whitmore-obituary/CS-1000-0001`);
    await page.getByRole('heading', { level: 1, name: 'Eleanor Grace Whitmore' }).waitFor();
    await expect(page.getByRole('navigation', { name: 'Memorial actions' }).isVisible()).resolves.toBe(false);
    await page.getByRole('button', { name: 'More', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Burial Location' }).click();
    await page
      .getByRole('dialog', { name: 'Burial Location' })
      .getByText('Cypress Lawn Memorial Park — Garden of Peace', { exact: true })
      .waitFor();
    await expectAccessible(page, 'burial location dialog');
    await page.context().close();
  });

  it("a family member signs in with the memorial page's Login button and is shown the family view", async () => {
    const page = await newPage(browser);
    await page.goto(`${base()}/name/eleanor-whitmore-obituary/CS-1000-0001`);
    await page.getByRole('heading', { level: 1, name: 'Eleanor Grace Whitmore' }).waitFor();
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Email').fill('arranger@demo.test');
    await dialog.locator('input[name="password"]').fill('memorial-demo');
    await expectAccessible(page, 'memorial page login dialog');
    await dialog.getByRole('button', { name: 'Login', exact: true }).click();
    // Signed in, the same website opens as the family view, with Approve Memories.
    await page.waitForURL(`${base()}/app/memories/eleanor-whitmore-obituary/CS-1000-0001`);
    await page.getByRole('tab', { name: 'Approve Memories' }).waitFor();
    await page.getByRole('button', { name: 'Sign Out' }).waitFor();
    await page.context().close();
  });

  it('by keyboard alone a family member signs in, opens the arrangements and the family view, and approves from its tab', async () => {
    const page = await newPage(browser);
    await page.goto(`${base()}/`);
    const dialog = page.getByRole('dialog');
    await tabTo(page, dialog.getByLabel('Email'));
    await page.keyboard.type('arranger@demo.test');
    await tabTo(page, dialog.locator('input[name="password"]'));
    await page.keyboard.type('memorial-demo');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${base()}/app`);
    await page.getByRole('article', { name: 'Mrs Eleanor Grace Whitmore' }).waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement !== document.body), { timeout: 10_000 }).toBe(true);

    await tabTo(page, page.getByRole('link', { name: /BEGIN ARRANGEMENTS/ }));
    await page.keyboard.press('Enter');
    await page.waitForURL(`${base()}/app/CS-1000-0001/arrangements`);
    await page.getByRole('region', { name: 'Your arrangement steps' }).getByRole('article').first().waitFor();
    const policy = page.getByRole('dialog', { name: 'Before you begin' });
    if (await policy.count()) {
      // The policy text scrolls by keyboard, then Accept.
      await tabTo(page, policy.getByRole('region', { name: 'Copyright disclaimer and privacy policy' }));
      await page.keyboard.press('PageDown');
      await tabTo(page, policy.getByRole('button', { name: 'Accept' }));
      await page.keyboard.press('Space');
      await policy.waitFor({ state: 'hidden' });
    }
    // After a route change or a closed dialog focus is on the screen, not the page body.
    await expect.poll(() => page.evaluate(() => document.activeElement !== document.body), { timeout: 10_000 }).toBe(true);

    await tabTo(page, page.getByRole('link', { name: 'View the memorial page' }));
    await page.keyboard.press('Enter');
    await page.waitForURL(`${base()}/app/memories/eleanor-whitmore-obituary/CS-1000-0001`);
    await page.getByRole('heading', { level: 1, name: 'Eleanor Grace Whitmore' }).waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement !== document.body), { timeout: 10_000 }).toBe(true);
    // Tabs are one stop: Tab reaches the chosen tab, the arrow keys move along them.
    await tabTo(page, page.getByRole('tablist', { name: 'Family website' }));
    const approve = page.getByRole('tab', { name: 'Approve Memories' });
    for (let i = 0; i < 4 && !(await approve.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await page.getByRole('tabpanel', { name: 'Approve Memories' }).waitFor();
    await expectFocusKept(page, 'choosing the Approve Memories tab');

    await tabTo(page, page.getByRole('button', { name: 'Sign Out' }), { back: true });
    await page.keyboard.press('Enter');
    await page.waitForURL(`${base()}/name/eleanor-whitmore-obituary/CS-1000-0001`);
    await page.context().close();
  });

  it('staff sign in at /administrator and land in the staff area; an arranger cannot enter it', async () => {
    const page = await newPage(browser);
    await signIn(page, '/administrator', 'admin@demo.test');
    await page.waitForURL(`${base()}/admin`);
    await page.getByRole('heading', { name: 'Staff Area' }).waitFor();
    await expectAccessible(page, 'staff home');
    await page.context().close();

    const family = await newPage(browser);
    await signIn(family, '/', 'arranger@demo.test');
    await family.waitForURL(`${base()}/app`);
    await family.goto(`${base()}/admin`);
    await family.waitForURL(`${base()}/app`);
    await family.context().close();
  });
});
