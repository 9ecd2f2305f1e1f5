import { describe, it, expect } from 'vitest';
import { MLS_CITIES } from '../../../../core/mls-cities';
import { generateListings, iterateListings } from './dataset';
import { createDatasetContext } from './dataset/context';
import { generateListing } from './dataset/listing';
import {
  FEATURE_GROUP_FIELDS,
  MLS_STATUSES,
  SPARK_MASK,
  type SparkStandardFields,
} from '../fields';
import { renderPhotoSvg } from './photo-art';

const NOW = new Date('2026-11-22T12:00:00Z');
const BASE = '/mls-photos';
const DAY_MS = 86_400_000;

let cached: SparkStandardFields[] | null = null;
/** The default 3000-listing inventory, generated once (after the timing test, see below). */
function inventory(): SparkStandardFields[] {
  cached ??= generateListings({ photoBaseUrl: BASE, now: NOW }).map((l) => l.StandardFields);
  return cached;
}

const num = (value: unknown) => Number(String(value).trim());
const share = (items: SparkStandardFields[], test: (f: SparkStandardFields) => boolean) =>
  items.filter(test).length / items.length;
const featureNames = (value: unknown) =>
  value && typeof value === 'object' ? Object.keys(value) : [];

// First, while no large inventory is held in memory (retained listings slow the GC down).
describe('volume', () => {
  it('streams 100,000 listings one at a time', () => {
    const started = performance.now();
    let count = 0;
    let photos = 0;
    for (const listing of iterateListings({ count: 100_000, photoBaseUrl: BASE, now: NOW })) {
      count++;
      photos += listing.StandardFields.Photos?.length ?? 0;
    }
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.warn(`dataset: 100,000 listings (${photos} photos) generated in ${seconds} s`);
    expect(count).toBe(100_000);
  }, 60_000);
});

describe('determinism and identity', () => {
  it('gives the same listings for the same seed, count and now', () => {
    const options = { count: 50, seed: 7, photoBaseUrl: BASE, now: NOW };
    expect(generateListings(options)).toEqual(generateListings(options));
    expect(generateListings({ ...options, seed: 8 })[0]).not.toEqual(generateListings(options)[0]);
  });

  it('does not depend on the count, and generateListing gives random access', () => {
    const small = generateListings({ count: 50, photoBaseUrl: BASE, now: NOW });
    const large = generateListings({ count: 200, photoBaseUrl: BASE, now: NOW });
    expect(large.slice(0, 50)).toEqual(small);
    const ctx = createDatasetContext({ photoBaseUrl: BASE, now: NOW });
    expect(generateListing(137, ctx)).toEqual(large[137]);
  });

  it('keeps keys, prices and texts when only `now` changes (the inventory ages)', () => {
    const later = new Date(NOW.getTime() + 3 * DAY_MS);
    const [a] = generateListings({ count: 1, photoBaseUrl: BASE, now: NOW });
    const [b] = generateListings({ count: 1, photoBaseUrl: BASE, now: later });
    expect(b?.Id).toBe(a?.Id);
    expect(b?.StandardFields.ListPrice).toBe(a?.StandardFields.ListPrice);
    expect(b?.StandardFields.PublicRemarks).toBe(a?.StandardFields.PublicRemarks);
  });

  it('has unique 26-digit keys and 7-digit MLS numbers over 20,000 listings', () => {
    const keys = new Set<string>();
    const mlsNumbers = new Set<string>();
    for (const listing of iterateListings({ count: 20_000, photoBaseUrl: BASE, now: NOW })) {
      const f = listing.StandardFields;
      expect(f.ListingKey).toMatch(/^\d{26}$/);
      expect(String(f.ListingId)).toMatch(/^\d{7}$/);
      expect(listing.Id).toBe(f.ListingKey);
      expect(listing.ResourceUri).toBe(`/v1/listings/${listing.Id}`);
      keys.add(f.ListingKey);
      mlsNumbers.add(String(f.ListingId));
    }
    expect(keys.size).toBe(20_000);
    expect(mlsNumbers.size).toBe(20_000);
  });
});

