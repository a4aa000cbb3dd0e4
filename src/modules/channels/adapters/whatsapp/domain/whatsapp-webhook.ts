import type {
  AdReferral,
  ChannelEvent,
  ChannelPerson,
  MessagePricing,
  ChannelStatusEvent,
  ProviderTemplateStatusReportedPayload,
} from '../../../../../events';
import { isObject, type Json, objects, text } from '../../../domain/json-read';
import { unixSecondsToIso } from '../../../domain/provider-time';
import type { UnprocessedItem } from '../../../domain/unprocessed';
import { whatsAppFailure } from './whatsapp-failures';

/** What one provider webhook call reports, in the channels' own words (any list may be empty). */
export interface ParsedChannelWebhook {
  events: ChannelEvent[];
  templates: ProviderTemplateStatusReportedPayload[];
  /** Items that could not be read into events (docs/channels.md#unprocessed-events); absent means none. */
  unprocessed?: UnprocessedItem[];
}

/** A WhatsApp `wa_id` / `from`: the number's digits, country code first, no `+`. */
const WA_ID = /^[1-9]\d{5,14}$/;

/**
 * A business-scoped user id (docs/channels.md#whatsapp-usernames): an ISO 3166 alpha-2 country
 * code, a period, optionally `ENT.` (a parent BSUID), then up to 128 alphanumerics
 * (`US.13491208655302741918`, `US.ENT.11815799212886844830`).
 */
export const BSUID = /^[A-Z]{2}\.(?:ENT\.)?[A-Za-z0-9]{1,128}$/;

/** The identity scope of WhatsApp BSUIDs in `contact_identities` (one connection per account). */
export const WHATSAPP_SCOPE = 'whatsapp';

/** A BSUID-shaped string, else null. */
const bsuid = (value: unknown): string | null => {
  const id = text(value);
  return id !== null && BSUID.test(id) ? id : null;
};

/** A `wa_id`-shaped string as E.164 (`+` and the digits), else null. */
const waPhone = (value: unknown): string | null => {
  const id = text(value);
  return id !== null && WA_ID.test(id) ? `+${id}` : null;
};

/**
 * The text of an inbound WhatsApp message: `text.body`; the chosen label of a quick-reply
 * `button` or an `interactive` reply (what the contact tapped is text they chose, e.g. "STOP");
 * otherwise `[<type>]` (`[image]`, `[reaction]`, `[location]`…).
 */
