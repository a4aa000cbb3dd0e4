import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { type MessageStatus, type OutboundStatus, statusesBefore } from '../domain/message-status';
import type { MessagePricing } from '../../../events';
import { MESSAGE_COLUMNS } from '../sql-columns';
import type { Message } from './message.entity';

/**
 * The status moves of outbound messages in PostgreSQL (docs/sending.md#message-statuses): forward
 * only, each one guarded by the statuses it may come from (`statusesBefore` of the domain).
 */
@Injectable()
export class MessageStatesRepository {
  constructor(private readonly dataSource: DataSource) {}

  private db(manager?: EntityManager): EntityManager {
    return manager ?? this.dataSource.manager;
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

  /**
   * queued → sent with the provider's id; `sent_at` is `sentAt` when given (a paced sandbox send's
   * spacing time, taken in this transaction), else the moment of the write.
   */
  markSent(
    accountId: string,
    id: string,
    provider: string,
    externalId: string,
    manager: EntityManager,
    sentAt: Date | null = null,
  ): Promise<Message | null> {
    return this.move(
      manager,
      accountId,
      id,
      statusesBefore('sent'),
      `status = 'sent', provider = $4, external_id = $5,
       sent_at = COALESCE($6::timestamptz, clock_timestamp()), send_started_at = NULL`,
      [provider, externalId, sentAt],
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
       send_started_at = NULL, external_id = COALESCE(external_id, sent_parts[1]),
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
       delivered_at = clock_timestamp(), send_started_at = NULL`,
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

  /**
   * Fails one interrupted send attempt (see `SendsRepository.interruptedAcrossAccounts`) with
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
       send_started_at = NULL`,
      [String(olderThanMs)],
      `send_started_at < now() - ($4 || ' milliseconds')::interval`,
    );
  }

  /**
   * Applies a provider status report to the message with that provider id, only when the move is
   * forward (the guard comes from the domain's `statusesBefore`). A report's `pricing` (WhatsApp:
   * docs/channels.md#whatsapp-pricing) is stored whether or not the status moves.
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
    pricing: MessagePricing | null,
    manager?: EntityManager,
  ): Promise<Message | 'ignored' | 'unknown'> {
    if (pricing) {
      // kept whatever the move: Meta repeats it on each report (sent, delivered), in any order
      await this.db(manager).query(
        `UPDATE messages SET billable = $4, pricing_model = $5, pricing_category = $6, pricing_type = $7
          WHERE account_id = $1 AND provider = $2 AND external_id = $3`,
        [
          accountId,
          provider,
          externalId,
          pricing.billable,
          pricing.pricingModel,
          pricing.category,
          pricing.type,
        ],
      );
    }
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
    if (row.updatedId) {
      const moved: Message[] = await this.db(manager).query(
        `SELECT ${MESSAGE_COLUMNS} FROM messages WHERE account_id = $1 AND id = $2`,
        [accountId, row.updatedId],
      );
      return moved[0];
    }
    return row.known ? 'ignored' : 'unknown';
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
}
