/*
 * Every message of the product spec's error catalogue (section 8 of the back-office spec and of
 * the visitor-site spec), word for word, with the screen that shows it. The screens, the
 * contract and the server take their words from here; tests check each entry is shown through
 * `expectMessage` (web tests) or `expectPageMessage` (e2e journeys), and
 * `web/testing/spec-messages-checked.test.ts` fails for an entry that no test checks (decision 020).
 *
 * A text may hold placeholders (`{status}`, `{message}`): `messageText(key, values)` fills them.
 * Where the spec gives a fallback for a server's message ("the error or 'X'"), X is its own
 * entry. The same words on two screens (the title 'Error') are two entries: each screen is
 * checked on its own.
 */

export type SpecFile = 'back-office' | 'visitor-site';

export type MessageKind =
  /** a toast's title */
  | 'toast-title'
  /** a toast's message (under its title) */
  | 'toast-message'
  /** what a list or panel says when it has nothing to show */
  | 'empty-state'
  /** words on the page itself: a heading, a notice, a form's or an alert's message */
  | 'page-text';

export type SpecMessage = {
  /** the words, verbatim; `{name}` is a placeholder */
  readonly text: string;
  readonly kind: MessageKind;
  /** which spec files list it */
  readonly specs: readonly SpecFile[];
  /** the route and the component (or panel) that shows it */
  readonly screen: string;
  /**
   * The words are part of a longer text on screen (the analysis toast starts with WARNING); the
   * check then looks for them inside the element's text rather than as the whole of it.
   */
  readonly within?: boolean;
};

const BO: readonly SpecFile[] = ['back-office'];
const VS: readonly SpecFile[] = ['visitor-site'];
const BOTH: readonly SpecFile[] = ['back-office', 'visitor-site'];

const ADMIN = 'admin panel';
const API_TAB = `${ADMIN}, API Integrations tab`;
const CONTACTS = '/admin/contacts (contacts list)';
const CONTACT = '/admin/contacts/{id} (contact detail)';
const MAPPING = '/admin/fub-mapping (field mapping)';
const BFR_UPDATE = '/admin/bfr-update (BFR Admin Update Tool)';
const AUTOMATION = '/admin/bfr-automation (BFR Link Automation)';
const AUTH = '/auth (sign-in page)';
const NEW_CLIENT = '/contact (new-client form)';
const PRICE_COMPARISON = '/price-comparison/{id}';
const MARKET_ANALYSIS = '/comparison/{propertyId}';

const m = (
  text: string,
  kind: MessageKind,
  specs: readonly SpecFile[],
  screen: string,
  extra: { within?: boolean } = {},
): SpecMessage => ({ text, kind, specs, screen, ...extra });

