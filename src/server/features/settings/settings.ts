import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import {
  adminSettingsSchema,
  SECRET_FIELDS,
  type AdminSettings,
  type AdminSettingsUpdate,
  type AdminSettingsView,
  type ApiSettings,
  type SettingsEnvironment,
} from '../../../contract/admin-settings';
import { VISITOR_BACKGROUND_DEFAULTS } from '../../../core/main-background';
import { mlsFeedKind } from '../../../core/mls-feed';
import type { SiteAppearance } from '../../../core/site-appearance';
import type { Config } from '../../config';
import type { Database } from '../../db/connect';
import { badRequest } from '../../http/errors';
import { createSecretBox, secretHint } from './secret-box';
import {
  changeStoredSettings,
  readStoredSettings,
  type AuditEntry,
  type StoredSettings,
} from './store';

/** Who saves: recorded in the audit trail. */
export type SettingsActor = { userId: number | null; name: string };

/**
 * A change to the settings: the panel's sections, or the BFR field mapping, which has its
 * own API (features/bfr) and is changed only through it (code → CRM field name; '' = none).
 */
export type SettingsChange = AdminSettingsUpdate & {
  fubFieldMappings?: AdminSettings['fubFieldMappings'];
};

/**
 * How long another instance's change may take to reach this one: settings are read on hot
 * paths (rate limits, page renders), so each process keeps them this long between reads.
 * A change made in this process applies at once.
 */
const SETTINGS_TTL_MS = 5_000;

type SecretSection = keyof typeof SECRET_FIELDS;
const SECRET_SECTIONS = Object.keys(SECRET_FIELDS) as SecretSection[];

function secretPath(section: SecretSection, field: string): string {
  return `apiSettings.${section}.${field}`;
}

/** Every secret of the API settings, as [section, field] pairs. */
function secretFields(): Array<[SecretSection, string]> {
  return SECRET_SECTIONS.flatMap((section) =>
    SECRET_FIELDS[section].map((field): [SecretSection, string] => [section, field]),
  );
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `base` with `change`'s fields laid over it, objects merged field by field. */
function deepMerge(base: unknown, change: unknown): unknown {
  if (!isPlainObject(base) || !isPlainObject(change)) return change === undefined ? base : change;
  const merged: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(change)) {
    if (value !== undefined) merged[key] = deepMerge(base[key], value);
  }
  return merged;
}

/** The dotted paths of the fields that differ between two values of one section. */
function changedPaths(before: unknown, after: unknown, prefix: string): string[] {
  if (isPlainObject(before) && isPlainObject(after)) {
    const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
    return [...keys].flatMap((key) => changedPaths(before[key], after[key], `${prefix}.${key}`));
  }
  return JSON.stringify(before) === JSON.stringify(after) ? [] : [prefix];
}

export type Settings = ReturnType<typeof createSettings>;

/**
 * The admin settings for the whole process: read (secrets opened for the server's own use),
 * shown to the panel (secrets masked), changed (validated, secrets sealed, audited), and
 * announced to whatever applies them at run time (log level, caches, the MLS feed).
 */
