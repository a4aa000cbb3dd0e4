import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Longest list name (docs/lists-and-imports.md#lists). */
const MAX_NAME = 200;

/**
 * List names unique per account, case-insensitively (docs/lists-and-imports.md#lists): a unique
 * index on `(account_id, lower(name))`, which answers a taken name with 409 `LIST_NAME_TAKEN`.
 *
 * Existing duplicates are renamed first, so the index can be built: in each account, of the lists
 * whose names are equal ignoring case, the oldest (by `created_at`, then `id`) keeps its name and
 * each later one gets the first free suffix ` (2)`, ` (3)`, … (free meaning no list of the account
 * has that name, ignoring case; the name is shortened before the suffix when it would pass 200
 * characters). Nothing else changes: ids, members and campaigns stay as they were. `down` drops
 * the index and leaves the renamed lists as they are.
 */
export class ListNamesUnique1796300000000 implements MigrationInterface {
  name = 'ListNamesUnique1796300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const duplicates: { id: string; account_id: string; name: string; rank: number }[] =
      await queryRunner.query(
        `SELECT id, account_id, name, rank FROM (
           SELECT id, account_id, name,
                  row_number() OVER (PARTITION BY account_id, lower(name)
                                     ORDER BY created_at, id)::int AS rank
             FROM lists) ranked
          WHERE rank > 1
          ORDER BY account_id, lower(name), rank`,
      );
    for (const list of duplicates) {
      for (let n = 2; ; n++) {
        const suffix = ` (${n})`;
        const base = [...list.name].slice(0, MAX_NAME - suffix.length).join('');
        const candidate = `${base}${suffix}`;
        const taken: unknown[] = await queryRunner.query(
          `SELECT 1 FROM lists WHERE account_id = $1 AND lower(name) = lower($2)`,
          [list.account_id, candidate],
        );
        if (taken.length > 0) continue;
        await queryRunner.query(`UPDATE lists SET name = $2 WHERE id = $1`, [list.id, candidate]);
        break;
      }
    }
    await queryRunner.query(
      `CREATE UNIQUE INDEX lists_account_name_key ON lists (account_id, lower(name))`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX lists_account_name_key`);
  }
}