describe('inventory', () => {
  it('puts at least 85% of the listings in the featured cities, near their centres', () => {
    const listings = inventory();
    const featured = new Set(MLS_CITIES.filter((c) => c.featured).map((c) => c.name));
    expect(share(listings, (f) => featured.has(String(f.City)))).toBeGreaterThanOrEqual(0.85);
    for (const f of listings) {
      const city = MLS_CITIES.find((c) => c.name === f.City);
      expect(city, String(f.City)).toBeDefined();
      expect(city?.zipCodes).toContain(f.PostalCode);
      expect(f.CountyOrParish).toBe(city?.county);
      expect(f.StateOrProvince).toBe('AZ');
      expect(Math.abs(num(f.Latitude) - (city?.latitude ?? 0))).toBeLessThan(0.1);
      expect(Math.abs(num(f.Longitude) - (city?.longitude ?? 0))).toBeLessThan(0.1);
    }
  });

  it('uses every status, with consistent StandardStatus and close data', () => {
    const listings = inventory();
    const seen = new Set(listings.map((f) => f.MlsStatus));
    for (const status of Object.keys(MLS_STATUSES)) expect(seen).toContain(status);
    expect(share(listings, (f) => f.MlsStatus === 'Active')).toBeGreaterThan(0.7);
    for (const f of listings) {
      expect(f.StandardStatus).toBe(MLS_STATUSES[f.MlsStatus as keyof typeof MLS_STATUSES]);
      const closed = f.MlsStatus === 'Closed';
      expect(f.ClosePrice != null).toBe(closed);
      expect(f.CloseDate != null).toBe(closed);
    }
  });

  it('dates listings consistently with now, about 15% in their first week', () => {
    const listings = inventory();
    for (const f of listings) {
      const onMarket = Date.parse(String(f.OnMarketDate));
      const days = Math.max(0, Math.floor((NOW.getTime() - onMarket) / DAY_MS));
      expect(f.DaysOnMarket).toBe(days);
      expect(f.ModificationTimestamp).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
      const modified = Date.parse(String(f.ModificationTimestamp));
      expect(modified).toBeLessThanOrEqual(NOW.getTime());
      if (f.MlsStatus !== 'Coming Soon') expect(modified).toBeGreaterThanOrEqual(onMarket);
    }
    const fresh = share(listings, (f) => num(f.DaysOnMarket) <= 7);
    expect(fresh).toBeGreaterThan(0.1);
    expect(fresh).toBeLessThan(0.2);
  });

  it('has believable buildings: old homes, land without buildings, lots that agree', () => {
    const listings = inventory();
    expect(share(listings, (f) => f.YearBuilt != null && num(f.YearBuilt) <= 1978)).toBeGreaterThan(
      0.1,
    );
    for (const f of listings) {
      if (f.PropertyType === 'D') {
        expect([f.BedsTotal, f.BathsTotal, f.BuildingAreaTotal, f.YearBuilt]).toEqual([
          null,
          null,
          null,
          null,
        ]);
      }
      if (f.LotSizeAcres != null && f.LotSizeSquareFeet != null) {
        expect(Math.abs(num(f.LotSizeAcres) * 43560 - num(f.LotSizeSquareFeet))).toBeLessThan(1);
      }
    }
    expect(new Set(listings.map((f) => f.PropertyType))).toEqual(
      new Set(['A', 'B', 'C', 'D', 'E']),
    );
  });

  it('uses every feature group field, and remarks only name features the listing has', () => {
    const listings = inventory();
    const used = new Set(listings.flatMap((f) => Object.keys(f)));
    for (const field of Object.values(FEATURE_GROUP_FIELDS)) expect(used, field).toContain(field);
    const has = (f: SparkStandardFields, field: string, value: string) =>
      f[field] === SPARK_MASK || featureNames(f[field]).includes(value);
    for (const f of listings) {
      const remarks = String(f.PublicRemarks).toLowerCase();
      if (remarks.includes('horse')) expect(f.HorseYN).toBe(true);
      if (remarks.includes('pool')) expect(f.PoolFeatures).toBeTruthy();
      if (remarks.includes('golf')) expect(has(f, 'CommunityFeatures', 'Golf')).toBe(true);
      if (remarks.includes('gated'))
        expect(has(f, 'CommunityFeatures', 'Gated Community')).toBe(true);
      if (remarks.includes('waterfront')) expect(has(f, 'LotFeatures', 'Waterfront')).toBe(true);
      if (remarks.includes('mountain view'))
        expect(has(f, 'LotFeatures', 'Mountain View(s)')).toBe(true);
      if (f.HorseYN === true && f.PropertyType !== 'D') expect(f.HorseAmenities).toBeTruthy();
    }
    for (const word of ['horse', 'pool', 'golf', 'gated', 'waterfront', 'mountain view']) {
      expect(
        listings.some((f) => String(f.PublicRemarks).toLowerCase().includes(word)),
        word,
      ).toBe(true);
    }
  });

  it('sends the restricted fields, so the app can prove it drops them', () => {
    for (const f of inventory()) {
      expect(f.PrivateRemarks).toBeTruthy();
      expect(f.ShowingInstructions).toBeTruthy();
      expect(f.BuyerAgencyCompensation).toBeTruthy();
    }
  });
});

