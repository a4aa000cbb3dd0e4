import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * People are invited, may belong to several accounts, and sign in from browsers they are known
 * on (docs/security.md#several-accounts, #invitations, #device-cookies):
 *
 * - `memberships`: a person (`users`) in an account, as `owner` or `agent`; one row per account
 *   and person. Filled from `users.account_id`/`users.role`, which go: a person is no longer of
 *   one account. `last_used_at` says which account a sign-in opens (the one used last).
 * - `sessions.account_id` is the session's current account: it must be one of the person's
 *   memberships (a foreign key), so removing a person from an account ends their sessions there
 *   and nowhere else, and a switch can only go to an account of theirs.
 * - `invitations`: a single-use link (only the SHA-256 of its token is stored) to join an
 *   account with a role, valid 7 days; at most one open invitation per account and email (a new
 *   one replaces it); accepted or revoked ones stay for the record until retention.
 * - `signup_requests`: a sign-up waiting for its email to be confirmed (when `SMTP_URL` is set),
 *   with the chosen password already hashed; the mailed link (token stored as SHA-256) creates
 *   the account within 24 hours.
 * - `trusted_devices`: browsers a person signed in from (device cookies, OWASP "Slow down online
 *   guessing attacks with device cookies"); a sign-in from one is counted on its own budget, so
 *   nobody can lock the person out from elsewhere. Revoked with a password change.
 */
export class MembershipsInvitations1795651400000 implements MigrationInterface {
  name = 'MembershipsInvitations1795651400000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE memberships (
        account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        role text NOT NULL CHECK (role IN ('owner', 'agent')),
        created_at timestamptz NOT NULL DEFAULT now(),
        last_used_at timestamptz NULL,
        PRIMARY KEY (account_id, user_id)
      )`);
    await queryRunner.query(`CREATE INDEX memberships_user_id_idx ON memberships (user_id)`);
    await queryRunner.query(
      `CREATE INDEX memberships_account_page_idx ON memberships (account_id, created_at, user_id)`,
    );
    await queryRunner.query(`
      INSERT INTO memberships (account_id, user_id, role, created_at)
      SELECT account_id, id, role, created_at FROM users`);
    await queryRunner.query(`DROP INDEX users_account_id_idx`);
    await queryRunner.query(`ALTER TABLE users DROP COLUMN account_id, DROP COLUMN role`);
    await queryRunner.query(`
      ALTER TABLE sessions ADD CONSTRAINT sessions_membership_fkey
        FOREIGN KEY (account_id, user_id) REFERENCES memberships (account_id, user_id)
        ON DELETE CASCADE`);

    await queryRunner.query(`
      CREATE TABLE invitations (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
        email text NOT NULL CHECK (length(email) BETWEEN 3 AND 254 AND email = lower(email)),
        name text NOT NULL DEFAULT '' CHECK (length(name) <= 200),
        role text NOT NULL CHECK (role IN ('owner', 'agent')),
        token_hash char(64) NOT NULL,
        invited_by uuid NULL REFERENCES users (id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        accepted_at timestamptz NULL,
        accepted_by uuid NULL REFERENCES users (id) ON DELETE SET NULL,
        revoked_at timestamptz NULL
      )`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX invitations_token_hash_key ON invitations (token_hash)`,
    );
    await queryRunner.query(`
      CREATE UNIQUE INDEX invitations_open_key ON invitations (account_id, email)
        WHERE accepted_at IS NULL AND revoked_at IS NULL`);
    await queryRunner.query(
      `CREATE INDEX invitations_account_page_idx ON invitations (account_id, created_at, id)`,
    );
    await queryRunner.query(`CREATE INDEX invitations_expires_at_idx ON invitations (expires_at)`);

    await queryRunner.query(`
      CREATE TABLE signup_requests (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        email text NOT NULL CHECK (length(email) BETWEEN 3 AND 254 AND email = lower(email)),
        name text NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
        account_name text NOT NULL CHECK (length(account_name) BETWEEN 1 AND 200),
        account_type text NOT NULL CHECK (account_type IN ('standard', 'agency')),
        password_hash text NOT NULL,
        token_hash char(64) NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL
      )`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX signup_requests_token_hash_key ON signup_requests (token_hash)`,
    );
    await queryRunner.query(
      `CREATE INDEX signup_requests_expires_at_idx ON signup_requests (expires_at)`,
    );

    await queryRunner.query(`
      CREATE TABLE trusted_devices (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        last_used_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL
      )`);
    await queryRunner.query(
      `CREATE INDEX trusted_devices_user_id_idx ON trusted_devices (user_id)`,
    );
    await queryRunner.query(
      `CREATE INDEX trusted_devices_expires_at_idx ON trusted_devices (expires_at)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE trusted_devices`);
    await queryRunner.query(`DROP TABLE signup_requests`);
    await queryRunner.query(`DROP TABLE invitations`);
    await queryRunner.query(`ALTER TABLE sessions DROP CONSTRAINT sessions_membership_fkey`);
    // A person of several accounts keeps the oldest of them (the schema before held one).
    await queryRunner.query(`
      ALTER TABLE users ADD COLUMN account_id uuid REFERENCES accounts (id) ON DELETE CASCADE,
                        ADD COLUMN role text CHECK (role IN ('owner', 'agent'))`);
    await queryRunner.query(`
      UPDATE users u SET account_id = m.account_id, role = m.role
        FROM (SELECT DISTINCT ON (user_id) user_id, account_id, role FROM memberships
               ORDER BY user_id, created_at) m
       WHERE m.user_id = u.id`);
    await queryRunner.query(`DELETE FROM users WHERE account_id IS NULL`);
    await queryRunner.query(`DELETE FROM sessions s USING users u
                              WHERE u.id = s.user_id AND u.account_id <> s.account_id`);
    await queryRunner.query(
      `ALTER TABLE users ALTER COLUMN account_id SET NOT NULL, ALTER COLUMN role SET NOT NULL`,
    );
    await queryRunner.query(
      `CREATE INDEX users_account_id_idx ON users (account_id, created_at, id)`,
    );
    await queryRunner.query(`DROP TABLE memberships`);
  }
}
