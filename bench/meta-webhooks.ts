/**
 * Inbound Messenger webhook benchmark (signed Messenger webhooks, a new `mid` each, per second
 * against a bare baseline inserting the same rows), run alone with
 * `npm run bench -- meta`.
 *
 * Against the running Parley of bench/run.ts (its database and queue, embedded or
 * DATABASE_URL/REDIS_URL), started with `MESSENGER_API_BASE_URL` pointing at a local Graph stand-in
 * (`startBenchGraph`: the profile API answers a name for every PSID at once) and a shared
 * `ENCRYPTION_KEY`, and against bench/bare-meta-server.ts on the same database:
 *
 * 1. an account (operator CLI) connects a Facebook Page (`POST /v1/channels/messenger`);
 * 2. BENCH_META_KNOWN_PSIDS (default 256) people write once through Parley, recorded;
 * 3. two scenarios, each request a signed Messenger notification (`X-Hub-Signature-256`) with one
 *    text and a new `mid`: from a new PSID every time (contact, identity, conversation, message),
 *    and from the known PSIDs in turn (message only). For each server: peak requests/s
 *    closed-loop (BENCH_CONNECTIONS in flight, BENCH_SECONDS), then p50/p99 latency at a fixed
 *    rate of half Parley's peak.
 *
 * Parley answers once the verified events are in its outbox (Meta wants a quick 200) and records
 * them right after, in the outbox relay; the bare server writes every row before it answers. So
 * Parley is also timed end to end: after each of its runs, until every answered webhook is a
 * recorded message (`recordedPerSecond` = answered / time from the run's start until the last
 * is recorded). Reported: requests/s, p50/p99 (ms), the throughput ratios (accepted and
 * recorded, against the bare server), non-2xx, errors; written to `bench/results/meta-webhooks.json`.
 *
 * Parley runs with `BOT_DEBOUNCE_MS` long (the bot's replies are outbound sends, measured by the
 * outbound benchmarks; here they would only add Graph calls to one side).
 */
