import type { Page } from 'playwright-core';
import { table } from './harness.js';
import { median, withBenchPortal } from './page-load.bench.js';

// Issue 29 item 3: the certificate page took about 4x as long as the other screens to become usable on a loaded
// machine (its server read is fast: the time was in the browser). Both screens measured in one run, CPU 4x slower.
const CPU_SLOWDOWN = 4;
const RUNS = Number(process.env['BENCH_PAGE_RUNS'] ?? 7);
/** The certificate may take at most this much longer than the summary to become usable. */
const TARGET_RATIO = 1.5;

/** A screen and its first control (what a person uses first there), by CSS: a role query walks the whole page. */
const SCREENS = [
  { name: 'summary', path: '/obituaries/app/CS-1000-0001/arrangements', control: 'main a[href$="/certificateDetails"]' },
  {
    name: 'certificate',
    path: '/obituaries/app/CS-1000-0001/certificateDetails',
    control: 'form[aria-label="Death Certificate Information"] input[name="firstName"]',
  },
];

/**
 * Usable: from the start of the navigation until the screen's first control is visible and enabled, takes focus, and
 * the page has handled a key pressed there (Chromium answers a dispatched key once the page's main thread ran its
 * handlers: a thread held by a long render answers late).
 */
async function timeToUsable(page: Page, url: string, css: string): Promise<number> {
  await page.goto('about:blank');
  const start = Date.now();
  await page.goto(url, { waitUntil: 'commit' });
  const control = page.locator(css);
  await control.waitFor({ state: 'visible', timeout: 120_000 });
  for (const until = Date.now() + 120_000; !(await control.isEnabled());) {
    if (Date.now() > until) throw new Error(`${css} not enabled within 120 s`);
    await new Promise((r) => setTimeout(r, 10));
  }
  await control.focus();
  await page.keyboard.press('Shift');
  return Date.now() - start;
}

/** The family's arranger signed in through the login dialog, the arrangements policy accepted if it is asked. */
async function signInArranger(page: Page, url: string) {
  await page.goto(`${url}/obituaries/`);
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Email').fill('arranger@demo.test');
  await dialog.locator('input[name="password"]').fill('memorial-demo');
  await dialog.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL(`${url}/obituaries/app`);
  await page.goto(`${url}${SCREENS[0]!.path}`);
  await page.locator(SCREENS[0]!.control).waitFor();
  const policy = page.getByRole('dialog', { name: 'Before you begin' });
  if (await policy.count()) {
    await policy.getByRole('button', { name: 'Accept' }).click();
    await policy.waitFor({ state: 'hidden' });
  }
}

/** The certificate page against the summary screen: time until usable, alternated runs, one browser, one gateway. */
export async function certificateUsable() {
  await withBenchPortal('certificate', async (url, browser) => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await signInArranger(page, url);
    // Warm: both screens' scripts in the cache, both queries run once by the gateway.
    for (const s of SCREENS) await timeToUsable(page, `${url}${s.path}`, s.control);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const times = new Map<string, number[]>(SCREENS.map((s) => [s.name, []]));
    for (let i = 0; i < RUNS; i++) {
      // Alternated, so that a busy moment of the machine falls on both.
      for (const s of i % 2 ? [...SCREENS].reverse() : SCREENS)
        times.get(s.name)!.push(await timeToUsable(page, `${url}${s.path}`, s.control));
    }
    const [summary, certificate] = SCREENS.map((s) => median(times.get(s.name)!));
    const ratio = certificate! / summary!;
    table(
      `Time until usable (first control visible, enabled, focused, a key handled), Chromium at 1280 px, CPU ${CPU_SLOWDOWN}x slower (median of ${RUNS}; target: certificate <= ${TARGET_RATIO}x summary)`,
      ['screen', 'median', 'runs', 'vs summary', 'meets target'],
      SCREENS.map((s, i) => [
        s.name,
        `${median(times.get(s.name)!)} ms`,
        times.get(s.name)!.join(', '),
        i === 0 ? '1.00x' : `${ratio.toFixed(2)}x`,
        i === 0 ? '' : ratio <= TARGET_RATIO ? 'yes' : 'NO',
      ]),
    );
  });
}
