/**
 * Retention benchmark (`POST /v1/contacts` keeps answering, p99 under 100 ms during the purge;
 * docs/data-lifecycle.md#retention), run alone with `npm run bench -- retention`.
 *
 * Against the running Parley of bench/run.ts (its database, embedded or DATABASE_URL): an
 * account made with the operator CLI; BENCH_RETENTION_OUTBOX (default 200,000) processed outbox
 * rows 8 days old and BENCH_RETENTION_ATTEMPTS (default 50,000) attempts of settled webhook
 * deliveries 40 days old, seeded with one `generate_series` INSERT each. Then `POST /v1/contacts`
 * (a new phone each request) at a fixed BENCH_RETENTION_RATE (default 50 req/s, `pacedLoad`:
 * evenly spaced, latency from each request's scheduled start):
 * 1. baseline: BENCH_SECONDS (default 8) with no purge;
 * 2. during the purge: from the start of `npm run cli -- retention:run` (its own process, with
 *    Parley's settings: batches of 5,000 with a 200 ms pause) until it exits.
 * Afterwards the seeded rows must be gone. Reports p50/p99/max latency, non-2xx, the purge's
 * duration and rows per table, and the machine's load average; prints a table and writes
 * `bench/results/retention.json`.
 *
 * The criterion: during the purge, p99 of `POST /v1/contacts` under
 * BENCH_RETENTION_P99_MS (default 100 ms), with no error and no non-2xx answer. The last line
 * says `PASS: …` or `FAIL: …`, and a failure makes the run exit non-zero (an error thrown).
 */
import { benchContext, writeBenchReport } from './report';
import { pacedLoad, type PacedLoadResult } from './paced-load';
import { execFileSync, spawn } from 'node:child_process';
import { join } from 'node:path';
import { loadavg } from 'node:os';
import { Client } from 'pg';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const RATE = Number(process.env.BENCH_RETENTION_RATE ?? 50);
const OUTBOX_ROWS = Number(process.env.BENCH_RETENTION_OUTBOX ?? 200_000);
const ATTEMPT_ROWS = Number(process.env.BENCH_RETENTION_ATTEMPTS ?? 50_000);
const ATTEMPTS_PER_DELIVERY = 10;
/** The p99 of POST /v1/contacts during the purge must stay under this (ms). */
const P99_LIMIT_MS = Number(process.env.BENCH_RETENTION_P99_MS ?? 100);

/** What the retention benchmark needs from the runner (the shape of the other benchmarks'). */
export interface RetentionBenchmarkOptions {
  root: string;
  baseUrl: string;
  databaseUrl: string;
  env: NodeJS.ProcessEnv;
}

interface Latency {
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  requests: number;
  non2xx: number;
  errors: number;
}

const summary = (r: PacedLoadResult): Latency => ({
  p50Ms: r.p50Ms,
  p99Ms: r.p99Ms,
  maxMs: r.maxMs,
  requests: r.requests,
  non2xx: r.non2xx,
  errors: r.errors,
});

let phone = 0;
const nextPhone = () => `+1415${String(3_000_000 + (++phone % 6_000_000)).padStart(7, '0')}`;

/** Creates contacts at RATE until `until` settles (or `seconds` pass). */
function load(baseUrl: string, key: string, seconds: number, until?: Promise<unknown>) {
  return pacedLoad({
    url: baseUrl,
    connections: 8,
    rate: RATE,
    seconds,
    until,
    headers: { 'x-api-key': key, 'content-type': 'application/json' },
    requests: [
      {
        method: 'POST',
        path: '/v1/contacts',
        setupRequest: (req) => ({
          ...req,
          body: JSON.stringify({ phone: nextPhone(), firstName: 'Lead' }),
        }),
      },
    ],
  });
}

