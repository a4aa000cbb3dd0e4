import { Injectable } from '@nestjs/common';
import { SecretBox } from '../../../../common/crypto/secret-box';
import type { ChannelEvent } from '../../../../events';
import { ChannelWebhooks } from '../../channel-webhooks.service';
import {
  ChannelNotFoundError,
  InvalidSignatureError,
  WebhookVerificationFailedError,
} from '../../channels.errors';
import { openMetaSecrets } from '../../connection-secrets';
import type { MetaChannel } from '../../domain/channel';
import { acceptHubChallenge, verifyWhatsAppSignature } from '../../domain/webhook-signatures';
import type { ChannelConnection } from '../../channel-connection.entity';
import type { ProviderReading } from '../../domain/unprocessed';
import { channelEventOf } from './domain/meta-events';
import { metaOwnerId } from './domain/meta-scope';
import { parseMetaWebhook } from './domain/meta-webhooks';

/**
 * Messenger and Instagram webhooks (docs/channels.md#messenger-and-instagram): the
 * `hub.challenge` handshake, and notifications verified with `X-Hub-Signature-256`
 * (HMAC-SHA256 of the raw body under the connection's app secret, Meta "Webhooks: Validate
 * payloads") before anything of them is read. Each event of a verified call is read into a
 * channel event (`channelEventOf`) and recorded (`ChannelWebhooks.record`, one transaction).
 */
@Injectable()
export class MetaWebhooksService {
  constructor(
    private readonly webhooks: ChannelWebhooks,
    private readonly box: SecretBox,
  ) {}

  /**
   * Meta's verification request: returns `hub.challenge` when `hub.mode` is `subscribe` and
   * `hub.verify_token` is the connection's verify token (constant-time comparison).
   *
   * @throws WebhookVerificationFailedError (403) otherwise, for an unknown connection too.
   */
  async verify(
    channel: MetaChannel,
    connectionId: string,
    mode: unknown,
    token: unknown,
    challenge: unknown,
  ): Promise<string> {
    const connection = await this.webhooks.connection(connectionId, channel);
    const verifyToken = connection ? openMetaSecrets(this.box, connection).verifyToken : null;
    const accepted = acceptHubChallenge({ mode, token, challenge }, verifyToken);
    if (accepted === null) throw new WebhookVerificationFailedError();
    return accepted;
  }

  /**
   * A notification: verified, read by `parseMetaWebhook` (entries of another Page or account
   * are ignored), and its events recorded.
   *
   * @returns the number of events the call carried (the echo of our own send included).
   * @throws ChannelNotFoundError (404) for an unknown connection; InvalidSignatureError (401),
   *   with nothing written, for a missing or wrong signature.
   */
  async receive(
    channel: MetaChannel,
    connectionId: string,
    rawBody: Buffer | undefined,
    signature: string | undefined,
  ): Promise<number> {
    const connection = await this.webhooks.connection(connectionId, channel);
    if (!connection) throw new ChannelNotFoundError(`No ${channel} connection ${connectionId}.`);
    const { appSecret } = openMetaSecrets(this.box, connection);
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
    await this.webhooks.record(connection, reading.events, [], reading.unusable);
    return reading.read;
  }

  /**
   * Reads a notification body (received now, or stored unprocessed and retried) with the
   * current parser: its channel events (`read`: how many items gave an event, the echo of our
   * own sends included) and unusable items (docs/channels.md#unprocessed-events).
   */
  read(
    connection: ChannelConnection,
    body: unknown,
  ): ProviderReading<ChannelEvent, never> & { read: number } {
    const channel = connection.channel as MetaChannel;
    const parsed = parseMetaWebhook(body, channel, metaOwnerId(connection));
    const events = parsed.events
      .map(channelEventOf)
      .filter((event): event is ChannelEvent => event !== null);
    return {
      events,
      templates: [],
      read: parsed.events.length,
      unusable: { kind: 'notification', payload: body, items: parsed.unusable },
    };
  }
}
