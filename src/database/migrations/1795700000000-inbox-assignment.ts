import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The inbox's people (docs/conversations.md#assignment, #snooze, #private-notes):
 *
 * - `conversations.assignee_id`: the person of the account who follows the conversation, or
 *   null. A foreign key to `memberships (account_id, user_id)`, so only a person of the same
 *   account can be assigned, and removing them from the account unassigns their conversations
 *   (`ON DELETE SET NULL (assignee_id)`).
 * - `conversations.snoozed_until`: the conversation leaves "Waiting" until then (or until the
 *   contact writes, which clears it).
 * - `messages.author_user_id`: the person who wrote a `human` reply or a `note`.
 * - A private note is a `messages` row with `direction`, `purpose` and `status` `note`: in the
 *   thread, never handed to a channel, never read by the bot, erased with the contact's messages.
 */
export class InboxAssignment1795700000000 implements MigrationInterface {
  name = 'InboxAssignment1795700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE conversations ADD COLUMN assignee_id uuid, ADD COLUMN snoozed_until timestamptz`,
    );
    await queryRunner.query(`
      ALTER TABLE conversations ADD CONSTRAINT conversations_assignee_fkey
        FOREIGN KEY (account_id, assignee_id) REFERENCES memberships (account_id, user_id)
        ON DELETE SET NULL (assignee_id)`);
    await queryRunner.query(`
      CREATE INDEX conversations_assignee_idx ON conversations
        (account_id, assignee_id, (COALESCE(last_message_at, created_at)) DESC, id DESC)
        WHERE assignee_id IS NOT NULL`);
    await queryRunner.query(
      `ALTER TABLE messages ADD COLUMN author_user_id uuid REFERENCES users (id) ON DELETE SET NULL`,
    );
    await queryRunner.query(`ALTER TABLE messages DROP CONSTRAINT messages_direction_check`);
    await queryRunner.query(`ALTER TABLE messages ADD CONSTRAINT messages_direction_check
        CHECK (direction IN ('inbound', 'outbound', 'note'))`);
    await queryRunner.query(`ALTER TABLE messages DROP CONSTRAINT messages_status_check`);
    await queryRunner.query(`ALTER TABLE messages ADD CONSTRAINT messages_status_check
        CHECK (status IN ('queued', 'sent', 'delivered', 'read', 'failed', 'received', 'note'))`);
    await queryRunner.query(`ALTER TABLE messages DROP CONSTRAINT messages_purpose_check`);
    await queryRunner.query(`ALTER TABLE messages ADD CONSTRAINT messages_purpose_check
        CHECK (purpose IN ('opening', 'follow_up', 'bot', 'manual', 'inbound', 'system', 'human', 'note'))`);
    await queryRunner.query(`ALTER TABLE messages ADD CONSTRAINT messages_note_check
        CHECK ((direction = 'note') = (purpose = 'note') AND (direction = 'note') = (status = 'note'))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM messages WHERE direction = 'note'`);
    await queryRunner.query(`ALTER TABLE messages DROP CONSTRAINT messages_note_check`);
    await queryRunner.query(`ALTER TABLE messages DROP CONSTRAINT messages_purpose_check`);
    await queryRunner.query(`ALTER TABLE messages ADD CONSTRAINT messages_purpose_check
        CHECK (purpose IN ('opening', 'follow_up', 'bot', 'manual', 'inbound', 'system', 'human'))`);
    await queryRunner.query(`ALTER TABLE messages DROP CONSTRAINT messages_status_check`);
    await queryRunner.query(`ALTER TABLE messages ADD CONSTRAINT messages_status_check
        CHECK (status IN ('queued', 'sent', 'delivered', 'read', 'failed', 'received'))`);
    await queryRunner.query(`ALTER TABLE messages DROP CONSTRAINT messages_direction_check`);
    await queryRunner.query(`ALTER TABLE messages ADD CONSTRAINT messages_direction_check
        CHECK (direction IN ('inbound', 'outbound'))`);
    await queryRunner.query(`ALTER TABLE messages DROP COLUMN author_user_id`);
    await queryRunner.query(`DROP INDEX conversations_assignee_idx`);
    await queryRunner.query(
      `ALTER TABLE conversations DROP COLUMN assignee_id, DROP COLUMN snoozed_until`,
    );
  }
}
