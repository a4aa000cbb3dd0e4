import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Click-to-WhatsApp ads (docs/channels.md#click-to-whatsapp-ads): an inbound message's `referral`
 * (`sourceType`, `sourceId`, `ctwaClid`, `sourceUrl`, `headline`) on the message, and the first
 * one on its conversation with when it arrived (`referral_at`), from which the 72-hour free
 * entry-point window is read.
 */
export class CtwaReferrals1796500100000 implements MigrationInterface {
  name = 'CtwaReferrals1796500100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE messages ADD COLUMN referral jsonb`);
    await queryRunner.query(
      `ALTER TABLE conversations ADD COLUMN referral jsonb, ADD COLUMN referral_at timestamptz`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE conversations DROP COLUMN referral_at, DROP COLUMN referral`,
    );
    await queryRunner.query(`ALTER TABLE messages DROP COLUMN referral`);
  }
}
