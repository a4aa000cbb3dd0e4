import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The one outbound path (docs/sending.md#one-outbound-path): a message handed to
 * a provider by the `message.send` job carries when its next attempt is due (`send_due_at`, set
 * when it is written `queued`, moved later by a retryable refusal) and how many hand-offs were
 * tried (`send_attempts`). The sweeper re-enqueues the due ones whose job was lost (a worker
 * killed between commit and hand-off, Redis down), through the partial index.
 *
 * People in the conversation (docs/conversations.md): `human` is a message purpose (a person's
 * reply); a conversation keeps when its contact last wrote (`last_inbound_at`, the start of the
 * channel's messaging window, backfilled) and when a person last read it (`last_read_at`: unread
 * = inbound messages after it). The inbox (`GET /v1/conversations`, most recent activity first,
 * often by owner) reads `conversations_inbox_idx` / `conversations_activity_idx`.
 */
export class OutboundSends1763684900000 implements MigrationInterface {
  name = 'OutboundSends1763684900000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE messages ADD COLUMN send_due_at timestamptz,
                            ADD COLUMN send_attempts integer NOT NULL DEFAULT 0`,
    );
    await queryRunner.query(
      `CREATE INDEX messages_send_due_idx ON messages (send_due_at)
        WHERE status = 'queued' AND handoff_started_at IS NULL AND send_due_at IS NOT NULL`,
    );
    await queryRunner.query(`ALTER TABLE messages DROP CONSTRAINT messages_purpose_check`);
    await queryRunner.query(
      `ALTER TABLE messages ADD CONSTRAINT messages_purpose_check
        CHECK (purpose IN ('opening', 'follow_up', 'bot', 'manual', 'inbound', 'system', 'human'))`,
    );
    await queryRunner.query(
      `ALTER TABLE conversations ADD COLUMN last_inbound_at timestamptz,
                                 ADD COLUMN last_read_at timestamptz`,
    );
    await queryRunner.query(
      `CREATE INDEX conversations_inbox_idx
          ON conversations (account_id, owner, (COALESCE(last_message_at, created_at)) DESC, id DESC)`,
    );
    await queryRunner.query(
      `CREATE INDEX conversations_activity_idx
          ON conversations (account_id, (COALESCE(last_message_at, created_at)) DESC, id DESC)`,
    );
    await queryRunner.query(
      `UPDATE conversations c SET last_inbound_at = m.at
         FROM (SELECT conversation_id, max(created_at) AS at FROM messages
                WHERE direction = 'inbound' GROUP BY conversation_id) m
        WHERE m.conversation_id = c.id`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX conversations_inbox_idx, conversations_activity_idx`);
    await queryRunner.query(
      `ALTER TABLE conversations DROP COLUMN last_inbound_at, DROP COLUMN last_read_at`,
    );
    await queryRunner.query(`DELETE FROM messages WHERE purpose = 'human'`);
    await queryRunner.query(`ALTER TABLE messages DROP CONSTRAINT messages_purpose_check`);
    await queryRunner.query(
      `ALTER TABLE messages ADD CONSTRAINT messages_purpose_check
        CHECK (purpose IN ('opening', 'follow_up', 'bot', 'manual', 'inbound', 'system'))`,
    );
    await queryRunner.query(`DROP INDEX messages_send_due_idx`);
    await queryRunner.query(
      `ALTER TABLE messages DROP COLUMN send_due_at, DROP COLUMN send_attempts`,
    );
  }
}
