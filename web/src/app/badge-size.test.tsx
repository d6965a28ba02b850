import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { chromium } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { Badge, MantineProvider } from '@mantine/core';
import { theme } from './theme';

/**
 * No text under 12 px: the status badges (Mantine's are 9-11 px) measured in Chromium with Mantine's stylesheet and
 * ours, in the order the app loads them. jsdom applies no stylesheet, so a real browser measures.
 */
const css = [
  createRequire(import.meta.dirname + '/').resolve('@mantine/core/styles.css'),
  path.resolve(import.meta.dirname, 'styles.css'),
].map((file) => fs.readFileSync(file, 'utf8'));

describe('badges', { timeout: 60_000 }, () => {
  it('read at 12 px or more in every size the screens use', async () => {
    const markup = renderToStaticMarkup(
      <MantineProvider theme={theme}>
        {(['xs', 'sm', 'md'] as const).map((size) => (
          <Badge key={size} size={size} data-size={size}>
            Submitted
          </Badge>
        ))}
      </MantineProvider>,
    );
    const browser = await chromium.launch({ executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
    try {
      const page = await browser.newPage();
      await page.setContent(`<html><head>${css.map((c) => `<style>${c}</style>`).join('')}</head><body>${markup}</body></html>`);
      const sizes = await page.$$eval('[data-size]', (badges) =>
        badges.map((b) => [b.getAttribute('data-size'), parseFloat(getComputedStyle(b).fontSize)]),
      );
      expect(Object.fromEntries(sizes)).toEqual({ xs: 12, sm: 12, md: 13 });
    } finally {
      await browser.close();
    }
  });
});
