import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { graphql, HttpResponse } from 'msw';
import { render, screen, waitFor, within } from '@testing-library/react';
import { server } from '../../../test/server';
import { GARDEN_POLYGON, memorialDecedent } from '../../../test/fixtures';
import { FakeWsClient } from '../../../test/fakeWs';
import { createApolloClient } from '../../../app/apollo';
import { AppProviders } from '../../../app/AppProviders';
import { BurialLocationDialog } from '../BurialLocationDialog';
import { outlinePolygons } from '../location';

const GARDEN = 'Cypress Lawn Memorial Park — Garden of Peace';
const ADDRESS = '1370 El Camino Real, Colma, CA 94014';
const TILES = 'https://tiles.cemetery.example/{z}/{x}/{y}.png';

type Location = ReturnType<typeof memorialDecedent>['cemeteryLocation'];

function location(over: Record<string, unknown> = {}) {
  return { ...(memorialDecedent().cemeteryLocation as NonNullable<Location>), ...over };
}

function settings(over: Record<string, unknown> = {}) {
  const asked: number[] = [];
  server.use(
    graphql.query('MapSettings', () => {
      asked.push(1);
      return HttpResponse.json({
        data: {
          mapSettings: { __typename: 'MapSettings', tileUrl: null, tileAttribution: null, maxZoom: 19, gravesiteLocatorUrl: null, ...over },
        },
      });
    }),
  );
  return asked;
}

function renderDialog(cemeteryLocation: unknown) {
  const client = createApolloClient({ wsClient: new FakeWsClient() });
  const decedent = { __typename: 'Decedent', id: 1, cemeteryLocation };
  return render(
    <AppProviders client={client} env="test">
      <BurialLocationDialog decedent={decedent as never} opened onClose={() => {}} />
    </AppProviders>,
  );
}

// jsdom lays nothing out: give the map's container the size a browser would, so Leaflet draws into it.
beforeEach(() => {
  const size = (px: number) =>
    function (this: HTMLElement) {
      return this.classList.contains('cemetery-map__canvas') ? px : 0;
    };
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(size(480));
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(size(300));
});
afterEach(() => vi.restoreAllMocks());

const dialog = () => screen.findByRole('dialog', { name: 'Burial Location' });

