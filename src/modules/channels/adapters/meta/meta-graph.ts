import {
  type ChannelSender,
  type OutboundChannelMessage,
  ProviderRejectedError,
  ProviderRetryableError,
  type SendReceipt,
} from '../../channel-adapter';
import type { MetaChannel } from '../../domain/channel';
import type { MetaSendOptions } from '../../domain/windows';
import { campaignSchedule, type SenderRateLimiter } from '../../sender-rate-limiter';
import { parseRetryAfterMs, providerRequest, type ProviderResponse } from '../provider-http';
import { PARLEY_METADATA_PREFIX } from './domain/meta-events';

/** Meta's Send API limit of one text message, in characters (Messenger and Instagram). */
export const META_TEXT_LIMIT = 2000;

/** Our error codes for Meta's refusals (a failed message's `error.code`). */
export const META_ERROR_CODES = {
  /** Code 10 / subcode 2018278: outside the allowed messaging window. */
  windowClosed: 'WINDOW_CLOSED',
  /** Code 551 (subcode 1545041): the person is not available. */
  recipientUnavailable: 'RECIPIENT_UNAVAILABLE',
  /** Code 190: the access token expired or was revoked; the connection needs reauthorising. */
  authFailed: 'CHANNEL_AUTH_FAILED',
} as const;

/**
 * Graph codes that mean "not now" (Meta "Graph API error handling"), with the wait used when
 * the answer has no `Retry-After`, in ms: application (4) and page (613) call-rate limits, the
 * Send API's per-page rate (80006), and temporary service errors (1 unknown, 2 service).
 */
export const RETRYABLE_META_CODES: Record<number, number> = {
  4: 60_000,
  613: 60_000,
  80006: 60_000,
  1: 5000,
  2: 5000,
};

/** Graph's error object (`{error: {message, type, code, error_subcode, fbtrace_id}}`). */
interface GraphError {
  code?: unknown;
  error_subcode?: unknown;
  message?: unknown;
}

/** The Send API endpoint's owner and token of one connection. */
export interface MetaCredentials {
  channel: MetaChannel;
  /** Graph base URL with version: `MESSENGER_API_BASE_URL` or `INSTAGRAM_API_BASE_URL`. */
  baseUrl: string;
  /** The Page id (Messenger; Instagram with Facebook login) or the Instagram account id (Instagram login). */
  senderId: string;
  accessToken: string;
}

/** Settings shared by every Meta sender. */
export interface MetaSenderSettings {
  timeoutMs: number;
  /** `META_MESSAGES_PER_SECOND`, per Page or Instagram account. */
  messagesPerSecond: number;
  limiter: SenderRateLimiter;
  /** Called once Meta answered code 190 (marks the connection `needs_reauth`). */
  onAuthFailed: () => Promise<void>;
}

/**
 * Splits a text into parts of at most `limit` UTF-16 units (Meta's 2,000-character limit),
 * preferring to break after a newline or a space in the last fifth of a part and never inside a
 * surrogate pair. Pure; an empty text is one empty part.
 */
export function splitMetaText(text: string, limit = META_TEXT_LIMIT): string[] {
  const parts: string[] = [];
  let rest = text;
  while (rest.length > limit) {
    let cut = limit;
    const window = rest.slice(Math.floor(limit * 0.8), limit);
    const lastBreak = Math.max(window.lastIndexOf('\n'), window.lastIndexOf(' '));
    if (lastBreak >= 0) cut = Math.floor(limit * 0.8) + lastBreak + 1;
    else if (/[\uD800-\uDBFF]/.test(rest[cut - 1])) cut -= 1;
    parts.push(rest.slice(0, cut));
    rest = rest.slice(cut);
  }
  parts.push(rest);
  return parts;
}

/**
 * The Send API body of one text (Meta "Send API"): `{recipient: {id}, messaging_type, tag?,
 * message: {text, metadata}}`, or for a private reply to a comment `{recipient: {comment_id},
 * message: {text, metadata}}` (Meta's private-replies request has no `messaging_type`).
 * `metadata` (`parley:<message id>`) comes back on the echo, so our own sends are recognised.
 */
