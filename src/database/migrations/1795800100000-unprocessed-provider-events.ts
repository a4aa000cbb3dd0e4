import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Nothing signed is acknowledged and dropped (docs/channels.md#unprocessed-events): a verified
 * provider webhook call with items the parser could not use is kept in
 * `unprocessed_provider_events` with its raw payload (the body as received; Twilio's form as
 * `{name: [values]}`) and the reasons in words, until the operator's retry reads it with the
 * current parser (`status` `processed`), retention (`RETENTION_OUTBOX_DAYS`) or erasure.
 */
export class UnprocessedProviderEvents1795800100000 implements MigrationInterface {
  name = 'UnprocessedProviderEvents1795800100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE unprocessed_provider_events (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
        connection_id uuid NOT NULL,
        provider text NOT NULL,
        kind text NOT NULL DEFAULT 'notification',
        reason text NOT NULL,
        payload jsonb NOT NULL,
        status text NOT NULL DEFAULT 'unprocessed' CHECK (status IN ('unprocessed', 'processed')),
        attempts integer NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now(),
        processed_at timestamptz
      )`);
    await queryRunner.query(
      `CREATE INDEX unprocessed_provider_events_list_idx
         ON unprocessed_provider_events (account_id, status, created_at, id)`,
    );
    await queryRunner.query(
      `CREATE INDEX unprocessed_provider_events_age_idx ON unprocessed_provider_events (created_at)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE unprocessed_provider_events`);
  }
}
