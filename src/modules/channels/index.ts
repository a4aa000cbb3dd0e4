/** The public surface of the channels module: what other modules may use (docs/architecture.md#boundaries). */
export { CustomChannelsService } from './adapters/custom/custom-channels.service';
export { privateReplySlot } from './adapters/meta/domain/private-replies';
export { ProviderRejectedError, ProviderRetryableError } from './channel-adapter';
export type { ChannelTemplate } from './channel-adapter';
export { ChannelAdapters } from './channel-adapters';
export { ChannelsModule } from './channels.module';
export { CHANNELS, isMetaChannel } from './domain/channel';
export type { Channel, MetaChannel } from './domain/channel';
export type { MessagingWindow, SendCredential } from './domain/windows';
