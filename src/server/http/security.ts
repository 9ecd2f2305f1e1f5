import { MAP_TILE_ORIGIN } from '../../core/map-tile-source';
import type { Config } from '../config';

/**
 * Content-Security-Policy: our own scripts only; images also from the MLS photo hosts, Google
 * profile photos, the map tile host (and data:/blob: for generated previews).
 */
export function contentSecurityPolicy(config: Config): Record<string, string[] | null> {
  const https = config.publicUrl?.startsWith('https:') ?? false;
  // Profile photos of Google accounts, shown in the header once signed in with Google.
  const googleAvatars = config.google.clientId ? config.google.avatarHosts : [];
  return {
    defaultSrc: ["'self'"],
    baseUri: ["'self'"],
    scriptSrc: ["'self'"],
    // Radix positions popovers with inline style attributes.
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: [
      "'self'",
      'data:',
      'blob:',
      ...config.mlsPhotoHosts,
      ...googleAvatars,
      // OpenStreetMap's map tiles; Google's come through our own /map-tiles/ path ('self')
      MAP_TILE_ORIGIN,
    ],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    objectSrc: ["'none'"],
    frameAncestors: ["'none'"],
    formAction: ["'self'"],
    // Upgrading on plain-HTTP localhost would break every asset.
    upgradeInsecureRequests: https ? [] : null,
  };
}
