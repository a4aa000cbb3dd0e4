import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Entry-point campaigns on Messenger and Instagram (docs/campaigns.md#entry-points), and Meta
 * sends that survive retries part by part (docs/sending.md#hand-over-to-a-provider).
 *
 * - `templates.channel` and `campaigns.channel` may be `messenger` or `instagram`. A campaign on
 *   these channels has `entry_points` (`{ref?, adIds?, commentKeywords?, mediaIds?}`) and never a
 *   list (nobody may be messaged first there); the other channels never have entry points.
 * - An enrolment made by an entry point keeps what triggered it (`entry_point`: the referral or
 *   the Instagram comment, with the comment's id and time for the private reply) and the inbound
 *   message that carried it (`trigger_message_id`): that message is the reason for the opening
 *   message, not a reply to it.
 * - A private reply to an Instagram comment is a message with `reply_comment_id` (and the
 *   comment's time, `reply_comment_at`, which starts its 7-day window): unique per account and
 *   comment, so a comment gets one private reply whatever happens (Meta allows one).
 *   `reply_slot_at` is when its hand-off took one of the account's private-reply slots
 *   (`META_PRIVATE_REPLIES_PER_HOUR`, Meta's 750 per hour), counted over the last hour.
 * - `sent_parts`: the Send API ids of the 2,000-character parts of a long text that Meta already
 *   accepted, in order; a retried hand-off sends only the parts after them, and the first part's
 *   id is the message's external id.
 */
export class EntryPointCampaigns1763685612000 implements MigrationInterface {
  name = 'EntryPointCampaigns1763685612000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE templates DROP CONSTRAINT templates_channel_check`);
    await queryRunner.query(
      `ALTER TABLE templates ADD CONSTRAINT templates_channel_check
        CHECK (channel IN ('whatsapp', 'sms', 'messenger', 'instagram'))`,
    );
    await queryRunner.query(`ALTER TABLE campaigns DROP CONSTRAINT campaigns_channel_check`);
    await queryRunner.query(
      `ALTER TABLE campaigns
         ADD COLUMN entry_points jsonb,
         ADD CONSTRAINT campaigns_channel_check
           CHECK (channel IN ('whatsapp', 'sms', 'messenger', 'instagram')),
         ADD CONSTRAINT campaigns_entry_points_check CHECK (
           CASE WHEN channel IN ('messenger', 'instagram') THEN list_id IS NULL
                ELSE entry_points IS NULL END)`,
    );
    await queryRunner.query(
      `CREATE INDEX campaigns_entry_point_idx ON campaigns (account_id, channel)
        WHERE status = 'live' AND entry_points IS NOT NULL`,
    );
    await queryRunner.query(
      `ALTER TABLE enrolments ADD COLUMN entry_point jsonb, ADD COLUMN trigger_message_id uuid`,
    );
    await queryRunner.query(
      `ALTER TABLE messages
         ADD COLUMN reply_comment_id text,
         ADD COLUMN reply_comment_at timestamptz,
         ADD COLUMN reply_slot_at timestamptz,
         ADD COLUMN sent_parts text[] NOT NULL DEFAULT '{}',
         ADD CONSTRAINT messages_reply_comment_check
           CHECK ((reply_comment_id IS NULL) = (reply_comment_at IS NULL))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX messages_reply_comment_key ON messages (account_id, reply_comment_id)
        WHERE reply_comment_id IS NOT NULL`,
    );
    await queryRunner.query(
      `CREATE INDEX messages_reply_slot_idx ON messages (account_id, channel, reply_slot_at)
        WHERE reply_slot_at IS NOT NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX messages_reply_slot_idx`);
    await queryRunner.query(`DROP INDEX messages_reply_comment_key`);
    await queryRunner.query(
      `ALTER TABLE messages DROP CONSTRAINT messages_reply_comment_check,
         DROP COLUMN sent_parts, DROP COLUMN reply_slot_at, DROP COLUMN reply_comment_at,
         DROP COLUMN reply_comment_id`,
    );
    await queryRunner.query(
      `ALTER TABLE enrolments DROP COLUMN trigger_message_id, DROP COLUMN entry_point`,
    );
    await queryRunner.query(`DROP INDEX campaigns_entry_point_idx`);
    await queryRunner.query(`DELETE FROM campaigns WHERE channel IN ('messenger', 'instagram')`);
    await queryRunner.query(
      `ALTER TABLE campaigns DROP CONSTRAINT campaigns_entry_points_check,
         DROP CONSTRAINT campaigns_channel_check, DROP COLUMN entry_points`,
    );
    await queryRunner.query(
      `ALTER TABLE campaigns ADD CONSTRAINT campaigns_channel_check
        CHECK (channel IN ('whatsapp', 'sms'))`,
    );
    await queryRunner.query(`DELETE FROM templates WHERE channel IN ('messenger', 'instagram')`);
    await queryRunner.query(`ALTER TABLE templates DROP CONSTRAINT templates_channel_check`);
    await queryRunner.query(
      `ALTER TABLE templates ADD CONSTRAINT templates_channel_check
        CHECK (channel IN ('whatsapp', 'sms'))`,
    );
  }
}
