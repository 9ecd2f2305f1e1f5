// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { MapPoint } from '../../../../contract/map-search';
import { buildFilterPayload, EMPTY_SEARCH_FORM } from '../../../../core/search-form';
import { ok, stubApi } from '../../../testing/api-stub';
import { listingDetail } from '../../../testing/listing-fixtures';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { resetBrowser } from '../../../testing/reset-browser';
import { MapSearch } from './map-search';

afterEach(resetBrowser);

// jsdom lays nothing out: the map gets a size, so Leaflet fits the markers and places them
const sizes = { clientWidth: 800, clientHeight: 500 } as const;
beforeAll(() => {
  for (const [size, value] of Object.entries(sizes)) {
    Object.defineProperty(HTMLElement.prototype, size, { configurable: true, get: () => value });
  }
});
afterAll(() => {
  for (const size of Object.keys(sizes)) Reflect.deleteProperty(HTMLElement.prototype, size);
});

/** Four listings apart from one another around Payson, and five on one street (a cluster). */
const POINTS: MapPoint[] = [
  [101, 34.3, -111.45, 350_000],
  [102, 34.3, -111.2, 420_000],
  [103, 34.15, -111.45, 510_000],
  [104, 34.15, -111.2, null],
  ...[0, 1, 2, 3, 4].map((i): MapPoint => [200 + i, 34.225 + i * 0.0004, -111.325, 300_000 + i]),
];

function renderMap(points = POINTS) {
  stubApi({
    '/api/properties/map': ok({ total: points.length, truncated: false, points }),
    '/api/properties/101': ok(listingDetail(101, { city: 'Payson' })),
    '/api/properties/102': ok(listingDetail(102, { city: 'Payson' })),
  });
  const view = renderWithProviders(
    <>
      <MapSearch
        filters={buildFilterPayload({ ...EMPTY_SEARCH_FORM, city: 'Payson' })}
        tiles={undefined}
        photoSources={[]}
        returnTo="/?city=Payson&view=map"
        onSearchArea={() => undefined}
        onClearArea={() => undefined}
      />
      <a href="/property/101">The first listing of the list</a>
    </>,
  );
  const map = screen.getByRole('application');
  return { ...view, map };
}

/** Three condos at one address: no zoom of the map parts them. */
const CONDOS: MapPoint[] = [
  [101, 34.23, -111.32, 250_000],
  [102, 34.23, -111.32, 260_000],
  [103, 34.23, -111.32, null],
];

const markers = (map: HTMLElement) => [...map.querySelectorAll<HTMLElement>('[data-marker-key]')];
const tabStops = (map: HTMLElement) => markers(map).filter((m) => m.tabIndex === 0);
const focused = () => document.activeElement as HTMLElement;

async function drawn(map: HTMLElement) {
  await waitFor(() => expect(markers(map)).toHaveLength(5));
  return markers(map);
}

