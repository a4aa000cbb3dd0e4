import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { Conversation } from '../conversations/conversation.entity';
import { CONVERSATION_COLUMNS } from '../sql-columns';

/**
 * The bot's marks on a conversation in PostgreSQL (docs/bot.md#when-the-bot-answers): when its debounced
 * reply is due, its claim, what the sweeper recovers, and the hand-off to a person.
 */
@Injectable()
export class BotRepliesRepository {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * The bot's debounce mark: the conversation's reply is due at `dueAt`, or later when a newer
   * message already moved it. A message received before the last claimed reply (a redelivered
   * event) sets nothing. @returns the due time now set, or null (not the bot's, or answered).
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
  async claim(
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
