// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SHOWING_TEXT, type ShowingRoute } from '../../../contract/showings';
import { ok, sentBodies, stubApi, type StubRequest } from '../../testing/api-stub';
import { listingDetail, listingSummary } from '../../testing/listing-fixtures';
import { COMPARE_SELECTION_KEY } from '../../components/listings/compare-selection';
import { renderApp } from '../../testing/render-app';
import { resetBrowser } from '../../testing/reset-browser';
import { userFixture } from '../../testing/user-fixture';
import { SHOWINGS_TEXT as TEXT } from './showings-text';

const API = '/api/admin/showing-routes';
const rita = userFixture({ id: 1, username: 'rita', isAdmin: true });
const favorites = [listingSummary(11), listingSummary(12)];

/** The route the server plans from the body it got: the picked order reversed. */
function planned(request: StubRequest): ShowingRoute {
  const body = request.body as { name: string; propertyIds: number[] };
  const ids = [...body.propertyIds].reverse();
  return {
    id: 9,
    name: body.name,
    clientName: (request.body as { clientName?: string | null }).clientName ?? null,
    propertyIds: body.propertyIds,
    timeAtEachProperty: 30,
    startsAt: null,
    endsAt: null,
    ordering: 'optimized',
    stops: ids.map((id, i) => ({
      id,
      located: true,
      latitude: 34.2 + i / 100,
      longitude: -111.3,
      legMiles: i === 0 ? null : 1,
      legMinutes: i === 0 ? null : 3,
      arriveOffset: i * 33,
      leaveOffset: i * 33 + 30,
      arriveAt: null,
      leaveAt: null,
      property: listingSummary(id),
    })),
    totalMiles: 1,
    driveMinutes: 3,
    totalMinutes: 63,
    pickedOrderMiles: 1,
    createdAt: '2026-11-27T10:00:00.000Z',
    updatedAt: '2026-11-27T10:00:00.000Z',
  };
}

beforeAll(async () => {
  await import('./showings-page');
});
afterEach(() => {
  resetBrowser();
  // jsdom has no scrollIntoView: a test that records it puts it back as it was
  delete (Element.prototype as Partial<Element>).scrollIntoView;
});

