import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { expectAccessible } from './axe';
import { gql, launchBrowser, newPage, signIn } from './browser';

// Page views and the smaller rules of the page in a real browser against the real gateway: a visitor's page load
// counts exactly one view (read as staff), staff see the count on the decedent list and the website settings, the
// older obituary page (/old) shows the obituary, the page prints on landscape letter pages without its navigation,
// and the titles follow the path. Desktop and phone, axe clean.
const base = () => `${inject('baseUrl')}/obituaries`;
const OPI = 'CS-1000-0001';
const PUBLIC_PAGE = `/name/eleanor-whitmore-obituary/${OPI}`;
/** Screenshots of the screens, to look at: E2E_SCREENSHOTS=<dir>, else a temporary directory. */
const SHOTS = process.env['E2E_SCREENSHOTS'] ?? fs.mkdtempSync(path.join(os.tmpdir(), 'memorial-views-shots-'));

let browser: Browser;
let adminToken: string;

/** The counts as staff read them. */
async function views(): Promise<{ total: number; last30Days: number }> {
  const data = await gql<{ pageViews: { total: number; last30Days: number } }>(
    'query ($opi: String!) { pageViews(opi: $opi) { total last30Days } }',
    { opi: OPI },
    adminToken,
  );
  return data.pageViews;
}

beforeAll(async () => {
  browser = await launchBrowser();
  fs.mkdirSync(SHOTS, { recursive: true });
  const { login } = await gql<{ login: { token: string } }>(
    'mutation ($email: String!, $password: String!) { login(role: admin, email: $email, password: $password) { token } }',
    { email: 'admin@demo.test', password: 'memorial-demo' },
  );
  adminToken = login.token;
});
afterAll(async () => {
  await browser?.close();
});

