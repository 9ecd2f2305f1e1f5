// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { GOOGLE_MAP_TILES, OPENSTREETMAP_TILES } from '../../../../core/map-tile-source';
import { ok, stubApi } from '../../../testing/api-stub';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { renderOnServer } from '../../../testing/render-on-server';
import { resetBrowser } from '../../../testing/reset-browser';
import { siteInfoFixture } from '../../../testing/site-info-fixture';
import { LocationMap } from './location-map';

afterEach(resetBrowser);

// jsdom lays nothing out: give the map a size, so Leaflet asks for the tiles of its view
const sizes = ['clientWidth', 'clientHeight'] as const;
beforeAll(() => {
  for (const size of sizes) {
    Object.defineProperty(HTMLElement.prototype, size, { configurable: true, get: () => 288 });
  }
});
afterAll(() => {
  for (const size of sizes) Reflect.deleteProperty(HTMLElement.prototype, size);
});

const LABEL = 'Map of the area around 402 W Ponderosa Ln, Payson, AZ 85541';

function renderMap(site = siteInfoFixture()) {
  stubApi({ '/api/site': ok(site) });
  return renderWithProviders(
    <LocationMap latitude={34.2309} longitude={-111.3251} label={LABEL} />,
  );
}

const tiles = (map: HTMLElement) => [...map.querySelectorAll<HTMLImageElement>('img.leaflet-tile')];

describe('the property page’s location map', () => {
  it('is an empty box of the map’s size in the server’s page (no Leaflet there)', () => {
    const html = renderOnServer(
      <LocationMap latitude={34.2309} longitude={-111.3251} label={LABEL} />,
      { url: '/property/42' },
    );
    expect(html).toContain('data-testid="location-map"');
    expect(html).toContain('h-64');
    expect(html).not.toContain('leaflet');
  });

  it('draws Leaflet at zoom 14 with OpenStreetMap’s tiles, a pin, attribution and a name', async () => {
    renderMap();
    const map = await screen.findByRole('region', { name: LABEL });
    expect(map.getAttribute('aria-roledescription')).toBe('map');
    expect(map.classList.contains('leaflet-container')).toBe(true);
    // focusable, for Leaflet's keyboard panning and zooming
    expect(map.getAttribute('tabindex')).toBe('0');
    await waitFor(() => expect(tiles(map).length).toBeGreaterThan(0));
    for (const tile of tiles(map)) {
      expect(tile.getAttribute('src')).toMatch(
        /^https:\/\/tile\.openstreetmap\.org\/14\/\d+\/\d+\.png$/,
      );
    }
    expect(map.querySelector('.ridgeline-pin svg')).not.toBeNull();
    const attribution = within(map).getByRole('link', {
      name: OPENSTREETMAP_TILES.attribution.text,
    });
    expect(attribution.getAttribute('href')).toBe(OPENSTREETMAP_TILES.attribution.url);
  });

  it('takes Google’s tiles through our path when site info says so', async () => {
    renderMap(siteInfoFixture({ mapTiles: GOOGLE_MAP_TILES }));
    const map = await screen.findByRole('region', { name: LABEL });
    await waitFor(() => expect(tiles(map).length).toBeGreaterThan(0));
    for (const tile of tiles(map)) {
      expect(tile.getAttribute('src')).toMatch(/^\/map-tiles\/14\/\d+\/\d+$/);
    }
    expect(within(map).getByRole('link', { name: 'Map data © Google' })).toBeTruthy();
  });

  it('zooms with the wheel only once the map was clicked or focused', async () => {
    renderMap();
    const map = await screen.findByRole('region', { name: LABEL });
    // Leaflet listens to the wheel only while its wheel zoom is on
    const wheelOn = () =>
      Object.entries(
        (map as unknown as { _leaflet_events?: Record<string, unknown> })._leaflet_events ?? {},
      ).some(([name, listener]) => name.startsWith('wheel') && listener != null);
    expect(wheelOn()).toBe(false);
    fireEvent.focus(map);
    await waitFor(() => expect(wheelOn()).toBe(true));
    fireEvent.blur(map);
    await waitFor(() => expect(wheelOn()).toBe(false));
  });

  it('says so when the tiles cannot load, keeping the map and its pin', async () => {
    renderMap();
    const box = screen.getByTestId('location-map');
    const map = await screen.findByRole('region', { name: LABEL });
    await waitFor(() => expect(tiles(map).length).toBeGreaterThanOrEqual(4));
    for (const tile of tiles(map)) fireEvent.error(tile);
    expect(await within(box).findByText('The map could not be loaded.')).toBeTruthy();
    expect(map.querySelector('.ridgeline-pin')).not.toBeNull();
  });
});