describe('ShowingsPage', () => {
  it('plans a route from the staff member’s favorites and shows the itinerary', async () => {
    const api = stubApi({
      '/api/user': ok(rita),
      '/api/favorites': ok({ propertyIds: [11, 12], properties: favorites }),
      [`GET ${API}`]: ok({ routes: [] }),
      [`POST ${API}`]: (request) => ({ status: 201, body: { route: planned(request) } }),
    });
    const user = userEvent.setup();
    renderApp('/admin/showings');

    expect(await screen.findByText(TEXT.savedEmpty)).toBeTruthy();
    const plan = screen.getByRole('button', { name: TEXT.plan }) as HTMLButtonElement;
    expect(plan.disabled).toBe(true);
    await user.click(await screen.findByRole('button', { name: `${TEXT.add} 11 W Ponderosa Ln` }));
    await user.click(screen.getByRole('button', { name: `${TEXT.add} 12 W Ponderosa Ln` }));
    expect(within(screen.getByTestId('picked-list')).getAllByRole('listitem')).toHaveLength(2);
    await user.type(screen.getByLabelText(TEXT.nameLabel), 'Saturday tour');
    await user.type(screen.getByLabelText(TEXT.clientLabel), ' Ana Garcia ');
    const scrolled: Element[] = [];
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    await user.click(plan);

    const itinerary = await screen.findByTestId('itinerary');
    // the itinerary is below the planner: it is brought into view, its heading focused
    const heading = within(itinerary).getByRole('heading', { name: /Saturday tour/ });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(scrolled).toEqual([heading]);
    expect(within(itinerary).getByTestId('itinerary-details').textContent).toContain(
      `${TEXT.client}Ana Garcia`,
    );
    // the list's GETs send no body; the one POST sends the picked order
    expect(sentBodies(api, API).filter(Boolean)).toEqual([
      {
        name: 'Saturday tour',
        clientName: 'Ana Garcia',
        propertyIds: [11, 12],
        timeAtEachProperty: 30,
        startsAt: null,
      },
    ]);
    expect(
      within(itinerary)
        .getAllByTestId('showing-stop')
        .map((li) => li.dataset.stopId),
    ).toEqual(['12', '11']);
    expect(
      within(itinerary)
        .getAllByTestId('visit-window')
        .map((p) => p.textContent),
    ).toEqual(['+0:00 – +0:30', '+0:33 – +1:03']);
  });

  it('offers the listings picked for comparison in this browser', async () => {
    sessionStorage.setItem(COMPARE_SELECTION_KEY, JSON.stringify([31, 32]));
    stubApi({
      '/api/user': ok(rita),
      '/api/favorites': ok({ propertyIds: [], properties: [] }),
      [`GET ${API}`]: ok({ routes: [] }),
      '/api/properties/31': ok(listingDetail(31, { address: '31 Compare Way' })),
      '/api/properties/32': ok(listingDetail(32, { address: '32 Compare Way' })),
    });
    const user = userEvent.setup();
    renderApp('/admin/showings');
    const section = (await screen.findByRole('heading', { name: TEXT.compareTitle })).closest(
      'section',
    )!;
    await within(section).findByText(/32 Compare Way/);
    await user.click(within(section).getByRole('button', { name: `${TEXT.add} 31 Compare Way` }));
    expect(
      within(section).getByRole('button', { name: `${TEXT.added} 31 Compare Way` }),
    ).toHaveProperty('disabled', true);
  });

  it('shows the server’s field message when the route is refused', async () => {
    stubApi({
      '/api/user': ok(rita),
      '/api/favorites': ok({ propertyIds: [], properties: [] }),
      [`GET ${API}`]: ok({ routes: [] }),
      [`GET ${API}/listing`]: (request) =>
        request.url.searchParams.get('mlsNumber') === 'P1'
          ? ok({ property: listingSummary(21, { mlsNumber: 'P1' }) })
          : ok({ property: listingSummary(22, { mlsNumber: 'P2' }) }),
      [`POST ${API}`]: {
        status: 400,
        body: {
          code: 'VALIDATION_FAILED',
          message: 'Invalid request',
          fieldErrors: { name: SHOWING_TEXT.nameRequired },
        },
      },
    });
    const user = userEvent.setup();
    renderApp('/admin/showings');
    expect(await screen.findByText(TEXT.favoritesEmpty)).toBeTruthy();
    for (const mls of ['P1', 'P2']) {
      await user.type(screen.getByLabelText(TEXT.mlsLabel), `${mls}{Enter}`);
      await screen.findByText(new RegExp(`MLS ${mls}$`));
    }
    await user.click(screen.getByRole('button', { name: TEXT.plan }));
    await waitFor(() => expect(screen.getByText(SHOWING_TEXT.nameRequired)).toBeTruthy());
    expect(screen.getByLabelText(TEXT.nameLabel).getAttribute('aria-invalid')).toBe('true');
  });
});

describe('ShowingsPage access (issue 41 B)', () => {
  const stubShowings = (user: unknown) =>
    stubApi({
      '/api/user': ok(user),
      '/api/favorites': ok({ propertyIds: [], properties: [] }),
      [`GET ${API}`]: ok({ routes: [] }),
    });

  it('opens for an agent, without the way to the admin panel they cannot open', async () => {
    stubShowings(userFixture({ id: 8, username: 'dana', isAgent: true }));
    renderApp('/admin/showings');
    expect(await screen.findByText(TEXT.savedEmpty)).toBeTruthy();
    expect(screen.getByText(TEXT.staffOnly)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Admin panel' })).toBeNull();
  });

  it('leads an admin to the admin panel, and refuses a visitor who is not staff', async () => {
    stubShowings(rita);
    const admin = renderApp('/admin/showings');
    expect(await screen.findByText(TEXT.savedEmpty)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Admin panel' }).getAttribute('href')).toBe('/admin');
    admin.unmount();

    stubShowings(userFixture());
    renderApp('/admin/showings');
    expect(await screen.findByRole('heading', { name: TEXT.adminsOnly })).toBeTruthy();
    expect(screen.getByText(TEXT.notAdmin)).toBeTruthy();
  });
});
