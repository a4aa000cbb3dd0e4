import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Tables whose rows outlive an erased contact: the reference is cleared, the row kept. */
const KEPT_AFTER_ERASURE = [
  ['conversations', 'conversations_contact_fkey'],
  ['messages', 'messages_contact_fkey'],
  ['enrolments', 'enrolments_contact_fkey'],
] as const;

/**
 * Data lifecycle (docs/data-lifecycle.md):
 * - Erasure: deleting a contact keeps its conversations, messages (bodies replaced by
 *   `[erased]` by the use case) and enrolments for counts, credits and provider callbacks;
 *   their `contact_id` becomes NULL (`ON DELETE SET NULL (contact_id)`, PostgreSQL 15+). The
 *   one-conversation-per-contact-and-channel index now ignores such orphans.
 * - `contact_opt_outs`: the opt-out history `{optedOut, source, reason, createdAt}`, erased with
 *   the contact (`source`: `contact_message` (STOP/START), `api`, `app`).
 * - Campaigns may be `archived`; a deleted list or template leaves a non-live campaign without it
 *   (`SET NULL`), the use cases refuse while a live (list) or non-archived (template) one uses it.
 * - Retention: partial indexes so each purge batch finds its rows without scanning, and
 *   `job_leases`, a named lease (holder, expiry) that lets one process at a time run a job across
 *   the cluster (an advisory lock cannot: on the embedded runtime every connection shares one
 *   session).
 */
export class DataLifecycle1763685100000 implements MigrationInterface {
  name = 'DataLifecycle1763685100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const [table, constraint] of KEPT_AFTER_ERASURE) {
      await queryRunner.query(`ALTER TABLE ${table} ALTER COLUMN contact_id DROP NOT NULL`);
      await queryRunner.query(`ALTER TABLE ${table} DROP CONSTRAINT ${constraint}`);
      await queryRunner.query(
        `ALTER TABLE ${table} ADD CONSTRAINT ${constraint} FOREIGN KEY (account_id, contact_id)
           REFERENCES contacts (account_id, id) ON DELETE SET NULL (contact_id)`,
      );
    }
    await queryRunner.query(`DROP INDEX conversations_contact_channel_key`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX conversations_contact_channel_key
         ON conversations (account_id, contact_id, channel, custom_channel_id) NULLS NOT DISTINCT
         WHERE contact_id IS NOT NULL`,
    );

    await queryRunner.query(`
      CREATE TABLE contact_opt_outs (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        account_id uuid NOT NULL,
        contact_id uuid NOT NULL,
        opted_out boolean NOT NULL,
        source text NOT NULL CHECK (source IN ('contact_message', 'api', 'app')),
        reason text CHECK (reason IS NULL OR char_length(reason) <= 500),
        created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        CONSTRAINT contact_opt_outs_contact_fkey FOREIGN KEY (account_id, contact_id)
          REFERENCES contacts (account_id, id) ON DELETE CASCADE
      )`);
    await queryRunner.query(
      `CREATE INDEX contact_opt_outs_contact_idx ON contact_opt_outs (account_id, contact_id, created_at)`,
    );

    await queryRunner.query(`ALTER TABLE campaigns DROP CONSTRAINT campaigns_status_check`);
    await queryRunner.query(
      `ALTER TABLE campaigns ADD CONSTRAINT campaigns_status_check
         CHECK (status IN ('draft', 'live', 'paused', 'archived'))`,
    );
    for (const [constraint, column, target] of [
      ['campaigns_list_fkey', 'list_id', 'lists'],
      ['campaigns_opening_template_fkey', 'opening_template_id', 'templates'],
    ]) {
      await queryRunner.query(`ALTER TABLE campaigns DROP CONSTRAINT ${constraint}`);
      await queryRunner.query(
        `ALTER TABLE campaigns ADD CONSTRAINT ${constraint} FOREIGN KEY (account_id, ${column})
           REFERENCES ${target} (account_id, id) ON DELETE SET NULL (${column})`,
      );
    }

    await queryRunner.query(`
      CREATE TABLE job_leases (
        name text PRIMARY KEY,
        holder uuid NOT NULL,
        held_until timestamptz NOT NULL
      )`);
    await queryRunner.query(
      `CREATE INDEX outbox_events_processed_idx ON outbox_events (processed_at)
         WHERE processed_at IS NOT NULL`,
    );
    await queryRunner.query(
      `CREATE INDEX idempotency_keys_expiry_idx ON idempotency_keys (expires_at)`,
    );
    await queryRunner.query(
      `CREATE INDEX webhook_deliveries_settled_idx ON webhook_deliveries (created_at)
         WHERE status IN ('delivered', 'failed')`,
    );
    await queryRunner.query(
      `CREATE INDEX imports_finished_with_csv_idx ON imports (id)
         WHERE status IN ('completed', 'failed') AND csv <> ''`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX imports_finished_with_csv_idx`);
    await queryRunner.query(`DROP TABLE job_leases`);
    await queryRunner.query(`DROP INDEX webhook_deliveries_settled_idx`);
    await queryRunner.query(`DROP INDEX idempotency_keys_expiry_idx`);
    await queryRunner.query(`DROP INDEX outbox_events_processed_idx`);
    for (const [constraint, column, target] of [
      ['campaigns_list_fkey', 'list_id', 'lists'],
      ['campaigns_opening_template_fkey', 'opening_template_id', 'templates'],
    ]) {
      await queryRunner.query(`ALTER TABLE campaigns DROP CONSTRAINT ${constraint}`);
      await queryRunner.query(
        `ALTER TABLE campaigns ADD CONSTRAINT ${constraint} FOREIGN KEY (account_id, ${column})
           REFERENCES ${target} (account_id, id)`,
      );
    }
    await queryRunner.query(`ALTER TABLE campaigns DROP CONSTRAINT campaigns_status_check`);
    await queryRunner.query(
      `ALTER TABLE campaigns ADD CONSTRAINT campaigns_status_check
         CHECK (status IN ('draft', 'live', 'paused'))`,
    );
    await queryRunner.query(`DROP TABLE contact_opt_outs`);
    await queryRunner.query(`DROP INDEX conversations_contact_channel_key`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX conversations_contact_channel_key
         ON conversations (account_id, contact_id, channel, custom_channel_id) NULLS NOT DISTINCT`,
    );
    for (const [table, constraint] of KEPT_AFTER_ERASURE) {
      await queryRunner.query(`DELETE FROM ${table} WHERE contact_id IS NULL`);
      await queryRunner.query(`ALTER TABLE ${table} DROP CONSTRAINT ${constraint}`);
      await queryRunner.query(
        `ALTER TABLE ${table} ADD CONSTRAINT ${constraint} FOREIGN KEY (account_id, contact_id)
           REFERENCES contacts (account_id, id) ON DELETE CASCADE`,
      );
      await queryRunner.query(`ALTER TABLE ${table} ALTER COLUMN contact_id SET NOT NULL`);
    }
  }
}
