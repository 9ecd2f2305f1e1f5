import { describe, expect, it } from 'vitest';
import {
  auctionText,
  cardBadgeStyle,
  cardPhoto,
  displayRoomCount,
  displaySquareFeet,
  formatListingDate,
  formatPrice,
  isAllowedPhotoUrl,
  isNewListing,
  listingPlace,
  listingTitle,
  statusLabel,
} from './listing-display';

const SOURCES = ['https://cdn.photos.sparkplatform.com', '/mls-photos/'];

describe('listing display rules', () => {
  it('shows prices in whole US dollars', () => {
    expect(formatPrice(650_000)).toBe('$650,000');
    expect(formatPrice(425_999.5)).toBe('$426,000');
    expect(formatPrice(null)).toBeNull();
  });

  it("shows 'Not Listed' for masked or missing rooms and square feet", () => {
    expect(displayRoomCount(3)).toBe('3');
    expect(displayRoomCount(2.5)).toBe('2.5');
    expect(displayRoomCount('********')).toBe('Not Listed');
    expect(displayRoomCount('3*')).toBe('Not Listed');
    expect(displayRoomCount(null)).toBe('Not Listed');
    expect(displaySquareFeet(1850)).toBe('1,850');
    expect(displaySquareFeet(null)).toBe('Not Listed');
    expect(displaySquareFeet(0)).toBe('Not Listed');
    expect(displaySquareFeet('****')).toBe('Not Listed');
  });

  it('highlights listings on the market 7 days or less', () => {
    expect(isNewListing(0)).toBe(true);
    expect(isNewListing(7)).toBe(true);
    expect(isNewListing(8)).toBe(false);
    expect(isNewListing(null)).toBe(false);
  });

  it('maps statuses to the card badge styles', () => {
    expect(cardBadgeStyle('ACTIVE')).toBe('primary');
    expect(cardBadgeStyle('PENDING')).toBe('success');
    expect(cardBadgeStyle('REDUCED')).toBe('error');
    expect(cardBadgeStyle('price reduced')).toBe('error');
    expect(cardBadgeStyle('SOLD')).toBe('outline');
    expect(cardBadgeStyle('CONTINGENT')).toBe('primary');
    expect(cardBadgeStyle('COMING SOON')).toBe('primary');
    expect(statusLabel('reduced')).toBe('PRICE REDUCED');
  });

  it('words auctions with the starting price', () => {
    expect(auctionText(250_000)).toBe('Auction (Starting $250,000)');
    expect(auctionText(null)).toBe('Auction');
  });

  it('allows photos only from the feed photo hosts or our offline photo path', () => {
    expect(isAllowedPhotoUrl('https://cdn.photos.sparkplatform.com/az/1-o.jpg', SOURCES)).toBe(
      true,
    );
    expect(isAllowedPhotoUrl('/mls-photos/az/800x600/true/1-o.svg', SOURCES)).toBe(true);
    expect(isAllowedPhotoUrl('https://evil.example/az/1-o.jpg', SOURCES)).toBe(false);
    expect(
      isAllowedPhotoUrl('https://cdn.photos.sparkplatform.com.evil.example/x.jpg', SOURCES),
    ).toBe(false);
    expect(isAllowedPhotoUrl('http://cdn.photos.sparkplatform.com/x.jpg', SOURCES)).toBe(false);
    expect(isAllowedPhotoUrl('//evil.example/mls-photos/x.jpg', SOURCES)).toBe(false);
    expect(isAllowedPhotoUrl('/mls-photos/../api/user', SOURCES)).toBe(false);
    expect(isAllowedPhotoUrl('/uploads/x.jpg', SOURCES)).toBe(false);
    expect(isAllowedPhotoUrl('/mls-photos/placeholder.svg', SOURCES)).toBe(false);
    expect(isAllowedPhotoUrl('', SOURCES)).toBe(false);
    expect(cardPhoto(['https://evil.example/1.jpg', '/mls-photos/2.svg'], SOURCES)).toBeNull();
    expect(cardPhoto(['/mls-photos/2.svg'], SOURCES)).toBe('/mls-photos/2.svg');
    expect(cardPhoto([], SOURCES)).toBeNull();
  });

  it('shows listing dates as the calendar day the feed sent', () => {
    expect(formatListingDate('2026-11-22T00:00:00.000Z')).toBe('Nov 22, 2026');
    expect(formatListingDate('2026-11-22T05:00:00Z')).toBe('Nov 22, 2026');
    expect(formatListingDate(null)).toBeNull();
    expect(formatListingDate('not a date')).toBeNull();
  });

  it('names a listing by its address, or by its MLS number when the address is withheld', () => {
    expect(listingTitle({ address: '402 W Ponderosa Ln', mlsNumber: '6123456' })).toBe(
      '402 W Ponderosa Ln',
    );
    expect(listingTitle({ address: '', mlsNumber: '6123456' })).toBe('MLS #6123456');
  });

  it('places a listing as City, ST ZIP, leaving out what is unknown', () => {
    expect(listingPlace({ city: 'Payson', state: 'AZ', zipCode: '85541' })).toBe(
      'Payson, AZ 85541',
    );
    expect(listingPlace({ city: 'Payson', state: 'AZ', zipCode: '' })).toBe('Payson, AZ');
    expect(listingPlace({ city: '', state: 'AZ', zipCode: '85541' })).toBe('AZ 85541');
    expect(listingPlace({ city: 'Payson', state: '', zipCode: '' })).toBe('Payson');
    expect(listingPlace({ city: '', state: '', zipCode: '' })).toBe('');
  });
});
