import type {
  ProviderMessageReceivedPayload,
  ProviderMessageStatus,
  ProviderMessageStatusReportedPayload,
  ProviderTemplateStatus,
  ProviderTemplateStatusReportedPayload,
} from '../channel-events';
import type { FormParams } from './webhook-signatures';

/** What one provider webhook call reports, as event payloads (any list may be empty). */
export interface ParsedProviderWebhook {
  received: ProviderMessageReceivedPayload[];
  statuses: ProviderMessageStatusReportedPayload[];
  templates: ProviderTemplateStatusReportedPayload[];
}

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const objects = (value: unknown): Json[] => (Array.isArray(value) ? value.filter(isObject) : []);
const text = (value: unknown): string | null =>
  typeof value === 'string' && value.length > 0 ? value : null;

/** A WhatsApp `wa_id` / `from`: the number's digits, country code first, no `+`. */
const WA_ID = /^[1-9]\d{5,14}$/;

/** How far a provider's clock may run ahead of ours before its time is not believed: 5 min, in ms. */
export const MAX_PROVIDER_CLOCK_AHEAD_MS = 5 * 60_000;
/**
 * The earliest provider time believed: 2009-01-01T00:00:00Z (before WhatsApp and Twilio's
 * messaging APIs). Older is a bad value, not an old message.
 */
export const EARLIEST_PROVIDER_TIME_MS = Date.UTC(2009, 0, 1);

/**
 * Unix seconds (a string in Meta's payloads) → ISO 8601. `fallback` (the receive time) when
 * absent, not a positive number, beyond what a `Date` can hold (`99999999999999999`), more than
 * {@link MAX_PROVIDER_CLOCK_AHEAD_MS} after `fallback` (a far-future time, e.g. `1e12` seconds,
 * would become the message's `created_at` and skew ordering, the 24 h window and the bot's
 * debounce), or before {@link EARLIEST_PROVIDER_TIME_MS}. Never a `RangeError`.
 */
export function unixSecondsToIso(value: unknown, fallback: Date): string {
  const seconds = typeof value === 'string' || typeof value === 'number' ? Number(value) : NaN;
  const ms = Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : NaN;
  return new Date(isBelievableProviderTime(ms, fallback) ? ms : fallback.getTime()).toISOString();
}

/**
 * Whether a provider's time (`ms` since the epoch) can be taken as when something happened:
 * from {@link EARLIEST_PROVIDER_TIME_MS} to {@link MAX_PROVIDER_CLOCK_AHEAD_MS} after
 * `receivedAt` (our receive time). The one bound of every provider webhook's times.
 */
export function isBelievableProviderTime(ms: number, receivedAt: Date): boolean {
  return (
    ms >= EARLIEST_PROVIDER_TIME_MS && ms <= receivedAt.getTime() + MAX_PROVIDER_CLOCK_AHEAD_MS
  );
}

/**
 * The text of an inbound WhatsApp message: `text.body`; the chosen label of a quick-reply
 * `button` or an `interactive` reply (what the contact tapped is text they chose, e.g. "STOP");
 * otherwise `[<type>]` (`[image]`, `[reaction]`, `[location]`…).
 */
function whatsAppMessageBody(message: Json, type: string): string {
  const part = isObject(message[type]) ? message[type] : {};
  if (type === 'text') return text(part.body) ?? '[text]';
  if (type === 'button') return text(part.text) ?? '[button]';
  if (type === 'interactive') {
    const reply = isObject(part.button_reply)
      ? part.button_reply
      : isObject(part.list_reply)
        ? part.list_reply
        : {};
    return text(reply.title) ?? '[interactive]';
  }
  return `[${type}]`;
}

const WHATSAPP_STATUSES: Record<string, ProviderMessageStatus> = {
  sent: 'sent',
  delivered: 'delivered',
  read: 'read',
  failed: 'failed',
};

/**
 * Meta's template events (`message_template_status_update.event`) that change whether a template
 * can be used; `REINSTATED` puts a paused or flagged template back to approved. Others
 * (`FLAGGED`, `IN_APPEAL`, `PENDING_DELETION`, `ARCHIVED`…) are ignored.
 */
const TEMPLATE_EVENTS: Record<string, ProviderTemplateStatus> = {
  APPROVED: 'approved',
  REINSTATED: 'approved',
  REJECTED: 'rejected',
  PAUSED: 'paused',
  DISABLED: 'disabled',
  PENDING: 'pending',
};

