import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { expectAccessible } from './axe';
import { gql, launchBrowser, newPage, offSiteRequests } from './browser';
import { focused, tabTo } from './keyboard';

// The Burial Location map (issue 14 item 1) in a real browser against the real gateway, which runs without
// MAP_TILE_URL: the cemetery outline is drawn on a plain background and the browser asks no other host anything.
const base = () => `${inject('baseUrl')}/obituaries`;
const ELEANOR_PAGE = '/name/eleanor-whitmore-obituary/CS-1000-0001';
const THOMAS_PAGE = '/name/thomas-whitmore-obituary/CS-0998-0417';
const GARDEN = 'Cypress Lawn Memorial Park — Garden of Peace';
const SHOTS = process.env['SCREENSHOT_DIR'] ?? fs.mkdtempSync(path.join(os.tmpdir(), 'memorial-e2e-map-'));

/** As staff through GraphQL: Thomas's grave in the demo's section without an outline (another journey moves it). */
async function thomasWithoutOutline() {
  const { login } = await gql<{ login: { token: string } }>(
    'mutation ($role: Role!, $email: String!, $password: String!) { login(role: $role, email: $email, password: $password) { token } }',
    { role: 'admin', email: 'admin@demo.test', password: 'memorial-demo' },
  );
  const { cemeteryProperties } = await gql<{ cemeteryProperties: Array<{ id: number; propertyName: string; geoJson: unknown }> }>(
    '{ cemeteryProperties { id propertyName geoJson { type } } }',
    {},
    login.token,
  );
  const hillside = cemeteryProperties.find((p) => p.propertyName === 'Hillside Lawn, Section 12');
  expect(hillside?.geoJson).toBeNull();
  await gql(
    'mutation ($opi: String!, $id: Int!) { setCemeteryLocation(opi: $opi, location: { cemeteryLocationId: $id }) { message } }',
    { opi: 'CS-0998-0417', id: hillside!.id },
    login.token,
  );
}

