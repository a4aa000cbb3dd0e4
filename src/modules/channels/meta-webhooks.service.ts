import { isUUID } from 'class-validator';
import { Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { SecretBox } from '../../common/crypto/secret-box';
import { OutboxService } from '../../common/outbox/outbox.service';
import { inTransaction } from '../../database/transaction';
import type { ChannelConnection } from './channel-connection.entity';
import { META_EVENT_RECEIVED, type MetaEventReceivedPayload } from './channel-events';
import type { MetaChannelName } from './channel-sender';
import {
  ChannelNotFoundError,
  InvalidSignatureError,
  WebhookVerificationFailedError,
} from './channels.errors';
import { ChannelsRepository } from './channels.repository';
import { openMetaSecrets } from './connection-secrets';
import { parseMetaWebhook } from './domain/meta-webhooks';
import { storablePayload } from './domain/provider-webhooks';
import { acceptHubChallenge, verifyWhatsAppSignature } from './domain/webhook-signatures';

/** The Page id (Messenger) or Instagram account id a connection's webhooks are about. */
export function metaOwnerId(connection: ChannelConnection): string {
  return (
    connection.channel === 'messenger' ? connection.pageId : connection.instagramAccountId
  ) as string;
}

/**
 * Messenger and Instagram webhooks (issue 12 item 2): the `hub.challenge` handshake, and
 * notifications verified with `X-Hub-Signature-256` (HMAC-SHA256 of the raw body under the
 * connection's app secret, Meta "Webhooks: Validate payloads") before anything of them is read.
 * Each event of a verified call is appended to the outbox as `MetaEventReceived` in one
 * transaction (all or nothing); the meta module records them. The answer is quick.
 */
@Injectable()
export class MetaWebhooksService {
  private readonly logger = new Logger(MetaWebhooksService.name);

  constructor(
    private readonly connections: ChannelsRepository,
    private readonly box: SecretBox,
    private readonly outbox: OutboxService,
    private readonly dataSource: DataSource,
  ) {}

  /**
   * Meta's verification request: returns `hub.challenge` when `hub.mode` is `subscribe` and
   * `hub.verify_token` is the connection's verify token (constant-time comparison).
   *
   * @throws WebhookVerificationFailedError (403) otherwise, for an unknown connection too.
   */
  async verify(
    channel: MetaChannelName,
    connectionId: string,
    mode: unknown,
    token: unknown,
    challenge: unknown,
  ): Promise<string> {
    const connection = await this.find(channel, connectionId);
    const verifyToken = connection ? openMetaSecrets(this.box, connection).verifyToken : null;
    const accepted = acceptHubChallenge({ mode, token, challenge }, verifyToken);
    if (accepted === null) throw new WebhookVerificationFailedError();
    return accepted;
  }

  /**
   * A notification: verified, read by `parseMetaWebhook` (entries of another Page or account
   * are ignored), and its events appended.
   *
   * @returns the number of events recorded.
   * @throws ChannelNotFoundError (404) for an unknown connection; InvalidSignatureError (401),
   *   with nothing written, for a missing or wrong signature.
   */
  async receive(
    channel: MetaChannelName,
    connectionId: string,
    rawBody: Buffer | undefined,
    signature: string | undefined,
  ): Promise<number> {
    const connection = await this.find(channel, connectionId);
    if (!connection) throw new ChannelNotFoundError(`No ${channel} connection ${connectionId}.`);
    const { appSecret } = openMetaSecrets(this.box, connection);
    if (!rawBody || !verifyWhatsAppSignature(rawBody, signature, appSecret)) {
      throw new InvalidSignatureError('X-Hub-Signature-256');
    }
    let body: unknown;
    try {
      body = JSON.parse(rawBody.toString('utf8'));
    } catch {
      body = null;
    }
    const parsed = parseMetaWebhook(body, channel, metaOwnerId(connection));
    if (parsed.events.length > 0) {
      await inTransaction(this.dataSource, async (manager) => {
        for (const event of parsed.events) {
          // a verified event is never refused for its content (issue 16 defect 6)
          const payload: MetaEventReceivedPayload = {
            connectionId: connection.id,
            event: storablePayload(event),
          };
          await this.outbox.append(manager, connection.accountId, META_EVENT_RECEIVED, payload);
        }
      });
    }
    this.logger.log(
      { connectionId, channel, events: parsed.events.length, ignored: parsed.ignored },
      'meta webhook recorded',
    );
    return parsed.events.length;
  }

  private async find(
    channel: MetaChannelName,
    connectionId: string,
  ): Promise<ChannelConnection | null> {
    const connection = isUUID(connectionId)
      ? await this.connections.findForWebhook(connectionId)
      : null;
    return connection && connection.provider === channel ? connection : null;
  }
}
