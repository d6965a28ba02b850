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
  POLICY_TEXTS,
  PRAYER_DESIGNER_TEXTS,
  PRAYER_MESSAGES,
  PRAYER_SCREEN_TEXTS,
  PROFILE_TEXTS,
  translate,
  WRITER_MESSAGES,
  WRITER_TEXTS,
  type MessageKey,
} from '@memorial/schema';
import { expectAccessible } from './axe';
import { expectNoSidewaysScroll, gql, launchBrowser, signIn, tokenOf, unlockObituary } from './browser';
import { es } from './i18n';

// Issue 31: a family member chooses Español in the profile; the app speaks Spanish from then on, the obituary writer
// composes in Spanish, and the family's mails come in Spanish. At 1280 and 390 px, axe clean, nothing wider than a
// 320 px screen on the writer. The profile's language is set back at the end (other journeys sign in as this person).
// Then, in a Spanish browser, the family designs a Spanish prayer card with the Padre Nuestro; Eleanor's card is put
// back as the demo has it at the end (the designer's journey reads it).

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

const FIELD = 'type subType name text priority font size bold italic underline align line';
interface StoredCard {
  language: string;
  templateId: number | null;
  poemId: number | null;
  poemTitle: string | null;
  poemContent: string | null;
  finalContent: string | null;
  locationId: number | null;
  pages: { index: number; textFields: Record<string, unknown>[] }[];
}
const storedCard = async (token: string | null) =>
  (
    await gql<{ prayerCard: StoredCard }>(
      `query ($opi: String!) { prayerCard(opi: $opi) { language templateId poemId poemTitle poemContent finalContent locationId pages { index textFields { ${FIELD} } } } }`,
      { opi: OPI },
      token,
    )
  ).prayerCard;

/** Puts a card back as it was read: its template, pages, poem, location and language. */
async function restoreCard(card: StoredCard, token: string | null) {
  const { templateId, poemId, poemTitle, poemContent, finalContent, locationId, language } = card;
  const input = { templateId, poemId, poemTitle, poemContent, finalContent, locationId, language, pages: card.pages };
  await gql(
    'mutation ($opi: String!, $input: PrayerCardInput!) { savePrayerCard(opi: $opi, input: $input) { message } }',
    { opi: OPI, input },
    token,
  );
}