async function shot(page: Page, name: string) {
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

/** Whether any element the selector finds takes room on the page (printed, with print media emulated). */
const visible = (page: Page, selector: string) =>
  page
    .locator(selector)
    .evaluateAll((els) => els.some((el) => getComputedStyle(el).display !== 'none' && el.getBoundingClientRect().height > 0));

/** Resolves with the page's next recordPageView answer. */
const pageViewSent = (page: Page) =>
  page.waitForResponse((r) => r.url().endsWith('/graphql') && r.request().postDataJSON()?.operationName === 'RecordPageView');

describe('page views, titles, the older obituary page and print', () => {
  it('a visitor loading the public page counts exactly one view, once per page load', async () => {
    const before = await views();
    const visitor = await newPage(browser);
    const sentViews: string[] = [];
    visitor.on('request', (r) => {
      if (r.url().endsWith('/graphql') && r.postDataJSON()?.operationName === 'RecordPageView') sentViews.push(r.url());
    });
    const sent = pageViewSent(visitor);
    await visitor.goto(`${base()}${PUBLIC_PAGE}`);
    await visitor.getByRole('heading', { level: 1, name: 'Eleanor Grace Whitmore' }).waitFor();
    expect((await (await sent).json()).data.recordPageView).toMatchObject({ counted: true });
    expect(await views()).toEqual({ total: before.total + 1, last30Days: before.last30Days + 1 });
    // The title is the last path segment that names something (not the case number).
    expect(await visitor.title()).toBe('Eleanor Whitmore Obituary · Family Website');

    // Using the page (a memory filter reloads its data, another tab) sends nothing more.
    await visitor.getByRole('tab', { name: 'Events/Services' }).click();
    await visitor.getByRole('tab', { name: 'Obituary' }).click();
    await visitor.getByRole('heading', { name: /^The Obituary for (Mrs )?Eleanor Grace Whitmore$/ }).waitFor();
    expect(sentViews).toHaveLength(1);
    expect((await views()).total).toBe(before.total + 1);
    await shot(visitor, 'desktop-public-page');
    await expectAccessible(visitor, 'public memorial page');

    // A new page load is a new view.
    const again = pageViewSent(visitor);
    await visitor.reload();
    await again;
    expect((await views()).total).toBe(before.total + 2);
    expect(sentViews).toHaveLength(2);
    await visitor.close();
  });

  it('staff see the counts on the decedent list and the website settings, and the older obituary page (/old)', async () => {
    // Staff: the decedent list shows the last 30 days of each page.
    const admin = await newPage(browser);
    await signIn(admin, '/administrator', 'admin@demo.test', '/admin');
    await admin.goto(`${base()}/admin/decedents`);
    const { last30Days } = await views();
    const row = admin.getByRole('row').filter({ hasText: OPI });
    await expect.poll(() => row.getByTestId('page-views').textContent()).toBe(last30Days.toLocaleString('en-US'));
    await expect(admin.getByRole('columnheader', { name: 'Views last 30 days' }).isVisible()).resolves.toBe(true);
    expect(await admin.title()).toBe('Decedents · Family Website');
    await shot(admin, 'desktop-staff-decedents');
    await expectAccessible(admin, 'staff decedent list with page views');
    await admin.setViewportSize({ width: 390, height: 844 });
    const card = admin.getByRole('listitem').filter({ hasText: OPI });
    await card.getByText(`${last30Days.toLocaleString('en-US')} page views in the last 30 days`).waitFor();
    await shot(admin, 'phone-staff-decedents');

    // The website settings: the same numbers, and the days.
    await admin.setViewportSize({ width: 1280, height: 900 });
    await admin.goto(`${base()}/admin/${OPI}/customizeFamilyWebsite`);
    const pageViews = admin.getByRole('region', { name: 'Page Views' });
    await expect.poll(() => pageViews.getByTestId('page-views-30').textContent()).toBe(last30Days.toLocaleString('en-US'));
    await expect(pageViews.getByTestId('page-views-total').textContent()).resolves.toBe((await views()).total.toLocaleString('en-US'));
    await pageViews.getByRole('img', { name: /^Views per day over the last 30 days/ }).waitFor();
    expect(await admin.title()).toBe('Customize Family Website · Family Website');
    await pageViews.scrollIntoViewIfNeeded();
    await admin.screenshot({ path: path.join(SHOTS, 'desktop-website-page-views.png') });
    await expectAccessible(admin, 'website settings with page views');
    await admin.setViewportSize({ width: 390, height: 844 });
    await pageViews.scrollIntoViewIfNeeded();
    await admin.screenshot({ path: path.join(SHOTS, 'phone-website-page-views.png') });

    // The older obituary page shows the obituary page, titled Obituary.
    await admin.setViewportSize({ width: 1280, height: 900 });
    await admin.goto(`${base()}/admin/memories-list/${OPI}/old`);
    await admin.getByRole('heading', { level: 1, name: 'Obituary' }).waitFor();
    await admin.getByRole('heading', { level: 2, name: /^The Obituary for (Mrs )?Eleanor Grace Whitmore$/ }).waitFor();
    await expect(admin.getByText('Page not found').count()).resolves.toBe(0);
    expect(await admin.title()).toBe('Obituary · Family Website');
    await shot(admin, 'desktop-admin-obituary-old');
    await expectAccessible(admin, 'older obituary page (staff)');
    await admin.close();
  });

  it('a visitor at the family\'s older obituary address sees the obituary, not "Page not found"', async () => {
    const visitor = await newPage(browser, { width: 390, height: 844 });
    await visitor.goto(`${base()}/app/memories/${OPI}/old`);
    await visitor.waitForURL(`${base()}/memories/${OPI}/old`);
    await visitor.getByRole('heading', { level: 1, name: 'Eleanor Grace Whitmore' }).waitFor();
    await visitor.getByRole('heading', { name: /^The Obituary for (Mrs )?Eleanor Grace Whitmore$/ }).waitFor();
    await expect(visitor.getByText('Page not found').count()).resolves.toBe(0);
    expect(await visitor.title()).toBe('Obituary · Family Website');
    await shot(visitor, 'phone-public-old');
    await expectAccessible(visitor, 'older obituary address (visitor)');
    await visitor.close();
  });

  it('the public page and the obituary page print on landscape letter pages: no navigation or buttons, the whole obituary', async () => {
    // 1056 px is the sheet's width (11 in at 96 px an inch), as the printer lays the page out; 390 px a phone's preview.
    for (const size of [
      { width: 1056, height: 816 },
      { width: 390, height: 844 },
    ]) {
      const visitor = await newPage(browser, size);
      await visitor.goto(`${base()}${PUBLIC_PAGE}`);
      const obituary = visitor.getByTestId('obituary-content');
      await obituary.waitFor();
      // On the screen the long obituary is collapsed behind Read More.
      await visitor.getByRole('button', { name: 'Read More' }).first().waitFor();
      const screenHeight = await obituary.evaluate((el) => el.getBoundingClientRect().height);

      await visitor.emulateMedia({ media: 'print' });
      const shown = (selector: string) => visible(visitor, selector);
      await expect.poll(() => shown('.site-header')).toBe(false);
      await shot(visitor, `print-public-${size.width}`);
      for (const hidden of [
        '.site-header',
        '.memorial-layout__actions',
        'button',
        '.mantine-Button-root',
        '[role="tablist"]',
        '.site-footer__homes',
      ])
        expect(await shown(hidden), hidden).toBe(false);
      for (const kept of [
        '.memorial-portrait',
        '#memorial-name',
        '.memorial-hero__dates',
        '[data-testid="obituary-content"]',
        '.events-panel',
        '.site-footer__copyright',
      ])
        expect(await shown(kept), kept).toBe(true);
      // The whole obituary, not the collapsed 275 px.
      const printHeight = await obituary.evaluate((el) => el.getBoundingClientRect().height);
      expect(printHeight).toBeGreaterThan(screenHeight);
      expect(await obituary.evaluate((el) => el.scrollHeight - el.clientHeight)).toBe(0);

      // The printed document: landscape letter (11 x 8.5 in = 792 x 612 pt) from the page's own @page rule.
      const pdf = await PDFDocument.load(await visitor.pdf({ preferCSSPageSize: true, printBackground: true }));
      expect(pdf.getPageCount()).toBeGreaterThan(0);
      for (const p of pdf.getPages()) {
        const { width, height } = p.getSize();
        expect([Math.round(width), Math.round(height)]).toEqual([792, 612]);
      }
      if (size.width === 1056)
        fs.writeFileSync(path.join(SHOTS, 'public-page.pdf'), await visitor.pdf({ preferCSSPageSize: true, printBackground: true }));
      await visitor.close();
    }

    // The obituary page (staff): the details and the obituary, without breadcrumbs, switches or moderation buttons.
    const admin = await newPage(browser);
    await signIn(admin, '/administrator', 'admin@demo.test', '/admin');
    await admin.goto(`${base()}/admin/memories-list/${OPI}`);
    await admin.getByRole('heading', { level: 2, name: /^The Obituary for (Mrs )?Eleanor Grace Whitmore$/ }).waitFor();
    await admin.emulateMedia({ media: 'print' });
    const shown = (selector: string) => visible(admin, selector);
    await expect.poll(() => shown('.crumbs')).toBe(false);
    for (const hidden of ['.site-header', 'button', '.mantine-Switch-root']) expect(await shown(hidden), hidden).toBe(false);
    for (const kept of ['.obituary-details', '.obituary-details__name', '[data-testid="obituary-content"]'])
      expect(await shown(kept), kept).toBe(true);
    await shot(admin, 'print-obituary-page');
    const pdf = await PDFDocument.load(await admin.pdf({ preferCSSPageSize: true }));
    for (const p of pdf.getPages()) expect([Math.round(p.getWidth()), Math.round(p.getHeight())]).toEqual([792, 612]);
    fs.writeFileSync(path.join(SHOTS, 'obituary-page.pdf'), await admin.pdf({ preferCSSPageSize: true, printBackground: true }));
    await admin.close();
  });
});
