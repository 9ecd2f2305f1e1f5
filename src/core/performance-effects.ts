import type { PerformanceScoreSettings } from './performance-score';

/**
 * What each Performance setting does on this site (issue 41: the panel said nothing, and 13
 * of its 16 settings only move the score). The spec's panel keeps all of them (its score
 * reads them); three change how the site runs, and the panel names each kind plainly.
 * docs/DESIGN.md lists the same. A setting made to take effect
 * gets a text that says what it does.
 */
export type PerformanceSettingField =
  keyof PerformanceScoreSettings | 'cacheExpiryMinutes' | 'autoSave';

export const PERFORMANCE_EFFECTS: Readonly<Record<PerformanceSettingField, string>> = {
  refreshIntervalMinutes: 'Takes effect: the MLS refresh runs at this interval.',
  heavyAnimations:
    "Takes effect: an image background moves only while this is on (the Background tab's animation).",
  reducedMotion: 'Takes effect: while on, no visitor page moves its background.',
  maxConcurrentRequests:
    'Score only: the MLS refresh sets its own pace and waits whenever Spark asks it to.',
  requestThrottleMs:
    'Score only: the MLS refresh sets its own pace and waits whenever Spark asks it to.',
  cacheExpiryMinutes:
    "Score only: search replies are reused for seconds and pages until the next MLS refresh (the server's settings).",
  autoRefreshProperties: 'Score only: the listings refresh at the interval above either way.',
  autoRefreshMarketData: "Score only: the city pages' figures are worked out after every refresh.",
  autoRefreshContacts: 'Score only: contacts are read from the CRM whenever a page shows them.',
  realTimeUpdates: 'Score only: pages show the latest data when opened; nothing is pushed.',
  backgroundProcessing:
    'Score only: alerts, lead delivery and the MLS refresh always run as background jobs.',
  preloadData: 'Score only: each page loads its own data when it opens.',
  autoSave: 'Score only: forms save when Save is pressed.',
  cacheOptimization: 'Score only: nothing on this site reads it.',
  lazyLoading: 'Score only: listing photos always load as they come into view.',
  imageOptimization: 'Score only: photos are shown at the sizes the MLS serves them.',
};

/** Whether a setting changes how the site runs (else it only moves the score). */
export const takesEffect = (field: PerformanceSettingField): boolean =>
  PERFORMANCE_EFFECTS[field].startsWith('Takes effect');
