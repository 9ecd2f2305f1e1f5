/**
 * The admin panel's performance score (back-office spec section 9): how heavy the current
 * performance settings are, as a number from 0 to 100 and a band with its message.
 */

/**
 * The settings the score reads. A structural type (core imports nothing of ours): the
 * contract's `PerformanceSettings` fits it, and fields the score ignores (cache expiry, auto
 * save) may be present.
 */
export type PerformanceScoreSettings = {
  refreshIntervalMinutes: number;
  maxConcurrentRequests: number;
  requestThrottleMs: number;
  autoRefreshProperties: boolean;
  autoRefreshMarketData: boolean;
  autoRefreshContacts: boolean;
  realTimeUpdates: boolean;
  backgroundProcessing: boolean;
  heavyAnimations: boolean;
  preloadData: boolean;
  cacheOptimization: boolean;
  lazyLoading: boolean;
  imageOptimization: boolean;
  reducedMotion: boolean;
};

export type PerformanceBand = 'excellent' | 'good' | 'poor';

export type PerformanceScore = { score: number; band: PerformanceBand; message: string };

export const PERFORMANCE_SCORE_START = 100;

/** Below this interval (minutes) the refresh counts against the score. */
export const FAST_REFRESH_BELOW_MINUTES = 3;
/** Above this many concurrent requests the score drops. */
export const MANY_CONCURRENT_REQUESTS_ABOVE = 5;
/** Below this throttle (ms) the score drops. */
export const LOW_THROTTLE_BELOW_MS = 500;

/** One term of the score: the points it adds (negative: takes away) when it applies. */
export type PerformanceScoreTerm = {
  /** The setting it reads. */
  field: keyof PerformanceScoreSettings;
  points: number;
  applies: (settings: PerformanceScoreSettings) => boolean;
};

/** Every term of section 9, in the spec's order. */
export const PERFORMANCE_SCORE_TERMS: readonly PerformanceScoreTerm[] = [
  { field: 'autoRefreshProperties', points: -10, applies: (s) => s.autoRefreshProperties },
  { field: 'autoRefreshMarketData', points: -10, applies: (s) => s.autoRefreshMarketData },
  { field: 'autoRefreshContacts', points: -10, applies: (s) => s.autoRefreshContacts },
  { field: 'realTimeUpdates', points: -15, applies: (s) => s.realTimeUpdates },
  { field: 'backgroundProcessing', points: -10, applies: (s) => s.backgroundProcessing },
  { field: 'heavyAnimations', points: -5, applies: (s) => s.heavyAnimations },
  { field: 'preloadData', points: -8, applies: (s) => s.preloadData },
  {
    field: 'refreshIntervalMinutes',
    points: -10,
    applies: (s) => s.refreshIntervalMinutes < FAST_REFRESH_BELOW_MINUTES,
  },
  {
    field: 'maxConcurrentRequests',
    points: -8,
    applies: (s) => s.maxConcurrentRequests > MANY_CONCURRENT_REQUESTS_ABOVE,
  },
  {
    field: 'requestThrottleMs',
    points: -5,
    applies: (s) => s.requestThrottleMs < LOW_THROTTLE_BELOW_MS,
  },
  { field: 'cacheOptimization', points: 5, applies: (s) => s.cacheOptimization },
  { field: 'lazyLoading', points: 5, applies: (s) => s.lazyLoading },
  { field: 'imageOptimization', points: 5, applies: (s) => s.imageOptimization },
  { field: 'reducedMotion', points: 3, applies: (s) => s.reducedMotion },
];

/**
 * The points of a setting's term (a toggle: when on; a limit: when crossed); 0 for a setting
 * the score ignores.
 */
export function pointsOf(field: string): number {
  return PERFORMANCE_SCORE_TERMS.find((term) => term.field === field)?.points ?? 0;
}

/** The lowest score of each band, best first. */
export const PERFORMANCE_BANDS: readonly {
  band: PerformanceBand;
  min: number;
  message: string;
}[] = [
  { band: 'excellent', min: 80, message: 'Excellent performance configuration' },
  { band: 'good', min: 60, message: 'Good performance with room for optimization' },
  { band: 'poor', min: 0, message: 'Performance may be impacted by current settings' },
];

/** A raw total kept within 0-100. */
export function clampPerformanceScore(total: number): number {
  return Math.min(100, Math.max(0, total));
}

/** The band of a score (0-100) and its message. */
export function performanceBand(score: number): { band: PerformanceBand; message: string } {
  const found = PERFORMANCE_BANDS.find((b) => score >= b.min) ?? PERFORMANCE_BANDS.at(-1)!;
  return { band: found.band, message: found.message };
}

/**
 * Starts at 100, applies every term of section 9 that holds, clamps to 0-100 and names the
 * band: 80 or more excellent, 60-79 good, below 60 poor.
 */
export function performanceScore(settings: PerformanceScoreSettings): PerformanceScore {
  const total = PERFORMANCE_SCORE_TERMS.reduce(
    (sum, term) => (term.applies(settings) ? sum + term.points : sum),
    PERFORMANCE_SCORE_START,
  );
  const score = clampPerformanceScore(total);
  return { score, ...performanceBand(score) };
}
