import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { SAVE_CONFLICT } from '@memorial/schema';
import { expectAccessible } from './axe';
import { launchBrowser, newPage, signIn } from './browser';

// No lost updates (issue 27), in a real browser against the real gateway: the family and staff edit the same
// certificate section in two sessions; the one who saves second, from the older form, keeps what they typed,
// sees the first one's values beside theirs, keeps a mix, and saves it.
const base = () => `${inject('baseUrl')}/obituaries`;
const SHOTS = process.env['CONFLICT_SHOTS'] ?? '/tmp';
const SAVED_AFTER = /^Catherine Reyes saved this section (at|on [A-Z][a-z]+ \d{1,2} at) \d{1,2}:\d{2} [AP]M, after you opened it\.$/;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The policy dialog shows once per arranger and decedent: accept it when it is there. */
async function acceptPolicyIfAsked(page: Page, ready: Locator) {
  const policy = page.getByRole('dialog', { name: 'Before you begin' });
  await ready.waitFor();
  if (await policy.count()) {
    await policy.getByRole('button', { name: 'Accept' }).click();
    await policy.waitFor({ state: 'hidden' });
  }
}

/** Section 1 of the certificate, filled in with the names (the same on both pages) and this person's notes and AKA. */
async function fillPrimary(form: Locator, notes: string, aka: string) {
  await form.getByRole('textbox', { name: 'First Name', exact: true }).fill('Eleanor');
  await form.getByRole('textbox', { name: 'Last Name', exact: true }).fill('Whitmore');
  await form.getByRole('textbox', { name: 'AKA' }).fill(aka);
  await form.getByRole('textbox', { name: 'Notes' }).fill(notes);
}

async function openCertificate(page: Page, path: string): Promise<Locator> {
  await page.goto(`${base()}${path}`);
  const form = page.getByRole('form', { name: 'Death Certificate Information' });
  await form.getByRole('textbox', { name: 'Notes' }).waitFor();
  return form;
}

describe('two people save the same certificate section', () => {
  it('the second save, made from the older form, is refused; its values stay beside the saved ones; the mix is saved', async () => {
    const family = await newPage(browser);
    await signIn(family, '/', 'arranger@demo.test', '/app');
    await family.goto(`${base()}/app/CS-1000-0001/certificateDetails`);
    await acceptPolicyIfAsked(family, family.getByRole('form', { name: 'Death Certificate Information' }));
    const familyForm = await openCertificate(family, '/app/CS-1000-0001/certificateDetails');

    const staff = await newPage(browser);
    await signIn(staff, '/administrator', 'admin@demo.test', '/admin');
    const staffForm = await openCertificate(staff, '/admin/CS-1000-0001/certificateDetails');

    // Page A (the family) saves first.
    await fillPrimary(familyForm, 'Family: please call after 5 PM', 'Nell');
    await familyForm.getByRole('button', { name: 'SAVE', exact: true }).click();
    await family.getByText('Primary Details Updated!').first().waitFor();

    // Page B (staff) saves the form it loaded before that.
    await fillPrimary(staffForm, 'Staff: hymn 23 at the service', 'Ellie');
    await staffForm.getByRole('button', { name: 'SAVE', exact: true }).click();
    const panel = staffForm.getByRole('region', { name: SAVE_CONFLICT.panelTitle });
    await panel.waitFor();
    expect((await panel.getByRole('alert').innerText()).split('\n').pop()!.trim()).toMatch(SAVED_AFTER);
    await expect.poll(() => panel.evaluate((el) => el === document.activeElement)).toBe(true);

    // What staff typed stays in the form; the family's values are beside it, field by field.
    expect(await staffForm.getByRole('textbox', { name: 'Notes' }).inputValue()).toBe('Staff: hymn 23 at the service');
    expect(await staffForm.getByRole('textbox', { name: 'AKA' }).inputValue()).toBe('Ellie');
    const notes = panel.getByRole('group', { name: 'Notes' });
    const aka = panel.getByRole('group', { name: 'AKA' });
    expect(await notes.innerText()).toContain('Family: please call after 5 PM');
    expect(await aka.innerText()).toContain('Nell');
    expect(await panel.getByRole('group', { name: 'First Name' }).count()).toBe(0);

    await panel.screenshot({ path: `${SHOTS}/save-conflict-1280.png` });
    await staff.setViewportSize({ width: 390, height: 844 });
    await panel.scrollIntoViewIfNeeded();
    await panel.screenshot({ path: `${SHOTS}/save-conflict-390.png` });
    const overflow = await staff.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectAccessible(staff, 'certificate section saved by someone else meanwhile');
    await staff.setViewportSize({ width: 1280, height: 900 });

    // Staff keep their notes and take the family's AKA, and save again.
    await aka.getByRole('button', { name: `${SAVE_CONFLICT.useSaved}: AKA` }).click();
    expect(await staffForm.getByRole('textbox', { name: 'AKA' }).inputValue()).toBe('Nell');
    expect(await notes.getByRole('button', { name: `${SAVE_CONFLICT.keepYours}: Notes` }).getAttribute('aria-pressed')).toBe('true');
    await staffForm.getByRole('button', { name: 'SAVE', exact: true }).click();
    await staff.getByText('Primary Details Updated!').first().waitFor();
    await panel.waitFor({ state: 'detached' });

    // What is saved is the merge, as the family sees it on opening the page again.
    const reopened = await openCertificate(family, '/app/CS-1000-0001/certificateDetails');
    await expect.poll(() => reopened.getByRole('textbox', { name: 'Notes' }).inputValue()).toBe('Staff: hymn 23 at the service');
    expect(await reopened.getByRole('textbox', { name: 'AKA' }).inputValue()).toBe('Nell');
  });
});
