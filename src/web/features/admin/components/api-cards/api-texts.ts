import { APPS_SCRIPT_TOASTS } from '../../../../components/staff/apps-script-settings';
import { failureMessage } from '../../settings-feedback';
import type { ConnectionTexts, SaveTexts } from './api-form';
import { messageText } from '../../../../../core/spec-messages';

/*
 * The API tab's toasts, worded as the back-office spec's section 8 words them. Where the spec
 * names only a title, the message follows the MLS card's wording (marked below).
 */

export const ARMLS_TEXTS = {
  save: {
    saved: {
      title: messageText('armls.saved.title'),
      description: messageText('armls.saved.message'),
    },
    failed: () => ({
      title: messageText('armls.saveFailed.title'),
      description: messageText('armls.saveFailed.message'),
    }),
  } satisfies SaveTexts,
  test: {
    connected: {
      title: messageText('armls.testConnected.title'),
      description: messageText('armls.testConnected.message'),
    },
    notConnected: {
      title: messageText('armls.testNotConnected.title'),
      fallback: messageText('armls.testNotConnected.fallback'),
    },
    requestFailed: {
      title: messageText('armls.testError.title'),
      description: messageText('armls.testError.message'),
    },
  } satisfies ConnectionTexts,
};

export const GOOGLE_OAUTH_TEXTS: ConnectionTexts = {
  // the message: not in the spec
  connected: {
    title: messageText('googleOauth.testConnected.title'),
    description: 'Google OAuth is working properly.',
  },
  notConnected: {
    title: messageText('googleOauth.testNotConnected.title'),
    fallback: messageText('googleOauth.testNotConnected.fallback'),
  },
  requestFailed: {
    title: messageText('googleOauth.testError.title'),
    description: messageText('googleOauth.testError.message'),
  },
};

export const GOOGLE_MAPS_TEXTS: ConnectionTexts = {
  // the message: not in the spec
  connected: {
    title: messageText('googleMaps.testConnected.title'),
    description: 'Google Maps API is working properly.',
  },
  notConnected: {
    title: messageText('googleMaps.testNotConnected.title'),
    fallback: messageText('googleMaps.testNotConnected.fallback'),
  },
  requestFailed: {
    title: messageText('googleMaps.testError.title'),
    description: messageText('googleMaps.testError.message'),
  },
};

export const FOLLOW_UP_BOSS_TEXTS = {
  save: {
    saved: {
      title: messageText('crm.saved.title'),
      description: messageText('crm.saved.message'),
    },
    failed: (error: unknown) => ({
      title: messageText('crm.saveFailed.title'),
      description: failureMessage(error),
    }),
  } satisfies SaveTexts,
  test: {
    connected: {
      title: messageText('crm.testConnected.title'),
      description: messageText('crm.testConnected.message'),
    },
    notConnected: {
      title: messageText('crm.testNotConnected.title'),
      fallback: messageText('crm.testNotConnected.fallback'),
    },
    requestFailed: {
      title: messageText('crm.testError.title'),
      description: messageText('crm.testError.message'),
    },
  } satisfies ConnectionTexts,
};

export const APPS_SCRIPT_TEXTS: SaveTexts = {
  saved: APPS_SCRIPT_TOASTS.saved,
  failed: () => APPS_SCRIPT_TOASTS.failed,
};