export const SPEC_MESSAGES = {
  // ── back office ──────────────────────────────────────────────────────────────────────────
  // Background
  'background.saved.title': m('Background updated', 'toast-title', BO, `${ADMIN}, Background tab`),
  'background.saved.message': m(
    'The main area background has been saved successfully.',
    'toast-message',
    BO,
    `${ADMIN}, Background tab`,
  ),
  'background.failed.title': m('Error', 'toast-title', BO, `${ADMIN}, Background tab`),
  'background.failed.message': m(
    'Failed to save background settings',
    'toast-message',
    BO,
    `${ADMIN}, Background tab`,
  ),

  // CRM (Follow Up Boss card)
  'crm.saved.title': m('Settings saved', 'toast-title', BO, `${API_TAB}, Follow Up Boss card`),
  'crm.saved.message': m(
    'Followup Boss configuration has been updated',
    'toast-message',
    BO,
    `${API_TAB}, Follow Up Boss card`,
  ),
  'crm.saveFailed.title': m('Save failed', 'toast-title', BO, `${API_TAB}, Follow Up Boss card`),
  'crm.testConnected.title': m(
    'Connection successful',
    'toast-title',
    BO,
    `${API_TAB}, Follow Up Boss card`,
  ),
  'crm.testConnected.message': m(
    'Successfully connected to Followup Boss API',
    'toast-message',
    BO,
    `${API_TAB}, Follow Up Boss card`,
  ),
  'crm.testNotConnected.title': m(
    'Connection failed',
    'toast-title',
    BO,
    `${API_TAB}, Follow Up Boss card`,
  ),
  'crm.testNotConnected.fallback': m(
    'Unable to connect to Followup Boss',
    'toast-message',
    BO,
    `${API_TAB}, Follow Up Boss card`,
  ),
  'crm.testError.title': m(
    'Connection test failed',
    'toast-title',
    BO,
    `${API_TAB}, Follow Up Boss card`,
  ),
  'crm.testError.message': m(
    'Unable to test Followup Boss connection. Please check your API credentials.',
    'toast-message',
    BO,
    `${API_TAB}, Follow Up Boss card`,
  ),

  // Performance
  'performance.saved.title': m(
    'Performance Settings Updated',
    'toast-title',
    BO,
    `${ADMIN}, Performance tab`,
  ),
  'performance.saved.message': m(
    'Settings have been applied successfully.',
    'toast-message',
    BO,
    `${ADMIN}, Performance tab`,
  ),
  'performance.failed.title': m('Error', 'toast-title', BO, `${ADMIN}, Performance tab`),

  // Admin settings
  'adminSettings.saved.title': m('Settings Updated', 'toast-title', BO, `${ADMIN}, settings tabs`),
  'adminSettings.saved.message': m(
    'Admin settings have been successfully updated.',
    'toast-message',
    BO,
    `${ADMIN}, settings tabs`,
  ),
  'adminSettings.failed.title': m('Error', 'toast-title', BO, `${ADMIN}, settings tabs`),

  // Badges
  'badges.saved.title': m('Badge Settings Saved', 'toast-title', BO, `${ADMIN}, Badge Styling tab`),
  'badges.saved.message': m(
    'Badge colors and styles have been updated successfully.',
    'toast-message',
    BO,
    `${ADMIN}, Badge Styling tab`,
  ),
  'badges.failed.title': m('Error', 'toast-title', BO, `${ADMIN}, Badge Styling tab`),

  // Listing data (ARMLS card)
  'armls.saved.title': m('Settings Saved', 'toast-title', BO, `${API_TAB}, ARMLS card`),
  'armls.saved.message': m(
    'ARMLS API credentials have been saved successfully.',
    'toast-message',
    BO,
    `${API_TAB}, ARMLS card`,
  ),
  'armls.saveFailed.title': m('Save Failed', 'toast-title', BO, `${API_TAB}, ARMLS card`),
  'armls.saveFailed.message': m(
    'Unable to save ARMLS settings.',
    'toast-message',
    BO,
    `${API_TAB}, ARMLS card`,
  ),
  'armls.testConnected.title': m('ARMLS Connected', 'toast-title', BO, `${API_TAB}, ARMLS card`),
  'armls.testConnected.message': m(
    'ARMLS SPARK API is working properly.',
    'toast-message',
    BO,
    `${API_TAB}, ARMLS card`,
  ),
  'armls.testNotConnected.title': m(
    'ARMLS Not Connected',
    'toast-title',
    BO,
    `${API_TAB}, ARMLS card`,
  ),
  'armls.testNotConnected.fallback': m(
    'ARMLS API credentials not configured.',
    'toast-message',
    BO,
    `${API_TAB}, ARMLS card`,
  ),
  'armls.testError.title': m('Connection Test Failed', 'toast-title', BO, `${API_TAB}, ARMLS card`),
  'armls.testError.message': m(
    'Unable to test ARMLS connection.',
    'toast-message',
    BO,
    `${API_TAB}, ARMLS card`,
  ),

  // Google OAuth
  'googleOauth.testConnected.title': m(
    'Google OAuth Connected',
    'toast-title',
    BO,
    `${API_TAB}, Google OAuth card`,
  ),
  'googleOauth.testNotConnected.title': m(
    'Google OAuth Not Connected',
    'toast-title',
    BO,
    `${API_TAB}, Google OAuth card`,
  ),
  'googleOauth.testNotConnected.fallback': m(
    'Failed to connect to Google OAuth.',
    'toast-message',
    BO,
    `${API_TAB}, Google OAuth card`,
  ),
  'googleOauth.testError.title': m(
    'Connection Test Failed',
    'toast-title',
    BO,
    `${API_TAB}, Google OAuth card`,
  ),
  'googleOauth.testError.message': m(
    'Unable to test Google OAuth connection.',
    'toast-message',
    BO,
    `${API_TAB}, Google OAuth card`,
  ),

  // Google Maps
  'googleMaps.testConnected.title': m(
    'Google Maps Connected',
    'toast-title',
    BO,
    `${API_TAB}, Google Maps card`,
  ),
  'googleMaps.testNotConnected.title': m(
    'Google Maps Not Connected',
    'toast-title',
    BO,
    `${API_TAB}, Google Maps card`,
  ),
  'googleMaps.testNotConnected.fallback': m(
    'Google Maps API key not configured.',
    'toast-message',
    BO,
    `${API_TAB}, Google Maps card`,
  ),
  'googleMaps.testError.title': m(
    'Connection Test Failed',
    'toast-title',
    BO,
    `${API_TAB}, Google Maps card`,
  ),
  'googleMaps.testError.message': m(
    'Unable to test Google Maps connection.',
    'toast-message',
    BO,
    `${API_TAB}, Google Maps card`,
  ),

  // Google Apps Script
  'appsScript.saved.title': m(
    'Settings saved',
    'toast-title',
    BO,
    `${API_TAB}, Google Apps Script card`,
  ),
  'appsScript.saved.message': m(
    'Google Apps Script webhook configured successfully',
    'toast-message',
    BO,
    `${API_TAB}, Google Apps Script card`,
  ),
  'appsScript.failed.title': m('Error', 'toast-title', BO, `${API_TAB}, Google Apps Script card`),
  'appsScript.failed.message': m(
    'Failed to save Google Apps Script settings',
    'toast-message',
    BO,
    `${API_TAB}, Google Apps Script card`,
  ),

  // Alerts and the listings' fetch failures (in both spec files)
  'alerts.resolveFailed': m(
    'Failed to resolve alert',
    'toast-title',
    BOTH,
    'every page, system alert banner (admins)',
  ),
  'properties.fetchFailed': m(
    'Failed to fetch properties: {status} {statusText}',
    'page-text',
    BOTH,
    '/ (search results) and /just-listed, failed listing request',
  ),

  // Cache
  'cache.startFailed': m(
    'Failed to start caching: {message}',
    'toast-title',
    BO,
    '/admin/cache (city cache management)',
  ),
  'cache.stopFailed': m(
    'Failed to stop caching: {message}',
    'toast-title',
    BO,
    '/admin/cache (city cache management)',
  ),

  // Contacts
  'contacts.searchFailed': m('Failed to search contacts', 'page-text', BO, CONTACTS),
  'contacts.fetchFailed': m('Failed to fetch contacts', 'page-text', BO, CONTACTS),
  'contacts.loadFailed': m(
    'Failed to load contacts. Please check your Followup Boss configuration.',
    'page-text',
    BO,
    CONTACTS,
  ),
  'contact.loadFailed': m('Failed to load contact', 'page-text', BO, CONTACT),
  'contact.notFound': m('Contact not found or failed to load.', 'page-text', BO, CONTACT),
  'contact.notesFailed': m('Failed to fetch notes', 'page-text', BO, `${CONTACT}, notes`),
  'contact.emailsFailed': m('Failed to fetch emails', 'page-text', BO, `${CONTACT}, e-mails`),
  'contact.interactionFailed': m(
    'Error loading interaction data. Please check API configuration.',
    'page-text',
    BO,
    `${CONTACT}, interactions`,
  ),
  'contact.noNotes': m('No notes found', 'empty-state', BO, `${CONTACT}, notes`),
  'contact.noEmails': m(
    'No emails found for this contact',
    'empty-state',
    BO,
    `${CONTACT}, e-mails`,
  ),
  'contact.selectForEmails': m(
    'Select a contact to view emails',
    'empty-state',
    BO,
    `${CONTACT}, e-mails`,
  ),
  'contact.noActivity': m(
    'No activity found for this contact',
    'empty-state',
    BO,
    `${CONTACT}, activity`,
  ),

  // Field mapping
  'mapping.saved': m('Field mappings saved successfully!', 'page-text', BO, MAPPING),
  'mapping.saveFailed': m('Failed to save field mappings', 'page-text', BO, MAPPING),
  'mapping.invalidJson': m('Server returned invalid JSON', 'page-text', BO, MAPPING),
  'mapping.saveFailedFallback': m('Failed to save mappings', 'page-text', BO, MAPPING),

  // BFR Admin Update Tool
  'bfrUpdate.searchFailed.title': m('Error', 'toast-title', BO, BFR_UPDATE),
  'bfrUpdate.searchFailed.fallback': m('Failed to search contact', 'toast-message', BO, BFR_UPDATE),
  'bfrUpdate.updated.title': m('Success', 'toast-title', BO, BFR_UPDATE),
  'bfrUpdate.updated.message': m('BFR data updated successfully', 'toast-message', BO, BFR_UPDATE),
  'bfrUpdate.updateFailed.title': m('Error', 'toast-title', BO, BFR_UPDATE),
  'bfrUpdate.updateFailed.message': m('Failed to update BFR data', 'toast-message', BO, BFR_UPDATE),

  // Monitoring
  'monitoring.started': m('Monitoring Started', 'toast-title', BO, AUTOMATION),
  'monitoring.stopped': m('Monitoring Stopped', 'toast-title', BO, AUTOMATION),
  'monitoring.triggered': m('Monitoring Triggered', 'toast-title', BO, AUTOMATION),
  'monitoring.startRefused': m('Failed to Start', 'toast-title', BO, AUTOMATION),
  'monitoring.stopRefused': m('Failed to Stop', 'toast-title', BO, AUTOMATION),
  'monitoring.triggerRefused': m('Failed to Trigger', 'toast-title', BO, AUTOMATION),
  'monitoring.callFailed.title': m('Error', 'toast-title', BO, AUTOMATION),
  'monitoring.startFailed': m('Failed to start monitoring', 'toast-message', BO, AUTOMATION),
  'monitoring.stopFailed': m('Failed to stop monitoring', 'toast-message', BO, AUTOMATION),
  'monitoring.triggerFailed': m('Failed to trigger monitoring', 'toast-message', BO, AUTOMATION),

  // Link generation and the webhook test
  'link.generated.title': m('BFR Link Generated', 'toast-title', BO, AUTOMATION),
  'link.generated.message': m(
    'Link has been created and added to the contact',
    'toast-message',
    BO,
    AUTOMATION,
  ),
  'link.generationFailed.title': m('Generation Failed', 'toast-title', BO, AUTOMATION),
  'link.generationFailed.fallback': m(
    'Failed to generate BFR link',
    'toast-message',
    BO,
    AUTOMATION,
  ),
  'link.networkError.title': m('Error', 'toast-title', BO, AUTOMATION),
  'link.copied': m('Copied', 'toast-title', BO, AUTOMATION),
  'webhook.testSucceeded': m('Webhook Test Successful', 'toast-title', BO, AUTOMATION),
  'webhook.testFailed': m('Webhook Test Failed', 'toast-title', BO, AUTOMATION),
  'webhook.testError.title': m('Error', 'toast-title', BO, AUTOMATION),
  'webhook.testError.message': m('Failed to test webhook', 'toast-message', BO, AUTOMATION),

  // Property analysis (the BFR tool and the client's form)
  'analysis.complete': m(
    'Property Analysis Complete',
    'toast-title',
    BO,
    '/admin/bfr-update and /bfr-form, MLS lookup',
  ),
  'analysis.warning': m(
    'WARNING',
    'toast-message',
    BO,
    '/admin/bfr-update and /bfr-form, MLS lookup (lead paint or HOA)',
    { within: true },
  ),

  // Unknown route
  'notFound.backOffice': m('404 Page Not Found', 'page-text', BO, 'any unknown path'),

  // ── visitor site ─────────────────────────────────────────────────────────────────────────
  'properties.paysonFetchFailed': m(
    'Failed to fetch Payson properties: {status} {statusText}',
    'page-text',
    VS,
    '/ (Payson listings row), failed listing request',
  ),
  'comparison.sparkError': m(
    'SPARK API error: {status}',
    'page-text',
    VS,
    `${PRICE_COMPARISON} and ${MARKET_ANALYSIS}, failed request`,
  ),

  // Auth redirect
  'authRedirect.title': m('Authentication Error', 'toast-title', VS, AUTH),
  'authRedirect.authFailed': m(
    'Google authentication failed. Please try the username/password login below.',
    'toast-message',
    VS,
    `${AUTH}, ?error=auth_failed`,
  ),
  'authRedirect.profileFailed': m(
    'Unable to retrieve Google profile. Please use username/password login.',
    'toast-message',
    VS,
    `${AUTH}, ?error=profile_failed`,
  ),
  'authRedirect.sessionFailed': m(
    'Session creation failed. Please try logging in again.',
    'toast-message',
    VS,
    `${AUTH}, ?error=session_failed`,
  ),
  'authRedirect.other': m(
    'Authentication failed. Please try logging in below.',
    'toast-message',
    VS,
    `${AUTH}, any other ?error`,
  ),

  // Login and registration
  'login.failed': m('Login failed', 'toast-title', VS, `${AUTH}, Login`),
  'register.failed': m('Registration failed', 'toast-title', VS, `${AUTH}, Register`),

  // Forgot and reset password
  'passwordReset.errorFallback': m(
    'An error occurred',
    'page-text',
    VS,
    '/forgot-password and /reset-password',
  ),
  'passwordReset.networkError': m(
    'Network error. Please try again.',
    'page-text',
    VS,
    '/forgot-password and /reset-password',
  ),
  'passwordReset.invalidLink': m(
    'Invalid reset link. Please request a new password reset.',
    'page-text',
    VS,
    '/reset-password',
  ),

  // New-client form
  'newClient.submitted.title': m('Contact Form Submitted', 'toast-title', VS, NEW_CLIENT),
  'newClient.submitted.message': m(
    "Thank you! We'll be in touch soon to help with your real estate needs.",
    'toast-message',
    VS,
    NEW_CLIENT,
  ),
  'newClient.failed.title': m('Submission Failed', 'toast-title', VS, NEW_CLIENT),
  'newClient.failed.fallback': m(
    'There was a problem submitting your information. Please try again.',
    'toast-message',
    VS,
    NEW_CLIENT,
  ),

  // Screen messages
  'screen.propertyNotFound': m(
    'Property Not Found',
    'page-text',
    VS,
    `/property/{id}, ${PRICE_COMPARISON} and ${MARKET_ANALYSIS}`,
  ),
  'screen.noComparisonData': m('No Comparison Data', 'empty-state', VS, PRICE_COMPARISON),
  'screen.invalidPropertyId': m(
    'Invalid property ID',
    'page-text',
    VS,
    `${PRICE_COMPARISON} and ${MARKET_ANALYSIS}`,
  ),
  'screen.comparisonFailed': m(
    'Unable to Load Comparison Data',
    'page-text',
    VS,
    `${PRICE_COMPARISON} and ${MARKET_ANALYSIS}`,
  ),
  'screen.imageNotAvailable': m(
    'Image not available',
    'page-text',
    VS,
    '/property/{id}, photo viewer',
  ),
  'screen.noComparables': m('No Comparable Properties Found', 'empty-state', VS, MARKET_ANALYSIS),
  'screen.noProperties': m(
    'No properties found',
    'empty-state',
    VS,
    '/ (results without a search, Payson row) and /just-listed',
  ),
  'screen.noPropertiesForSearch': m(
    'No properties found matching your search criteria',
    'empty-state',
    VS,
    '/ (results of a search)',
  ),
  'screen.pageNotFound': m('Page Not Found', 'page-text', VS, 'any unknown path'),
} as const satisfies Record<string, SpecMessage>;

export type SpecMessageKey = keyof typeof SPEC_MESSAGES;

/** The words of `key` with its placeholders filled; a placeholder left without a value throws. */
export function messageText(
  key: SpecMessageKey,
  values: Readonly<Record<string, string | number>> = {},
): string {
  return fillPlaceholders(SPEC_MESSAGES[key].text, values, key);
}

/** The placeholders of a text, in order (`{status}` -> 'status'). */
export function placeholdersOf(text: string): string[] {
  return [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
}

function fillPlaceholders(
  text: string,
  values: Readonly<Record<string, string | number>>,
  key: string,
): string {
  return text.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`Message ${key} needs a value for {${name}}`);
    return String(value);
  });
}
