import { Injectable } from '@nestjs/common';
import { SecretBox } from '../../../../common/crypto/secret-box';
import { AppConfig } from '../../../../config/app-config';
import type { ChannelConnection } from '../../channel-connection.entity';
import type { ChannelSender } from '../../channel-adapter';
import { ChannelsRepository } from '../../channels.repository';
import { openTwilioSecrets } from '../../connection-secrets';
import { NO_WINDOW } from '../../domain/windows';
import { SenderRateLimiter } from '../../sender-rate-limiter';
import { publicBaseOf, webhookPaths } from '../../webhook-urls';
import { PhoneChannelAdapter } from '../phone-channel.adapter';
import { TwilioSender } from './twilio-sender';

/**
 * SMS through Twilio (docs/channels.md#twilio-sms): the contact's phone, no messaging window,
 * and the connection's `TwilioSender` (`TWILIO_API_BASE_URL`, paced at
 * `SMS_MESSAGES_PER_SECOND`, with our status callback URL), or the sandbox without one. Its
 * webhooks: `TwilioWebhooksController`.
 */
@Injectable()
export class TwilioAdapter extends PhoneChannelAdapter {
  readonly channels = ['sms'] as const;
  readonly window = NO_WINDOW;

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
    const { authToken } = openTwilioSecrets(this.box, connection);
    const base = publicBaseOf(connection, this.config);
    return new TwilioSender(
      {
        accountSid: connection.accountSid as string,
        authToken,
        sender: connection.sender as string,
      },
      {
        baseUrl: this.config.TWILIO_API_BASE_URL,
        timeoutMs: this.config.PROVIDER_TIMEOUT_MS,
        messagesPerSecond: this.config.SMS_MESSAGES_PER_SECOND,
        limiter: this.limiter,
        statusCallbackUrl: base ? base + webhookPaths.twilioStatus(connection.id) : null,
      },
    );
  }
}
