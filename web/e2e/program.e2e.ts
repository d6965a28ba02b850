import fs from 'node:fs';
import path from 'node:path';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { expectAccessible } from './axe';
import { launchBrowser, newPage, signIn } from './browser';

// The service program journey against the real gateway and its demo data: the Okafor family (whose
// demo program is uploaded) changes the template, downloads it, edits a word, uploads and submits it;
// staff see it, lock it, and the family's upload step is gone; staff open it again.
const base = () => `${inject('baseUrl')}/obituaries`;
const OPI = 'CS-1000-0002';
const LOCKED = 'This section is now locked. Please contact your arranger for changes.';
const SHOTS = process.env['E2E_SCREENSHOTS'];

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
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

describe('service program journey', () => {
  it('the family changes the template, downloads, edits, uploads and submits the program; staff lock it and the upload step is hidden', async () => {
    const family = await newPage(browser);
    await signIn(family, '/', 'family2@demo.test');
    await family.waitForURL(`${base()}/app`);
    await family.goto(`${base()}/app/${OPI}/programCreation`);
    await family.getByRole('heading', { level: 1, name: 'Create Service Program' }).waitFor();
    const policy = family.getByRole('dialog', { name: 'Before you begin' });
    await family.getByRole('article', { name: 'Garden Rose' }).waitFor();
    if (await policy.count()) {
      await policy.getByRole('button', { name: 'Accept' }).click();
      await policy.waitFor({ state: 'hidden' });
    }
    // The demo program is shown in the preview.
    await family.getByText('Rev. Grace Adeyemi').waitFor();
    await expectAccessible(family, 'family program page');
    await shot(family, 'program-family');

    // Step 1: another template, after 'Confirm Change'.
    await family.getByRole('button', { name: 'Use Evening Navy' }).click();
    const confirm = family.getByRole('dialog', { name: 'Confirm Change' });
    await confirm.waitFor();
    await expectAccessible(family, 'confirm change');
    await confirm.getByRole('button', { name: 'Confirm Change' }).click();
    await family.getByRole('link', { name: 'Download Evening Navy (.docx)' }).waitFor();
    await expect.poll(() => family.getByText('Rev. Grace Adeyemi').count()).toBe(0);
    // Page 2 of the templates.
    await family.getByRole('button', { name: 'Page 2' }).click();
    await family.getByRole('article', { name: 'Ocean Calm' }).waitFor();
    await family.getByRole('button', { name: 'Page 1' }).click();

    // Step 2: download, change a word, upload with progress, preview, submit.
    const [download] = await Promise.all([
      family.waitForEvent('download'),
      family.getByRole('link', { name: 'Download Evening Navy (.docx)' }).click(),
    ]);
    const file = await download.path();
    const zip = await JSZip.loadAsync(fs.readFileSync(file));
    const xml = await zip.file('word/document.xml')!.async('string');
    expect(xml).toContain('Samuel Okafor');
    zip.file('word/document.xml', xml.replace('Name of the officiant', 'Pastor Ruth Mensah'));
    const edited = await zip.generateAsync({ type: 'nodebuffer' });
    await family.getByLabel('Upload your edited program (.docx)').setInputFiles({
      name: 'Okafor program.docx',
      mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      buffer: edited,
    });
    await family.getByText('ProgramCard Uploaded Successfully').waitFor();
    await family.getByText('Pastor Ruth Mensah').waitFor();
    await family.getByRole('link', { name: 'Okafor program.docx' }).waitFor();
    await family.getByRole('button', { name: 'Submit to Arranger' }).click();
    await family.getByText('ProgramCard Submited Successfully').waitFor();
    await expectAccessible(family, 'family program uploaded');
    await shot(family, 'program-family-uploaded');

    // Staff see who edited it, and lock it.
    const staff = await newPage(browser, { width: 390, height: 844 });
    await signIn(staff, '/administrator', 'admin@demo.test');
    await staff.waitForURL((url) => /\/admin(\/|$)/.test(url.pathname));
    await staff.goto(`${base()}/admin/${OPI}/programCreation`);
    await staff.getByText(/^Last edited by James Okafor at /).waitFor();
    await staff.getByText('Pastor Ruth Mensah').waitFor();
    await staff.getByRole('switch', { name: 'Lock the program card' }).click({ force: true });
    await staff.getByText('The program card is now locked.').waitFor();
    await staff.getByText(LOCKED).waitFor();
    await expectAccessible(staff, 'staff program page locked');
    await shot(staff, 'program-staff-locked');

    await family.reload();
    await family.getByText(LOCKED).waitFor();
    await expect(family.getByLabel('Upload your edited program (.docx)').count()).resolves.toBe(0);
    await expect(family.getByRole('button', { name: 'Submit to Arranger' }).count()).resolves.toBe(0);
    await expect(family.getByRole('button', { name: 'Use Classic Ivory' }).isDisabled()).resolves.toBe(true);
    await expectAccessible(family, 'family program page locked');

    // Staff open it again (the demo stays as it was for other journeys).
    await staff.getByRole('switch', { name: 'Lock the program card' }).click({ force: true });
    await staff.getByText('The program card is now unlocked.').waitFor();
  });
});
