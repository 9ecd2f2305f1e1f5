// The system's Chromium as the journeys (tests/e2e) and the browser benchmarks (bench/) launch
// it: never a downloaded browser, and the flags this machine needs (headless, no sandbox as
// root, no network traffic of its own).

/** CHROMIUM_PATH, else Debian's chromium. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
