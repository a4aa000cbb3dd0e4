import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What the Channels and Templates screens need (docs/channels.md#connections,
 * docs/templates.md#review-status):
 *
 * - `channel_connections.waba_id`: the WhatsApp Business Account a WhatsApp connection submits
 *   its templates to for review (`POST /{waba-id}/message_templates`); null when not given.
 * - `templates.category`: Meta's template category (`marketing`, `utility`, `authentication`),
 *   `marketing` for the templates written before it existed.
 * - `templates.review`: who decided the current review state: `meta` (submitted through the Cloud
 *   API), `sandbox` (no WhatsApp connection: approved at once), `none` (SMS, Messenger,
 *   Instagram: nothing to review) or `operator` (`templates:review`).
 * - `templates.provider_template_id`: the id Meta gave the submitted template, or null.
 */
export class ChannelsScreen1796000000000 implements MigrationInterface {
  name = 'ChannelsScreen1796000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE channel_connections ADD COLUMN waba_id text`);
    await queryRunner.query(
      `ALTER TABLE templates
         ADD COLUMN category text NOT NULL DEFAULT 'marketing'
           CHECK (category IN ('marketing', 'utility', 'authentication')),
         ADD COLUMN review text NOT NULL DEFAULT 'none'
           CHECK (review IN ('none', 'meta', 'sandbox', 'operator')),
         ADD COLUMN provider_template_id text`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE templates DROP COLUMN provider_template_id, DROP COLUMN review, DROP COLUMN category`,
    );
    await queryRunner.query(`ALTER TABLE channel_connections DROP COLUMN waba_id`);
  }
}
