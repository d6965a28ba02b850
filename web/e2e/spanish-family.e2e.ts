import fs from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  APP_TEXTS,
  CONTACT_MESSAGES,
  LANGUAGE_TEXTS,
  MAIL_TEXTS,
  MEMORIAL_DIALOG_TEXTS,
  MEMORIAL_TEXTS,
  PROFILE_TEXTS,
  registerCatalog,
  translate,
  WRITER_MESSAGES,
  WRITER_TEXTS,
  type MessageKey,
  type Namespace,
} from '@memorial/schema';
import { ES } from '@memorial/schema/es';
import { expectAccessible } from './axe';
import { launchBrowser, signIn, unlockObituary } from './browser';

// Issue 31: a family member chooses Español in the profile; the app speaks Spanish from then on, the obituary writer
// composes in Spanish, and the family's mails come in Spanish. At 1280 and 390 px, axe clean, nothing wider than a
// 320 px screen on the writer. The profile's language is set back at the end (other journeys sign in as this person).
registerCatalog('es', ES);
const es = <N extends Namespace>(namespace: N, key: MessageKey<N>, values?: Record<string, string>) =>
  translate('es', namespace, key, values);

const base = () => `${inject('baseUrl')}/obituaries`;
const FAMILY = 'arranger@demo.test';
const OPI = 'CS-1000-0001';
const ELEANOR = '/name/eleanor-whitmore-obituary/CS-1000-0001';

