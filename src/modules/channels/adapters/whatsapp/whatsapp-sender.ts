import {
  type ChannelSender,
  type OutboundChannelMessage,
  ProviderRejectedError,
  ProviderRetryableError,
  type SendReceipt,
} from '../../channel-adapter';
import { campaignSchedule, type SenderRateLimiter } from '../../sender-rate-limiter';
import { whatsAppFailure } from './domain/whatsapp-failures';
import { BSUID } from './domain/whatsapp-webhook';
import { parseRetryAfterMs, providerRequest, type ProviderResponse } from '../provider-http';

/** A WhatsApp Cloud API connection's sending credentials. */
export interface WhatsAppCredentials {
  phoneNumberId: string;
  accessToken: string;
}

/** Settings shared by every WhatsApp sender (from `AppConfig`). */
export interface WhatsAppSenderSettings {
  /** `WHATSAPP_API_BASE_URL`, e.g. `https://graph.facebook.com/v23.0`. */
  baseUrl: string;
  timeoutMs: number;
  messagesPerSecond: number;
  limiter: SenderRateLimiter;
}

/**
 * Graph error codes that mean "not now" (Meta "Cloud API error codes"), with the wait used
 * when the answer has no `Retry-After`, in ms: throughput (130429: the number's messages per
 * second), pair rate (131056: about one message per 6 s to one user), WABA and app call rate
 * limits (80007, 4), and temporary service errors (2 API service, 131000 something went wrong,
 * 131016 service unavailable, 133004 server temporarily unavailable).
 */
export const RETRYABLE_GRAPH_CODES: Record<number, number> = {
  130429: 1000,
  131056: 6000,
  80007: 60_000,
  4: 60_000,
  2: 5000,
  131000: 5000,
  131016: 5000,
  133004: 5000,
};

/** Graph's error object (`{error: {message, type, code, error_subcode, error_data, fbtrace_id}}`). */
interface GraphError {
  code?: unknown;
  message?: unknown;
  error_subcode?: unknown;
  error_data?: { details?: unknown };
}

/** The `to` of a Cloud API message: the E.164 number's digits, without `+`. */
export function whatsAppRecipient(e164: string): string {
  const digits = e164.replace(/^\+/, '');
  if (!/^[1-9]\d{5,14}$/.test(digits)) {
    throw new ProviderRejectedError(
      'INVALID_RECIPIENT',
      'The recipient is not an E.164 phone number.',
    );
  }
  return digits;
}

/**
 * The addressee of a Cloud API message (docs/channels.md#whatsapp-usernames): `to` with the
 * phone's digits for an E.164 number, else `recipient` with the BSUID (a person whose phone is
 * withheld).
 * @throws ProviderRejectedError `INVALID_RECIPIENT` for anything else.
 */
export function whatsAppAddressee(recipient: string): { to: string } | { recipient: string } {
  if (BSUID.test(recipient)) return { recipient };
  return { to: whatsAppRecipient(recipient) };
}

/**
 * The Cloud API request body of a message (Meta "Send messages"): a `template` message with
 * the template's name, `language.code` and one `body` component listing the parameters as text
 * (no components when there are none); without a template, a `text` message with `body`.
 */
export function whatsAppMessageBody(message: OutboundChannelMessage): Record<string, unknown> {
  const base = {
    messaging_product: 'whatsapp',
    recipient_type: 'individual',
    ...whatsAppAddressee(message.to),
  };
  if (!message.template) {
    return { ...base, type: 'text', text: { preview_url: false, body: message.body } };
  }
  const { name, language, parameters } = message.template;
  return {
    ...base,
    type: 'template',
    template: {
      name,
      language: { code: language },
      ...(parameters.length > 0
        ? {
            components: [
              {
                type: 'body',
                parameters: parameters.map((value) => ({ type: 'text', text: value })),
              },
            ],
          }
        : {}),
    },
  };
}

