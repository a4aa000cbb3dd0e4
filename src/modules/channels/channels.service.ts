import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { SecretBox } from '../../common/crypto/secret-box';
import { AppConfig } from '../../config/app-config';
import type { ChannelConnection } from './channel-connection.entity';
import type { ChannelName, ChannelSender, ProviderName } from './channel-sender';
import { ChannelNotFoundError } from './channels.errors';
import { ChannelsRepository } from './channels.repository';
import {
  openTwilioSecrets,
  openWhatsAppSecrets,
  sealConnectionSecrets,
  type WhatsAppSecrets,
} from './connection-secrets';
import { SandboxSender } from './providers/sandbox-sender';
import { TwilioSender } from './providers/twilio-sender';
import { WhatsAppSender } from './providers/whatsapp-sender';
import { SenderRateLimiter } from './sender-rate-limiter';
import { trimBase, webhookPaths, webhookUrlsOf } from './webhook-urls';

/** The provider-backed channels, in the order they are listed. */
export const CHANNEL_NAMES: readonly ChannelName[] = ['whatsapp', 'sms'];

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
  channel: ChannelName;
  provider: ProviderName;
  phoneNumberId?: string;
  accountSid?: string;
  from?: string;
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

  /** `GET /v1/channels`: one entry per channel, the sandbox where there is no connection. */
  async list(accountId: string): Promise<ChannelConnectionView[]> {
    const connections = await this.connections.list(accountId);
    return CHANNEL_NAMES.map((channel) => {
      const connection = connections.find((candidate) => candidate.channel === channel);
      return connection ? this.view(connection) : sandboxView(channel);
    });
  }

  /**
   * `DELETE /v1/channels/{channel}`: the channel goes back to the sandbox (already there: no-op).
   *
   * @throws ChannelNotFoundError for a name other than `whatsapp` or `sms`.
   */
  async disconnect(accountId: string, channel: string): Promise<void> {
    if (!isChannelName(channel)) {
      throw new ChannelNotFoundError(`No channel "${channel}": use whatsapp or sms.`);
    }
    await this.connections.remove(accountId, channel);
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
      ...(connection.provider === 'whatsapp'
        ? { phoneNumberId: connection.phoneNumberId as string }
        : { accountSid: connection.accountSid as string, from: connection.sender as string }),
      webhookUrls: base ? webhookUrlsOf(connection, base) : {},
      createdAt: connection.createdAt,
      updatedAt: connection.updatedAt,
    };
  }
}

/** Whether `name` is a provider-backed channel. */
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
