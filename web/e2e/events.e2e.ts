import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { expectAccessible } from './axe';
import { launchBrowser, newPage, signIn } from './browser';

// Events in a real browser against the real gateway: staff add a service, a visitor
// sees it on the public page and adds it to a calendar (.ics), the family hides it,
// and the visitor no longer sees it.
const base = () => `${inject('baseUrl')}/obituaries`;
const PUBLIC_PAGE = '/name/eleanor-whitmore-obituary/CS-1000-0001';
const ZONE = 'America/Los_Angeles';
/** Screenshots of the screens, for a person to look at (SCREENSHOT_DIR, or a temporary folder). */
const SHOTS = process.env['SCREENSHOT_DIR'] ?? fs.mkdtempSync(path.join(os.tmpdir(), 'memorial-e2e-events-'));

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  fs.mkdirSync(SHOTS, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
});

/** Both widths, full page. */
async function shoot(page: Page, name: string) {
  const original = page.viewportSize();
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`), fullPage: true });
  }
  if (original) await page.setViewportSize(original);
}

const ymd = (at: Date, zone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
/** The UTC instant of a wall-clock time in a zone (the gateway's own conversion is what is checked). */
function zonedInstant(date: string, time: string, zone: string): Date {
  const guess = Date.parse(`${date}T${time}:00Z`);
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(guess);
  const get = (t: string) => Number(parts.find((p) => p.type === t)!.value);
  return new Date(guess - (Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute')) - guess));
}
const icsStamp = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

describe('events journey', () => {
  it('staff add an event; a visitor sees it and downloads its .ics; the family hides it; the visitor no longer sees it', async () => {
    const name = `Graveside Prayers ${Date.now() % 100_000}`;
    const date = ymd(new Date(Date.now() + 6 * 86_400_000), ZONE);

    // Staff open the decedent's events from their list of decedents.
    const staff = await newPage(browser);
    await signIn(staff, '/administrator', 'admin@demo.test');
    await staff.waitForURL(`${base()}/admin`);
    await staff.goto(`${base()}/admin/decedents`);
    await staff.getByRole('link', { name: 'Events of Mrs Eleanor Grace Whitmore' }).first().click();
    await staff.waitForURL(`${base()}/admin/CS-1000-0001/events`);
    await staff.getByRole('row', { name: /Committal/ }).waitFor();
    await expectAccessible(staff, 'staff events');

    await staff.getByRole('button', { name: 'Add Event' }).click();
    const form = staff.getByRole('form', { name: 'Add Event' });
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByText('Event Name is required').waitFor();
    await form.getByText('Service Date is required').waitFor();
    await expectAccessible(staff, 'staff add event form with its messages');
    await shoot(staff, 'staff-event-form');
    await form.getByLabel('Event Name').fill(name);
    await form.getByLabel('Service Date').fill(date);
    await form.getByLabel('Beginning Time').fill('15:00');
    await form.getByLabel('Ending Time').fill('16:00');
    await form.getByLabel('Location Name').fill('Garden of Peace');
    await form.getByLabel('Address').fill('1370 El Camino Real');
    await form.getByLabel('City').fill('Colma');
    await form.getByRole('button', { name: 'Save' }).click();
    await staff.getByText('Event Added Successfully').waitFor();
    // As entered, on the funeral home's clock with its zone first, though this browser's own zone is UTC (in brackets).
    await staff
      .getByRole('row', { name: new RegExp(name) })
      .getByRole('cell', { name: /^3:00 PM – 4:00 PM P[SD]T( \(.+ your time\))?$/ })
      .waitFor();
    await shoot(staff, 'staff-events');
    // On a phone: a card per event, nothing past the screen's edge, Edit at hand.
    await staff.setViewportSize({ width: 390, height: 844 });
    const phoneCard = staff.getByRole('list', { name: 'Events' }).getByRole('listitem').filter({ hasText: name });
    await phoneCard.getByText(/· 3:00 PM – 4:00 PM P[SD]T/).waitFor();
    await expect(staff.evaluate(() => document.documentElement.scrollWidth)).resolves.toBe(390);
    await expectAccessible(staff, 'staff events on a phone');
    await phoneCard.getByRole('button', { name: `Edit ${name}` }).click();
    await expect(staff.getByRole('form', { name: 'Edit Event' }).getByLabel('Beginning Time').inputValue()).resolves.toBe('15:00');
    await staff.getByRole('form', { name: 'Edit Event' }).getByRole('button', { name: 'Cancel' }).click();
    await staff.setViewportSize({ width: 1280, height: 900 });

    // A visitor in New York sees it in Next Upcoming Events (on the funeral home's clock, New York's in brackets) and in
    // the Events/Services tab.
    const visitor = await (await browser.newContext({ viewport: { width: 1280, height: 900 }, timezoneId: 'America/New_York' })).newPage();
    await visitor.goto(`${base()}${PUBLIC_PAGE}`);
    const column = visitor.getByRole('region', { name: 'Next Upcoming Events' });
    const card = column.getByRole('article', { name });
    await card.waitFor();
    await expect(card.getByText(/^3:00 PM – 4:00 PM P[SD]T$/).count()).resolves.toBe(1);
    await expect(card.getByText(/^\(6:00 PM – 7:00 PM E[SD]T your time\)$/).count()).resolves.toBe(1);
    await expect(card.getByRole('link', { name: /View on map/ }).getAttribute('href')).resolves.toBe(
      `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent('Garden of Peace, 1370 El Camino Real, Colma')}`,
    );
    // The demo funeral service: its live stream, and its pass code kept for the family.
    const service = column.getByRole('article', { name: 'Funeral Service' });
    await expect(service.getByRole('link', { name: /Watch the live stream/ }).getAttribute('href')).resolves.toBe(
      'https://livestream.example.com/eleanor-whitmore',
    );
    await expect(service.getByText('Please contact Family member').count()).resolves.toBe(1);
    await expectAccessible(visitor, 'memorial page with events');
    await shoot(visitor, 'memorial-events-column');
    await visitor.getByRole('tab', { name: 'Events/Services' }).click();
    await visitor.getByRole('region', { name: 'Past Events' }).getByRole('article', { name: 'Prayer Vigil' }).waitFor();
    await expectAccessible(visitor, 'Events/Services tab');
    await shoot(visitor, 'memorial-events-tab');

    // Add to calendar: an .ics with the event at its instant in UTC.
    const tabCard = visitor.getByRole('region', { name: 'Upcoming Events', exact: true }).getByRole('article', { name });
    const [download] = await Promise.all([
      visitor.waitForEvent('download'),
      tabCard.getByRole('link', { name: /Add to calendar/ }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^Graveside-Prayers-\d+\.ics$/);
    const ics = fs.readFileSync((await download.path())!, 'utf8').replace(/\r\n[ \t]/g, '');
    expect(ics).toMatch(/^BEGIN:VCALENDAR/);
    expect(ics).toContain(`SUMMARY:${name} for Mrs Eleanor Grace Whitmore`);
    expect(ics).toContain(`DTSTART:${icsStamp(zonedInstant(date, '15:00', ZONE))}`);
    expect(ics).toContain(`DTEND:${icsStamp(zonedInstant(date, '16:00', ZONE))}`);
    expect(ics).toContain('LOCATION:Garden of Peace\\, 1370 El Camino Real\\, Colma');

    // The family hides it from the family view of the website.
    const family = await newPage(browser, { width: 390, height: 844 });
    await signIn(family, '/', 'arranger@demo.test');
    await family.waitForURL(`${base()}/app`);
    await family.goto(`${base()}${PUBLIC_PAGE}`);
    await family.waitForURL(/\/app\/memories\//);
    await family.getByRole('tab', { name: 'Events/Services' }).click();
    const familyCard = family.getByRole('region', { name: 'Upcoming Events', exact: true }).getByRole('article', { name });
    await familyCard.waitFor();
    // The family sees the pass code.
    await family
      .getByRole('region', { name: 'Upcoming Events', exact: true })
      .getByRole('article', { name: 'Funeral Service' })
      .getByText('ROSES1941')
      .waitFor();
    await expectAccessible(family, 'family Events/Services with hide controls');
    await familyCard.getByRole('switch', { name: /Hide event/ }).click();
    await family.getByText('Event Hidden Successfully').waitFor();
    await familyCard.getByText('Hidden', { exact: true }).waitFor();
    await shoot(family, 'family-events-hidden');

    // The visitor no longer sees it, in the column or the tab.
    await visitor.reload();
    await column.getByRole('article', { name: 'Funeral Service' }).waitFor();
    await expect(column.getByRole('article', { name }).count()).resolves.toBe(0);
    await visitor.getByRole('tab', { name: 'Events/Services' }).click();
    await visitor.getByRole('region', { name: 'Upcoming Events', exact: true }).getByRole('article', { name: 'Visitation' }).waitFor();
    await expect(
      visitor.getByRole('region', { name: 'Upcoming Events', exact: true }).getByRole('article', { name }).count(),
    ).resolves.toBe(0);
    console.info(`events journey screenshots: ${SHOTS}`);
  }, 240_000);
});
