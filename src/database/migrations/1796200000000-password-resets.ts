import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Password resets (docs/sessions-and-app.md#forgotten-passwords): single-use links that let a
 * person choose a new password, mailed (`Forgot password?`, with `SMTP_URL`) or issued by an
 * owner or the operator's CLI. Only the SHA-256 of the link's token is stored (as for
 * invitations and sign-ups); a link works once (`used_at`) within `expires_at` (1 hour).
 */
export class PasswordResets1796200000000 implements MigrationInterface {
  name = 'PasswordResets1796200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE password_resets (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        token_hash char(64) NOT NULL,
        issued_by uuid NULL REFERENCES users (id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        used_at timestamptz NULL
      )`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX password_resets_token_hash_key ON password_resets (token_hash)`,
    );
    await queryRunner.query(
      `CREATE INDEX password_resets_user_id_idx ON password_resets (user_id)`,
    );
    await queryRunner.query(
      `CREATE INDEX password_resets_expires_at_idx ON password_resets (expires_at)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE password_resets`);
  }
}
