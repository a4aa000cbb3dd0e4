import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The inbox (docs/conversations.md#the-inbox) reads what it shows from the conversation row:
 *
 * - `unread_count`: inbound messages recorded since a person last read it, counted when they
 *   are recorded (a provider's late or back-dated timestamp cannot hide one) and reset by
 *   `POST /v1/conversations/{id}/read`; also what `?unread=true` filters on;
 * - `updated_at`: the last change of the conversation (a message, its owner, a read);
 * - `last_message_at` at millisecond precision, as `created_at`, so the inbox cursor (which
 *   carries milliseconds) is exact.
 */
export class InboxCounters1763685500000 implements MigrationInterface {
  name = 'InboxCounters1763685500000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE conversations ADD COLUMN unread_count integer NOT NULL DEFAULT 0,
                                 ADD COLUMN updated_at timestamptz`,
    );
    await queryRunner.query(
      `UPDATE conversations c
          SET last_message_at = date_trunc('milliseconds', c.last_message_at),
              updated_at = date_trunc('milliseconds', COALESCE(c.last_message_at, c.created_at)),
              unread_count = (SELECT count(*) FROM messages m
                               WHERE m.conversation_id = c.id AND m.direction = 'inbound'
                                 AND (c.last_read_at IS NULL OR m.created_at > c.last_read_at))`,
    );
    await queryRunner.query(
      `ALTER TABLE conversations
         ALTER COLUMN updated_at SET DEFAULT date_trunc('milliseconds', now()),
         ALTER COLUMN updated_at SET NOT NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE conversations DROP COLUMN unread_count, DROP COLUMN updated_at`,
    );
  }
}
