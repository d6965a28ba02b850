import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { chromium } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { Loader, MantineProvider, Skeleton } from '@mantine/core';
import { theme } from './theme';

/**
 * Endless animations (the skeletons' pulse, the loaders' spin) stop under prefers-reduced-motion: measured in
 * Chromium with Mantine's stylesheet and ours (jsdom applies no stylesheet).
 */
const css = [
  createRequire(import.meta.dirname + '/').resolve('@mantine/core/styles.css'),
  path.resolve(import.meta.dirname, 'styles.css'),
].map((file) => fs.readFileSync(file, 'utf8'));
const markup = renderToStaticMarkup(
  <MantineProvider theme={theme}>
    <Skeleton height={40} />
    <Loader />
    <Loader type="dots" />
  </MantineProvider>,
);

/** The iteration counts of every animation running on the page. */
async function iterations(reducedMotion: 'reduce' | 'no-preference'): Promise<number[]> {
  const browser = await chromium.launch({ executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
  try {
    const page = await browser.newPage({ reducedMotion });
    await page.setContent(`<html><head>${css.map((c) => `<style>${c}</style>`).join('')}</head><body>${markup}</body></html>`);
    return await page.evaluate(() => document.getAnimations().map((a) => a.effect?.getComputedTiming().iterations ?? 0));
  } finally {
    await browser.close();
  }
}

describe('reduced motion', { timeout: 60_000 }, () => {
  it('no animation runs forever when the visitor asks for reduced motion; they do otherwise', async () => {
    expect((await iterations('no-preference')).filter((n) => n === Infinity).length).toBeGreaterThan(0);
    const reduced = await iterations('reduce');
    expect(reduced.length).toBeGreaterThan(0);
    expect(reduced.filter((n) => n === Infinity)).toEqual([]);
  });
});
