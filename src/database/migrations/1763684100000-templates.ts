import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Message templates (docs/templates.md). A template is unique per (account, channel, name,
 * language): creation is `INSERT … ON CONFLICT DO NOTHING RETURNING`, so a duplicate is a 409
 * however many requests race. `(account_id, id)` is unique so that other tables (campaigns'
 * opening template, follow-ups) reference a template of their own account with a composite
 * foreign key. `updated_at` moves with every status change; a provider status report older than
 * it is stale and ignored.
 */
export class Templates1763684100000 implements MigrationInterface {
  name = 'Templates1763684100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE templates (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
        name text NOT NULL CHECK (name ~ '^[a-z0-9_]+$' AND char_length(name) <= 512),
        channel text NOT NULL CHECK (channel IN ('whatsapp', 'sms')),
        language text NOT NULL CHECK (char_length(language) BETWEEN 2 AND 7),
        body text NOT NULL CHECK (char_length(body) BETWEEN 1 AND 1600),
        status text NOT NULL
          CHECK (status IN ('pending', 'approved', 'rejected', 'paused', 'disabled')),
        status_reason text CHECK (char_length(status_reason) <= 1000),
        created_at timestamptz NOT NULL DEFAULT date_trunc('milliseconds', now()),
        updated_at timestamptz NOT NULL DEFAULT date_trunc('milliseconds', now()),
        CONSTRAINT templates_account_id_id_key UNIQUE (account_id, id),
        CONSTRAINT templates_account_channel_name_language_key
          UNIQUE (account_id, channel, name, language)
      )`);
    await queryRunner.query(
      `CREATE INDEX templates_account_created_idx ON templates (account_id, created_at, id)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE templates`);
  }
}