let browser: Browser;
beforeAll(async () => {
  await thomasWithoutOutline();
  browser = await launchBrowser();
  fs.mkdirSync(SHOTS, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
});

/** The outline as the browser drew it: an SVG path with a real size on screen. */
/** The outline once Leaflet's zoom animation is over (its map pane has the class leaflet-zoom-anim while it runs). */
async function settledOutlineBox(dialog: Locator) {
  await expect.poll(() => dialog.locator('.leaflet-zoom-anim').count(), { timeout: 5000 }).toBe(0);
  return outlineBox(dialog);
}

async function outlineBox(dialog: Locator) {
  const outline = dialog.locator('svg path.cemetery-map__outline');
  await outline.waitFor();
  expect(await outline.getAttribute('d')).toMatch(/^M[\d.-]+ [\d.-]+L/);
  const box = await outline.boundingBox();
  expect(box).not.toBeNull();
  return box!;
}

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`) });
}

describe('the Burial Location map, without a tile server', () => {
  it('at 1280 px a visitor opens the Burial Location and sees the outline and the marker beside the address, and uses it by keyboard', async () => {
    const page = await newPage(browser);
    await page.goto(`${base()}${ELEANOR_PAGE}`);
    await page.getByRole('heading', { level: 1, name: 'Eleanor Grace Whitmore' }).waitFor();
    const offSite = offSiteRequests(page);
    // Leaflet comes with the map's own chunk, asked for only once the dialog opens.
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    const mapChunk = () => scripts.filter((p) => /\/assets\/CemeteryMap-[\w-]+\.js$/.test(p));
    expect(await page.evaluate(() => performance.getEntriesByType('resource').some((e) => /\/CemeteryMap-/.test(e.name)))).toBe(false);
    const open = page.getByRole('navigation', { name: 'Memorial actions' }).getByRole('button', { name: 'Burial Location' });
    await open.click();

    const dialog = page.getByRole('dialog', { name: 'Burial Location' });
    const map = dialog.getByRole('region', { name: `Map of ${GARDEN}` });
    await map.waitFor();
    // The text alternative: where it is, and that the outline is shown.
    await expect(map.getAttribute('aria-describedby').then((id) => page.locator(`[id="${id}"]`).textContent())).resolves.toMatch(
      new RegExp(
        `^The map shows the outline of ${GARDEN}, 1370 El Camino Real, Colma, CA 94014, with a marker at the grave, on a plain background`,
      ),
    );
    const box = await settledOutlineBox(dialog);
    expect(box.width).toBeGreaterThan(40);
    expect(box.height).toBeGreaterThan(40);
    // Fitted inside the map.
    const frame = (await map.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(frame.x);
    expect(box.x + box.width).toBeLessThanOrEqual(frame.x + frame.width + 1);
    await dialog.locator('.cemetery-map__marker svg').waitFor();
    expect(mapChunk()).toHaveLength(1);
    expect(await map.getAttribute('data-tiles')).toBe('off');
    expect(await dialog.locator('img.leaflet-tile').count()).toBe(0);
    // The address, Get Directions and the 360 view (the outline exists) beside the map.
    await dialog.locator('address').waitFor();
    expect(await dialog.getByRole('link', { name: /^Get Directions/ }).getAttribute('href')).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=37.6759,-122.4556',
    );
    await dialog.getByRole('link', { name: /^Ground-Level Cemetery 360 View/ }).waitFor();
    // No GRAVESITE_LOCATOR_HOST here: no gravesite locator link.
    expect(await dialog.getByRole('link', { name: /Gravesite Locator/ }).count()).toBe(0);
    const mapBox = (await map.boundingBox())!;
    const address = (await dialog.locator('address').boundingBox())!;
    expect(address.x).toBeGreaterThanOrEqual(mapBox.x + mapBox.width); // beside, not below, at this width
    await shoot(page, 'burial-map-1280');
    await expectAccessible(page, 'burial location map');

    // Keyboard: the map takes focus (arrows pan, + zooms), the zoom buttons are reached with Tab and work with Enter,
    // and focus never leaves the dialog.
    // Axe's passes at 390 and 320 px resized the map, which frames the outline again at each width: the zoom is
    // measured from where that left it, once the framing has settled (the same size twice, 250 ms apart).
    let last = NaN;
    await expect
      .poll(
        async () => {
          const width = (await settledOutlineBox(dialog)).width;
          const settled = Math.abs(width - last) < 0.5;
          last = width;
          return settled;
        },
        { timeout: 5000, interval: 250 },
      )
      .toBe(true);
    const fitted = await outlineBox(dialog);
    await tabTo(page, map);
    await page.keyboard.press('Equal');
    await expect.poll(async () => (await outlineBox(dialog)).width, { timeout: 5000 }).toBeGreaterThan(fitted.width * 1.2);
    const zoomed = await settledOutlineBox(dialog);
    const zoomOut = dialog.getByRole('button', { name: 'Zoom out' });
    await tabTo(page, zoomOut, { max: 5 });
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await outlineBox(dialog)).width, { timeout: 5000 }).toBeLessThan(zoomed.width * 0.8);
    const out = await settledOutlineBox(dialog);
    const zoomIn = dialog.getByRole('button', { name: 'Zoom in' });
    await tabTo(page, zoomIn, { back: true, max: 3 });
    await page.keyboard.press('Space');
    await expect.poll(async () => (await outlineBox(dialog)).width, { timeout: 5000 }).toBeGreaterThan(out.width * 1.2);
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]')), `focus on ${await focused(page)}`).toBe(true);
    }
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(offSite).toEqual([]);
    await page.context().close();
  });

  it('at 390 px the map sits above the address, the outline is drawn, and the dialog is accessible', async () => {
    const page = await newPage(browser, { width: 390, height: 844 });
    await page.goto(`${base()}${ELEANOR_PAGE}`);
    await page.getByRole('heading', { level: 1, name: 'Eleanor Grace Whitmore' }).waitFor();
    const offSite = offSiteRequests(page);
    await page.getByRole('button', { name: 'More', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Burial Location' }).click();
    const dialog = page.getByRole('dialog', { name: 'Burial Location' });
    const map = dialog.getByRole('region', { name: `Map of ${GARDEN}` });
    await map.waitFor();
    const box = await outlineBox(dialog);
    expect(box.width).toBeGreaterThan(30);
    expect(box.height).toBeGreaterThan(30);
    const mapBox = (await map.boundingBox())!;
    expect(mapBox.width).toBeLessThanOrEqual(390);
    const address = (await dialog.locator('address').boundingBox())!;
    expect(address.y).toBeGreaterThanOrEqual(mapBox.y + mapBox.height);
    await shoot(page, 'burial-map-390');
    await expectAccessible(page, 'burial location map on a phone');
    expect(offSite).toEqual([]);
    await page.context().close();
  });

  it('a cemetery without an outline: the address and Get Directions, no map (no tiles to put a marker on) and no 360 view', async () => {
    const page = await newPage(browser);
    await page.goto(`${base()}${THOMAS_PAGE}`);
    await page.getByRole('heading', { level: 1, name: 'Thomas Edward Whitmore' }).waitFor();
    const actions = page.getByRole('navigation', { name: 'Memorial actions' });
    expect(await actions.getByRole('link', { name: /Ground-Level Cemetery 360 View/ }).count()).toBe(0);
    await actions.getByRole('button', { name: 'Burial Location' }).click();
    const dialog = page.getByRole('dialog', { name: 'Burial Location' });
    await dialog.getByText('Hillside Lawn, Section 12').waitFor();
    await dialog.getByRole('link', { name: /^Get Directions/ }).waitFor();
    expect(await dialog.getByRole('region').count()).toBe(0);
    expect(await dialog.locator('.leaflet-container').count()).toBe(0);
    expect(await dialog.getByRole('link', { name: /360 View/ }).count()).toBe(0);
    await shoot(page, 'burial-no-outline-1280');
    await expectAccessible(page, 'burial location without an outline');
    await page.context().close();
  });
});

// ---- With a tile server: a tiny one on this machine, and a second gateway configured to use it. ----

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

interface TileServer {
  url: string;
  asked: Array<{ z: number; x: number; y: number }>;
  stop(): Promise<void>;
}

/** Serves a plain 256 px SVG tile for /{z}/{x}/{y}.svg, and a 404 for one tile in three (a server with gaps). */
async function startTileServer(): Promise<TileServer> {
  const asked: TileServer['asked'] = [];
  const server = http.createServer((req, res) => {
    const m = /^\/(\d+)\/(\d+)\/(\d+)\.svg$/.exec(req.url ?? '');
    if (!m) return void res.writeHead(404).end();
    const [z, x, y] = [Number(m[1]), Number(m[2]), Number(m[3])];
    asked.push({ z, x, y });
    if ((x + y) % 3 === 0) return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'image/svg+xml', 'cache-control': 'no-store' });
    res.end(
      `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256"><rect width="256" height="256" fill="#e4ecdc"/><path d="M0 128H256M128 0V256" stroke="#c9d6bd" stroke-width="6"/><text x="8" y="20" font-size="12" fill="#7a8a70">${z}/${x}/${y}</text></svg>`,
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return { url: `http://127.0.0.1:${port}`, asked, stop: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** The gateway global-setup built, started again on its own data with the map settings in its environment. */
async function startGateway(extra: Record<string, string>): Promise<{ baseUrl: string; stop(): Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'memorial-e2e-map-gw-'));
  fs.chmodSync(dataDir, 0o755);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(await freePort()),
    EMBEDDED_PG_PORT: String(await freePort()),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    SEED_DEMO: 'true',
    ...extra,
  };
  delete env['DATABASE_URL'];
  delete env['PUBLIC_URL'];
  const child: ChildProcess = spawn(process.execPath, [path.join(ROOT, 'gateway/dist/main.js')], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const baseUrl = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /running at (http:\/\/\S+?)\/obituaries\//.exec(out);
      if (match) resolve(match[1]!);
    });
    child.on('exit', (code) => reject(new Error(`gateway exited with ${code}:\n${out}`)));
  });
  return {
    baseUrl,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

describe('the Burial Location map, with a tile server on this machine', () => {
  let tiles: TileServer;
  let gateway: { baseUrl: string; stop(): Promise<void> } | undefined;
  beforeAll(async () => {
    tiles = await startTileServer();
    gateway = await startGateway({
      MAP_TILE_URL: `${tiles.url}/{z}/{x}/{y}.svg`,
      MAP_TILE_ATTRIBUTION: '© Cemetery survey',
      GRAVESITE_LOCATOR_HOST: 'https://cypresslawn.example.org',
    });
  });
  afterAll(async () => {
    await gateway?.stop();
    await tiles?.stop();
  });

  it('draws the outline over the tiles (a missing tile left blank, never broken), credits them, and links the gravesite locator', async () => {
    const page = await newPage(browser);
    const origins = new Set<string>();
    page.on('request', (r) => {
      if (!r.url().startsWith('data:')) origins.add(new URL(r.url()).origin);
    });
    await page.goto(`${gateway!.baseUrl}/obituaries${ELEANOR_PAGE}`);
    await page.getByRole('heading', { level: 1, name: 'Eleanor Grace Whitmore' }).waitFor();
    await page.getByRole('navigation', { name: 'Memorial actions' }).getByRole('button', { name: 'Burial Location' }).click();
    const dialog = page.getByRole('dialog', { name: 'Burial Location' });
    const map = dialog.getByRole('region', { name: `Map of ${GARDEN}` });
    await map.waitFor();
    expect(await map.getAttribute('data-tiles')).toBe('on');
    const box = await outlineBox(dialog);
    expect(box.width).toBeGreaterThan(40);
    // The page's CSP lets the plain-http tiles in; the ones the server had load, the others become a blank image.
    await expect.poll(() => dialog.locator('img.leaflet-tile-loaded').count(), { timeout: 10_000 }).toBeGreaterThan(2);
    const loaded = await dialog
      .locator('img.leaflet-tile-loaded')
      .evaluateAll((imgs) => imgs.map((i) => [(i as HTMLImageElement).src, (i as HTMLImageElement).naturalWidth] as const));
    for (const [src, width] of loaded) {
      if (src.startsWith('data:')) expect(width).toBe(1);
      else expect([src.startsWith(tiles.url), width]).toEqual([true, 256]);
    }
    expect(loaded.some(([src]) => src.startsWith('data:image/gif'))).toBe(true);
    expect(tiles.asked.every((t) => t.z >= 16 && t.z <= 19)).toBe(true);
    await dialog.locator('.leaflet-control-attribution').getByText('© Cemetery survey').waitFor();
    expect(await dialog.getByRole('link', { name: /^Gravesite Locator/ }).getAttribute('href')).toBe(
      'https://cypresslawn.example.org/map-tour',
    );
    await page.screenshot({ path: path.join(SHOTS, 'burial-map-tiles-1280.png') });
    await expectAccessible(page, 'burial location map with tiles');
    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(async () => (await outlineBox(dialog)).width).toBeGreaterThan(30);
    await page.screenshot({ path: path.join(SHOTS, 'burial-map-tiles-390.png') });
    // Only this gateway and the tile server on this machine were asked anything.
    expect([...origins].sort()).toEqual([new URL(gateway!.baseUrl).origin, tiles.url].sort());
    await page.context().close();
  });
});
