import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { type Contact, ContactIdentitiesService } from '../../../contacts';
import { SecretBox } from '../../../../common/crypto/secret-box';
import { AppConfig } from '../../../../config/app-config';
import type { ChannelConnection } from '../../channel-connection.entity';
import type { ChannelSender, HandOverRequest } from '../../channel-adapter';
import { ChannelsRepository } from '../../channels.repository';
import { openWhatsAppSecrets } from '../../connection-secrets';
import { SenderRateLimiter } from '../../sender-rate-limiter';
import { PhoneChannelAdapter } from '../phone-channel.adapter';
import { WHATSAPP_SCOPE } from './domain/whatsapp-webhook';
import { whatsAppWindow } from './domain/whatsapp-window';
import { WhatsAppSender } from './whatsapp-sender';

/**
 * WhatsApp through the Cloud API (docs/channels.md#whatsapp-cloud-api): the contact's phone (else its
 * BSUID, docs/channels.md#whatsapp-usernames), the 24-hour
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
    private readonly identities: ContactIdentitiesService,
  ) {
    super(connections);
  }

  /**
   * The contact's phone when known, else its BSUID (docs/channels.md#whatsapp-usernames: a
   * person whose phone is withheld is answered with `recipient`), else null.
   */
  override async recipientOf(
    accountId: string,
    _channel: string,
    contact: Contact,
    manager?: EntityManager,
  ): Promise<string | null> {
    if (contact.phone) return contact.phone;
    return this.identities.externalIdInScope(accountId, WHATSAPP_SCOPE, contact.id, manager);
  }

  /** An authentication (one-time password) template needs a phone: Meta refuses a BSUID. */
  protected override refusalOf(
    contact: Contact,
    template: HandOverRequest['template'],
  ): { code: string; message: string } | null {
    if (template?.category === 'authentication' && !contact.phone) {
      return {
        code: 'PHONE_REQUIRED',
        message:
          "An authentication template needs the contact's phone number; WhatsApp does not deliver it to a username (BSUID).",
      };
    }
    return null;
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
