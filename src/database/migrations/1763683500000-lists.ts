import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Contact lists and their members (docs/lists-and-imports.md). A membership is unique per
 * (list, contact): adds use `INSERT … ON CONFLICT DO NOTHING RETURNING`, so the rows returned are
 * exactly the newly added members. `operation_id` names the add operation (API call or import)
 * that put the contact in the list. The composite foreign keys keep a member's list and contact
 * in the member's account.
 */
export class Lists1763683500000 implements MigrationInterface {
  name = 'Lists1763683500000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE lists (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
        name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 200),
        created_at timestamptz NOT NULL DEFAULT date_trunc('milliseconds', now()),
        CONSTRAINT lists_account_id_id_key UNIQUE (account_id, id)
      )`);
    await queryRunner.query(
      `CREATE INDEX lists_account_created_idx ON lists (account_id, created_at, id)`,
    );
    await queryRunner.query(`
      CREATE TABLE list_members (
        list_id uuid NOT NULL,
        contact_id uuid NOT NULL,
        account_id uuid NOT NULL,
        added_at timestamptz NOT NULL DEFAULT date_trunc('milliseconds', now()),
        operation_id uuid NOT NULL,
        PRIMARY KEY (list_id, contact_id),
        CONSTRAINT list_members_list_fkey FOREIGN KEY (account_id, list_id)
          REFERENCES lists (account_id, id) ON DELETE CASCADE,
        CONSTRAINT list_members_contact_fkey FOREIGN KEY (account_id, contact_id)
          REFERENCES contacts (account_id, id) ON DELETE CASCADE
      )`);
    await queryRunner.query(
      `CREATE INDEX list_members_list_added_idx ON list_members (list_id, added_at, contact_id)`,
    );
    await queryRunner.query(
      `CREATE INDEX list_members_contact_idx ON list_members (account_id, contact_id)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE list_members`);
    await queryRunner.query(`DROP TABLE lists`);
  }
}
