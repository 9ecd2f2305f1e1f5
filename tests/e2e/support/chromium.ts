import { existsSync } from 'node:fs';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../../scripts/chromium.mjs';

/** The system's Chromium (never a downloaded one): CHROMIUM_PATH, else Debian's. */
export function chromiumPath(): string | null {
  return existsSync(CHROMIUM_PATH) ? CHROMIUM_PATH : null;
}

/** Chromium's flags for every run here (headless, no sandbox as root, no network of its own). */
export const CHROMIUM_ARGS = CHROMIUM_FLAGS;
