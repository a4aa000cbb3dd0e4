import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The account's live event log (docs/conversations.md#live-events): every `message.created`,
 * `message.status_changed` and `conversation.updated`, written in the transaction of the change
 * (with the webhooks of the same events), read by `GET /v1/events` subscribers.
 *
 * - `id` is monotonic in commit order within an account: rows are written at the end of their
 *   transaction under a per-account advisory lock held to the commit, so a reader that has seen
 *   id N has seen every earlier id of that account; `Last-Event-ID` resumes from it.
 * - `contact_id` names the person an event is about, so erasure deletes their events.
 * - Kept 24 hours (the retention job), long enough for any reconnect.
 */
export class LiveEvents1795700100000 implements MigrationInterface {
  name = 'LiveEvents1795700100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE live_events (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
        type text NOT NULL,
        data jsonb NOT NULL,
        contact_id uuid,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX live_events_account_idx ON live_events (account_id, id)`);
    await queryRunner.query(`CREATE INDEX live_events_created_idx ON live_events (created_at)`);
    await queryRunner.query(
      `CREATE INDEX live_events_contact_idx ON live_events (account_id, contact_id)
        WHERE contact_id IS NOT NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE live_events`);
  }
}