/**
 * Reads a WhatsApp Cloud API webhook body (Meta "Webhooks" reference: `entry[].changes[]`) of a
 * connection whose business phone number id is `phoneNumberId`:
 *
 * - field `messages`, `value.messages[]` → one `ProviderMessageReceived` each: `from` is
 *   `'+' + from` (digits), the profile name from `value.contacts[]` with that `wa_id`, the body per
 *   `whatsAppMessageBody`, `receivedAt` from `timestamp` (unix seconds);
 * - field `messages`, `value.statuses[]` with `sent`/`delivered`/`read`/`failed` → one
 *   `ProviderMessageStatusReported` each, `failed` with `errors[0]` (`code`, `title`, else
 *   `message`);
 * - field `message_template_status_update` → one `ProviderTemplateStatusReported` for the events
 *   of `TEMPLATE_EVENTS` (`reason` `NONE` → null).
 *
 * `messages` changes addressed to another phone number (`value.metadata.phone_number_id`; one
 * Meta app may serve several numbers) are skipped, and so is anything malformed: the webhook
 * still answers 200 so that Meta does not retry what can never be read.
 */
export function parseWhatsAppWebhook(
  body: unknown,
  phoneNumberId: string,
  now: Date = new Date(),
): ParsedProviderWebhook {
  const parsed: ParsedProviderWebhook = { received: [], statuses: [], templates: [] };
  if (!isObject(body)) return parsed;
  for (const entry of objects(body.entry)) {
    for (const change of objects(entry.changes)) {
      const value = isObject(change.value) ? change.value : {};
      if (change.field === 'messages') {
        const metadata = isObject(value.metadata) ? value.metadata : {};
        const addressedTo = text(metadata.phone_number_id);
        if (addressedTo !== null && addressedTo !== phoneNumberId) continue;
        readWhatsAppMessages(value, parsed, now);
        readWhatsAppStatuses(value, parsed, now);
      } else if (change.field === 'message_template_status_update') {
        const status = TEMPLATE_EVENTS[String(value.event)];
        const templateName = text(value.message_template_name);
        const language = text(value.message_template_language);
        if (!status || !templateName || !language) continue;
        const reason = text(value.reason);
        parsed.templates.push({
          templateName,
          language,
          status,
          reason: reason === null || reason === 'NONE' ? null : reason,
        });
      }
    }
  }
  return parsed;
}

function readWhatsAppMessages(value: Json, parsed: ParsedProviderWebhook, now: Date): void {
  const profiles = new Map<string, string>();
  for (const contact of objects(value.contacts)) {
    const waId = text(contact.wa_id);
    const name = isObject(contact.profile) ? text(contact.profile.name) : null;
    if (waId && name) profiles.set(waId, name);
  }
  for (const message of objects(value.messages)) {
    const from = text(message.from);
    const id = text(message.id);
    const type = text(message.type) ?? 'unknown';
    if (!from || !WA_ID.test(from) || !id) continue;
    parsed.received.push({
      channel: 'whatsapp',
      provider: 'whatsapp',
      from: `+${from}`,
      externalId: id,
      body: whatsAppMessageBody(message, type),
      messageType: type,
      receivedAt: unixSecondsToIso(message.timestamp, now),
      profileName: profiles.get(from) ?? null,
    });
  }
}

function readWhatsAppStatuses(value: Json, parsed: ParsedProviderWebhook, now: Date): void {
  for (const report of objects(value.statuses)) {
    const id = text(report.id);
    const status = WHATSAPP_STATUSES[String(report.status)];
    if (!id || !status) continue;
    let error: ProviderMessageStatusReportedPayload['error'] = null;
    if (status === 'failed') {
      const first = objects(report.errors)[0] ?? {};
      error = {
        code: first.code === undefined || first.code === null ? 'UNKNOWN' : String(first.code),
        message: text(first.title) ?? text(first.message) ?? 'WhatsApp reported the message failed',
      };
    }
    parsed.statuses.push({
      channel: 'whatsapp',
      provider: 'whatsapp',
      externalId: id,
      status,
      error,
      occurredAt: unixSecondsToIso(report.timestamp, now),
    });
  }
}

const first = (params: FormParams, name: string): string | null => text(params.get(name)?.[0]);

/** Twilio's `whatsapp:+1…` addresses (Twilio's WhatsApp senders) carry a prefix. */
const withoutChannelPrefix = (address: string): string => address.replace(/^[a-z]+:/i, '');

/**
 * Reads Twilio's inbound message webhook (Twilio "Messaging webhooks": `MessageSid`, `From`,
 * `Body`, `ProfileName` for WhatsApp senders) into one `ProviderMessageReceived`, or none when
 * `MessageSid` or `From` is missing. `receivedAt` is `now`: Twilio sends no timestamp.
 */
