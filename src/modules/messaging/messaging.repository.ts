import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { type CursorPosition, Keyset } from '../../common/pagination/pagination';
import { type MessageStatus, type OutboundStatus, statusesBefore } from './domain/message-status';
import type { Conversation, Message, MessagePurpose } from './message.entity';

const MESSAGE_COLUMNS = `id, account_id AS "accountId", conversation_id AS "conversationId",
  contact_id AS "contactId", direction, channel, purpose, body, status, error_code AS "errorCode",
  error_message AS "errorMessage", campaign_id AS "campaignId", template_id AS "templateId",
  provider, external_id AS "externalId", handoff_started_at AS "handoffStartedAt",
  sent_at AS "sentAt", delivered_at AS "deliveredAt", read_at AS "readAt",
  failed_at AS "failedAt", created_at AS "createdAt", message_type AS "messageType",
  reacts_to_message_id AS "reactsToMessageId", metadata, reply_comment_id AS "replyCommentId",
  reply_comment_at AS "replyCommentAt", sent_parts AS "sentParts"`;

const CONVERSATION_COLUMNS = `id, account_id AS "accountId", contact_id AS "contactId", channel,
  custom_channel_id AS "customChannelId", campaign_id AS "campaignId", owner,
  last_message_at AS "lastMessageAt", last_inbound_at AS "lastInboundAt",
  last_read_at AS "lastReadAt", unread_count AS "unreadCount", created_at AS "createdAt",
  updated_at AS "updatedAt"`;

/** Messages page oldest first; the inbox most recent activity first (both exact to the µs). */
const MESSAGES = new Keyset('created_at', 'id');
const INBOX = new Keyset('COALESCE(c.last_message_at, c.created_at)', 'c.id', true);

/** Fields of a new outbound message. */
export interface NewOutboundMessage {
  /** The id to write it with (the caller linked it to its own row first); default: a new one. */
  id?: string;
  contactId: string;
  channel: string;
  body: string;
  purpose: MessagePurpose;
  campaignId: string | null;
  templateId: string | null;
  /** An Instagram private reply: the comment it answers (unique per account and comment). */
  replyTo?: { commentId: string; commentedAt: Date } | null;
}

/** Fields of an inbound message from a provider or a custom channel. */
export interface NewInboundMessage {
  contactId: string;
  channel: string;
  body: string;
  provider: string;
  externalId: string;
  receivedAt: Date;
  messageType?: 'text' | 'reaction';
  reactsToMessageId?: string | null;
  /** Extra fields the sender gave (custom channels: `toId`, `channel`, `status`). */
  metadata?: Record<string, unknown> | null;
}

/** Filters of the inbox (`GET /v1/conversations`); all optional, combined with AND. */
export interface InboxFilter {
  owner?: string;
  channel?: string;
  contactId?: string;
  campaignId?: string;
  /** Only conversations with inbound messages after the last read. */
  unread?: boolean;
}

/** One inbox row: the conversation, its contact and last message. */
export interface InboxRow extends Conversation {
  /** The sort key: last activity (`last_message_at`, or `created_at` before any message). */
  activityAt: Date;
  /** `activityAt` exactly, as text (`Keyset.cursorColumn`): the page's cursor. */
  cursorAt: string;
  contact: {
    firstName: string | null;
    lastName: string | null;
    phone: string | null;
    email: string | null;
  };
  lastMessage: {
    direction: 'inbound' | 'outbound';
    purpose: MessagePurpose;
    body: string;
    status: string;
    createdAt: Date;
  } | null;
}

/** Filters of a message page. */
export interface MessageFilter {
  contactId?: string;
  conversationId?: string;
}

/** The inbox statement: conversations with their contact and last message, `where` over `c`. */
function summariesSql(where: string): string {
  return `SELECT c.id, c.account_id AS "accountId", c.contact_id AS "contactId", c.channel,
              c.custom_channel_id AS "customChannelId", c.campaign_id AS "campaignId", c.owner,
              c.last_message_at AS "lastMessageAt", c.last_inbound_at AS "lastInboundAt",
              c.last_read_at AS "lastReadAt", c.unread_count AS "unreadCount",
              c.created_at AS "createdAt", c.updated_at AS "updatedAt",
              COALESCE(c.last_message_at, c.created_at) AS "activityAt", ${INBOX.cursorColumn},
              ct.first_name AS "firstName", ct.last_name AS "lastName", ct.phone, ct.email,
              lm.direction AS "lmDirection", lm.purpose AS "lmPurpose", lm.body AS "lmBody",
              lm.status AS "lmStatus", lm.created_at AS "lmCreatedAt"
         FROM conversations c
         LEFT JOIN contacts ct ON ct.account_id = c.account_id AND ct.id = c.contact_id
         LEFT JOIN LATERAL (
           SELECT direction, purpose, left(body, 200) AS body, status, created_at
             FROM messages m WHERE m.conversation_id = c.id
            ORDER BY m.created_at DESC, m.id DESC LIMIT 1) lm ON true
        WHERE ${where}`;
}

/**
 * The statement of one inbox page (`GET /v1/conversations`): the account's conversations, most
 * recent activity first (`last_message_at`, or `created_at` before any message; then id),
 * filtered (all optional, AND), `limit` rows after `after`. Reads `conversations_inbox_idx`
 * (with `owner`) or `conversations_activity_idx`. Exported so the inbox benchmark explains the
 * very statement the service runs.
 */
