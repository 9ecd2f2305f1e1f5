// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PropertySummary } from '../../../contract/properties';
import { listingSummary } from '../../testing/listing-fixtures';
import { renderWithProviders } from '../../testing/render-with-providers';
import { resetBrowser } from '../../testing/reset-browser';
import { LIST_SCROLL_KEY } from './list-scroll-position';
import { ListingCard } from './listing-card';
import { propertyHref } from './property-href';

afterEach(resetBrowser);

const PHOTO_SOURCES = ['/mls-photos/', 'https://cdn.photos.sparkplatform.com'];

/** The listing every card here shows; override what a test is about. */
const listing = (overrides: Partial<PropertySummary> = {}) =>
  listingSummary(42, {
    mlsNumber: '6123456',
    address: '123 Ponderosa Ln',
    price: 649999.6,
    bathrooms: 2.5,
    squareFeet: 1850,
    daysOnMarket: 30,
    listingDate: '2026-03-02T17:00:00Z',
    photos: ['/mls-photos/6123456/1-800.svg'],
    ...overrides,
  });

/** The card's favorite heart reads the shared favorites query. */
function renderCard(property: PropertySummary) {
  return renderWithProviders(
    <ListingCard
      property={property}
      photoSources={PHOTO_SOURCES}
      returnTo="/?city=Payson&page=2"
    />,
  );
}

const statusBadge = () => document.querySelector<HTMLElement>('[data-badge-style]');

