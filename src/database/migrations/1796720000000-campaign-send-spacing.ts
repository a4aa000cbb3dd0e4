import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A campaign's sandbox send spacing moves off the campaign row (docs/campaigns.md#pacing):
 * `campaign_send_spacing.last_sent_at` is the last paced sandbox send of the campaign, checked and
 * set right before the next one is marked sent and locked until that send commits. On its own
 * row, the lock no longer queues the campaign's slot-taking, pausing or archiving behind a send,
 * and a send takes it after its other writes (enrolment, conversation, message, payment), so
 * those run in parallel and only the sent move and what follows it are one at a time.
 */
export class CampaignSendSpacing1796720000000 implements MigrationInterface {
  name = 'CampaignSendSpacing1796720000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE campaign_send_spacing (
        campaign_id uuid PRIMARY KEY REFERENCES campaigns (id) ON DELETE CASCADE,
        account_id uuid NOT NULL,
        last_sent_at timestamptz NOT NULL
      )`);
    await queryRunner.query(
      `INSERT INTO campaign_send_spacing (campaign_id, account_id, last_sent_at)
       SELECT id, account_id, last_sent_at FROM campaigns WHERE last_sent_at IS NOT NULL`,
    );
    await queryRunner.query(`ALTER TABLE campaigns DROP COLUMN last_sent_at`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE campaigns ADD COLUMN last_sent_at timestamptz`);
    await queryRunner.query(
      `UPDATE campaigns c SET last_sent_at = s.last_sent_at
         FROM campaign_send_spacing s WHERE s.campaign_id = c.id`,
    );
    await queryRunner.query(`DROP TABLE campaign_send_spacing`);
  }
}
