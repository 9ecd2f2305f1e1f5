// The settings toasts and field messages live with the back-office pieces every settings page
// shares (components/staff); the panel's tabs import them from here.
export {
  applySettingsFieldErrors,
  ERROR_TITLE,
  failureMessage,
  SETTINGS_UPDATED,
  settingsFieldErrors,
  toastSettingsError,
  type ToastText,
} from '../../components/staff/settings-feedback';