export function metaSendBody(
  recipientId: string,
  text: string,
  options: MetaSendOptions,
  metadata: string,
): Record<string, unknown> {
  const message = { text, metadata };
  if (options.commentId) return { recipient: { comment_id: options.commentId }, message };
  return {
    recipient: { id: recipientId },
    messaging_type: options.messagingType,
    ...(options.messagingType === 'MESSAGE_TAG' ? { tag: options.tag ?? 'HUMAN_AGENT' } : {}),
    message,
  };
}

/** Graph's `error` object of an answer (empty when there is none). */
function graphErrorOf(response: ProviderResponse): GraphError {
  const json = response.json as { error?: unknown } | null;
  return typeof json === 'object' && json !== null && typeof json.error === 'object'
    ? ((json.error as GraphError) ?? {})
    : {};
}

/**
 * Turns a Send API error answer into the port's error: code 10 with subcode 2018278 (or that
 * subcode alone) → rejected `WINDOW_CLOSED`; 551 → `RECIPIENT_UNAVAILABLE`; 190 →
 * `CHANNEL_AUTH_FAILED`; `RETRYABLE_META_CODES`, HTTP 429 and 5xx → retryable (after
 * `Retry-After` when given); anything else rejected with the Graph code (`HTTP_<status>`
 * without one).
 */
export function classifyMetaError(
  response: ProviderResponse,
): ProviderRetryableError | ProviderRejectedError {
  const error = graphErrorOf(response);
  const code =
    typeof error.code === 'number' || typeof error.code === 'string' ? Number(error.code) : NaN;
  const subcode = Number(error.error_subcode);
  const message =
    typeof error.message === 'string' ? error.message : `Meta answered HTTP ${response.status}`;
  if ((code === 10 && subcode === 2018278) || subcode === 2018278) {
    return new ProviderRejectedError(META_ERROR_CODES.windowClosed, message);
  }
  if (code === 551 || subcode === 1545041) {
    return new ProviderRejectedError(META_ERROR_CODES.recipientUnavailable, message);
  }
  if (code === 190) return new ProviderRejectedError(META_ERROR_CODES.authFailed, message);
  const retryAfter = parseRetryAfterMs(response.headers['retry-after']);
  const codeText = Number.isFinite(code) ? String(code) : `HTTP_${response.status}`;
  const knownWait = RETRYABLE_META_CODES[code];
  if (knownWait !== undefined) {
    return new ProviderRetryableError(codeText, message, retryAfter ?? knownWait);
  }
  if (response.status === 429)
    return new ProviderRetryableError(codeText, message, retryAfter ?? 1000);
  if (response.status >= 500)
    return new ProviderRetryableError(codeText, message, retryAfter ?? 5000);
  return new ProviderRejectedError(codeText, message);
}

const trim = (base: string) => base.replace(/\/+$/, '');

/**
 * Sends through Meta's Send API: `POST {base}/{pageId or igId}/messages` with
 * `Authorization: Bearer <token>` and the JSON of `metaSendBody`, one request per 2,000-character
 * part, in order; the first part's `message_id` is the external id. Parts accepted by an earlier
 * attempt (`message.parts.sent`) are not sent again, and each accepted part is reported
 * (`message.parts.onSent`) before the next goes, so a retry after a refusal of part 2 resumes at
 * part 2 and part 1 is never sent twice. A private reply to a comment is one message (Meta
 * allows one per comment): its text is cut at 2,000 characters instead of split. Paced per Page
 * or account by `SenderRateLimiter` (`META_MESSAGES_PER_SECOND`). Code 190 calls `onAuthFailed`
 * before failing.
 */
export class MetaSender implements ChannelSender {
  readonly provider: MetaChannel;

  constructor(
    private readonly credentials: MetaCredentials,
    private readonly settings: MetaSenderSettings,
  ) {
    this.provider = credentials.channel;
  }

  /**
   * @throws ProviderRetryableError / ProviderRejectedError as `classifyMetaError` says; after
   *   some parts were accepted, the error's message says how many (they are not sent again).
   */
  async send(message: OutboundChannelMessage): Promise<SendReceipt> {
    const options = message.meta ?? { messagingType: 'RESPONSE' };
    const parts = options.commentId
      ? [privateReplyText(message.body)]
      : splitMetaText(message.body);
    const accepted = [...(message.parts?.sent ?? [])];
    for (let index = accepted.length; index < parts.length; index++) {
      try {
        accepted.push(await this.sendPart(message, parts[index], options));
      } catch (error) {
        throw index > 0 ? partial(error, index, parts.length) : error;
      }
      await message.parts?.onSent(index, accepted[index]);
    }
    return { externalId: accepted[0], provider: this.credentials.channel };
  }

