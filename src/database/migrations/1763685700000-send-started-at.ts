import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * One word, one meaning (docs/architecture.md#words): a "hand-off" is the bot handing a
 * conversation to a person. The column that marks a `message.send` attempt under way (the
 * message being handed to its provider) is `send_started_at`; its partial index follows.
 */
export class SendStartedAt1763685700000 implements MigrationInterface {
  name = 'SendStartedAt1763685700000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE messages RENAME COLUMN handoff_started_at TO send_started_at`,
    );
    await queryRunner.query(`ALTER INDEX messages_handoff_idx RENAME TO messages_send_started_idx`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER INDEX messages_send_started_idx RENAME TO messages_handoff_idx`);
    await queryRunner.query(
      `ALTER TABLE messages RENAME COLUMN send_started_at TO handoff_started_at`,
    );
  }
}
