// The Settings screen: Account (details, API key, password) and, for owners, Team.
export { SettingsPage } from './settings-page';
