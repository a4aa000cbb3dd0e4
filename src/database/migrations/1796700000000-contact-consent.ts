import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A contact's consent record (docs/contacts.md#consent): `{source, formUrl, ip, text, at,
 * recordedAt}` as the funnel that collected it tells us, or null. On the contact row, so erasing
 * the contact erases it and the export shows it with the contact.
 */
export class ContactConsent1796700000000 implements MigrationInterface {
  name = 'ContactConsent1796700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE contacts ADD COLUMN consent jsonb`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE contacts DROP COLUMN consent`);
  }
}
