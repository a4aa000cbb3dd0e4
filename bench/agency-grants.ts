/**
 * Agency credit grants benchmark (grants per second on one sub-account, the hot-row case, and
 * across 100 sub-accounts; docs/ledger.md#grants), run alone with `npm run bench -- agency`.
 *
 * Against the running Parley of bench/run.ts (its database, embedded or DATABASE_URL), with a
 * fresh agency created through the operator CLI and BENCH_AGENCY_SUBACCOUNTS (default 100)
 * sub-accounts created through `POST /v1/subaccounts`, autocannon closed-loop
 * (BENCH_CONNECTIONS in flight, default 16) sends `POST /v1/subaccounts/credits` with the key in
 * `x-api-key`:
 * 1. hot row: every grant to one sub-account (each grant locks that account row, so they
 *    serialise in PostgreSQL), each with a new `idempotency_key` (the auto-recharge answer path);
 * 2. spread: grants round-robin over all the sub-accounts, each with a new `idempotency_key`;
 * 3. replay: the same `idempotency_key` again and again on the hot row (answered from the ledger,
 *    nothing granted).
 * Each scenario runs BENCH_SECONDS (default 8) after a 2 s warm-up on another sub-account, and at
 * most BENCH_AGENCY_MAX_REQUESTS requests (default 200,000). Afterwards the database is checked
 * through `pg`: every balance equals the sum of its ledger, and the ledger holds one row per 2xx
 * grant (none for replays) plus at most one per connection for the grants in flight when a
 * scenario's time ran out (completed by Parley, not counted by autocannon).
 *
 * Reported per scenario: grants/s (autocannon's average), p50/p99 latency, non-2xx and errors.
 * Prints a table and writes `bench/results/agency-grants.json`.
 */
import { benchContext, writeBenchReport } from './report';
import autocannon, { type Result } from 'autocannon';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { Client } from 'pg';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const SUBACCOUNTS = Number(process.env.BENCH_AGENCY_SUBACCOUNTS ?? 100);
const MAX_REQUESTS = Number(process.env.BENCH_AGENCY_MAX_REQUESTS ?? 200_000);
const WARMUP_SECONDS = 2;
const GRANTS = '/v1/subaccounts/credits';

/** What the agency benchmark needs from the runner (the same shape as the campaign benchmark's). */
export interface AgencyGrantsBenchmarkOptions {
  /** Repository root (for `dist/src/cli.js` and `bench/results`). */
  root: string;
  /** Parley's base URL, e.g. `https://127.0.0.1:3000`. */
  baseUrl: string;
  /** The database Parley uses, reachable from here (read-only use). */
  databaseUrl: string;
  /** Parley's environment: the CLI runs with it to create the agency. */
  env: NodeJS.ProcessEnv;
  /** Null while Parley runs; once it has exited, its last output. */
  serverExited?: () => string | null;
}

/** The numbers of one scenario. */
export interface GrantScenarioResult {
  scenario: 'hot row (1 sub-account)' | 'spread (N sub-accounts)' | 'replayed idempotency_key';
  subAccounts: number;
  grantsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  ok: number;
  non2xx: number;
  errors: number;
}

/** The whole run. */
export interface AgencyGrantsResult {
  runtime: string;
  connections: number;
  secondsPerScenario: number;
  scenarios: GrantScenarioResult[];
  /** Ledger rows written by the measured scenarios (the warm-up's sub-account excluded). */
  ledgerRows: number;
  /** Grants answered 2xx in those scenarios (the replays' first grant included, its repeats not). */
  grantsAnswered: number;
  /**
   * `ledgerRows - grantsAnswered`: grants still in flight when a scenario's time ran out, which
   * Parley completed but autocannon did not count. At most one per connection per scenario.
   */
  grantsInFlightAtEnd: number;
  /** Every sub-account of the agency: balance = sum(ledger), and the in-flight count is within bounds. */
  ledgerConsistent: boolean;
}

