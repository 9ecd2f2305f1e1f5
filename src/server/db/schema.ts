import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { PROPERTY_FEATURES } from '../../core/listing-search';
import {
  BFR_CHECK_ITEMS,
  BFR_TEXT_FIELDS,
  type BfrCheckKey,
  type BfrTextKey,
} from '../../core/bfr-fields';
import type { AdminSettings } from '../../contract/admin-settings';
import type { ListingFeatureGroups, ListingPhoto } from '../../contract/listing-fields';
import type { SearchTermKind } from '../../contract/search-suggestions';

/**
 * The database schema shared by PGlite and PostgreSQL. Migrations are generated from this
 * file with `npm run db:generate` and committed; a landed migration is never edited.
 */

const tsvector = customType<{ data: string }>({
  dataType: () => 'tsvector',
});

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  // PGlite hands back a Uint8Array, node-postgres a Buffer
  fromDriver: (value) => Buffer.from(value),
});

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: varchar('username', { length: 50 }).notNull(),
    /** Stored lower-cased so uniqueness and login are case-insensitive. */
    email: text('email').notNull(),
    /** argon2id hash; null for accounts that only sign in with Google. */
    password: text('password'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    profileImageUrl: text('profile_image_url'),
    isAdmin: boolean('is_admin').notNull().default(false),
    /** The `agent` role: staff access to contacts, buyer files and showings, not to settings. */
    isAgent: boolean('is_agent').notNull().default(false),
    authProvider: text('auth_provider').notNull().default('local'),
    /**
     * When the owner proved the address (a mailed link, or Google's own check). An address in
     * ADMIN_EMAILS makes an admin only once verified: anyone could register with it.
     */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** SHA-256 of the pending verification link's token (the token itself is only mailed). */
    emailVerificationTokenHash: text('email_verification_token_hash'),
    emailVerificationExpiresAt: timestamp('email_verification_expires_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    // login by username is case-insensitive, so uniqueness must be too
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_key').on(t.email),
    // opening a verification link finds its account by the token's hash
    uniqueIndex('users_email_verification_token_key').on(t.emailVerificationTokenHash),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    sid: varchar('sid', { length: 255 }).primaryKey(),
    sess: jsonb('sess').$type<Record<string, unknown>>().notNull(),
    expire: timestamp('expire', { withTimezone: true }).notNull(),
  },
  (t) => [
    // serves the periodic purge of expired sessions
    index('sessions_expire_idx').on(t.expire),
    // serves "end every session of this user" after a password reset
    index('sessions_user_id_idx').on(sql`((${t.sess}->>'userId'))`),
  ],
);

/**
 * Rate-limit counters every instance shares (issue 22): attempts per account (logins,
 * registrations, reset requests) and, on PostgreSQL without Redis, per network address. The
 * key is a namespace and an HMAC of the account or address (with APP_SECRET), never the name
 * itself; a row past `reset_at` starts a new window and is purged hourly.
 */
export const attemptCounters = pgTable(
  'attempt_counters',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('attempt_counters_reset_at_idx').on(t.resetAt)],
);

/** Password reset links: only the SHA-256 of the token is stored; valid 1 hour, single use. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    /** Hex SHA-256 of the token sent by e-mail. */
    token: text('token').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    used: boolean('used').notNull().default(false),
    ...timestamps,
  },
  (t) => [uniqueIndex('password_reset_tokens_token_key').on(t.token)],
);

/** Mail kept when no SMTP server is configured (development), newest last. */
export const mailOutbox = pgTable('mail_outbox', {
  id: serial('id').primaryKey(),
  toAddress: text('to_address').notNull(),
  subject: text('subject').notNull(),
  textBody: text('text_body').notNull(),
  htmlBody: text('html_body'),
  ...timestamps,
});

/** One row (id = 1); each settings section is a JSON document validated by the contract schema. */
export const adminSettings = pgTable('admin_settings', {
  id: integer('id').primaryKey().default(1),
  animationSettings: jsonb('animation_settings')
    .$type<AdminSettings['animationSettings']>()
    .notNull()
    .default({} as AdminSettings['animationSettings']),
  badgeSettings: jsonb('badge_settings')
    .$type<AdminSettings['badgeSettings']>()
    .notNull()
    .default({} as AdminSettings['badgeSettings']),
  apiSettings: jsonb('api_settings')
    .$type<AdminSettings['apiSettings']>()
    .notNull()
    .default({} as AdminSettings['apiSettings']),
  performanceSettings: jsonb('performance_settings')
    .$type<AdminSettings['performanceSettings']>()
    .notNull()
    .default({} as AdminSettings['performanceSettings']),
  backgroundSettings: jsonb('background_settings')
    .$type<AdminSettings['backgroundSettings']>()
    .notNull()
    .default({} as AdminSettings['backgroundSettings']),
  fubFieldMappings: jsonb('fub_field_mappings')
    .$type<AdminSettings['fubFieldMappings']>()
    .notNull()
    .default({}),
  generalSettings: jsonb('general_settings')
    .$type<AdminSettings['generalSettings']>()
    .notNull()
    .default({} as AdminSettings['generalSettings']),
  uiSettings: jsonb('ui_settings')
    .$type<AdminSettings['uiSettings']>()
    .notNull()
    .default({} as AdminSettings['uiSettings']),
  advancedSettings: jsonb('advanced_settings')
    .$type<AdminSettings['advancedSettings']>()
    .notNull()
    .default({} as AdminSettings['advancedSettings']),
  ...timestamps,
});

/**
 * The audit trail of the admin settings (Advanced tab): who changed which fields of which
 * section, never the values (a secret appears by its name only).
 */
export const settingsAudit = pgTable(
  'settings_audit',
  {
    id: serial('id').primaryKey(),
    /** The admin's account; null for the development test-mode admin (no account). */
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The username at the time of the change, kept when the account is gone. */
    actorName: text('actor_name').notNull(),
    section: text('section').notNull(),
    fields: jsonb('fields').$type<string[]>().notNull(),
    ...timestamps,
  },
  // serves the Advanced tab: the newest changes first
  (t) => [index('settings_audit_created_idx').on(t.createdAt.desc())],
);

