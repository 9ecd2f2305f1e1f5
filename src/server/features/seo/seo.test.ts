import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isKnownPage } from '../../../core/page-routes';
import { listings } from '../../db/schema';
import { insertListings, makeListing } from '../../testing/listing-factory';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { SITEMAP_FILE_LIMIT, sitemapIndexXml, splitUrls, urlSetXml } from './sitemap';

const ORIGIN = 'https://homes.ridgeline.example';
let t: TestApp;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: ORIGIN } });
  await insertListings(t.database.db, [
    makeListing({
      mlsNumber: 'SEO1',
      address: '808 N Ponderosa Dr',
      city: 'Payson',
      zipCode: '85541',
      price: 489_000,
      bedrooms: 3,
      bathrooms: 2.5,
      squareFeet: 2100,
      totalRooms: 7,
      latitude: 34.2409,
      longitude: -111.3251,
      publicRemarks: 'Cabin with a mountain view </script><script>alert(1)</script> & a big deck.',
    }),
    makeListing({ mlsNumber: 'SEO2', status: 'PENDING', price: 300_000 }),
    makeListing({ mlsNumber: 'SEO3', idxDisplayAllowed: false }),
  ]);
  const rows = await t.database.db
    .select({ id: listings.id, mls: listings.mlsNumber })
    .from(listings)
    .where(sql`${listings.mlsNumber} LIKE 'SEO%'`);
  for (const row of rows) ids[row.mls] = row.id;
});
afterAll(async () => {
  await t?.close();
});

/** The page as a crawler gets it: HTML only, no JavaScript run. */
async function page(path: string) {
  const res = await t.app.inject({ method: 'GET', url: path });
  const html = res.body;
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );
  const meta = (key: string) =>
    new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1];
  return { res, html, jsonLd, meta };
}

const byType = (docs: Record<string, unknown>[], type: string) =>
  // JSON-LD is untyped JSON; the assertions below say what each document must hold
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  docs.find((d) => d['@type'] === type) as Record<string, any> | undefined;

describe.runIf(isKnownPage('/property/1'))('property page head', () => {
  it('writes title, description, canonical, social and geo tags, JSON-LD and the listing data', async () => {
    const { res, html, jsonLd, meta } = await page(`/property/${ids.SEO1}`);
    expect(res.statusCode).toBe(200);
    expect(html).toContain(
      '<title>808 N Ponderosa Dr, Payson, AZ 85541 | $489,000 | MLS# SEO1</title>',
    );
    expect(meta('description')).toMatch(
      /^3 bd, 2.5 ba, 2,100 sq ft .* for sale in Payson, AZ at \$489,000\./,
    );
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/property/${ids.SEO1}" />`);
    expect(meta('og:title')).toBe('808 N Ponderosa Dr, Payson, AZ 85541 | $489,000 | MLS# SEO1');
    expect(meta('og:image')).toMatch(new RegExp(`^${ORIGIN}/mls-photos/`));
    expect(meta('twitter:card')).toBe('summary_large_image');
    expect(meta('geo.position')).toBe('34.2409;-111.3251');
    expect(meta('ICBM')).toBe('34.2409, -111.3251');
    expect(meta('geo.placename')).toBe('Payson, AZ');
    expect(meta('geo.region')).toBe('US-AZ');

    // the first photo is fetched with the HTML, as the page's srcset and sizes will ask for it
    expect(html).toMatch(
      /<link rel="preload" as="image" href="\/mls-photos\/[^"]+" imagesrcset="[^"]+ 800w, [^"]+ 1024w, [^"]+ 1600w" imagesizes="[^"]+" fetchpriority="high" \/>/,
    );

    // the remarks' markup can never close the script element
    expect(html).not.toContain('</script><script>alert(1)');

    const listing = byType(jsonLd, 'RealEstateListing')!;
    expect(listing.url).toBe(`${ORIGIN}/property/${ids.SEO1}`);
    expect(listing.mainEntity).toMatchObject({
      '@type': 'SingleFamilyResidence',
      address: {
        streetAddress: '808 N Ponderosa Dr',
        addressLocality: 'Payson',
        addressRegion: 'AZ',
        postalCode: '85541',
      },
      geo: { latitude: 34.2409, longitude: -111.3251 },
      floorSize: { value: 2100, unitCode: 'FTK' },
      numberOfRooms: 7,
    });
    const product = byType(jsonLd, 'Product')!;
    const validUntil = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    expect(product.offers).toMatchObject({
      '@type': 'Offer',
      price: 489_000,
      priceCurrency: 'USD',
      priceValidUntil: validUntil,
      availability: 'https://schema.org/InStock',
    });
    expect(byType(jsonLd, 'FAQPage')!.mainEntity.length).toBeGreaterThan(2);
    expect(byType(jsonLd, 'HowTo')!.step).toHaveLength(5);
  });

  it('marks a listing that is not active as out of stock', async () => {
    const { jsonLd } = await page(`/property/${ids.SEO2}`);
    expect(byType(jsonLd, 'Product')!.offers.availability).toBe('https://schema.org/OutOfStock');
  });

  it.each([
    ['a listing the feed forbids displaying', () => `/property/${ids.SEO3}`],
    ['a missing listing', () => '/property/99999999'],
    ['a malformed id', () => '/property/abc'],
    ['an id out of range', () => '/property/99999999999'],
  ])('answers 404 for %s, without the listing', async (_name, path) => {
    const { res, html } = await page(path());
    expect(res.statusCode).toBe(404);
    expect(html).toContain('<title>Property Not Found |');
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(html).not.toContain('id="page-data"');
    expect(html).not.toContain('application/ld+json');
  });
});