export function inboxPageQuery(
  accountId: string,
  filter: InboxFilter,
  limit: number,
  after: CursorPosition | null,
): { sql: string; params: unknown[] } {
  return {
    sql: summariesSql(`c.account_id = $1
          AND ($2::text IS NULL OR c.owner = $2)
          AND ($3::text IS NULL OR c.channel = $3)
          AND ($4::uuid IS NULL OR c.contact_id = $4)
          AND ($5::uuid IS NULL OR c.campaign_id = $5)
          AND (NOT $6 OR c.unread_count > 0)
          AND ($7::text IS NULL OR ${INBOX.after(7, 8)})
        ORDER BY ${INBOX.orderBy}
        LIMIT $9`),
    params: [
      accountId,
      filter.owner ?? null,
      filter.channel ?? null,
      filter.contactId ?? null,
      filter.campaignId ?? null,
      filter.unread === true,
      ...Keyset.params(after),
      limit,
    ],
  };
}

/**
 * Conversations and messages in PostgreSQL. Every method takes the account id first; methods
 * that take an `EntityManager` run in the caller's transaction.
 */
@Injectable()
export class MessagingRepository {
  constructor(private readonly dataSource: DataSource) {}

  private db(manager?: EntityManager): EntityManager {
    return manager ?? this.dataSource.manager;
  }

  /**
   * The conversation of (contact, channel, custom channel), created when missing (`ON CONFLICT`,
   * so concurrent first messages share one). A campaign id is attached when given: it replaces an
   * earlier one only when `replaceCampaign` (a send routed to a campaign), else fills a gap.
   */
  async ensureConversation(
    accountId: string,
    contactId: string,
    channel: string,
    campaignId: string | null,
    manager?: EntityManager,
    customChannelId: string | null = null,
    replaceCampaign = false,
  ): Promise<Conversation> {
    const rows: Conversation[] = await this.db(manager).query(
      `INSERT INTO conversations (account_id, contact_id, channel, campaign_id, custom_channel_id)
       VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (account_id, contact_id, channel, custom_channel_id) WHERE contact_id IS NOT NULL
       DO UPDATE SET campaign_id = CASE WHEN $6 AND EXCLUDED.campaign_id IS NOT NULL
                                        THEN EXCLUDED.campaign_id
                                        ELSE COALESCE(conversations.campaign_id, EXCLUDED.campaign_id) END
       RETURNING ${CONVERSATION_COLUMNS}`,
      [accountId, contactId, channel, campaignId, customChannelId, replaceCampaign],
    );
    return rows[0];
  }

  /**
   * Writes a `queued` outbound message in its conversation (its last activity moves).
   * @returns it, or null when `input.id` names a message that exists already (nothing written).
   */
  async insertOutbound(
    accountId: string,
    conversationId: string,
    input: NewOutboundMessage,
    manager: EntityManager,
  ): Promise<Message | null> {
    const rows: Message[] = await manager.query(
      `WITH inserted AS (
         INSERT INTO messages (id, account_id, conversation_id, contact_id, direction, channel,
                               purpose, body, status, campaign_id, template_id, reply_comment_id,
                               reply_comment_at)
         VALUES (COALESCE($9::uuid, gen_random_uuid()), $1, $2, $3, 'outbound', $4, $5, $6,
                 'queued', $7, $8, $10, $11)
         ON CONFLICT (id) DO NOTHING
         RETURNING ${MESSAGE_COLUMNS}),
       touched AS (
         UPDATE conversations
            SET last_message_at = date_trunc('milliseconds', now()),
                updated_at = date_trunc('milliseconds', now())
          WHERE id = $2 AND account_id = $1 AND EXISTS (SELECT 1 FROM inserted))
       SELECT * FROM inserted`,
      [
        accountId,
        conversationId,
        input.contactId,
        input.channel,
        input.purpose,
        input.body,
        input.campaignId,
        input.templateId,
        input.id ?? null,
        input.replyTo?.commentId ?? null,
        input.replyTo?.commentedAt ?? null,
      ],
    );
    return rows[0] ?? null;
  }

  /**
   * Records an inbound provider message unless the account already has that provider message id.
   *
   * @returns the new message, or null for a repeat.
   */
  async insertInbound(
    accountId: string,
    conversationId: string,
    input: NewInboundMessage,
    manager: EntityManager,
  ): Promise<Message | null> {
    const rows: Message[] = await manager.query(
      `WITH inserted AS (
         INSERT INTO messages (account_id, conversation_id, contact_id, direction, channel, purpose,
                               body, status, provider, external_id, created_at, message_type,
                               reacts_to_message_id, metadata)
         VALUES ($1, $2, $3, 'inbound', $4, 'inbound', $5, 'received', $6, $7, $8, $9, $10, $11)
         ON CONFLICT (account_id, provider, external_id) WHERE external_id IS NOT NULL DO NOTHING
         RETURNING ${MESSAGE_COLUMNS}),
       touched AS (
         UPDATE conversations
            SET last_message_at = date_trunc('milliseconds', now()),
                updated_at = date_trunc('milliseconds', now()),
                unread_count = unread_count + 1,
                last_inbound_at = GREATEST(last_inbound_at, (SELECT "createdAt" FROM inserted))
          WHERE id = $2 AND account_id = $1 AND EXISTS (SELECT 1 FROM inserted))
       SELECT * FROM inserted`,
      [
        accountId,
        conversationId,
        input.contactId,
        input.channel,
        input.body,
        input.provider,
        input.externalId,
        input.receivedAt,
        input.messageType ?? 'text',
        input.reactsToMessageId ?? null,
        input.metadata ? JSON.stringify(input.metadata) : null,
      ],
    );
    return rows[0] ?? null;
  }

