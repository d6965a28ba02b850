import fs from 'node:fs';
import path from 'node:path';
import os from 'node:os';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { expectAccessible, WIDTHS } from './axe';
import { launchBrowser, newPage, signIn, unlockObituary } from './browser';

// The assisted obituary writer in a real browser against the real gateway: the family opens the writer from the
// obituary editor, answers the questionnaire step by step, previews the server's draft, saves it, takes it into the
// editor (nothing is submitted), and finds it among the saved drafts; at 1280 and 390 px, axe clean.
const base = () => `${inject('baseUrl')}/obituaries`;
const OPI = 'CS-1000-0001';
const EDITOR_PAGE = `/app/memories/${OPI}`;
const SHOTS = process.env['E2E_SCREENSHOTS'] ?? fs.mkdtempSync(path.join(os.tmpdir(), 'writer-shots-'));

let browser: Browser;
beforeAll(async () => {
  await unlockObituary(OPI);
  browser = await launchBrowser();
  fs.mkdirSync(SHOTS, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
});

const shot = (page: Page, name: string) => page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: false });

describe('obituary writer journey', () => {
  for (const size of WIDTHS) {
    const label = size.width < 600 ? 'phone' : 'desktop';
    it(`the family writes a draft with the writer, saves it and takes it into the editor (${label})`, async () => {
      const page = await newPage(browser, size);
      await signIn(page, '/', 'arranger@demo.test', '/app');
      await page.goto(`${base()}${EDITOR_PAGE}`);
      const section = page.getByRole('region', { name: /^The Obituary for (Mrs )?Eleanor Grace Whitmore$/ });
      await section.getByRole('button', { name: 'Obituary Writer' }).click();
      const writer = page.getByRole('dialog', { name: 'Obituary Writer' });
      await writer.getByRole('heading', { name: 'Name' }).waitFor();
      // Started from the decedent's details.
      await expect(writer.getByRole('textbox', { name: /First Name/ }).inputValue()).resolves.toBe('Eleanor');
      await writer.getByRole('textbox', { name: 'Nickname' }).fill('Nell');
      await shot(page, `${label}-1-name`);
      await expectAccessible(page, `${label}: writer, name step`);
      const next = writer.getByRole('button', { name: 'Next' });
      await next.click();
      await writer.getByRole('heading', { name: 'Dates and places' }).waitFor();
      await writer.getByLabel('Date of Ceremony').fill('2026-03-21');
      await writer.getByRole('textbox', { name: 'Birthplace' }).fill('Duluth, Minnesota');
      await writer.getByRole('textbox', { name: 'Places lived' }).fill('Minneapolis, Minnesota\nSan Mateo, California');
      await shot(page, `${label}-2-dates`);
      await next.click();
      await writer.getByRole('heading', { name: 'Family' }).waitFor();
      await writer.getByRole('button', { name: 'Add family member' }).click();
      const member = writer.getByRole('group', { name: 'Family member 1' });
      await member.getByRole('textbox', { name: 'Name' }).fill('Daniel');
      await member.getByRole('combobox', { name: 'Relationship' }).selectOption('Son');
      await writer.getByRole('button', { name: 'Add family member' }).click();
      const husband = writer.getByRole('group', { name: 'Family member 2' });
      await husband.getByRole('textbox', { name: 'Name' }).fill('Thomas');
      await husband.getByRole('combobox', { name: 'Relationship' }).selectOption('Husband');
      await husband.getByText('Passed away before them').click();
      await shot(page, `${label}-3-family`);
      await expectAccessible(page, `${label}: writer, family step`);
      await next.click();
      await writer.getByRole('textbox', { name: 'Life moments' }).fill('taught English at Aragon High School for thirty-one years');
      await next.click();
      await writer.getByRole('textbox', { name: 'Personality traits' }).fill('patient\ncurious');
      await writer.getByRole('textbox', { name: 'Hobbies and passions' }).fill('gardening\ncrossword puzzles');
      await writer.getByRole('textbox', { name: 'Memories' }).fill('the birthday letters she wrote by hand');
      await next.click();
      await writer
        .getByRole('textbox', { name: 'Ceremony details' })
        .fill('A memorial service will be held at 11 a.m. in the Garden Chapel.');
      await next.click();
      await writer.getByRole('heading', { name: 'Tone and length' }).waitFor();
      await writer.getByRole('radio', { name: /Formal/ }).check();
      await writer.getByRole('radio', { name: /Long/ }).check();
      await shot(page, `${label}-4-tone`);
      await expectAccessible(page, `${label}: writer, tone step`);
      await writer.getByRole('button', { name: 'See the draft' }).click();
      const preview = writer.getByRole('region', { name: 'Draft obituary' });
      await preview.waitFor();
      const text = await preview.innerText();
      expect(text).toContain('Eleanor Grace “Nell” Whitmore');
      expect(text).toContain('Saturday, March 21, 2026');
      expect(text).toContain('Eleanor is survived by her son, Daniel.');
      expect(text).toContain('preceded in death by her husband, Thomas');
      await shot(page, `${label}-5-preview`);
      await expectAccessible(page, `${label}: writer, preview`);
      // Back to the first step and forward again: the answers are all still there.
      await writer.getByRole('button', { name: 'Back' }).click();
      await expect(writer.getByRole('radio', { name: /Formal/ }).isChecked()).resolves.toBe(true);
      await writer.getByRole('button', { name: 'See the draft' }).click();
      await writer.getByRole('button', { name: 'Save draft' }).click();
      await page.getByText('Draft saved successfully').waitFor();
      await writer.getByRole('button', { name: 'Use this draft' }).click();
      await writer.waitFor({ state: 'hidden' });
      // In the editor, ready to change and submit (nothing is submitted by the writer).
      const editor = section.getByRole('textbox', { name: 'Obituary' });
      await expect.poll(() => editor.textContent()).toContain('Eleanor is survived by her son, Daniel.');
      await section.getByRole('button', { name: 'SUBMIT TO ARRANGER' }).waitFor();
      await shot(page, `${label}-6-editor`);
      // The saved drafts: the new one first.
      await section.getByRole('button', { name: /^Draft: / }).click();
      const drafts = page.getByRole('dialog', { name: 'Saved drafts' });
      const first = drafts.getByRole('listitem').first();
      await expect.poll(() => first.innerText()).toContain('Eleanor is survived by her son, Daniel.');
      await expect(first.textContent()).resolves.toContain('Formal');
      await shot(page, `${label}-7-drafts`);
      await expectAccessible(page, `${label}: saved drafts`);
      await page.close();
    }, 180_000);
  }
});
