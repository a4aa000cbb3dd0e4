import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An import keeps its rejected rows as written (docs/lists-and-imports.md#rejected-rows):
 * `rejected_csv` is the file's header and every rejected row, in CSV, for
 * `GET /v1/imports/{id}/rejected`; each `invalid` issue gains the offending `value`. Both are
 * cleared 30 days after the import finishes (the retention job). Imports made before this
 * release have none.
 */
export class ImportRejectedRows1796600000000 implements MigrationInterface {
  name = 'ImportRejectedRows1796600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE imports ADD COLUMN rejected_csv text NOT NULL DEFAULT ''`);
    // the retention job's batch finds the imports whose rejected rows are due
    await queryRunner.query(
      `CREATE INDEX imports_rejected_rows_idx ON imports (completed_at) WHERE rejected_csv <> ''`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX imports_rejected_rows_idx`);
    await queryRunner.query(`ALTER TABLE imports DROP COLUMN rejected_csv`);
  }
}