  /** Serialises the recording of one provider message id across transactions (released at commit). */
  async lockExternalId(
    accountId: string,
    provider: string,
    externalId: string,
    manager: EntityManager,
  ): Promise<void> {
    await manager.query(`SELECT pg_advisory_xact_lock(hashtextextended($1, 11))`, [
      `message:${accountId}:${provider}:${externalId}`,
    ]);
  }

  /** The id of the account's message with that provider id (a repeat's first recording), or null. */
  async findIdByExternalId(
    accountId: string,
    provider: string,
    externalId: string,
    manager?: EntityManager,
  ): Promise<string | null> {
    const rows: { id: string }[] = await this.db(manager).query(
      `SELECT id FROM messages WHERE account_id = $1 AND provider = $2 AND external_id = $3`,
      [accountId, provider, externalId],
    );
    return rows[0]?.id ?? null;
  }

  /**
   * The message a reaction is about: by our id, or by the provider/custom-channel id the account
   * knows it by. @returns its id, or null when it cannot be found.
   */
  async findReactionTarget(
    accountId: string,
    reference: string,
    manager?: EntityManager,
  ): Promise<string | null> {
    const rows: { id: string }[] = await this.db(manager).query(
      `SELECT id FROM messages
        WHERE account_id = $1
          AND (external_id = $2 OR (id::text = $2 AND $2 ~ '^[0-9a-f-]{36}$'))
        ORDER BY created_at DESC LIMIT 1`,
      [accountId, reference],
    );
    return rows[0]?.id ?? null;
  }

  /** Whether the contact has written to the account (a text on any channel; reactions do not count), ever or since `since`. */
  async hasInbound(
    accountId: string,
    contactId: string,
    manager: EntityManager | undefined,
    since: Date | null,
  ): Promise<boolean> {
    const rows: unknown[] = await this.db(manager).query(
      `SELECT 1 FROM messages
        WHERE account_id = $1 AND contact_id = $2 AND direction = 'inbound' AND message_type = 'text'
          AND ($3::timestamptz IS NULL OR created_at >= $3) LIMIT 1`,
      [accountId, contactId, since],
    );
    return rows.length > 0;
  }

  async findMessage(
    accountId: string,
    id: string,
    manager?: EntityManager,
  ): Promise<Message | null> {
    const rows: Message[] = await this.db(manager).query(
      `SELECT ${MESSAGE_COLUMNS} FROM messages WHERE account_id = $1 AND id = $2`,
      [accountId, id],
    );
    return rows[0] ?? null;
  }

  /**
   * Marks a queued message for the `message.send` job: due now (database clock), in the caller's
   * transaction. @returns the due time.
   */
  async scheduleSend(accountId: string, id: string, manager: EntityManager): Promise<Date> {
    const rows: { dueAt: Date }[] = await manager.query(
      `WITH updated AS (
         UPDATE messages SET send_due_at = now()
          WHERE account_id = $1 AND id = $2 AND status = 'queued'
          RETURNING send_due_at AS "dueAt")
       SELECT * FROM updated`,
      [accountId, id],
    );
    return rows[0]?.dueAt ?? new Date();
  }

  /**
   * Claims one hand-off attempt of a message scheduled with `scheduleSend`: sets
   * `handoff_started_at` and counts the attempt, only while it is queued, not being handed off,
   * and due (with `earlyMs` of slack for timers that fire a little early). One short statement,
   * so two jobs for the same message never both hand it to the provider. Private replies to
   * Instagram comments are claimed by `claimPrivateReply` (they take a slot of an hourly budget).
   *
   * @returns the message and its attempt number (1 = first), or null when not claimable now.
   */
  async claimSend(
    accountId: string,
    id: string,
    earlyMs: number,
  ): Promise<{ message: Message; attempt: number } | null> {
    const rows: (Message & { attempt: number })[] = await this.dataSource.query(
      `WITH claimed AS (
         UPDATE messages SET handoff_started_at = clock_timestamp(), send_attempts = send_attempts + 1
          WHERE account_id = $1 AND id = $2 AND status = 'queued' AND handoff_started_at IS NULL
            AND send_due_at <= clock_timestamp() + ($3 || ' milliseconds')::interval
            AND reply_comment_id IS NULL
          RETURNING ${MESSAGE_COLUMNS}, send_attempts AS attempt)
       SELECT * FROM claimed`,
      [accountId, id, String(earlyMs)],
    );
    if (!rows[0]) return null;
    const { attempt, ...message } = rows[0];
    return { message: message as Message, attempt };
  }

