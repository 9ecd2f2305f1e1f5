import {
  defaultAdminSettings,
  SECRET_FIELDS,
  type AdminSettingsView,
  type SecretView,
} from '../../contract/admin-settings';
import { ok, type Answer, type StubRequest } from './api-stub';

/*
 * The back-office pages' tests' settings API: the settings as GET /api/admin/settings answers
 * them, and a stand-in of the server's merge for the saves (enough to see a save's reply on the
 * screen). The admin panel's tests and the Google pages' share it.
 */

export const UNSET: SecretView = { isSet: false, hint: '' };
export const storedSecret = (last4: string): SecretView => ({ isSet: true, hint: `••••${last4}` });

/** A fresh installation's settings as the panel sees them; `edit` changes what a test is about. */
export function adminSettingsViewFixture(
  edit: (view: AdminSettingsView) => void = () => undefined,
): AdminSettingsView {
  const d = defaultAdminSettings();
  const view: AdminSettingsView = {
    ...d,
    apiSettings: {
      ...d.apiSettings,
      armls: { ...d.apiSettings.armls, apiKey: UNSET, clientSecret: UNSET },
      googleMaps: { ...d.apiSettings.googleMaps, apiKey: UNSET },
      followupBoss: { ...d.apiSettings.followupBoss, apiKey: UNSET },
      sms: { numverifyApiKey: UNSET, abstractApiKey: UNSET },
    },
    environment: {
      mlsFeed: 'offline',
      sparkTokenFromEnvironment: false,
      googleOAuthConfigured: false,
      googleMapsKeyFromEnvironment: false,
      followUpBossKeyFromEnvironment: false,
      appsScriptUrlFromEnvironment: false,
      numverifyKeyFromEnvironment: false,
      abstractKeyFromEnvironment: false,
      logLevelFromEnvironment: null,
      testModeAvailable: true,
      defaultApplicationName: 'Rim Country Homes',
      defaultIdentity: {
        agentName: 'Maria Lopez',
        phone: '(928) 474-1234',
        photoUrl: '/agent-photo.svg',
        officeAddress: '100 W Main St, Payson, AZ 85541',
        aboutUrl: 'https://www.rimcountryhomes.com',
        bridgeLenderUrl: 'https://www.rimcountrylending.com/bridge',
      },
    },
    updatedAt: '2025-03-01T12:00:00.000Z',
  };
  edit(view);
  return view;
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The update merged into the view, as the server would answer it (secrets masked). */
export function mergeUpdate(view: AdminSettingsView, update: unknown): AdminSettingsView {
  const next = structuredClone(view) as unknown as Json;
  if (!isObject(update)) return view;
  for (const [section, change] of Object.entries(update)) {
    if (!isObject(change)) continue;
    const target = (next[section] ??= {}) as Json;
    for (const [key, value] of Object.entries(change)) {
      if (section !== 'apiSettings' || !isObject(value)) {
        target[key] = value;
        continue;
      }
      const api = (target[key] ??= {}) as Json;
      const secrets: readonly string[] =
        (SECRET_FIELDS as Record<string, readonly string[]>)[key] ?? [];
      for (const [field, fieldValue] of Object.entries(value)) {
        if (!secrets.includes(field)) api[field] = fieldValue;
        else if (fieldValue === null) api[field] = UNSET;
        else if (typeof fieldValue === 'string' && fieldValue !== '')
          api[field] = storedSecret(fieldValue.slice(-4));
      }
    }
  }
  return next as unknown as AdminSettingsView;
}

/**
 * GET, POST, PATCH and PUT /api/admin/settings over one view that the saves change. `fail`
 * answers a save instead (a 400 with field errors, a 500).
 */
export function settingsRoutes(
  initial: AdminSettingsView = adminSettingsViewFixture(),
  options: { fail?: (request: StubRequest) => { status: number; body: unknown } | undefined } = {},
) {
  let view = initial;
  const save = (request: StubRequest) => {
    const failure = options.fail?.(request);
    if (failure) return failure;
    view = mergeUpdate(view, request.body);
    return request.method === 'PUT'
      ? ok({ success: true, message: 'Settings saved', settings: view })
      : ok(view);
  };
  const routes: Record<string, Answer> = {
    'GET /api/admin/settings': () => ok(view),
    'POST /api/admin/settings': save,
    'PATCH /api/admin/settings': save,
    'PUT /api/admin/settings': save,
  };
  return { routes, current: () => view };
}

/** A 400 of the server's validation, with messages keyed by full path. */
export const validationFailed = (fieldErrors: Record<string, string>) => ({
  status: 400,
  body: { code: 'VALIDATION_FAILED', message: 'Some fields are invalid', fieldErrors },
});
