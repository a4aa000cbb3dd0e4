import { Injectable } from '@nestjs/common';
import { SecretBox } from '../../../../common/crypto/secret-box';
import { AppConfig } from '../../../../config/app-config';
import type { ChannelConnection } from '../../channel-connection.entity';
import type { ChannelSender } from '../../channel-adapter';
import { ChannelsRepository } from '../../channels.repository';
import { openWhatsAppSecrets } from '../../connection-secrets';
import { SenderRateLimiter } from '../../sender-rate-limiter';
import { PhoneChannelAdapter } from '../phone-channel.adapter';
import { whatsAppWindow } from './domain/whatsapp-window';
import { WhatsAppSender } from './whatsapp-sender';

/**
 * WhatsApp through the Cloud API (docs/channels.md#whatsapp-cloud-api): the contact's phone, the 24-hour
 * customer-service window (a template goes at any time), and the connection's
 * `WhatsAppSender` (`WHATSAPP_API_BASE_URL`, paced at `WHATSAPP_MESSAGES_PER_SECOND` per number),
 * or the sandbox without one. Its webhooks: `WhatsAppWebhooksController`.
 */
@Injectable()
export class WhatsAppAdapter extends PhoneChannelAdapter {
  readonly channels = ['whatsapp'] as const;
  readonly window = whatsAppWindow;

  constructor(
    connections: ChannelsRepository,
    private readonly box: SecretBox,
    private readonly config: AppConfig,
    private readonly limiter: SenderRateLimiter,
  ) {
    super(connections);
  }

  /** @throws SecretBoxError when the stored credentials cannot be opened (another ENCRYPTION_KEY). */
  protected senderOf(connection: ChannelConnection): ChannelSender {
    const { accessToken } = openWhatsAppSecrets(this.box, connection);
    return new WhatsAppSender(
      { phoneNumberId: connection.phoneNumberId as string, accessToken },
      {
        baseUrl: this.config.WHATSAPP_API_BASE_URL,
        timeoutMs: this.config.PROVIDER_TIMEOUT_MS,
        messagesPerSecond: this.config.WHATSAPP_MESSAGES_PER_SECOND,
        limiter: this.limiter,
      },
    );
  }
}