/**
 * Images an admin uploaded (the main-area background), kept once by content hash and served
 * by URL from every instance (DESIGN.md section 6.14: never inlined into pages).
 */
export const siteImages = pgTable('site_images', {
  /** SHA-256 of the bytes, hex: the address is /site-images/{sha256}.{ext}. */
  sha256: text('sha256').primaryKey(),
  contentType: text('content_type').notNull(),
  bytes: bytea('bytes').notNull(),
  ...timestamps,
});

export const systemAlerts = pgTable(
  'system_alerts',
  {
    id: serial('id').primaryKey(),
    severity: text('severity').notNull(),
    type: text('type').notNull(),
    component: text('component').notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    timestamp: timestamp('timestamp', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    ...timestamps,
  },
  // serves the admin banner: open alerts, newest first
  (t) => [
    index('system_alerts_open_idx')
      .on(t.timestamp.desc())
      .where(sql`${t.resolvedAt} is null`),
  ],
);

export const listings = pgTable(
  'listings',
  {
    /** Stable across re-syncs (upsert by listingKey), so /property/{id} URLs never change. */
    id: serial('id').primaryKey(),
    listingKey: text('listing_key').notNull(),
    mlsNumber: text('mls_number').notNull(),
    address: text('address').notNull().default(''),
    city: text('city').notNull().default(''),
    state: text('state').notNull().default('AZ'),
    zipCode: text('zip_code').notNull().default(''),
    price: numeric('price', { precision: 12, scale: 2, mode: 'number' }),
    bedrooms: integer('bedrooms'),
    bathrooms: real('bathrooms'),
    squareFeet: integer('square_feet'),
    lotSizeAcres: real('lot_size_acres'),
    lotSizeSquareFeet: integer('lot_size_square_feet'),
    yearBuilt: integer('year_built'),
    propertyType: text('property_type'),
    propertySubType: text('property_sub_type'),
    /** Our normalized status (ACTIVE, PENDING, SOLD, ...); mlsStatus keeps the feed's word. */
    status: text('status').notNull().default('ACTIVE'),
    mlsStatus: text('mls_status'),
    daysOnMarket: integer('days_on_market').notNull().default(0),
    listingDate: timestamp('listing_date', { withTimezone: true }),
    description: text('description'),
    publicRemarks: text('public_remarks'),
    directions: text('directions'),
    photos: jsonb('photos').$type<ListingPhoto[]>().notNull().default([]),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    parking: text('parking'),
    parkingSpaces: integer('parking_spaces'),
    totalRooms: integer('total_rooms'),
    /** Text: feeds send '2', '1.5' or 'Multi/Split'. */
    stories: text('stories'),
    ageRange: text('age_range'),
    condition: text('condition'),
    appliances: text('appliances'),
    internetTypes: text('internet_types'),
    utilities: text('utilities'),
    sewer: text('sewer'),
    water: text('water'),
    electric: text('electric'),
    isAuction: boolean('is_auction').notNull().default(false),
    horseYn: boolean('horse_yn').notNull().default(false),
    county: text('county'),
    subdivisionName: text('subdivision_name'),
    schoolDistrict: text('school_district'),
    elementarySchool: text('elementary_school'),
    middleOrJuniorSchool: text('middle_or_junior_school'),
    highSchool: text('high_school'),
    parcelNumber: text('parcel_number'),
    legalDescription: text('legal_description'),
    legalDescriptionText: text('legal_description_text'),
    publicSurvey: text('public_survey'),
    townshipRange: text('township_range'),
    section: text('section'),
    hasHoa: boolean('has_hoa'),
    hoaFee: numeric('hoa_fee', { precision: 12, scale: 2, mode: 'number' }),
    hoaName: text('hoa_name'),
    annualTax: numeric('annual_tax', { precision: 12, scale: 2, mode: 'number' }),
    taxYear: integer('tax_year'),
    /** Feature groups (Interior, Lot, Pool, ...): each an object of feature name to true. */
    features: jsonb('features').$type<ListingFeatureGroups>().notNull().default({}),
    /** IDX attribution ("Listing courtesy of ..."). */
    listingAgentName: text('listing_agent_name'),
    listingAgentPhone: text('listing_agent_phone'),
    listingAgentEmail: text('listing_agent_email'),
    listingOfficeName: text('listing_office_name'),
    /** False when the feed's flags forbid public (IDX) display: the listing is then a 404. */
    idxDisplayAllowed: boolean('idx_display_allowed').notNull().default(true),
    /** The feed record as received, for fields we do not normalize. */
    raw: jsonb('raw').$type<Record<string, unknown>>().notNull().default({}),
    modificationTimestamp: timestamp('modification_timestamp', { withTimezone: true }),
    /** Last time the feed sent this listing (a full run reconciles listings not seen since its start). */
    syncedAt: timestamp('synced_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The price before the last price change and when it changed. Kept by a trigger on this
     * table (migration 0020, decision 021), never written by replication: a card shows
     * 'Price reduced $X' and the REDUCED badge from them.
     */
    previousPrice: numeric('previous_price', { precision: 12, scale: 2, mode: 'number' }),
    priceChangedAt: timestamp('price_changed_at', { withTimezone: true }),
    /**
     * Words of the description and remarks, for feature searches (horse, golf, mountain view).
     * The description (syndication remarks) usually contains the public remarks already; they
     * are added only when it does not, as stemming is the costliest part of storing a listing.
     */
    searchText: tsvector('search_text').generatedAlwaysAs(
      sql`to_tsvector('english', coalesce(description, '') || CASE WHEN public_remarks IS NULL OR strpos(coalesce(description, ''), public_remarks) > 0 THEN '' ELSE ' ' || public_remarks END)`,
    ),
    ...timestamps,
  },
  (t) => [
    // replication upserts by the feed's key
    uniqueIndex('listings_listing_key_key').on(t.listingKey),
    // MLS-number search and lookups from the BFR tools
    uniqueIndex('listings_mls_number_key').on(t.mlsNumber),
    // Search indexes cover displayable listings only (partial), so a count never has to visit
    // the table to check the IDX flag. Home page: status + city (case-insensitive), newest
    // first, stable paging by id. Migration 0005 adds INCLUDE (price, bedrooms, bathrooms,
    // square_feet, days_on_market), which drizzle cannot express, so that counting a city
    // search with price/room/size ranges reads the index alone.
    index('listings_public_city_date_idx')
      .on(t.status, sql`lower(${t.city})`, t.listingDate.desc(), t.id.desc())
      .where(sql`idx_display_allowed`),
    // search without a city, newest first
    index('listings_public_date_idx')
      .on(t.status, t.listingDate.desc(), t.id.desc())
      .where(sql`idx_display_allowed`),
    // price sorts (both directions, listings without a price last) and price ranges
    index('listings_public_price_idx')
      .on(t.status, t.price, t.id)
      .where(sql`idx_display_allowed`),
    index('listings_public_price_desc_idx')
      .on(t.status, t.price.desc(), t.id.desc())
      .where(sql`idx_display_allowed`),
    // ZIP searches
    index('listings_public_zip_idx')
      .on(t.status, t.zipCode)
      .where(sql`idx_display_allowed`),
    // Just Listed (days on market) and the count of all listings of a status
    index('listings_public_dom_idx')
      .on(t.status, t.daysOnMarket)
      .where(sql`idx_display_allowed`),
    // The sorts of issue 40 (most bedrooms, largest, lowest price per square foot), each
    // walked for its first page instead of sorting every match; without a city and within one
    // (`lower(city) = ...`), listings without the value last. Migration 0024 adds INCLUDE by
    // hand (drizzle cannot express it): the city (as in the city index above: without the
    // column itself an expression index allows no index-only scan, and the planner then
    // prefers sorting the whole city from the city index), the price and the square feet of
    // the price-per-square-foot expression, and the other columns of the search form's
    // ranges, so a page with price, room and size ranges is filtered in the index. At 100,000
    // listings (EXPLAIN ANALYZE, PostgreSQL 15): a page of all listings sorted by bedrooms
    // 110 -> 0.4 ms, of Phoenix 22 -> 0.5 ms; with the form's ranges 82 -> 0.9 ms (without the
    // INCLUDE, 344 ms: the index walk read 8,000 rows for 24).
    // a city's listings by price, both ways (issue 40): without them a city sorted by price
    // read the city's listings from the date index and sorted them (Phoenix, 22,975 active:
    // bare p95 15 ms at 100,000 listings); INCLUDE (city, bedrooms, bathrooms, square_feet)
    // as the other city sort indexes, so the form's ranges are filtered in the index.
    index('listings_public_city_price_idx')
      .on(t.status, sql`lower(${t.city})`, t.price, t.id)
      .where(sql`idx_display_allowed`),
    index('listings_public_city_price_desc_idx')
      .on(t.status, sql`lower(${t.city})`, t.price.desc(), t.id.desc())
      .where(sql`idx_display_allowed`),
    index('listings_public_beds_idx')
      .on(t.status, t.bedrooms.desc(), t.id.desc())
      .where(sql`idx_display_allowed`),
    index('listings_public_city_beds_idx')
      .on(t.status, sql`lower(${t.city})`, t.bedrooms.desc(), t.id.desc())
      .where(sql`idx_display_allowed`),
    index('listings_public_sqft_idx')
      .on(t.status, t.squareFeet.desc(), t.id.desc())
      .where(sql`idx_display_allowed`),
    index('listings_public_city_sqft_idx')
      .on(t.status, sql`lower(${t.city})`, t.squareFeet.desc(), t.id.desc())
      .where(sql`idx_display_allowed`),
    index('listings_public_price_sqft_idx')
      .on(t.status, sql`(${t.price} / NULLIF(${t.squareFeet}, 0))`, t.id)
      .where(sql`idx_display_allowed`),
    index('listings_public_city_price_sqft_idx')
      .on(t.status, sql`lower(${t.city})`, sql`(${t.price} / NULLIF(${t.squareFeet}, 0))`, t.id)
      .where(sql`idx_display_allowed`),
    // lot size ranges (the search box's '2 acres', the lot size filter): counting 5 acres or
    // more read the whole table (103 ms warm at 100,000 listings), from here 0.6 ms
    index('listings_public_lot_idx')
      .on(t.status, t.lotSizeAcres)
      .where(sql`idx_display_allowed`),
    // subdivision "contains" search (ILIKE '%...%') through trigrams: counting one
    // subdivision's listings ('haisley') 137 -> 7 ms; a fragment common to several ('ridge',
    // 7,800 listings) still rechecks each row (95 ms instead of a 138 ms scan)
    index('listings_public_subdivision_trgm_idx')
      .using('gin', sql`${t.subdivisionName} gin_trgm_ops`)
      .where(sql`idx_display_allowed`),
    // One small partial index per search-form feature (horse, golf, mountain view...): the
    // search's `search_text @@ phraseto_tsquery('english', words)` folds to the same constant
    // as the index predicate, so a feature search is paged and counted from the index alone
    // instead of rechecking thousands of rows found through the GIN index. Migration 0006
    // adds INCLUDE (price) by hand (drizzle cannot express it), for the price sorts.
    ...PROPERTY_FEATURES.map((feature) =>
      index(`listings_feature_${feature.value.replaceAll('-', '_')}_idx`)
        .on(t.status, t.listingDate.desc(), t.id.desc())
        .where(
          sql`idx_display_allowed AND search_text @@ phraseto_tsquery('english', ${sql.raw(`'${feature.words}'`)})`,
        ),
    ),
    // Map search (decision 026): a drawn area or the map's view is
    // `point(longitude, latitude) <@ polygon`, which a GiST index on the same expression
    // answers from the area's bounding box, then rechecks each candidate exactly. Active
    // listings only (what a map shows; another status is found through its status index).
    // Migration 0022 adds INCLUDE (latitude, longitude, price, listing_date, id) by hand
    // (drizzle cannot express it): the sorts, the count and the map's markers are read from
    // the index alone (a town's view p95 97 -> 14 ms at 100,000 listings, PERFORMANCE.md).
    index('listings_public_point_idx')
      .using('gist', sql`point(${t.longitude}, ${t.latitude})`)
      .where(sql`idx_display_allowed AND status = 'ACTIVE'`),
    // address "contains" search (ILIKE '%...%') through trigrams
    index('listings_address_trgm_idx').using('gin', sql`${t.address} gin_trgm_ops`),
    // property-feature searches over description and remarks
    index('listings_search_text_idx').using('gin', t.searchText),
    // incremental replication: newest modification first
    index('listings_modification_idx').on(t.modificationTimestamp),
    // reconciliation after a full run of one city
    index('listings_city_synced_idx').on(t.city, t.syncedAt),
  ],
);

/**
 * A narrow copy of each listing's street line, status and display flag, written by statement
 * triggers on `listings` (migration 0023, decision 027) so that every writer keeps it. A street
 * fragment ('pine') matches thousands of listings, and a trigram match is rechecked against
 * each row: over `listings` (about four rows to a table page) a count read ~3,000 pages (25 ms
 * at 100,000 listings, cold); here a few hundred (4 ms). Its columns are named as in
 * `listings`, so a street search's WHERE runs on it unchanged.
 */
export const listingAddresses = pgTable(
  'listing_addresses',
  {
    // the listing's id; no foreign key: the triggers delete a listing's copy with it, and a
    // key checked per row would cost replication's bulk writes a probe per listing
    id: integer('id').primaryKey(),
    status: text('status').notNull(),
    idxDisplayAllowed: boolean('idx_display_allowed').notNull(),
    address: text('address').notNull(),
  },
  (t) => [
    index('listing_addresses_address_trgm_idx')
      .using('gin', sql`${t.address} gin_trgm_ops`)
      .where(sql`${t.idxDisplayAllowed}`),
  ],
);

/**
 * What the search box suggests as a visitor types (issue 40): every town, ZIP code, street and
 * subdivision of the active, displayable listings with how many there are, one row each.
 * Derived from `listings` by `refreshSearchTerms` (listings/search-terms-store.ts) after each
 * replication write and nightly (the `listings.search-terms` job), so a keystroke reads a few
 * rows of this small table instead of grouping 100,000 listings. A street is the address
 * without its house number and unit ('Fossil Creek Rd'); streets and subdivisions are kept per
 * town, towns and ZIP codes with the city ''.
 */
export const searchTerms = pgTable(
  'search_terms',
  {
    kind: text('kind').$type<SearchTermKind>().notNull(),
    /** As shown: the spelling most of its listings use. */
    label: text('label').notNull(),
    city: text('city').notNull().default(''),
    listingCount: integer('listing_count').notNull(),
    /** lower(label): what typed text is matched against. */
    matchText: text('match_text')
      .notNull()
      .generatedAlwaysAs(sql`lower(label)`),
    ...timestamps,
  },
  (t) => [
    primaryKey({ name: 'search_terms_pkey', columns: [t.kind, t.label, t.city] }),
    check('search_terms_kind_check', sql`${t.kind} IN ('town', 'zip', 'street', 'subdivision')`),
    // what is typed as the start of a label ('pay' for Payson, '855' for 85541), one kind at
    // a time: `kind = $1 AND match_text LIKE 'pay%'` is a range of this index in any collation
    index('search_terms_prefix_idx').on(t.kind, t.matchText.op('text_pattern_ops')),
    // the start of a later word ('creek' for 'Fossil Creek Rd': LIKE '% creek%') and a
    // misspelling (`match_text % 'peyson'`, trigram similarity). Without the pending list
    // (fastupdate): a refresh writes few rows, and no autovacuum on PGlite would merge it.
    index('search_terms_trgm_idx')
      .using('gin', t.matchText.op('gin_trgm_ops'))
      .with({ fastupdate: false }),
  ],
);

/** The cities the MLS sync covers, with their priority (seeded from src/core/mls-cities.ts). */
export const mlsCities = pgTable('mls_cities', {
  name: text('name').primaryKey(),
  county: text('county').notNull(),
  priority: text('priority').notNull(),
  enabled: boolean('enabled').notNull().default(true),
  ...timestamps,
});

/** Progress of the full caching of each city (back-office spec `armls_cache_status`). */
export const armlsCacheStatus = pgTable('armls_cache_status', {
  id: serial('id').primaryKey(),
  city: text('city').notNull().unique('armls_cache_status_city_key'),
  totalProperties: integer('total_properties').notNull().default(0),
  cachedProperties: integer('cached_properties').notNull().default(0),
  lastCacheUpdate: timestamp('last_cache_update', { withTimezone: true }),
  /** Percent 0-100 of the current (or last) run. */
  cacheProgress: integer('cache_progress').notNull().default(0),
  isComplete: boolean('is_complete').notNull().default(false),
  /** Rows of the current run already stored: a restarted job resumes here. */
  lastOffset: integer('last_offset').notNull().default(0),
  /** The feed's cursor after the last stored page (`_skiptoken`); '' before the first page. */
  lastSkipToken: text('last_skip_token').notNull().default(''),
  /** Start of the current run; listings of the city not seen since are reconciled away. */
  runStartedAt: timestamp('run_started_at', { withTimezone: true }),
  lastError: text('last_error'),
  ...timestamps,
});

/** One row (id = 1): the sync's running flag and incremental high-water mark. */
export const mlsSyncState = pgTable('mls_sync_state', {
  id: integer('id').primaryKey().default(1),
  /** A full caching run was started (by start-up or an admin) and has not finished or been stopped. */
  running: boolean('running').notNull().default(false),
  stopRequested: boolean('stop_requested').notNull().default(false),
  /** Incremental refresh asks for listings modified after this instant. */
  highWaterMark: timestamp('high_water_mark', { withTimezone: true }),
  /** Start of the last successful incremental refresh (the schedule counts from it). */
  lastRefreshAt: timestamp('last_refresh_at', { withTimezone: true }),
  lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
  lastError: text('last_error'),
  /**
   * Which feed the listings were replicated from ('offline', or the API base and a hash of its
   * token): when an admin switches feeds, the cursors of the old one mean nothing.
   */
  feedSource: text('feed_source'),
  /**
   * Raised by one in each transaction that changes listings (rows in `listing_changes`): the
   * row lock orders the numbers as the changes commit, so an instance that has seen number N
   * has seen every change up to N (docs/decisions/015).
   */
  listingsVersion: integer('listings_version').notNull().default(0),
  ...timestamps,
});

/** Which listings each `listings_version` changed (inserted, updated or removed), for a while. */
export const listingChanges = pgTable(
  'listing_changes',
  {
    version: integer('version').notNull(),
    listingId: integer('listing_id').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.version, t.listingId] }),
    index('listing_changes_changed_at_idx').on(t.changedAt),
  ],
);

