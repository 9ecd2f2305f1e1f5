import type { AdminSettings } from '../../../contract/admin-settings';
import type { SiteIdentity } from '../../../contract/system';
import { sampleIdentityFields, IDENTITY_FIELD_LABELS } from '../../../core/sample-identity';
import type { Config } from '../../config';
import type { Settings } from '../settings/settings';

/**
 * The identity visitors see: each field the General tab sets, else the environment's
 * (SITE_* variables), so an admin changes the name, phone or links without a restart.
 */
export function effectiveIdentity(
  environment: SiteIdentity,
  general: AdminSettings['generalSettings'],
): SiteIdentity {
  return {
    ...environment,
    teamName: general.applicationName || environment.teamName,
    agentName: general.agentName || environment.agentName,
    phone: general.phone || environment.phone,
    photoUrl: general.agentPhotoUrl || environment.photoUrl,
    officeAddress: general.officeAddress || environment.officeAddress,
    aboutUrl: general.aboutUrl || environment.aboutUrl,
    bridgeLenderUrl: general.bridgeLenderUrl || environment.bridgeLenderUrl,
  };
}

/**
 * At start in production: one warning line naming the identity fields that are still the
 * shipped samples (a made-up phone, `.example` links), so an operator sees it in the first
 * screen of the log. main.ts calls it once the settings are loaded. Returns the fields named.
 */
export async function warnAboutSampleIdentity(deps: {
  config: Pick<Config, 'nodeEnv' | 'site'>;
  settings: Pick<Settings, 'current'>;
  logger: { warn(details: object, message: string): void };
}): Promise<string[]> {
  if (deps.config.nodeEnv !== 'production') return [];
  const general = (await deps.settings.current()).generalSettings;
  const fields = sampleIdentityFields(effectiveIdentity(deps.config.site, general));
  if (fields.length === 0) return [];
  const labels = fields.map((field) => IDENTITY_FIELD_LABELS[field].toLowerCase());
  deps.logger.warn(
    { sampleIdentityFields: fields },
    `The site still shows sample contact details (${labels.join(', ')}): set them in Admin > General or with the SITE_* variables`,
  );
  return fields;
}
