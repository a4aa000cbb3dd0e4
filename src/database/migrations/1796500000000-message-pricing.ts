import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What a WhatsApp message cost (docs/channels.md#whatsapp-pricing): the `pricing` object of its
 * status webhooks — whether Meta bills it, the pricing model (`PMP`, per message) and the
 * category it is billed as (`marketing`, `utility`, `authentication`, `service`, …), with Meta's
 * pricing `type` (`regular`, `free_customer_service`, `free_entry_point`). Null until reported.
 */
export class MessagePricing1796500000000 implements MigrationInterface {
  name = 'MessagePricing1796500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE messages ADD COLUMN billable boolean, ADD COLUMN pricing_model text,
         ADD COLUMN pricing_category text, ADD COLUMN pricing_type text`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE messages DROP COLUMN pricing_type, DROP COLUMN pricing_category,
         DROP COLUMN pricing_model, DROP COLUMN billable`,
    );
  }
}