function whatsAppMessageBody(message: Json, type: string): string {
  const part = isObject(message[type]) ? message[type] : {};
  if (type === 'text') {
    if (typeof part.body === 'number' && Number.isFinite(part.body)) return String(part.body);
    return text(part.body) ?? '[text]';
  }
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
 *   `whatsAppMessageBody`, `receivedAt` from `timestamp` (unix seconds), its ad `referral`
 *   (`readReferral`);
 * - field `messages`, `value.statuses[]` with `sent`/`delivered`/`read`/`failed` → one `status`
 *   event each, `failed` with `errors[0]`: a code of `WHATSAPP_FAILURES` by its name and sentence
 *   (docs/channels.md#whatsapp-failure-codes), others by number with `title`, else `message`;
 *   each with its `pricing` when given (`readPricing`);
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
  if (!isObject(body)) {
    unprocessed(parsed, 'The body is not a JSON object.', body);
    return parsed;
  }
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

/** What `contacts[]` says about one person: name, username, BSUID, parent BSUID, phone. */
interface WhatsAppProfile {
  name: string | null;
  username: string | null;
  userId: string | null;
  parentUserId: string | null;
  phone: string | null;
}

function readProfiles(value: Json): WhatsAppProfile[] {
  return objects(value.contacts).map((contact) => {
    const profile = isObject(contact.profile) ? contact.profile : {};
    return {
      name: text(profile.name),
      username: text(profile.username),
      userId: bsuid(contact.user_id),
      parentUserId: bsuid(contact.parent_user_id),
      phone: waPhone(contact.wa_id),
    };
  });
}

/**
 * The person who sent `message`: the BSUID (`from_user_id`, else the matching contact's
 * `user_id`) in the `whatsapp` scope when given, the phone of `from` when it is one, and the
 * profile's name, username and parent BSUID. Null when neither a BSUID nor a phone is given.
 */
function senderOfMessage(message: Json, profiles: WhatsAppProfile[]): ChannelPerson | null {
  const phone = waPhone(message.from);
  let userId = bsuid(message.from_user_id);
  const profile =
    profiles.find(
      (p) => (userId !== null && p.userId === userId) || (phone !== null && p.phone === phone),
    ) ?? (profiles.length === 1 ? profiles[0] : undefined);
  userId ??= profile?.userId ?? null;
  const knownPhone = phone ?? profile?.phone ?? null;
  if (userId === null && knownPhone === null) return null;
  return {
    scope: userId === null ? null : WHATSAPP_SCOPE,
    userId,
    phone: knownPhone,
    profileName: profile?.name ?? null,
    username: profile?.username ?? null,
    parentUserId: profile?.parentUserId ?? null,
  };
}

/**
 * A `system` message (no `contacts` array): `user_changed_number` (`system.wa_id` the new
 * phone; the BSUID is regenerated too) or `user_changed_user_id` (`system.user_id` the new
 * BSUID, `system.previous_user_id` the old one, no phone). Null when it names nobody to follow.
 */
function identityChange(message: Json, now: Date): ChannelEvent | null {
  const system = isObject(message.system) ? message.system : {};
  const kind = text(system.type);
  const change =
    kind === 'user_changed_number' ? 'number' : kind === 'user_changed_user_id' ? 'user_id' : null;
  if (change === null) return null;
  const previous: ChannelPerson = {
    scope: WHATSAPP_SCOPE,
    userId: bsuid(system.previous_user_id) ?? bsuid(message.from_user_id),
    phone: waPhone(message.from),
    profileName: null,
    parentUserId: bsuid(system.previous_parent_user_id),
  };
  const next: ChannelPerson = {
    scope: WHATSAPP_SCOPE,
    userId: bsuid(system.user_id),
    phone: change === 'number' ? (waPhone(system.wa_id) ?? waPhone(system.new_wa_id)) : null,
    profileName: null,
    parentUserId: bsuid(system.parent_user_id),
  };
  if (previous.userId === null && previous.phone === null) return null;
  if (next.userId === null && next.phone === null) return null;
  return {
    kind: 'identity',
    channel: 'whatsapp',
    change,
    previous,
    next,
    occurredAt: unixSecondsToIso(message.timestamp, now),
  };
}

function readWhatsAppMessages(value: Json, parsed: ParsedChannelWebhook, now: Date): void {
  const profiles = readProfiles(value);
  for (const message of objects(value.messages)) {
    const id = text(message.id);
    const type = text(message.type) ?? 'unknown';
    if (type === 'system') {
      const change = identityChange(message, now);
      if (change) parsed.events.push(change);
      else
        unprocessed(
          parsed,
          'A WhatsApp system message that names no identity change Parley follows.',
          message,
        );
      continue;
    }
    const person = senderOfMessage(message, profiles);
    if (!person) {
      unprocessed(
        parsed,
        'A WhatsApp message with neither a phone (`from`) nor a BSUID (`from_user_id`).',
        message,
      );
      continue;
    }
    if (!id) {
      unprocessed(parsed, 'A WhatsApp message without an `id`.', message);
      continue;
    }
    parsed.events.push({
      kind: 'message',
      channel: 'whatsapp',
      provider: 'whatsapp',
      person,
      externalId: id,
      body: whatsAppMessageBody(message, type),
      messageType: 'text',
      providerType: type,
      reactsTo: null,
      receivedAt: unixSecondsToIso(message.timestamp, now),
      metadata: null,
      automation: true,
      entryPoint: null,
      ...referralOf(message),
    });
  }
}

function unprocessed(parsed: ParsedChannelWebhook, reason: string, payload: unknown): void {
  (parsed.unprocessed ??= []).push({ reason, payload });
}

function readWhatsAppStatuses(value: Json, parsed: ParsedChannelWebhook, now: Date): void {
  for (const report of objects(value.statuses)) {
    const id = text(report.id);
    const status = WHATSAPP_STATUSES[String(report.status)];
    if (!id || !status) continue;
    let error: ChannelStatusEvent['error'] = null;
    if (status === 'failed') {
      const first = objects(report.errors)[0] ?? {};
      const said =
        text(first.title) ?? text(first.message) ?? 'WhatsApp reported the message failed';
      const named = whatsAppFailure(first.code);
      error = named
        ? {
            code: named.code,
            message: `${named.sentence} (WhatsApp ${String(first.code)}: ${said})`,
          }
        : {
            code: first.code === undefined || first.code === null ? 'UNKNOWN' : String(first.code),
            message: said,
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
      ...pricingOf(report),
    });
  }
}

/** `{pricing}` when the report carries one, else nothing (the event's field stays absent). */
function pricingOf(report: Json): { pricing?: MessagePricing } {
  const pricing = readPricing(report.pricing);
  return pricing ? { pricing } : {};
}

/**
 * A status report's `pricing` (`{billable, pricing_model, category, type}`, Meta's per-message
 * pricing: docs/channels.md#whatsapp-pricing), categories in lower case; without `billable`,
 * `type` `regular` is billable and `free_…` free. Null when absent or not an object.
 */
export function readPricing(value: unknown): MessagePricing | null {
  if (!isObject(value)) return null;
  const lower = (v: unknown) => text(v)?.toLowerCase() ?? null;
  const type = lower(value.type);
  // `billable` is marked deprecated since per-message pricing; `type` then says it
  const billable =
    typeof value.billable === 'boolean'
      ? value.billable
      : type === 'regular'
        ? true
        : type?.startsWith('free_')
          ? false
          : null;
  return {
    billable,
    pricingModel: text(value.pricing_model),
    category: lower(value.category),
    type,
  };
}

/** `{referral}` when the message carries one, else nothing (the event's field stays absent). */
function referralOf(message: Json): { referral?: AdReferral } {
  const referral = readReferral(message.referral);
  return referral ? { referral } : {};
}

/**
 * A message's `referral` (a Click-to-WhatsApp ad or a Page call-to-action:
 * docs/channels.md#click-to-whatsapp-ads): `source_type`, `source_id`, `ctwa_clid`,
 * `source_url`, `headline`. Null when absent or naming none of them.
 */
export function readReferral(value: unknown): AdReferral | null {
  if (!isObject(value)) return null;
  const referral: AdReferral = {
    sourceType: text(value.source_type),
    sourceId: text(value.source_id),
    ctwaClid: text(value.ctwa_clid),
    sourceUrl: text(value.source_url),
    headline: text(value.headline),
  };
  return Object.values(referral).some((v) => v !== null) ? referral : null;
}
