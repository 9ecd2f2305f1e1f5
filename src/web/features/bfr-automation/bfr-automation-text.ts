import { MONITOR_WINDOW_MINUTES } from '../../../contract/bfr';
import { ADMIN_PAGE_TEXT } from '../../components/staff/admin-page-text';
import { messageText } from '../../../core/spec-messages';

/**
 * The BFR Link Automation page's words (issue 21). The toasts and labels of the spec keep its
 * wording here; tests import them rather than copy them.
 */
export const BFR_AUTOMATION_TEXT = {
  title: 'BFR Link Automation',
  // the header's badge and link Home, as every back-office page says them
  ...ADMIN_PAGE_TEXT,
  description:
    'Buyer file links made for new CRM contacts: the webhook, contact monitoring and links made by hand.',

  signedOutTitle: 'Sign in to manage the BFR link automation',
  signedOut:
    'The BFR link automation is managed by the site’s admins. Sign in with an admin account.',
  adminsOnly: 'Admins only',
  notAdmin: 'Your account cannot manage the BFR link automation. Ask an admin to add you.',
  loading: 'Loading...',
  retry: 'Retry',
  infoErrorTitle: 'Unable to load the webhook settings',
  statusErrorTitle: 'Unable to load the monitoring status',
  processedErrorTitle: 'Unable to load the processed contacts',

  // shared toasts
  error: messageText('monitoring.callFailed.title'),
  copied: messageText('link.copied'),
  copyFailed: 'Copy Failed',
  copyFailedHint: 'Select the text and copy it yourself.',
  copy: 'Copy',

  // 1 Webhook URL
  webhookTitle: 'Webhook URL',
  webhookDescription: 'The address the CRM calls when a contact is created.',
  webhookUrlLabel: 'Webhook URL',
  webhookCopied: 'Webhook URL copied to the clipboard',
  test: 'Test',
  testing: 'Testing...',
  webhookTestSuccess: messageText('webhook.testSucceeded'),
  webhookTestFailed: messageText('webhook.testFailed'),
  webhookTestError: messageText('webhook.testError.message'),
  signatureOn: 'Signatures are verified: a delivery without a valid FUB-Signature is refused.',
  signatureOff:
    'Signatures are not verified: set the Follow Up Boss system key to refuse unsigned deliveries.',
  unsignedRefused:
    'Deliveries are refused: set the Follow Up Boss system key (FUB_SYSTEM_KEY) so signed ones can be verified and read.',
  // what the page can know: the address to register, not whether Follow Up Boss has it (issue 41)
  registerInFub:
    'Register this URL in Follow Up Boss (Admin, API, Webhooks) for the peopleCreated event.',
  noFub:
    'Follow Up Boss is not connected: the built-in CRM needs no webhook, and contact monitoring finds its new leads. Register this URL once Follow Up Boss is connected.',

  // 2 Smart Contact Monitoring
  monitoringTitle: 'Smart Contact Monitoring',
  monitoringDescription: `Looks for new contacts in the CRM and makes their links. Trigger Check watches for the next ${MONITOR_WINDOW_MINUTES} minutes.`,
  active: 'Active',
  inactive: 'Inactive',
  lastCheck: 'Last check:',
  never: 'Never',
  checkingUntil: (time: string) => `Checking until ${time}`,
  untilStopped: 'Checking until stopped',
  start: 'Start',
  stop: 'Stop',
  trigger: 'Trigger Check',
  monitoringStarted: messageText('monitoring.started'),
  monitoringStopped: messageText('monitoring.stopped'),
  monitoringTriggered: messageText('monitoring.triggered'),
  failedToStart: messageText('monitoring.startRefused'),
  failedToStop: messageText('monitoring.stopRefused'),
  failedToTrigger: messageText('monitoring.triggerRefused'),
  startError: messageText('monitoring.startFailed'),
  stopError: messageText('monitoring.stopFailed'),
  triggerError: messageText('monitoring.triggerFailed'),
  recentlyProcessed: 'Recently processed',
  totalProcessed: (total: number) => `Total processed: ${total}`,
  noneProcessed: 'No contacts processed yet',
  viaWebhook: 'Webhook',
  viaMonitor: 'Monitoring',
  linkPending: 'Link pending',

  // 3 Manual BFR Link Generation
  generateTitle: 'Manual BFR Link Generation',
  generateDescription:
    'Make a link for one contact of the CRM. Generating again issues a new link and revokes the old one.',
  contactId: 'Contact ID',
  contactIdPlaceholder: 'e.g. 12345',
  name: 'Name',
  nameOptional: '(optional)',
  namePlaceholder: 'e.g. Harper Lane',
  generate: 'Generate',
  generating: 'Generating...',
  missingInformation: 'Missing Information',
  contactIdRequired: 'Contact ID is required',
  contactIdNumber: 'Contact ID must be a number',
  generated: messageText('link.generated.title'),
  generatedDescription: messageText('link.generated.message'),
  generationFailed: messageText('link.generationFailed.title'),
  generateError: messageText('link.generationFailed.fallback'),
  generatedLinkLabel: 'BFR link',
  linkCopied: 'BFR link copied to the clipboard',
  open: 'Open',
  openHint: '(opens in a new tab)',
  linksTitle: (contactId: number) => `Links of contact ${contactId}`,
  noLinks: 'This contact has no links yet.',
  linksErrorTitle: 'Unable to load the contact’s links',
  created: 'Created',
  revokedAt: 'Revoked',
  linkActive: 'Active',
  linkRevoked: 'Revoked',
  revoke: 'Revoke',
  revoking: 'Revoking...',
  revokeTitle: 'Revoke this link?',
  revokeDescription:
    'The link stops opening the buyer file at once, and the contact’s CRM field is cleared. Generating again issues a new link and revokes the old one.',
  revokeConfirm: 'Yes, revoke the link',
  cancel: 'Cancel',
  linkRevokedToast: 'Link Revoked',
  linkRevokedDescription: 'The link no longer opens the buyer file',
  revokeFailed: 'Revoke Failed',
  revokeError: 'Failed to revoke the link',

  // 4 Automation Status
  statusTitle: 'Automation Status',
  statusWebhook: 'Webhook',
  ready: 'Ready',
  statusSignature: 'Signature check',
  on: 'On',
  off: 'Off',
  statusCrm: 'CRM',
  followUpBoss: 'Follow Up Boss',
  builtInCrm: 'Built-in CRM',
  statusMonitoring: 'Monitoring',
  unknown: 'Unknown',
  howItWorks: 'How it works',
  steps: (linkField: string) => [
    'A new contact in the CRM calls the webhook (or is found by monitoring).',
    'A unique link with an unguessable random id is generated for that contact.',
    `The link is added to the contact's custom field (${linkField}).`,
    "The client opens it without signing in; it opens that contact's buyer file only.",
  ],
} as const;