describe('ListingCard', () => {
  it('shows the listing: whole-dollar price, rooms, square feet, MLS #, date, days and attribution', () => {
    renderCard(listing());
    expect(screen.getByText('$650,000')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: '123 Ponderosa Ln' })).toBeTruthy();
    expect(screen.getByText('Payson, AZ 85541')).toBeTruthy();
    expect(screen.getByText('3')).toBeTruthy();
    expect(screen.getByText('2.5')).toBeTruthy();
    expect(screen.getByText('1,850')).toBeTruthy();
    expect(screen.getByText(/MLS #6123456/).textContent).toBe('MLS #6123456 · Listed Mar 2, 2026');
    expect(screen.getByText('30 days on market')).toBeTruthy();
    expect(screen.getByText('Listing agent: Jane Broker')).toBeTruthy();
    const attribution = screen.getByText('Listing courtesy of Rim Country Realty');
    // Readable attribution: at least 12 px (text-xs) in a dark slate.
    expect(attribution.className).toMatch(/text-xs/);
    expect(attribution.className).toMatch(/text-slate-700/);
    expect(screen.getByText('ARMLS')).toBeTruthy();
    expect(screen.queryByText('NEW')).toBeNull();
    expect(screen.queryByText('AUCTION')).toBeNull();
    expect(screen.queryByText('HORSE PROPERTY')).toBeNull();
  });

  it('is one link to the property page carrying the list to return to', () => {
    renderCard(listing());
    const link = screen.getByRole('link', { name: '123 Ponderosa Ln' });
    expect(link.getAttribute('href')).toBe('/property/42?return=%2F%3Fcity%3DPayson%26page%3D2');
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(propertyHref(7)).toBe('/property/7');
  });

  it('has a favorite heart over the photo, outside the link, naming the listing it saves', () => {
    renderCard(listing());
    const heart = screen.getByRole('button', { name: 'Save to favorites' });
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    expect(heart.closest('a')).toBeNull();
    expect(screen.getByRole('link').contains(heart)).toBe(false);
    // described by the card's title, so a screen reader hears which listing it is
    const describedBy = heart.getAttribute('aria-describedby');
    expect(describedBy && document.getElementById(describedBy)?.textContent).toBe(
      '123 Ponderosa Ln',
    );
    // above the link's full-card hit area, placed absolutely: the card's layout is unchanged
    expect(heart.className).toMatch(/\babsolute\b/);
    expect(heart.className).toMatch(/\bz-20\b/);
    expect(heart.parentElement?.className).toMatch(/aspect-\[4\/3\]/);
  });

  it('remembers the scroll position and tells onOpen when the card is opened', () => {
    const onOpen = vi.fn();
    const property = listing();
    renderWithProviders(
      <ListingCard property={property} photoSources={PHOTO_SOURCES} onOpen={onOpen} />,
    );
    Object.defineProperty(window, 'scrollY', { value: 1234.4, configurable: true });
    fireEvent.click(screen.getByRole('link'));
    expect(sessionStorage.getItem(LIST_SCROLL_KEY)).toBe('1234');
    expect(onOpen).toHaveBeenCalledWith(property);
    expect(window.location.pathname).toBe('/property/42');
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });

  it('shows an allowed photo lazily at a fixed size, with the address as alt text', () => {
    renderCard(listing());
    const img = screen.getByRole('img', { name: '123 Ponderosa Ln, Payson, AZ 85541' });
    expect(img.getAttribute('src')).toBe('/mls-photos/6123456/1-800.svg');
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('decoding')).toBe('async');
    expect(img.getAttribute('width')).toBe('800');
    expect(img.getAttribute('height')).toBe('600');
    expect(img.parentElement?.className).toMatch(/aspect-\[4\/3\]/);
  });

  it.each([
    ['another host', 'https://evil.example.com/photo.jpg'],
    ['a placeholder', '/mls-photos/placeholder.jpg'],
    ['no photo at all', undefined],
  ])('shows No Photo Available for %s', (_case, photo) => {
    renderCard(listing({ photos: photo ? [photo] : [] }));
    expect(screen.queryByRole('img')).toBeNull();
    const placeholder = screen.getByText('No Photo Available');
    expect(placeholder.parentElement?.className).toMatch(/aspect-\[4\/3\]/);
  });

  it('marks auctions with a badge and the starting price', () => {
    renderCard(listing({ isAuction: true, price: 250000 }));
    expect(screen.getByText('AUCTION')).toBeTruthy();
    // two short lines, so a narrow column never cuts the amount (issue 41)
    expect(screen.getByTestId('card-price').textContent).toBe('Auction, starting at $250,000');
    expect(screen.getByText('$250,000').className).toMatch(/whitespace-nowrap/);
  });

  it('marks horse properties', () => {
    renderCard(listing({ HorseYN: true }));
    expect(screen.getByText('HORSE PROPERTY')).toBeTruthy();
  });

  it('shows Not Listed for missing rooms and square feet', () => {
    const { container } = renderCard(
      listing({ bedrooms: null, bathrooms: null, squareFeet: null, listingAgent: null }),
    );
    const facts = container.querySelector('dl') as HTMLElement;
    expect(within(facts).getAllByText('Not Listed')).toHaveLength(3);
    expect(within(facts).queryByText('bd')).toBeNull();
    expect(screen.getByText('Listing agent: Not Listed')).toBeTruthy();
  });

  it('highlights a listing of 7 days or less in red as new', () => {
    const { container } = renderCard(listing({ daysOnMarket: 7 }));
    const card = container.querySelector('article');
    expect(card?.dataset.newListing).toBe('true');
    expect(card?.className).toMatch(/ring-red-600/);
    expect(screen.getByText('NEW')).toBeTruthy();
    expect(screen.getByText('7 days on market').className).toMatch(/text-red-700/);
    cleanup();

    const old = renderCard(listing({ daysOnMarket: 8 })).container.querySelector('article');
    expect(old?.dataset.newListing).toBeUndefined();
    expect(old?.className).not.toMatch(/ring-red-600/);
  });

  it('styles the status badge by its kind: the colours are the page --badge-* variables', () => {
    const cases = [
      ['ACTIVE', 'ACTIVE', 'primary'],
      ['PENDING', 'PENDING', 'success'],
      ['REDUCED', 'PRICE REDUCED', 'error'],
      ['COMING SOON', 'COMING SOON', 'primary'],
      ['SOLD', 'SOLD', 'outline'],
    ] as const;
    for (const [status, label, kind] of cases) {
      renderCard(listing({ status }));
      const badge = statusBadge();
      expect(badge?.textContent).toBe(label);
      expect(badge?.dataset.badgeStyle).toBe(kind);
      if (kind === 'outline') {
        expect(badge?.className).toContain('bg-background');
      } else {
        expect(badge?.className).toContain(`bg-[var(--badge-${kind}-bg)]`);
        expect(badge?.className).toContain(`hover:bg-[var(--badge-${kind}-hover-bg)]`);
      }
      expect(badge?.className).toContain('rounded-[var(--badge-radius)]');
      // nothing per card: the server wrote the admin's colours into the page
      expect(badge?.getAttribute('style')).toBeNull();
      cleanup();
    }
  });
  it('says how much a recent reduction took off, and shows the REDUCED badge on an active listing', () => {
    renderCard(
      listing({
        price: 480_000,
        previousPrice: 500_000,
        priceChangedAt: '2026-11-20T17:00:00.000Z',
        priceReduction: 20_000,
      }),
    );
    expect(screen.getByTestId('price-reduced').textContent).toBe('Price reduced $20,000');
    const badge = statusBadge();
    expect(badge?.textContent).toBe('PRICE REDUCED');
    expect(badge?.dataset.badgeStyle).toBe('error');
    expect(badge?.className).toContain('bg-[var(--badge-error-bg)]');
    // over the photo: the card's rows keep their heights
    expect(screen.getByTestId('price-reduced').parentElement?.className).toMatch(/aspect-\[4\/3\]/);
    cleanup();

    // a pending listing keeps its badge; the cut is still worth saying
    renderCard(listing({ status: 'PENDING', previousPrice: 500_000, priceReduction: 20_000 }));
    expect(statusBadge()?.textContent).toBe('PENDING');
    expect(screen.getByTestId('price-reduced').textContent).toBe('Price reduced $20,000');
  });

  it('says nothing of a raise or an old reduction (the reply has no reduction then)', () => {
    renderCard(listing({ previousPrice: 600_000, priceChangedAt: '2026-01-20T17:00:00.000Z' }));
    expect(screen.queryByTestId('price-reduced')).toBeNull();
    expect(statusBadge()?.textContent).toBe('ACTIVE');
  });

  it("shows an OPEN HOUSE badge with the next open house's Arizona day", () => {
    renderCard(
      listing({
        nextOpenHouse: {
          startsAt: '2026-11-28T17:00:00.000Z',
          endsAt: '2026-11-28T20:00:00.000Z',
        },
      }),
    );
    expect(screen.getByTestId('open-house-badge').textContent).toBe('OPEN HOUSE Sat 11/28');
    cleanup();
    renderCard(listing());
    expect(screen.queryByTestId('open-house-badge')).toBeNull();
  });
});
