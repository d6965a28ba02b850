import { chromium, type Browser, type Page } from 'playwright-core';
import { expect, inject } from 'vitest';

/** Debian's Chromium, headless, as root, with no calls home. */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
}

/** Every request the page makes from now on that leaves the portal (data: and blob: stay in the page). */
export function offSiteRequests(page: Page): string[] {
  const origin = new URL(inject('baseUrl')).origin;
  const seen: string[] = [];
  page.on('request', (r) => {
    const url = r.url();
    if (!url.startsWith('data:') && !url.startsWith('blob:') && new URL(url).origin !== origin) seen.push(url);
  });
  return seen;
}

export async function newPage(browser: Browser, viewport = { width: 1280, height: 900 }): Promise<Page> {
  const context = await browser.newContext({ viewport });
  return context.newPage();
}

/**
 * Signs in with a demo account (the demo password) through the login dialog the page at `door` opens, e.g. '/app'
 * or '/administrator'; when `landing` is given, waits for it (a path under /obituaries, or a pattern of the URL).
 */
export async function signIn(page: Page, door: string, email: string, landing?: string | RegExp): Promise<void> {
  const base = `${inject('baseUrl')}/obituaries`;
  await page.goto(`${base}${door}`);
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Email').fill(email);
  await dialog.locator('input[name="password"]').fill('memorial-demo');
  await dialog.getByRole('button', { name: 'Login', exact: true }).click();
  if (landing !== undefined) await page.waitForURL(typeof landing === 'string' ? `${base}${landing}` : landing);
}

/** As staff through GraphQL: the obituary of `opi` unlocked (another journey locks it), so the family may write. */
export async function unlockObituary(opi: string): Promise<void> {
  const gql = async <T>(query: string, variables: Record<string, unknown>, token?: string): Promise<T> => {
    const res = await fetch(`${inject('baseUrl')}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await res.json()) as { data?: T; errors?: unknown[] };
    if (body.errors) throw new Error(JSON.stringify(body.errors));
    return body.data as T;
  };
  const { login } = await gql<{ login: { token: string } }>(
    'mutation ($role: Role!, $email: String!, $password: String!) { login(role: $role, email: $email, password: $password) { token } }',
    { role: 'admin', email: 'admin@demo.test', password: 'memorial-demo' },
  );
  await gql('mutation ($opi: String!) { setObituaryLock(opi: $opi, locked: false) { obituaryIsLocked } }', { opi }, login.token);
}

/** The page's own session token (the app keeps it in session storage). */
export const tokenOf = (page: Page) => page.evaluate(() => sessionStorage.getItem('token') ?? localStorage.getItem('token'));

/** A GraphQL call as a client makes it, for a journey's setup and checks: an error in the answer fails the journey. */
export async function gql<T>(query: string, variables: Record<string, unknown> = {}, token?: string | null): Promise<T> {
  const res = await fetch(`${inject('baseUrl')}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as { data?: T; errors?: unknown };
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data as T;
}

/** Nothing wider than the screen (longer words, as in Spanish, must wrap). The failure names what sticks out. */
export async function expectNoSidewaysScroll(page: Page, screen: string) {
  const outside = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth <= width) return [];
    return [...document.querySelectorAll('body *')]
      .filter((el) => el.getBoundingClientRect().right > width + 0.5 && el.getClientRects().length > 0)
      .slice(-5)
      .map(
        (el) =>
          `${el.tagName.toLowerCase()}.${[...el.classList].join('.')} "${(el.textContent ?? '').trim().slice(0, 40)}" right=${Math.round(el.getBoundingClientRect().right)}`,
      );
  });
  expect(outside, `${screen}: wider than the screen`).toEqual([]);
}
