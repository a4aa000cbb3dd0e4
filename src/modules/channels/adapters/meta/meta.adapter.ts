import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { SecretBox } from '../../../../common/crypto/secret-box';
import { OnHook } from '../../../../common/handlers/handler-decorators';
import { WebhooksService } from '../../../../common/webhooks/webhooks.service';
import { AppConfig } from '../../../../config/app-config';
import { inTransaction } from '../../../../database/transaction';
import { type Contact, ContactIdentitiesService, ContactsService } from '../../../contacts';
import type { ChannelConnection } from '../../channel-connection.entity';
import {
  type ChannelAdapter,
  type HandOver,
  ProviderRejectedError,
  type SendReceipt,
  type SendRequest,
} from '../../channel-adapter';
import { ChannelsRepository } from '../../channels.repository';
import { openMetaSecrets } from '../../connection-secrets';
import { isMetaChannel, type MetaChannel } from '../../domain/channel';
import type { SendCredential } from '../../domain/windows';
import { SenderRateLimiter } from '../../sender-rate-limiter';
import { metaOwnerId, metaScope } from './domain/meta-scope';
import { metaAcceptsReplyWith, metaWindow } from './domain/meta-window';
import { fetchMetaProfile, type MetaProfile, MetaSender } from './meta-graph';

/** The webhook event a connection whose token Meta refused emits (docs/channels.md#messenger-and-instagram). */
export const CHANNEL_AUTH_FAILED_EVENT = 'channel.auth_failed';

/**
 * Messenger and Instagram through Meta's Send API (docs/channels.md#messenger-and-instagram):
 *
 * - the person is their PSID/IGSID in the connection's scope (`metaScope`); nobody can be
 *   messaged first, and no sandbox stands in for a missing connection;
 * - the window is Meta's (24 h of free text, a person up to 7 days with `HUMAN_AGENT`, a private
 *   reply 7 days after its comment), checked again at send time; API keys cannot reply here;
 * - a send goes through the connection's `MetaSender` after commit (long texts in parts, never
 *   resent); a code 190 answer marks the connection `needs_reauth` and emits
 *   `channel.auth_failed` once.
 *
 * Its webhooks: `MetaWebhooksController`, read into channel events by `domain/meta-events.ts`.
 */
@Injectable()
export class MetaAdapter implements ChannelAdapter {
  readonly channels = ['messenger', 'instagram'] as const;
  readonly window = metaWindow;

  constructor(
    private readonly connections: ChannelsRepository,
    private readonly contacts: ContactsService,
    private readonly identities: ContactIdentitiesService,
    private readonly box: SecretBox,
    private readonly config: AppConfig,
    private readonly limiter: SenderRateLimiter,
    private readonly webhooks: WebhooksService,
    private readonly dataSource: DataSource,
  ) {}

  acceptsReplyWith(credential: SendCredential): boolean {
    return metaAcceptsReplyWith(credential);
  }

  /** Always after commit, through the `message.send` job (the window is checked again there). */
  async handOver(): Promise<HandOver> {
    return { kind: 'queued' };
  }

  /**
   * One hand-over: to the comment for a private reply (within 7 days of it), else to the
   * person's PSID/IGSID in the sending mode of the window at send time (`RESPONSE`, or
   * `HUMAN_AGENT` for a person's late reply); the parts of a long text Meta accepted before are
   * skipped and each new one is recorded before the next goes.
   *
   * @throws ProviderRejectedError `CHANNEL_NOT_CONNECTED`, `NO_RECIPIENT`, `WINDOW_CLOSED` (the
   *   window closed while the message waited), and what the sender throws.
   */
  async send(request: SendRequest): Promise<SendReceipt> {
    const { accountId, message, now } = request;
    const channel = request.channel as MetaChannel;
    const sender = await this.senderFor(accountId, channel);
    if (!sender) {
      throw new ProviderRejectedError('CHANNEL_NOT_CONNECTED', `No ${channel} connection.`);
    }
    const verdict = metaWindow.check({
      purpose: message.purpose,
      lastInboundAt: request.lastInboundAt,
      template: false,
      commentedAt: message.replyCommentId ? message.replyCommentAt : null,
      now,
    });
    if (!verdict.open) throw new ProviderRejectedError('WINDOW_CLOSED', verdict.reason);
    const parts = { sent: message.sentParts, onSent: request.onPartSent };
    const paced = request.campaignRate ? { campaignRate: request.campaignRate } : {};
    if (message.replyCommentId) {
      const meta = { messagingType: 'RESPONSE' as const, commentId: message.replyCommentId };
      return sender.send({
        messageId: message.id,
        to: '',
        body: message.body,
        meta,
        parts,
        ...paced,
      });
    }
    const to = request.contact ? await this.recipientOf(accountId, channel, request.contact) : null;
    if (!to) {
      throw new ProviderRejectedError(
        'NO_RECIPIENT',
        `The contact has no id on this ${channel} connection.`,
      );
    }
    return sender.send({
      messageId: message.id,
      to,
      body: message.body,
      meta: verdict.meta!,
      parts,
      ...paced,
    });
  }

