import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { SiteInfoResponse } from '../../contract/system';

/**
 * The HTML every page route answers with. The server writes the `<head>` (title, meta,
 * JSON-LD) itself so a crawler without JavaScript sees page metadata, and embeds the
 * site info so the shell renders without a round trip.
 */

export type PageHead = {
  title: string;
  description: string;
  /** Absolute or root-relative canonical URL. */
  canonical?: string;
  /** Extra `<meta>` tags: `name` or `property` (Open Graph) with their content. */
  meta?: Array<{ name?: string; property?: string; content: string }>;
  /** Structured data documents, each written as one application/ld+json script. */
  jsonLd?: object[];
  /** Ask crawlers not to index (404s, private pages). */
  noIndex?: boolean;
  /** An image the page shows first (its largest paint), fetched while the scripts load. */
  preloadImage?: { href: string; srcset?: string | undefined; sizes?: string | undefined };
  /**
   * Script chunks (built file paths, e.g. /assets/home-page-abc.js) of the page's route, named
   * in `<meta name="page-modules">`: src/web/boot.ts fetches them with the app, after the
   * first paint.
   */
  pageModules?: string[];
};

/** What a page resolver produces: its head, and optionally a status and data for the page. */
export type ResolvedPage = {
  head: PageHead;
  /** 200 by default; 404 for a page whose subject does not exist (a listing that left). */
  status?: number;
  /** Source modules of the page's route (e.g. src/web/features/home/home-page.tsx), preloaded. */
  modules?: string[];
};

const HEAD_MARKER = '<!--app-head-->';
const CONFIG_MARKER = '<!--app-config-->';
const APP_MARKER = '<!--app-html-->';

/** The server-rendered app: the markup inside #root and the query data it was rendered with. */
export type RenderedApp = { html: string; state: unknown };

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** JSON that is safe inside a <script> element (no closing tag, no HTML comment opener). */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export function renderHead(head: PageHead): string {
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}" />`,
  ];
  if (head.noIndex) tags.push('<meta name="robots" content="noindex" />');
  if (head.canonical) tags.push(`<link rel="canonical" href="${escapeHtml(head.canonical)}" />`);
  for (const m of head.meta ?? []) {
    const key = m.property
      ? `property="${escapeHtml(m.property)}"`
      : `name="${escapeHtml(m.name ?? '')}"`;
    tags.push(`<meta ${key} content="${escapeHtml(m.content)}" />`);
  }
  if (head.preloadImage) {
    const { href, srcset, sizes } = head.preloadImage;
    tags.push(
      `<link rel="preload" as="image" href="${escapeHtml(href)}"` +
        (srcset ? ` imagesrcset="${escapeHtml(srcset)}"` : '') +
        (sizes ? ` imagesizes="${escapeHtml(sizes)}"` : '') +
        ' fetchpriority="high" />',
    );
  }
  if (head.pageModules?.length) {
    tags.push(`<meta name="page-modules" content="${escapeHtml(head.pageModules.join(' '))}" />`);
  }
  for (const doc of head.jsonLd ?? []) {
    tags.push(`<script type="application/ld+json">${scriptSafeJson(doc)}</script>`);
  }
  return tags.join('\n    ');
}

/** Reads the built index.html (dist/web), or the source one when the web app is not built (API tests). */
export function loadHtmlTemplate(webRoot: string | null, projectRoot: string): string {
  const built = webRoot ? path.join(webRoot, 'index.html') : null;
  const file = built && existsSync(built) ? built : path.join(projectRoot, 'index.html');
  const template = readFileSync(file, 'utf8');
  for (const marker of [HEAD_MARKER, CONFIG_MARKER, APP_MARKER]) {
    if (!template.includes(marker)) throw new Error(`${file} lacks the ${marker} marker`);
  }
  return template;
}

export function renderPage(
  template: string,
  head: PageHead,
  siteInfo: SiteInfoResponse,
  app?: RenderedApp | null,
  /** The admin's look as CSS variables (core/site-appearance.ts), written after the head. */
  appearanceCss?: string,
): string {
  let config = `<script id="site-config" type="application/json">${scriptSafeJson(siteInfo)}</script>`;
  if (app) {
    // read by src/web/lib/page-state.ts before the browser takes over the markup
    config += `\n    <script id="page-data" type="application/json">${scriptSafeJson(app.state)}</script>`;
  }
  // function replacements: '$' in the JSON or markup must not be read as a replacement pattern
  return template
    .replace(
      HEAD_MARKER,
      () => `${renderHead(head)}\n    <style id="site-appearance">${appearanceCss ?? ''}</style>`,
    )
    .replace(APP_MARKER, () => app?.html ?? '')
    .replace(CONFIG_MARKER, () => config);
}
