import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { tileImageSource } from '../../web.js';
import { DEMO, OPI, startTestGateway, type TestGateway } from '../../test/gateway.js';
import { gqlData } from '../../test/expect.js';

/**
 * The Burial Location map's settings (issue 14 item 1): MAP_TILE_URL and its attribution and zoom, and
 * GRAVESITE_LOCATOR_HOST, read once at start and given to every visitor by the public query mapSettings.
 */
const SETTINGS = '{ mapSettings { tileUrl tileAttribution maxZoom gravesiteLocatorUrl } }';
const TILES = 'http://tiles.cemetery.lan:8080/{z}/{x}/{y}.png';

describe('configuration', () => {
  const problem = (env: Record<string, string>) => {
    try {
      loadConfig(env);
      return 'accepted';
    } catch (e) {
      return (e as Error).message;
    }
  };

  it.each([
    [
      { MAP_TILE_URL: 'tiles.example.org/{z}/{x}/{y}.png' },
      'Invalid configuration: MAP_TILE_URL must be an http:// or https:// URL template with {z}, {x} and {y}',
    ],
    [
      { MAP_TILE_URL: 'https://tiles.example.org/tile.png' },
      'Invalid configuration: MAP_TILE_URL must be an http:// or https:// URL template with {z}, {x} and {y}',
    ],
    [
      { MAP_TILE_URL: 'ftp://tiles.example.org/{z}/{x}/{y}.png' },
      'Invalid configuration: MAP_TILE_URL must be an http:// or https:// URL template with {z}, {x} and {y}',
    ],
    [{ MAP_TILE_MAX_ZOOM: 'deep' }, 'Invalid configuration: MAP_TILE_MAX_ZOOM must be a zoom level from 1 to 22'],
    [{ MAP_TILE_MAX_ZOOM: '30' }, 'Invalid configuration: MAP_TILE_MAX_ZOOM must be a zoom level from 1 to 22'],
    [
      { GRAVESITE_LOCATOR_HOST: 'cemetery.example.org' },
      'Invalid configuration: GRAVESITE_LOCATOR_HOST must be an http:// or https:// URL',
    ],
    [{ GRAVESITE_LOCATOR_HOST: 'javascript:alert(1)' }, 'Invalid configuration: GRAVESITE_LOCATOR_HOST must be an http:// or https:// URL'],
  ])('refuses %o in one line', (env, message) => {
    expect(problem(env)).toBe(message);
  });

  it('accepts a tile template with subdomains and a retina mark; nothing is configured by default', () => {
    expect(loadConfig({ MAP_TILE_URL: 'https://{s}.tiles.example.org/{z}/{x}/{y}{r}.png' }).MAP_TILE_URL).toBe(
      'https://{s}.tiles.example.org/{z}/{x}/{y}{r}.png',
    );
    const none = loadConfig({});
    expect([none.MAP_TILE_URL, none.MAP_TILE_ATTRIBUTION, none.GRAVESITE_LOCATOR_HOST, none.MAP_TILE_MAX_ZOOM]).toEqual([
      undefined,
      undefined,
      undefined,
      19,
    ]);
  });

  it('adds a plain-http tile server to the images the web app may load; https: is allowed already', () => {
    expect(tileImageSource(TILES)).toBe('http://tiles.cemetery.lan:8080');
    expect(tileImageSource('http://{s}.tiles.lan/{z}/{x}/{y}.png')).toBe('http://*.tiles.lan');
    expect(tileImageSource('https://tiles.example.org/{z}/{x}/{y}.png')).toBeNull();
    expect(tileImageSource(undefined)).toBeNull();
  });
});

describe('mapSettings', () => {
  let plain: TestGateway;
  let configured: TestGateway;
  beforeAll(async () => {
    [plain, configured] = await Promise.all([
      startTestGateway(),
      startTestGateway({
        env: {
          MAP_TILE_URL: TILES,
          MAP_TILE_ATTRIBUTION: '© Cemetery survey <2026>',
          MAP_TILE_MAX_ZOOM: '20',
          GRAVESITE_LOCATOR_HOST: 'https://cypresslawn.example.org/',
        },
      }),
    ]);
  });
  afterAll(() => Promise.all([plain?.stop(), configured?.stop()]));

  it('without configuration: no tiles (the outline on a plain background) and no gravesite locator, for visitors and every role', async () => {
    const tokens = [
      undefined,
      await plain.login(DEMO.arranger, 'arranger'),
      await plain.login(DEMO.admin, 'admin'),
      await plain.login(DEMO.staff, 'cl-arranger'),
    ];
    for (const token of tokens) {
      expect(gqlData(await plain.gql(SETTINGS, {}, token)).mapSettings).toEqual({
        tileUrl: null,
        tileAttribution: null,
        maxZoom: 19,
        gravesiteLocatorUrl: null,
      });
    }
  });

  it('configured: the tile template, its attribution and zoom, and the locator at {host}/map-tour, to a visitor', async () => {
    expect(gqlData(await configured.gql(SETTINGS)).mapSettings).toEqual({
      tileUrl: TILES,
      tileAttribution: '© Cemetery survey <2026>',
      maxZoom: 20,
      gravesiteLocatorUrl: 'https://cypresslawn.example.org/map-tour',
    });
  });

  it("lets the web app's page load the plain-http tiles (img-src), and only those", async () => {
    const imgSrc = async (gw: TestGateway) =>
      ((await fetch(`${gw.url}/obituaries/name/eleanor-whitmore-obituary/${OPI.eleanor}`)).headers.get('content-security-policy') ?? '')
        .split(';')
        .map((d) => d.trim())
        .find((d) => d.startsWith('img-src '));
    expect(await imgSrc(configured)).toBe("img-src 'self' data: blob: https: http://tiles.cemetery.lan:8080");
    expect(await imgSrc(plain)).toBe("img-src 'self' data: blob: https:");
  });
});
