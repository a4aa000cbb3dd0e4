import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { startTestApp, type TestApp } from '../support/app-factory';
import { createAccount } from '../support/factories';
import { ensureBuilt, runCli } from '../support/processes';

/**
 * `npm run -s cli -- retention:run` (docs/data-lifecycle.md#retention) as an operator runs it: the
 * built CLI in its own process, against the database of a running service (PostgreSQL by
 * `DATABASE_URL`, or the service's embedded database through its socket), prints
 * `{skipped, purged: {table: rows}, durationMs}` on stdout and exits 0; while another run holds
 * the lease it purges nothing and says `skipped`.
 */
describe('retention:run (operator CLI)', () => {
  let t: TestApp;
  let db: DataSource;
  let dataDir: string;
  let env: Record<string, string>;
  let accountId: string;

  beforeAll(async () => {
    ensureBuilt();
    dataDir = mkdtempSync(join(tmpdir(), 'parley-retention-cli-'));
    t = await startTestApp({ env: { DATA_DIR: dataDir } });
    db = t.app.get(DataSource);
    accountId = (await createAccount(t.app)).id;
    env = {
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // small batches, so the run takes several of them
      RETENTION_BATCH_SIZE: '5',
      RETENTION_BATCH_PAUSE_MS: '0',
      ...(t.database.url ? { DATABASE_URL: t.database.url } : {}),
    };
  }, 240_000);
  afterAll(async () => {
    await t?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** Outbox rows of the account by type. */
  async function outbox(): Promise<Record<string, number>> {
    const rows: { type: string; n: number }[] = await db.query(
      `SELECT type, count(*)::int AS n FROM outbox_events WHERE account_id = $1 GROUP BY type`,
      [accountId],
    );
    return Object.fromEntries(rows.map((row) => [row.type, row.n]));
  }

  beforeEach(async () => {
    await db.query(`DELETE FROM outbox_events WHERE account_id = $1`, [accountId]);
    await db.query(
      `INSERT INTO outbox_events (account_id, type, payload, created_at, processed_at, available_at)
       SELECT $1::uuid, 'Old', '{}'::jsonb, now() - interval '9 days', now() - interval '8 days', now()
         FROM generate_series(1, 12)
       UNION ALL
       SELECT $1::uuid, 'Young', '{}'::jsonb, now() - interval '2 days', now() - interval '2 days', now()
         FROM generate_series(1, 3)`,
      [accountId],
    );
  });

  it('purges once and prints {skipped: false, purged per table, durationMs}', async () => {
    const result = await runCli(['retention:run'], env);
    expect({ code: result.code, stderr: result.stderr }).toEqual({ code: 0, stderr: '' });
    const report = JSON.parse(result.stdout) as {
      skipped: boolean;
      purged: Record<string, number>;
      durationMs: number;
    };
    expect(report.skipped).toBe(false);
    expect(report.purged.outbox_events).toBeGreaterThanOrEqual(12);
    expect(Object.keys(report.purged)).toEqual(
      expect.arrayContaining(['outbox_events', 'idempotency_keys', 'webhook_deliveries']),
    );
    expect(report.durationMs).toEqual(expect.any(Number));
    expect(await outbox()).toEqual({ Young: 3 });
    const [{ n: leases }] = await db.query(`SELECT count(*)::int AS n FROM job_leases`);
    expect(leases).toBe(0); // the lease is given back at the end
  });

  it('while another run holds the lease: skipped, nothing purged, exit 0', async () => {
    await db.query(
      `INSERT INTO job_leases (name, holder, held_until)
       VALUES ('retention', gen_random_uuid(), clock_timestamp() + interval '1 minute')`,
    );
    try {
      const result = await runCli(['retention:run'], env);
      expect(result.code).toBe(0);
      expect(JSON.parse(result.stdout)).toEqual({
        skipped: true,
        purged: {},
        durationMs: expect.any(Number),
      });
      expect(await outbox()).toEqual({ Old: 12, Young: 3 });
    } finally {
      await db.query(`DELETE FROM job_leases WHERE name = 'retention'`);
    }
  });
});
