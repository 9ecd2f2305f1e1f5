// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BadgeSettingsResponse, PropertyDetail } from '../../../contract/properties';
import { COUNTY_PARCEL_SITES } from '../../../core/parcel-links';
import {
  ok,
  stubApi,
  type Answer,
  type Reply,
  DEFAULT_BADGE_SETTINGS,
} from '../../testing/api-stub';
import { listingDetail } from '../../testing/listing-fixtures';
import { renderApp } from '../../testing/render-app';
import { resetBrowser } from '../../testing/reset-browser';
import { expectMessage } from '../../testing/expect-message';

const BADGES: BadgeSettingsResponse = {
  badgeSettings: DEFAULT_BADGE_SETTINGS,
  customBadges: {
    featured: { enabled: true, text: 'FEATURED', backgroundColor: '#1E40AF', textColor: '#FFFFFF' },
    hidden: {
      enabled: false,
      text: 'HIDDEN BADGE',
      backgroundColor: '#000000',
      textColor: '#FFFFFF',
    },
  },
};

const photo = (n: number) => ({
  uri800: `/mls-photos/42/${n}-800.jpg`,
  uri1024: `/mls-photos/42/${n}-1024.jpg`,
  uri1600: `/mls-photos/42/${n}-1600.jpg`,
  caption: n === 2 ? 'Covered deck' : `Photo ${n}`,
});

/** Listing 42 in full, with every section filled in. */
function property(overrides: Partial<PropertyDetail> = {}, photoCount = 7): PropertyDetail {
  const photoSet = Array.from({ length: photoCount }, (_, i) => photo(i + 1));
  return listingDetail(42, {
    mlsNumber: '6123456',
    address: '402 W Ponderosa Ln',
    price: 450000.4,
    bathrooms: 2.5,
    squareFeet: 1850,
    lotSize: 1.66,
    lotSizeSquareFeet: 72310,
    daysOnMarket: 12,
    listingDate: '2026-10-12T00:00:00.000Z',
    photos: photoSet.map((p) => p.uri1024),
    photoCount,
    photoSet,
    latitude: 34.2309,
    longitude: -111.3251,
    HorseYN: true,
    listingAgentPhone: '(928) 555-0111',
    description: 'Syndicated text.',
    publicRemarks: 'Wake up to mountain views on 1.66 acres. Horse property with corrals.',
    Directions: 'From Hwy 87 turn east on Ponderosa Ln.',
    parking: 'Garage, RV Gate',
    parkingSpaces: 4,
    totalRooms: 7,
    stories: '1',
    ageRange: '21-30 Years',
    condition: 'Updated/Remodeled',
    appliances: 'Range, Refrigerator',
    internetTypes: 'Fiber',
    utilities: 'Electricity Connected',
    sewer: 'Septic Tank',
    water: 'Well',
    electric: 'APS',
    SubdivisionName: 'Ponderosa Estates',
    SchoolDistrict: 'Payson Unified District',
    ElementarySchool: 'Julia Randall Elementary',
    MiddleOrJuniorSchool: 'Rim Country Middle',
    HighSchool: 'Payson High',
    ParcelNumber: '302-15-123A',
    LegalDescription: 'Lot 12, Ponderosa Estates Unit 2, Gila County, AZ',
    LegalDescriptionText: 'Lot 12, Ponderosa Estates Unit 2, Gila County, AZ',
    PublicSurvey: 'T11N R10E S15',
    TownshipRange: '11N 10E',
    Section: '15',
    features: {
      Interior: { 'Vaulted Ceilings': true, 'Walk-In Closet': true },
      Lot: { 'Corner Lot': true },
      HorseAmenities: { Corrals: true, Barn: true },
      Heating: { 'Forced Air': true },
      Cooling: { 'Ceiling Fans': true },
    },
    additionalFields: {
      BedsTotal: 3,
      GarageSpaces: 2,
      LotSizeAcres: 1.66,
      ParcelNumber: '302-15-123A',
      Electric: 'APS',
      TaxAnnualAmount: 1234,
      HighSchoolDistrict: 'Payson Unified District',
      City: 'Payson',
      ListPrice: 450000,
    },
    modifiedAt: '2026-11-20T17:30:00.000Z',
    ...overrides,
  });
}

