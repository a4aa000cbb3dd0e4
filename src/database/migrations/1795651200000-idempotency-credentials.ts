import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Idempotency keys belong to one credential, and erasure reaches their stored answers
 * (docs/security.md#idempotency-per-credential, docs/security.md#erasure):
 *
 * - `credential`: SHA-256 (hex) of the credential that made the first request (`key:<hash of
 *   the API key>` or `user:<id>` of the signed-in person). A stored answer is replayed only to
 *   that credential; rows made before this migration have none and are never replayed (409
 *   `IDEMPOTENCY_KEY_REUSED` until they expire, within 24 h), so no answer leaks across
 *   credentials and none runs twice.
 * - `subject_ids`: the ids a stored answer names (a created contact's id, a list's added
 *   contacts…), indexed (GIN) so that erasing a contact finds every answer that holds it.
 * - `erased_at`: set when the answer named an erased contact; its sealed body is then emptied and
 *   a replay answers 404 `CONTACT_NOT_FOUND` (the request is not run again either).
 */
export class IdempotencyCredentials1795651200000 implements MigrationInterface {
  name = 'IdempotencyCredentials1795651200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE idempotency_keys
        ADD COLUMN credential char(64) NULL,
        ADD COLUMN subject_ids uuid[] NOT NULL DEFAULT '{}',
        ADD COLUMN erased_at timestamptz NULL`);
    await queryRunner.query(
      `CREATE INDEX idempotency_keys_subjects ON idempotency_keys USING gin (subject_ids)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX idempotency_keys_subjects`);
    await queryRunner.query(`
      ALTER TABLE idempotency_keys
        DROP COLUMN credential, DROP COLUMN subject_ids, DROP COLUMN erased_at`);
  }
}