export function parseTwilioInbound(
  params: FormParams,
  now: Date = new Date(),
): ParsedProviderWebhook {
  const parsed: ParsedProviderWebhook = { received: [], statuses: [], templates: [] };
  const sid = first(params, 'MessageSid') ?? first(params, 'SmsSid');
  const from = first(params, 'From');
  if (!sid || !from) return parsed;
  parsed.received.push({
    channel: 'sms',
    provider: 'twilio',
    from: withoutChannelPrefix(from),
    externalId: sid,
    body: params.get('Body')?.[0] ?? '',
    messageType: 'text',
    receivedAt: now.toISOString(),
    profileName: first(params, 'ProfileName'),
  });
  return parsed;
}

/**
 * Twilio `MessageStatus` values that are reported; `undelivered` (the carrier could not deliver)
 * and `failed` (Twilio could not send) are both `failed`. `queued`, `accepted`, `scheduled`,
 * `sending`, `canceled`… are ignored.
 */
const TWILIO_STATUSES: Record<string, ProviderMessageStatus> = {
  sent: 'sent',
  delivered: 'delivered',
  read: 'read',
  undelivered: 'failed',
  failed: 'failed',
};

/**
 * Reads Twilio's status callback (`MessageSid`, `MessageStatus`, `ErrorCode`, `ErrorMessage`
 * when present) into one `ProviderMessageStatusReported`, or none for an ignored status.
 * A `failed` report carries `{code: ErrorCode, message}` (code `UNDELIVERED`/`FAILED` without
 * an `ErrorCode`). `occurredAt` is `now`.
 */
export function parseTwilioStatus(
  params: FormParams,
  now: Date = new Date(),
): ParsedProviderWebhook {
  const parsed: ParsedProviderWebhook = { received: [], statuses: [], templates: [] };
  const sid = first(params, 'MessageSid') ?? first(params, 'SmsSid');
  const reported = first(params, 'MessageStatus') ?? first(params, 'SmsStatus');
  const status = reported ? TWILIO_STATUSES[reported] : undefined;
  if (!sid || !status) return parsed;
  const errorCode = first(params, 'ErrorCode');
  parsed.statuses.push({
    channel: 'sms',
    provider: 'twilio',
    externalId: sid,
    status,
    error:
      status === 'failed'
        ? {
            code: errorCode ?? (reported as string).toUpperCase(),
            message:
              first(params, 'ErrorMessage') ??
              (errorCode ? `Twilio error ${errorCode}` : `Twilio reported the message ${reported}`),
          }
        : null,
    occurredAt: now.toISOString(),
  });
  return parsed;
}

// eslint-disable-next-line no-control-regex -- matching NUL is the point
const NUL = /\u0000/g;
const LONE_SURROGATE = /\p{Cs}/gu;

/** `value` with every string made storable; the paths of the strings that changed go to `changed`. */
function storable(value: unknown, path: string, changed: string[]): unknown {
  if (typeof value === 'string') {
    const clean = value.replace(NUL, '').replace(LONE_SURROGATE, '\ufffd');
    if (clean !== value) changed.push(path);
    return clean;
  }
  if (Array.isArray(value)) return value.map((item, i) => storable(item, `${path}.${i}`, changed));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [
        key,
        storable(item, path ? `${path}.${key}` : key, changed),
      ]),
    );
  }
  return value;
}

/**
 * The events of a verified provider webhook, made storable: PostgreSQL's `text` and `jsonb`
 * cannot hold NUL (U+0000) and `jsonb` refuses unpaired surrogates, yet a provider's message must
 * never be refused (nor lost) for its content. NUL characters are removed and unpaired surrogates
 * replaced by U+FFFD, and an event so changed says which of its fields were, in
 * `alteredFields` (e.g. `["body", "profileName"]`). Events with nothing to change are returned as
 * they are. Pure; never throws. Source: issue 16 defect 6.
 */
export function storableProviderWebhook(parsed: ParsedProviderWebhook): ParsedProviderWebhook {
  return {
    received: parsed.received.map(storablePayload),
    statuses: parsed.statuses.map(storablePayload),
    templates: parsed.templates.map(storablePayload),
  };
}

/**
 * One event of a verified provider webhook made storable, by the rule of
 * `storableProviderWebhook`: NUL removed, unpaired surrogates replaced by U+FFFD, and
 * `alteredFields` naming the changed fields (dotted paths); an event with nothing to change is
 * returned as it is. Used for Meta's Messenger and Instagram events too. Pure; never throws.
 */
export function storablePayload<T extends object>(payload: T): T {
  const changed: string[] = [];
  const result = storable(payload, '', changed) as T;
  return changed.length > 0 ? { ...result, alteredFields: changed } : payload;
}
