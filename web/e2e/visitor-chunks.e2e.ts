import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage } from './browser';

// issue 15: a visitor's first screen loads no code for login forms, moderation dialogs, uploads, the rich-text
// editor or staff screens. Which source modules each requested script holds comes from its source map in web/dist
// (the build global-setup made for this run).
const DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const base = () => `${inject('baseUrl')}/obituaries`;

/** Code a visitor's first screen must not load, by source path. */
const EXCLUDED: Array<[what: string, source: RegExp]> = [
  ['login forms', /src\/app\/auth\/(LoginModal|ForgotPasswordModal)\.tsx$/],
  ['password field', /@mantine\/core\/.*PasswordInput/],
  ['rich-text editor', /src\/app\/RichTextInput\.tsx$|node_modules\/@tiptap\//],
  ['uploads', /src\/features\/memories\/upload\//],
  ['moderation dialogs', /src\/features\/memories\/(approve|staff)\//],
  ['the obituary editor', /src\/features\/memorial\/ObituaryDialog\.tsx$/],
  // Dialogs load when one first opens (LazyModal), menus and tooltips when first used (LazyMenu, LazyTooltip).
  ['dialogs', /@mantine\/core\/esm\/components\/(Modal|ModalBase)\//],
  [
    'menus and tooltips',
    /node_modules\/@floating-ui\/|@mantine\/core\/esm\/components\/((Menu|Popover|Tooltip)\/|ScrollArea\/ScrollArea\.mjs)/,
  ],
  ['staff screens', /src\/features\/(staff|arrangements|prayer|program|website|dashboard|profile)\/|src\/app\/arrangement\//],
  // The forms' zod rules load when a form is first used (useLazyValidate).
  ['zod', /node_modules\/zod\//],
  // Below the first screen: the visitors' forms and the photo carousel load as the visitor scrolls to them (NearScreen).
  [
    "the visitors' forms",
    /node_modules\/(final-form|react-final-form)\/|src\/features\/memorial\/(StayUpdatedForm|ContactFamilyMessage)\.tsx$/,
  ],
  [
    'the photo carousel',
    /node_modules\/(embla-carousel[\w-]*|@mantine\/carousel)\/|src\/features\/memories\/gallery\/MemoryCarousel\.tsx$/,
  ],
  // Texts of the lazy parts and of other screens (issue 31): their namespaces are modules of their own.
  [
    'texts of dialogs, tools and other screens',
    /schema\/src\/((memorial-dialogs|gallery-viewer|memory-upload|memory-moderation|share-memory|staff-memories|staff-events|scheduled-services|tribute-store|captcha|conflict|steps)\.texts|rules\/(memory|obituary|event)\.texts|reference\/certificate)\.ts$/,
  ],
  // The photo viewer loads when a photo is first opened; the toasts' container with the first toast.
  ['the photo viewer', /src\/features\/memories\/gallery\/GalleryViewer\.tsx$/],
  ["the toasts' container", /@mantine\/notifications\/esm\/Notifications\.mjs$|node_modules\/react-transition-group\//],
];

function sourcesOf(scriptPath: string): string[] {
  const map = path.join(DIST, scriptPath.replace(/^\/obituaries\//, '') + '.map');
  // rolldown's runtime (its helpers for lazy modules, under a kilobyte) comes with no map: it has no sources.
  if (!fs.existsSync(map) && /\/rolldown-runtime-[\w-]+\.js$/.test(scriptPath)) return [];
  return (JSON.parse(fs.readFileSync(map, 'utf8')) as { sources: string[] }).sources;
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("a visitor's first screen", () => {
  for (const door of ['/name/eleanor-whitmore-obituary/CS-1000-0001', '/memories/eleanor-whitmore-obituary/CS-1000-0001']) {
    it(`${door} loads none of the excluded code, and its scripts come compressed`, async () => {
      const page = await newPage(browser, { width: 390, height: 844 });
      const scripts: Array<{ path: string; encoding: string | undefined }> = [];
      const pageQueries: string[] = [];
      page.on('response', (res) => {
        if (res.request().resourceType() === 'script')
          scripts.push({ path: new URL(res.url()).pathname, encoding: res.headers()['content-encoding'] });
      });
      page.on('request', (req) => {
        if (new URL(req.url()).pathname === '/graphql' && /"operationName":"MemorialPage"/.test(req.postData() ?? ''))
          pageQueries.push(req.url());
      });
      await page.goto(`${base()}${door}`, { waitUntil: 'networkidle' });
      await page
        .getByRole('heading', { name: /Eleanor/ })
        .first()
        .waitFor();
      // The login button is there (its form is not loaded until pressed).
      await page.getByRole('button', { name: 'Login' }).first().waitFor();

      expect(scripts.length).toBeGreaterThan(3);
      const sources = scripts.flatMap((s) => sourcesOf(s.path));
      expect(sources.some((s) => s.endsWith('src/features/memorial/MemorialPage.tsx'))).toBe(true);
      for (const [what, pattern] of EXCLUDED)
        expect(
          sources.filter((s) => pattern.test(s)),
          what,
        ).toEqual([]);
      // Every script of any size comes as brotli (the build's .br files).
      const large = scripts.filter((s) => fs.statSync(path.join(DIST, s.path.replace(/^\/obituaries\//, ''))).size > 1024);
      expect(large.length).toBeGreaterThan(0);
      for (const s of large) expect(s.encoding, s.path).toBe('br');

      // The page arrives rendered by the server with its data (server-render.e2e.ts): no early script sends its query.
      // It is asked once, for the visitor's own zone (this browser's UTC, not the funeral home's).
      expect(pageQueries, 'MemorialPage requests').toHaveLength(1);
      expect(
        scripts.some((s) => /\/early-[\w-]+\.js$/.test(s.path)),
        'the early script',
      ).toBe(false);

      // Scrolling down to them brings the visitors' forms and the carousel.
      await page.getByRole('heading', { name: 'Stay Updated' }).scrollIntoViewIfNeeded();
      await page.getByRole('form', { name: 'Stay Updated' }).getByRole('textbox', { name: 'Email' }).waitFor();
      await page.getByRole('region', { name: 'Photos and videos' }).scrollIntoViewIfNeeded();
      await page.getByRole('button', { name: 'Next slide' }).waitFor();
      const scrolledTo = scripts.flatMap((s) => sourcesOf(s.path));
      expect(scrolledTo.some((s) => s.endsWith('src/features/memorial/StayUpdatedForm.tsx'))).toBe(true);
      expect(scrolledTo.some((s) => s.endsWith('src/app/memories/gallery/MemoryCarousel.tsx'))).toBe(true);

      // Pressing Login brings the form's code then.
      await page.getByRole('button', { name: 'Login' }).first().click();
      await page.getByRole('dialog').getByLabel('Email').waitFor();
      expect(scripts.flatMap((s) => sourcesOf(s.path)).some((s) => /app\/auth\/LoginModal\.tsx$/.test(s))).toBe(true);
      await page.context().close();
    });
  }

  it("a keyboard user's first Tab brings the visitors' forms, before they scroll to them", async () => {
    const page = await newPage(browser, { width: 1280, height: 800 });
    await page.goto(`${base()}/name/eleanor-whitmore-obituary/CS-1000-0001`, { waitUntil: 'networkidle' });
    await page
      .getByRole('heading', { name: /Eleanor/ })
      .first()
      .waitFor();
    const stayUpdated = page.getByRole('form', { name: 'Stay Updated' }).getByRole('textbox', { name: 'Email' });
    expect(await stayUpdated.count(), 'the form before any Tab').toBe(0);
    await page.keyboard.press('Tab');
    await stayUpdated.waitFor();
    // Still at the top of the page: the Tab, not a scroll, brought it.
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.context().close();
  });
});
