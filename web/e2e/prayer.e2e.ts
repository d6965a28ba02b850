import fs from 'node:fs';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { PRAYER_MESSAGES } from '@memorial/schema';
import { expectAccessible } from './axe';
import { gql, launchBrowser, newPage, signIn, tokenOf } from './browser';

// The prayer card journey against the real gateway and its demo data. Thomas Whitmore's case (closed, his card
// submitted in the demo) is used because no other journey reads or changes its prayer card: the designer's
// journey needs Eleanor's card as the demo has it and Samuel Okafor's case without one. The lock is opened again
// at the end. The family chooses a card, a poem and a location, changes the front text, saves, previews
// and submits (the four PNGs are rendered in Chromium and reach the server); staff preview the print-quality
// pages, fetch the PDF (landscape letter) and lock the card; the family can then change nothing.
const base = () => `${inject('baseUrl')}/obituaries`;
const OPI = 'CS-0998-0417';
const SHOTS = process.env['E2E_SCREENSHOTS'];
const FRONT_TEXT = 'Forever in our hearts, Thomas';
/** Letter landscape in PDF points. */
const LETTER_LANDSCAPE = { width: 792, height: 612 };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  fs.mkdirSync(SHOTS, { recursive: true });
  const original = page.viewportSize() ?? { width: 1280, height: 900 };
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    // Two frames: the layout that measures its width (the editor's page scaled to fit) has caught up.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize(original);
}

