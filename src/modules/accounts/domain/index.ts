/** The accounts module's pure rules other modules' domain code may use (docs/architecture.md#boundaries). */
export {
  canonicalTimeZone,
  checkAccountSettings,
  defaultSmsHelpText,
  smsHelpTextOf,
  SMS_HELP_TEXT_MAX_LENGTH,
} from './account-settings';
export type { AccountSettingsChange, CheckedAccountSettings } from './account-settings';
