import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { expectAccessible, WIDTHS } from './axe';
import { launchBrowser, newPage, signIn } from './browser';

// Issue 29 item 3: the certificate page took about 4x as long as the other screens to become usable on a loaded
// machine. Measured here in one run against the summary screen, both with the CPU 4x slower (as the bench does).
const base = () => `${inject('baseUrl')}/obituaries`;

const CPU_SLOWDOWN = 4;
const RUNS = 7;
/** The certificate may take at most this much longer than the summary to become usable. */
const TARGET_RATIO = 1.5;

interface Screen {
  name: string;
  path: string;
  /** The screen's first control: what a person uses first there. */
  control: (page: Page) => Locator;
  /** The same control by CSS, for the timing: role queries walk the whole page, and with the CPU 4x slower they count. */
  css: string;
}

const SUMMARY: Screen = {
  name: 'summary',
  path: '/app/CS-1000-0001/arrangements',
  control: (page) => page.getByRole('link', { name: 'Biography and Death Certificate' }),
  css: 'main a[href$="/certificateDetails"]',
};
const CERTIFICATE: Screen = {
  name: 'certificate',
  path: '/app/CS-1000-0001/certificateDetails',
  control: (page) =>
    page.getByRole('form', { name: 'Death Certificate Information' }).getByRole('textbox', { name: 'First Name', exact: true }),
  css: 'form[aria-label="Death Certificate Information"] input[name="firstName"]',
};

/**
 * Usable: from the start of the navigation until the screen's first control is visible and enabled, takes focus, and
 * the page has handled a key pressed there (Chromium answers a dispatched key once the page's main thread ran its
 * handlers: a thread held by a long render answers late).
 */
async function timeToUsable(page: Page, screen: Screen): Promise<number> {
  await page.goto('about:blank');
  const start = Date.now();
  await page.goto(`${base()}${screen.path}`, { waitUntil: 'commit' });
  const control = page.locator(screen.css);
  await control.waitFor({ state: 'visible', timeout: 120_000 });
  await expect.poll(() => control.isEnabled(), { timeout: 120_000, interval: 10 }).toBe(true);
  await control.focus();
  await page.keyboard.press('Shift');
  return Date.now() - start;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** The policy dialog shows once per arranger and decedent: accept it when it is there. */
async function acceptPolicyIfAsked(page: Page) {
  await SUMMARY.control(page).waitFor();
  const policy = page.getByRole('dialog', { name: 'Before you begin' });
  if (await policy.count()) {
    await policy.getByRole('button', { name: 'Accept' }).click();
    await policy.waitFor({ state: 'hidden' });
  }
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('certificate page speed', () => {
  it(`the certificate page is usable within ${TARGET_RATIO}x the time of the summary screen, CPU ${CPU_SLOWDOWN}x slower`, async () => {
    const page = await newPage(browser);
    await signIn(page, '/', 'arranger@demo.test', '/app');
    await page.goto(`${base()}${SUMMARY.path}`);
    await acceptPolicyIfAsked(page);
    // Warm: both screens' scripts are in the cache and the gateway has run both queries once.
    for (const screen of [SUMMARY, CERTIFICATE]) await timeToUsable(page, screen);

    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const times: Record<string, number[]> = { summary: [], certificate: [] };
    for (let i = 0; i < RUNS; i++) {
      // Alternated, so that a busy moment of the machine falls on both.
      for (const screen of i % 2 ? [CERTIFICATE, SUMMARY] : [SUMMARY, CERTIFICATE])
        times[screen.name]!.push(await timeToUsable(page, screen));
    }
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    const summary = median(times['summary']!);
    const certificate = median(times['certificate']!);
    const ratio = certificate / summary;
    console.log(
      `usable, CPU ${CPU_SLOWDOWN}x slower, median of ${RUNS}: summary ${summary} ms (${times['summary']!.join(', ')}), ` +
        `certificate ${certificate} ms (${times['certificate']!.join(', ')}), certificate vs summary ${ratio.toFixed(2)}x (target ${TARGET_RATIO}x)`,
    );

    // The measured field takes typing (then its value is put back: nothing unsaved to ask about on leaving).
    const field = CERTIFICATE.control(page);
    const stored = await field.inputValue();
    await field.pressSequentially('Eleanor');
    await expect.poll(() => field.inputValue()).toBe(`${stored}Eleanor`);
    await field.fill(stored);
    expect(ratio).toBeLessThanOrEqual(TARGET_RATIO);

    for (const viewport of WIDTHS) {
      await page.setViewportSize(viewport);
      for (const screen of [SUMMARY, CERTIFICATE]) {
        await page.goto(`${base()}${screen.path}`);
        await screen.control(page).waitFor();
        // Every section built (the certificate's forms come one after another).
        if (screen === CERTIFICATE) await page.getByRole('form', { name: 'Next of Kin Details' }).waitFor();
        await expectAccessible(page, `${screen.name} at ${viewport.width} px`);
      }
    }
  });
});
