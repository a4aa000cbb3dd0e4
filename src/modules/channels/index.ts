/** The public surface of the channels module: what other modules may use (docs/architecture.md#boundaries). */
export { CustomChannelsService } from './adapters/custom/custom-channels.service';
export { privateReplySlot } from './adapters/meta/domain/private-replies';
export {
  ProviderRejectedError,
  ProviderRetryableError,
  RATE_LIMITED_CODES,
} from './channel-adapter';
export type { CampaignRate, ChannelTemplate } from './channel-adapter';
export { ChannelAdapters } from './channel-adapters';
export { ChannelsModule, UNPROCESSED_EVENTS_PROVIDERS } from './channels.module';
export { UnprocessedEventsService } from './unprocessed-events.service';
export { CHANNELS, isMetaChannel } from './domain/channel';
export type { Channel, MetaChannel } from './domain/channel';
export type { MessagingWindow, SendCredential } from './domain/windows';