async function call(
  baseUrl: string,
  key: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<Record<string, unknown>> {
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      'x-api-key': key,
      ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (res.status >= 300) throw new Error(`${method} ${path} answered ${res.status}: ${text}`);
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

/** Closed-loop grants for `seconds` (at most MAX_REQUESTS), each body made by `body(n)`. */
function cannon(
  baseUrl: string,
  key: string,
  body: (n: number) => object,
  seconds: number,
): Promise<Result> {
  let n = 0;
  return autocannon({
    url: `${baseUrl}${GRANTS}`,
    connections: CONNECTIONS,
    duration: seconds,
    maxOverallRequests: Math.max(MAX_REQUESTS, CONNECTIONS),
    headers: { 'x-api-key': key, 'Content-Type': 'application/json' },
    requests: [
      {
        method: 'POST',
        setupRequest: (req) => ({ ...req, body: JSON.stringify(body(n++)) }),
      },
    ],
  });
}

function summary(
  scenario: GrantScenarioResult['scenario'],
  subAccounts: number,
  r: Result,
): GrantScenarioResult {
  return {
    scenario,
    subAccounts,
    grantsPerSecond: Math.round(r.requests.average),
    p50Ms: r.latency.p50,
    p99Ms: r.latency.p99,
    requests: r.requests.total,
    ok: r['2xx'],
    non2xx: r.non2xx,
    errors: r.errors,
  };
}

/**
 * Runs the grants benchmark against a running Parley (see the file comment).
 *
 * @throws Error when the setup fails (the CLI, a sub-account creation) or Parley exits.
 */
export async function runAgencyGrants(
  options: AgencyGrantsBenchmarkOptions,
): Promise<AgencyGrantsResult> {
  const { baseUrl } = options;
  const agency = JSON.parse(
    execFileSync(
      process.execPath,
      [
        join(options.root, 'dist', 'src', 'cli.js'),
        'accounts:create',
        '--name',
        'bench-agency',
        '--type',
        'agency',
      ],
      { env: { PATH: process.env.PATH, ...options.env } },
    ).toString(),
  );
  const key = agency.apiKey as string;
  const stamp = Date.now().toString(36);
  const emails: string[] = [];
  process.stderr.write(`\nagency grants: creating ${SUBACCOUNTS + 1} sub-accounts\n`);
  for (let i = 0; i <= SUBACCOUNTS; i++) {
    const email = `bench-${stamp}-${i}@agency.test`;
    await call(baseUrl, key, 'POST', '/v1/subaccounts', { name: `Bench client ${i}`, email });
    emails.push(email);
  }
  const [warmup, ...targets] = emails;
  const hot = targets[0];
  const exited = () => {
    const output = options.serverExited?.() ?? null;
    if (output !== null) throw new Error(`Parley exited during the benchmark:\n${output}`);
  };

  process.stderr.write(`agency grants: warm-up ${WARMUP_SECONDS} s\n`);
  await cannon(
    baseUrl,
    key,
    (n) => ({ email: warmup, amount: 1, idempotency_key: `warm-${n}` }),
    WARMUP_SECONDS,
  );
  exited();
  process.stderr.write(`agency grants: hot row, ${SECONDS} s\n`);
  const hotRow = await cannon(
    baseUrl,
    key,
    (n) => ({ email: hot, amount: 1.25, idempotency_key: `hot-${n}`, description: 'bench' }),
    SECONDS,
  );
  exited();
  process.stderr.write(`agency grants: spread over ${targets.length}, ${SECONDS} s\n`);
  const spread = await cannon(
    baseUrl,
    key,
    (n) => ({
      email: targets[n % targets.length],
      amount: 1.25,
      idempotency_key: `spread-${n}`,
      description: 'bench',
    }),
    SECONDS,
  );
  exited();
  process.stderr.write(`agency grants: replayed idempotency_key, ${SECONDS} s\n`);
  await call(baseUrl, key, 'POST', GRANTS, { email: hot, amount: 1.25, idempotency_key: 'again' });
  const replay = await cannon(
    baseUrl,
    key,
    () => ({ email: hot, amount: 1.25, idempotency_key: 'again' }),
    SECONDS,
  );
  exited();

  const db = new Client({ connectionString: options.databaseUrl });
  await db.connect();
  try {
    const warmupId = await idOf(db, agency.id, warmup);
    const [check] = (
      await db.query<{ rows: number; inconsistent: number }>(
        `WITH ledger AS (
           SELECT sub_account_id, count(*)::int AS n, sum(amount) AS total
             FROM credit_transactions WHERE agency_id = $1 GROUP BY sub_account_id)
         SELECT COALESCE(sum(l.n) FILTER (WHERE a.id <> $2), 0)::int AS rows,
                count(*) FILTER (WHERE a.credit_balance <> COALESCE(l.total, 0))::int AS inconsistent
           FROM accounts a LEFT JOIN ledger l ON l.sub_account_id = a.id
          WHERE a.agency_id = $1`,
        [agency.id, warmupId],
      )
    ).rows;
    // one row per 2xx grant of the hot and spread scenarios, plus the replay's first grant
    const grantsAnswered = hotRow['2xx'] + spread['2xx'] + 1;
    return {
      runtime: `${options.env.DATABASE_URL ? 'postgres' : 'pglite'}-${options.env.REDIS_URL ? 'redis' : 'inprocess'}`,
      connections: CONNECTIONS,
      secondsPerScenario: SECONDS,
      scenarios: [
        summary('hot row (1 sub-account)', 1, hotRow),
        summary('spread (N sub-accounts)', targets.length, spread),
        summary('replayed idempotency_key', 1, replay),
      ],
      ledgerRows: check.rows,
      grantsAnswered,
      grantsInFlightAtEnd: check.rows - grantsAnswered,
      // two time-bounded writing scenarios, each with at most CONNECTIONS requests in flight
      ledgerConsistent:
        check.inconsistent === 0 &&
        check.rows >= grantsAnswered &&
        check.rows - grantsAnswered <= 2 * CONNECTIONS,
    };
  } finally {
    await db.end();
  }
}

async function idOf(db: Client, agencyId: string, email: string): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `SELECT id FROM accounts WHERE agency_id = $1 AND lower(email) = lower($2)`,
    [agencyId, email],
  );
  return rows[0].id;
}

/**
 * Runs the benchmark, prints its table and writes `bench/results/agency-grants.json`.
 *
 * @returns the path written.
 */
export async function benchmarkAgencyGrants(
  options: AgencyGrantsBenchmarkOptions,
): Promise<string> {
  const result = await runAgencyGrants(options);
  const report = {
    ...benchContext(options.env),
    settings: {
      poolSize: options.env.DATABASE_POOL_SIZE ?? 'default',
      parleyLogLevel: options.env.LOG_LEVEL ?? 'default',
    },
    result,
  };
  const file = writeBenchReport(options.root, 'agency-grants.json', report);
  console.table(
    result.scenarios.map((s) => ({
      scenario: s.scenario,
      'sub-accounts': s.subAccounts,
      'grants/s': s.grantsPerSecond,
      'p50/p99 ms': `${s.p50Ms}/${s.p99Ms}`,
      requests: s.requests,
      'non-2xx': s.non2xx,
      errors: s.errors,
    })),
  );
  console.log(
    `ledger: ${result.ledgerRows} rows for ${result.grantsAnswered} grants answered 2xx (+${result.grantsInFlightAtEnd} in flight at the end); consistent: ${result.ledgerConsistent}`,
  );
  console.log(`written to ${file}`);
  return file;
}
