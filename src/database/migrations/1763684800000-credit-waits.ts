import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Campaign sends of a sub-account that ran out of credit wait for the next grant instead of
 * failing (docs/ledger.md#waiting-for-credit): `waiting_for_credits` marks them, so a grant
 * (`SubaccountCreditsGranted`) makes exactly those due again.
 */
export class CreditWaits1763684800000 implements MigrationInterface {
  name = 'CreditWaits1763684800000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['enrolments', 'follow_ups']) {
      await queryRunner.query(
        `ALTER TABLE ${table} ADD COLUMN waiting_for_credits boolean NOT NULL DEFAULT false`,
      );
      await queryRunner.query(
        `CREATE INDEX ${table}_credit_wait_idx ON ${table} (account_id) WHERE waiting_for_credits`,
      );
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['enrolments', 'follow_ups']) {
      await queryRunner.query(`ALTER TABLE ${table} DROP COLUMN waiting_for_credits`);
    }
  }
}