/** Answers the API with `replies`, the badge styling with its custom badges, and the shell. */
const stubPropertyApi = (replies: Record<string, Answer>) =>
  stubApi({ '/api/badge-settings': ok(BADGES), ...replies });

const standardReplies = (p: PropertyDetail = property()) => ({
  [`/api/properties/${p.id}`]: { status: 200, body: p },
  [`/api/properties/${p.id}/tax-records`]: {
    status: 200,
    body: { annualTax: 1234, taxYear: 2025 },
  },
});

/** The page with its listing and site info (photo allow-list, MLS name) in. */
async function h1() {
  const heading = await screen.findByRole('heading', { level: 1, name: '402 W Ponderosa Ln' });
  await screen.findByText('Sam Ridge, Ridgeline Team');
  return heading;
}

async function openViewer(user: ReturnType<typeof userEvent.setup>) {
  await user.click(
    await screen.findByRole('button', { name: /^View photo 1 of \d+ full screen$/ }),
  );
  return screen.findByRole('dialog', { name: 'Photos of 402 W Ponderosa Ln' });
}

const counter = (dialog: HTMLElement) => within(dialog).getByText(/^Photo \d+ of \d+$/).textContent;
const viewerImage = (dialog: HTMLElement) =>
  within(dialog).getByRole('img', { name: /^402 W Ponderosa Ln, photo/ }) as HTMLImageElement;

// The route and the viewer are lazy chunks: load them once up front, so the first test does
// not spend its waiting time on module transforms.
beforeAll(async () => {
  await Promise.all([import('./property-page'), import('./components/photo-viewer')]);
});

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

afterEach(resetBrowser);

describe('PropertyPage states', () => {
  it('shows the page-shaped skeleton with Loading property details... while it loads', async () => {
    let release: (reply: Reply) => void = () => undefined;
    stubPropertyApi({
      '/api/properties/42': () => new Promise<Reply>((resolve) => (release = resolve)),
    });
    renderApp('/property/42');
    const status = (await screen.findByText('Loading property details...')).closest(
      '[role="status"]',
    ) as HTMLElement;
    expect(status.getAttribute('aria-busy')).toBe('true');
    expect(within(status).getByRole('link', { name: 'Back to Search' }).getAttribute('href')).toBe(
      '/',
    );
    release({ status: 200, body: property() });
    await h1();
    expect(screen.queryByText('Loading property details...')).toBeNull();
  });

  it('says Property Not Found with Back to Home when the API answers 404', async () => {
    stubPropertyApi({
      '/api/properties/99999999': { status: 404, body: { message: 'Property not found' } },
    });
    renderApp('/property/99999999');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Property Not Found' }),
    ).toBeTruthy();
    await expectMessage('screen.propertyNotFound');
    expect(screen.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
  });

  it('says Property Not Found for a malformed id (400)', async () => {
    const fetchSpy = stubPropertyApi({
      '/api/properties/abc': {
        status: 400,
        body: {
          code: 'VALIDATION_FAILED',
          message: 'Invalid property ID',
          fieldErrors: { id: 'Invalid property ID' },
        },
      },
    });
    renderApp('/property/abc');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Property Not Found' }),
    ).toBeTruthy();
    // no tax record is asked for a listing that does not exist
    expect(fetchSpy.mock.calls.map(([p]) => p)).not.toContain('/api/properties/abc/tax-records');
  });

  it('shows other failures with the server message and a Retry', async () => {
    let fail = true;
    stubPropertyApi({
      '/api/properties/42': async () =>
        fail
          ? { status: 503, body: { message: 'Database unavailable' } }
          : { status: 200, body: property() },
      '/api/properties/42/tax-records': { status: 200, body: { annualTax: null, taxYear: null } },
    });
    const user = userEvent.setup();
    renderApp('/property/42');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('503: {"message":"Database unavailable"}')).toBeTruthy();
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await h1();
  });
});