  /**
   * Claims one hand-off attempt of a private reply to an Instagram comment, as `claimSend` does,
   * within the account's budget of private replies per sliding hour on its channel (`decide`, the
   * pure `privateReplySlot`, given the slots taken in the last hour, newest first, and the
   * database's now). Serialised per account and channel (a transaction-scoped advisory lock), so
   * concurrent claims in any process never exceed the budget. A claim takes a slot
   * (`reply_slot_at`); over budget, the message stays queued and is due at `retryAt` (durable:
   * the sweeper re-enqueues it if its job is lost).
   *
   * @returns the claim, `{retryAt}` when over budget, or null when not claimable now.
   */
  async claimPrivateReply(
    accountId: string,
    id: string,
    earlyMs: number,
    perHour: number,
    decide: (slots: Date[], now: Date) => { ok: true } | { ok: false; retryAt: Date },
  ): Promise<{ message: Message; attempt: number } | { retryAt: Date } | null> {
    return this.dataSource.transaction(async (manager) => {
      const candidates: { channel: string; now: Date }[] = await manager.query(
        `SELECT channel, clock_timestamp() AS now FROM messages
          WHERE account_id = $1 AND id = $2 AND status = 'queued' AND handoff_started_at IS NULL
            AND send_due_at <= clock_timestamp() + ($3 || ' milliseconds')::interval
            AND reply_comment_id IS NOT NULL`,
        [accountId, id, String(earlyMs)],
      );
      if (!candidates[0]) return null;
      const { channel } = candidates[0];
      await manager.query(`SELECT pg_advisory_xact_lock(hashtextextended($1, 13))`, [
        `private-replies:${accountId}:${channel}`,
      ]);
      const slots: { at: Date; now: Date }[] = await manager.query(
        `SELECT reply_slot_at AS at, clock_timestamp() AS now FROM messages
          WHERE account_id = $1 AND channel = $2 AND id <> $3
            AND reply_slot_at > clock_timestamp() - interval '1 hour'
          ORDER BY reply_slot_at DESC LIMIT $4`,
        [accountId, channel, id, perHour],
      );
      const now: Date = slots[0]?.now ?? candidates[0].now;
      const decision = decide(
        slots.map((slot) => slot.at),
        now,
      );
      if (!decision.ok) {
        await manager.query(
          `UPDATE messages SET send_due_at = $3
            WHERE account_id = $1 AND id = $2 AND status = 'queued' AND handoff_started_at IS NULL`,
          [accountId, id, decision.retryAt],
        );
        return { retryAt: decision.retryAt };
      }
      const rows: (Message & { attempt: number })[] = await manager.query(
        `WITH claimed AS (
           UPDATE messages SET handoff_started_at = clock_timestamp(),
                  send_attempts = send_attempts + 1, reply_slot_at = clock_timestamp()
            WHERE account_id = $1 AND id = $2 AND status = 'queued' AND handoff_started_at IS NULL
              AND reply_comment_id IS NOT NULL
            RETURNING ${MESSAGE_COLUMNS}, send_attempts AS attempt)
         SELECT * FROM claimed`,
        [accountId, id],
      );
      if (!rows[0]) return null;
      const { attempt, ...message } = rows[0];
      return { message: message as Message, attempt };
    });
  }

  /**
   * Records that Meta accepted part `index` (0-based) of a long text with `externalId`, while the
   * hand-off runs (only when it is the next part: a stale call changes nothing), so a retried
   * hand-off never sends it again.
   */
  async recordSentPart(
    accountId: string,
    id: string,
    index: number,
    externalId: string,
  ): Promise<void> {
    await this.dataSource.query(
      `UPDATE messages SET sent_parts = array_append(sent_parts, $4)
        WHERE account_id = $1 AND id = $2 AND status = 'queued'
          AND handoff_started_at IS NOT NULL AND cardinality(sent_parts) = $3`,
      [accountId, id, index, externalId],
    );
  }

  /**
   * Whether the account's comment has a private reply other than message `exceptId` (Meta allows
   * one per comment; the unique index holds it, this lets a send be skipped instead of refused).
   */
  async hasPrivateReply(
    accountId: string,
    commentId: string,
    exceptId: string | null,
    manager?: EntityManager,
  ): Promise<boolean> {
    const rows: unknown[] = await this.db(manager).query(
      `SELECT 1 FROM messages
        WHERE account_id = $1 AND reply_comment_id = $2 AND id IS DISTINCT FROM $3 LIMIT 1`,
      [accountId, commentId, exceptId],
    );
    return rows.length > 0;
  }

