import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Conversations and messages (docs/conversations.md), and the contact's opt-out mark
 * (docs/data-lifecycle.md#opt-out).
 *
 * - A conversation is one contact on one channel; `owner` says who answers (`bot`, `human`,
 *   `closed`).
 * - A message row is written before it is handed to a provider (`queued`), so a retried job finds
 *   it instead of sending again; `handoff_started_at` marks a hand-off in progress, which lets a
 *   sweeper tell an interrupted send (never resent: at most once) from one not yet tried.
 * - `(account_id, provider, external_id)` is unique: an inbound provider message recorded twice is
 *   one row, and a status callback finds its message by the provider's id.
 */
export class Messaging1763684300000 implements MigrationInterface {
  name = 'Messaging1763684300000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE contacts ADD COLUMN opted_out_at timestamptz`);
    await queryRunner.query(`
      CREATE TABLE conversations (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        account_id uuid NOT NULL,
        contact_id uuid NOT NULL,
        channel text NOT NULL CHECK (channel IN ('whatsapp', 'sms')),
        campaign_id uuid,
        owner text NOT NULL DEFAULT 'bot' CHECK (owner IN ('bot', 'human', 'closed')),
        last_message_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT date_trunc('milliseconds', now()),
        CONSTRAINT conversations_account_id_id_key UNIQUE (account_id, id),
        CONSTRAINT conversations_contact_channel_key UNIQUE (account_id, contact_id, channel),
        CONSTRAINT conversations_contact_fkey FOREIGN KEY (account_id, contact_id)
          REFERENCES contacts (account_id, id) ON DELETE CASCADE
      )`);
    await queryRunner.query(`
      CREATE TABLE messages (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        account_id uuid NOT NULL,
        conversation_id uuid NOT NULL,
        contact_id uuid NOT NULL,
        direction text NOT NULL CHECK (direction IN ('inbound', 'outbound')),
        channel text NOT NULL,
        purpose text NOT NULL CHECK (purpose IN ('opening', 'follow_up', 'bot', 'manual', 'inbound')),
        body text NOT NULL,
        status text NOT NULL CHECK (status IN ('queued', 'sent', 'delivered', 'read', 'failed', 'received')),
        error_code text,
        error_message text,
        campaign_id uuid,
        template_id uuid,
        provider text,
        external_id text,
        handoff_started_at timestamptz,
        sent_at timestamptz,
        delivered_at timestamptz,
        read_at timestamptz,
        failed_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        CONSTRAINT messages_account_id_id_key UNIQUE (account_id, id),
        CONSTRAINT messages_conversation_fkey FOREIGN KEY (account_id, conversation_id)
          REFERENCES conversations (account_id, id) ON DELETE CASCADE,
        CONSTRAINT messages_contact_fkey FOREIGN KEY (account_id, contact_id)
          REFERENCES contacts (account_id, id) ON DELETE CASCADE,
        CONSTRAINT messages_direction_status_check CHECK (
          (direction = 'inbound') = (status = 'received'))
      )`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX messages_external_id_key ON messages (account_id, provider, external_id)
        WHERE external_id IS NOT NULL`,
    );
    await queryRunner.query(
      `CREATE INDEX messages_contact_created_idx ON messages (account_id, contact_id, created_at, id)`,
    );
    await queryRunner.query(
      `CREATE INDEX messages_conversation_created_idx ON messages (conversation_id, created_at, id)`,
    );
    await queryRunner.query(
      `CREATE INDEX messages_handoff_idx ON messages (handoff_started_at)
        WHERE status = 'queued' AND handoff_started_at IS NOT NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE messages`);
    await queryRunner.query(`DROP TABLE conversations`);
    await queryRunner.query(`ALTER TABLE contacts DROP COLUMN opted_out_at`);
  }
}