export function createSettings(deps: { db: Database; config: Config; logger?: FastifyBaseLogger }) {
  const { db, config } = deps;
  const box = createSecretBox(config.appSecret);
  const listeners = new Set<(settings: AdminSettings) => void>();
  let cache: {
    at: number;
    key: string;
    plain: AdminSettings;
    updatedAt: Date;
    backgroundSaved: boolean;
  } | null = null;
  let loading: Promise<AdminSettings> | null = null;
  const unreadable = new Set<string>();

  /** The stored settings with their secrets opened; a secret sealed with another key reads as unset. */
  function open(stored: AdminSettings): AdminSettings {
    const plain = structuredClone(stored);
    for (const [section, field] of secretFields()) {
      const values = plain.apiSettings[section] as Record<string, string>;
      try {
        values[field] = box.open(values[field] ?? '', secretPath(section, field));
      } catch {
        values[field] = '';
        const path = secretPath(section, field);
        if (!unreadable.has(path)) {
          unreadable.add(path);
          deps.logger?.warn(
            { field: path },
            'A stored API key could not be decrypted (was APP_SECRET changed?): enter it again in the admin panel',
          );
        }
      }
    }
    return plain;
  }

  function seal(plain: AdminSettings): ApiSettings {
    const api = structuredClone(plain.apiSettings);
    for (const [section, field] of secretFields()) {
      const values = api[section] as Record<string, string>;
      values[field] = box.seal(values[field] ?? '', secretPath(section, field));
    }
    return api;
  }

  /** Takes a fresh read into the cache and tells the listeners when anything changed. */
  function remember(stored: StoredSettings): AdminSettings {
    const key = `${stored.updatedAt.getTime()}:${stored.backgroundSaved}:${JSON.stringify(stored.settings)}`;
    if (cache?.key === key) {
      cache.at = Date.now();
      return cache.plain;
    }
    const changed = cache !== null;
    const plain = open(stored.settings);
    cache = {
      at: Date.now(),
      key,
      plain,
      updatedAt: stored.updatedAt,
      backgroundSaved: stored.backgroundSaved,
    };
    if (changed) for (const listener of listeners) listener(plain);
    return plain;
  }

  function reload(): Promise<AdminSettings> {
    loading ??= readStoredSettings(db)
      .then(remember)
      .finally(() => {
        loading = null;
      });
    return loading;
  }

  function environment(plain: AdminSettings): SettingsEnvironment {
    return {
      mlsFeed: mlsFeedKind({
        panel: plain.apiSettings.armls,
        environmentToken: config.spark.accessToken,
      }),
      sparkTokenFromEnvironment: Boolean(config.spark.accessToken),
      googleOAuthConfigured: Boolean(config.google.clientId && config.google.clientSecret),
      googleMapsKeyFromEnvironment: Boolean(config.google.mapsApiKey),
      followUpBossKeyFromEnvironment: Boolean(config.followUpBoss.apiKey),
      appsScriptUrlFromEnvironment: Boolean(config.appsScript.webhookUrl),
      numverifyKeyFromEnvironment: Boolean(config.phoneCarrier.numverifyApiKey),
      abstractKeyFromEnvironment: Boolean(config.phoneCarrier.abstractApiKey),
      logLevelFromEnvironment: config.logLevelFromEnvironment ? config.logLevel : null,
      testModeAvailable: config.nodeEnv === 'development',
      defaultApplicationName: config.site.teamName,
      defaultIdentity: {
        agentName: config.site.agentName,
        phone: config.site.phone,
        photoUrl: config.site.photoUrl,
        officeAddress: config.site.officeAddress,
        aboutUrl: config.site.aboutUrl,
        bridgeLenderUrl: config.site.bridgeLenderUrl,
      },
    };
  }

  /** The panel's view: every section, each secret as {isSet, hint}. */
  function present(plain: AdminSettings, updatedAt: Date): AdminSettingsView {
    const api = plain.apiSettings;
    const secret = (value: string) => ({ isSet: value !== '', hint: secretHint(value) });
    return {
      ...plain,
      apiSettings: {
        ...api,
        armls: {
          ...api.armls,
          apiKey: secret(api.armls.apiKey),
          clientSecret: secret(api.armls.clientSecret),
        },
        googleMaps: { ...api.googleMaps, apiKey: secret(api.googleMaps.apiKey) },
        followupBoss: { ...api.followupBoss, apiKey: secret(api.followupBoss.apiKey) },
        sms: {
          numverifyApiKey: secret(api.sms.numverifyApiKey),
          abstractApiKey: secret(api.sms.abstractApiKey),
        },
      },
      environment: environment(plain),
      updatedAt: updatedAt.toISOString(),
    };
  }

  /**
   * The settings after a change, validated section by section: a secret left blank keeps the
   * stored one, null removes it. Field messages are keyed by their full path
   * ('performanceSettings.refreshIntervalMinutes').
   */
  function applyChange(plain: AdminSettings, change: SettingsChange): AdminSettings {
    const input = structuredClone(change) as Record<string, unknown>;
    const api = input.apiSettings as
      Record<string, Record<string, unknown> | undefined> | undefined;
    for (const [section, field] of secretFields()) {
      const values = api?.[section];
      if (!values || !(field in values)) continue;
      const value = values[field];
      if (value === undefined || value === '') delete values[field];
      else if (value === null) values[field] = '';
    }
    const next = { ...plain };
    const fieldErrors: Record<string, string> = {};
    for (const [section, sectionChange] of Object.entries(input)) {
      const key = section as keyof AdminSettings;
      const schema = adminSettingsSchema.shape[key] as z.ZodType;
      const result = schema.safeParse(deepMerge(plain[key], sectionChange));
      if (result.success) {
        (next as Record<string, unknown>)[key] = result.data;
        continue;
      }
      for (const issue of result.error.issues) {
        fieldErrors[[section, ...issue.path.map(String)].join('.')] ??= issue.message;
      }
    }
    const fields = Object.keys(fieldErrors);
    if (fields.length > 0) {
      throw badRequest(
        `Invalid ${fields.length === 1 ? 'field' : 'fields'}: ${fields.join(', ')}`,
        fieldErrors,
      );
    }
    return next;
  }

  return {
    /** The settings with secrets opened: for the server's own use, never for a reply. */
    async current(): Promise<AdminSettings> {
      if (cache && Date.now() - cache.at < SETTINGS_TTL_MS) return cache.plain;
      return reload();
    },

    /**
     * The settings as last read, without waiting (hot paths: rate limits, cache lifetimes,
     * page heads); a stale copy is refreshed in the background. Defaults before the first read.
     */
    snapshot(): AdminSettings {
      if (!cache || Date.now() - cache.at >= SETTINGS_TTL_MS) {
        reload().catch((error: unknown) =>
          deps.logger?.warn({ err: error }, 'reading the admin settings failed'),
        );
      }
      return cache?.plain ?? adminSettingsSchema.parse({});
    },

    /**
     * What visitor pages look like (site-appearance.ts), from the snapshot: the saved
     * background, or the visitor look's own defaults while no admin has saved one; the
     * animation, and the Performance tab's toggles that stop it.
     */
    appearance(): SiteAppearance {
      const plain = this.snapshot();
      const backgroundSaved = cache?.backgroundSaved ?? false;
      return {
        background: backgroundSaved ? plain.backgroundSettings : VISITOR_BACKGROUND_DEFAULTS,
        badges: plain.badgeSettings,
        animation: plain.animationSettings,
        motion: plain.performanceSettings,
      };
    },

    /** The panel's view, read fresh. */
    async view(): Promise<AdminSettingsView> {
      await reload();
      return present(cache!.plain, cache!.updatedAt);
    },

    /**
     * Applies a change (400 with field messages when a value is out of range; nothing is
     * written then), records who changed which fields, and returns the panel's view.
     */
    async update(change: SettingsChange, actor: SettingsActor): Promise<AdminSettingsView> {
      const stored = await changeStoredSettings(db, async (current) => {
        const before = open(current);
        const after = applyChange(before, change);
        const audit: AuditEntry[] = [];
        const sections: Partial<AdminSettings> = {};
        for (const key of Object.keys(change) as (keyof AdminSettings)[]) {
          const fields = changedPaths(before[key], after[key], key);
          if (fields.length === 0) continue;
          audit.push({ actorUserId: actor.userId, actorName: actor.name, section: key, fields });
          (sections as Record<string, unknown>)[key] =
            key === 'apiSettings' ? seal(after) : after[key];
        }
        return { sections, audit };
      });
      const plain = remember(stored);
      return present(plain, stored.updatedAt);
    },

    /** Calls `listener` with the new settings whenever they change (here or, within a few seconds, elsewhere). */
    subscribe(listener: (settings: AdminSettings) => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    /** Reads the settings now (at start, before anything uses the snapshot). */
    load: reload,
  };
}
