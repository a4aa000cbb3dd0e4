import type { MetaChannel } from '../../../domain/channel';
import { isBelievableProviderTime } from '../../../domain/provider-time';

/**
 * Meta's Messenger and Instagram webhooks (Meta "Webhook Events Reference" for Messenger,
 * "Instagram Platform Webhook Notification Examples"), read into flat events. Pure: no Nest, no
 * I/O. What is not understood is skipped, never thrown: a webhook call is answered 200 once its
 * signature holds, whatever its content, so Meta does not redeliver it forever.
 */

/** A `referral` (m.me / ig.me link with `ref`, click-to-Messenger/Direct ad). */
export interface MetaReferral {
  ref: string | null;
  /** `SHORTLINK`, `ADS`, `IGME`, `CUSTOMER_CHAT_PLUGIN`… as Meta sent it. */
  source: string | null;
  type: string | null;
  adId: string | null;
}

/** An attachment of a message: its type (`image`, `video`, `audio`, `file`, `sticker`…) and URL. */
export interface MetaAttachment {
  type: string;
  url: string | null;
}

/** Fields every event carries. */
interface MetaEventBase {
  channel: MetaChannel;
  /** `entry[].id`: the Page id (Messenger) or the Instagram professional account id. */
  ownerId: string;
  /** The person's PSID (Messenger) or IGSID (Instagram): the sender, or the recipient of an echo. */
  userId: string;
  /** ISO 8601: Meta's `timestamp` of the event (ms), or `entry.time` when it has none. */
  occurredAt: string;
  /** Arrived in `entry[].standby[]` (another app controls the thread: handover protocol). */
  standby: boolean;
}

/** A message from the person, or an echo of one the business sent. */
export interface MetaMessageEvent extends MetaEventBase {
  kind: 'message';
  mid: string;
  /** The text; without one, a readable placeholder of the attachments (`[image]`, `[image] [video]`). */
  body: string;
  text: string | null;
  attachments: MetaAttachment[];
  quickReplyPayload: string | null;
  replyToMid: string | null;
  /** `is_echo`: sent by the business (from Meta's inbox, or by us). */
  echo: boolean;
  /** The echo's `metadata` (ours start with `parley:`), or null. */
  metadata: string | null;
  /** Instagram product referral, ig.me referral inside a message, or null. */
  referral: MetaReferral | null;
}

/** The person deleted (unsent) a message: `message.is_deleted`. */
export interface MetaDeletedEvent extends MetaEventBase {
  kind: 'deleted';
  mid: string;
}

/** A postback (button, Get Started, ice breaker), with the entry point's `referral` for a new thread. */
export interface MetaPostbackEvent extends MetaEventBase {
  kind: 'postback';
  /** `postback.mid`, or `postback:<userId>:<timestamp>` when Meta sent none (older versions). */
  mid: string;
  title: string | null;
  payload: string | null;
  referral: MetaReferral | null;
}

/** A `referral` in an existing thread (the person came back through a link or an ad). */
export interface MetaReferralEvent extends MetaEventBase {
  kind: 'referral';
  referral: MetaReferral;
}

/** Our messages delivered (`delivery`: `mids` when given, and everything before `watermark`). */
export interface MetaDeliveryEvent extends MetaEventBase {
  kind: 'delivery';
  mids: string[];
  /** ISO 8601, or null. */
  watermark: string | null;
}

/** Our messages read: Messenger `read.watermark`, Instagram `read.mid` (messaging_seen). */
export interface MetaReadEvent extends MetaEventBase {
  kind: 'read';
  mid: string | null;
  watermark: string | null;
}

/** A reaction to a message (`reaction`); it does not wake the bot. */
export interface MetaReactionEvent extends MetaEventBase {
  kind: 'reaction';
  /** The message reacted to. */
  mid: string;
  action: 'react' | 'unreact';
  reaction: string | null;
  emoji: string | null;
}

/** An Instagram comment on the account's media (`changes[].field: "comments"`). */
export interface MetaCommentEvent extends MetaEventBase {
  kind: 'comment';
  commentId: string;
  username: string | null;
  text: string;
  mediaId: string | null;
  mediaProductType: string | null;
}

export type MetaEvent =
  | MetaMessageEvent
  | MetaDeletedEvent
  | MetaPostbackEvent
  | MetaReferralEvent
  | MetaDeliveryEvent
  | MetaReadEvent
  | MetaReactionEvent
  | MetaCommentEvent;

/** The result of reading one webhook call. */
export interface ParsedMetaWebhook {
  events: MetaEvent[];
  /** Entries or items skipped: another Page/account, an unknown event, a malformed item. */
  ignored: number;
  /**
   * The skipped items that were meant for this Page or account but cannot be read: without
   * `sender`, a message without `mid`, an unknown event (docs/channels.md#unprocessed-events).
   */
  unusable: { reason: string; payload: unknown }[];
}

