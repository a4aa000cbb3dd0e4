import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Campaign sends go through the one outbound path (docs/sending.md#one-outbound-path): a claim
 * gives its opening or follow-up the id of the message it will write, and the message's settlement
 * finds its owner by that id, so `message_id` is indexed on both tables. Campaign stats count their
 * opening messages delivered and read, by campaign.
 */
export class CampaignSends1763685400000 implements MigrationInterface {
  name = 'CampaignSends1763685400000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['enrolments', 'follow_ups']) {
      await queryRunner.query(
        `CREATE INDEX ${table}_message_idx ON ${table} (account_id, message_id)
          WHERE message_id IS NOT NULL`,
      );
    }
    await queryRunner.query(
      `CREATE INDEX messages_campaign_openings_idx ON messages (account_id, campaign_id, status)
        WHERE purpose = 'opening'`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX messages_campaign_openings_idx`);
    for (const table of ['enrolments', 'follow_ups']) {
      await queryRunner.query(`DROP INDEX ${table}_message_idx`);
    }
  }
}
