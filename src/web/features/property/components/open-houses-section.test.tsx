// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import type { OpenHouse } from '../../../../contract/properties';
import { openHouseWeekend, openHouseWhen } from '../../../../core/open-houses';
import { listingDetail } from '../../../testing/listing-fixtures';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { resetBrowser } from '../../../testing/reset-browser';
import {
  ADD_TO_CALENDAR,
  OPEN_HOUSES_TITLE,
  OpenHousesSection,
  openHouseCalendarHref,
} from './open-houses-section';

afterEach(resetBrowser);

const HOUR = 3_600_000;
const now = Date.now();
const weekend = openHouseWeekend(new Date(now));
const iso = (ms: number) => new Date(ms).toISOString();

/** This weekend's (the whole remaining window), next week's, and one that ended an hour ago. */
const THIS_WEEKEND: OpenHouse = {
  id: 7,
  startsAt: weekend.start.toISOString(),
  endsAt: weekend.end.toISOString(),
  comments: 'Refreshments served.',
};
const NEXT_WEEK: OpenHouse = {
  id: 8,
  startsAt: iso(weekend.end.getTime() + 125 * HOUR),
  endsAt: iso(weekend.end.getTime() + 128 * HOUR),
  comments: null,
};
const ENDED: OpenHouse = {
  id: 9,
  startsAt: iso(now - 3 * HOUR),
  endsAt: iso(now - HOUR),
  comments: null,
};

const property = (openHouses: OpenHouse[]) => listingDetail(42, { openHouses });

describe('OpenHousesSection', () => {
  it('lists the upcoming open houses in Arizona time, each with an Add to calendar download', () => {
    renderWithProviders(<OpenHousesSection property={property([THIS_WEEKEND, NEXT_WEEK])} />);
    const section = screen.getByRole('region', { name: OPEN_HOUSES_TITLE });
    const items = within(section).getAllByTestId('open-house');
    expect(items).toHaveLength(2);
    expect(items[0]!.textContent).toContain(
      openHouseWhen(THIS_WEEKEND.startsAt, THIS_WEEKEND.endsAt)!,
    );
    expect(items[0]!.textContent).toContain('Refreshments served.');
    expect(items[0]!.textContent).toContain('This weekend');
    expect(items[1]!.textContent).toContain(openHouseWhen(NEXT_WEEK.startsAt, NEXT_WEEK.endsAt)!);
    expect(items[1]!.textContent).not.toContain('This weekend');

    const link = within(items[0]!).getByRole('link', { name: new RegExp(`^${ADD_TO_CALENDAR}`) });
    expect(link.getAttribute('href')).toBe('/api/properties/42/open-houses/7.ics');
    expect(link.getAttribute('download')).toBe('open-house-7.ics');
    expect(openHouseCalendarHref(42, 8)).toBe('/api/properties/42/open-houses/8.ics');
  });

  it('leaves out an open house that has ended since the reply was made', () => {
    renderWithProviders(<OpenHousesSection property={property([ENDED, NEXT_WEEK])} />);
    const items = screen.getAllByTestId('open-house');
    expect(items.map((i) => i.dataset.openHouseId)).toEqual(['8']);
  });

  it('shows nothing for a listing without open houses', () => {
    renderWithProviders(<OpenHousesSection property={property([ENDED])} />);
    expect(screen.queryByRole('region', { name: OPEN_HOUSES_TITLE })).toBeNull();
  });

  it('renders on the server what the reply lists, without the clock-dependent marks', () => {
    const html = renderToString(<OpenHousesSection property={property([THIS_WEEKEND])} />);
    expect(html).toContain(OPEN_HOUSES_TITLE);
    expect(html).not.toContain('This weekend');
  });
});
