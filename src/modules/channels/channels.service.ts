import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { SecretBox } from '../../common/crypto/secret-box';
import { AppConfig } from '../../config/app-config';
import type { ChannelConnection } from './channel-connection.entity';
import { WebhooksService } from '../../common/webhooks/webhooks.service';
import { inTransaction } from '../../database/transaction';
import { DataSource } from 'typeorm';
import type {
  ChannelName,
  ChannelSender,
  ConnectionChannel,
  MetaChannelName,
  ProviderName,
} from './channel-sender';
import { ChannelNotFoundError } from './channels.errors';
import { ChannelsRepository } from './channels.repository';
import {
  type MetaSecrets,
  openMetaSecrets,
  openTwilioSecrets,
  openWhatsAppSecrets,
  sealConnectionSecrets,
  type WhatsAppSecrets,
} from './connection-secrets';
import { fetchMetaProfile, MetaSender, type MetaProfile } from './providers/meta/meta-graph';
import { SandboxSender } from './providers/sandbox-sender';
import { TwilioSender } from './providers/twilio-sender';
import { WhatsAppSender } from './providers/whatsapp-sender';
import { SenderRateLimiter } from './sender-rate-limiter';
import { trimBase, webhookPaths, webhookUrlsOf } from './webhook-urls';

/** The provider-backed channels with a sandbox, in the order they are listed. */
export const CHANNEL_NAMES: readonly ChannelName[] = ['whatsapp', 'sms'];

/** Meta's channels: listed only when connected (they have no sandbox). */
export const META_CHANNEL_NAMES: readonly MetaChannelName[] = ['messenger', 'instagram'];

/** Input of `connectMessenger` (validated by the DTO). */
export interface MessengerConnectionInput {
  pageId: string;
  pageAccessToken: string;
  appSecret: string;
  verifyToken: string;
}

/** Input of `connectInstagram` (validated by the DTO). */
export interface InstagramConnectionInput extends MetaSecrets {
  instagramAccountId: string;
  login: 'instagram' | 'facebook';
  pageId?: string;
  username?: string;
}

/** The webhook event a connection whose token Meta refused emits (issue 12 item 4). */
export const CHANNEL_AUTH_FAILED_EVENT = 'channel.auth_failed';

/** Input of `connectWhatsApp` (validated by the DTO). */
export interface WhatsAppConnectionInput extends WhatsAppSecrets {
  phoneNumberId: string;
}

/** Input of `connectSms` (validated by the DTO). */
export interface SmsConnectionInput {
  accountSid: string;
  authToken: string;
  /** E.164 number or Messaging Service SID (`MG…`). */
  from: string;
}

/** A channel as the API shows it: a provider connection, or the sandbox (`id` null). Never secrets. */
export interface ChannelConnectionView {
  id: string | null;
  channel: ConnectionChannel;
  provider: ProviderName;
  phoneNumberId?: string;
  accountSid?: string;
  from?: string;
  pageId?: string;
  instagramAccountId?: string;
  login?: 'instagram' | 'facebook';
  username?: string;
  /** Meta channels: `active`, or `needs_reauth` after Meta refused the token (connect again). */
  status?: 'active' | 'needs_reauth';
  webhookUrls: Record<string, string>;
  createdAt: Date | null;
  updatedAt: Date | null;
}

/**
 * Channel connections (product.md section 8): one WhatsApp Cloud API and one Twilio SMS
 * connection per account at most, secrets sealed at rest (`SecretBox`), the sandbox for a
 * channel without one; and the outbound port, `senderFor`.
 */
@Injectable()
export class ChannelsService {
  private readonly sandbox = new SandboxSender();

  constructor(
    private readonly connections: ChannelsRepository,
    private readonly box: SecretBox,
    private readonly config: AppConfig,
    private readonly limiter: SenderRateLimiter,
    private readonly webhooks: WebhooksService,
    private readonly dataSource: DataSource,
  ) {}

  /**
   * `POST /v1/channels/whatsapp`: stores (or replaces, keeping its id) the account's WhatsApp
   * connection; the access token, app secret and verify token are sealed. `requestBase` is
   * where the client reached us, used for the webhook URLs when `PUBLIC_BASE_URL` is unset.
   */
  async connectWhatsApp(
    accountId: string,
    input: WhatsAppConnectionInput,
    requestBase: string,
  ): Promise<ChannelConnectionView> {
    const { phoneNumberId, accessToken, appSecret, verifyToken } = input;
    const connection = await this.connections.upsert(accountId, {
      channel: 'whatsapp',
      provider: 'whatsapp',
      phoneNumberId,
      accountSid: null,
      sender: null,
      secrets: sealConnectionSecrets(this.box, accountId, 'whatsapp', {
        accessToken,
        appSecret,
        verifyToken,
      }),
      publicBaseUrl: trimBase(this.config.PUBLIC_BASE_URL ?? requestBase),
    });
    return this.view(connection);
  }

