import { FEATURED_CITIES } from '../../../core/featured-cities';
import { cityPagePath } from '../../../core/market-figures';
import { MLS_CITIES } from '../../../core/mls-cities';
import { isKnownPage } from '../../../core/page-routes';
import type { Database } from '../../db/connect';
import { findActiveListingPages } from '../listings/read-store';

/** URLs per sitemap file; above this the sitemap becomes an index (the protocol allows 50,000). */
export const SITEMAP_FILE_LIMIT = 10_000;

export type SitemapUrl = { loc: string; lastmod?: string };

const escapeXml = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

/**
 * Static pages, the home page filtered by a featured city, and the page of every city we
 * carry (/homes-for-sale/{slug}, issue 24).
 */
export function staticUrls(origin: string): SitemapUrl[] {
  const pages = ['/', '/just-listed', '/new-client'].filter((p) => isKnownPage(p));
  const cities = FEATURED_CITIES.map((city) => `/?city=${encodeURIComponent(city)}`);
  const cityPages = MLS_CITIES.map((city) => cityPagePath(city.name)).filter((p) => isKnownPage(p));
  return [...pages, ...cities, ...cityPages].map((path) => ({
    loc: new URL(path, origin).toString(),
  }));
}

/** Every displayable active listing's page, oldest id first (stable file contents). */
export async function listingUrls(db: Database, origin: string): Promise<SitemapUrl[]> {
  return (await findActiveListingPages(db)).map((page) => ({
    loc: new URL(`/property/${page.id}`, origin).toString(),
    lastmod: page.lastmod.toISOString(),
  }));
}

export function urlSetXml(urls: SitemapUrl[]): string {
  const body = urls
    .map(
      (u) =>
        `  <url><loc>${escapeXml(u.loc)}</loc>${u.lastmod ? `<lastmod>${u.lastmod}</lastmod>` : ''}</url>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`;
}

export function sitemapIndexXml(files: string[]): string {
  const body = files.map((loc) => `  <sitemap><loc>${escapeXml(loc)}</loc></sitemap>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</sitemapindex>\n`;
}

/** The URL files of the site: one when it fits, else SITEMAP_FILE_LIMIT URLs per file. */
export function splitUrls(urls: SitemapUrl[]): SitemapUrl[][] {
  const files: SitemapUrl[][] = [];
  for (let i = 0; i < urls.length; i += SITEMAP_FILE_LIMIT) {
    files.push(urls.slice(i, i + SITEMAP_FILE_LIMIT));
  }
  return files.length > 0 ? files : [[]];
}

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /admin',
    'Disallow: /auth',
    'Disallow: /forgot-password',
    'Disallow: /reset-password',
    '',
    `Sitemap: ${new URL('/sitemap.xml', origin).toString()}`,
    '',
  ].join('\n');
}
