import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { type CursorPosition, Keyset } from '../../../common/pagination/pagination';
import type { AdReferral } from '../../../events';
import type { MessagePurpose } from '../domain/author';
import { MESSAGE_COLUMNS } from '../sql-columns';
import type { Message } from './message.entity';

/** Messages page oldest first (exact to the µs). */
const MESSAGES = new Keyset('created_at', 'id');

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
  /** The person who writes it (a `human` reply from a session), else null. */
  authorUserId?: string | null;
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
  /** WhatsApp: the ad it came from (docs/channels.md#click-to-whatsapp-ads). */
  referral?: AdReferral | null;
}

/** Filters of a message page. */
export interface MessageFilter {
  contactId?: string;
  conversationId?: string;
  /** Only messages of conversations assigned to this user (a restricted agent). */
  assigneeId?: string;
}

/** Messages of conversations assigned to the user in parameter `$n` (or every message when it is NULL). */
function ofAssignee(n: number): string {
  return `($${n}::uuid IS NULL OR conversation_id IN
    (SELECT id FROM conversations WHERE account_id = $1 AND assignee_id = $${n}))`;
}

/**
 * Messages in PostgreSQL (docs/conversations.md#messages): writing them, reading them, and what
 * erasure and export need. Status moves are `MessageStatesRepository`'s, the send bookkeeping
 * `SendsRepository`'s. Every method takes the account id first (cross-tenant metrics aside);
 * methods that take an `EntityManager` run in the caller's transaction.
 */
@Injectable()
export class MessagesRepository {
  constructor(private readonly dataSource: DataSource) {}

  private db(manager?: EntityManager): EntityManager {
    return manager ?? this.dataSource.manager;
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
                               reply_comment_at, author_user_id)
         VALUES (COALESCE($9::uuid, gen_random_uuid()), $1, $2, $3, 'outbound', $4, $5, $6,
                 'queued', $7, $8, $10, $11, $12)
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
        input.authorUserId ?? null,
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
                               reacts_to_message_id, metadata, referral)
         VALUES ($1, $2, $3, 'inbound', $4, 'inbound', $5, 'received', $6, $7, $8, $9, $10, $11,
                 $12::jsonb)
         ON CONFLICT (account_id, provider, external_id) WHERE external_id IS NOT NULL DO NOTHING
         RETURNING ${MESSAGE_COLUMNS}),
       touched AS (
         UPDATE conversations
            SET last_message_at = date_trunc('milliseconds', now()),
                updated_at = date_trunc('milliseconds', now()),
                unread_count = unread_count + 1, snoozed_until = NULL,
                last_inbound_at = GREATEST(last_inbound_at, (SELECT "createdAt" FROM inserted)),
                -- the conversation keeps its first ad referral (docs/channels.md#click-to-whatsapp-ads)
                referral_at = CASE WHEN referral IS NULL AND $12::jsonb IS NOT NULL
                                   THEN (SELECT "createdAt" FROM inserted) ELSE referral_at END,
                referral = COALESCE(referral, $12::jsonb)
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
        input.referral ? JSON.stringify(input.referral) : null,
      ],
    );
    return rows[0] ?? null;
  }

  /**
   * Writes a person's private note in the conversation (docs/conversations.md#private-notes):
   * `direction`, `purpose` and `status` `note`, never handed to a channel. The conversation's
   * last activity (`last_message_at`, the inbox order) does not move; `updated_at` does.
   */
  async insertNote(
    accountId: string,
    conversationId: string,
    input: { contactId: string; channel: string; body: string; authorUserId: string },
    manager: EntityManager,
  ): Promise<Message> {
    const rows: Message[] = await manager.query(
      `WITH inserted AS (
         INSERT INTO messages (account_id, conversation_id, contact_id, direction, channel, purpose,
                               body, status, author_user_id)
         VALUES ($1, $2, $3, 'note', $4, 'note', $5, 'note', $6)
         RETURNING ${MESSAGE_COLUMNS}),
       touched AS (
         UPDATE conversations SET updated_at = date_trunc('milliseconds', now())
          WHERE id = $2 AND account_id = $1)
       SELECT * FROM inserted`,
      [accountId, conversationId, input.contactId, input.channel, input.body, input.authorUserId],
    );
    return rows[0];
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

  async find(
    accountId: string,
    id: string,
    manager?: EntityManager,
    assigneeId?: string,
  ): Promise<Message | null> {
    const rows: Message[] = await this.db(manager).query(
      `SELECT ${MESSAGE_COLUMNS} FROM messages WHERE account_id = $1 AND id = $2 AND ${ofAssignee(3)}`,
      [accountId, id, assigneeId ?? null],
    );
    return rows[0] ?? null;
  }

  /**
   * Up to `limit` messages in (created_at, id) order after `after`, filtered by contact or
   * conversation. A message's `created_at` may carry microseconds while a cursor carries
   * milliseconds (a JS Date), so both sides compare the column truncated to the millisecond:
   * comparing the raw column repeated the last row of a page on PostgreSQL.
   */
  async page(
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
          AND ${ofAssignee(7)}
        ORDER BY ${MESSAGES.orderBy}
        LIMIT $6`,
      [
        accountId,
        filter.contactId ?? null,
        filter.conversationId ?? null,
        ...Keyset.params(after),
        limit,
        filter.assigneeId ?? null,
      ],
    );
  }

  /**
   * The conversation's `limit` most recent messages, oldest first; private notes only with
   * `withNotes` (the thread shows them; the bot never reads them).
   */
  async lastMessages(
    accountId: string,
    conversationId: string,
    limit: number,
    withNotes = false,
  ): Promise<Message[]> {
    return this.dataSource.query(
      `SELECT * FROM (
         SELECT ${MESSAGE_COLUMNS} FROM messages
          WHERE account_id = $1 AND conversation_id = $2 AND ($4 OR direction <> 'note')
          ORDER BY created_at DESC, id DESC LIMIT $3) recent
        ORDER BY "createdAt", id`,
      [accountId, conversationId, limit, withNotes],
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

  /**
   * Erasure (docs/data-lifecycle.md#erasure): replaces the bodies of the contact's messages with `erasedBody` and drops
   * their metadata and Click-to-WhatsApp `referral` (the ad and the person's click id), keeping the rows (counts, credits) and their `external_id` (provider status
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
         UPDATE messages SET body = $3, metadata = NULL, referral = NULL
          WHERE account_id = $1 AND contact_id = $2 RETURNING id)
       SELECT * FROM erased`,
      [accountId, contactId, erasedBody],
    );
    return rows.length;
  }

  /** Every message of the contact, oldest first (export). */
  async ofContact(
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
}
