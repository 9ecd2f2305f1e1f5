import type { AdminSettings } from '../../../contract/admin-settings';
import type { Config } from '../../config';

/** What the Follow Up Boss client needs; null when Follow Up Boss is not configured. */
export type FollowUpBossSettings = {
  baseUrl: string;
  apiKey: string;
  system: string;
  systemKey: string | undefined;
};

/** Our registered system name in Follow Up Boss when FUB_SYSTEM is not set. */
export const DEFAULT_FUB_SYSTEM = 'Ridgeline';

/**
 * Follow Up Boss is on when the admin panel enables it with a key, or when FUB_API_KEY is set.
 * The panel wins, so an admin can switch accounts without a restart.
 */
export function followUpBossSettings(
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

/** The Apps Script web app leads are posted to: the admin panel's when enabled, else APPS_SCRIPT_WEBHOOK_URL. */
export function appsScriptSettings(
  config: Config,
  settings: AdminSettings,
): { webhookUrl: string; formType: string } | null {
  const panel = settings.apiSettings.googleAppsScript;
  if (panel.enabled && panel.webhookUrl !== '') {
    return { webhookUrl: panel.webhookUrl, formType: panel.formType };
  }
  if (config.appsScript.webhookUrl) {
    return { webhookUrl: config.appsScript.webhookUrl, formType: panel.formType };
  }
  return null;
}
