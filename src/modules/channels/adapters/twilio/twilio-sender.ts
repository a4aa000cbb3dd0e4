import {
  type ChannelSender,
  type OutboundChannelMessage,
  ProviderRejectedError,
  ProviderRetryableError,
  type SendReceipt,
} from '../../channel-adapter';
import { campaignSchedule, type SenderRateLimiter } from '../../sender-rate-limiter';
import { parseRetryAfterMs, providerRequest, type ProviderResponse } from '../provider-http';

/** A Twilio connection's sending credentials. */
export interface TwilioCredentials {
  accountSid: string;
  authToken: string;
  /** An E.164 number, or a Messaging Service SID (`MG…`). */
  sender: string;
}

/** Settings shared by every Twilio sender (from `AppConfig`), plus this connection's status URL. */
export interface TwilioSenderSettings {
  /** `TWILIO_API_BASE_URL`, e.g. `https://api.twilio.com`. */
  baseUrl: string;
  timeoutMs: number;
  messagesPerSecond: number;
  limiter: SenderRateLimiter;
  /** Our status webhook for this connection, sent as `StatusCallback`; null to send none. */
  statusCallbackUrl: string | null;
}

/** Twilio's "Too Many Requests" error code (sent with HTTP 429). */
const TWILIO_TOO_MANY_REQUESTS = 20429;

/** Whether a Twilio sender is a Messaging Service SID rather than a phone number. */
export const isMessagingServiceSid = (sender: string): boolean =>
  /^MG[0-9a-fA-F]{32}$/.test(sender);

/**
 * The form of Twilio's "Create a Message" (`To`, `From` or `MessagingServiceSid`, `Body`,
 * `StatusCallback`), `application/x-www-form-urlencoded`.
 */
export function twilioMessageForm(
  message: OutboundChannelMessage,
  sender: string,
  statusCallbackUrl: string | null,
): URLSearchParams {
  const form = new URLSearchParams();
  form.set('To', message.to);
  form.set(isMessagingServiceSid(sender) ? 'MessagingServiceSid' : 'From', sender);
  form.set('Body', message.body);
  if (statusCallbackUrl) form.set('StatusCallback', statusCallbackUrl);
  return form;
}

/**
 * Turns a Twilio error answer (`{code, message, more_info, status}`) into the port's error:
 * HTTP 429 or code 20429 and 5xx are retryable (after `Retry-After` when given, else 1 s / 5 s);
 * anything else is rejected with Twilio's `code` (or `HTTP_<status>`).
 */
export function classifyTwilioError(
  response: ProviderResponse,
): ProviderRetryableError | ProviderRejectedError {
  const body = (
    typeof response.json === 'object' && response.json !== null ? response.json : {}
  ) as {
    code?: unknown;
    message?: unknown;
  };
  const code =
    typeof body.code === 'number' || typeof body.code === 'string' ? Number(body.code) : NaN;
  const codeText = Number.isFinite(code) ? String(code) : `HTTP_${response.status}`;
  const message =
    typeof body.message === 'string' ? body.message : `Twilio answered HTTP ${response.status}`;
  const retryAfter = parseRetryAfterMs(response.headers['retry-after']);
  if (response.status === 429 || code === TWILIO_TOO_MANY_REQUESTS) {
    return new ProviderRetryableError(codeText, message, retryAfter ?? 1000);
  }
  if (response.status >= 500)
    return new ProviderRetryableError(codeText, message, retryAfter ?? 5000);
  return new ProviderRejectedError(codeText, message);
}

/**
 * Sends SMS through Twilio: `POST {TWILIO_API_BASE_URL}/2010-04-01/Accounts/{AccountSid}/Messages.json`
 * with HTTP Basic `AccountSid:AuthToken` and the form of `twilioMessageForm`; the answer's `sid`
 * (`SM…`) is the external id. Paced per sender by `SenderRateLimiter`, and per campaign for a
 * paced campaign opening (docs/sending.md#provider-pacing).
 */
export class TwilioSender implements ChannelSender {
  readonly provider = 'twilio' as const;

  constructor(
    private readonly credentials: TwilioCredentials,
    private readonly settings: TwilioSenderSettings,
  ) {}

  /** @throws ProviderRetryableError / ProviderRejectedError as `classifyTwilioError` says. */
  async send(message: OutboundChannelMessage): Promise<SendReceipt> {
    const { accountSid, authToken, sender } = this.credentials;
    const form = twilioMessageForm(message, sender, this.settings.statusCallbackUrl);
    await this.settings.limiter.acquire(
      `twilio:${accountSid}:${sender}`,
      this.settings.messagesPerSecond,
      campaignSchedule(message.campaignRate),
    );
    const response = await providerRequest(
      `${this.settings.baseUrl.replace(/\/+$/, '')}/2010-04-01/Accounts/${encodeURIComponent(accountSid)}/Messages.json`,
      {
        method: 'POST',
        headers: {
          Authorization: `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`,
          'Content-Type': 'application/x-www-form-urlencoded',
          Accept: 'application/json',
        },
        body: form.toString(),
      },
      this.settings.timeoutMs,
    );
    if (response.status < 200 || response.status >= 300) throw classifyTwilioError(response);
    const sid = (response.json as { sid?: unknown } | null)?.sid;
    if (typeof sid !== 'string' || sid.length === 0) {
      throw new ProviderRejectedError(
        'INVALID_RESPONSE',
        'Twilio accepted the request but returned no message sid.',
      );
    }
    return { externalId: sid, provider: 'twilio' };
  }
}
