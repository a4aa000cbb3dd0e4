import type {
  ChannelEvent,
  ChannelStatusEvent,
  ProviderTemplateStatusReportedPayload,
} from '../../../../../events';
import { isObject, type Json, objects, text } from '../../../domain/json-read';
import { unixSecondsToIso } from '../../../domain/provider-time';

/** What one provider webhook call reports, in the channels' own words (any list may be empty). */
export interface ParsedChannelWebhook {
  events: ChannelEvent[];
  templates: ProviderTemplateStatusReportedPayload[];
}

/** A WhatsApp `wa_id` / `from`: the number's digits, country code first, no `+`. */
const WA_ID = /^[1-9]\d{5,14}$/;

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

const WHATSAPP_STATUSES: Record<string, ChannelStatusEvent['status']> = {
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
const TEMPLATE_EVENTS: Record<string, ProviderTemplateStatusReportedPayload['status']> = {
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
 * - field `messages`, `value.messages[]` → one `message` event each: the person's phone is
 *   `'+' + from` (digits), the profile name from `value.contacts[]` with that `wa_id`, the body per
 *   `whatsAppMessageBody`, `receivedAt` from `timestamp` (unix seconds);
 * - field `messages`, `value.statuses[]` with `sent`/`delivered`/`read`/`failed` → one `status`
 *   event each, `failed` with `errors[0]` (`code`, `title`, else `message`);
 * - field `message_template_status_update` → one template status for the events of
 *   `TEMPLATE_EVENTS` (`reason` `NONE` → null).
 *
 * `messages` changes addressed to another phone number (`value.metadata.phone_number_id`; one
 * Meta app may serve several numbers) are skipped, and so is anything malformed: the webhook
 * still answers 200 so that Meta does not retry what can never be read.
 */
export function parseWhatsAppWebhook(
  body: unknown,
  phoneNumberId: string,
  now: Date = new Date(),
): ParsedChannelWebhook {
  const parsed: ParsedChannelWebhook = { events: [], templates: [] };
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

function readWhatsAppMessages(value: Json, parsed: ParsedChannelWebhook, now: Date): void {
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
    parsed.events.push({
      kind: 'message',
      channel: 'whatsapp',
      provider: 'whatsapp',
      person: {
        scope: null,
        userId: null,
        phone: `+${from}`,
        profileName: profiles.get(from) ?? null,
      },
      externalId: id,
      body: whatsAppMessageBody(message, type),
      messageType: 'text',
      providerType: type,
      reactsTo: null,
      receivedAt: unixSecondsToIso(message.timestamp, now),
      metadata: null,
      automation: true,
      entryPoint: null,
    });
  }
}

function readWhatsAppStatuses(value: Json, parsed: ParsedChannelWebhook, now: Date): void {
  for (const report of objects(value.statuses)) {
    const id = text(report.id);
    const status = WHATSAPP_STATUSES[String(report.status)];
    if (!id || !status) continue;
    let error: ChannelStatusEvent['error'] = null;
    if (status === 'failed') {
      const first = objects(report.errors)[0] ?? {};
      error = {
        code: first.code === undefined || first.code === null ? 'UNKNOWN' : String(first.code),
        message: text(first.title) ?? text(first.message) ?? 'WhatsApp reported the message failed',
      };
    }
    parsed.events.push({
      kind: 'status',
      channel: 'whatsapp',
      provider: 'whatsapp',
      status,
      externalIds: [id],
      person: null,
      upTo: null,
      upToExternalId: null,
      error,
      occurredAt: unixSecondsToIso(report.timestamp, now),
    });
  }
}