/** The designer, its policy accepted if it asks (once per loved one). */
async function openDesigner(page: Page) {
  await page.goto(`${base()}/app/${OPI}/prayerCreation`);
  await page.getByRole('heading', { level: 1, name: es(PRAYER_SCREEN_TEXTS, 'title') }).waitFor();
  const change = page.getByRole('button', { name: es(PRAYER_SCREEN_TEXTS, 'changeCard') });
  await change.waitFor();
  const policy = page.getByRole('dialog', { name: es(POLICY_TEXTS, 'title') });
  if (await policy.count()) {
    await policy.getByRole('button', { name: es(POLICY_TEXTS, 'accept') }).click();
    await policy.waitFor({ state: 'hidden' });
  }
  return change;
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

  it('designs a prayer card in Spanish with the Padre Nuestro, which its preview shows', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-US' });
    const page = await context.newPage();
    await signIn(page, '/', FAMILY, '/app');
    // Español, as the language switch remembers it.
    await context.addCookies([{ name: 'lang', value: 'es', url: inject('baseUrl') }]);
    const token = await tokenOf(page);
    const before = await storedCard(token);
    try {
      const change = await openDesigner(page);
      // Started again from a template on a Spanish screen: the card is Spanish, its fixed words too.
      await change.click();
      await page
        .getByRole('dialog', { name: es(PRAYER_MESSAGES, 'changeConfirmTitle') })
        .getByRole('button', { name: es(PRAYER_SCREEN_TEXTS, 'yesChange') })
        .click();
      const chooser = page.getByRole('dialog', { name: es(PRAYER_SCREEN_TEXTS, 'chooseTitle') });
      const lilies = chooser.getByRole('button', { name: es(PRAYER_SCREEN_TEXTS, 'chooseTemplate', { name: 'White Lilies' }) });
      await lilies.click();
      await chooser.waitFor({ state: 'hidden' });
      await page.getByText(es(PRAYER_MESSAGES, 'templateChosen')).first().waitFor();
      expect((await storedCard(token)).language).toBe('es');
      await page.getByRole('tab', { name: es(PRAYER_DESIGNER_TEXTS, 'pageLabel', { index: '1', number: '2' }) }).click();
      await page.getByRole('tabpanel').getByText('En amoroso recuerdo de').waitFor();

      // EDIT CARD: the Spanish prayers come first, under Español; the Padre Nuestro.
      await page.getByRole('button', { name: es(PRAYER_DESIGNER_TEXTS, 'editCard') }).click();
      await page.getByPlaceholder(es(PRAYER_DESIGNER_TEXTS, 'selectPoem')).click();
      const listbox = page.getByRole('listbox');
      await listbox.getByText('Español', { exact: true }).waitFor();
      await listbox.getByRole('option', { name: /^Padre Nuestro/ }).click();
      // The page of the name and the dates, where it is edited; axe at 1280, 390 and 320 px (its fields stay 24 px).
      await page.getByRole('tab', { name: es(PRAYER_DESIGNER_TEXTS, 'pageLabel', { index: '1', number: '2' }) }).click();
      await page.locator('#prayer-editor [role="textbox"]').first().waitFor();
      await expectAccessible(page, 'estampa en edición: nombre y fechas');
      // The page that holds the prayer; axe at 1280, 390 and 320 px.
      await page.getByRole('tab', { name: es(PRAYER_DESIGNER_TEXTS, 'pageLabel', { index: '2', number: '3' }) }).click();
      await page
        .getByRole('tabpanel')
        .getByText(/Padre nuestro, que estás en el cielo/)
        .waitFor();
      await expectAccessible(page, 'estampa en edición');
      await page.setViewportSize({ width: 320, height: 900 });
      await expectNoSidewaysScroll(page, '320: estampa en edición');
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.getByRole('button', { name: es(PRAYER_DESIGNER_TEXTS, 'saveCard') }).click();
      await page.getByText(es(PRAYER_MESSAGES, 'saved')).first().waitFor();
      await page.getByRole('button', { name: es(PRAYER_DESIGNER_TEXTS, 'editCard') }).waitFor();
      const saved = await storedCard(token);
      expect(saved).toMatchObject({ language: 'es', poemTitle: 'Padre Nuestro' });
      await page.setViewportSize({ width: 320, height: 900 });
      await expectNoSidewaysScroll(page, '320: estampa');
      await page.setViewportSize({ width: 1280, height: 900 });

      // The preview: the prayer in Spanish on its page (the third); axe at 1280, 390 and 320 px.
      await page.getByRole('button', { name: es(PRAYER_SCREEN_TEXTS, 'preview') }).click();
      const preview = page.getByRole('dialog', { name: es(PRAYER_SCREEN_TEXTS, 'preview') });
      await preview.getByRole('button', { name: es(PRAYER_SCREEN_TEXTS, 'nextPage') }).click();
      await preview.getByRole('button', { name: es(PRAYER_SCREEN_TEXTS, 'nextPage') }).click();
      await preview
        .getByText(/Padre nuestro, que estás en el cielo/)
        .first()
        .waitFor();
      await expectAccessible(page, 'vista previa de la estampa');
      await page.keyboard.press('Escape');
      await preview.waitFor({ state: 'hidden' });
    } finally {
      // Eleanor's card as the demo has it, for the journeys that read it.
      await restoreCard(before, token);
      expect((await storedCard(token)).language).toBe(before.language);
      await context.close();
    }
  }, 240_000);
});
