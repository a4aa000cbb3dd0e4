import { Injectable } from '@nestjs/common';
import { SecretBox } from '../../common/crypto/secret-box';
import { AppConfig } from '../../config/app-config';
import type { ChannelConnection } from './channel-connection.entity';
import { ChannelNotFoundError } from './channels.errors';
import { ChannelsRepository } from './channels.repository';
import {
  type MetaSecrets,
  sealConnectionSecrets,
  type WhatsAppSecrets,
} from './connection-secrets';
import {
  type ConnectionChannel,
  isConnectionChannel,
  META_CHANNELS,
  PHONE_CHANNELS,
  type PhoneChannel,
  type ProviderName,
} from './domain/channel';
import { publicBaseOf, trimBase, webhookUrlsOf } from './webhook-urls';

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

/** Input of `connectWhatsApp` (validated by the DTO). */
export interface WhatsAppConnectionInput extends WhatsAppSecrets {
  phoneNumberId: string;
  /** The WhatsApp Business Account id, for template review; optional. */
  wabaId?: string;
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
  wabaId?: string;
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
 * The account's channel connections (docs/channels.md#connections): one WhatsApp Cloud API, one
 * Twilio SMS, one Messenger and one Instagram connection per account at most, secrets sealed at
 * rest (`SecretBox`); WhatsApp and SMS show the sandbox where there is none. How messages leave
 * through them is each channel's adapter's (`ChannelAdapters`).
 */
@Injectable()
export class ChannelsService {
  constructor(
    private readonly connections: ChannelsRepository,
    private readonly box: SecretBox,
    private readonly config: AppConfig,
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
      wabaId: input.wabaId ?? null,
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
      ...PHONE_CHANNELS.map((channel) => {
        const connection = find(channel);
        return connection ? this.view(connection) : sandboxView(channel);
      }),
      ...META_CHANNELS.flatMap((channel) => {
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
    if (!isConnectionChannel(channel)) {
      throw new ChannelNotFoundError(
        `No channel "${channel}": use whatsapp, sms, messenger or instagram.`,
      );
    }
    await this.connections.remove(accountId, channel);
  }

  private view(connection: ChannelConnection): ChannelConnectionView {
    const base = publicBaseOf(connection, this.config);
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
      return {
        phoneNumberId: connection.phoneNumberId as string,
        ...(connection.wabaId ? { wabaId: connection.wabaId } : {}),
      };
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

function sandboxView(channel: PhoneChannel): ChannelConnectionView {
  return {
    id: null,
    channel,
    provider: 'sandbox',
    webhookUrls: {},
    createdAt: null,
    updatedAt: null,
  };
}