import { benchContext, writeBenchReport } from './report';
import type { Request as CannonRequest } from 'autocannon';
import { type LoadMeasurement, measureLoad } from './paced-load';
import { execFileSync } from 'node:child_process';
import { createHmac, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { Client } from 'pg';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const KNOWN_PSIDS = Number(process.env.BENCH_META_KNOWN_PSIDS ?? 256);
const WARMUP_SECONDS = 2;
/** Longest wait for Parley's relay to record what it accepted: ms. */
const DRAIN_TIMEOUT_MS = 300_000;
const POLL_MS = 100;
const PAGE_ID = '106540352242922';

/** What the benchmark needs from the runner. */
export interface MetaWebhookBenchmarkOptions {
  root: string;
  /** Parley's base URL. */
  baseUrl: string;
  /** The bare server's base URL (bench/bare-meta-server.ts, same database). */
  bareUrl: string;
  databaseUrl: string;
  env: NodeJS.ProcessEnv;
  serverExited?: () => string | null;
}

/**
 * A local stand-in for the Graph API the benchmark's servers call: `GET /v23.0/<psid>` answers
 * `{first_name, last_name}`, `POST /v23.0/<page>/messages` a `message_id` (nothing is checked:
 * the Graph contract is the e2e tests' fake's job). @returns its base URL and a closer.
 */
export async function startBenchGraph(): Promise<{ url: string; close(): Promise<void> }> {
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(
        req.method === 'GET'
          ? JSON.stringify({ first_name: 'Lead', last_name: 'Bench' })
          : JSON.stringify({
              recipient_id: '1',
              message_id: `m_${randomBytes(8).toString('hex')}`,
            }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v23.0`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A signed Messenger notification with one text from `psid`. */
function notification(psid: string, mid: string, appSecret: string) {
  const now = Date.now();
  const body = JSON.stringify({
    object: 'page',
    entry: [
      {
        id: PAGE_ID,
        time: now,
        messaging: [
          {
            sender: { id: psid },
            recipient: { id: PAGE_ID },
            timestamp: now,
            message: { mid, text: 'Hi! Is the spring offer still on?' },
          },
        ],
      },
    ],
  });
  const signature = `sha256=${createHmac('sha256', appSecret).update(body).digest('hex')}`;
  return { body, signature };
}

/** A measurement with how many requests were answered 2xx. */
const summary = (m: LoadMeasurement) => ({ ...m, answered: answered(m) });
const answered = (m: LoadMeasurement) => m.requests - m.non2xx - m.errors;

/**
 * Runs the benchmark (see the file comment).
 * @throws Error when the setup fails, a server exits, or Parley does not record what it accepted.
 */
export async function benchmarkMetaWebhooks(options: MetaWebhookBenchmarkOptions): Promise<void> {
  const account = JSON.parse(
    execFileSync(
      process.execPath,
      [join(options.root, 'dist', 'src', 'cli.js'), 'accounts:create', '--name', 'bench-meta'],
      { env: { PATH: process.env.PATH, ...options.env } },
    ).toString(),
  );
  const appSecret = randomBytes(16).toString('hex');
  const connected = await fetch(`${options.baseUrl}/v1/channels/messenger`, {
    method: 'POST',
    headers: { 'x-api-key': account.apiKey, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      pageId: PAGE_ID,
      pageAccessToken: `EAAG${randomBytes(24).toString('hex')}`,
      appSecret,
      verifyToken: 'bench-verify',
    }),
  });
  const connection = (await connected.json()) as { id?: string };
  if (connected.status !== 201 || !connection.id) {
    throw new Error(`connect: ${connected.status} ${JSON.stringify(connection)}`);
  }
  const path = `/v1/webhooks/messenger/${connection.id}`;
  const db = new Client({ connectionString: options.databaseUrl });
  await db.connect();
  const run = randomBytes(4).toString('hex');
  let sequence = 0;
  const mid = (server: string) => `m_bench_${run}_${server}_${++sequence}`;
  /** Inbound messages recorded in the account whose `mid` starts with `prefix`. */
  const recorded = async (prefix: string): Promise<number> =>
    (
      await db.query(
        `SELECT count(*)::int AS n FROM messages
          WHERE account_id = $1 AND provider = 'messenger' AND external_id LIKE $2`,
        [account.id, `${prefix}%`],
      )
    ).rows[0].n as number;
  const waitRecorded = async (prefix: string, count: number): Promise<number> => {
    const deadline = Date.now() + DRAIN_TIMEOUT_MS;
    for (;;) {
      const n = await recorded(prefix);
      if (n >= count) return Date.now();
      const exited = options.serverExited?.() ?? null;
      if (exited !== null) throw new Error(`Parley exited:\n${exited}`);
      if (Date.now() > deadline) throw new Error(`only ${n}/${count} recorded for ${prefix}`);
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  };

  try {
    // The known people: each writes once through Parley, recorded before the measurements.
    const known = Array.from({ length: KNOWN_PSIDS }, (_, i) => String(5_000_000_000_000_000 + i));
    for (const psid of known) {
      const { body, signature } = notification(psid, `m_bench_${run}_seed_${psid}`, appSecret);
      const seeded = await fetch(`${options.baseUrl}${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Hub-Signature-256': signature },
        body,
      });
      if (seeded.status !== 200)
        throw new Error(`seeding: ${seeded.status} ${await seeded.text()}`);
    }
    await waitRecorded(`m_bench_${run}_seed_`, KNOWN_PSIDS);

    let newPsid = 6_000_000_000_000_000;
    let knownTurn = 0;
    const scenarios: { name: string; psid: () => string }[] = [
      { name: 'new PSID each request', psid: () => String(++newPsid) },
      { name: 'known PSIDs in turn', psid: () => known[knownTurn++ % known.length] },
    ];
    const requests = (server: string, psid: () => string): CannonRequest[] => [
      {
        method: 'POST',
        path,
        setupRequest: (req) => {
          const { body, signature } = notification(psid(), mid(server), appSecret);
          return {
            ...req,
            body,
            headers: {
              ...req.headers,
              'Content-Type': 'application/json',
              'X-Hub-Signature-256': signature,
            },
          };
        },
      },
    ];
    const measure = (url: string, reqs: CannonRequest[], seconds: number, rate?: number) =>
      measureLoad({ url, requests: reqs, seconds, connections: CONNECTIONS, rate });
    /** A Parley run, then the wait until its relay has recorded every answered webhook. */
    const parleyRun = async (tag: string, psid: () => string, seconds: number, rate?: number) => {
      const started = Date.now();
      const result = await measure(options.baseUrl, requests(tag, psid), seconds, rate);
      const done = await waitRecorded(`m_bench_${run}_${tag}_`, answered(result));
      return {
        result,
        recordedPerSecond: Math.round(answered(result) / ((done - started) / 1000)),
      };
    };

    const results = [];
    for (const scenario of scenarios) {
      process.stderr.write(`\nmeta webhooks: ${scenario.name}\n`);
      const key = scenario.name.startsWith('new') ? 'n' : 'k';
      await parleyRun(`${key}wp`, scenario.psid, WARMUP_SECONDS);
      await measure(options.bareUrl, requests(`${key}wb`, scenario.psid), WARMUP_SECONDS);
      const parleyPeak = await parleyRun(`${key}pp`, scenario.psid, SECONDS);
      const barePeak = await measure(options.bareUrl, requests(`${key}bp`, scenario.psid), SECONDS);
      const rate = Math.max(1, Math.floor(parleyPeak.result.requestsPerSecond / 2));
      const parleyHalf = await parleyRun(`${key}ph`, scenario.psid, SECONDS, rate);
      const bareHalf = await measure(
        options.bareUrl,
        requests(`${key}bh`, scenario.psid),
        SECONDS,
        rate,
      );
      const bareRecorded = await recorded(`m_bench_${run}_${key}bp_`);
      const row = {
        scenario: scenario.name,
        parley: {
          peak: { ...summary(parleyPeak.result), recordedPerSecond: parleyPeak.recordedPerSecond },
          atHalfPeak: {
            ...summary(parleyHalf.result),
            recordedPerSecond: parleyHalf.recordedPerSecond,
          },
        },
        bare: {
          peak: { ...summary(barePeak), recorded: bareRecorded },
          atHalfPeak: summary(bareHalf),
        },
        fixedRatePerSecond: rate,
        acceptedRatio: Number(
          (parleyPeak.result.requestsPerSecond / barePeak.requestsPerSecond).toFixed(3),
        ),
        recordedRatio: Number(
          (parleyPeak.recordedPerSecond / barePeak.requestsPerSecond).toFixed(3),
        ),
      };
      results.push(row);
      process.stderr.write(
        `  parley ${row.parley.peak.requestsPerSecond} req/s accepted, ${row.parley.peak.recordedPerSecond}/s recorded; ` +
          `bare ${row.bare.peak.requestsPerSecond} req/s; ratio ${row.acceptedRatio} (recorded ${row.recordedRatio}); ` +
          `at ${rate} req/s p50/p99 parley ${row.parley.atHalfPeak.p50Ms}/${row.parley.atHalfPeak.p99Ms} ms, ` +
          `bare ${row.bare.atHalfPeak.p50Ms}/${row.bare.atHalfPeak.p99Ms} ms\n`,
      );
    }
    const exited = options.serverExited?.() ?? null;
    if (exited !== null) throw new Error(`Parley exited during the benchmark:\n${exited}`);
    const report = {
      ...benchContext(options.env),
      settings: {
        secondsPerMeasurement: SECONDS,
        connections: CONNECTIONS,
        knownPsids: KNOWN_PSIDS,
        botDebounceMs: options.env.BOT_DEBOUNCE_MS,
      },
      results,
    };
    console.table(
      results.map((r) => ({
        scenario: r.scenario,
        'parley req/s': r.parley.peak.requestsPerSecond,
        'parley recorded/s': r.parley.peak.recordedPerSecond,
        'bare req/s': r.bare.peak.requestsPerSecond,
        ratio: r.acceptedRatio,
        'recorded ratio': r.recordedRatio,
        'rate req/s': r.fixedRatePerSecond,
        'parley p50/p99 ms': `${r.parley.atHalfPeak.p50Ms}/${r.parley.atHalfPeak.p99Ms}`,
        'bare p50/p99 ms': `${r.bare.atHalfPeak.p50Ms}/${r.bare.atHalfPeak.p99Ms}`,
      })),
    );
    console.log(`written to ${writeBenchReport(options.root, 'meta-webhooks.json', report)}`);
  } finally {
    await db.end();
  }
}
