import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  APP_TEXTS,
  MEMORIAL_TEXTS,
  MEMORY_MESSAGES,
  MEMORY_NOTICES,
  MEMORY_TYPE_LABELS,
  SHARE_MEMORY_TEXTS,
  SUBSCRIPTION_MESSAGES,
} from '@memorial/schema';
import { expectAccessible } from './axe';
import { expectNoSidewaysScroll, launchBrowser } from './browser';
import { es } from './i18n';

// Issue 31: a visitor whose browser asks for Spanish reads the memorial page, subscribes and shares a memory in
// Spanish, at 1280, 390 and 320 px; the switch shows the page in English and remembers it; a page the family set in
// Spanish comes in Spanish to an English browser. Every text is looked up in the catalogs, so a screen still in
// English fails here.

const base = () => `${inject('baseUrl')}/obituaries`;
const ELEANOR = '/name/eleanor-whitmore-obituary/CS-1000-0001';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function spanishReader(width: number, locale = 'es-MX'): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width, height: 900 }, locale });
  return { context, page: await context.newPage() };
}

async function subscribeInSpanish(page: Page, screen: string) {
  const form = page.getByRole('form', { name: es(MEMORIAL_TEXTS, 'stayUpdated') });
  await page.getByRole('heading', { name: es(MEMORIAL_TEXTS, 'stayUpdated') }).scrollIntoViewIfNeeded();
  await form.waitFor();
  await form.getByRole('textbox', { name: es(MEMORIAL_TEXTS, 'email') }).fill(`lector-${screen}-${Date.now()}@example.org`);
  const captcha = form.getByRole('group', { name: es(APP_TEXTS, 'verification') });
  await captcha.waitFor();
  await expectAccessible(page, `${screen}: Reciba novedades, con la verificación`);
  await captcha.getByRole('checkbox').focus();
  await page.keyboard.press('Space');
  const button = form.getByRole('button', { name: es(MEMORIAL_TEXTS, 'subscribe') });
  await expect.poll(() => button.isEnabled(), { timeout: 60_000 }).toBe(true);
  await button.click();
  await form
    .getByRole('status')
    .filter({ hasText: es(SUBSCRIPTION_MESSAGES, 'subscribed') })
    .waitFor();
  await expectAccessible(page, `${screen}: suscrito`);
}

