/**
 * Where listings are replicated from: the admin panel's MLS key when its card is enabled with
 * one, else the server's SPARK_ACCESS_TOKEN, else the built-in offline sample feed. One rule
 * for the replication, the admin panel and the operations view.
 */
export type MlsFeedKind = 'admin' | 'environment' | 'offline';

export function mlsFeedKind(input: {
  panel: { enabled: boolean; apiKey: string };
  environmentToken: string | undefined;
}): MlsFeedKind {
  if (input.panel.enabled && input.panel.apiKey.trim() !== '') return 'admin';
  return input.environmentToken ? 'environment' : 'offline';
}

/** The listing-data provider's API address: the MLS card's base URL until an admin changes it. */
export const LISTING_DATA_DEFAULT_BASE_URL = 'https://replication.sparkapi.com/v1';

/**
 * The base URL the panel's MLS key is used with: the card's own address when an admin entered
 * another one, else the server's (SPARK_BASE_URL, itself the provider's address unless set), so
 * a server pointed at another address (a local simulator) keeps it while the card shows the
 * default.
 */
export function listingDataBaseUrl(panelBaseUrl: string, serverBaseUrl: string): string {
  const own = panelBaseUrl.trim().replace(/\/+$/, '');
  return own === '' || own === LISTING_DATA_DEFAULT_BASE_URL ? serverBaseUrl : own;
}

/** Freshness of the listings against the 5-minute goal, the 30-minute alert and the 12-hour IDX rule. */
export type FeedFreshness = 'fresh' | 'late' | 'stale' | 'idx-breach' | 'never';

export const FRESHNESS_LIMITS = { goal: 5, alert: 30, idx: 12 * 60 } as const;

/** The freshness of listings last synced `minutes` ago (null: never). */
export function feedFreshness(minutes: number | null): FeedFreshness {
  if (minutes === null) return 'never';
  if (minutes > FRESHNESS_LIMITS.idx) return 'idx-breach';
  if (minutes > FRESHNESS_LIMITS.alert) return 'stale';
  if (minutes > FRESHNESS_LIMITS.goal) return 'late';
  return 'fresh';
}
