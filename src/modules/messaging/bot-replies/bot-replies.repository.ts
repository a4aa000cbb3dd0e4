import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { Conversation } from '../conversations/conversation.entity';
import { CONVERSATION_COLUMNS } from '../sql-columns';

/**
 * How long a claimed reply is held for the job that claimed it (docs/bot.md#when-the-bot-answers):
 * ms. Longer than any model call with its retries; a job that dies meanwhile (a killed worker)
 * leaves the reply due again when it ends, and the sweeper enqueues it.
 */
export const BOT_REPLY_LEASE_MS = 120_000;

/** The conversation's mark is a claim's hold (set by `claim`), not a debounce time. */
const HELD = `bot_reply_due_at = bot_answered_through + ($LEASE || ' milliseconds')::interval`;

/**
 * The bot's marks on a conversation in PostgreSQL (docs/bot.md#when-the-bot-answers): when its debounced
 * reply is due, its claim, what the sweeper recovers, and the hand-off to a person.
 */
@Injectable()
export class BotRepliesRepository {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * The bot's debounce mark: the conversation's reply is due at `dueAt`, or later when a newer
   * message already moved it; a claim's hold is replaced (the newer message's reply answers the
   * burst if the claimed one never comes). A message received before the last claimed reply (a
   * redelivered event) sets nothing. @returns the due time now set, or null (not the bot's, or answered).
   */
  async schedule(
    accountId: string,
    conversationId: string,
    dueAt: Date,
    receivedAt: Date,
  ): Promise<Date | null> {
    const rows: { dueAt: Date }[] = await this.dataSource.query(
      `WITH updated AS (
         UPDATE conversations
            SET bot_reply_due_at = CASE WHEN ${HELD.replace('$LEASE', '$5')} THEN $3
                                        ELSE GREATEST(COALESCE(bot_reply_due_at, $3), $3) END
          WHERE account_id = $1 AND id = $2 AND owner = 'bot'
            AND (bot_answered_through IS NULL OR bot_answered_through < $4)
          RETURNING bot_reply_due_at AS "dueAt")
       SELECT * FROM updated`,
      [accountId, conversationId, dueAt, receivedAt, String(BOT_REPLY_LEASE_MS)],
    );
    return rows[0]?.dueAt ?? null;
  }

  /**
   * Claims a due bot reply: at most one job answers a burst. The mark becomes a hold of
   * {@link BOT_REPLY_LEASE_MS} from the claim (`claimedAt`, to the ms), ended by `release` in
   * the answer's transaction; if the job dies first, the reply is due again when the hold ends.
   * @returns the conversation with `claimedAt`, or null when not due (a newer message moved it),
   * already claimed, or no longer the bot's.
   */
  async claim(
    accountId: string,
    conversationId: string,
    earlyMs: number,
  ): Promise<(Conversation & { claimedAt: Date }) | null> {
    const rows: (Conversation & { claimedAt: Date })[] = await this.dataSource.query(
      `WITH t AS (SELECT date_trunc('milliseconds', clock_timestamp()) AS claimed_at),
       claimed AS (
         UPDATE conversations
            SET bot_answered_through = t.claimed_at,
                bot_reply_due_at = t.claimed_at + ($4 || ' milliseconds')::interval
           FROM t
          WHERE account_id = $1 AND id = $2 AND owner = 'bot'
            AND bot_reply_due_at <= clock_timestamp() + ($3 || ' milliseconds')::interval
          RETURNING ${CONVERSATION_COLUMNS}, bot_answered_through AS "claimedAt")
       SELECT * FROM claimed`,
      [accountId, conversationId, String(earlyMs), String(BOT_REPLY_LEASE_MS)],
    );
    return rows[0] ?? null;
  }

  /**
   * Ends the hold of the claim made at `claimedAt` (nothing to answer); a hold a newer message
   * replaced, or a later claim's, is left alone.
   */
  async release(accountId: string, conversationId: string, claimedAt: Date): Promise<void> {
    await this.dataSource.query(
      `UPDATE conversations SET bot_reply_due_at = NULL
        WHERE account_id = $1 AND id = $2 AND bot_answered_through = $3
          AND ${HELD.replace('$LEASE', '$4')}`,
      [accountId, conversationId, claimedAt, String(BOT_REPLY_LEASE_MS)],
    );
  }

  /**
   * The answer's first write, in its transaction: locks the conversation while the bot still
   * owns it (a person taking it over waits for the commit, and then the bot is silent) and ends
   * the hold of the claim made at `claimedAt` as `release` does, in one statement.
   * @returns the conversation, or null when it is no longer the bot's (nothing changed).
   */
  async lockToAnswer(
    accountId: string,
    conversationId: string,
    claimedAt: Date,
    manager: EntityManager,
  ): Promise<Conversation | null> {
    const rows: Conversation[] = await manager.query(
      `WITH updated AS (
         UPDATE conversations
            SET bot_reply_due_at = CASE WHEN bot_answered_through = $3
                                         AND ${HELD.replace('$LEASE', '$4')}
                                        THEN NULL ELSE bot_reply_due_at END
          WHERE account_id = $1 AND id = $2 AND owner = 'bot'
          RETURNING ${CONVERSATION_COLUMNS})
       SELECT * FROM updated`,
      [accountId, conversationId, claimedAt, String(BOT_REPLY_LEASE_MS)],
    );
    return rows[0] ?? null;
  }

  /** Conversations whose bot reply is overdue by more than `graceMs` (their job was lost). */
  async overdue(
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
  async handOff(
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
}
