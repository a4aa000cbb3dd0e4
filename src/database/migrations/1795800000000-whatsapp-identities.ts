import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * WhatsApp people are identities, not phones (docs/channels.md#whatsapp-usernames):
 * `contacts.username` holds the WhatsApp username a person showed (`contacts[].profile.username`),
 * and BSUIDs (with parent BSUIDs) are `contact_identities` rows in the scope `whatsapp`, in the
 * same table and unique index as Messenger PSIDs and Instagram IGSIDs (no schema change there).
 */
export class WhatsAppIdentities1795800000000 implements MigrationInterface {
  name = 'WhatsAppIdentities1795800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE contacts ADD COLUMN username text
         CHECK (username IS NULL OR char_length(username) BETWEEN 1 AND 100)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE contacts DROP COLUMN username`);
  }
}
