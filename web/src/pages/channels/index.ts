// The Channels screen: provider connections with their webhook URLs, and custom channels.
export { ChannelsPage } from './channels-page';
export { NoConnectionBanner } from './no-connection-banner';
