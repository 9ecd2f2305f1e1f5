// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { ok, stubApi, type Reply } from '../../../testing/api-stub';
import { listingSummary } from '../../../testing/listing-fixtures';
import { resetBrowser } from '../../../testing/reset-browser';
import { fetchPropertyList, LISTING_FETCH_FAILURES } from './property-list';

afterEach(() => resetBrowser());

const listings = [listingSummary(1), listingSummary(2), listingSummary(3)];
const stubList = (reply: Reply) => stubApi({ 'GET /api/properties': reply });
const fetchList = () =>
  fetchPropertyList('/api/properties?page=1', LISTING_FETCH_FAILURES.properties);

describe('fetchPropertyList', () => {
  it('reads a bare array reply as one page', async () => {
    stubList(ok(listings));
    expect(await fetchList()).toEqual({ properties: listings, total: 3, page: 1, totalPages: 1 });
  });

  it('reads the page object as it is', async () => {
    stubList(ok({ properties: listings.slice(0, 1), total: 30, page: 2, totalPages: 2 }));
    expect(await fetchList()).toMatchObject({ total: 30, page: 2, totalPages: 2 });
  });

  it('uses the messages of the error catalogue', () => {
    expect(LISTING_FETCH_FAILURES).toEqual({
      properties: 'properties.fetchFailed',
      payson: 'properties.paysonFetchFailed',
    });
  });

  it("says '{failure}: {status} {statusText}', keeping the status and the server's body", async () => {
    stubList({ status: 503, text: 'down', statusText: 'Service Unavailable' });
    await expect(fetchList()).rejects.toMatchObject({
      status: 503,
      message: 'Failed to fetch properties: 503 Service Unavailable',
    });
    stubApi({
      'GET /api/properties': {
        status: 400,
        body: { code: 'VALIDATION_FAILED', message: 'Bad page' },
      },
    });
    await expect(
      fetchPropertyList('/api/properties?page=0', LISTING_FETCH_FAILURES.payson),
    ).rejects.toMatchObject({
      status: 400,
      // a reply without a status text ends at the status
      message: 'Failed to fetch Payson properties: 400',
      body: { message: 'Bad page' },
    });
  });
});
