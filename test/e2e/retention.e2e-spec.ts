import { DataSource } from 'typeorm';
import { JobQueue } from '../../src/queue/job-queue';
import { RetentionScheduler } from '../../src/retention/retention.scheduler';
import { RetentionService } from '../../src/retention/retention.service';
import { startTestApp, type TestApp } from '../support/app-factory';
import { createAccount, type TestAccount } from '../support/factories';
import { RUNTIME } from '../support/runtime';

/**
 * The retention job (docs/data-lifecycle.md#retention). On PostgreSQL it purges 200,000 old outbox
 * rows and 50,000 old webhook attempts; the embedded runtime (PGlite, single-threaded WASM) seeds
 * a tenth of that to stay within the file's time budget, still several 5,000-row batches.
 * `POST /v1/contacts` latency during a purge is measured by `npm run bench -- retention`.
 */
const SCALE = RUNTIME === 'postgres' ? 1 : 0.1;
const OLD_OUTBOX = 200_000 * SCALE;
const OLD_DELIVERIES = 5_000 * SCALE;
const ATTEMPTS_PER_DELIVERY = 10; // 50,000 attempts on PostgreSQL

describe('Retention: one queued job keeps tables bounded (docs/data-lifecycle.md#retention)', () => {
  let t: TestApp;
  let db: DataSource;
  let acme: TestAccount;

  beforeAll(async () => {
    t = await startTestApp({
      env: {
        RATE_LIMIT_PER_MINUTE: '100000',
        RETENTION_BATCH_PAUSE_MS: '0',
        RETENTION_OUTBOX_DAYS: '7',
        RETENTION_WEBHOOK_DAYS: '30',
      },
    });
    db = t.app.get(DataSource);
    acme = await createAccount(t.app);
  }, 120_000);
  afterAll(() => t.close());

  async function countOf(sql: string, params: unknown[] = []): Promise<number> {
    const rows: { n: number }[] = await db.query(`SELECT count(*)::int AS n FROM ${sql}`, params);
    return rows[0].n;
  }

  it('deletes old processed outbox rows, expired idempotency keys, settled webhooks, finished imports\u2019 CSVs and expired sessions; keeps the rest', async () => {
    const a = acme.id;
    // Outbox: old processed (go), young processed and old unprocessed (stay).
    await db.query(
      `INSERT INTO outbox_events (account_id, type, payload, created_at, processed_at)
       SELECT $1, 'Seeded', '{}'::jsonb, now() - interval '9 days', now() - interval '8 days'
         FROM generate_series(1, $2)`,
      [a, OLD_OUTBOX],
    );
    await db.query(
      `INSERT INTO outbox_events (account_id, type, payload, created_at, processed_at, available_at)
       SELECT $1::uuid, 'Young', '{}'::jsonb, now() - interval '6 days', now() - interval '6 days', now()
         FROM generate_series(1, 30)
       UNION ALL
       SELECT $1::uuid, 'Unprocessed', '{}'::jsonb, now() - interval '20 days', NULL, now() + interval '1 day'
         FROM generate_series(1, 5)`,
      [a],
    );
    // Webhooks: old settled deliveries with 10 attempts each (go); an old pending one and a young
    // settled one (stay, with their attempts).
    await db.query(
      `WITH d AS (
         INSERT INTO webhook_deliveries (webhook_id, account_id, target_kind, target_id, event_type,
                                         payload, status, created_at, delivered_at, failed_at)
         SELECT 'msg_old_' || g, $1::uuid, 'endpoint', gen_random_uuid(), 'message.status_changed', '{}'::jsonb,
                CASE WHEN g % 2 = 0 THEN 'delivered' ELSE 'failed' END,
                now() - interval '40 days', now() - interval '40 days', NULL::timestamptz
           FROM generate_series(1, $2) g
         UNION ALL
         SELECT 'msg_keep_' || g || '_' || $1, $1::uuid, 'endpoint', gen_random_uuid(), 'message.status_changed', '{}'::jsonb,
                CASE WHEN g = 1 THEN 'pending' ELSE 'delivered' END,
                CASE WHEN g = 1 THEN now() - interval '40 days' ELSE now() - interval '29 days' END,
                NULL::timestamptz, NULL::timestamptz
           FROM generate_series(1, 2) g
         RETURNING id)
       INSERT INTO webhook_attempts (delivery_id, attempt, url, status_code, duration_ms, created_at)
       SELECT d.id, n, 'https://example.test/hook', 500, 12, now() - interval '40 days'
         FROM d CROSS JOIN generate_series(1, $3) n`,
      [a, OLD_DELIVERIES, ATTEMPTS_PER_DELIVERY],
    );
    // Idempotency keys: expired (go), live (stays).
    await db.query(
      `INSERT INTO idempotency_keys (account_id, key_hash, fingerprint, request_method, request_path,
                                     response_status, response_sealed, completed_at, created_at, expires_at)
       SELECT $1, lpad(g::text, 64, '0'), repeat('f', 64), 'POST', '/v1/contacts', 201, '\\x00'::bytea,
              now() - interval '2 days', now() - interval '2 days',
              CASE WHEN g <= 40 THEN now() - interval '1 day' ELSE now() + interval '1 hour' END
         FROM generate_series(1, 50) g`,
      [a],
    );
    // Imports: a completed one (CSV cleared, report kept) and one still processing (kept).
    const list = await t.api.as(acme.apiKey).post('/v1/lists', { name: 'Imported' }).expect(201);
    await db.query(
      `INSERT INTO imports (account_id, list_id, status, csv, total, created)
       VALUES ($1, $2, 'completed', 'phone\n+14155552671\n', 1, 1),
              ($1, $2, 'processing', 'phone\n+14155552672\n', 1, 0)`,
      [a, list.body.id],
    );
    // Rejected rows: of an import finished 31 days ago (cleared, codes kept), and 2 days ago (kept).
    await db.query(
      `INSERT INTO imports (account_id, list_id, status, csv, total, created, completed_at,
                            invalid, rejected_csv)
       SELECT $1, $2, 'completed', '', 1, 0, now() - (d || ' days')::interval,
              '[{"row": 2, "code": "INVALID_PHONE", "value": "12"}]'::jsonb, 'phone\r\n12\r\n'
         FROM unnest(ARRAY[31, 2]) d`,
      [a, list.body.id],
    );

    // Sessions: 3 expired (go), 2 live (stay).
    await db.query(
      `WITH u AS (
         INSERT INTO users (name, email, password_hash)
         VALUES ('Retention', 'retention-' || $1::text || '@example.com', 'x') RETURNING id),
       m AS (
         INSERT INTO memberships (account_id, user_id, role) SELECT $1::uuid, id, 'owner' FROM u
         RETURNING user_id)
       INSERT INTO sessions (user_id, account_id, token_hash, expires_at)
       SELECT u.id, $1::uuid, lpad(g::text, 64, 'a'),
              CASE WHEN g <= 3 THEN now() - interval '1 hour' ELSE now() + interval '14 days' END
         FROM u JOIN m ON m.user_id = u.id CROSS JOIN generate_series(1, 5) g`,
      [a],
    );

    // Run it as production does: the scheduled job on the queue, drained.
    const queue = t.app.get(JobQueue);
    await t.app.get(RetentionScheduler).enqueue();
    await queue.whenIdle(50_000);

    expect(await countOf(`outbox_events WHERE account_id = $1 AND type = 'Seeded'`, [a])).toBe(0);
    expect(await countOf(`outbox_events WHERE account_id = $1 AND type = 'Young'`, [a])).toBe(30);
    expect(await countOf(`outbox_events WHERE account_id = $1 AND type = 'Unprocessed'`, [a])).toBe(
      5,
    );
    expect(await countOf(`webhook_deliveries WHERE webhook_id LIKE 'msg_old_%'`)).toBe(0);
    expect(
      await countOf(`webhook_deliveries WHERE account_id = $1 AND webhook_id LIKE 'msg_keep_%'`, [
        a,
      ]),
    ).toBe(2);
    expect(
      await countOf(
        `webhook_attempts a JOIN webhook_deliveries d ON d.id = a.delivery_id WHERE d.account_id = $1`,
        [a],
      ),
    ).toBe(2 * ATTEMPTS_PER_DELIVERY);
    expect(await countOf(`idempotency_keys WHERE account_id = $1`, [a])).toBe(10);
    const imports: { status: string; csv: string; total: number; created: number }[] =
      await db.query(
        `SELECT status, csv, total, created FROM imports WHERE account_id = $1
          ORDER BY status, created DESC`,
        [a],
      );
    expect(imports).toEqual([
      { status: 'completed', csv: '', total: 1, created: 1 },
      { status: 'completed', csv: '', total: 1, created: 0 },
      { status: 'completed', csv: '', total: 1, created: 0 },
      { status: 'processing', csv: 'phone\n+14155552672\n', total: 1, created: 0 },
    ]);
    const rejected: { invalid: unknown; rejected_csv: string }[] = await db.query(
      `SELECT invalid, rejected_csv FROM imports
        WHERE account_id = $1 AND completed_at IS NOT NULL ORDER BY completed_at`,
      [a],
    );
    expect(rejected).toEqual([
      { invalid: [{ row: 2, code: 'INVALID_PHONE' }], rejected_csv: '' },
      {
        invalid: [{ row: 2, code: 'INVALID_PHONE', value: '12' }],
        rejected_csv: 'phone\r\n12\r\n',
      },
    ]);

    expect(await countOf(`sessions WHERE account_id = $1 AND expires_at <= now()`, [a])).toBe(0);
    expect(await countOf(`sessions WHERE account_id = $1`, [a])).toBe(2);

    const metrics = (await t.api.raw('get', '/metrics').expect(200)).text;
    const purged = (table: string) =>
      Number(
        new RegExp(
          `parley_retention_purged_rows_total\\{table="${table.replace('.', '\\.')}"\\} (\\d+)`,
        ).exec(metrics)?.[1],
      );
    expect(purged('outbox_events')).toBeGreaterThanOrEqual(OLD_OUTBOX);
    expect(purged('webhook_attempts')).toBeGreaterThanOrEqual(
      OLD_DELIVERIES * ATTEMPTS_PER_DELIVERY,
    );
    expect(purged('webhook_deliveries')).toBeGreaterThanOrEqual(OLD_DELIVERIES);
    expect(purged('idempotency_keys')).toBeGreaterThanOrEqual(40);
    expect(purged('imports.csv')).toBeGreaterThanOrEqual(1);
    expect(purged('imports.rejected_rows')).toBeGreaterThanOrEqual(1);
    expect(purged('sessions')).toBeGreaterThanOrEqual(3);

    // A second run finds nothing of this account left to purge.
    const again = await t.app.get(RetentionService).run();
    expect(again.skipped).toBe(false);
    expect(again.purged['outbox_events']).toBe(0);
  }, 120_000);

  it("one run at a time: a run while another holds the lease is skipped; a dead holder's lease expires", async () => {
    await db.query(
      `INSERT INTO job_leases (name, holder, held_until)
       VALUES ('retention', gen_random_uuid(), now() + interval '1 minute')`,
    );
    expect(await t.app.get(RetentionService).run()).toMatchObject({ skipped: true, purged: {} });
    await db.query(
      `UPDATE job_leases SET held_until = now() - interval '1 second' WHERE name = 'retention'`,
    );
    const report = await t.app.get(RetentionService).run();
    expect(report.skipped).toBe(false);
    expect(await countOf(`job_leases`)).toBe(0);
  });
});
