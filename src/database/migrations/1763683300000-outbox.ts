import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The transactional outbox: events written with the change they describe, relayed after commit. */
export class Outbox1763683300000 implements MigrationInterface {
  name = 'Outbox1763683300000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE outbox_events (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
        type text NOT NULL,
        payload jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        available_at timestamptz NOT NULL DEFAULT now(),
        attempts integer NOT NULL DEFAULT 0,
        last_error text NULL,
        processed_at timestamptz NULL
      )`);
    await queryRunner.query(
      `CREATE INDEX outbox_events_due ON outbox_events (available_at, created_at) WHERE processed_at IS NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE outbox_events`);
  }
}