describe('the map search by keyboard (issue 45)', () => {
  it('makes the marker layer one tab stop, walked with the arrow keys, Home and End', async () => {
    const { map } = renderMap();
    const all = await drawn(map);
    expect(tabStops(map)).toHaveLength(1);
    // reading order: the top row (101 then 102), the cluster in the middle, then the bottom row
    const first = tabStops(map)[0]!;
    expect(first.dataset.listingId).toBe('101');
    expect(all.every((m) => m.getAttribute('role') === 'button')).toBe(true);
    expect(first.getAttribute('aria-describedby')).toBeTruthy();

    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowRight' });
    expect(focused().dataset.listingId).toBe('102');
    expect(tabStops(map)).toEqual([focused()]);
    fireEvent.keyDown(focused(), { key: 'ArrowRight' });
    expect(focused().dataset.testid).toBe('map-cluster');
    fireEvent.keyDown(focused(), { key: 'ArrowLeft' });
    expect(focused().dataset.listingId).toBe('102');
    // Down and Up go to the marker below and above (a sideways step counts double), not the
    // next in reading order (the cluster)
    fireEvent.keyDown(focused(), { key: 'ArrowDown' });
    expect(focused().dataset.listingId).toBe('104');
    fireEvent.keyDown(focused(), { key: 'ArrowUp' });
    expect(focused().dataset.listingId).toBe('102');
    fireEvent.keyDown(focused(), { key: 'End' });
    expect(focused().dataset.listingId).toBe('104');
    fireEvent.keyDown(focused(), { key: 'Home' });
    expect(focused().dataset.listingId).toBe('101');
    expect(tabStops(map)).toEqual([focused()]);
  });

  it('opens a price pin’s card with Enter, focused, and gives the focus back on Escape or Close', async () => {
    const { map } = renderMap();
    await drawn(map);
    const pin = tabStops(map)[0]!;
    pin.focus();
    fireEvent.keyDown(pin, { key: 'Enter' });
    const card = await screen.findByRole('dialog', { name: 'Selected listing' });
    expect(focused()).toBe(card);
    await within(card).findByText(/Listing courtesy of/);

    fireEvent.keyDown(focused(), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // the markers were drawn anew (the pin loses its 'selected' look): focus is on the new one
    expect(focused().dataset.listingId).toBe('101');
    expect(map.contains(focused())).toBe(true);
    expect(tabStops(map)).toEqual([focused()]);

    // Space opens too; the close button gives the focus back the same way
    fireEvent.keyDown(focused(), { key: 'ArrowRight' });
    fireEvent.keyDown(focused(), { key: ' ' });
    const second = await screen.findByRole('dialog', { name: 'Selected listing' });
    expect(focused()).toBe(second);
    fireEvent.click(within(second).getByRole('button', { name: 'Close the listing card' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(focused().dataset.listingId).toBe('102');
  });

  it('keeps the focus on the map after Enter zooms into a cluster', async () => {
    const { map } = renderMap();
    await drawn(map);
    const zoomBefore = Number(map.dataset.zoom);
    const cluster = map.querySelector<HTMLElement>('[data-testid="map-cluster"]')!;
    cluster.focus();
    fireEvent.keyDown(cluster, { key: 'Enter' });
    await waitFor(() => expect(Number(map.dataset.zoom)).toBeGreaterThan(zoomBefore));
    await waitFor(() => expect(cluster.isConnected).toBe(false));
    // one of the cluster's parts (the one nearest where it was) has the focus, not the body
    expect(focused()).not.toBe(document.body);
    expect(map.contains(focused())).toBe(true);
    expect(focused().dataset.markerKey).toBeTruthy();
    expect(['map-listing', 'map-cluster']).toContain(focused().dataset.testid);
    expect(tabStops(map)).toEqual([focused()]);
  });

  it('has a Skip map link before the map that goes to the list after it', async () => {
    const { map } = renderMap();
    await drawn(map);
    const skip = screen.getByRole('link', { name: 'Skip map' });
    // before every control of the map
    const section = screen.getByTestId('map-search');
    const firstControl = section.querySelector('a, button, [tabindex]');
    expect(firstControl).toBe(skip);
    fireEvent.click(skip);
    expect(focused()).toBe(screen.getByRole('link', { name: 'The first listing of the list' }));
  });

  it('lists the listings of a cluster no zoom can split, and returns the focus to it', async () => {
    const { map } = renderMap(CONDOS);
    await waitFor(() => expect(markers(map)).toHaveLength(1));
    const cluster = markers(map)[0]!;
    expect(cluster.getAttribute('aria-label')).toBe('3 listings here; list them');
    cluster.focus();
    fireEvent.keyDown(cluster, { key: 'Enter' });
    const list = await screen.findByRole('dialog', { name: 'Listings at this place' });
    expect(focused()).toBe(list);
    fireEvent.click(within(list).getByRole('button', { name: '$260K' }));
    const card = await screen.findByRole('dialog', { name: 'Selected listing' });
    expect(focused()).toBe(card);
    fireEvent.keyDown(card, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(focused().dataset.markerKey).toBe(cluster.dataset.markerKey);
  });
});
