import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The outbox relay runs concurrently (docs/sending.md#the-outbox): several batches in flight per
 * process and every worker process relaying. What must stay in order keeps its order through
 * two columns:
 *
 * - `seq`: the order of appends (an identity; existing rows numbered in their stored order);
 * - `ordering_key`: events that share one (one conversation's, one person's on one channel) are
 *   handed out one at a time in `seq` order; events without one are handed out in any order.
 *
 * The partial indexes serve the claim: due events by `seq`, and "an earlier pending event of
 * the same key" by `(ordering_key, seq)`.
 */
export class OutboxOrdering1795965900000 implements MigrationInterface {
  name = 'OutboxOrdering1795965900000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE outbox_events ADD COLUMN seq bigint GENERATED ALWAYS AS IDENTITY`,
    );
    await queryRunner.query(`ALTER TABLE outbox_events ADD COLUMN ordering_key text NULL`);
    await queryRunner.query(
      `CREATE INDEX outbox_events_pending_seq ON outbox_events (seq) WHERE processed_at IS NULL`,
    );
    await queryRunner.query(
      `CREATE INDEX outbox_events_pending_key ON outbox_events (ordering_key, seq)
        WHERE processed_at IS NULL AND ordering_key IS NOT NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX outbox_events_pending_key`);
    await queryRunner.query(`DROP INDEX outbox_events_pending_seq`);
    await queryRunner.query(`ALTER TABLE outbox_events DROP COLUMN ordering_key`);
    await queryRunner.query(`ALTER TABLE outbox_events DROP COLUMN seq`);
  }
}
