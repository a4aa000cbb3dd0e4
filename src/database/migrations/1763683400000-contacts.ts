import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Contacts (docs/contacts.md#de-duplication). De-duplication lives in PostgreSQL, not in process
 * memory: one contact per E.164 phone per account, and one phone-less contact per lowercased email
 * per account; creates use `INSERT … ON CONFLICT … DO NOTHING` against these partial unique
 * indexes. `created_at` is truncated to milliseconds so that the keyset cursor (which carries a JS
 * Date) names a row exactly.
 */
export class Contacts1763683400000 implements MigrationInterface {
  name = 'Contacts1763683400000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE contacts (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
        first_name text NULL CHECK (first_name IS NULL OR char_length(first_name) BETWEEN 1 AND 100),
        last_name text NULL CHECK (last_name IS NULL OR char_length(last_name) BETWEEN 1 AND 100),
        phone text NULL CHECK (phone IS NULL OR phone ~ '^\\+[1-9][0-9]{1,14}$'),
        email text NULL CHECK (email IS NULL OR char_length(email) BETWEEN 3 AND 254),
        email_key text NULL CHECK (email_key IS NULL OR email_key = lower(email_key)),
        custom_fields jsonb NOT NULL DEFAULT '{}' CHECK (jsonb_typeof(custom_fields) = 'object'),
        created_at timestamptz NOT NULL DEFAULT date_trunc('milliseconds', now()),
        CONSTRAINT contacts_phone_or_email CHECK (phone IS NOT NULL OR email IS NOT NULL),
        CONSTRAINT contacts_email_key_with_email CHECK ((email IS NULL) = (email_key IS NULL))
      )`);
    // De-duplication: by phone; by email for contacts without a phone.
    await queryRunner.query(
      `CREATE UNIQUE INDEX contacts_account_phone_key ON contacts (account_id, phone) WHERE phone IS NOT NULL`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX contacts_account_email_only_key ON contacts (account_id, email_key) WHERE phone IS NULL`,
    );
    // Target of the composite foreign keys that keep list members inside their account.
    await queryRunner.query(
      `ALTER TABLE contacts ADD CONSTRAINT contacts_account_id_id_key UNIQUE (account_id, id)`,
    );
    // Lookups by email (any contact, oldest first) and keyset pagination.
    await queryRunner.query(
      `CREATE INDEX contacts_account_email_key_idx ON contacts (account_id, email_key, created_at, id) WHERE email_key IS NOT NULL`,
    );
    await queryRunner.query(
      `CREATE INDEX contacts_account_created_idx ON contacts (account_id, created_at, id)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE contacts`);
  }
}