describe('feed quirks', () => {
  it('sends some numbers as strings, some masked values and some nulls', () => {
    const listings = inventory();
    expect(listings.some((f) => typeof f.ListPrice === 'string' && /\.0$/.test(f.ListPrice))).toBe(
      true,
    );
    expect(
      listings.some((f) => typeof f.Longitude === 'string' && f.Longitude.startsWith(' ')),
    ).toBe(true);
    expect(listings.some((f) => Object.values(f).includes(SPARK_MASK))).toBe(true);
    expect(listings.some((f) => f.SubdivisionName === null || f.YearBuilt === null)).toBe(true);
  });

  it('sets the IDX flag true for most, false for some, and leaves it out for a few', () => {
    const listings = inventory();
    expect(share(listings, (f) => f.InternetEntireListingDisplayYN === true)).toBeGreaterThan(0.94);
    expect(listings.some((f) => f.InternetEntireListingDisplayYN === false)).toBe(true);
    expect(listings.some((f) => !('InternetEntireListingDisplayYN' in f))).toBe(true);
  });
});

describe('photos', () => {
  it('has 5-30 photos per home (land 3-8) in the Spark URL shapes', () => {
    for (const f of inventory()) {
      const photos = f.Photos ?? [];
      expect(f.PhotosCount).toBe(photos.length);
      const [min, max] = f.PropertyType === 'D' ? [3, 8] : [5, 30];
      expect(photos.length).toBeGreaterThanOrEqual(min);
      expect(photos.length).toBeLessThanOrEqual(max);
      expect(photos[0]?.Primary).toBe(true);
      for (const photo of photos) {
        expect(photo.Id).toMatch(/^\d{26}$/);
        if (!photo.Uri800 || photo.Uri800.includes('placeholder')) continue;
        expect(photo.Uri300).toBe(`${BASE}/az/${photo.Id}.svg`);
        expect(photo.Uri800).toBe(`${BASE}/az/800x600/true/${photo.Id}-o.svg`);
        expect(photo.Uri1600).toBe(`${BASE}/az/1600x1200/true/${photo.Id}-o.svg`);
      }
    }
  });

  it('includes a few placeholder and empty photos for the normalizer to drop', () => {
    const photos = inventory().flatMap((f) => f.Photos ?? []);
    expect(photos.some((p) => p.Uri800?.includes('placeholder'))).toBe(true);
    expect(photos.some((p) => p.Uri800 === '' && p.Uri300 === '')).toBe(true);
  });

  it('renders each photo id as a small, accessible, deterministic SVG', () => {
    const ids = inventory()
      .slice(0, 40)
      .flatMap((f) => (f.Photos ?? []).slice(0, 3).map((p) => p.Id));
    const svgs = ids.map((id) => renderPhotoSvg(id, 1024, 768));
    for (const svg of svgs) {
      expect(svg).toMatch(/^<svg [^>]*width="1024" height="768" viewBox="0 0 800 600"/);
      expect(svg).toMatch(/<title>[^<]+<\/title>/);
      expect(svg.endsWith('</svg>')).toBe(true);
      expect(svg.length).toBeLessThan(3072);
    }
    expect(new Set(svgs).size).toBe(svgs.length);
    expect(renderPhotoSvg(ids[0] as string, 1024, 768)).toBe(svgs[0]);
    expect(renderPhotoSvg('not-a-feed-id', 300, 225)).toContain('<title>');
  });
});
