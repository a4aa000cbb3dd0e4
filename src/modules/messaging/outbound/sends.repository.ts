import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { Message } from '../messages/message.entity';
import { MESSAGE_COLUMNS } from '../sql-columns';

/** One claimed send attempt: the message, its attempt number (1 = first), and when the person last wrote in its conversation. */
export interface ClaimedSend {
  message: Message;
  attempt: number;
  lastInboundAt: Date | null;
}

/** The claim's extra columns: the attempt, and the conversation's last inbound message (windows). */
const CLAIM_EXTRAS = `send_attempts AS attempt,
  (SELECT last_inbound_at FROM conversations c WHERE c.id = conversation_id) AS "lastInboundAt"`;

/** A claimed row split into the claim. */
function toClaim(row: Message & { attempt: number; lastInboundAt: Date | null }): ClaimedSend {
  const { attempt, lastInboundAt, ...message } = row;
  return { message: message as Message, attempt, lastInboundAt };
}

/**
 * The bookkeeping of the `message.send` job in PostgreSQL (docs/sending.md#hand-over-to-a-provider): when a
 * queued message is due, the claim of one attempt (at most one provider call per claim), the
 * parts of a long text already accepted, private-reply slots, and what the sweeper recovers.
 */
@Injectable()
export class SendsRepository {
  constructor(private readonly dataSource: DataSource) {}

  private db(manager?: EntityManager): EntityManager {
    return manager ?? this.dataSource.manager;
  }

  /**
   * Marks a queued message for the `message.send` job: due now (database clock), in the caller's
   * transaction. @returns the due time.
   */
  async schedule(accountId: string, id: string, manager: EntityManager): Promise<Date> {
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
   * Claims one send attempt of a message scheduled with `schedule`: sets
   * `send_started_at` and counts the attempt, only while it is queued, not being sent,
   * and due (with `earlyMs` of slack for timers that fire a little early). One short statement,
   * so two jobs for the same message never both hand it to the provider. Private replies to
   * Instagram comments are claimed by `claimPrivateReply` (they take a slot of an hourly budget).
   *
   * @returns the claim, or null when not claimable now.
   */
  async claim(accountId: string, id: string, earlyMs: number): Promise<ClaimedSend | null> {
    const rows: (Message & { attempt: number; lastInboundAt: Date | null })[] =
      await this.dataSource.query(
        `WITH claimed AS (
         UPDATE messages SET send_started_at = clock_timestamp(), send_attempts = send_attempts + 1
          WHERE account_id = $1 AND id = $2 AND status = 'queued' AND send_started_at IS NULL
            AND send_due_at <= clock_timestamp() + ($3 || ' milliseconds')::interval
            AND reply_comment_id IS NULL
          RETURNING ${MESSAGE_COLUMNS}, ${CLAIM_EXTRAS})
       SELECT * FROM claimed`,
        [accountId, id, String(earlyMs)],
      );
    return rows[0] ? toClaim(rows[0]) : null;
  }

  /**
   * Claims one send attempt of a private reply to an Instagram comment, as `claim` does,
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
  ): Promise<ClaimedSend | { retryAt: Date } | null> {
    return this.dataSource.transaction(async (manager) => {
      const candidates: { channel: string; now: Date }[] = await manager.query(
        `SELECT channel, clock_timestamp() AS now FROM messages
          WHERE account_id = $1 AND id = $2 AND status = 'queued' AND send_started_at IS NULL
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
            WHERE account_id = $1 AND id = $2 AND status = 'queued' AND send_started_at IS NULL`,
          [accountId, id, decision.retryAt],
        );
        return { retryAt: decision.retryAt };
      }
      const rows: (Message & { attempt: number; lastInboundAt: Date | null })[] =
        await manager.query(
          `WITH claimed AS (
             UPDATE messages SET send_started_at = clock_timestamp(),
                    send_attempts = send_attempts + 1, reply_slot_at = clock_timestamp()
              WHERE account_id = $1 AND id = $2 AND status = 'queued' AND send_started_at IS NULL
                AND reply_comment_id IS NOT NULL
              RETURNING ${MESSAGE_COLUMNS}, ${CLAIM_EXTRAS})
           SELECT * FROM claimed`,
          [accountId, id],
        );
      return rows[0] ? toClaim(rows[0]) : null;
    });
  }

  /**
   * Records that Meta accepted part `index` (0-based) of a long text with `externalId`, while the
   * attempt runs (only when it is the next part: a stale call changes nothing), so a retried
   * attempt never sends it again.
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
          AND send_started_at IS NOT NULL AND cardinality(sent_parts) = $3`,
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
   * @returns false when the message was no longer being sent (settled meanwhile).
   */
  async reschedule(accountId: string, id: string, dueAt: Date): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(
      `WITH updated AS (
         UPDATE messages SET send_started_at = NULL, send_due_at = $3
          WHERE account_id = $1 AND id = $2 AND status = 'queued' AND send_started_at IS NOT NULL
          RETURNING id)
       SELECT * FROM updated`,
      [accountId, id, dueAt],
    );
    return rows.length > 0;
  }

  /**
   * Undoes a claimed attempt that our own pacing refused before any provider request
   * (docs/sending.md#provider-pacing): queued again, due at `dueAt`, and the attempt not
   * counted, so waiting for a slot never uses up the retries of `afterRetryableRefusal`.
   * @returns false when the message was no longer being sent (settled meanwhile).
   */
  async putBack(accountId: string, id: string, dueAt: Date): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(
      `WITH updated AS (
         UPDATE messages SET send_started_at = NULL, send_due_at = $3,
                send_attempts = greatest(send_attempts - 1, 0)
          WHERE account_id = $1 AND id = $2 AND status = 'queued' AND send_started_at IS NOT NULL
          RETURNING id)
       SELECT * FROM updated`,
      [accountId, id, dueAt],
    );
    return rows.length > 0;
  }

  /**
   * Cross-tenant (the sweeper's): queued messages of the `message.send` job that are due for
   * longer than `graceMs` and not being sent, i.e. whose job was lost.
   */
  async dueAcrossAccounts(
    graceMs: number,
    limit: number,
  ): Promise<{ id: string; accountId: string; dueAt: Date }[]> {
    return this.dataSource.query(
      `SELECT id, account_id AS "accountId", send_due_at AS "dueAt" FROM messages
        WHERE status = 'queued' AND send_started_at IS NULL AND send_due_at IS NOT NULL
          AND send_due_at < now() - ($1 || ' milliseconds')::interval
        ORDER BY send_due_at LIMIT $2`,
      [String(graceMs), limit],
    );
  }

  /**
   * Cross-tenant (the outbound sweeper's): messages whose send attempt began more than `olderThanMs`
   * ago and never finished (the worker died mid-send), oldest first.
   */
  async interruptedAcrossAccounts(
    olderThanMs: number,
    limit: number,
  ): Promise<{ id: string; accountId: string }[]> {
    return this.dataSource.query(
      `SELECT id, account_id AS "accountId" FROM messages
        WHERE status = 'queued' AND send_started_at < now() - ($1 || ' milliseconds')::interval
        ORDER BY send_started_at LIMIT $2`,
      [String(olderThanMs), limit],
    );
  }
}
