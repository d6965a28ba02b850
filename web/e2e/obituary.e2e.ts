import fs from 'node:fs';
import path from 'node:path';
import os from 'node:os';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { expectAccessible } from './axe';
import { launchBrowser, newPage, signIn } from './browser';

// The obituary editor in a real browser against the real gateway: the family writes and submits the obituary
// from the arrangement flow and finds it on the public page; staff lock it, and the family can no longer edit,
// there or in the family website dialog. Desktop and phone, axe clean.
const base = () => `${inject('baseUrl')}/obituaries`;
const OPI = 'CS-1000-0001';
const PUBLIC_PAGE = `/name/eleanor-whitmore-obituary/${OPI}`;
const LOCKED = 'This section has been locked by your arranger. Please contact your arranger for any changes or additions.';
const UNLOCKED = 'You can edit the obituary or add information to it.';
/** Screenshots of the screens, to look at: E2E_SCREENSHOTS=<dir>, else a temporary directory. */
const SHOTS = process.env['E2E_SCREENSHOTS'] ?? fs.mkdtempSync(path.join(os.tmpdir(), 'obituary-shots-'));

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  fs.mkdirSync(SHOTS, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
});

async function shot(page: Page, name: string) {
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

describe('obituary journey', () => {
  it('the family writes and submits the obituary and sees it on the public page; staff lock it and the family can no longer edit', async () => {
    const stamp = Date.now();
    const added = `She kept every letter her grandchildren sent her, ${stamp}.`;

    // The family, on a phone first: the obituary page in view mode.
    const family = await newPage(browser, { width: 390, height: 844 });
    await signIn(family, '/', 'arranger@demo.test', '/app');
    await family.goto(`${base()}/app/memories/${OPI}`);
    const section = family.getByRole('region', { name: /^The Obituary for (Mrs )?Eleanor Grace Whitmore$/ });
    await section.getByText(UNLOCKED).waitFor();
    await section.getByText('Submitted to arranger').waitFor();
    await shot(family, 'phone-family-view');
    await expectAccessible(family, 'family obituary page, view mode');

    // EDIT: the editor with the stored text; the count follows the typing.
    await section.getByRole('button', { name: 'EDIT', exact: true }).click();
    const editor = section.getByRole('textbox', { name: 'Obituary' });
    await editor.waitFor();
    await expect.poll(() => editor.textContent()).toMatch(/^Eleanor Grace Whitmore, beloved mother/);
    const submit = section.getByRole('button', { name: 'SUBMIT TO ARRANGER' });
    // Unchanged and already with the arranger: nothing to send.
    await expect.poll(() => submit.isDisabled()).toBe(true);
    const before = Number((await section.getByTestId('obituary-count').textContent())!.split(' / ')[0]!.replace(/,/g, ''));
    // The editor opens focused at the end of the text: a new paragraph there.
    await expect.poll(() => editor.evaluate((el) => el === document.activeElement)).toBe(true);
    await family.keyboard.press('Enter');
    await family.keyboard.type(added);
    await expect
      .poll(async () => Number((await section.getByTestId('obituary-count').textContent())!.split(' / ')[0]!.replace(/,/g, '')))
      .toBe(before + added.length);
    await shot(family, 'phone-family-editing');
    await expectAccessible(family, 'family obituary page, editing');

    // SUBMIT TO ARRANGER: the spec's notification, back to view mode with the new text.
    await family.setViewportSize({ width: 1280, height: 900 });
    await submit.click();
    await family.getByText('Details Submitted to your Arranger Successfully!').waitFor();
    await section.getByRole('textbox', { name: 'Obituary' }).waitFor({ state: 'detached' });
    await section.getByRole('button', { name: 'Read More' }).click();
    // The new paragraph is the last one, the stored ones unchanged before it.
    await expect.poll(() => section.getByTestId('obituary-content').locator('p').last().textContent()).toBe(added);
    await section
      .getByTestId('obituary-content')
      .getByText(/San Mateo County Library literacy program for over twenty years/)
      .waitFor();
    await section.getByText(/Submitted .* by Catherine Reyes/).waitFor();
    await shot(family, 'desktop-family-submitted');

    // The public page, for anyone: the obituary with the new paragraph, and no editing control.
    const visitor = await newPage(browser, { width: 1280, height: 900 });
    await visitor.goto(`${base()}${PUBLIC_PAGE}`);
    const publicText = visitor.getByTestId('obituary-content');
    await publicText.getByText(/^Eleanor Grace Whitmore, beloved mother/).waitFor();
    await expect.poll(() => publicText.textContent()).toContain(added);
    await expect(visitor.getByRole('button', { name: /EDIT|Edit obituary/ }).count()).resolves.toBe(0);
    await shot(visitor, 'desktop-public-page');

    // Staff lock it from the staff obituary page.
    const staff = await newPage(browser, { width: 1280, height: 900 });
    await signIn(staff, '/administrator', 'admin@demo.test', '/admin');
    await staff.goto(`${base()}/admin/memories-list/${OPI}`);
    const lock = staff.getByRole('switch', { name: 'Lock the obituary (the family cannot edit it)' });
    await lock.waitFor();
    await expect.poll(() => lock.isChecked()).toBe(false);
    // The switch follows the gateway's answer, not the click.
    await lock.click();
    await staff.getByText('Obituary locked. The family can no longer edit it.').waitFor();
    await staff.getByText('The obituary is locked. Unlock it to make changes.').waitFor();
    await expect.poll(() => lock.isChecked()).toBe(true);
    await expect(
      staff
        .getByRole('region', { name: /^The Obituary for (Mrs )?Eleanor Grace Whitmore$/ })
        .getByRole('button', { name: 'EDIT', exact: true })
        .count(),
    ).resolves.toBe(0);
    await shot(staff, 'desktop-staff-locked');
    await expectAccessible(staff, 'staff obituary page, locked');

    // The family reloads: the locked message, no EDIT.
    await family.reload();
    await section.getByText(LOCKED).waitFor();
    await expect(section.getByRole('button', { name: 'EDIT', exact: true }).count()).resolves.toBe(0);
    await family.setViewportSize({ width: 390, height: 844 });
    await shot(family, 'phone-family-locked');
    await expectAccessible(family, 'family obituary page, locked');

    // Nor in the family website dialog of the public page.
    await family.goto(`${base()}/app/memories/eleanor-whitmore-obituary/${OPI}`);
    await family.getByRole('button', { name: 'More', exact: true }).click();
    await family.getByRole('menuitem', { name: 'Obituary', exact: true }).click();
    const dialog = family.getByRole('dialog', { name: /^Obituary of (Mrs )?Eleanor Grace Whitmore$/ });
    await dialog.getByText(LOCKED).waitFor();
    await expect(dialog.getByRole('button', { name: 'Edit obituary and life story' }).count()).resolves.toBe(0);
    await shot(family, 'phone-family-dialog-locked');
    await expectAccessible(family, 'family website obituary dialog, locked');

    // Staff unlock: the family may edit again (and the other journeys find the page as it was).
    await lock.click();
    await staff.getByText('Obituary unlocked. The family can edit it again.').waitFor();
    await family.reload();
    await family.getByRole('button', { name: 'More', exact: true }).click();
    await family.getByRole('menuitem', { name: 'Obituary', exact: true }).click();
    await dialog.getByRole('button', { name: 'Edit obituary and life story' }).click();
    await dialog.getByRole('textbox', { name: 'Headline' }).waitFor();
    await dialog.getByRole('textbox', { name: 'Obituary' }).waitFor();
    await shot(family, 'phone-family-dialog-editing');
    await expectAccessible(family, 'family website obituary dialog, editing');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.getByRole('button', { name: 'Edit obituary and life story' }).waitFor();
  }, 180_000);
});
