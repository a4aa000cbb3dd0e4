import type { ChannelEvent, ChannelPerson } from '../../../../../events';
import type { EntryPointTrigger } from '../../../../campaigns/domain';
import type { MetaEvent, MetaMessageEvent, MetaPostbackEvent, MetaReferral } from './meta-webhooks';
import { metaScope } from './meta-scope';

/** Prefix of the `message.metadata` Parley sends: its echo is ours, never recorded twice. */
export const PARLEY_METADATA_PREFIX = 'parley:';

/** The metadata kept with an inbound Meta message (only what it carried). */
function messageMetadata(event: MetaMessageEvent | MetaPostbackEvent): Record<string, unknown> {
  const metadata: Record<string, unknown> = {};
  if (event.kind === 'message') {
    if (event.attachments.length > 0) metadata.attachments = event.attachments;
    if (event.quickReplyPayload !== null) metadata.quickReplyPayload = event.quickReplyPayload;
    if (event.replyToMid !== null) metadata.replyTo = event.replyToMid;
  } else {
    metadata.postback = { title: event.title, payload: event.payload };
  }
  if (event.referral) metadata.referral = event.referral;
  if (event.standby) metadata.standby = true;
  return metadata;
}

/** A referral (link or ad) as an entry-point trigger. */
function referralTrigger(referral: MetaReferral): EntryPointTrigger {
  return { kind: 'referral', ref: referral.ref, adId: referral.adId, source: referral.source };
}

/** The person of a Meta event: their PSID/IGSID in the Page's or account's scope. */
function personOf(event: MetaEvent): ChannelPerson {
  return {
    scope: metaScope(event.channel, event.ownerId),
    userId: event.userId,
    phone: null,
    profileName: null,
  };
}

/**
 * A Messenger or Instagram webhook event in the channels' words (docs/channels.md#messenger-and-instagram).
 * Pure; null for what is not recorded (the echo of our own send).
 *
 * - `message`: an inbound text (attachments as `[image]`-style placeholders, recorded in
 *   `metadata.attachments` with their URLs; `quickReplyPayload`, `replyTo`, `referral`); it wakes
 *   automation unless it came through `standby` (another app controls the thread). A referral it
 *   carries (not from `standby`) is an entry point keyed by the `mid`.
 * - An echo (`is_echo`) of our own send (`metadata` `parley:…`) is null; any other echo is a
 *   message a person sent from Meta's own inbox (`echo`).
 * - `postback`: an inbound text (its title, else its payload) with `metadata.postback`, and the
 *   entry point of its `referral`.
 * - `is_deleted`: `deleted`. `delivery`/`read`: a `status` of our messages in the person's
 *   conversation (by `mids`, and up to the watermark or the read `mid`).
 * - `reaction`: a `message` of type `reaction` (never a reply, never wakes the bot), keyed by
 *   (message, person, time, action).
 * - `referral` alone: the person came back through a link or an ad (the window reopens), an
 *   entry point. Instagram `comment`: an entry point only (public, not a message).
 */
export function channelEventOf(event: MetaEvent): ChannelEvent | null {
  const { channel, ownerId } = event;
  const base = { channel, provider: channel, person: personOf(event) };
  switch (event.kind) {
    case 'message':
    case 'postback': {
      if (event.kind === 'message' && event.echo) {
        if (event.metadata?.startsWith(PARLEY_METADATA_PREFIX)) return null;
        return {
          kind: 'echo',
          ...base,
          externalId: event.mid,
          body: event.body,
          occurredAt: event.occurredAt,
        };
      }
      const body =
        event.kind === 'message' ? event.body : (event.title ?? event.payload ?? '[postback]');
      return {
        kind: 'message',
        ...base,
        externalId: event.mid,
        body,
        messageType: 'text',
        providerType: event.kind,
        reactsTo: null,
        receivedAt: event.occurredAt,
        metadata: messageMetadata(event),
        automation: !event.standby,
        entryPoint:
          event.referral && !event.standby
            ? {
                trigger: referralTrigger(event.referral),
                eventKey: `${channel}:${ownerId}:${event.mid}`,
              }
            : null,
      };
    }
    case 'deleted':
      return {
        kind: 'deleted',
        channel,
        provider: channel,
        externalId: event.mid,
        occurredAt: event.occurredAt,
      };
    case 'referral':
      return {
        kind: 'referral',
        channel,
        person: base.person,
        occurredAt: event.occurredAt,
        automation: !event.standby,
        entryPoint: {
          trigger: referralTrigger(event.referral),
          eventKey: `${channel}:${ownerId}:referral:${event.userId}:${Date.parse(event.occurredAt)}`,
        },
      };
    case 'delivery':
    case 'read':
      return {
        kind: 'status',
        ...base,
        status: event.kind === 'delivery' ? 'delivered' : 'read',
        externalIds: event.kind === 'delivery' ? event.mids : event.mid ? [event.mid] : [],
        upTo: event.watermark,
        upToExternalId: event.kind === 'read' && event.mid && !event.watermark ? event.mid : null,
        error: null,
        occurredAt: event.occurredAt,
      };
    case 'reaction': {
      const at = Date.parse(event.occurredAt);
      return {
        kind: 'message',
        ...base,
        externalId: `reaction:${event.mid}:${event.userId}:${at}:${event.action}`,
        body:
          event.action === 'unreact'
            ? '[reaction removed]'
            : (event.emoji ?? (event.reaction ? `[${event.reaction}]` : '[reaction]')),
        messageType: 'reaction',
        providerType: 'reaction',
        reactsTo: event.mid,
        receivedAt: event.occurredAt,
        metadata: {
          reactsTo: event.mid,
          action: event.action,
          ...(event.reaction ? { reaction: event.reaction } : {}),
        },
        automation: true,
        entryPoint: null,
      };
    }
    case 'comment':
      return {
        kind: 'comment',
        channel,
        person: base.person,
        occurredAt: event.occurredAt,
        automation: true,
        entryPoint: {
          trigger: {
            kind: 'comment',
            commentId: event.commentId,
            text: event.text,
            mediaId: event.mediaId,
            commentedAt: event.occurredAt,
          },
          eventKey: `${channel}:${ownerId}:comment:${event.commentId}`,
        },
      };
  }
}
