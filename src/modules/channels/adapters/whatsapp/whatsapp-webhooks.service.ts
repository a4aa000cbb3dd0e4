import { Injectable } from '@nestjs/common';
import { SecretBox } from '../../../../common/crypto/secret-box';
import { ChannelWebhooks } from '../../channel-webhooks.service';
import {
  ChannelNotFoundError,
  InvalidSignatureError,
  WebhookVerificationFailedError,
} from '../../channels.errors';
import { openWhatsAppSecrets } from '../../connection-secrets';
import { acceptHubChallenge, verifyWhatsAppSignature } from '../../domain/webhook-signatures';
import type { ChannelEvent, ProviderTemplateStatusReportedPayload } from '../../../../events';
import type { ChannelConnection } from '../../channel-connection.entity';
import type { ProviderReading } from '../../domain/unprocessed';
import { parseWhatsAppWebhook } from './domain/whatsapp-webhook';

/**
 * WhatsApp Cloud API webhooks (docs/channels.md#whatsapp-cloud-api): Meta's verification handshake, and
 * notifications verified with the connection's app secret before anything of them is read,
 * then recorded as channel events (`ChannelWebhooks.record`).
 */
@Injectable()
export class WhatsAppWebhooksService {
  constructor(
    private readonly webhooks: ChannelWebhooks,
    private readonly box: SecretBox,
  ) {}

  /**
   * Meta's webhook verification (`GET` with `hub.mode=subscribe`, `hub.verify_token`,
   * `hub.challenge`): returns the challenge when the token is the connection's verify token
   * (compared in constant time).
   *
   * @throws WebhookVerificationFailedError (403) otherwise, for an unknown connection too.
   */
  async verifySubscription(
    connectionId: string,
    mode: unknown,
    token: unknown,
    challenge: unknown,
  ): Promise<string> {
    const connection = await this.webhooks.connection(connectionId, 'whatsapp');
    const verifyToken = connection ? openWhatsAppSecrets(this.box, connection).verifyToken : null;
    const accepted = acceptHubChallenge({ mode, token, challenge }, verifyToken);
    if (accepted === null) throw new WebhookVerificationFailedError();
    return accepted;
  }

  /**
   * A notification: `X-Hub-Signature-256` must be the HMAC-SHA256 of the raw body under the
   * connection's app secret; the body is then read by `parseWhatsAppWebhook`.
   *
   * @returns the number of events recorded.
   * @throws ChannelNotFoundError (404) for an unknown connection; InvalidSignatureError (401),
   *   with nothing written, for a missing or wrong signature.
   */
  async receive(
    connectionId: string,
    rawBody: Buffer | undefined,
    signature: string | undefined,
  ): Promise<number> {
    const connection = await this.webhooks.connection(connectionId, 'whatsapp');
    if (!connection) throw new ChannelNotFoundError(`No whatsapp connection ${connectionId}.`);
    const { appSecret } = openWhatsAppSecrets(this.box, connection);
    if (!rawBody || !verifyWhatsAppSignature(rawBody, signature, appSecret)) {
      throw new InvalidSignatureError('X-Hub-Signature-256');
    }
    let body: unknown;
    try {
      body = JSON.parse(rawBody.toString('utf8'));
    } catch {
      body = rawBody.toString('utf8'); // kept as received: an unprocessed event
    }
    const reading = this.read(connection, body);
    return this.webhooks.record(connection, reading.events, reading.templates, reading.unusable);
  }

  /**
   * Reads a notification body (received now, or stored unprocessed and retried) with the
   * current parser: its events, template reviews and unusable items
   * (docs/channels.md#unprocessed-events).
   */
  read(
    connection: ChannelConnection,
    body: unknown,
  ): ProviderReading<ChannelEvent, ProviderTemplateStatusReportedPayload> {
    const parsed = parseWhatsAppWebhook(body, connection.phoneNumberId as string);
    return {
      events: parsed.events,
      templates: parsed.templates,
      unusable: { kind: 'notification', payload: body, items: parsed.unprocessed ?? [] },
    };
  }
}
