import type { AdminSettings } from '../../../contract/admin-settings';
import { isGoogleFormConfigured, type GoogleFormsEntryIds } from '../../../core/google-forms';
import type { Config } from '../../config';
import {
  createFollowUpBossClient,
  type FollowUpBossClient,
  type FollowUpBossClientOptions,
} from '../../integrations/followupboss/client';
import type { Settings } from './settings';

/** What the Follow Up Boss client needs; null when Follow Up Boss is not configured. */
export type FollowUpBossSettings = {
  baseUrl: string;
  apiKey: string;
  system: string;
  systemKey: string | undefined;
};

/** The Apps Script web app leads are posted to. */
export type AppsScriptSettings = { webhookUrl: string; formType: string };

/** The legacy Google Form leads are submitted to: its link and which question takes which field. */
export type GoogleFormsSettings = { responseUrl: string; entryIds: GoogleFormsEntryIds };

/** Our registered system name in Follow Up Boss when FUB_SYSTEM is not set. */
export const DEFAULT_FUB_SYSTEM = 'Ridgeline';

/**
 * The outside services switched on right now: the one place that decides it. Each is on when
 * the admin panel enables it (with its key or URL), else when its environment variable is set.
 * The panel wins, so an admin can switch accounts without a restart.
 */
export function enabledIntegrations(
  config: Config,
  settings: AdminSettings,
): {
  followUpBoss: FollowUpBossSettings | null;
  appsScript: AppsScriptSettings | null;
  googleForms: GoogleFormsSettings | null;
} {
  return {
    followUpBoss: followUpBossSettings(config, settings),
    appsScript: appsScriptSettings(config, settings),
    googleForms: googleFormsSettings(settings),
  };
}

function followUpBossSettings(
  config: Config,
  settings: AdminSettings,
): FollowUpBossSettings | null {
  const panel = settings.apiSettings.followupBoss;
  const common = {
    system: config.followUpBoss.system ?? DEFAULT_FUB_SYSTEM,
    systemKey: config.followUpBoss.systemKey,
  };
  if (panel.enabled && panel.apiKey.trim() !== '') {
    return { ...common, apiKey: panel.apiKey.trim(), baseUrl: panel.baseUrl };
  }
  if (config.followUpBoss.apiKey) {
    return { ...common, apiKey: config.followUpBoss.apiKey, baseUrl: config.followUpBoss.baseUrl };
  }
  return null;
}

function appsScriptSettings(config: Config, settings: AdminSettings): AppsScriptSettings | null {
  const panel = settings.apiSettings.googleAppsScript;
  if (panel.enabled && panel.webhookUrl !== '') {
    return { webhookUrl: panel.webhookUrl, formType: panel.formType };
  }
  if (config.appsScript.webhookUrl) {
    return { webhookUrl: config.appsScript.webhookUrl, formType: panel.formType };
  }
  return null;
}

/**
 * The Google Form, when it is switched on (the spec's default) and configured: an address and
 * at least one mapped question. Enabled but not configured sends nothing.
 */
function googleFormsSettings(settings: AdminSettings): GoogleFormsSettings | null {
  const panel = settings.apiSettings.googleForms;
  if (!panel.enabled || !isGoogleFormConfigured(panel)) return null;
  return { responseUrl: panel.responseUrl, entryIds: panel.entryIds };
}

/**
 * The Google Maps key in force: the admin panel's when enabled and set, else the environment's
 * (GOOGLE_MAPS_API_KEY); null when neither. It switches the maps' tiles to Google's (through
 * the /map-tiles/ path, features/map-tiles) and the connection test uses it.
 */
export function googleMapsApiKey(config: Config, settings: AdminSettings): string | null {
  const panel = settings.apiSettings.googleMaps;
  if (panel.enabled && panel.apiKey.trim() !== '') return panel.apiKey.trim();
  return config.google.mapsApiKey ?? null;
}

/** Follow Up Boss as configured now, with the client every feature shares for it. */
export type FollowUpBossConnection = { settings: FollowUpBossSettings; client: FollowUpBossClient };

export type Integrations = ReturnType<typeof createIntegrations>;

/**
 * The integrations as configured right now, read from the admin settings on every call so a
 * change takes effect at once. One instance serves the whole process (lead delivery and the
 * staff CRM API alike), so one Follow Up Boss account has one client and one rate-limit
 * tracker: two trackers would each spend the account's window and together exceed it.
 */
export function createIntegrations(deps: {
  /** The process's admin settings (secrets opened). */
  settings: Settings;
  config: Config;
  /** Client tuning (tests use short timeouts and waits) and its logger. */
  followUpBossClient?: Pick<
    FollowUpBossClientOptions,
    'timeoutMs' | 'maxInlineWaitSeconds' | 'logger'
  >;
}) {
  let fub: { key: string; client: FollowUpBossClient } | null = null;

  /** The client of these settings; made anew only when the account or its headers change. */
  function followUpBossClient(settings: FollowUpBossSettings): FollowUpBossClient {
    const key = JSON.stringify(settings);
    if (fub?.key !== key) {
      fub = { key, client: createFollowUpBossClient({ ...settings, ...deps.followUpBossClient }) };
    }
    return fub.client;
  }

  return {
    /** The admin settings these integrations read (one per process). */
    settings: deps.settings,

    async current(): Promise<{
      followUpBoss: FollowUpBossConnection | null;
      appsScript: AppsScriptSettings | null;
      googleForms: GoogleFormsSettings | null;
    }> {
      const enabled = enabledIntegrations(deps.config, await deps.settings.current());
      return {
        followUpBoss: enabled.followUpBoss && {
          settings: enabled.followUpBoss,
          client: followUpBossClient(enabled.followUpBoss),
        },
        appsScript: enabled.appsScript,
        googleForms: enabled.googleForms,
      };
    },
  };
}
