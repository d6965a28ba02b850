import fs from 'node:fs';
import axe from 'axe-core';
import type { Page } from 'playwright-core';

// WCAG 2.2 AA as axe-core measures it, plus its best practices.
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
/** Every screen is checked on a desktop and on a phone. */
export const WIDTHS = [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
];

export interface Violation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
  /** The first nodes' HTML and axe's message, to find and fix them. */
  details: string[];
}

/**
 * Settles the page: no finite CSS transition or animation running for a quiet spell of frames.
 * Mantine starts a modal's fade a frame or two after the modal is in the DOM, so one look at
 * getAnimations() can come before the fade exists, and axe then measures half-faded colours.
 */
async function settle(page: Page) {
  await page.evaluate(async () => {
    const running = () => document.getAnimations().filter((a) => a.effect?.getTiming().iterations !== Infinity);
    const frames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    for (let quiet = 0; quiet < 3;) {
      const now = running();
      if (now.length) {
        quiet = 0;
        await Promise.all(now.map((a) => a.finished.catch(() => undefined)));
      } else quiet += 1;
      await frames();
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  });
}

/** Runs axe-core in the page as it is now. */
export async function runAxe(page: Page): Promise<Violation[]> {
  // Measured from the top of the page: wherever a journey left it scrolled, the sticky header
  // would lie over some field and axe would count that field as an obscured target.
  await page.evaluate(() => window.scrollTo(0, 0));
  await settle(page);
  // evaluate() is not bound by the page's Content-Security-Policy, a script tag would be.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  return page.evaluate(async (tags) => {
    const w = window as unknown as { axe: typeof axe };
    const result = await w.axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact ?? null,
      help: v.help,
      targets: v.nodes.map((n) => n.target.join(' ')),
      details: v.nodes.slice(0, 4).map(
        (n) =>
          `${n.html.slice(0, 160)}\n      ${[...n.any, ...n.all, ...n.none]
            .map((c) => c.message)
            .join(' / ')
            .slice(0, 240)}`,
      ),
    }));
  }, TAGS);
}

/** Axe also checks every screen at 320 px, the narrowest phone (issue 29: 0 violations at 1280, 390 and 320 px). */
const AXE_WIDTHS = [...WIDTHS, { width: 320, height: 568 }];

/**
 * Checks the screen now shown at every width of AXE_WIDTHS and fails on any violation;
 * the page is left at the width it had. With AXE_REPORT=<file> it only appends the
 * findings to that file (JSON lines), to measure without failing.
 */
export async function expectAccessible(page: Page, screen: string) {
  const original = page.viewportSize();
  const found: string[] = [];
  for (const size of AXE_WIDTHS) {
    await page.setViewportSize(size);
    const violations = await runAxe(page);
    if (process.env['AXE_REPORT']) {
      fs.appendFileSync(process.env['AXE_REPORT'], JSON.stringify({ screen, width: size.width, violations }) + '\n');
      continue;
    }
    for (const v of violations)
      found.push(`[${size.width}px] ${v.impact} ${v.id}: ${v.help} (${v.targets.length} elements)\n    ${v.details.join('\n    ')}`);
  }
  if (original) await page.setViewportSize(original);
  if (found.length) throw new Error(`axe found ${found.length} violation(s) on ${screen}:\n${found.join('\n')}`);
}