  /** `POST /v1/channels/sms`: stores (or replaces) the account's Twilio connection; the auth token is sealed. */
  async connectSms(
    accountId: string,
    input: SmsConnectionInput,
    requestBase: string,
  ): Promise<ChannelConnectionView> {
    const connection = await this.connections.upsert(accountId, {
      channel: 'sms',
      provider: 'twilio',
      phoneNumberId: null,
      accountSid: input.accountSid,
      sender: input.from,
      secrets: sealConnectionSecrets(this.box, accountId, 'sms', { authToken: input.authToken }),
      publicBaseUrl: trimBase(this.config.PUBLIC_BASE_URL ?? requestBase),
    });
    return this.view(connection);
  }

  /**
   * `POST /v1/channels/messenger`: stores (or replaces, keeping its id) the account's Messenger
   * connection (one Facebook Page); the Page access token, app secret and verify token are
   * sealed. A replaced connection is `active` again.
   */
  async connectMessenger(
    accountId: string,
    input: MessengerConnectionInput,
    requestBase: string,
  ): Promise<ChannelConnectionView> {
    const connection = await this.connections.upsert(accountId, {
      channel: 'messenger',
      provider: 'messenger',
      phoneNumberId: null,
      accountSid: null,
      sender: null,
      pageId: input.pageId,
      secrets: sealConnectionSecrets(this.box, accountId, 'messenger', {
        accessToken: input.pageAccessToken,
        appSecret: input.appSecret,
        verifyToken: input.verifyToken,
      }),
      publicBaseUrl: trimBase(this.config.PUBLIC_BASE_URL ?? requestBase),
    });
    return this.view(connection);
  }

  /**
   * `POST /v1/channels/instagram`: stores (or replaces) the account's Instagram connection: with
   * Instagram login (the Instagram user access token, `graph.instagram.com`) or Facebook login
   * (its Page's access token and `pageId`, `graph.facebook.com`). Secrets are sealed.
   */
  async connectInstagram(
    accountId: string,
    input: InstagramConnectionInput,
    requestBase: string,
  ): Promise<ChannelConnectionView> {
    const connection = await this.connections.upsert(accountId, {
      channel: 'instagram',
      provider: 'instagram',
      phoneNumberId: null,
      accountSid: null,
      sender: null,
      pageId: input.pageId ?? null,
      instagramAccountId: input.instagramAccountId,
      instagramLogin: input.login,
      username: input.username ?? null,
      secrets: sealConnectionSecrets(this.box, accountId, 'instagram', {
        accessToken: input.accessToken,
        appSecret: input.appSecret,
        verifyToken: input.verifyToken,
      }),
      publicBaseUrl: trimBase(this.config.PUBLIC_BASE_URL ?? requestBase),
    });
    return this.view(connection);
  }

  /**
   * `GET /v1/channels`: one entry per phone channel (the sandbox where there is no connection),
   * then the Messenger and Instagram connections the account has.
   */
  async list(accountId: string): Promise<ChannelConnectionView[]> {
    const connections = await this.connections.list(accountId);
    const find = (channel: ConnectionChannel) =>
      connections.find((candidate) => candidate.channel === channel);
    return [
      ...CHANNEL_NAMES.map((channel) => {
        const connection = find(channel);
        return connection ? this.view(connection) : sandboxView(channel);
      }),
      ...META_CHANNEL_NAMES.flatMap((channel) => {
        const connection = find(channel);
        return connection ? [this.view(connection)] : [];
      }),
    ];
  }

  /**
   * `DELETE /v1/channels/{channel}`: WhatsApp and SMS go back to the sandbox; Messenger and
   * Instagram are no longer connected (their conversations keep their history). Already
   * disconnected: no-op.
   *
   * @throws ChannelNotFoundError for another name.
   */
  async disconnect(accountId: string, channel: string): Promise<void> {
    if (!isChannelName(channel) && !isMetaChannelName(channel)) {
      throw new ChannelNotFoundError(
        `No channel "${channel}": use whatsapp, sms, messenger or instagram.`,
      );
    }
    await this.connections.remove(accountId, channel);
  }

  /** The account's Messenger or Instagram connection, or null (not connected). */
  metaConnection(
    accountId: string,
    channel: MetaChannelName,
    manager?: EntityManager,
  ): Promise<ChannelConnection | null> {
    return this.connections.find(accountId, channel, manager);
  }

