/** The channels module's pure rules and shapes others may use (docs/architecture.md#boundaries). */
export {
  CHANNELS,
  CONNECTION_CHANNELS,
  isChannel,
  isConnectionChannel,
  isMetaChannel,
  isPhoneChannel,
  META_CHANNELS,
  PHONE_CHANNELS,
} from './channel';
export type {
  Channel,
  ConnectionChannel,
  MetaChannel,
  PhoneChannel,
  ProviderName,
} from './channel';
export type { MessagingWindow, MetaSendOptions, SendCredential, WindowRule } from './windows';