describe('the Burial Location dialog', () => {
  it('with an outline and no tile server: the outline and marker on a plain background, the address, Get Directions and the 360 view', async () => {
    settings();
    renderDialog(location());
    const box = await dialog();
    const map = await within(box).findByRole('region', { name: `Map of ${GARDEN}` });
    expect(map).toHaveAccessibleDescription(
      `The map shows the outline of ${GARDEN}, ${ADDRESS}, with a marker at the grave, on a plain background without streets. Use the arrow keys to move the map, and the plus and minus keys or the Zoom in and Zoom out buttons to zoom.`,
    );
    expect(map).toHaveAttribute('data-tiles', 'off');
    expect(map).toHaveClass('cemetery-map__canvas--plain');
    // The outline is an SVG path with a drawn shape, and the marker is there.
    await waitFor(() => expect(map.querySelector('svg path.cemetery-map__outline')?.getAttribute('d')).toMatch(/^M\d+ \d+L\d+ \d+L/));
    expect(map.querySelector('.cemetery-map__marker svg')).not.toBeNull();
    // No tiles, no attribution: nothing is asked of a tile server.
    expect(map.querySelectorAll('img')).toHaveLength(0);
    expect(map.querySelector('.leaflet-control-attribution')).toBeNull();
    // Zoom controls are buttons with names, reachable by Tab (links with an href), and the map itself takes focus.
    expect(within(map).getByRole('button', { name: 'Zoom in' })).toHaveAttribute('href');
    expect(within(map).getByRole('button', { name: 'Zoom out' })).toHaveAttribute('href');
    expect(map).toHaveAttribute('tabindex', '0');

    expect(within(box).getByText(GARDEN)).toBeInTheDocument();
    expect(within(box).getByText(ADDRESS).tagName).toBe('ADDRESS');
    expect(within(box).getByRole('link', { name: 'Get Directions (opens in a new tab)' })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/dir/?api=1&destination=37.6759,-122.4556',
    );
    expect(within(box).getByRole('link', { name: 'Ground-Level Cemetery 360 View (opens in a new tab)' })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/@?api=1&map_action=pano&viewpoint=37.6759,-122.4556',
    );
    expect(within(box).queryByRole('link', { name: /Gravesite Locator/ })).toBeNull();
  });

  it('with a tile server: the tiles from its template under the outline, its attribution as text, and the gravesite locator at {host}/map-tour', async () => {
    settings({
      tileUrl: TILES,
      tileAttribution: '© Survey <b>2026</b>',
      maxZoom: 20,
      gravesiteLocatorUrl: 'https://cypresslawn.example.org/map-tour',
    });
    renderDialog(location());
    const box = await dialog();
    const map = await within(box).findByRole('region', { name: `Map of ${GARDEN}` });
    expect(map).toHaveAttribute('data-tiles', 'on');
    expect(map).not.toHaveClass('cemetery-map__canvas--plain');
    expect(map).toHaveAccessibleDescription(
      expect.stringMatching(new RegExp(`^The map shows the outline of ${GARDEN}, ${ADDRESS}, with a marker at the grave\\. Use`)),
    );
    await waitFor(() => expect(map.querySelectorAll('img.leaflet-tile').length).toBeGreaterThan(0));
    for (const tile of map.querySelectorAll('img.leaflet-tile'))
      expect(tile.getAttribute('src')).toMatch(/^https:\/\/tiles\.cemetery\.example\/1[6-9]\/\d+\/\d+\.png$/);
    expect(map.querySelector('svg path.cemetery-map__outline')).not.toBeNull();
    // The attribution is shown as written, never as markup.
    expect(map.querySelector('.leaflet-control-attribution')?.textContent).toBe('© Survey <b>2026</b>');
    expect(map.querySelector('.leaflet-control-attribution b')).toBeNull();
    expect(within(box).getByRole('link', { name: 'Gravesite Locator (opens in a new tab)' })).toHaveAttribute(
      'href',
      'https://cypresslawn.example.org/map-tour',
    );
    expect(within(box).getByRole('link', { name: /^Ground-Level Cemetery 360 View/ })).toBeInTheDocument();
  });

  it('without an outline and no tile server: no map and no 360 view, the address and Get Directions still', async () => {
    const asked = settings();
    renderDialog(location({ propertyName: 'Hillside Lawn, Section 12', geoJson: null, latitude: 37.6721, longitude: -122.4502 }));
    const box = await dialog();
    await waitFor(() => expect(asked).toHaveLength(1));
    expect(await within(box).findByRole('link', { name: 'Get Directions (opens in a new tab)' })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/dir/?api=1&destination=37.6721,-122.4502',
    );
    expect(within(box).getByText('Hillside Lawn, Section 12')).toBeInTheDocument();
    await waitFor(() => expect(box.querySelector('.mantine-Skeleton-root')).toBeNull());
    expect(within(box).queryByRole('region')).toBeNull();
    expect(box.querySelector('.leaflet-container')).toBeNull();
    expect(within(box).queryByRole('link', { name: /360 View/ })).toBeNull();
  });

  it('without an outline but with tiles: the marker on the map, said so, and still no 360 view', async () => {
    settings({ tileUrl: TILES });
    renderDialog(location({ propertyName: 'Hillside Lawn, Section 12', geoJson: null, latitude: 37.6721, longitude: -122.4502 }));
    const box = await dialog();
    const map = await within(box).findByRole('region', { name: 'Map of Hillside Lawn, Section 12' });
    expect(map).toHaveAccessibleDescription(
      expect.stringMatching(/^The map shows a marker at Hillside Lawn, Section 12, 1370 El Camino Real, Colma, CA 94014\. Use/),
    );
    await waitFor(() => expect(map.querySelectorAll('img.leaflet-tile').length).toBeGreaterThan(0));
    expect(map.querySelector('path.cemetery-map__outline')).toBeNull();
    expect(map.querySelector('.cemetery-map__marker')).not.toBeNull();
    expect(within(box).queryByRole('link', { name: /360 View/ })).toBeNull();
  });

  it('a MultiPolygon outline draws every part; the settings failing leaves the map on its plain background', async () => {
    server.use(graphql.query('MapSettings', () => HttpResponse.json({ data: null, errors: [{ message: 'Oops! Something went wrong.' }] })));
    const west = [
      [
        [-122.4563, 37.6763],
        [-122.4558, 37.6763],
        [-122.4558, 37.6758],
        [-122.4563, 37.6763],
      ],
    ];
    const east = [
      [
        [-122.455, 37.6763],
        [-122.4545, 37.6763],
        [-122.4545, 37.6758],
        [-122.455, 37.6763],
      ],
    ];
    renderDialog(location({ geoJson: { __typename: 'GeoJsonGeometry', type: 'MultiPolygon', coordinates: [west, east] } }));
    const map = await within(await dialog()).findByRole('region', { name: `Map of ${GARDEN}` });
    expect(map).toHaveAttribute('data-tiles', 'off');
    // Leaflet draws a multi-polygon as one path of two closed rings.
    await waitFor(() => expect(map.querySelector('path.cemetery-map__outline')?.getAttribute('d')?.match(/z/g)).toHaveLength(2));
  });
});

describe('outlinePolygons', () => {
  it('turns GeoJSON [longitude, latitude] rings into Leaflet [latitude, longitude] polygons', () => {
    expect(outlinePolygons({ geoJson: GARDEN_POLYGON })).toEqual([
      [
        [
          [37.6763, -122.4563],
          [37.6765, -122.4551],
          [37.6757, -122.4548],
          [37.6754, -122.456],
          [37.6763, -122.4563],
        ],
      ],
    ]);
  });
  it.each([
    ['no outline', null],
    ['a point', { type: 'Point', coordinates: [-122.45, 37.67] }],
    [
      'an open ring of three positions',
      {
        type: 'Polygon',
        coordinates: [
          [
            [-122.45, 37.67],
            [-122.44, 37.67],
            [-122.45, 37.67],
          ],
        ],
      },
    ],
    [
      'a position out of range',
      {
        type: 'Polygon',
        coordinates: [
          [
            [-222.45, 37.67],
            [-122.44, 37.67],
            [-122.44, 37.68],
            [-222.45, 37.67],
          ],
        ],
      },
    ],
    [
      'text where numbers belong',
      {
        type: 'MultiPolygon',
        coordinates: [
          [
            [
              ['a', 'b'],
              [1, 2],
              [3, 4],
              [1, 2],
            ],
          ],
        ],
      },
    ],
    ['an empty MultiPolygon', { type: 'MultiPolygon', coordinates: [] }],
  ])('draws nothing for %s', (_, geoJson) => {
    expect(outlinePolygons({ geoJson })).toBeNull();
  });
});