/** Why a messaging item of this Page or account that gave no event cannot be read, or null. */
function unusableReason(item: unknown, ownerId: string): string | null {
  if (!isObject(item)) return 'A messaging item that is not an object.';
  const senderId = isObject(item.sender) ? str(item.sender.id) : null;
  const message = isObject(item.message) ? item.message : null;
  if (senderId === ownerId && message?.is_echo !== true) return null; // our own Page: not a person
  if (!senderId) return 'A Meta messaging item without `sender`.';
  if (message && !str(message.mid)) return 'A Meta message without `mid`.';
  const known = ['message', 'postback', 'referral', 'delivery', 'read', 'reaction'];
  if (!known.some((key) => isObject(item[key]))) {
    const kind = Object.keys(item).filter(
      (key) => !['sender', 'recipient', 'timestamp'].includes(key),
    );
    return `An unknown Meta messaging event (${kind.join(', ') || 'empty'}).`;
  }
  return null;
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const str = (value: unknown): string | null =>
  typeof value === 'string' && value.length > 0
    ? value
    : typeof value === 'number' && Number.isFinite(value)
      ? String(value)
      : null;
const array = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** Longest id or text kept from a webhook (ids are far shorter; bodies are Meta-limited). */
const MAX_ID = 512;
const MAX_TEXT = 20_000;

/**
 * An ISO date from Meta's ms timestamp (a number or a numeric string; seconds are accepted too),
 * or null when absent or not believable against our receive time (`isBelievableProviderTime`:
 * a far-future time would skew ordering, windows and delivery watermarks).
 */
function isoOf(value: unknown, receivedAt: Date): string | null {
  const n = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isFinite(n) || n <= 0) return null;
  const ms = n < 1e12 ? n * 1000 : n;
  return isBelievableProviderTime(ms, receivedAt) ? new Date(ms).toISOString() : null;
}

function referralOf(value: unknown): MetaReferral | null {
  if (!isObject(value)) return null;
  return {
    ref: str(value.ref),
    source: str(value.source),
    type: str(value.type),
    adId: str(value.ad_id),
  };
}

function attachmentsOf(value: unknown): MetaAttachment[] {
  return array(value)
    .filter(isObject)
    .map((attachment) => ({
      type: str(attachment.type) ?? 'unknown',
      url: isObject(attachment.payload) ? str(attachment.payload.url) : null,
    }));
}

/** `[image]`, `[image] [video]`, or `[message]` when there is nothing to show. */
export function attachmentPlaceholder(attachments: MetaAttachment[], unsupported = false): string {
  if (attachments.length === 0) return unsupported ? '[unsupported]' : '[message]';
  return attachments.map((attachment) => `[${attachment.type}]`).join(' ');
}

/** Reads one `messaging[]`/`standby[]` item. */
function messagingEvent(
  item: Json,
  channel: MetaChannel,
  ownerId: string,
  fallbackTime: string,
  standby: boolean,
  receivedAt: Date,
): MetaEvent | null {
  const senderId = isObject(item.sender) ? str(item.sender.id) : null;
  const recipientId = isObject(item.recipient) ? str(item.recipient.id) : null;
  const occurredAt = isoOf(item.timestamp, receivedAt) ?? fallbackTime;
  const message = isObject(item.message) ? item.message : null;
  const echo = message?.is_echo === true;
  const userId = echo ? recipientId : senderId;
  if (!userId || userId.length > MAX_ID || userId === ownerId) return null;
  const base = { channel, ownerId, userId, occurredAt, standby };

  if (message) {
    const mid = str(message.mid);
    if (!mid || mid.length > MAX_ID) return null;
    if (message.is_deleted === true) return { ...base, kind: 'deleted', mid };
    const text = typeof message.text === 'string' ? message.text.slice(0, MAX_TEXT) : null;
    const attachments = attachmentsOf(message.attachments);
    return {
      ...base,
      kind: 'message',
      mid,
      text,
      body:
        text && text.length > 0
          ? text
          : attachmentPlaceholder(attachments, message.is_unsupported === true),
      attachments,
      quickReplyPayload: isObject(message.quick_reply) ? str(message.quick_reply.payload) : null,
      replyToMid: isObject(message.reply_to) ? str(message.reply_to.mid) : null,
      echo,
      metadata: echo ? str(message.metadata) : null,
      referral: referralOf(message.referral),
    };
  }
  if (isObject(item.postback)) {
    const postback = item.postback;
    return {
      ...base,
      kind: 'postback',
      mid: str(postback.mid) ?? `postback:${userId}:${Date.parse(occurredAt)}`,
      title: str(postback.title),
      payload: str(postback.payload),
      referral: referralOf(postback.referral),
    };
  }
  if (isObject(item.referral)) {
    return { ...base, kind: 'referral', referral: referralOf(item.referral)! };
  }
  if (isObject(item.delivery)) {
    const mids = array(item.delivery.mids)
      .map(str)
      .filter((mid): mid is string => mid !== null && mid.length <= MAX_ID);
    return {
      ...base,
      kind: 'delivery',
      mids,
      watermark: isoOf(item.delivery.watermark, receivedAt),
    };
  }
  if (isObject(item.read)) {
    const mid = str(item.read.mid);
    return {
      ...base,
      kind: 'read',
      mid: mid && mid.length <= MAX_ID ? mid : null,
      watermark: isoOf(item.read.watermark, receivedAt),
    };
  }
  if (isObject(item.reaction)) {
    const mid = str(item.reaction.mid);
    if (!mid || mid.length > MAX_ID) return null;
    return {
      ...base,
      kind: 'reaction',
      mid,
      action: item.reaction.action === 'unreact' ? 'unreact' : 'react',
      reaction: str(item.reaction.reaction),
      emoji: str(item.reaction.emoji),
    };
  }
  return null;
}

