import type { Config } from '../../config';

/**
 * The site's name as a lead source: PUBLIC_URL's host, else the team name. Never the host a
 * request named: Lead Flow routes by source, and a visitor must not choose the routing.
 */
export function leadSource(config: Config): string {
  return config.publicUrl ? new URL(config.publicUrl).host : config.site.teamName;
}
