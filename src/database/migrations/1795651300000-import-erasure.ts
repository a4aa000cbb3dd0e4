import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Erasure reaches imports (docs/security.md#erasure): `csv_revision` counts the times a contact's
 * erasure scrubbed rows of an unfinished import's CSV, so a processor that parsed the file
 * before reads it again. Finished imports no longer keep their CSV at all (cleared when they
 * complete or fail); those finished before this release are cleared here.
 */
export class ImportErasure1795651300000 implements MigrationInterface {
  name = 'ImportErasure1795651300000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE imports ADD COLUMN csv_revision integer NOT NULL DEFAULT 0`,
    );
    await queryRunner.query(
      `UPDATE imports SET csv = '' WHERE status IN ('completed', 'failed') AND csv <> ''`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE imports DROP COLUMN csv_revision`);
  }
}
