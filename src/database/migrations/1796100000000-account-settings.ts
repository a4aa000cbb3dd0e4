import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Account settings (docs/api.md#account-settings): the default country (ISO 3166-1 alpha-2) in
 * which national phone numbers are read by the contacts search, the account's time zone (IANA,
 * `UTC` until an owner sets one) and the text an SMS `HELP` keyword is answered with.
 */
export class AccountSettings1796100000000 implements MigrationInterface {
  name = 'AccountSettings1796100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE accounts ADD COLUMN default_country text`);
    await queryRunner.query(
      `ALTER TABLE accounts ADD COLUMN time_zone text NOT NULL DEFAULT 'UTC'`,
    );
    await queryRunner.query(`ALTER TABLE accounts ADD COLUMN sms_help_text text`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE accounts DROP COLUMN sms_help_text, DROP COLUMN time_zone, DROP COLUMN default_country`,
    );
  }
}