describe('PropertyPage content', () => {
  it('shows the header: address, facts, price, status, badges, Street View and attribution', async () => {
    stubPropertyApi(standardReplies());
    renderApp('/property/42');
    await h1();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText('Payson, AZ 85541')).toBeTruthy();
    expect(screen.getByTestId('property-price').textContent).toBe('$450,000');
    // the cards' status badge (issue 41)
    expect(screen.getByTestId('property-status').textContent).toBe('ACTIVE');
    expect(screen.getByTestId('property-status').dataset.badgeStyle).toBe('primary');
    await screen.findByText('FEATURED');
    expect(screen.queryByText('HIDDEN BADGE')).toBeNull();

    const facts = screen.getByRole('banner');
    expect(
      within(facts).getByText('Beds', { selector: 'span' }).previousElementSibling?.textContent,
    ).toBe('3');
    expect(
      within(facts).getByText('Baths', { selector: 'span' }).previousElementSibling?.textContent,
    ).toBe('2.5');
    expect(
      within(facts).getByText('Sq Ft', { selector: 'span' }).previousElementSibling?.textContent,
    ).toBe('1,850');
    expect(
      within(facts).getByText('Built', { selector: 'span' }).previousElementSibling?.textContent,
    ).toBe('2001');

    const streetView = screen.getByRole('link', {
      name: 'Street View (opens Google Maps in a new tab)',
    });
    expect(streetView.getAttribute('href')).toBe(
      'https://www.google.com/maps/search/?api=1&query=402%20W%20Ponderosa%20Ln%2C%20Payson%2C%20AZ%2085541',
    );
    expect(streetView.getAttribute('target')).toBe('_blank');
    expect(streetView.getAttribute('rel')).toContain('noopener');

    // IDX attribution next to the price, in readable text
    const attribution = within(facts).getByTestId('listing-attribution');
    expect(attribution.textContent).toContain('Listing courtesy of Rim Country Realty');
    expect(attribution.textContent).toContain('Listing agent: Jane Broker');
    expect(attribution.querySelector('p')?.className).toContain('text-sm');
    await waitFor(() =>
      expect(document.title).toBe('402 W Ponderosa Ln, Payson, AZ 85541 | $450,000 | MLS# 6123456'),
    );
  });

  it('offers the favorite heart and links to Compare price and Market analysis', async () => {
    stubPropertyApi(standardReplies());
    renderApp('/property/42');
    await h1();
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Compare price' }).getAttribute('href')).toBe(
      '/price-comparison/42',
    );
    expect(within(header).getByRole('link', { name: 'Market analysis' }).getAttribute('href')).toBe(
      '/comparison/42',
    );
    // an anonymous visitor's heart asks to log in and comes back here
    const heart = within(header).getByRole('button', { name: 'Save to favorites' });
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(heart);
    await waitFor(() => expect(window.location.pathname).toBe('/auth'));
    expect(new URLSearchParams(window.location.search).get('return')).toBe('/property/42');
    expect(JSON.parse(sessionStorage.getItem('ridgeline:pending-favorite') ?? '{}')).toMatchObject({
      propertyId: 42,
    });
    sessionStorage.clear();
  });

  it("gives each status the cards' badge style", async () => {
    for (const [status, style] of [
      ['PENDING', 'success'],
      ['SOLD', 'outline'],
      ['CONTINGENT', 'primary'],
    ] as const) {
      stubPropertyApi(standardReplies(property({ status })));
      renderApp('/property/42');
      await h1();
      const badge = screen.getByTestId('property-status');
      expect([badge.textContent, badge.dataset.badgeStyle]).toEqual([status, style]);
      cleanup();
    }
  });

  it('has every section, in heading order', async () => {
    stubPropertyApi(standardReplies());
    renderApp('/property/42');
    await h1();
    const headings = screen
      .getAllByRole('heading')
      .map((h) => `${h.tagName}:${h.textContent}`)
      .filter((h) => h.startsWith('H1') || h.startsWith('H2'));
    expect(headings).toEqual([
      'H1:402 W Ponderosa Ln',
      'H2:Property Details',
      'H2:Public Remarks',
      'H2:Price history',
      'H2:Contact Agent',
      'H2:Mortgage Calculator',
      'H2:Property Facts',
      'H2:Legal Description',
      'H2:Property Features',
      'H2:Utilities & Systems',
      'H2:Location & Neighborhood',
      'H2:Complete Property Information',
      'H2:Listing Information',
    ]);
    // no level is skipped
    const levels = screen.getAllByRole('heading').map((h) => Number(h.tagName.slice(1)));
    levels.forEach((level, i) => expect(level - (levels[i - 1] ?? 0)).toBeLessThanOrEqual(1));

    const region = (name: string) => screen.getByRole('region', { name });
    // remarks with key phrases bolded, and directions
    const remarks = region('Public Remarks');
    expect([...remarks.querySelectorAll('strong')].map((s) => s.textContent)).toEqual([
      'mountain views',
      '1.66 acres',
      'Horse property',
      'corrals',
    ]);
    expect(within(remarks).getByText('From Hwy 87 turn east on Ponderosa Ln.')).toBeTruthy();
    expect(
      within(region('Legal Description')).getByText(/^Lot 12, Ponderosa Estates/),
    ).toBeTruthy();

    const features = region('Property Features');
    expect(within(features).getByRole('heading', { name: 'Horse Amenities' })).toBeTruthy();
    expect(within(features).getByText('Vaulted Ceilings')).toBeTruthy();
    // heating and cooling go to Utilities & Systems
    expect(within(features).queryByText('Forced Air')).toBeNull();
    const utilities = region('Utilities & Systems');
    expect(within(utilities).getByText('Forced Air')).toBeTruthy();
    expect(within(utilities).getByText('Septic Tank')).toBeTruthy();

    const contact = region('Contact Agent');
    expect(within(contact).getByRole('link', { name: 'Contact Agent' }).getAttribute('href')).toBe(
      '/new-client?property=42',
    );

    const facts = region('Property Facts');
    const fact = (label: string) => within(facts).getByText(label).nextElementSibling?.textContent;
    expect(fact('MLS #')).toBe('6123456');
    expect(fact('Lot Size')).toBe('1.66 acres (72,310 sq ft)');
    expect(fact('Listing Date')).toBe('Oct 12, 2026');
    expect(fact('Days on Market')).toBe('12 days');
    expect(fact('Coordinates')).toBe('34.23090, -111.32510');
    expect(fact('Horse Property')).toBe('Yes');
    expect(fact('Parking Spaces')).toBe('4');
    await waitFor(() => expect(fact('Annual Tax')).toBe('$1,234 (2025)'));

    const location = region('Location & Neighborhood');
    // the map loads after the first render (Leaflet, a lazy chunk)
    expect(
      await within(location).findByRole('region', { name: /^Map of the area around 402 W/ }),
    ).toBeTruthy();
    expect(
      within(location)
        .getByRole('link', { name: /Open in Google Maps/ })
        .getAttribute('href'),
    ).toBe('https://www.google.com/maps/search/?api=1&query=34.2309%2C-111.3251');

    const info = region('Complete Property Information');
    expect(
      within(info)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual([
      'Interior',
      'Exterior',
      'Lot & Land',
      'Utilities',
      'HOA & Fees',
      'Schools',
      'Location',
      'Other',
    ]);
    expect(within(info).getByText('Annual Tax').nextElementSibling?.textContent).toBe('$1,234');
  });

  it('links the parcel number to the Gila county assessor, parcel map and tax records', async () => {
    stubPropertyApi(standardReplies());
    renderApp('/property/42');
    await h1();
    const links = screen.getByRole('list', { name: 'Public records of parcel 302-15-123A' });
    expect(
      within(links)
        .getAllByRole('link')
        .map((a) => [
          a.getAttribute('aria-label'),
          a.getAttribute('href'),
          a.getAttribute('target'),
        ]),
    ).toEqual([
      [
        'Gila County Assessor (opens in a new tab)',
        `${COUNTY_PARCEL_SITES.Gila.assessor}302-15-123A`,
        '_blank',
      ],
      [
        'Parcel Map (opens in a new tab)',
        `${COUNTY_PARCEL_SITES.Gila.parcelMap}302-15-123A`,
        '_blank',
      ],
      [
        'Tax Records (opens in a new tab)',
        `${COUNTY_PARCEL_SITES.Gila.taxRecords}302-15-123A`,
        '_blank',
      ],
    ]);
  });

  it('closes with the MLS disclaimer and the last update', async () => {
    stubPropertyApi(standardReplies());
    renderApp('/property/42');
    await h1();
    const source = screen.getByTestId('listing-source');
    expect(source.textContent).toContain('Listing courtesy of Rim Country Realty');
    expect(source.textContent).toContain(
      'Listing information is deemed reliable but not guaranteed',
    );
    expect(source.textContent).toContain('Listing data courtesy of ARMLS');
    expect(source.textContent).toContain('Listing last updated Nov 20, 2026, 10:30 AM');
    expect(source.textContent).toContain(
      'Information last refreshed from ARMLS Nov 21, 2026, 11:05 AM',
    );
  });

  it('shows the Leaflet map beside the coordinates and the maps link', async () => {
    stubPropertyApi(standardReplies());
    renderApp('/property/42');
    await h1();
    const map = screen.getByTestId('location-map');
    // the map's tiles and their fallback are location-map.test.tsx's
    const leaflet = await within(map).findByRole('region', { name: /^Map of the area around/ });
    expect(leaflet.classList.contains('leaflet-container')).toBe(true);
    expect(leaflet.querySelector('.ridgeline-pin')).not.toBeNull();
    const location = screen.getByRole('region', { name: 'Location & Neighborhood' });
    expect(within(location).getByText('34.23090, -111.32510')).toBeTruthy();
    expect(within(location).getByRole('link', { name: /Open in Google Maps/ })).toBeTruthy();
  });

  it('opens the mortgage calculator prefilled with the price, the listing tax and HOA fee', async () => {
    stubPropertyApi(standardReplies(property({ hoaFee: 85 })));
    const user = userEvent.setup();
    renderApp('/property/42');
    await h1();
    await user.click(screen.getByRole('button', { name: 'Open Mortgage Calculator' }));
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Mortgage Calculator' },
      { timeout: 5000 },
    );
    const box = (label: string) => (within(dialog).getByLabelText(label) as HTMLInputElement).value;
    expect(box('Purchase Price')).toBe('450,000');
    // the listing's own tax record (Property Facts shows the same) and HOA fee, not the defaults
    expect(box('Property Tax (annual)')).toBe('1,234');
    expect(box('HOA Fees (monthly)')).toBe('85');
  });
});

