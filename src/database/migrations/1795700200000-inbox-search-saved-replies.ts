import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The contact's searchable words (the inbox search's statement uses this very expression, so
 * the index serves it): name, email, phone with and without its `+`.
 */
export const CONTACT_SEARCH_VECTOR = `to_tsvector('simple', coalesce(first_name, '') || ' ' ||
  coalesce(last_name, '') || ' ' || coalesce(email, '') || ' ' || coalesce(phone, '') || ' ' ||
  coalesce(ltrim(phone, '+'), ''))`;

/**
 * The inbox's saved replies and search (docs/conversations.md#saved-replies, #search):
 *
 * - `saved_replies`: an account's canned answers, `{shortcut, body}`, one per shortcut (unique,
 *   case-insensitive), shared by its people.
 * - Search is PostgreSQL full-text (the `simple` configuration: no stemming, every word, so
 *   names, emails and numbers match as written), prefix-matched, over two GIN expression
 *   indexes: the contact's name, email and phone (with and without its `+`), and each message's
 *   text. Full-text rather than trigrams because the embedded database (PGlite) has no `pg_trgm`
 *   loaded; the statement is the same on both runtimes.
 */
export class InboxSearchSavedReplies1795700200000 implements MigrationInterface {
  name = 'InboxSearchSavedReplies1795700200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE saved_replies (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
        shortcut text NOT NULL CHECK (shortcut ~ '^[a-z0-9_-]{1,32}$'),
        body text NOT NULL CHECK (length(body) BETWEEN 1 AND 4096),
        created_at timestamptz NOT NULL DEFAULT date_trunc('milliseconds', now()),
        updated_at timestamptz NOT NULL DEFAULT date_trunc('milliseconds', now()),
        CONSTRAINT saved_replies_shortcut_key UNIQUE (account_id, shortcut)
      )`);
    await queryRunner.query(`
      CREATE INDEX contacts_search_idx ON contacts USING gin (${CONTACT_SEARCH_VECTOR})`);
    await queryRunner.query(
      `CREATE INDEX messages_search_idx ON messages USING gin (to_tsvector('simple', body))`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX messages_search_idx`);
    await queryRunner.query(`DROP INDEX contacts_search_idx`);
    await queryRunner.query(`DROP TABLE saved_replies`);
  }
}