  /**
   * Ends a claimed attempt the provider refused for now: queued again, due at `dueAt`.
   * @returns false when the message was no longer being handed off (settled meanwhile).
   */
  async rescheduleSend(accountId: string, id: string, dueAt: Date): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(
      `WITH updated AS (
         UPDATE messages SET handoff_started_at = NULL, send_due_at = $3
          WHERE account_id = $1 AND id = $2 AND status = 'queued' AND handoff_started_at IS NOT NULL
          RETURNING id)
       SELECT * FROM updated`,
      [accountId, id, dueAt],
    );
    return rows.length > 0;
  }

  /**
   * Cross-tenant (the sweeper's): queued messages of the `message.send` job that are due for
   * longer than `graceMs` and not being handed off, i.e. whose job was lost.
   */
  async dueSendsAcrossAccounts(
    graceMs: number,
    limit: number,
  ): Promise<{ id: string; accountId: string; dueAt: Date }[]> {
    return this.dataSource.query(
      `SELECT id, account_id AS "accountId", send_due_at AS "dueAt" FROM messages
        WHERE status = 'queued' AND handoff_started_at IS NULL AND send_due_at IS NOT NULL
          AND send_due_at < now() - ($1 || ' milliseconds')::interval
        ORDER BY send_due_at LIMIT $2`,
      [String(graceMs), limit],
    );
  }

  /**
   * One message's status move: `assignments` applied only while its status is one of `from`
   * (the forward-only guard; `statusesBefore` of the domain for forward moves) and `condition`
   * holds. `$1`/`$2` are the account and message ids, `$3` the `from` list, `params` follow from
   * `$4`.
   *
   * @returns the message as updated, or null when it was not in one of `from`.
   */
  private async move(
    manager: EntityManager,
    accountId: string,
    id: string,
    from: MessageStatus[],
    assignments: string,
    params: unknown[] = [],
    condition = 'true',
  ): Promise<Message | null> {
    const rows: Message[] = await manager.query(
      `WITH updated AS (
         UPDATE messages SET ${assignments}
          WHERE account_id = $1 AND id = $2 AND direction = 'outbound' AND status = ANY ($3::text[])
            AND ${condition}
          RETURNING ${MESSAGE_COLUMNS})
       SELECT * FROM updated`,
      [accountId, id, from, ...params],
    );
    return rows[0] ?? null;
  }

  /** queued → sent with the provider's id; `sent_at` is the moment of the write. */
  markSent(
    accountId: string,
    id: string,
    provider: string,
    externalId: string,
    manager: EntityManager,
  ): Promise<Message | null> {
    return this.move(
      manager,
      accountId,
      id,
      statusesBefore('sent'),
      `status = 'sent', provider = $4, external_id = $5, sent_at = clock_timestamp(),
       handoff_started_at = NULL`,
      [provider, externalId],
    );
  }

  /**
   * queued|sent → failed with the error. A long Meta text failing after some of its parts were
   * accepted keeps the first part's id as its external id (and its provider), so the half that
   * arrived stays traceable.
   */
  markFailed(
    accountId: string,
    id: string,
    code: string,
    message: string,
    manager?: EntityManager,
  ): Promise<Message | null> {
    return this.move(
      this.db(manager),
      accountId,
      id,
      statusesBefore('failed'),
      `status = 'failed', error_code = $4, error_message = $5, failed_at = clock_timestamp(),
       handoff_started_at = NULL, external_id = COALESCE(external_id, sent_parts[1]),
       provider = COALESCE(provider, CASE WHEN cardinality(sent_parts) > 0 THEN channel END)`,
      [code, message.slice(0, 1000)],
    );
  }

  /**
   * A custom-channel message the receiver accepted: → delivered (`sent_at` and `delivered_at`
   * now). @returns the message, or null when it had moved past that already or failed.
   */
  markDelivered(accountId: string, id: string, manager: EntityManager): Promise<Message | null> {
    return this.move(
      manager,
      accountId,
      id,
      statusesBefore('delivered'),
      `status = 'delivered', sent_at = COALESCE(sent_at, clock_timestamp()),
       delivered_at = clock_timestamp(), handoff_started_at = NULL`,
    );
  }

  /**
   * The one move back, for a redelivery: a failed outbound message is queued again, its error
   * cleared. @returns the message, or null when it was not failed.
   */
  requeueFailed(accountId: string, id: string, manager: EntityManager): Promise<Message | null> {
    return this.move(
      manager,
      accountId,
      id,
      ['failed'],
      `status = 'queued', error_code = NULL, error_message = NULL, failed_at = NULL`,
    );
  }

  /** Sets who answers a conversation. @returns the conversation, or null when there is none. */
  async setOwner(
    accountId: string,
    id: string,
    owner: string,
    manager: EntityManager,
  ): Promise<Conversation | null> {
    const rows: Conversation[] = await manager.query(
      `WITH updated AS (
         UPDATE conversations SET owner = $3,
                bot_reply_due_at = CASE WHEN $3 = 'bot' THEN bot_reply_due_at ELSE NULL END,
                updated_at = date_trunc('milliseconds', now())
          WHERE account_id = $1 AND id = $2
          RETURNING ${CONVERSATION_COLUMNS})
       SELECT * FROM updated`,
      [accountId, id, owner],
    );
    return rows[0] ?? null;
  }

  /**
   * Marks the conversation read now (`last_read_at`, `unread_count` back to 0), in the caller's
   * transaction. @returns it, or null when not the account's.
   */
  async markRead(
    accountId: string,
    id: string,
    manager: EntityManager,
  ): Promise<Conversation | null> {
    const rows: Conversation[] = await manager.query(
      `WITH updated AS (
         UPDATE conversations SET last_read_at = clock_timestamp(), unread_count = 0,
                updated_at = date_trunc('milliseconds', now())
          WHERE account_id = $1 AND id = $2
          RETURNING ${CONVERSATION_COLUMNS})
       SELECT * FROM updated`,
      [accountId, id],
    );
    return rows[0] ?? null;
  }

  /**
   * Applies a provider status report to the message with that provider id, only when the move is
   * forward (the guard comes from the domain's `statusesBefore`).
   *
   * @returns the updated message, 'ignored' (a stale or repeated report), or 'unknown' (no such message).
   */
  async applyStatus(
    accountId: string,
    provider: string,
    externalId: string,
    status: OutboundStatus,
    error: { code: string; message: string } | null,
    occurredAt: Date,
    manager?: EntityManager,
  ): Promise<Message | 'ignored' | 'unknown'> {
    const rows: { updatedId: string | null; known: boolean }[] = await this.db(manager).query(
      `WITH target AS (
         SELECT id FROM messages WHERE account_id = $1 AND provider = $2 AND external_id = $3),
       updated AS (
         UPDATE messages m
            SET status = $4,
                sent_at = COALESCE(m.sent_at, $7),
                delivered_at = CASE WHEN $4 IN ('delivered', 'read') THEN COALESCE(m.delivered_at, $7) ELSE m.delivered_at END,
                read_at = CASE WHEN $4 = 'read' THEN $7 ELSE m.read_at END,
                failed_at = CASE WHEN $4 = 'failed' THEN $7 ELSE m.failed_at END,
                error_code = CASE WHEN $4 = 'failed' THEN $5 ELSE m.error_code END,
                error_message = CASE WHEN $4 = 'failed' THEN $6 ELSE m.error_message END
          WHERE m.id IN (SELECT id FROM target) AND m.status = ANY($8::text[])
          RETURNING m.id)
       SELECT (SELECT id FROM updated LIMIT 1) AS "updatedId", EXISTS (SELECT 1 FROM target) AS known`,
      [
        accountId,
        provider,
        externalId,
        status,
        error?.code ?? null,
        error?.message ?? null,
        occurredAt,
        statusesBefore(status),
      ],
    );
    const row = rows[0];
    if (row.updatedId) return (await this.findMessage(accountId, row.updatedId, manager))!;
    return row.known ? 'ignored' : 'unknown';
  }

  /**
   * Up to `limit` messages in (created_at, id) order after `after`, filtered by contact or
   * conversation. A message's `created_at` may carry microseconds while a cursor carries
   * milliseconds (a JS Date), so both sides compare the column truncated to the millisecond:
   * comparing the raw column repeated the last row of a page on PostgreSQL.
   */
  async pageMessages(
    accountId: string,
    filter: MessageFilter,
    limit: number,
    after: CursorPosition | null,
  ): Promise<Message[]> {
    return this.dataSource.query(
      `SELECT ${MESSAGE_COLUMNS}, ${MESSAGES.cursorColumn} FROM messages
        WHERE account_id = $1
          AND ($2::uuid IS NULL OR contact_id = $2)
          AND ($3::uuid IS NULL OR conversation_id = $3)
          AND ($4::text IS NULL OR ${MESSAGES.after(4, 5)})
        ORDER BY ${MESSAGES.orderBy}
        LIMIT $6`,
      [
        accountId,
        filter.contactId ?? null,
        filter.conversationId ?? null,
        ...Keyset.params(after),
        limit,
      ],
    );
  }

  /**
   * The inbox (`GET /v1/conversations`): a page of the account's conversations, most recent
   * activity first (`last_message_at`, or `created_at` before any message; then id), filtered
   * (all optional, AND), each with its contact, last message (body cut to 200 characters) and
   * unread count. Reads `conversations_inbox_idx` (with `owner`) or `conversations_activity_idx`.
   */
  async pageInbox(
    accountId: string,
    filter: InboxFilter,
    limit: number,
    after: CursorPosition | null,
  ): Promise<InboxRow[]> {
    const { sql, params } = inboxPageQuery(accountId, filter, limit, after);
    return this.summaries(sql, params);
  }

  /** One conversation as the inbox shows it (`GET /v1/conversations/{id}`), or null. */
  async findSummary(accountId: string, id: string): Promise<InboxRow | null> {
    const rows = await this.summaries(summariesSql(`c.account_id = $1 AND c.id = $2`), [
      accountId,
      id,
    ]);
    return rows[0] ?? null;
  }

  /** Runs a `summariesSql` statement: conversations with their contact and last message. */
  private async summaries(sql: string, params: unknown[]): Promise<InboxRow[]> {
    const rows: (Conversation & Record<string, unknown>)[] = await this.dataSource.query(
      sql,
      params,
    );
    // (fields copied one by one: an object rest spread of each row cost 4 % of an inbox page)
    return rows.map((row) => ({
      id: row.id,
      accountId: row.accountId,
      contactId: row.contactId,
      channel: row.channel,
      customChannelId: row.customChannelId,
      campaignId: row.campaignId,
      owner: row.owner,
      lastMessageAt: row.lastMessageAt,
      lastInboundAt: row.lastInboundAt,
      lastReadAt: row.lastReadAt,
      unreadCount: row.unreadCount,
      createdAt: row.createdAt,
      updatedAt: row.updatedAt,
      activityAt: row.activityAt as Date,
      cursorAt: row.cursorAt as string,
      contact: {
        firstName: row.firstName as string | null,
        lastName: row.lastName as string | null,
        phone: row.phone as string | null,
        email: row.email as string | null,
      },
      lastMessage: row.lmDirection
        ? {
            direction: row.lmDirection as 'inbound' | 'outbound',
            purpose: row.lmPurpose as MessagePurpose,
            body: row.lmBody as string,
            status: row.lmStatus as string,
            createdAt: row.lmCreatedAt as Date,
          }
        : null,
    }));
  }

  async findConversation(accountId: string, id: string): Promise<Conversation | null> {
    const rows: Conversation[] = await this.dataSource.query(
      `SELECT ${CONVERSATION_COLUMNS} FROM conversations WHERE account_id = $1 AND id = $2`,
      [accountId, id],
    );
    return rows[0] ?? null;
  }

  /**
   * The conversation locked in the caller's transaction (a change of owner elsewhere waits for
   * the commit); with `owner`, only while that owner answers it. @returns it, or null.
   */
  async lock(
    accountId: string,
    id: string,
    manager: EntityManager,
    owner: string | null = null,
  ): Promise<Conversation | null> {
    const rows: Conversation[] = await manager.query(
      `SELECT ${CONVERSATION_COLUMNS} FROM conversations
        WHERE account_id = $1 AND id = $2 AND ($3::text IS NULL OR owner = $3) FOR UPDATE`,
      [accountId, id, owner],
    );
    return rows[0] ?? null;
  }

  /** The conversation's `limit` most recent messages, oldest first. */
  async lastMessages(accountId: string, conversationId: string, limit: number): Promise<Message[]> {
    return this.dataSource.query(
      `SELECT * FROM (
         SELECT ${MESSAGE_COLUMNS} FROM messages
          WHERE account_id = $1 AND conversation_id = $2
          ORDER BY created_at DESC, id DESC LIMIT $3) recent
        ORDER BY "createdAt", id`,
      [accountId, conversationId, limit],
    );
  }

  /** Counts of messages by direction and status, for /metrics. */
  /**
   * Per campaign of `campaignIds` (of the account): its opening messages reported delivered (or
   * read since) and read. Campaigns with none are absent.
   */
  async openingsDeliveredAndRead(
    accountId: string,
    campaignIds: string[],
  ): Promise<{ campaignId: string; delivered: number; read: number }[]> {
    return this.dataSource.query(
      `SELECT campaign_id AS "campaignId", count(*)::int AS delivered,
              count(*) FILTER (WHERE status = 'read')::int AS read
         FROM messages
        WHERE account_id = $1 AND campaign_id = ANY($2::uuid[]) AND purpose = 'opening'
          AND status IN ('delivered', 'read')
        GROUP BY campaign_id`,
      [accountId, campaignIds],
    );
  }

  async countByStatus(): Promise<{ direction: string; status: string; count: number }[]> {
    return this.dataSource.query(
      `SELECT direction, status, count(*)::int AS count FROM messages GROUP BY direction, status`,
    );
  }

  /**
   * Cross-tenant (the outbound sweeper's): messages whose hand-off began more than `olderThanMs`
   * ago and never finished (the worker died mid-send), oldest first.
   */
  async interruptedHandoffsAcrossAccounts(
    olderThanMs: number,
    limit: number,
  ): Promise<{ id: string; accountId: string }[]> {
    return this.dataSource.query(
      `SELECT id, account_id AS "accountId" FROM messages
        WHERE status = 'queued' AND handoff_started_at < now() - ($1 || ' milliseconds')::interval
        ORDER BY handoff_started_at LIMIT $2`,
      [String(olderThanMs), limit],
    );
  }

  /**
   * Fails one interrupted hand-off (see `interruptedHandoffsAcrossAccounts`) with
   * `SEND_INTERRUPTED`, in the caller's transaction, if it is still interrupted.
   * @returns the message as failed, or null when it settled meanwhile.
   */
  failInterrupted(
    accountId: string,
    id: string,
    olderThanMs: number,
    manager: EntityManager,
  ): Promise<Message | null> {
    return this.move(
      manager,
      accountId,
      id,
      ['queued'],
      `status = 'failed', error_code = 'SEND_INTERRUPTED', failed_at = clock_timestamp(),
       error_message = 'The worker stopped while handing this message to the provider; it is not sent again, so that it can never arrive twice.',
       handoff_started_at = NULL`,
      [String(olderThanMs)],
      `handoff_started_at < now() - ($4 || ' milliseconds')::interval`,
    );
  }

  /**
   * The bot's debounce mark: the conversation's reply is due at `dueAt`, or later when a newer
   * message already moved it. A message received before the last claimed reply (a redelivered
   * event) sets nothing. @returns the due time now set, or null (not the bot's, or answered).
   */
  async scheduleBotReply(
    accountId: string,
    conversationId: string,
    dueAt: Date,
    receivedAt: Date,
  ): Promise<Date | null> {
    const rows: { dueAt: Date }[] = await this.dataSource.query(
      `WITH updated AS (
         UPDATE conversations
            SET bot_reply_due_at = GREATEST(COALESCE(bot_reply_due_at, $3), $3)
          WHERE account_id = $1 AND id = $2 AND owner = 'bot'
            AND (bot_answered_through IS NULL OR bot_answered_through < $4)
          RETURNING bot_reply_due_at AS "dueAt")
       SELECT * FROM updated`,
      [accountId, conversationId, dueAt, receivedAt],
    );
    return rows[0]?.dueAt ?? null;
  }

  /**
   * Claims a due bot reply (clears the mark): at most one job answers a burst.
   * @returns the conversation, or null when not due (a newer message moved it), already
   * claimed, or no longer the bot's.
   */
  async claimBotReply(
    accountId: string,
    conversationId: string,
    earlyMs: number,
  ): Promise<Conversation | null> {
    const rows: Conversation[] = await this.dataSource.query(
      `WITH claimed AS (
         UPDATE conversations SET bot_reply_due_at = NULL, bot_answered_through = clock_timestamp()
          WHERE account_id = $1 AND id = $2 AND owner = 'bot'
            AND bot_reply_due_at <= clock_timestamp() + ($3 || ' milliseconds')::interval
          RETURNING ${CONVERSATION_COLUMNS})
       SELECT * FROM claimed`,
      [accountId, conversationId, String(earlyMs)],
    );
    return rows[0] ?? null;
  }

  /** Conversations whose bot reply is overdue by more than `graceMs` (their job was lost). */
  async overdueBotReplies(
    graceMs: number,
    limit: number,
  ): Promise<{ accountId: string; id: string; dueAt: Date }[]> {
    return this.dataSource.query(
      `SELECT account_id AS "accountId", id, bot_reply_due_at AS "dueAt" FROM conversations
        WHERE bot_reply_due_at < now() - ($1 || ' milliseconds')::interval
        ORDER BY bot_reply_due_at LIMIT $2`,
      [String(graceMs), limit],
    );
  }

  /** bot → human, clearing a pending reply. @returns the conversation, or null when the bot did not own it. */
  async handOffFromBot(
    accountId: string,
    id: string,
    manager: EntityManager,
  ): Promise<Conversation | null> {
    const rows: Conversation[] = await manager.query(
      `WITH updated AS (
         UPDATE conversations SET owner = 'human', bot_reply_due_at = NULL,
                updated_at = date_trunc('milliseconds', now())
          WHERE account_id = $1 AND id = $2 AND owner = 'bot' RETURNING ${CONVERSATION_COLUMNS})
       SELECT * FROM updated`,
      [accountId, id],
    );
    return rows[0] ?? null;
  }

  /**
   * The person reached the account without a message (a Meta `referral` in an existing thread):
   * it counts as their latest interaction for the messaging window (Meta: the referral reopens
   * it), so `last_inbound_at` moves to `at` when that is later. Nothing is unread.
   */
  async touchInbound(
    accountId: string,
    conversationId: string,
    at: Date,
    manager: EntityManager,
  ): Promise<void> {
    await manager.query(
      `UPDATE conversations SET last_inbound_at = GREATEST(last_inbound_at, $3),
              updated_at = date_trunc('milliseconds', now())
        WHERE account_id = $1 AND id = $2`,
      [accountId, conversationId, at],
    );
  }

  /**
   * Something other than the bot answers the conversation's messages up to `at` (an entry-point
   * campaign's opening answers the message that carried the entry point): the bot's debounce
   * then skips them (`scheduleBotReply` needs a message after `bot_answered_through`).
   */
  async markAnsweredThrough(
    accountId: string,
    conversationId: string,
    at: Date,
    manager: EntityManager,
  ): Promise<void> {
    await manager.query(
      `UPDATE conversations SET bot_answered_through = GREATEST(bot_answered_through, $3)
        WHERE account_id = $1 AND id = $2`,
      [accountId, conversationId, at],
    );
  }

  /**
   * Erasure (issue 14): replaces the bodies of the contact's messages with `erasedBody` and drops
   * their metadata, keeping the rows (counts, credits) and their `external_id` (provider status
   * callbacks). @returns how many messages were changed.
   */
  async eraseBodiesOfContact(
    accountId: string,
    contactId: string,
    erasedBody: string,
    manager: EntityManager,
  ): Promise<number> {
    const rows: unknown[] = await manager.query(
      `WITH erased AS (
         UPDATE messages SET body = $3, metadata = NULL
          WHERE account_id = $1 AND contact_id = $2 RETURNING id)
       SELECT * FROM erased`,
      [accountId, contactId, erasedBody],
    );
    return rows.length;
  }

  /** Every conversation of the contact, oldest first (export). */
  async conversationsOfContact(
    accountId: string,
    contactId: string,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<Conversation[]> {
    return manager.query(
      `SELECT ${CONVERSATION_COLUMNS} FROM conversations
        WHERE account_id = $1 AND contact_id = $2 ORDER BY created_at, id`,
      [accountId, contactId],
    );
  }

  /** Every message of the contact, oldest first (export). */
  async messagesOfContact(
    accountId: string,
    contactId: string,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<Message[]> {
    return manager.query(
      `SELECT ${MESSAGE_COLUMNS} FROM messages
        WHERE account_id = $1 AND contact_id = $2 ORDER BY created_at, id`,
      [accountId, contactId],
    );
  }

  /**
   * Moves the conversation's outbound messages forward to `status` (`delivered`/`read`): those
   * with one of `externalIds` (provider ids), and those sent at or before `upTo` (Meta's
   * watermark), each only when the move is forward (`statusesBefore`).
   *
   * @returns the messages moved.
   */
  async advanceOutbound(
    accountId: string,
    conversationId: string,
    status: 'delivered' | 'read',
    externalIds: string[],
    upTo: Date | null,
    occurredAt: Date,
    manager: EntityManager,
  ): Promise<Message[]> {
    return manager.query(
      `WITH updated AS (
         UPDATE messages m
            SET status = $3,
                delivered_at = COALESCE(m.delivered_at, $6),
                read_at = CASE WHEN $3 = 'read' THEN COALESCE(m.read_at, $6) ELSE m.read_at END
          WHERE m.account_id = $1 AND m.conversation_id = $2 AND m.direction = 'outbound'
            AND m.status = ANY($7::text[])
            AND (m.external_id = ANY($4::text[]) OR (m.sent_at IS NOT NULL AND m.sent_at <= $5))
          RETURNING ${MESSAGE_COLUMNS})
       SELECT * FROM updated ORDER BY "createdAt", id`,
      [accountId, conversationId, status, externalIds, upTo, occurredAt, statusesBefore(status)],
    );
  }

  /** When the account's message with that provider id was sent, or null (unknown, not sent). */
  async sentAtOf(
    accountId: string,
    provider: string,
    externalId: string,
    manager?: EntityManager,
  ): Promise<Date | null> {
    const rows: { sentAt: Date | null }[] = await this.db(manager).query(
      `SELECT sent_at AS "sentAt" FROM messages
        WHERE account_id = $1 AND provider = $2 AND external_id = $3`,
      [accountId, provider, externalId],
    );
    return rows[0]?.sentAt ?? null;
  }

  /**
   * Adds `patch` to the metadata of the account's message with that provider id (e.g. Meta's
   * `is_deleted`: `{deleted: true, deletedAt}`). @returns whether there was such a message.
   */
  async annotateByExternalId(
    accountId: string,
    provider: string,
    externalId: string,
    patch: Record<string, unknown>,
    manager?: EntityManager,
  ): Promise<boolean> {
    const rows: unknown[] = await this.db(manager).query(
      `WITH updated AS (
         UPDATE messages SET metadata = COALESCE(metadata, '{}'::jsonb) || $4::jsonb
          WHERE account_id = $1 AND provider = $2 AND external_id = $3 RETURNING id)
       SELECT id FROM updated`,
      [accountId, provider, externalId, JSON.stringify(patch)],
    );
    return rows.length > 0;
  }
}