interface StoredCard {
  templateName: string | null;
  poemTitle: string | null;
  locationId: number | null;
  renderedPageURLs: string[];
  printURL: string | null;
  isLocked: boolean;
  pages: { index: number; textFields: { text: string }[] }[];
}
const storedCard = async (token: string | null) =>
  (
    await gql<{ prayerCard: StoredCard }>(
      'query ($opi: String!) { prayerCard(opi: $opi) { templateName poemTitle locationId renderedPageURLs printURL isLocked pages { index textFields { text } } } }',
      { opi: OPI },
      token,
    )
  ).prayerCard;

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Uint8Array): { width: number; height: number } {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  expect([...bytes.subarray(0, 8)]).toEqual(signature);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

const absolute = (url: string) => new URL(url, inject('baseUrl')).toString();

describe('prayer card journey', () => {
  it('the family designs, previews and submits the card; staff print and lock it; the family can no longer change it', async () => {
    const family = await newPage(browser);
    await signIn(family, '/', 'arranger@demo.test');
    await family.waitForURL(`${base()}/app`);
    await family.goto(`${base()}/app/${OPI}/prayerCreation`);
    await family.getByRole('heading', { level: 1, name: 'Create Prayer Card' }).waitFor();
    const policy = family.getByRole('dialog', { name: 'Before you begin' });
    const change = family.getByRole('button', { name: 'Change Prayer Card' });
    await change
      .or(family.getByRole('button', { name: /^Choose / }).first())
      .first()
      .waitFor();
    if (await policy.count()) {
      await policy.getByRole('button', { name: 'Accept' }).click();
      await policy.waitFor({ state: 'hidden' });
    }

    // Step 1. With no card yet, the grid is on the page; with one, 'Change Prayer Card' asks first, then offers it.
    const openChooser = async (check: boolean) => {
      await change.click();
      const ask = family.getByRole('dialog', { name: PRAYER_MESSAGES.changeConfirmTitle });
      await ask.getByText(PRAYER_MESSAGES.changeConfirm).waitFor();
      if (check) await expectAccessible(family, 'change prayer card: asks first');
      await ask.getByRole('button', { name: 'Yes, change it' }).click();
      const dialog = family.getByRole('dialog', { name: 'Choose a prayer card' });
      await dialog
        .getByRole('button', { name: /^Choose / })
        .first()
        .waitFor();
      return dialog;
    };
    let grid = family.locator('main');
    const hadCard = (await change.count()) > 0;
    if (hadCard) grid = await openChooser(true);
    // At least 8 templates (the current one, if any, is marked 'Your card' instead of offered).
    expect(
      (await grid.getByRole('button', { name: /^Choose / }).count()) + (await grid.getByRole('button', { name: /Your card$/ }).count()),
    ).toBeGreaterThanOrEqual(8);
    await expectAccessible(family, 'prayer card chooser');
    await shot(family, 'prayer-chooser');

    // The family's own photo: cropped in the browser at 187:322 and uploaded with its crop.
    const photo = await sharp({ create: { width: 1200, height: 1800, channels: 3, background: '#7fa3c4' } })
      .jpeg()
      .toBuffer();
    const [chooser] = await Promise.all([
      family.waitForEvent('filechooser'),
      grid.getByRole('button', { name: 'Upload your own photo' }).click(),
    ]);
    await chooser.setFiles({ name: 'At the lake.jpg', mimeType: 'image/jpeg', buffer: photo });
    const crop = family.getByRole('dialog', { name: 'Crop your prayer card photo' });
    await crop.getByRole('slider').waitFor();
    await expectAccessible(family, 'prayer card photo crop');
    await shot(family, 'prayer-photo-crop');
    await crop.getByRole('button', { name: 'Save' }).click();
    await family.getByText(PRAYER_MESSAGES.imageUploaded).waitFor();
    await family.getByText('Your card uses your own photo.').waitFor();
    const custom = (
      await gql<{ prayerCard: { isCustom: boolean; imageURL: string | null; coordinates: string | null } }>(
        'query ($opi: String!) { prayerCard(opi: $opi) { isCustom imageURL coordinates } }',
        { opi: OPI },
        await tokenOf(family),
      )
    ).prayerCard;
    expect(custom.isCustom).toBe(true);
    expect(custom.imageURL).toBeTruthy();
    const [, , cw, ch] = custom.coordinates!.split(',').map(Number);
    expect(Math.abs(cw! / ch! - 187 / 322)).toBeLessThan(0.01);

    // Then a template after all: 'Change Prayer Card' asks first.
    grid = await openChooser(!hadCard);
    const choices = grid.getByRole('button', { name: /^Choose / });
    // Another card, with the keyboard: focus it and press Enter.
    const chosen = choices.nth(1);
    const chosenName = ((await chosen.getAttribute('aria-label')) ?? '').replace(/^Choose /, '');
    await chosen.focus();
    await family.keyboard.press('Enter');
    await grid.waitFor({ state: 'hidden' });
    await family.getByText(chosenName, { exact: true }).waitFor();
    await family.getByRole('tab', { name: 'Page 4 Back Cover' }).waitFor();
    await expectAccessible(family, 'prayer card designer');
    await shot(family, 'prayer-designer');

    // EDIT CARD: a poem, a location and the front's heading.
    await family.getByRole('button', { name: 'EDIT CARD' }).click();
    await family.getByPlaceholder('Select Poem').click();
    // A short blessing: it fits the page at the poem's default size (a long psalm passes the 738 px limit).
    const poemTitle = 'The Lord Bless Thee';
    await family.getByRole('option', { name: new RegExp(`^${poemTitle}`) }).click();
    await family.getByPlaceholder('Select Location').click();
    await family.getByRole('option').first().click();
    await family.getByRole('tab', { name: 'Page 1 Front Cover' }).click();
    const editor = family.getByRole('tabpanel');
    const heading = editor.getByRole('textbox').first();
    await heading.click();
    await heading.fill(FRONT_TEXT);
    await expectAccessible(family, 'prayer card editing');
    await shot(family, 'prayer-editing');
    await family.getByRole('button', { name: 'SAVE CARD' }).click();
    await family.getByText(PRAYER_MESSAGES.saved).waitFor();
    await family.getByRole('button', { name: 'EDIT CARD' }).waitFor();
    const familyToken = await tokenOf(family);
    const saved = await storedCard(familyToken);
    expect(saved.templateName).toBe(chosenName);
    expect(saved.poemTitle).toBe(poemTitle);
    expect(saved.locationId).not.toBeNull();
    expect(saved.pages.find((p) => p.index === 0)!.textFields.map((f) => f.text)).toContain(FRONT_TEXT);

    // Preview: the carousel, page by page.
    await family.getByRole('button', { name: 'Preview Card' }).click();
    const preview = family.getByRole('dialog', { name: 'Preview Card' });
    await preview.getByText('Page 1 Front Cover (1 of 4)').waitFor();
    await preview.getByText(FRONT_TEXT).waitFor();
    await expectAccessible(family, 'prayer card preview');
    await shot(family, 'prayer-preview-family');
    await preview.getByRole('button', { name: 'Next page' }).click();
    await preview.getByText('Page 2 Inside Left (2 of 4)').waitFor();
    await family.keyboard.press('ArrowRight');
    await preview.getByText('Page 3 Inside Right (3 of 4)').waitFor();
    await family.keyboard.press('Escape');
    await preview.waitFor({ state: 'hidden' });

    // Submit: the four pages rendered in the browser and uploaded; timed from the click to the notification.
    const started = performance.now();
    await family.getByRole('button', { name: 'Submit to Arranger' }).click();
    await family.getByText(PRAYER_MESSAGES.submitted).waitFor({ timeout: 45_000 });
    const elapsed = Math.round(performance.now() - started);
    console.log(`[prayer] render and upload of the four pages: ${elapsed} ms from the click to '${PRAYER_MESSAGES.submitted}'`);
    const submitted = await storedCard(familyToken);
    expect(submitted.renderedPageURLs).toHaveLength(4);
    for (const [i, url] of submitted.renderedPageURLs.entries()) {
      const res = await fetch(absolute(url));
      expect(res.status).toBe(200);
      const png = new Uint8Array(await res.arrayBuffer());
      expect(pngSize(png)).toEqual({ width: 750, height: 1275 });
      if (SHOTS) fs.writeFileSync(path.join(SHOTS, `prayer-rendered-${i + 1}.png`), png);
    }
    expect(submitted.printURL).toBeTruthy();
    await family.getByRole('link', { name: 'Download printable card' }).waitFor();
    await expectAccessible(family, 'prayer card submitted');

    // Staff, on a phone: the print-quality preview, the PDF, the lock.
    const staff = await newPage(browser, { width: 390, height: 844 });
    await signIn(staff, '/administrator', 'admin@demo.test');
    await staff.waitForURL((url) => /\/admin(\/|$)/.test(url.pathname));
    await staff.goto(`${base()}/admin/${OPI}/prayerCreation`);
    await staff.getByRole('heading', { level: 1, name: 'Create Prayer Card' }).waitFor();
    await staff.getByText('Last edited by').waitFor();
    await expectAccessible(staff, 'staff prayer card');
    await shot(staff, 'prayer-staff');
    await staff.getByRole('button', { name: 'Preview Card' }).click();
    const staffPreview = staff.getByRole('dialog', { name: 'Preview Card' });
    const printed = staffPreview.getByRole('img', { name: 'Page 1 Front Cover, as it prints' });
    await printed.waitFor();
    await expect.poll(() => printed.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(750);
    await expectAccessible(staff, 'staff prayer card preview');
    await shot(staff, 'prayer-preview-staff');
    const print = staffPreview.getByRole('link', { name: /^Print/ });
    const printURL = await print.getAttribute('href');
    expect(printURL).toBeTruthy();
    const pdfRes = await fetch(absolute(printURL!));
    expect(pdfRes.status).toBe(200);
    expect(pdfRes.headers.get('content-type')).toContain('application/pdf');
    const pdfBytes = new Uint8Array(await pdfRes.arrayBuffer());
    const pdf = await PDFDocument.load(pdfBytes);
    const sizes = pdf.getPages().map((p) => p.getSize());
    console.log(`[prayer] print PDF: ${pdfBytes.byteLength} bytes, ${sizes.length} pages`);
    // The outside sheet (back and front), the inside sheet (left and right) and the sheet of 8 backs.
    expect(sizes.length).toBe(3);
    for (const size of sizes) {
      expect(Math.round(size.width)).toBe(LETTER_LANDSCAPE.width);
      expect(Math.round(size.height)).toBe(LETTER_LANDSCAPE.height);
    }
    // Print opens that PDF in a new tab (headless Chromium downloads a PDF instead of showing it: the link is checked).
    await expect(print.getAttribute('target')).resolves.toBe('_blank');
    expect(new URL(absolute(printURL!)).pathname).toBe(new URL(absolute(submitted.printURL!)).pathname);
    await staff.keyboard.press('Escape');
    await staffPreview.waitFor({ state: 'hidden' });

    // A card saved but not submitted (Eleanor's, in the demo): staff's preview draws the pages at print quality now.
    await staff.goto(`${base()}/admin/CS-1000-0001/prayerCreation`);
    await staff.getByRole('button', { name: 'Preview Card' }).click();
    const fresh = staff.getByRole('dialog', { name: 'Preview Card' }).getByRole('img', { name: 'Page 1 Front Cover, as it prints' });
    await fresh.waitFor({ timeout: 30_000 });
    expect(await fresh.getAttribute('src')).toMatch(/^blob:/);
    await expect.poll(() => fresh.evaluate((img: HTMLImageElement) => img.complete && img.naturalHeight)).toBe(1275);
    await staff.keyboard.press('Escape');
    await staff.goto(`${base()}/admin/${OPI}/prayerCreation`);

    await staff.getByRole('switch', { name: 'Lock the prayer card' }).click({ force: true });
    await staff.getByText(PRAYER_MESSAGES.lockedSet).waitFor();
    await staff.getByText(PRAYER_MESSAGES.locked).waitFor();
    await expect(staff.getByRole('button', { name: 'Print' }).isDisabled()).resolves.toBe(true);
    await expectAccessible(staff, 'staff prayer card locked');

    // The family: nothing can be changed, submitted or printed.
    await family.reload();
    await family.getByText(PRAYER_MESSAGES.locked).waitFor();
    await expect(family.getByRole('button', { name: 'Change Prayer Card' }).isDisabled()).resolves.toBe(true);
    await expect(family.getByRole('button', { name: 'EDIT CARD' }).isDisabled()).resolves.toBe(true);
    await expect(family.getByRole('button', { name: 'Submit to Arranger' }).isDisabled()).resolves.toBe(true);
    await expect(family.getByRole('link', { name: 'Download printable card' }).count()).resolves.toBe(0);
    expect((await storedCard(familyToken)).isLocked).toBe(true);
    await expectAccessible(family, 'family prayer card locked');
    await shot(family, 'prayer-family-locked');

    // Staff open it again: the demo stays as other journeys expect it.
    await staff.getByRole('switch', { name: 'Lock the prayer card' }).click({ force: true });
    await staff.getByText(PRAYER_MESSAGES.unlockedSet).waitFor();
    // A long journey (two sign-ins, two renders of four pages, a PDF): more than the default minute on a busy machine.
  }, 180_000);
});
