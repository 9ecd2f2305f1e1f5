import type { Config } from '../config';

/**
 * The origin of every absolute link the server writes (mail, sitemap, canonical tags, JSON-LD,
 * the OAuth redirect): `PUBLIC_URL`, else `http://localhost:PORT`. Configuration only, never a
 * request header: a forged Host or X-Forwarded-Host would otherwise point a password-reset
 * link at another site. main.ts warns once at start when PUBLIC_URL is unset.
 */
export function siteOrigin(config: Pick<Config, 'publicUrl' | 'port'>): string {
  if (config.publicUrl) return new URL(config.publicUrl).origin;
  return `http://localhost:${config.port}`;
}
