import type { ChannelEvent, ChannelStatusEvent } from '../../../../../events';
import { text } from '../../../domain/json-read';
import type { FormParams } from '../../../domain/webhook-signatures';

const first = (params: FormParams, name: string): string | null => text(params.get(name)?.[0]);

/** Twilio's `whatsapp:+1…` addresses (Twilio's WhatsApp senders) carry a prefix. */
const withoutChannelPrefix = (address: string): string => address.replace(/^[a-z]+:/i, '');

/**
 * Reads Twilio's inbound message webhook (Twilio "Messaging webhooks": `MessageSid`, `From`,
 * `Body`, `ProfileName` for WhatsApp senders) into one `message` event, or none when
 * `MessageSid` or `From` is missing. `receivedAt` is `now`: Twilio sends no timestamp.
 */
/**
 * Why an inbound Twilio call cannot be read (docs/channels.md#unprocessed-events), or null: it
 * needs `MessageSid` (or `SmsSid`) and `From`.
 */
export function twilioInboundProblem(params: FormParams): string | null {
  const sid = first(params, 'MessageSid') ?? first(params, 'SmsSid');
  const from = first(params, 'From');
  if (!from && !sid) return 'A Twilio message without `From` and without `MessageSid`.';
  if (!from) return 'A Twilio message without `From`.';
  if (!sid) return 'A Twilio message without `MessageSid`.';
  return null;
}

export function parseTwilioInbound(params: FormParams, now: Date = new Date()): ChannelEvent[] {
  const sid = first(params, 'MessageSid') ?? first(params, 'SmsSid');
  const from = first(params, 'From');
  if (!sid || !from) return [];
  return [
    {
      kind: 'message',
      channel: 'sms',
      provider: 'twilio',
      person: {
        scope: null,
        userId: null,
        phone: withoutChannelPrefix(from),
        profileName: first(params, 'ProfileName'),
      },
      externalId: sid,
      body: params.get('Body')?.[0] ?? '',
      messageType: 'text',
      providerType: 'text',
      reactsTo: null,
      receivedAt: now.toISOString(),
      metadata: null,
      automation: true,
      entryPoint: null,
    },
  ];
}

/**
 * Twilio `MessageStatus` values that are reported; `undelivered` (the carrier could not deliver)
 * and `failed` (Twilio could not send) are both `failed`. `queued`, `accepted`, `scheduled`,
 * `sending`, `canceled`… are ignored.
 */
const TWILIO_STATUSES: Record<string, ChannelStatusEvent['status']> = {
  sent: 'sent',
  delivered: 'delivered',
  read: 'read',
  undelivered: 'failed',
  failed: 'failed',
};

/**
 * Reads Twilio's status callback (`MessageSid`, `MessageStatus`, `ErrorCode`, `ErrorMessage`
 * when present) into one `status` event, or none for an ignored status.
 * A `failed` report carries `{code: ErrorCode, message}` (code `UNDELIVERED`/`FAILED` without
 * an `ErrorCode`). `occurredAt` is `now`.
 */
export function parseTwilioStatus(params: FormParams, now: Date = new Date()): ChannelEvent[] {
  const sid = first(params, 'MessageSid') ?? first(params, 'SmsSid');
  const reported = first(params, 'MessageStatus') ?? first(params, 'SmsStatus');
  const status = reported ? TWILIO_STATUSES[reported] : undefined;
  if (!sid || !status) return [];
  const errorCode = first(params, 'ErrorCode');
  const event: ChannelStatusEvent = {
    kind: 'status',
    channel: 'sms',
    provider: 'twilio',
    status,
    externalIds: [sid],
    person: null,
    upTo: null,
    upToExternalId: null,
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
  };
  return [event];
}