let browser: Browser;
beforeAll(async () => {
  await unlockObituary(OPI);
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The Language select of Personal Details set to `choice` (its option's words) and saved. */
async function chooseLanguage(page: Page, choice: string, language: 'en' | 'es') {
  await page.goto(`${base()}/app/userProfile`);
  const texts = (key: MessageKey<typeof PROFILE_TEXTS>) => translate(language, PROFILE_TEXTS, key);
  const form = page.getByRole('form', { name: texts('personalDetails') });
  await form.waitFor();
  await form.getByRole('combobox', { name: translate(language, LANGUAGE_TEXTS, 'language') }).selectOption({ label: choice });
  await form.getByRole('button', { name: texts('save') }).click();
}

/** The mail in the outbox to `to` whose subject starts `subject`, waited for; the failure lists the mails there. */
async function mailTo(to: string, subject: string): Promise<{ subject: string; text: string }> {
  const dir = inject('outboxDir');
  const until = Date.now() + 20_000;
  let seen: string[] = [];
  while (Date.now() < until) {
    seen = [];
    for (const file of fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.eml')) : []) {
      const mail = await simpleParser(fs.readFileSync(path.join(dir, file)));
      const recipients = Array.isArray(mail.to) ? mail.to.map((a) => a.text).join(',') : (mail.to?.text ?? '');
      seen.push(`${recipients}: ${mail.subject ?? ''}`);
      if (recipients.includes(to) && mail.subject?.startsWith(subject)) return { subject: mail.subject, text: mail.text ?? '' };
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no mail to ${to} «${subject}» among ${JSON.stringify(seen.slice(-8))}`);
}

describe('a family member who reads Spanish (issue 31)', () => {
  it('chooses Español in the profile, writes the obituary in Spanish and gets the Spanish mails', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-US' });
    const page = await context.newPage();
    await signIn(page, '/', FAMILY, '/app');
    try {
      await chooseLanguage(page, 'Español', 'en');
      // The screen turns Spanish as the profile is saved, and stays so.
      await page.getByRole('form', { name: es(PROFILE_TEXTS, 'personalDetails') }).waitFor();
      await expect(page.locator('html').getAttribute('lang')).resolves.toBe('es');
      await expectAccessible(page, 'perfil en español');

      // The writer, in Spanish, from the obituary editor.
      for (const width of [1280, 390, 320]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(`${base()}/app/memories/${OPI}`);
        await page
          .getByRole('button', { name: es(WRITER_TEXTS, 'writer') })
          .first()
          .click();
        const writer = page.getByRole('dialog', { name: es(WRITER_TEXTS, 'writer') });
        await writer.getByRole('heading', { name: es(WRITER_TEXTS, 'stepName') }).waitFor();
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow, `${width} px: the writer is wider than the screen`).toBeLessThanOrEqual(0);
        await expectAccessible(page, `${width}: asistente de obituario`);
        if (width !== 1280) {
          await writer.getByRole('button', { name: es(WRITER_TEXTS, 'closeWriter') }).click();
          continue;
        }
        for (let step = 0; step < 6; step++) await writer.getByRole('button', { name: es(WRITER_TEXTS, 'next') }).click();
        await writer.getByRole('heading', { name: es(WRITER_TEXTS, 'stepStyle') }).waitFor();
        await writer.getByRole('button', { name: es(WRITER_TEXTS, 'seeDraft') }).click();
        const draft = writer.getByRole('region', { name: es(WRITER_TEXTS, 'draft') });
        await draft.waitFor();
        // Composed in Spanish: her birth written out with Spanish date words.
        await expect.poll(() => draft.innerText()).toMatch(/2 de junio de 1941/);
        await expectAccessible(page, 'borrador en español');
        await writer.getByRole('button', { name: es(WRITER_TEXTS, 'saveDraft') }).click();
        await page.getByText(es(WRITER_MESSAGES, 'saved')).first().waitFor();
        await writer.getByRole('button', { name: es(WRITER_TEXTS, 'closeWriter') }).click();
      }

      // A visitor writes to the family: the family's mail comes in the family's language.
      const visitor = await browser.newContext({ viewport: { width: 390, height: 900 }, locale: 'en-US' });
      const visitorPage = await visitor.newPage();
      await visitorPage.goto(`${base()}${ELEANOR}`);
      const form = visitorPage.getByRole('form', { name: translate('en', MEMORIAL_TEXTS, 'contactFamily') });
      await visitorPage.getByRole('button', { name: translate('en', MEMORIAL_TEXTS, 'contactFamily') }).scrollIntoViewIfNeeded();
      await form.waitFor();
      const from = `familia-${Date.now()}@example.org`;
      await form.getByRole('textbox', { name: 'Message' }).fill('Con cariño, de parte de todos los vecinos.');
      await form.getByRole('textbox', { name: 'Email' }).fill(from);
      const captcha = form.getByRole('group', { name: translate('en', APP_TEXTS, 'verification') });
      await captcha.getByRole('checkbox').focus();
      await visitorPage.keyboard.press('Space');
      const send = form.getByRole('button', { name: translate('en', MEMORIAL_DIALOG_TEXTS, 'sendMessage') });
      await expect.poll(() => send.isEnabled(), { timeout: 60_000 }).toBe(true);
      await send.click();
      await visitorPage.getByText(translate('en', CONTACT_MESSAGES, 'sent')).waitFor();
      await visitor.close();
      // The page's name as the family shows it (another journey gives it a prefix): the words around it are Spanish.
      const before = (key: MessageKey<typeof MAIL_TEXTS>) => es(MAIL_TEXTS, key, { decedentName: '|', email: from }).split('|')[0]!;
      const mail = await mailTo(FAMILY, before('familyMessageSubject'));
      expect(mail.subject).toMatch(/Eleanor Grace Whitmore$/);
      expect(mail.text).toContain(before('familyMessageLead'));
      expect(mail.text).toContain('Con cariño, de parte de todos los vecinos.');
    } finally {
      // Back to the browser's language, so that the next journey signing in as this person reads English.
      await page.setViewportSize({ width: 1280, height: 900 });
      await chooseLanguage(page, es(LANGUAGE_TEXTS, 'notChosen'), 'es');
      await page.getByRole('form', { name: es(PROFILE_TEXTS, 'personalDetails') }).waitFor();
      await context.close();
    }
  }, 300_000);
});