  /** One Send API request. @returns Meta's `message_id`. */
  private async sendPart(
    message: OutboundChannelMessage,
    text: string,
    options: MetaSendOptions,
  ): Promise<string> {
    const { baseUrl, senderId, accessToken, channel } = this.credentials;
    await this.settings.limiter.acquire(
      `${channel}:${senderId}`,
      this.settings.messagesPerSecond,
      campaignSchedule(message.campaignRate),
    );
    const response = await providerRequest(
      `${trim(baseUrl)}/${encodeURIComponent(senderId)}/messages`,
      {
        method: 'POST',
        headers: { Authorization: `Bearer ${accessToken}`, 'Content-Type': 'application/json' },
        body: JSON.stringify(
          metaSendBody(message.to, text, options, PARLEY_METADATA_PREFIX + message.messageId),
        ),
      },
      this.settings.timeoutMs,
    );
    if (response.status < 200 || response.status >= 300) {
      const error = classifyMetaError(response);
      if (error.code === META_ERROR_CODES.authFailed) await this.settings.onAuthFailed();
      throw error;
    }
    const id = (response.json as { message_id?: unknown } | null)?.message_id;
    if (typeof id !== 'string' || id.length === 0) {
      throw new ProviderRejectedError(
        'INVALID_RESPONSE',
        'Meta accepted the request but returned no message_id.',
      );
    }
    return id;
  }
}

/** A private reply's text: at most {@link META_TEXT_LIMIT} UTF-16 units, cut with "…" (one message). */
export function privateReplyText(text: string): string {
  if (text.length <= META_TEXT_LIMIT) return text;
  let cut = META_TEXT_LIMIT - 1;
  if (/[\uD800-\uDBFF]/.test(text[cut - 1])) cut -= 1;
  return `${text.slice(0, cut)}\u2026`;
}

/** The same refusal, saying that the first `accepted` of `total` parts reached Meta. */
function partial(error: unknown, accepted: number, total: number): unknown {
  const note = ` (Meta accepted ${accepted} of ${total} parts before this; they are not sent again.)`;
  if (error instanceof ProviderRetryableError) {
    return new ProviderRetryableError(error.code, error.message + note, error.retryAfterMs);
  }
  if (error instanceof ProviderRejectedError) {
    return new ProviderRejectedError(error.code, error.message + note);
  }
  return error;
}

/** A person's name as Meta's profile API gave it. */
export interface MetaProfile {
  firstName: string | null;
  lastName: string | null;
  /** Instagram only. */
  username: string | null;
}

/**
 * The person's name from Meta's profile API: Messenger `GET {base}/{PSID}?fields=first_name,last_name`,
 * Instagram `GET {base}/{IGSID}?fields=name,username` (the name split at its first space).
 * Returns null when the call fails in any way (no permission, person unavailable, timeout): a
 * contact is then created without a name.
 */
export async function fetchMetaProfile(
  channel: MetaChannel,
  baseUrl: string,
  userId: string,
  accessToken: string,
  timeoutMs: number,
): Promise<MetaProfile | null> {
  const fields = channel === 'messenger' ? 'first_name,last_name' : 'name,username';
  try {
    const response = await providerRequest(
      `${trim(baseUrl)}/${encodeURIComponent(userId)}?fields=${fields}`,
      { method: 'GET', headers: { Authorization: `Bearer ${accessToken}` } },
      timeoutMs,
    );
    if (response.status !== 200 || typeof response.json !== 'object' || !response.json) return null;
    const json = response.json as Record<string, unknown>;
    const text = (value: unknown) =>
      typeof value === 'string' && value.trim().length > 0 ? value.trim() : null;
    if (channel === 'messenger') {
      return { firstName: text(json.first_name), lastName: text(json.last_name), username: null };
    }
    const name = text(json.name);
    const space = name ? name.indexOf(' ') : -1;
    return {
      firstName: name && space > 0 ? name.slice(0, space) : name,
      lastName: name && space > 0 ? name.slice(space + 1).trim() || null : null,
      username: text(json.username),
    };
  } catch {
    return null;
  }
}
