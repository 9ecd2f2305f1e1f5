import { existsSync } from 'node:fs';

/** The system's Chromium (never a downloaded one): CHROMIUM_PATH, else Debian's. */
export function chromiumPath(): string | null {
  const candidate = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  return existsSync(candidate) ? candidate : null;
}

/** Chromium's flags for every run here (headless, no sandbox as root, no network of its own). */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
