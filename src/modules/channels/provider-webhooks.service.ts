import { isUUID } from 'class-validator';
import { Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { SecretBox } from '../../common/crypto/secret-box';
import { OutboxService } from '../../common/outbox/outbox.service';
import { AppConfig } from '../../config/app-config';
import { inTransaction } from '../../database/transaction';
import type { ChannelConnection } from './channel-connection.entity';
import {
  PROVIDER_MESSAGE_RECEIVED,
  PROVIDER_MESSAGE_STATUS_REPORTED,
  PROVIDER_TEMPLATE_STATUS_REPORTED,
} from './channel-events';
import {
  ChannelNotFoundError,
  InvalidSignatureError,
  WebhookVerificationFailedError,
} from './channels.errors';
import { ChannelsRepository } from './channels.repository';
import { openTwilioSecrets, openWhatsAppSecrets } from './connection-secrets';
import {
  type ParsedProviderWebhook,
  parseTwilioInbound,
  parseTwilioStatus,
  parseWhatsAppWebhook,
  storableProviderWebhook,
} from './domain/provider-webhooks';
import {
  acceptHubChallenge,
  parseFormParams,
  verifyTwilioSignature,
  verifyWhatsAppSignature,
} from './domain/webhook-signatures';
import { trimBase } from './webhook-urls';

/** The Twilio webhooks: inbound messages and status callbacks. */
export type TwilioWebhookKind = 'inbound' | 'status';

/**
 * The provider webhooks (product.md section 8): each call is verified with the connection's
 * secret before anything of it is read, then what it reports is appended to the outbox as
 * `ProviderMessageReceived` / `ProviderMessageStatusReported` / `ProviderTemplateStatusReported`
 * events in one transaction (all or nothing), and the relay wakes after the commit. The
 * answer is quick: subscribers (messaging, templates) do the work.
 */
@Injectable()
export class ProviderWebhooksService {
  private readonly logger = new Logger(ProviderWebhooksService.name);

  constructor(
    private readonly connections: ChannelsRepository,
    private readonly config: AppConfig,
    private readonly box: SecretBox,
    private readonly outbox: OutboxService,
    private readonly dataSource: DataSource,
  ) {}

  /**
   * Meta's webhook verification (`GET` with `hub.mode=subscribe`, `hub.verify_token`,
   * `hub.challenge`): returns the challenge when the token is the connection's verify token
   * (compared in constant time).
   *
   * @throws WebhookVerificationFailedError (403) otherwise, for an unknown connection too.
   */
  async verifyWhatsAppSubscription(
    connectionId: string,
    mode: unknown,
    token: unknown,
    challenge: unknown,
  ): Promise<string> {
    const connection = await this.connection(connectionId, 'whatsapp').catch((error: unknown) => {
      if (error instanceof ChannelNotFoundError) return null;
      throw error;
    });
    const verifyToken = connection ? openWhatsAppSecrets(this.box, connection).verifyToken : null;
    const accepted = acceptHubChallenge({ mode, token, challenge }, verifyToken);
    if (accepted === null) throw new WebhookVerificationFailedError();
    return accepted;
  }

  /**
   * A WhatsApp Cloud API notification: `X-Hub-Signature-256` must be the HMAC-SHA256 of the raw
   * body under the connection's app secret; the body is then read by `parseWhatsAppWebhook`.
   *
   * @returns the number of events appended.
   * @throws ChannelNotFoundError (404) for an unknown connection; InvalidSignatureError (401),
   *   with nothing written, for a missing or wrong signature.
   */
  async receiveWhatsApp(
    connectionId: string,
    rawBody: Buffer | undefined,
    signature: string | undefined,
  ): Promise<number> {
    const connection = await this.connection(connectionId, 'whatsapp');
    const { appSecret } = openWhatsAppSecrets(this.box, connection);
    if (!rawBody || !verifyWhatsAppSignature(rawBody, signature, appSecret)) {
      throw new InvalidSignatureError('X-Hub-Signature-256');
    }
    let body: unknown;
    try {
      body = JSON.parse(rawBody.toString('utf8'));
    } catch {
      body = null;
    }
    return this.record(connection, parseWhatsAppWebhook(body, connection.phoneNumberId as string));
  }

  /**
   * A Twilio webhook (`application/x-www-form-urlencoded`): `X-Twilio-Signature` must match the
   * full URL Twilio called and the posted parameters under the connection's auth token. The URL
   * is `PUBLIC_BASE_URL` + the request's path and query when that is set, else the request's own
   * URL; the base the connection was created through (the URLs shown then) is accepted too.
   *
   * @returns the number of events appended.
   * @throws ChannelNotFoundError (404) for an unknown connection; InvalidSignatureError (401),
   *   with nothing written, for a missing or wrong signature.
   */
  async receiveTwilio(
    connectionId: string,
    kind: TwilioWebhookKind,
    form: string | undefined,
    signature: string | undefined,
    request: { base: string; originalUrl: string },
  ): Promise<number> {
    const connection = await this.connection(connectionId, 'twilio');
    const { authToken } = openTwilioSecrets(this.box, connection);
    const params = parseFormParams(typeof form === 'string' ? form : '');
    const urls = new Set<string>();
    urls.add(trimBase(this.config.PUBLIC_BASE_URL ?? request.base) + request.originalUrl);
    if (connection.publicBaseUrl) urls.add(connection.publicBaseUrl + request.originalUrl);
    if (
      typeof form !== 'string' ||
      !verifyTwilioSignature(signature, [...urls], params, authToken)
    ) {
      throw new InvalidSignatureError('X-Twilio-Signature');
    }
    return this.record(
      connection,
      kind === 'inbound' ? parseTwilioInbound(params) : parseTwilioStatus(params),
    );
  }

  /** The connection of a webhook URL, of the expected provider. @throws ChannelNotFoundError. */
  private async connection(
    connectionId: string,
    provider: 'whatsapp' | 'twilio',
  ): Promise<ChannelConnection> {
    const connection = isUUID(connectionId)
      ? await this.connections.findForWebhook(connectionId)
      : null;
    if (!connection || connection.provider !== provider) {
      throw new ChannelNotFoundError(`No ${provider} connection ${connectionId}.`);
    }
    return connection;
  }

  /** Appends the events of one webhook call in one transaction (the relay wakes after commit). */
  private async record(
    connection: ChannelConnection,
    reported: ParsedProviderWebhook,
  ): Promise<number> {
    // a verified message is never refused for its content: what cannot be stored is removed
    const parsed = storableProviderWebhook(reported);
    const events: [string, object][] = [
      ...parsed.received.map((payload): [string, object] => [PROVIDER_MESSAGE_RECEIVED, payload]),
      ...parsed.statuses.map((payload): [string, object] => [
        PROVIDER_MESSAGE_STATUS_REPORTED,
        payload,
      ]),
      ...parsed.templates.map((payload): [string, object] => [
        PROVIDER_TEMPLATE_STATUS_REPORTED,
        payload,
      ]),
    ];
    if (events.length === 0) return 0;
    await inTransaction(this.dataSource, async (manager) => {
      for (const [type, payload] of events) {
        await this.outbox.append(manager, connection.accountId, type, payload);
      }
    });
    this.logger.log(
      {
        connectionId: connection.id,
        provider: connection.provider,
        received: parsed.received.length,
        statuses: parsed.statuses.length,
        templates: parsed.templates.length,
      },
      'provider webhook recorded',
    );
    return events.length;
  }
}