describe('home page head', () => {
  it('has the FAQ and the agent business with address, phone, hours and rating', async () => {
    const { res, html, jsonLd } = await page('/');
    expect(res.statusCode).toBe(200);
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/" />`);
    expect(byType(jsonLd, 'FAQPage')!.mainEntity.length).toBeGreaterThanOrEqual(3);
    const agent = byType(jsonLd, 'RealEstateAgent')!;
    expect(agent).toMatchObject({
      name: 'Ridgeline Realty Team',
      telephone: '(928) 555-0142',
      address: {
        streetAddress: '512 S Beeline Hwy',
        addressLocality: 'Payson',
        addressRegion: 'AZ',
        postalCode: '85541',
      },
      aggregateRating: { ratingValue: '5.0', reviewCount: 150 },
    });
    expect(agent.openingHoursSpecification[0]).toMatchObject({ opens: '08:00', closes: '20:00' });
    expect(agent.openingHoursSpecification[0].dayOfWeek).toHaveLength(7);
  });
});

describe('personal and ad-hoc pages', () => {
  it.each([
    ['/favorites', 'Favorites |'],
    ['/saved-searches', 'Saved Searches |'],
    ['/compare?ids=1,2', 'Compare Properties Side by Side |'],
    ['/admin?tab=performance', 'Admin Panel |'],
    ['/admin/cache', 'City Cache Management |'],
    ['/admin/operations/', 'Operations |'],
    ['/leads', 'Contacts |'],
    ['/admin/contacts?q=Dana', 'Contacts |'],
    ['/contacts/42', 'Contact |'],
    ['/hot-leads', 'Hot Leads |'],
    ['/admin/bfr-update', 'BFR Admin Update Tool |'],
    ['/admin/fub-mapping', 'BFR Form Field Mapping |'],
    ['/admin/fub-mapping-fixed', 'BFR Form Field Mapping |'],
    ['/admin/bfr-automation', 'BFR Link Automation |'],
    ['/admin/google-sheets', 'Google Sheets |'],
    ['/admin/google-forms/', 'Google Forms |'],
    ['/bfr-form?contactId=101', 'Buyer File Requirements |'],
  ])('keeps %s out of search results', async (path, title) => {
    const { res, html } = await page(path);
    expect(res.statusCode).toBe(200);
    expect(html).toContain(`<title>${title}`);
    expect(html).toContain('<meta name="robots" content="noindex" />');
  });
});

describe('new-client form head', () => {
  it.each(['/contact', '/new-client', '/new-client-contact'])(
    'titles %s and names /new-client as the canonical address of the form',
    async (path) => {
      const { res, html, meta } = await page(path);
      expect(res.statusCode).toBe(200);
      expect(html).toMatch(/<title>Work With .+ \| .+<\/title>/);
      expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/new-client" />`);
      expect(meta('og:url')).toBe(`${ORIGIN}/new-client`);
      expect(html).not.toContain('noindex');
    },
  );
});

describe('sitemap and robots', () => {
  it('lists only displayable active listings, the city pages and static pages, as absolute URLs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    const xml = res.body;
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    const locs = [...xml.matchAll(/<loc>(.*?)<\/loc>/g)].map((m) => m[1]!);
    expect(locs).toContain(`${ORIGIN}/property/${ids.SEO1}`);
    expect(locs).not.toContain(`${ORIGIN}/property/${ids.SEO2}`);
    expect(locs).not.toContain(`${ORIGIN}/property/${ids.SEO3}`);
    expect(locs).toContain(`${ORIGIN}/`);
    expect(locs).toContain(`${ORIGIN}/?city=Show%20Low`);
    expect(locs).toContain(`${ORIGIN}/new-client`);
    for (const loc of locs) expect(loc.startsWith(`${ORIGIN}/`)).toBe(true);
    expect(xml).toMatch(/<lastmod>\d{4}-\d\d-\d\dT[\d:.]+Z<\/lastmod>/);
  });

  it('splits into an index of files of at most SITEMAP_FILE_LIMIT URLs when larger', () => {
    const urls = Array.from({ length: SITEMAP_FILE_LIMIT * 2 + 5 }, (_, i) => ({
      loc: `${ORIGIN}/property/${i + 1}`,
    }));
    const files = splitUrls(urls);
    expect(files.map((f) => f.length)).toEqual([SITEMAP_FILE_LIMIT, SITEMAP_FILE_LIMIT, 5]);
    expect(SITEMAP_FILE_LIMIT).toBeLessThanOrEqual(50_000);
    const index = sitemapIndexXml([`${ORIGIN}/sitemaps/listings-1.xml`]);
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(urlSetXml([{ loc: `${ORIGIN}/?city=A&b` }])).toContain(
      `<loc>${ORIGIN}/?city=A&amp;b</loc>`,
    );
  });

  it('answers 404 for a listing file when the sitemap is a single file', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sitemaps/listings-1.xml' });
    expect(res.statusCode).toBe(404);
  });

  it('points robots.txt at the sitemap and keeps crawlers out of the API', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    expect(res.body).toContain('Disallow: /api/');
  });
});
