// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ShowingRoute } from '../../../../contract/showings';
import { DRIVE_ESTIMATE_NOTE } from '../../../../core/showing-route';
import { listingSummary } from '../../../testing/listing-fixtures';
import { SHOWINGS_TEXT as TEXT } from '../showings-text';
import { Itinerary } from './itinerary';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { siteInfoClient } from '../../../testing/site-info-client';

const stop = (id: number, fields: Partial<ShowingRoute['stops'][number]>) => ({
  id,
  located: true,
  latitude: 34.2 + id / 100,
  longitude: -111.3,
  legMiles: null,
  legMinutes: null,
  arriveOffset: null,
  leaveOffset: null,
  arriveAt: null,
  leaveAt: null,
  property: listingSummary(id),
  ...fields,
});

// 9:00 AM in Arizona is 16:00 UTC (no daylight saving time)
const ROUTE: ShowingRoute = {
  id: 5,
  name: 'Saturday tour',
  clientName: 'Ana Garcia',
  propertyIds: [2, 1, 3],
  timeAtEachProperty: 30,
  startsAt: '2026-11-28T16:00:00.000Z',
  endsAt: '2026-11-28T17:05:00.000Z',
  ordering: 'optimized',
  stops: [
    stop(1, {
      arriveOffset: 0,
      leaveOffset: 30,
      arriveAt: '2026-11-28T16:00:00.000Z',
      leaveAt: '2026-11-28T16:30:00.000Z',
    }),
    stop(2, {
      property: listingSummary(2, { price: null }),
      legMiles: 1.2,
      legMinutes: 5,
      arriveOffset: 35,
      leaveOffset: 65,
      arriveAt: '2026-11-28T16:35:00.000Z',
      leaveAt: '2026-11-28T17:05:00.000Z',
    }),
    stop(3, {
      located: false,
      latitude: null,
      longitude: null,
      property: listingSummary(3, { isAuction: true, price: 250_000 }),
    }),
  ],
  totalMiles: 1.2,
  driveMinutes: 5,
  totalMinutes: 65,
  pickedOrderMiles: 3.4,
  createdAt: '2026-11-27T10:00:00.000Z',
  updatedAt: '2026-11-27T10:00:00.000Z',
};

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('Itinerary', () => {
  it('lists the stops in driving order with their times, legs, links and the totals', async () => {
    renderWithProviders(<Itinerary route={ROUTE} />, { client: siteInfoClient() });
    const stops = screen.getAllByTestId('showing-stop');
    expect(stops.map((li) => li.dataset.stopId)).toEqual(['1', '2', '3']);
    expect(
      within(stops[0]!).getByRole('link', { name: '1 W Ponderosa Ln' }).getAttribute('href'),
    ).toBe('/property/1');
    expect(within(stops[0]!).getByTestId('visit-window').textContent).toBe('9:00 AM – 9:30 AM');
    expect(within(stops[1]!).getByTestId('visit-window').textContent).toBe('9:35 AM – 10:05 AM');
    expect(within(stops[1]!).getByText(TEXT.leg(1.2, 5))).toBeTruthy();
    expect(within(stops[2]!).getByText(TEXT.noLocation)).toBeTruthy();
    expect(screen.getByTestId('route-total').textContent).toContain(
      '3 stops · 1.2 mi · 5 min driving · 1 h 5 min in all',
    );
    expect(screen.getByText(TEXT.saves(2.2))).toBeTruthy();
    expect(screen.getByText(DRIVE_ESTIMATE_NOTE)).toBeTruthy();
    // the street map (Leaflet, loaded after the itinerary): the two located stops, numbered
    const map = screen.getByRole('region', { name: `${TEXT.mapTitle}: 1, 2` });
    await waitFor(() => expect(map.querySelectorAll('.leaflet-marker-icon')).toHaveLength(2));
    expect([...map.querySelectorAll('.leaflet-marker-icon')].map((m) => m.textContent)).toEqual([
      '1',
      '2',
    ]);
  });

  it('says on paper the day and times, the client, the agent and each stop’s price', () => {
    renderWithProviders(<Itinerary route={ROUTE} />, { client: siteInfoClient() });
    const details = screen.getByTestId('itinerary-details');
    const rows = [...details.querySelectorAll('dt')].map(
      (dt) => `${dt.textContent}: ${dt.nextElementSibling?.textContent}`,
    );
    expect(rows).toEqual([
      `${TEXT.date}: Saturday, November 28, 2026, 9:00 AM – 10:05 AM`,
      `${TEXT.client}: Ana Garcia`,
      // the site info's agent (siteInfoFixture), for the client's copy only
      `${TEXT.agent}: Sam Ridge, Ridgeline Team · (928) 555-0100`,
    ]);
    const agent = within(details).getByText(TEXT.agent).parentElement!;
    expect(agent.className).toContain('print:contents');
    expect(agent.className).toContain('hidden');
    expect(screen.getAllByTestId('stop-price').map((p) => p.textContent)).toEqual([
      TEXT.price('$400,000'),
      TEXT.noPrice,
      'Auction (Starting $250,000)',
    ]);
  });

  it('leaves a line for the day when the route has no start, and no client row without one', () => {
    renderWithProviders(
      <Itinerary route={{ ...ROUTE, clientName: null, startsAt: null, endsAt: null }} />,
      { client: siteInfoClient() },
    );
    const details = screen.getByTestId('itinerary-details');
    expect([...details.querySelectorAll('dt')].map((dt) => dt.textContent)).toEqual([
      TEXT.date,
      TEXT.agent,
    ]);
    expect(within(details).getByText(TEXT.noDate).className).toContain('print:hidden');
    expect(within(details).getByText(/^_+$/).className).toContain('print:inline');
  });

  it('prints, and moves a stop with the keyboard', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    const onMove = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<Itinerary route={ROUTE} onMove={onMove} />, {
      client: siteInfoClient(),
    });
    await user.click(screen.getByRole('button', { name: TEXT.print }));
    expect(print).toHaveBeenCalledOnce();
    expect(
      (screen.getByRole('button', { name: TEXT.moveUp(1) }) as HTMLButtonElement).disabled,
    ).toBe(true);
    screen.getByRole('button', { name: TEXT.moveDown(1) }).focus();
    await user.keyboard('{Enter}');
    expect(onMove).toHaveBeenCalledWith([2, 1, 3]);
  });
});