/** Reads one Instagram `comments` change value. */
function commentEvent(value: unknown, ownerId: string, occurredAt: string): MetaEvent | null {
  if (!isObject(value)) return null;
  const commentId = str(value.id);
  const from = isObject(value.from) ? value.from : null;
  const userId = from ? str(from.id) : null;
  const text = typeof value.text === 'string' ? value.text.slice(0, MAX_TEXT) : null;
  if (!commentId || !userId || text === null || userId === ownerId) return null;
  const media = isObject(value.media) ? value.media : null;
  return {
    kind: 'comment',
    channel: 'instagram',
    ownerId,
    userId,
    occurredAt,
    standby: false,
    commentId,
    username: from ? str(from.username) : null,
    text,
    mediaId: media ? str(media.id) : null,
    mediaProductType: media ? str(media.media_product_type) : null,
  };
}

/**
 * Reads a Messenger (`object: "page"`) or Instagram (`object: "instagram"`) notification for the
 * connection whose Page or Instagram account id is `ownerId`. Entries of another Page or account
 * are ignored (counted). `messaging[]` and `standby[]` items become events (see `MetaEvent`);
 * Instagram `changes[]` (or an entry-level `field`/`value`, as Meta's Instagram-login examples
 * show it) with `field: "comments"` become `comment` events.
 */
export function parseMetaWebhook(
  body: unknown,
  channel: MetaChannel,
  ownerId: string,
  receivedAt: Date = new Date(),
): ParsedMetaWebhook {
  const expectedObject = channel === 'messenger' ? 'page' : 'instagram';
  const result: ParsedMetaWebhook = { events: [], ignored: 0, unusable: [] };
  if (!isObject(body) || body.object !== expectedObject) {
    result.ignored += 1;
    const reason = isObject(body)
      ? `A notification for object ${JSON.stringify(body.object ?? null)}, not "${expectedObject}".`
      : 'The body is not a JSON object.';
    result.unusable.push({ reason, payload: body });
    return result;
  }
  for (const entry of array(body.entry)) {
    if (!isObject(entry) || str(entry.id) !== ownerId) {
      result.ignored += 1;
      continue;
    }
    const entryTime = isoOf(entry.time, receivedAt) ?? receivedAt.toISOString();
    const items: [unknown, boolean][] = [
      ...array(entry.messaging).map((item): [unknown, boolean] => [item, false]),
      ...array(entry.standby).map((item): [unknown, boolean] => [item, true]),
    ];
    for (const [item, standby] of items) {
      const event = isObject(item)
        ? messagingEvent(item, channel, ownerId, entryTime, standby, receivedAt)
        : null;
      if (event) result.events.push(event);
      else {
        result.ignored += 1;
        const reason = unusableReason(item, ownerId);
        if (reason) result.unusable.push({ reason, payload: item });
      }
    }
    if (channel !== 'instagram') continue;
    const changes = [
      ...array(entry.changes),
      ...(entry.field !== undefined ? [{ field: entry.field, value: entry.value }] : []),
    ];
    for (const change of changes) {
      const event =
        isObject(change) && change.field === 'comments'
          ? commentEvent(change.value, ownerId, entryTime)
          : null;
      if (event) result.events.push(event);
      else result.ignored += 1;
    }
  }
  return result;
}
