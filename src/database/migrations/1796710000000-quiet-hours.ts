import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Quiet hours (docs/campaigns.md#quiet-hours): a campaign's `quiet_hours` (`{start, end}`, local
 * `HH:MM`, null: none), on for the SMS campaigns there already are (21:00-08:00, as for new
 * ones); and on openings and follow-ups, `waiting_for_quiet_hours`: the send is pending until
 * the end of the contact's quiet hours (counted by the campaign's stats).
 */
export class QuietHours1796710000000 implements MigrationInterface {
  name = 'QuietHours1796710000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE campaigns ADD COLUMN quiet_hours jsonb`);
    await queryRunner.query(
      `UPDATE campaigns SET quiet_hours = '{"start": "21:00", "end": "08:00"}'::jsonb WHERE channel = 'sms'`,
    );
    for (const table of ['enrolments', 'follow_ups']) {
      await queryRunner.query(
        `ALTER TABLE ${table} ADD COLUMN waiting_for_quiet_hours boolean NOT NULL DEFAULT false`,
      );
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['enrolments', 'follow_ups']) {
      await queryRunner.query(`ALTER TABLE ${table} DROP COLUMN waiting_for_quiet_hours`);
    }
    await queryRunner.query(`ALTER TABLE campaigns DROP COLUMN quiet_hours`);
  }
}
