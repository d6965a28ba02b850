import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { expectAccessible } from './axe';
import { launchBrowser, newPage, signIn } from './browser';

// Controls and reading (issue 29, item 5) in a real browser against the real gateway and its demo data: every
// checkbox, radio and switch has its label beside it, on the same line, and no tap target is under 24 x 24 px
// (WCAG 2.5.8), at 1280, 390 and 320 px, on the screens where visitors, families and staff meet them; the selected
// tab stays visible in forced colours.
const base = () => `${inject('baseUrl')}/obituaries`;
const OPI = 'CS-1000-0001';
const PUBLIC_PAGE = `/name/eleanor-whitmore-obituary/${OPI}`;
const SIZES = [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
  { width: 320, height: 720 },
];
/** Screenshots to look at, when E2E_SCREENSHOTS names a folder. */
const SHOTS = process.env['E2E_SCREENSHOTS'];

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Each checkbox, radio and switch whose label is not beside it: to its right, vertically centred within 4 px. */
function misplacedLabels(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const root of document.querySelectorAll('.mantine-Checkbox-root, .mantine-Radio-root, .mantine-Switch-root')) {
      const label = root.querySelector('.mantine-Checkbox-label, .mantine-Radio-label, .mantine-Switch-label');
      const control = root.querySelector('.mantine-Checkbox-inner, .mantine-Radio-inner, .mantine-Switch-track');
      if (!label || !control || root.closest('[aria-hidden="true"]')) continue;
      const l = label.getBoundingClientRect();
      const c = control.getBoundingClientRect();
      if (!c.width || !l.width) continue;
      // A label that wraps is measured by its first line.
      const lineHeight = parseFloat(getComputedStyle(label).lineHeight) || l.height;
      const dy = l.top + Math.min(l.height, lineHeight) / 2 - (c.top + c.height / 2);
      const dx = l.left - c.right;
      if (Math.abs(dy) > 4 || dx < 0)
        found.push(
          `"${label.textContent?.trim().slice(0, 40)}": label ${Math.round(dx)} px right and ${Math.round(dy)} px below its control`,
        );
    }
    return found;
  });
}

/**
 * Every interactive element (a checkbox or radio with its label, which is part of its target) whose box is under
 * 24 x 24 px; links inside a sentence are exempt (WCAG 2.5.8, inline).
 */
function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const SELECTOR =
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="link"], [role="tab"], ' +
      '[role="switch"], [role="checkbox"], [role="radio"], [tabindex]:not([tabindex="-1"])';
    const found: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>(SELECTOR)) {
      if (el.closest('[aria-hidden="true"], [inert]') || (el as HTMLButtonElement).disabled) continue;
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden') continue;
      let box = el.getBoundingClientRect();
      // A stretched link (a card's title) covers its card with its ::after: the card is its target.
      const after = getComputedStyle(el, '::after');
      if (after.content !== 'none' && after.position === 'absolute' && after.inset === '0px') {
        let card = el.parentElement;
        while (card && getComputedStyle(card).position === 'static') card = card.parentElement;
        if (card) box = card.getBoundingClientRect();
      }
      if (el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio')) {
        const parts = [el, ...(el.labels ?? [])].map((n) => n.getBoundingClientRect()).filter((r) => r.width && r.height);
        if (!parts.length) continue;
        const left = Math.min(...parts.map((r) => r.left));
        const top = Math.min(...parts.map((r) => r.top));
        box = new DOMRect(left, top, Math.max(...parts.map((r) => r.right)) - left, Math.max(...parts.map((r) => r.bottom)) - top);
      }
      if (!box.width || !box.height || (box.width >= 23.5 && box.height >= 23.5)) continue;
      const inSentence =
        style.display === 'inline' &&
        [...(el.parentElement?.childNodes ?? [])].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim());
      if (inSentence) continue;
      const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40);
      found.push(`${el.tagName.toLowerCase()} "${name}" ${Math.round(box.width)} x ${Math.round(box.height)} px`);
    }
    return found;
  });
}

/** Labels and targets measured at 1280, 390 and 320 px (the page is left at 1280), then axe. */
async function expectControls(page: Page, screen: string, { axe = true } = {}) {
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await misplacedLabels(page), `${screen} at ${size.width} px: labels beside their controls`).toEqual([]);
    expect(await smallTargets(page), `${screen} at ${size.width} px: targets of 24 x 24 px`).toEqual([]);
    if (SHOTS) {
      fs.mkdirSync(SHOTS, { recursive: true });
      await page.screenshot({ path: path.join(SHOTS, `controls-${screen.replace(/\W+/g, '-')}-${size.width}.png`), fullPage: true });
    }
  }
  await page.setViewportSize(SIZES[0]!);
  if (axe) await expectAccessible(page, screen);
}

async function acceptIfAsked(page: Page, name: string) {
  const dialog = page.getByRole('dialog', { name });
  await dialog.waitFor({ timeout: 5000 }).catch(() => undefined);
  if (!(await dialog.count())) return;
  await dialog.getByRole('button', { name: 'Accept' }).click();
  await dialog.waitFor({ state: 'hidden' });
}

