import type { DataSource } from 'typeorm';

/**
 * A fingerprint of every table of the public schema (migrations bookkeeping aside): its row count
 * and an md5 of its rows, sorted. Two equal snapshots mean no row was added, removed or changed.
 * Meant for small test databases (it reads every row).
 */
export async function tableSnapshot(db: DataSource): Promise<Record<string, string>> {
  const tables: { name: string }[] = await db.query(
    `SELECT tablename AS name FROM pg_tables
      WHERE schemaname = 'public' AND tablename NOT IN ('migrations', 'typeorm_metadata')
      ORDER BY tablename`,
  );
  const snapshot: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = await db.query(
      `SELECT count(*)::int AS n, md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS h
         FROM "${name}" t`,
    );
    snapshot[name] = `${row.n}:${row.h}`;
  }
  return snapshot;
}