  async settlesInTransaction(): Promise<boolean> {
    return false;
  }

  /** The contact's PSID/IGSID on the account's connected Page or Instagram account, or null. */
  async recipientOf(
    accountId: string,
    channel: string,
    contact: Contact,
    manager?: EntityManager,
  ): Promise<string | null> {
    if (!isMetaChannel(channel)) return null;
    const connection = await this.connections.find(accountId, channel, manager);
    if (!connection) return null;
    const scope = metaScope(channel, metaOwnerId(connection));
    return this.identities.externalIdInScope(accountId, scope, contact.id, manager);
  }

  /** The account's Messenger or Instagram connection, or null (not connected). */
  connection(
    accountId: string,
    channel: MetaChannel,
    manager?: EntityManager,
  ): Promise<ChannelConnection | null> {
    return this.connections.find(accountId, channel, manager);
  }

  /**
   * `ChannelAddressResolving`: the connected Page's id and the Instagram username (the entry
   * links of campaigns), or null when not connected.
   */
  @OnHook('ChannelAddressResolving')
  async address(
    accountId: string,
    channel: MetaChannel,
  ): Promise<{ pageId: string | null; username: string | null } | null> {
    const connection = await this.connection(accountId, channel);
    return connection ? { pageId: connection.pageId, username: connection.username } : null;
  }

  /**
   * The person's name from Meta's profile API for a PSID/IGSID of `scope`, when the account's
   * connection is the one of that scope; null otherwise or when Meta does not answer (the
   * contact is then created without a name).
   */
  async profileOf(
    accountId: string,
    channel: string,
    scope: string,
    userId: string,
  ): Promise<MetaProfile | null> {
    if (!isMetaChannel(channel)) return null;
    const connection = await this.connection(accountId, channel);
    if (!connection || metaScope(channel, metaOwnerId(connection)) !== scope) return null;
    const { accessToken } = openMetaSecrets(this.box, connection);
    return fetchMetaProfile(
      channel,
      this.graph(connection).baseUrl,
      userId,
      accessToken,
      this.config.PROVIDER_TIMEOUT_MS,
    );
  }

  /**
   * The sender of the account's connection (Messenger and Instagram with Facebook login send as
   * the Page, `MESSENGER_API_BASE_URL/{pageId}/messages`; Instagram login as the account,
   * `INSTAGRAM_API_BASE_URL/{igId}/messages`), or null when not connected.
   *
   * @throws SecretBoxError when the stored credentials cannot be opened.
   */
  async senderFor(accountId: string, channel: MetaChannel): Promise<MetaSender | null> {
    const connection = await this.connection(accountId, channel);
    if (!connection) return null;
    const { accessToken } = openMetaSecrets(this.box, connection);
    const graph = this.graph(connection);
    return new MetaSender(
      { channel, baseUrl: graph.baseUrl, senderId: graph.senderId, accessToken },
      {
        timeoutMs: this.config.PROVIDER_TIMEOUT_MS,
        messagesPerSecond: this.config.META_MESSAGES_PER_SECOND,
        limiter: this.limiter,
        onAuthFailed: () => this.markNeedsReauth(connection),
      },
    );
  }

  /**
   * Meta refused the connection's token (code 190): marks it `needs_reauth` (shown on
   * `GET /v1/channels`) and emits `channel.auth_failed` to the account's webhook endpoints, in
   * one transaction, once (a connection replaced since, or already marked, changes nothing).
   */
  async markNeedsReauth(connection: ChannelConnection): Promise<void> {
    await inTransaction(this.dataSource, async (manager) => {
      const changed = await this.connections.markNeedsReauth(
        connection.accountId,
        connection.id,
        connection.secrets,
        manager,
      );
      if (!changed) return;
      await this.webhooks.publish(manager, connection.accountId, CHANNEL_AUTH_FAILED_EVENT, {
        connectionId: connection.id,
        channel: connection.channel,
        status: 'needs_reauth',
        reason: 'Meta refused the access token (code 190): connect the channel again.',
        occurredAt: new Date().toISOString(),
      });
    });
  }

  /** Where a connection's Graph calls go: base URL and the Page or account id that sends. */
  private graph(connection: ChannelConnection): { baseUrl: string; senderId: string } {
    if (connection.channel === 'instagram' && connection.instagramLogin === 'instagram') {
      return {
        baseUrl: this.config.INSTAGRAM_API_BASE_URL,
        senderId: connection.instagramAccountId as string,
      };
    }
    return { baseUrl: this.config.MESSENGER_API_BASE_URL, senderId: connection.pageId as string };
  }
}
