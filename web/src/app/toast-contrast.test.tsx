import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { chromium } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MantineProvider, Notification } from '@mantine/core';
import { MESSAGES } from '@memorial/schema';
import { theme } from './theme';

/**
 * The error toast's text (e.g. the page doesn't exist) meets 4.5:1 on the toast: measured in Chromium with Mantine's
 * stylesheet and ours (jsdom applies no stylesheet).
 */
const css = [
  createRequire(import.meta.dirname + '/').resolve('@mantine/core/styles.css'),
  path.resolve(import.meta.dirname, 'styles.css'),
].map((file) => fs.readFileSync(file, 'utf8'));

/** WCAG contrast of two rgb() colours. */
function contrast(a: string, b: string): number {
  const lum = (c: string) => {
    const [r, g, bl] = (c.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((v) => {
      const s = Number(v) / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

describe('toasts', { timeout: 60_000 }, () => {
  it("the page doesn't exist toast's text meets 4.5:1", async () => {
    const markup = renderToStaticMarkup(
      <MantineProvider theme={theme}>
        <Notification color="red" title={MESSAGES.errorTitle} withCloseButton={false}>
          {MESSAGES.missingPage}
        </Notification>
      </MantineProvider>,
    );
    const browser = await chromium.launch({ executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
    try {
      const page = await browser.newPage();
      await page.setContent(
        `<html data-mantine-color-scheme="light"><head>${css.map((c) => `<style>${c}</style>`).join('')}</head><body>${markup}</body></html>`,
      );
      const [fg, bg] = await page
        .getByText(MESSAGES.missingPage)
        .evaluate((e) => [getComputedStyle(e).color, getComputedStyle(e.closest('.mantine-Notification-root')!).backgroundColor]);
      expect(contrast(fg!, bg!)).toBeGreaterThanOrEqual(4.5);
    } finally {
      await browser.close();
    }
  });
});
