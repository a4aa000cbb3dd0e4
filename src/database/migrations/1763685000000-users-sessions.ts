import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * People who sign in to the app (docs/sessions-and-app.md) and their sessions. A user belongs to
 * one account as `owner` or `agent`; emails are unique across the service, case-insensitively
 * (stored lower-case). A session is stored only as the SHA-256 hex digest of its cookie token,
 * and dies with its user.
 */
export class UsersSessions1763685000000 implements MigrationInterface {
  name = 'UsersSessions1763685000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE users (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
        name text NOT NULL CHECK (length(name) <= 200),
        email text NOT NULL CHECK (length(email) BETWEEN 3 AND 254 AND email = lower(email)),
        password_hash text NOT NULL,
        role text NOT NULL CHECK (role IN ('owner', 'agent')),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE UNIQUE INDEX users_email_key ON users (lower(email))`);
    await queryRunner.query(
      `CREATE INDEX users_account_id_idx ON users (account_id, created_at, id)`,
    );
    await queryRunner.query(`
      CREATE TABLE sessions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
        token_hash char(64) NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        refreshed_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL
      )`);
    await queryRunner.query(`CREATE UNIQUE INDEX sessions_token_hash_key ON sessions (token_hash)`);
    await queryRunner.query(`CREATE INDEX sessions_user_id_idx ON sessions (user_id)`);
    await queryRunner.query(`CREATE INDEX sessions_expires_at_idx ON sessions (expires_at)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE sessions`);
    await queryRunner.query(`DROP TABLE users`);
  }
}