describe('a Spanish-speaking visitor (issue 31)', () => {
  for (const width of [1280, 390, 320]) {
    it(`reads the page and subscribes in Spanish at ${width} px`, async () => {
      const { context, page } = await spanishReader(width);
      await page.goto(`${base()}${ELEANOR}`);
      await expect(page.locator('html').getAttribute('lang')).resolves.toBe('es');
      await page.getByRole('heading', { name: es(MEMORIAL_TEXTS, 'stayUpdated') }).waitFor();
      // The switch offers English, in English.
      await page.getByRole('button', { name: 'English' }).waitFor();
      await expectAccessible(page, `${width}: página conmemorativa`);
      await expectNoSidewaysScroll(page, `${width}: página conmemorativa`);
      await page.screenshot({ path: `/tmp/es-memorial-${width}.png` });
      await subscribeInSpanish(page, String(width));
      await expectNoSidewaysScroll(page, `${width}: suscrito`);
      await context.close();
    }, 150_000);
  }

  it('shares a memory in Spanish: the form, its refusal and its thanks', async () => {
    const { context, page } = await spanishReader(1280);
    await page.goto(`${base()}${ELEANOR}`);
    await page
      .getByRole('navigation', { name: es(MEMORIAL_TEXTS, 'memorialActions') })
      .getByRole('link', { name: es(MEMORIAL_TEXTS, 'shareMemory') })
      .click();
    for (const title of [es(SHARE_MEMORY_TEXTS, 'copyrightTitle'), es(SHARE_MEMORY_TEXTS, 'privacyTitle')]) {
      const dialog = page.getByRole('dialog', { name: title });
      await dialog.waitFor();
      await expectAccessible(page, `compartir: ${title}`);
      await dialog.getByRole('button', { name: es(SHARE_MEMORY_TEXTS, 'accept'), exact: true }).click();
    }
    await page.getByRole('combobox', { name: es(SHARE_MEMORY_TEXTS, 'typeLabel') }).click();
    await page.getByRole('option', { name: es(MEMORY_TYPE_LABELS, 'type1') }).click();
    // The calendar speaks Spanish: its days are named «1 noviembre 2026».
    await page.getByRole('button', { name: es(SHARE_MEMORY_TEXTS, 'dateLabel') }).click();
    const now = new Date();
    const first = `1 ${now.toLocaleString('es', { month: 'long' })} ${now.getFullYear()}`;
    await page.getByRole('button', { name: first, exact: true }).waitFor();
    await expectAccessible(page, 'compartir: calendario');
    await page.getByRole('button', { name: first, exact: true }).click();
    // Share before the title: the rules' refusal is in Spanish.
    const title = page.getByRole('textbox', { name: es(SHARE_MEMORY_TEXTS, 'titleLabel') });
    await title.fill('x');
    await title.fill('');
    await title.blur();
    await page.getByText(es(MEMORY_MESSAGES, 'titleRequired')).first().waitFor();
    await title.fill('Los domingos en la huerta');
    const memory = page.getByRole('textbox', { name: es(SHARE_MEMORY_TEXTS, 'memoryLabel') });
    await memory.click();
    await page.keyboard.type('Nos enseñó a injertar perales y a esperar.');
    await page.getByRole('textbox', { name: es(SHARE_MEMORY_TEXTS, 'firstName') }).fill('Lucía');
    await page.getByRole('textbox', { name: es(SHARE_MEMORY_TEXTS, 'lastName') }).fill('Reyes');
    await page.getByRole('textbox', { name: es(SHARE_MEMORY_TEXTS, 'email') }).fill(`lucia-${Date.now()}@example.org`);
    const captcha = page.getByRole('group', { name: es(APP_TEXTS, 'verification') });
    await captcha.getByRole('checkbox').focus();
    await page.keyboard.press('Space');
    await expect
      .poll(() => captcha.locator('.altcha[data-state]').first().getAttribute('data-state'), { timeout: 60_000 })
      .toBe('verified');
    await page.screenshot({ path: '/tmp/es-share-1280.png', fullPage: true });
    await expectAccessible(page, 'compartir un recuerdo: formulario');
    await expectNoSidewaysScroll(page, 'compartir un recuerdo');
    await page.getByRole('button', { name: es(SHARE_MEMORY_TEXTS, 'share'), exact: true }).click();
    await page.getByRole('dialog', { name: es(MEMORY_NOTICES, 'shared') }).waitFor();
    await expectAccessible(page, 'compartir un recuerdo: gracias');
    await context.close();
  }, 150_000);

  it('switches to English and remembers it; a page the family set in Spanish comes in Spanish', async () => {
    const { context, page } = await spanishReader(1280);
    await page.goto(`${base()}${ELEANOR}`);
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('heading', { name: 'Stay Updated' }).waitFor();
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe('en');
    await expectAccessible(page, 'switched to English');
    await page.reload();
    await page.getByRole('heading', { name: 'Stay Updated' }).waitFor();
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe('en');
    await page.getByRole('button', { name: 'Español' }).click();
    await page.getByRole('heading', { name: es(MEMORIAL_TEXTS, 'stayUpdated') }).waitFor();
    await context.close();

    // An English browser on the demo's Spanish page (Rosa María Hernández): the page's own language.
    const english = await spanishReader(1280, 'en-US');
    await english.page.goto(`${base()}/memories/CS-1031-0001`);
    await english.page.getByText('Rosa María Hernández').first().waitFor();
    await english.page.getByRole('heading', { name: es(MEMORIAL_TEXTS, 'stayUpdated') }).waitFor();
    await expect(english.page.locator('html').getAttribute('lang')).resolves.toBe('es');
    await expectAccessible(english.page, 'página en español para un navegador en inglés');
    await english.context.close();
  }, 150_000);
});
