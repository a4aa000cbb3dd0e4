import { Injectable } from '@nestjs/common';
import type { ChannelAdapter } from './channel-adapter';
import { CustomChannelAdapter } from './adapters/custom/custom.adapter';
import { MetaAdapter } from './adapters/meta/meta.adapter';
import { TwilioAdapter } from './adapters/twilio/twilio.adapter';
import { WhatsAppAdapter } from './adapters/whatsapp/whatsapp.adapter';
import { type Channel, CHANNELS, isChannel } from './domain/channel';
import { ChannelNotFoundError } from './channels.errors';

/**
 * The registry of channel adapters (docs/channels.md#adapters): the one place that knows which
 * adapter serves which channel. Every channel of `CHANNELS` has exactly one (checked when the
 * registry is built).
 */
@Injectable()
export class ChannelAdapters {
  private readonly byChannel: ReadonlyMap<Channel, ChannelAdapter>;

  constructor(
    whatsapp: WhatsAppAdapter,
    twilio: TwilioAdapter,
    meta: MetaAdapter,
    custom: CustomChannelAdapter,
  ) {
    const byChannel = new Map<Channel, ChannelAdapter>();
    for (const adapter of [whatsapp, twilio, meta, custom]) {
      for (const channel of adapter.channels) {
        if (byChannel.has(channel)) throw new Error(`two adapters for the channel ${channel}`);
        byChannel.set(channel, adapter);
      }
    }
    const missing = CHANNELS.filter((channel) => !byChannel.has(channel));
    if (missing.length > 0) throw new Error(`no adapter for ${missing.join(', ')}`);
    this.byChannel = byChannel;
  }

  /** The adapter of `channel`. @throws ChannelNotFoundError for a name that is not a channel. */
  for(channel: string): ChannelAdapter {
    if (!isChannel(channel)) throw new ChannelNotFoundError(`No channel "${channel}".`);
    return this.byChannel.get(channel)!;
  }
}