export async function benchmarkRetention(options: RetentionBenchmarkOptions): Promise<void> {
  const cli = join(options.root, 'dist', 'src', 'cli.js');
  const childEnv = { PATH: process.env.PATH, ...options.env };
  const name = `bench-retention-${Date.now().toString(36)}`;
  const created = JSON.parse(
    execFileSync(process.execPath, [cli, 'accounts:create', '--name', name], {
      env: childEnv,
    }).toString(),
  ) as { apiKey: string };
  const db = new Client({ connectionString: options.databaseUrl });
  await db.connect();
  try {
    const [{ id: accountId }] = (
      await db.query<{ id: string }>(`SELECT id FROM accounts WHERE name = $1`, [name])
    ).rows;
    process.stderr.write(
      `\nretention: seeding ${OUTBOX_ROWS} outbox rows and ${ATTEMPT_ROWS} webhook attempts\n`,
    );
    await db.query(
      `INSERT INTO outbox_events (account_id, type, payload, created_at, processed_at)
       SELECT $1, 'BenchSeeded', '{}'::jsonb, now() - interval '9 days', now() - interval '8 days'
         FROM generate_series(1, $2::int)`,
      [accountId, OUTBOX_ROWS],
    );
    await db.query(
      `WITH d AS (
         INSERT INTO webhook_deliveries (webhook_id, account_id, target_kind, target_id, event_type,
                                         payload, status, created_at, delivered_at)
         SELECT 'msg_bench_' || $1 || '_' || g, $1::uuid, 'endpoint', gen_random_uuid(),
                'message.status_changed', '{}'::jsonb, 'delivered',
                now() - interval '40 days', now() - interval '40 days'
           FROM generate_series(1, $2::int) g
         RETURNING id)
       INSERT INTO webhook_attempts (delivery_id, attempt, url, status_code, duration_ms, created_at)
       SELECT d.id, n, 'https://example.test/hook', 200, 12, now() - interval '40 days'
         FROM d CROSS JOIN generate_series(1, $3::int) n`,
      [accountId, Math.ceil(ATTEMPT_ROWS / ATTEMPTS_PER_DELIVERY), ATTEMPTS_PER_DELIVERY],
    );

    await load(options.baseUrl, created.apiKey, 2); // warm-up
    const baseline = summary(await load(options.baseUrl, created.apiKey, SECONDS));

    const started = Date.now();
    let output = '';
    const purge = new Promise<void>((resolve, reject) => {
      const child = spawn(process.execPath, [cli, 'retention:run'], { env: childEnv });
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => process.stderr.write(chunk));
      child.on('exit', (code) =>
        code === 0 ? resolve() : reject(new Error(`retention:run exited ${code}`)),
      );
    });
    const loadBefore = loadavg();
    const during = summary(await load(options.baseUrl, created.apiKey, 600, purge));
    await purge;
    const purgeMs = Date.now() - started;
    const loadAfter = loadavg();
    const report = JSON.parse(output) as {
      skipped: boolean;
      purged: Record<string, number>;
      durationMs: number;
    };
    if (report.skipped) throw new Error('retention:run was skipped: another run held the lease');

    const left = (
      await db.query<{ outbox: number; attempts: number }>(
        `SELECT (SELECT count(*)::int FROM outbox_events WHERE account_id = $1 AND type = 'BenchSeeded') AS outbox,
                (SELECT count(*)::int FROM webhook_attempts a JOIN webhook_deliveries d ON d.id = a.delivery_id
                  WHERE d.account_id = $1) AS attempts`,
        [accountId],
      )
    ).rows[0];
    if (left.outbox !== 0 || left.attempts !== 0) {
      throw new Error(`seeded rows left after the purge: ${JSON.stringify(left)}`);
    }
    const failures = [
      during.p99Ms >= P99_LIMIT_MS ? `p99 ${during.p99Ms} ms ≥ ${P99_LIMIT_MS} ms` : null,
      during.errors > 0 ? `${during.errors} errors` : null,
      during.non2xx > 0 ? `${during.non2xx} non-2xx answers` : null,
      during.requests === 0 ? 'no request completed during the purge' : null,
    ].filter((failure): failure is string => failure !== null);
    const loadAverage = {
      before: loadBefore.map((n) => Number(n.toFixed(2))),
      after: loadAfter.map((n) => Number(n.toFixed(2))),
    };
    const result = {
      ...benchContext(options.env),
      ratePerSecond: RATE,
      seeded: { outboxEvents: OUTBOX_ROWS, webhookAttempts: ATTEMPT_ROWS },
      purge: { durationMs: purgeMs, runDurationMs: report.durationMs, purged: report.purged },
      baseline,
      duringPurge: during,
      loadAverage,
      criterion: { p99LimitMs: P99_LIMIT_MS, passed: failures.length === 0, failures },
    };
    console.table({ baseline, 'during purge': during });
    process.stdout.write(
      `purge took ${purgeMs} ms (run ${report.durationMs} ms): ${JSON.stringify(report.purged)}\n` +
        `load average 1/5/15 min: before ${loadAverage.before.join(' ')}, after ${loadAverage.after.join(' ')}\n`,
    );
    const file = writeBenchReport(options.root, 'retention.json', result);
    process.stdout.write(`written to ${file}\n`);
    const figures = `POST /v1/contacts during the purge: p50 ${during.p50Ms} ms, p99 ${during.p99Ms} ms, ${during.requests} requests`;
    if (failures.length > 0) {
      process.stdout.write(`FAIL: ${figures}: ${failures.join('; ')}\n`);
      throw new Error(`retention benchmark failed: ${failures.join('; ')}`);
    }
    process.stdout.write(`PASS: ${figures} (p99 under ${P99_LIMIT_MS} ms)\n`);
  } finally {
    await db.end();
  }
}
