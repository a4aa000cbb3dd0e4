import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Idempotency keys (docs/api.md#idempotency, Stripe's semantics): one row per account and
 * `Idempotency-Key`, claimed with `INSERT … ON CONFLICT DO NOTHING` on the unique
 * `(account_id, key_hash)`.
 *
 * - `key_hash`: SHA-256 (hex) of the key; the key itself is not stored.
 * - `fingerprint`: SHA-256 (hex) of method, path, query (without `apiKey`) and canonical JSON body.
 * - In flight: `lock_token` and `locked_until` set, `response_status` NULL. The owner renews the
 *   lock while the request runs; once `locked_until` is past (its process died), a retry with
 *   the same fingerprint may take the key over.
 * - Completed: `response_status` and `response_sealed` (headers and body, AES-256-GCM under a key
 *   derived from the Idempotency-Key, so the table alone discloses no response: some carry an API
 *   key) set, lock columns NULL.
 * - `expires_at`: 24 h after the first request; an expired row is treated as absent.
 */
export class IdempotencyKeys1763684000000 implements MigrationInterface {
  name = 'IdempotencyKeys1763684000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE idempotency_keys (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
        key_hash char(64) NOT NULL,
        fingerprint char(64) NOT NULL,
        request_method text NOT NULL,
        request_path text NOT NULL,
        lock_token uuid NULL,
        locked_until timestamptz NULL,
        response_status smallint NULL CHECK (response_status BETWEEN 100 AND 599),
        response_sealed bytea NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        completed_at timestamptz NULL,
        expires_at timestamptz NOT NULL,
        CONSTRAINT idempotency_keys_in_flight_or_completed CHECK (
          (lock_token IS NOT NULL AND locked_until IS NOT NULL
             AND response_status IS NULL AND response_sealed IS NULL AND completed_at IS NULL)
          OR (lock_token IS NULL AND locked_until IS NULL
             AND response_status IS NOT NULL AND response_sealed IS NOT NULL AND completed_at IS NOT NULL))
      )`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX idempotency_keys_account_key ON idempotency_keys (account_id, key_hash)`,
    );
    await queryRunner.query(
      `CREATE INDEX idempotency_keys_account_expiry ON idempotency_keys (account_id, expires_at)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE idempotency_keys`);
  }
}
