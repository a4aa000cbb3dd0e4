import { Injectable } from '@nestjs/common';
import { SecretBox } from '../../../../common/crypto/secret-box';
import { AppConfig } from '../../../../config/app-config';
import { ChannelWebhooks } from '../../channel-webhooks.service';
import { ChannelNotFoundError, InvalidSignatureError } from '../../channels.errors';
import { openTwilioSecrets } from '../../connection-secrets';
import { parseFormParams, verifyTwilioSignature } from '../../domain/webhook-signatures';
import { trimBase } from '../../webhook-urls';
import type { ChannelEvent } from '../../../../events';
import type { ProviderReading } from '../../domain/unprocessed';
import { type FormParams } from '../../domain/webhook-signatures';
import {
  parseTwilioInbound,
  parseTwilioStatus,
  twilioInboundProblem,
} from './domain/twilio-webhook';

/** The Twilio webhooks: inbound messages and status callbacks. */
export type TwilioWebhookKind = 'inbound' | 'status';

/**
 * Twilio's webhooks (docs/channels.md#twilio-sms): verified with the connection's auth token
 * before anything of them is read, then recorded as channel events (`ChannelWebhooks.record`).
 */
@Injectable()
export class TwilioWebhooksService {
  constructor(
    private readonly webhooks: ChannelWebhooks,
    private readonly box: SecretBox,
    private readonly config: AppConfig,
  ) {}

  /**
   * A Twilio webhook (`application/x-www-form-urlencoded`): `X-Twilio-Signature` must match the
   * full URL Twilio called and the posted parameters under the connection's auth token. The URL
   * is `PUBLIC_BASE_URL` + the request's path and query when that is set, else the request's own
   * URL; the base the connection was created through (the URLs shown then) is accepted too.
   *
   * @returns the number of events recorded.
   * @throws ChannelNotFoundError (404) for an unknown connection; InvalidSignatureError (401),
   *   with nothing written, for a missing or wrong signature.
   */
  async receive(
    connectionId: string,
    kind: TwilioWebhookKind,
    form: string | undefined,
    signature: string | undefined,
    request: { base: string; originalUrl: string },
  ): Promise<number> {
    const connection = await this.webhooks.connection(connectionId, 'twilio');
    if (!connection) throw new ChannelNotFoundError(`No twilio connection ${connectionId}.`);
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
    const reading = this.read(kind, Object.fromEntries(params));
    return this.webhooks.record(connection, reading.events, [], reading.unusable);
  }

  /**
   * Reads a Twilio call's parameters (`{name: [values]}`; received now, or stored unprocessed
   * and retried) with the current parser: an inbound message without `From` or `MessageSid` is
   * unusable (docs/channels.md#unprocessed-events).
   */
  read(kind: string, form: unknown): ProviderReading<ChannelEvent, never> {
    const params: FormParams = new Map(
      Object.entries(typeof form === 'object' && form !== null ? form : {}).map(
        ([name, values]): [string, string[]] => [
          name,
          Array.isArray(values) ? values.map(String) : [String(values)],
        ],
      ),
    );
    if (kind === 'status') {
      return {
        events: parseTwilioStatus(params),
        templates: [],
        unusable: { kind, payload: form, items: [] },
      };
    }
    const problem = twilioInboundProblem(params);
    return {
      events: parseTwilioInbound(params),
      templates: [],
      unusable: {
        kind: 'inbound',
        payload: form,
        items: problem ? [{ reason: problem, payload: form }] : [],
      },
    };
  }
}