/** Listings a signed-in visitor saved (back-office spec `favorite_properties`). */
export const favoriteProperties = pgTable(
  'favorite_properties',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    propertyId: integer('property_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    ...timestamps,
  },
  (t) => [
    // one row per user and listing (saving twice is a no-op); serves "this user's favorites"
    primaryKey({ name: 'favorite_properties_pkey', columns: [t.userId, t.propertyId] }),
    // the cascade when replication removes a listing finds its favorites by listing
    index('favorite_properties_property_id_idx').on(t.propertyId),
  ],
);

/**
 * Saved comparisons (back-office spec `property_comparisons`: name, propertyIds; issue 27): a
 * signed-in visitor's own (user_id), or one a staff member saved for a CRM contact (crm +
 * contact_id), never both. The listing ids are kept as saved, in order and without a foreign
 * key: a listing that leaves the feed stays in the comparison and is shown as no longer
 * available. share_id is the random, unguessable id of the comparison's link, which shows its
 * name and listings to whoever holds it (decision 018).
 */
export const propertyComparisons = pgTable(
  'property_comparisons',
  {
    id: serial('id').primaryKey(),
    shareId: varchar('share_id', { length: 50 }).notNull(),
    name: text('name').notNull(),
    propertyIds: jsonb('property_ids').$type<number[]>().notNull(),
    /** The visitor who owns it (their own comparison). */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** A contact's comparison: 'built-in' | 'followupboss', and the contact's id there. */
    crm: text('crm'),
    contactId: integer('contact_id'),
    contactName: text('contact_name'),
    /** Who saved it (username): the visitor, or the staff member for a contact. */
    createdBy: text('created_by'),
    ...timestamps,
  },
  (t) => [
    // opening a link finds its comparison
    uniqueIndex('property_comparisons_share_id_key').on(t.shareId),
    // a visitor's list, newest first; one name per owner (compared case-insensitively)
    index('property_comparisons_user_idx')
      .on(t.userId, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.userId} IS NOT NULL`),
    uniqueIndex('property_comparisons_user_name_key')
      .on(t.userId, sql`lower(${t.name})`)
      .where(sql`${t.userId} IS NOT NULL`),
    // a contact's list on their detail page, newest first; one name per contact
    index('property_comparisons_contact_idx')
      .on(t.crm, t.contactId, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.contactId} IS NOT NULL`),
    uniqueIndex('property_comparisons_contact_name_key')
      .on(t.crm, t.contactId, sql`lower(${t.name})`)
      .where(sql`${t.contactId} IS NOT NULL`),
    // exactly one owner: a visitor, or a contact of a CRM
    check(
      'property_comparisons_one_owner',
      sql`(${t.userId} IS NOT NULL AND ${t.crm} IS NULL AND ${t.contactId} IS NULL) OR (${t.userId} IS NULL AND ${t.crm} IS NOT NULL AND ${t.contactId} IS NOT NULL)`,
    ),
  ],
);