describe('controls and reading', () => {
  it('visitor: the login, the memorial page and Share a Memory', async () => {
    const page = await newPage(browser);
    page.setDefaultTimeout(60_000);
    await page.goto(`${base()}/`);
    const login = page.getByRole('dialog');
    await login.getByRole('checkbox', { name: 'Remember me' }).waitFor();
    await expectControls(page, 'login');

    await page.goto(`${base()}${PUBLIC_PAGE}`);
    await page.getByRole('radio', { name: 'All memories' }).waitFor();
    await expectControls(page, 'memorial page');

    await page.goto(`${base()}${PUBLIC_PAGE}/share`);
    await acceptIfAsked(page, 'Copyright Disclaimer');
    await acceptIfAsked(page, 'Privacy Policy');
    await page.getByRole('switch', { name: 'Add Video' }).check();
    await page.getByRole('textbox', { name: 'Memory title' }).fill('A walk by the sea');
    await expectControls(page, 'share a memory');
  }, 180_000);

  it('family: the certificate (veteran), website settings and Website Private', async () => {
    const page = await newPage(browser);
    page.setDefaultTimeout(60_000);
    await signIn(page, '/', 'arranger@demo.test', '/app');
    await page.goto(`${base()}/app/${OPI}/certificateDetails`);
    await acceptIfAsked(page, 'Before you begin');
    await page.getByRole('radio', { name: 'Unknown' }).waitFor();
    await expectControls(page, 'certificate');

    await page.goto(`${base()}/app/${OPI}/customizeFamilyWebsite`);
    await acceptIfAsked(page, 'Before you begin');
    await page.getByRole('heading', { name: 'Display Name' }).waitFor();
    await expectControls(page, 'website settings');

    await page.goto(`${base()}/app/memories/eleanor-whitmore-obituary/${OPI}`);
    await page.getByRole('switch', { name: 'Make website private' }).waitFor();
    await expectControls(page, 'family memorial page');
  }, 240_000);

  it('staff: the decedents list and the program lock', async () => {
    const page = await newPage(browser);
    page.setDefaultTimeout(30_000);
    await signIn(page, '/administrator', 'admin@demo.test', '/admin');
    await page.goto(`${base()}/admin/decedents`);
    await page
      .getByRole('link', { name: /Eleanor/ })
      .first()
      .waitFor();
    await expectControls(page, 'staff decedents');

    await page.goto(`${base()}/admin/CS-1000-0002/programCreation`);
    await acceptIfAsked(page, 'Before you begin');
    await page.getByRole('switch', { name: 'Lock the program card' }).waitFor();
    await expectControls(page, 'program lock');
  }, 180_000);

  it('phone: Stay Updated and Contact Family stand as outlines of their forms, at their size, while they load', async () => {
    const page = await newPage(browser, SIZES[1]);
    page.setDefaultTimeout(60_000);
    await page.goto(`${base()}${PUBLIC_PAGE}`);
    await page.getByRole('heading', { name: 'Stay Updated' }).waitFor();
    const sections = ['.stay-updated', '.contact-family'];
    /** Each side form's height, and its tallest grey placeholder block (Mantine's Skeleton). */
    const measure = () =>
      page.evaluate(
        (selectors) =>
          selectors.map((selector) => {
            const section = document.querySelector(selector)!;
            const blocks = [...section.querySelectorAll('.mantine-Skeleton-root')].map((b) => b.getBoundingClientRect().height);
            return { height: Math.round(section.getBoundingClientRect().height), tallestBlock: Math.round(Math.max(0, ...blocks)) };
          }),
        sections,
      );
    // Below the phone's first screen, the forms' code has not loaded yet.
    expect(await page.getByRole('form', { name: 'Stay Updated' }).count()).toBe(0);
    const loading = await measure();
    for (const name of ['Stay Updated', 'Contact Family']) {
      await page.getByRole('heading', { name }).scrollIntoViewIfNeeded();
      await page.getByRole('form', { name }).waitFor();
    }
    const loaded = await measure();
    loading.forEach((before, i) => {
      expect(before.tallestBlock, `${sections[i]}: no tall grey block`).toBeLessThanOrEqual(16);
      expect(
        Math.abs(before.height - loaded[i]!.height),
        `${sections[i]}: ${before.height} px loading, ${loaded[i]!.height} px loaded`,
      ).toBeLessThanOrEqual(12);
    });
  });

  it('forced colours: the selected tab is marked by more than colour', async () => {
    const page = await newPage(browser);
    page.setDefaultTimeout(20_000);
    await page.emulateMedia({ forcedColors: 'active' });
    await page.goto(`${base()}${PUBLIC_PAGE}`);
    await page.getByRole('tab', { name: 'Obituary', selected: true }).waitFor();
    // What shows a tab apart once the system's colours replace the page's: its border, outline, underline, or a
    // background that is not the page's own.
    const marks = await page.evaluate(() => {
      const canvas = getComputedStyle(document.body).backgroundColor;
      const mark = (el: Element) => {
        const s = getComputedStyle(el);
        const bg = s.backgroundColor;
        return {
          border: parseFloat(s.borderBottomWidth) > 0 && s.borderBottomStyle !== 'none',
          outline: s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0,
          underline: s.textDecorationLine.includes('underline'),
          background: bg !== canvas && !/rgba\(.*, 0\)$/.test(bg) && bg !== 'transparent',
        };
      };
      const tabs = [...document.querySelectorAll('[role="tab"]')];
      return {
        selected: mark(tabs.find((t) => t.getAttribute('aria-selected') === 'true')!),
        others: tabs.filter((t) => t.getAttribute('aria-selected') !== 'true').map(mark),
      };
    });
    for (const other of marks.others) expect(marks.selected).not.toEqual(other);
    expect(Object.values(marks.selected).some(Boolean)).toBe(true);
  });
});
