import { type MigrationInterface, type QueryRunner } from 'typeorm';

/** Accounts (standard, agency, sub-account) and their API keys, stored only as SHA-256 hashes. */
export class Accounts1763683200000 implements MigrationInterface {
  name = 'Accounts1763683200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE accounts (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name text NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
        type text NOT NULL CHECK (type IN ('standard', 'agency', 'sub_account')),
        email text NULL CHECK (email IS NULL OR length(email) <= 254),
        agency_id uuid NULL REFERENCES accounts (id),
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT accounts_sub_account_has_agency CHECK ((type = 'sub_account') = (agency_id IS NOT NULL))
      )`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX accounts_agency_email_key ON accounts (agency_id, lower(email)) WHERE agency_id IS NOT NULL`,
    );
    await queryRunner.query(`
      CREATE TABLE api_keys (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
        key_hash char(64) NOT NULL,
        key_prefix text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        revoked_at timestamptz NULL
      )`);
    await queryRunner.query(`CREATE UNIQUE INDEX api_keys_key_hash_key ON api_keys (key_hash)`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX api_keys_one_active_per_account ON api_keys (account_id) WHERE revoked_at IS NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE api_keys`);
    await queryRunner.query(`DROP TABLE accounts`);
  }
}