describe('Back to Search', () => {
  it.each([
    ['/property/42?return=%2F%3Fcity%3DPine%26page%3D2', '/?city=Pine&page=2'],
    ['/property/42', '/'],
    ['/property/42?return=https%3A%2F%2Fevil.example', '/'],
    ['/property/42?return=%2F%2Fevil.example', '/'],
    // dot segments the URL parser folds into '//evil.example' (issue 39)
    ['/property/42?return=%2F.%2F%2Fevil.example%2Fx', '/'],
    ['/property/42?return=%2F%252e%252e%2F%2Fevil.example', '/'],
  ])('%s leads to %s', async (url, expected) => {
    stubPropertyApi(standardReplies());
    renderApp(url);
    await h1();
    expect(screen.getByRole('link', { name: 'Back to Search' }).getAttribute('href')).toBe(
      expected,
    );
  });

  it('navigates to the list page', async () => {
    stubPropertyApi({
      ...standardReplies(),
      '/api/properties?status=ACTIVE&city=Pine&page=1&limit=24': {
        status: 200,
        body: { properties: [], total: 0, page: 1, totalPages: 0 },
      },
    });
    const user = userEvent.setup();
    renderApp('/property/42?return=%2F%3Fcity%3DPine');
    await h1();
    await user.click(screen.getByRole('link', { name: 'Back to Search' }));
    expect(window.location.pathname + window.location.search).toBe('/?city=Pine');
  });
});

