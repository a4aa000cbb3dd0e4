import { randomUUID } from 'node:crypto';
import type { ChannelSender, OutboundChannelMessage, SendReceipt } from '../../channel-adapter';

/**
 * The sandbox connection of an account without a provider for a channel (docs/channels.md#sandbox):
 * nothing leaves the machine; every message is accepted with `externalId` `sandbox_<uuid>`.
 */
export class SandboxSender implements ChannelSender {
  readonly provider = 'sandbox' as const;

  async send(_message: OutboundChannelMessage): Promise<SendReceipt> {
    return { externalId: `sandbox_${randomUUID()}`, provider: 'sandbox' };
  }
}
