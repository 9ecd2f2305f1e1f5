// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { ok, stubApi } from '../../../testing/api-stub';
import { listingSummary } from '../../../testing/listing-fixtures';
import { resetBrowser } from '../../../testing/reset-browser';
import { getPaysonProperties } from './get-payson-properties';
import { searchProperties } from './search-properties';

afterEach(() => resetBrowser());

const listings = [listingSummary(1), listingSummary(2)];

describe("the home page's fetchers", () => {
  it.each([
    ['search', () => searchProperties({ status: 'ACTIVE' }, 1)],
    ['Payson', () => getPaysonProperties()],
  ])('%s: reads a bare array reply as one page', async (_name, fetchList) => {
    stubApi({ 'GET /api/properties': ok(listings) });
    expect(await fetchList()).toEqual({ properties: listings, total: 2, page: 1, totalPages: 1 });
  });

  it.each([
    ['search', () => searchProperties({ status: 'ACTIVE' }, 1), 'Failed to fetch properties'],
    ['Payson', () => getPaysonProperties(), 'Failed to fetch Payson properties'],
  ])('%s: a failure reads "%s: {status} {statusText}"', async (_name, fetchList, failure) => {
    stubApi({
      'GET /api/properties': { status: 500, text: 'boom', statusText: 'Internal Server Error' },
    });
    await expect(fetchList()).rejects.toMatchObject({
      message: `${failure}: 500 Internal Server Error`,
    });
  });
});