/**
 * Turns a Cloud API error answer into the port's error: the codes of `RETRYABLE_GRAPH_CODES`,
 * HTTP 429 and 5xx are retryable (after `Retry-After` when given); any other answer is rejected
 * with the name of `WHATSAPP_FAILURES` (docs/channels.md#whatsapp-failure-codes: 131049
 * `MARKETING_LIMIT_REACHED`, never retried), else the Graph `code` (or `HTTP_<status>`).
 */
export function classifyWhatsAppError(
  response: ProviderResponse,
): ProviderRetryableError | ProviderRejectedError {
  const error: GraphError =
    typeof response.json === 'object' &&
    response.json !== null &&
    typeof (response.json as { error?: unknown }).error === 'object'
      ? ((response.json as { error: GraphError }).error ?? {})
      : {};
  const code =
    typeof error.code === 'number' || typeof error.code === 'string' ? Number(error.code) : NaN;
  const codeText = Number.isFinite(code) ? String(code) : `HTTP_${response.status}`;
  const details =
    typeof error.error_data?.details === 'string' ? `: ${error.error_data.details}` : '';
  const message = `${typeof error.message === 'string' ? error.message : `WhatsApp answered HTTP ${response.status}`}${details}`;
  const retryAfter = parseRetryAfterMs(response.headers['retry-after']);
  const knownWait = RETRYABLE_GRAPH_CODES[code];
  if (knownWait !== undefined)
    return new ProviderRetryableError(codeText, message, retryAfter ?? knownWait);
  if (response.status === 429)
    return new ProviderRetryableError(codeText, message, retryAfter ?? 1000);
  if (response.status >= 500)
    return new ProviderRetryableError(codeText, message, retryAfter ?? 5000);
  const named = whatsAppFailure(code);
  if (named && !named.retryable) {
    return new ProviderRejectedError(
      named.code,
      `${named.sentence} (WhatsApp ${codeText}: ${message})`,
    );
  }
  return new ProviderRejectedError(codeText, message);
}

/**
 * Sends through the WhatsApp Cloud API: `POST {WHATSAPP_API_BASE_URL}/{phone-number-id}/messages`
 * with `Authorization: Bearer <access token>` and the JSON of `whatsAppMessageBody`; the answer's
 * `messages[0].id` (`wamid.…`) is the external id. Paced per phone number by `SenderRateLimiter`,
 * and per campaign for a paced campaign opening (docs/sending.md#provider-pacing).
 */
export class WhatsAppSender implements ChannelSender {
  readonly provider = 'whatsapp' as const;

  constructor(
    private readonly credentials: WhatsAppCredentials,
    private readonly settings: WhatsAppSenderSettings,
  ) {}

  /** @throws ProviderRetryableError / ProviderRejectedError as `classifyWhatsAppError` says. */
  async send(message: OutboundChannelMessage): Promise<SendReceipt> {
    const body = JSON.stringify(whatsAppMessageBody(message));
    const { phoneNumberId, accessToken } = this.credentials;
    await this.settings.limiter.acquire(
      `whatsapp:${phoneNumberId}`,
      this.settings.messagesPerSecond,
      campaignSchedule(message.campaignRate),
    );
    const response = await providerRequest(
      `${this.settings.baseUrl.replace(/\/+$/, '')}/${encodeURIComponent(phoneNumberId)}/messages`,
      {
        method: 'POST',
        headers: { Authorization: `Bearer ${accessToken}`, 'Content-Type': 'application/json' },
        body,
      },
      this.settings.timeoutMs,
    );
    if (response.status < 200 || response.status >= 300) throw classifyWhatsAppError(response);
    const id = (response.json as { messages?: { id?: unknown }[] } | null)?.messages?.[0]?.id;
    if (typeof id !== 'string' || id.length === 0) {
      // accepted, but we cannot tell which message it is: failing it is better than sending twice
      throw new ProviderRejectedError(
        'INVALID_RESPONSE',
        'WhatsApp accepted the request but returned no message id.',
      );
    }
    return { externalId: id, provider: 'whatsapp' };
  }
}
