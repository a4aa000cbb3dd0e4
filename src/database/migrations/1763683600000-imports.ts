import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * CSV imports into a list (docs/lists-and-imports.md#csv-imports). The CSV text is stored with the
 * import and an `ImportRequested` outbox event is appended in the same transaction, so an accepted
 * import is processed even if the process dies right after answering 202. Processing advances in
 * batches; `processed_rows` and the counters move in the same transaction as each batch, so a
 * re-run resumes where the last committed batch ended and a finished import is never run again.
 */
export class Imports1763683600000 implements MigrationInterface {
  name = 'Imports1763683600000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE imports (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        account_id uuid NOT NULL,
        list_id uuid NOT NULL,
        status text NOT NULL DEFAULT 'queued'
          CHECK (status IN ('queued', 'processing', 'completed', 'failed')),
        csv text NOT NULL,
        total integer NOT NULL CHECK (total >= 0),
        processed_rows integer NOT NULL DEFAULT 0 CHECK (processed_rows BETWEEN 0 AND total),
        created integer NOT NULL DEFAULT 0 CHECK (created >= 0),
        existing integer NOT NULL DEFAULT 0 CHECK (existing >= 0),
        added integer NOT NULL DEFAULT 0 CHECK (added >= 0),
        invalid jsonb NOT NULL DEFAULT '[]',
        warnings jsonb NOT NULL DEFAULT '[]',
        contact_ids uuid[] NOT NULL DEFAULT '{}',
        error text NULL,
        created_at timestamptz NOT NULL DEFAULT date_trunc('milliseconds', now()),
        completed_at timestamptz NULL,
        CONSTRAINT imports_list_fkey FOREIGN KEY (account_id, list_id)
          REFERENCES lists (account_id, id) ON DELETE CASCADE
      )`);
    await queryRunner.query(
      `CREATE INDEX imports_account_created_idx ON imports (account_id, created_at, id)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE imports`);
  }
}
