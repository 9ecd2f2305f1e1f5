// The public map tile host for journeys: the machine has no internet, so the tile host's
// addresses are answered by a stand-in in the page's own network layer.
import type { Page } from 'playwright-core';
import { MAP_TILE_ORIGIN } from '../../../src/core/map-tile-source';

/** A 1x1 PNG: what the stand-in answers for every tile. */
const STAND_IN_TILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** Tiles of the public host answered (`serve`), or failing as when the host is down (`fail`). */
export async function standInTileHost(page: Page, mode: 'serve' | 'fail' = 'serve') {
  await page.route(`${MAP_TILE_ORIGIN}/**`, (route) =>
    mode === 'serve'
      ? route.fulfill({ status: 200, contentType: 'image/png', body: STAND_IN_TILE })
      : route.fulfill({ status: 503, body: 'down' }),
  );
}
