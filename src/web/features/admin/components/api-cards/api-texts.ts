import { failureMessage } from '../../settings-feedback';
import type { ConnectionTexts, SaveTexts } from './api-form';

/*
 * The API tab's toasts, worded as the back-office spec's section 8 words them. Where the spec
 * names only a title, the message follows the MLS card's wording (marked below).
 */

export const ARMLS_TEXTS = {
  save: {
    saved: {
      title: 'Settings Saved',
      description: 'ARMLS API credentials have been saved successfully.',
    },
    failed: () => ({ title: 'Save Failed', description: 'Unable to save ARMLS settings.' }),
  } satisfies SaveTexts,
  test: {
    connected: { title: 'ARMLS Connected', description: 'ARMLS SPARK API is working properly.' },
    notConnected: {
      title: 'ARMLS Not Connected',
      fallback: 'ARMLS API credentials not configured.',
    },
    requestFailed: {
      title: 'Connection Test Failed',
      description: 'Unable to test ARMLS connection.',
    },
  } satisfies ConnectionTexts,
};

export const GOOGLE_OAUTH_TEXTS: ConnectionTexts = {
  // the message: not in the spec
  connected: { title: 'Google OAuth Connected', description: 'Google OAuth is working properly.' },
  notConnected: {
    title: 'Google OAuth Not Connected',
    fallback: 'Failed to connect to Google OAuth.',
  },
  requestFailed: {
    title: 'Connection Test Failed',
    description: 'Unable to test Google OAuth connection.',
  },
};

export const GOOGLE_MAPS_TEXTS: ConnectionTexts = {
  // the message: not in the spec
  connected: {
    title: 'Google Maps Connected',
    description: 'Google Maps API is working properly.',
  },
  notConnected: {
    title: 'Google Maps Not Connected',
    fallback: 'Google Maps API key not configured.',
  },
  requestFailed: {
    title: 'Connection Test Failed',
    description: 'Unable to test Google Maps connection.',
  },
};

export const FOLLOW_UP_BOSS_TEXTS = {
  save: {
    saved: { title: 'Settings saved', description: 'Followup Boss configuration has been updated' },
    failed: (error: unknown) => ({ title: 'Save failed', description: failureMessage(error) }),
  } satisfies SaveTexts,
  test: {
    connected: {
      title: 'Connection successful',
      description: 'Successfully connected to Followup Boss API',
    },
    notConnected: { title: 'Connection failed', fallback: 'Unable to connect to Followup Boss' },
    requestFailed: {
      title: 'Connection test failed',
      description: 'Unable to test Followup Boss connection. Please check your API credentials.',
    },
  } satisfies ConnectionTexts,
};

export const APPS_SCRIPT_TEXTS: SaveTexts = {
  saved: {
    title: 'Settings saved',
    description: 'Google Apps Script webhook configured successfully',
  },
  failed: () => ({ title: 'Error', description: 'Failed to save Google Apps Script settings' }),
};
