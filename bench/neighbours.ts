/**
 * Noisy-neighbour benchmark (docs/api.md#requests-in-flight), run alone with `npm run bench --
 * neighbours`: how long one account's request waits while another account bursts.
 *
 * Against the running Parley of bench/run.ts: an agency (created through the operator CLI) with
 * one sub-account, and a standard account "B" with one contact. First B alone: one
 * `GET /v1/contacts?phoneNumber=` at a time, every 20 ms, for 3 s. Then the agency bursts for
 * BENCH_SECONDS (default 8): autocannon closed-loop with BENCH_NEIGHBOURS_BURST connections
 * (default 200) granting credits to its one sub-account (`POST /v1/subaccounts/credits`, each
 * grant locking that sub-account's row until its commit, so they queue in PostgreSQL, each
 * holding a connection while it waits: the hot-row case of an auto-recharge storm) while B goes
 * on as before, its first request 1 s into the burst.
 *
 * Reported: B's p50/p99/max latency alone and during the burst (ms), the burst's grants/s and
 * p50/p99, non-2xx and errors. Writes `bench/results/neighbours.json`.
 */
import { benchContext, writeBenchReport } from './report';
import autocannon from 'autocannon';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const BURST = Number(process.env.BENCH_NEIGHBOURS_BURST ?? 200);
/** B's pause between two of its requests: ms. */
const GAP_MS = 20;

/** What the benchmark needs from the runner (as the other benchmarks). */
export interface NeighboursBenchmarkOptions {
  root: string;
  baseUrl: string;
  env: NodeJS.ProcessEnv;
  serverExited?: () => string | null;
}

/** p50, p99 and max of `values` (ms, rounded to 0.1). */
function percentiles(values: number[]): { p50Ms: number; p99Ms: number; maxMs: number } {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return { p50Ms: round(at(0.5)), p99Ms: round(at(0.99)), maxMs: round(sorted.at(-1) ?? 0) };
}

/** Creates an account through the operator CLI; @returns its id and API key. */
function createAccount(
  options: NeighboursBenchmarkOptions,
  name: string,
  type: 'standard' | 'agency',
): { id: string; apiKey: string } {
  return JSON.parse(
    execFileSync(
      process.execPath,
      [
        join(options.root, 'dist', 'src', 'cli.js'),
        'accounts:create',
        '--name',
        name,
        '--type',
        type,
      ],
      { env: { PATH: process.env.PATH, ...options.env } },
    ).toString(),
  );
}

async function call(baseUrl: string, key: string, method: string, path: string, body?: unknown) {
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { 'x-api-key': key, ...(body ? { 'Content-Type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  if (res.status >= 300) throw new Error(`${method} ${path} answered ${res.status}: ${text}`);
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

/** B's requests, one at a time with `GAP_MS` between, until `until()`: each one's latency (ms). */
async function probe(url: string, key: string, until: () => boolean): Promise<number[]> {
  const latencies: number[] = [];
  while (!until()) {
    const started = performance.now();
    const res = await fetch(url, { headers: { 'x-api-key': key } });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`B's lookup answered ${res.status}`);
    latencies.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, GAP_MS));
  }
  return latencies;
}

/**
 * Runs the noisy-neighbour benchmark against a running Parley (see the file comment).
 * @throws Error when the setup fails, one of B's requests is not a 200, or Parley exits.
 */
export async function benchmarkNeighbours(options: NeighboursBenchmarkOptions): Promise<void> {
  const { baseUrl } = options;
  const agency = createAccount(options, 'bench-burst-agency', 'agency');
  const neighbour = createAccount(options, 'bench-neighbour', 'standard');
  const email = `bench-${Date.now().toString(36)}@agency.test`;
  await call(baseUrl, agency.apiKey, 'POST', '/v1/subaccounts', { name: 'Bench client', email });
  const phone = '+14155550142';
  await call(baseUrl, neighbour.apiKey, 'POST', '/v1/contacts', { phone, firstName: 'Bee' });
  const lookup = `${baseUrl}/v1/contacts?phoneNumber=${encodeURIComponent(phone)}`;

  process.stderr.write('neighbours: B alone, 3 s\n');
  const aloneUntil = Date.now() + 3000;
  const alone = await probe(lookup, neighbour.apiKey, () => Date.now() > aloneUntil);

  process.stderr.write(`neighbours: the agency bursts with ${BURST} connections, ${SECONDS} s\n`);
  let n = 0;
  const burst = autocannon({
    url: `${baseUrl}/v1/subaccounts/credits`,
    connections: BURST,
    duration: SECONDS,
    headers: { 'x-api-key': agency.apiKey, 'Content-Type': 'application/json' },
    requests: [
      {
        method: 'POST',
        setupRequest: (req) => ({
          ...req,
          body: JSON.stringify({ email, amount: 1, idempotency_key: `burst-${n++}` }),
        }),
      },
    ],
  });
  await new Promise((resolve) => setTimeout(resolve, 1000));
  let burstDone = false;
  const during = probe(lookup, neighbour.apiKey, () => burstDone);
  const result = await burst;
  burstDone = true;
  const duringBurst = await during;
  const exited = options.serverExited?.() ?? null;
  if (exited !== null) throw new Error(`Parley exited during the benchmark:\n${exited}`);

  const report = {
    ...benchContext(options.env),
    burstConnections: BURST,
    seconds: SECONDS,
    alone: { requests: alone.length, ...percentiles(alone) },
    duringBurst: { requests: duringBurst.length, ...percentiles(duringBurst) },
    burst: {
      grantsPerSecond: Math.round(result.requests.average),
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      non2xx: result.non2xx,
      errors: result.errors,
    },
  };
  console.log(
    `\nB's GET /v1/contacts?phoneNumber= alone: p50 ${report.alone.p50Ms} ms, p99 ` +
      `${report.alone.p99Ms} ms, max ${report.alone.maxMs} ms (${alone.length} requests)\n` +
      `while another account bursts (${BURST} connections of grants to one sub-account): p50 ` +
      `${report.duringBurst.p50Ms} ms, p99 ${report.duringBurst.p99Ms} ms, max ` +
      `${report.duringBurst.maxMs} ms (${duringBurst.length} requests)\n` +
      `the burst: ${report.burst.grantsPerSecond} grants/s, p50 ${report.burst.p50Ms} ms, p99 ` +
      `${report.burst.p99Ms} ms, non-2xx ${report.burst.non2xx}, errors ${report.burst.errors}`,
  );
  console.log(`\nwritten: ${writeBenchReport(options.root, 'neighbours.json', report)}`);
}