/*
 * Leads and the built-in CRM (issue 8; back-office spec "CRM contact"). A lead is stored here
 * before anything else happens, then delivered to the configured CRMs through lead_deliveries.
 */

export const crmContacts = pgTable(
  'crm_contacts',
  {
    id: serial('id').primaryKey(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    /** Lower-cased e-mail: one contact per address. */
    emailKey: text('email_key').notNull(),
    phone: text('phone').notNull(),
    /** The phone's digits without a US country code: a second way to find the same person. */
    phoneKey: text('phone_key').notNull(),
    /**
     * Other addresses and phones visitors gave in submissions matched to this contact (never
     * replacing the primary ones), so staff find the contact by what the visitor typed.
     */
    extraEmails: jsonb('extra_emails').$type<string[]>().notNull().default([]),
    extraPhones: jsonb('extra_phones').$type<string[]>().notNull().default([]),
    stage: text('stage').notNull().default('Lead'),
    source: text('source').notNull(),
    /** Budget in whole dollars (the upper bound of the chosen price band). */
    price: integer('price'),
    /** The agent's name as staff see it ('Assigned to'). */
    assignedTo: text('assigned_to'),
    /** The agent (an account with the agent role) the contact is assigned to. */
    assignedUserId: integer('assigned_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    /** The latest form answers (contract LeadAnswers). */
    answers: jsonb('answers').$type<Record<string, unknown>>().notNull(),
    carrier: text('carrier'),
    lineType: text('line_type'),
    carrierCheckedAt: timestamp('carrier_checked_at', { withTimezone: true }),
    /** The Follow Up Boss person this contact became, once an event was accepted. */
    fubPersonId: integer('fub_person_id'),
    /** The built-in CRM's custom fields (customXxx → value), written by the BFR field mapping. */
    customFields: jsonb('custom_fields').$type<Record<string, string>>().notNull().default({}),
    createdVia: text('created_via').notNull().default('Website form'),
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull().defaultNow(),
    ...timestamps,
  },
  (t) => [
    // duplicate submissions by e-mail update the contact (upsert target)
    uniqueIndex('crm_contacts_email_key_idx').on(t.emailKey),
    // duplicate submissions by phone find the contact
    index('crm_contacts_phone_key_idx').on(t.phoneKey),
    // the contacts list: most recent activity first
    index('crm_contacts_last_activity_idx').on(t.lastActivityAt.desc(), t.id.desc()),
    // contact monitoring's read of new contacts
    index('crm_contacts_created_idx').on(t.createdAt.desc(), t.id.desc()),
  ],
);

export const crmNotes = pgTable(
  'crm_notes',
  {
    id: serial('id').primaryKey(),
    contactId: integer('contact_id')
      .notNull()
      .references(() => crmContacts.id, { onDelete: 'cascade' }),
    subject: text('subject'),
    body: text('body').notNull(),
    isHtml: boolean('is_html').notNull().default(false),
    createdBy: text('created_by'),
    systemName: text('system_name'),
    ...timestamps,
  },
  // a contact's notes, newest first
  (t) => [index('crm_notes_contact_idx').on(t.contactId, t.createdAt.desc())],
);

export const crmEmails = pgTable(
  'crm_emails',
  {
    id: serial('id').primaryKey(),
    contactId: integer('contact_id')
      .notNull()
      .references(() => crmContacts.id, { onDelete: 'cascade' }),
    subject: text('subject'),
    fromAddress: text('from_address'),
    toAddresses: jsonb('to_addresses').$type<string[]>().notNull().default([]),
    body: text('body').notNull(),
    ...timestamps,
  },
  // a contact's e-mails, newest first
  (t) => [index('crm_emails_contact_idx').on(t.contactId, t.createdAt.desc())],
);

export const crmActivities = pgTable(
  'crm_activities',
  {
    id: serial('id').primaryKey(),
    contactId: integer('contact_id')
      .notNull()
      .references(() => crmContacts.id, { onDelete: 'cascade' }),
    activityType: text('activity_type').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    description: text('description').notNull(),
    /** The listing of a visitor's 'Viewed Property' or 'Saved Property'. */
    propertyId: integer('property_id'),
    /** A visitor's 'Property Search': the home page's query string. */
    searchQuery: text('search_query'),
    /**
     * A visitor activity on its way to Follow Up Boss: 'pending' until sent ('sent'), null for
     * activities that stay in our CRM (staff's own, or with Follow Up Boss off).
     */
    fubStatus: text('fub_status'),
    fubAttempts: integer('fub_attempts').notNull().default(0),
    fubNextAttemptAt: timestamp('fub_next_attempt_at', { withTimezone: true }),
    fubError: text('fub_error'),
    ...timestamps,
  },
  (t) => [
    // a contact's activity, newest first
    index('crm_activities_contact_idx').on(t.contactId, t.createdAt.desc()),
    // the activity sender: visitor events due for Follow Up Boss, oldest first
    index('crm_activities_fub_due_idx')
      .on(t.fubNextAttemptAt, t.id)
      .where(sql`${t.fubStatus} = 'pending'`),
  ],
);

/** Every POST /api/contacts, as received (after validation): the record deliveries are made from. */
export const leadSubmissions = pgTable(
  'lead_submissions',
  {
    id: serial('id').primaryKey(),
    /** Null for a submission held back as spam (it made no contact). */
    contactId: integer('contact_id').references(() => crmContacts.id, { onDelete: 'set null' }),
    answers: jsonb('answers').$type<Record<string, unknown>>().notNull(),
    propertyId: integer('property_id'),
    /** The page the form was sent from, as an absolute URL (for the CRM event). */
    pageUrl: text('page_url'),
    /** Why the submission was held back (honeypot, too fast), or null. */
    spamReason: text('spam_reason'),
    ...timestamps,
  },
  (t) => [index('lead_submissions_contact_idx').on(t.contactId)],
);

/** The delivery outbox: one row per submission and destination until it is delivered. */
export const leadDeliveries = pgTable(
  'lead_deliveries',
  {
    id: serial('id').primaryKey(),
    submissionId: integer('submission_id')
      .notNull()
      .references(() => leadSubmissions.id, { onDelete: 'cascade' }),
    /** 'followupboss' | 'apps-script' | 'google-forms' */
    destination: text('destination').notNull(),
    /** 'pending' until the destination accepted it, then 'delivered'. */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /** What the destination answered with (the Follow Up Boss person id). */
    externalId: text('external_id'),
    ...timestamps,
  },
  (t) => [
    // a submission goes to each destination once
    uniqueIndex('lead_deliveries_submission_destination_idx').on(t.submissionId, t.destination),
    // the outbox worker: pending deliveries that are due, oldest first
    index('lead_deliveries_due_idx')
      .on(t.nextAttemptAt, t.id)
      .where(sql`${t.status} = 'pending'`),
    // a destination's admin page: its latest deliveries, newest first
    index('lead_deliveries_destination_recent_idx').on(
      t.destination,
      t.createdAt.desc(),
      t.id.desc(),
    ),
  ],
);

/** Requests made to each phone-carrier service per month (their free tiers are monthly). */
export const carrierLookupUsage = pgTable(
  'carrier_lookup_usage',
  {
    service: text('service').notNull(),
    /** 'YYYY-MM' in UTC. */
    month: text('month').notNull(),
    count: integer('count').notNull().default(0),
    ...timestamps,
  },
  (t) => [primaryKey({ name: 'carrier_lookup_usage_pkey', columns: [t.service, t.month] })],
);

/** 'purchaseContract' → 'purchase_contract', 'sellerPropertyDisclosureStatementSPDS' → '…_spds'. */
function snakeCase(key: string): string {
  return key
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1_$2')
    .toLowerCase();
}

/** A column per BFR text field and document box, from the one table in core/bfr-fields.ts. */
const bfrTextColumn = (key: string) => text(snakeCase(key)).notNull().default('');
const bfrCheckColumn = (key: string) => boolean(snakeCase(key)).notNull().default(false);
const bfrTextColumns = Object.fromEntries(
  BFR_TEXT_FIELDS.map((f) => [f.key, bfrTextColumn(f.key)]),
) as Record<BfrTextKey, ReturnType<typeof bfrTextColumn>>;
const bfrCheckColumns = Object.fromEntries(
  BFR_CHECK_ITEMS.map((i) => [i.key, bfrCheckColumn(i.key)]),
) as Record<BfrCheckKey, ReturnType<typeof bfrCheckColumn>>;

/**
 * A contact's buyer file checklist (spec: bfr_data), created on its first save. A contact is
 * identified within its CRM: the built-in CRM's id or the Follow Up Boss person id.
 */
export const bfrData = pgTable(
  'bfr_data',
  {
    id: serial('id').primaryKey(),
    /** 'built-in' | 'followupboss' */
    crm: text('crm').notNull(),
    contactId: integer('contact_id').notNull(),
    contactEmail: text('contact_email').notNull().default(''),
    contactName: text('contact_name').notNull().default(''),
    ...bfrTextColumns,
    ...bfrCheckColumns,
    /** Who saved it last (username). */
    updatedBy: text('updated_by'),
    ...timestamps,
  },
  (t) => [uniqueIndex('bfr_data_contact_idx').on(t.crm, t.contactId)],
);

/**
 * The outbox of BFR values for the contact's CRM custom fields (mapped fields only). One
 * pending row per contact: a newer save replaces its values, so a write is never duplicated
 * and the latest checklist wins; a failure is retried with back-off and never lost.
 */
export const bfrCrmWrites = pgTable(
  'bfr_crm_writes',
  {
    id: serial('id').primaryKey(),
    /** 'built-in' | 'followupboss' */
    crm: text('crm').notNull(),
    contactId: integer('contact_id').notNull(),
    /** CRM custom field name → value ('Yes'/'No' for boxes). */
    fieldValues: jsonb('field_values').$type<Record<string, string>>().notNull(),
    /** Form field labels of the written values, for the contact's activity line. */
    labels: jsonb('labels').$type<string[]>().notNull().default([]),
    /** 'pending' | 'delivered' | 'cancelled' (the CRM no longer has the contact) */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    requestedBy: text('requested_by'),
    ...timestamps,
  },
  (t) => [
    // one pending write per contact: a new save merges into it
    uniqueIndex('bfr_crm_writes_pending_idx')
      .on(t.crm, t.contactId)
      .where(sql`${t.status} = 'pending'`),
    index('bfr_crm_writes_due_idx')
      .on(t.nextAttemptAt, t.id)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/**
 * The client's links to their buyer file (spec: obfuscated_bfr_links): /bfr/{obfuscated_id}
 * opens one contact's checklist. The id is at least 128 random bits (base64url), never derived
 * from the time or the contact. One active link per contact of a CRM: a new one revokes the
 * old, and a revoked link opens nothing at once.
 */
export const obfuscatedBfrLinks = pgTable(
  'obfuscated_bfr_links',
  {
    id: serial('id').primaryKey(),
    obfuscatedId: varchar('obfuscated_id', { length: 50 }).notNull().unique(),
    /** 'built-in' | 'followupboss' */
    crm: text('crm').notNull(),
    contactId: integer('contact_id').notNull(),
    contactName: text('contact_name').notNull().default(''),
    isActive: boolean('is_active').notNull().default(true),
    /** Who generated it (username). */
    createdBy: text('created_by'),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('obfuscated_bfr_links_contact_idx').on(t.crm, t.contactId),
    // one active link per contact: a second generation at the same moment cannot add another
    uniqueIndex('obfuscated_bfr_links_active_idx')
      .on(t.crm, t.contactId)
      .where(sql`${t.isActive}`),
  ],
);

/**
 * Contacts the BFR link automation has handled (issue 21): found by the CRM's webhook or by a
 * monitoring check, each once per CRM (the unique key is the claim two instances race for).
 * A row whose link is not generated yet is retried by the next check once its claim is old.
 */
export const processedContacts = pgTable(
  'processed_contacts',
  {
    id: serial('id').primaryKey(),
    /** 'built-in' | 'followupboss' */
    crm: text('crm').notNull(),
    contactId: integer('contact_id').notNull(),
    contactEmail: text('contact_email').notNull().default(''),
    contactName: text('contact_name').notNull().default(''),
    /** 'webhook' | 'monitor' */
    source: text('source').notNull(),
    processedAt: timestamp('processed_at', { withTimezone: true }).notNull().defaultNow(),
    bfrLinkGenerated: boolean('bfr_link_generated').notNull().default(false),
    obfuscatedId: varchar('obfuscated_id', { length: 50 }),
    /** When the row was last claimed or worked on (the claim's age). */
    lastChecked: timestamp('last_checked', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('processed_contacts_contact_idx').on(t.crm, t.contactId),
    index('processed_contacts_processed_at_idx').on(t.processedAt),
  ],
);

/**
 * The one row of contact monitoring's state, shared by every instance: on or off, until when
 * (a trigger's window; null = until stopped), the last check and the creation time the next
 * check reads new contacts from.
 */
export const contactMonitorState = pgTable('contact_monitor_state', {
  id: integer('id').primaryKey(),
  isMonitoring: boolean('is_monitoring').notNull().default(false),
  activeUntil: timestamp('active_until', { withTimezone: true }),
  lastCheckAt: timestamp('last_check_at', { withTimezone: true }),
  /** Contacts created after this are new to the next check; null before the first. */
  checkedThrough: timestamp('checked_through', { withTimezone: true }),
  changedBy: text('changed_by'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Each price or status change of a listing, written by a trigger on `listings` in the
 * transaction that changed it (migration 0020, decision 021): whatever writes a listing, its
 * history follows. The property page's history and the saved-search alerts read it.
 */
export const listingHistory = pgTable(
  'listing_history',
  {
    id: serial('id').primaryKey(),
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    /** 'price' | 'status' */
    kind: text('kind').notNull(),
    oldPrice: numeric('old_price', { precision: 12, scale: 2, mode: 'number' }),
    newPrice: numeric('new_price', { precision: 12, scale: 2, mode: 'number' }),
    oldStatus: text('old_status'),
    newStatus: text('new_status'),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // a property page's history
    index('listing_history_listing_idx').on(t.listingId, t.id),
    check('listing_history_kind_check', sql`${t.kind} IN ('price', 'status')`),
  ],
);

/** The feed's open houses (Spark's OpenHouses expansion), replaced with each write of their listing. */
export const openHouses = pgTable(
  'open_houses',
  {
    id: serial('id').primaryKey(),
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    /** The feed's id of the open house. */
    feedId: text('feed_id').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    comments: text('comments'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('open_houses_feed_id_key').on(t.feedId),
    // a listing's upcoming open houses (cards, the property page)
    index('open_houses_listing_idx').on(t.listingId, t.endsAt),
    // the 'open house this weekend' filter and the purge of past ones
    index('open_houses_starts_idx').on(t.startsAt, t.listingId),
  ],
);

/** A signed-in visitor's saved search: the home page's filters and how often to be told. */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The search as the query parameters of GET /api/properties (no page or limit). */
    query: jsonb('query').$type<Record<string, string | string[]>>().notNull(),
    /** 'instant' | 'daily' | 'weekly' | 'off' */
    frequency: text('frequency').notNull().default('daily'),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('saved_searches_user_idx').on(t.userId, t.id),
    uniqueIndex('saved_searches_user_name_key').on(t.userId, sql`lower(${t.name})`),
    index('saved_searches_frequency_idx').on(t.frequency),
    check(
      'saved_searches_frequency_check',
      sql`${t.frequency} IN ('instant', 'daily', 'weekly', 'off')`,
    ),
  ],
);

/** Listings a saved search matched that its next alert will carry (one row per listing). */
export const savedSearchMatches = pgTable(
  'saved_search_matches',
  {
    savedSearchId: integer('saved_search_id')
      .notNull()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    /** 'new' | 'price' | 'back-on-market' */
    reason: text('reason').notNull(),
    oldPrice: numeric('old_price', { precision: 12, scale: 2, mode: 'number' }),
    newPrice: numeric('new_price', { precision: 12, scale: 2, mode: 'number' }),
    matchedAt: timestamp('matched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.savedSearchId, t.listingId] })],
);

/**
 * What each saved search's alerts already told, per listing: the same listing is sent again
 * only when its price or status differs from these.
 */
export const savedSearchSent = pgTable(
  'saved_search_sent',
  {
    savedSearchId: integer('saved_search_id')
      .notNull()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
    listingId: integer('listing_id').notNull(),
    price: numeric('price', { precision: 12, scale: 2, mode: 'number' }),
    status: text('status').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.savedSearchId, t.listingId] })],
);

/**
 * One row (id = 1): how far the alert matcher has read. Listings with a larger id are new to
 * it, history rows with a larger id are changes it has not matched yet.
 */
export const savedSearchState = pgTable('saved_search_state', {
  id: integer('id').primaryKey(),
  lastListingId: integer('last_listing_id').notNull().default(0),
  lastHistoryId: integer('last_history_id').notNull().default(0),
  lastMatchedAt: timestamp('last_matched_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A town's market figures of one day, computed nightly from our own listings (the spec's
 * market_data; issue 24): the city pages show the latest and a 12-month chart from the rows.
 */
export const marketData = pgTable(
  'market_data',
  {
    id: serial('id').primaryKey(),
    /** The city's name as listings carry it (e.g. 'Show Low'). */
    area: text('area').notNull(),
    recordDate: date('record_date', { mode: 'string' }).notNull(),
    activeListings: integer('active_listings').notNull().default(0),
    medianListPrice: numeric('median_list_price', { precision: 12, scale: 2, mode: 'number' }),
    medianDaysOnMarket: real('median_days_on_market'),
    averageDaysOnMarket: real('average_days_on_market'),
    newListings30d: integer('new_listings_30d').notNull().default(0),
    priceReductions30d: integer('price_reductions_30d').notNull().default(0),
    /** Sold data: null where the feed carries none. */
    medianSalesPrice: numeric('median_sales_price', { precision: 12, scale: 2, mode: 'number' }),
    totalHomesSold: integer('total_homes_sold'),
    marketSupplyMonths: real('market_supply_months'),
    pricePerSquareFoot: numeric('price_per_square_foot', {
      precision: 12,
      scale: 2,
      mode: 'number',
    }),
    ...timestamps,
  },
  (t) => [uniqueIndex('market_data_area_date_key').on(t.area, t.recordDate)],
);

/** A staff member's showing plan (the spec's showing_routes; issue 24). */
export const showingRoutes = pgTable(
  'showing_routes',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** The listings as picked. */
    propertyIds: jsonb('property_ids').$type<number[]>().notNull(),
    /** Minutes at each property (the spec's default 30). */
    timeAtEachProperty: integer('time_at_each_property').notNull().default(30),
    /** The stops in driving order with their legs, as the planner computed them. */
    optimizedRoute: jsonb('optimized_route').$type<Record<string, unknown>>(),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [index('showing_routes_created_by_idx').on(t.createdBy, t.id)],
);

/**
 * The lead routing rule's memory (issue 41 B): the agent who got the last routed lead, so a
 * round robin goes on after them. One row (id 1); the lead's transaction locks it, so two
 * leads at once go to two agents.
 */
export const leadRoutingState = pgTable('lead_routing_state', {
  id: integer('id').primaryKey().default(1),
  lastAgentId: integer('last_agent_id'),
  ...timestamps,
});