  /**
   * The sender of the account's Messenger or Instagram connection (Meta's Send API), or null when
   * the channel is not connected. Messenger and Instagram with Facebook login send as the Page
   * (`MESSENGER_API_BASE_URL/{pageId}/messages`), Instagram login as the account
   * (`INSTAGRAM_API_BASE_URL/{igId}/messages`). A code 190 answer marks the connection
   * `needs_reauth` and emits `channel.auth_failed` (`markNeedsReauth`).
   *
   * @throws SecretBoxError when the stored credentials cannot be opened.
   */
  async metaSenderFor(
    accountId: string,
    channel: MetaChannelName,
    manager?: EntityManager,
  ): Promise<MetaSender | null> {
    const connection = await this.connections.find(accountId, channel, manager);
    if (!connection) return null;
    const { accessToken } = openMetaSecrets(this.box, connection);
    const graph = this.metaGraph(connection);
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
   * The person's name from Meta's profile API for a PSID (Messenger) or IGSID (Instagram) of
   * this connection; null when Meta does not answer it (the contact is created without a name).
   */
  async metaProfile(connection: ChannelConnection, userId: string): Promise<MetaProfile | null> {
    const { accessToken } = openMetaSecrets(this.box, connection);
    return fetchMetaProfile(
      connection.channel as MetaChannelName,
      this.metaGraph(connection).baseUrl,
      userId,
      accessToken,
      this.config.PROVIDER_TIMEOUT_MS,
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

  /** Where a Meta connection's Graph calls go: base URL and the Page or account id that sends. */
  private metaGraph(connection: ChannelConnection): { baseUrl: string; senderId: string } {
    if (connection.channel === 'instagram' && connection.instagramLogin === 'instagram') {
      return {
        baseUrl: this.config.INSTAGRAM_API_BASE_URL,
        senderId: connection.instagramAccountId as string,
      };
    }
    return { baseUrl: this.config.MESSENGER_API_BASE_URL, senderId: connection.pageId as string };
  }

  /**
   * The sender for the account's `channel`: its WhatsApp Cloud API or Twilio connection as stored
   * now (a replaced connection takes effect on the next call), or the sandbox when it has none.
   * Pass `manager` when calling inside a transaction (the lookup then uses it).
   *
   * @throws SecretBoxError when the stored credentials cannot be opened (another ENCRYPTION_KEY).
   */
  async senderFor(
    accountId: string,
    channel: ChannelName,
    manager?: EntityManager,
  ): Promise<ChannelSender> {
    const connection = await this.connections.find(accountId, channel, manager);
    if (!connection) return this.sandbox;
    if (connection.provider !== 'whatsapp' && connection.provider !== 'twilio') return this.sandbox;
    const timeoutMs = this.config.PROVIDER_TIMEOUT_MS;
    if (connection.provider === 'whatsapp') {
      const { accessToken } = openWhatsAppSecrets(this.box, connection);
      return new WhatsAppSender(
        { phoneNumberId: connection.phoneNumberId as string, accessToken },
        {
          baseUrl: this.config.WHATSAPP_API_BASE_URL,
          timeoutMs,
          messagesPerSecond: this.config.WHATSAPP_MESSAGES_PER_SECOND,
          limiter: this.limiter,
        },
      );
    }
    const { authToken } = openTwilioSecrets(this.box, connection);
    const base = this.publicBase(connection);
    return new TwilioSender(
      {
        accountSid: connection.accountSid as string,
        authToken,
        sender: connection.sender as string,
      },
      {
        baseUrl: this.config.TWILIO_API_BASE_URL,
        timeoutMs,
        messagesPerSecond: this.config.SMS_MESSAGES_PER_SECOND,
        limiter: this.limiter,
        statusCallbackUrl: base ? base + webhookPaths.twilioStatus(connection.id) : null,
      },
    );
  }

  /** `PUBLIC_BASE_URL`, else the base the connection was made through (null if neither). */
  publicBase(connection: ChannelConnection): string | null {
    const base = this.config.PUBLIC_BASE_URL ?? connection.publicBaseUrl;
    return base ? trimBase(base) : null;
  }

  private view(connection: ChannelConnection): ChannelConnectionView {
    const base = this.publicBase(connection);
    return {
      id: connection.id,
      channel: connection.channel,
      provider: connection.provider,
      ...providerFields(connection),
      webhookUrls: base ? webhookUrlsOf(connection, base) : {},
      createdAt: connection.createdAt,
      updatedAt: connection.updatedAt,
    };
  }
}

/** The public, provider-specific fields of a connection. */
function providerFields(connection: ChannelConnection): Partial<ChannelConnectionView> {
  switch (connection.provider) {
    case 'whatsapp':
      return { phoneNumberId: connection.phoneNumberId as string };
    case 'twilio':
      return { accountSid: connection.accountSid as string, from: connection.sender as string };
    case 'messenger':
      return { pageId: connection.pageId as string, status: connection.status };
    case 'instagram':
      return {
        instagramAccountId: connection.instagramAccountId as string,
        login: connection.instagramLogin as 'instagram' | 'facebook',
        ...(connection.pageId ? { pageId: connection.pageId } : {}),
        ...(connection.username ? { username: connection.username } : {}),
        status: connection.status,
      };
  }
}

/** Whether `name` is Messenger or Instagram. */
export function isMetaChannelName(name: string): name is MetaChannelName {
  return (META_CHANNEL_NAMES as readonly string[]).includes(name);
}

/** Whether `name` is a provider-backed channel with a sandbox (WhatsApp, SMS). */
export function isChannelName(name: string): name is ChannelName {
  return (CHANNEL_NAMES as readonly string[]).includes(name);
}

function sandboxView(channel: ChannelName): ChannelConnectionView {
  return {
    id: null,
    channel,
    provider: 'sandbox',
    webhookUrls: {},
    createdAt: null,
    updatedAt: null,
  };
}