describe('photo gallery', () => {
  it('shows the main photo with srcset and priority, four lazy thumbnails and +N more', async () => {
    stubPropertyApi(standardReplies());
    renderApp('/property/42');
    await h1();
    const main = screen.getByRole('img', {
      name: '402 W Ponderosa Ln, photo 1',
    }) as HTMLImageElement;
    expect(main.getAttribute('srcset')).toBe(
      '/mls-photos/42/1-800.jpg 800w, /mls-photos/42/1-1024.jpg 1024w, /mls-photos/42/1-1600.jpg 1600w',
    );
    expect(main.getAttribute('sizes')).toBeTruthy();
    expect(main.getAttribute('fetchpriority')).toBe('high');
    expect(main.getAttribute('width')).toBe('1024');
    expect(main.getAttribute('height')).toBe('768');
    const thumbs = screen.getByRole('list', { name: 'More photos' });
    const buttons = within(thumbs).getAllByRole('button');
    expect(buttons.map((b) => b.getAttribute('aria-label'))).toEqual([
      'View photo 2 of 7',
      'View photo 3 of 7',
      'View photo 4 of 7',
      'View all 7 photos, starting at photo 5',
    ]);
    for (const img of thumbs.querySelectorAll('img'))
      expect(img.getAttribute('loading')).toBe('lazy');
    expect(within(thumbs).getByText('+2 more')).toBeTruthy();
  });

  it('walks the viewer with the keyboard: Photo N of M, Left/Right wrap, Escape restores focus', async () => {
    stubPropertyApi(standardReplies());
    const user = userEvent.setup();
    renderApp('/property/42');
    await h1();
    const mainButton = screen.getByRole('button', { name: 'View photo 1 of 7 full screen' });
    const dialog = await openViewer(user);
    expect(counter(dialog)).toBe('Photo 1 of 7');
    expect(dialog.contains(document.activeElement)).toBe(true);
    await user.keyboard('{ArrowRight}');
    expect(counter(dialog)).toBe('Photo 2 of 7');
    expect(viewerImage(dialog).getAttribute('src')).toBe('/mls-photos/42/2-1600.jpg');
    expect(within(dialog).getByText('Covered deck')).toBeTruthy();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(counter(dialog)).toBe('Photo 7 of 7');
    await user.click(within(dialog).getByRole('button', { name: 'Next photo' }));
    expect(counter(dialog)).toBe('Photo 1 of 7');
    await user.click(within(dialog).getByRole('button', { name: 'Show photo 4' }));
    expect(counter(dialog)).toBe('Photo 4 of 7');
    expect(
      within(dialog).getByRole('button', { name: 'Show photo 4' }).getAttribute('aria-current'),
    ).toBe('true');
    // Tab stays inside
    for (let i = 0; i < 12; i++) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(mainButton));
  });

  it('opens the viewer at a thumbnail and gives focus back to it', async () => {
    stubPropertyApi(standardReplies());
    const user = userEvent.setup();
    renderApp('/property/42');
    await h1();
    const thumb = screen.getByRole('button', { name: 'View photo 3 of 7' });
    await user.click(thumb);
    const dialog = await screen.findByRole('dialog');
    expect(counter(dialog)).toBe('Photo 3 of 7');
    await user.click(within(dialog).getByRole('button', { name: 'Close photo viewer' }));
    await waitFor(() => expect(document.activeElement).toBe(thumb));
  });

  it('scrolls a thumbnail reached with Tab into the strip’s view (issue 45)', async () => {
    stubPropertyApi(standardReplies());
    const user = userEvent.setup();
    renderApp('/property/42');
    await h1();
    const dialog = await openViewer(user);
    const scrolled: { label: string | null; options: unknown }[] = [];
    const spy = vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (
      this: Element,
      options,
    ) {
      scrolled.push({ label: this.getAttribute('aria-label'), options });
    });
    try {
      const strip = within(dialog).getByRole('list', { name: 'Photo thumbnails' });
      const sixth = within(strip).getByRole('button', { name: 'Show photo 6' });
      while (document.activeElement !== sixth) await user.tab();
      expect(scrolled).toContainEqual({
        label: 'Show photo 6',
        options: { block: 'nearest', inline: 'nearest' },
      });
    } finally {
      spy.mockRestore();
    }
  });

  it('skips a photo that fails in the viewer to the next one, and after the last to the first', async () => {
    stubPropertyApi(standardReplies(property({}, 4)));
    const user = userEvent.setup();
    renderApp('/property/42');
    await h1();
    const dialog = await openViewer(user);
    await user.keyboard('{ArrowRight}');
    expect(viewerImage(dialog).getAttribute('src')).toBe('/mls-photos/42/2-1600.jpg');
    fireEvent.error(viewerImage(dialog));
    expect(viewerImage(dialog).getAttribute('src')).toBe('/mls-photos/42/3-1600.jpg');
    expect(counter(dialog)).toBe('Photo 2 of 3');
    await user.keyboard('{ArrowRight}');
    expect(viewerImage(dialog).getAttribute('src')).toBe('/mls-photos/42/4-1600.jpg');
    fireEvent.error(viewerImage(dialog));
    expect(viewerImage(dialog).getAttribute('src')).toBe('/mls-photos/42/1-1600.jpg');
    expect(counter(dialog)).toBe('Photo 1 of 2');
    // the failed photos are gone from the viewer's thumbnails too
    expect(
      within(within(dialog).getByRole('list', { name: 'Photo thumbnails' })).getAllByRole('button'),
    ).toHaveLength(2);
  });

  it('says Image not available when every photo fails in the viewer', async () => {
    stubPropertyApi(standardReplies(property({}, 2)));
    const user = userEvent.setup();
    renderApp('/property/42');
    await h1();
    const dialog = await openViewer(user);
    fireEvent.error(viewerImage(dialog));
    fireEvent.error(viewerImage(dialog));
    await expectMessage('screen.imageNotAvailable', { container: dialog });
  });

  it('hides a thumbnail that fails to load', async () => {
    stubPropertyApi(standardReplies());
    renderApp('/property/42');
    await h1();
    const thumbs = screen.getByRole('list', { name: 'More photos' });
    const broken = within(thumbs).getByRole('button', { name: 'View photo 3 of 7' });
    fireEvent.error(broken.querySelector('img')!);
    await waitFor(() => expect(broken.isConnected).toBe(false));
    expect(
      within(thumbs)
        .getAllByRole('button')
        .map((b) => b.querySelector('img')?.getAttribute('src')),
    ).toEqual([
      '/mls-photos/42/2-800.jpg',
      '/mls-photos/42/4-800.jpg',
      '/mls-photos/42/5-800.jpg',
      '/mls-photos/42/6-800.jpg',
    ]);
    expect(within(thumbs).getByText('+1 more')).toBeTruthy();
  });

  it('says Image not available without photos, or when the main photo fails and none is left', async () => {
    stubPropertyApi(standardReplies(property({}, 0)));
    renderApp('/property/42');
    await h1();
    expect(screen.getByText('Image not available')).toBeTruthy();
    cleanup();

    stubPropertyApi(standardReplies(property({}, 1)));
    renderApp('/property/42');
    await h1();
    fireEvent.error(screen.getByRole('img', { name: '402 W Ponderosa Ln, photo 1' }));
    expect(await screen.findByText('Image not available')).toBeTruthy();
  });

  it('shows only photos from allowed sources', async () => {
    const p = property({}, 2);
    p.photoSet = [{ ...photo(1), uri1600: 'https://evil.example/1.jpg' }, photo(2)];
    stubPropertyApi(standardReplies(p));
    renderApp('/property/42');
    await h1();
    expect(
      (
        screen.getByRole('img', {
          name: '402 W Ponderosa Ln, photo 1: Covered deck',
        }) as HTMLImageElement
      ).getAttribute('src'),
    ).toBe('/mls-photos/42/2-1024.jpg');
    expect(screen.queryByRole('list', { name: 'More photos' })).toBeNull();
  });
});
