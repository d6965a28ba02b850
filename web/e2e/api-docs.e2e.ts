import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { expectAccessible, WIDTHS } from './axe';
import { launchBrowser, newPage, offSiteRequests } from './browser';

// Issue 30 item 5: the OpenAPI document as a reference for people at /api/v1/docs, drawn by Swagger UI from the
// gateway's own files under its strict Content-Security-Policy (no inline script or style, no eval): the paths are
// listed, an operation opens, the browser reports no policy violation or error and asks no other host, and axe finds
// nothing at 1280, 390 and 320 px. Before it, /api/v1/docs answered the legacy layer's 404 JSON.
const DOCS = () => `${inject('baseUrl')}/api/v1/docs`;
const LOGIN = /^POST \/auth\/\{role\}\/login\b/;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Console errors and warnings, page errors and Content-Security-Policy violations of the page from now on. */
async function problemsOf(page: Page): Promise<string[]> {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (e) => console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI}`)),
  );
  return problems;
}

describe('the API reference page', () => {
  for (const size of WIDTHS) {
    it(`at ${size.width} px lists the paths and opens one, within its policy and from this origin only`, async () => {
      const page = await newPage(browser, size);
      const offSite = offSiteRequests(page);
      const problems = await problemsOf(page);
      const answer = await page.goto(DOCS());
      expect(answer?.status()).toBe(200);
      expect(answer?.headers()['content-security-policy']).toContain("script-src 'self'");

      // The document's title, the heading over the paths, and the paths themselves, the login among them.
      await expect.poll(() => page.getByRole('heading', { level: 1 }).count()).toBe(1);
      // The guide (the document's description, schema/src/api-docs.ts) explains the envelope, roles and captcha once.
      for (const guide of ['Answers: the legacy envelope', 'Roles', 'The captcha of public writes'])
        await page.getByRole('heading', { level: 2, name: guide, exact: true }).waitFor();
      await page.getByRole('heading', { level: 2, name: 'Paths' }).waitFor();
      const login = page.getByRole('button', { name: LOGIN });
      await login.waitFor();
      expect(await page.getByRole('button', { name: /^(GET|POST|PUT|DELETE) \// }).count()).toBeGreaterThan(50);
      if (size.width === WIDTHS[0]!.width) await expectAccessible(page, 'API reference: the paths');

      await login.click();
      await expect.poll(() => login.getAttribute('aria-expanded')).toBe('true');
      await page.getByRole('heading', { level: 4, name: 'Responses' }).first().waitFor();
      if (size.width === WIDTHS[0]!.width) await expectAccessible(page, 'API reference: the login path opened');

      await page.waitForLoadState('networkidle');
      expect(problems).toEqual([]);
      expect(offSite).toEqual([]);
      await page.context().close();
    });
  }
});
