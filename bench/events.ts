/**
 * Live events benchmark (`GET /v1/events`, docs/conversations.md#live-events), run alone with
 * `npm run bench -- events`: what idle event-stream connections cost one service process, and
 * how long a committed message takes to reach all of them.
 *
 * Against the running Parley of bench/run.ts (one process, `API_PROCESSES=1`, the bot's debounce
 * long enough that only the measured events flow): an account created through the operator CLI
 * and a custom channel; BENCH_EVENTS_CONNECTIONS (default 1,000) streams opened with the
 * account's key, each its own TLS connection; the process's resident memory and used heap
 * (its `/metrics`, prom-client's default metrics) before and after they opened, once they sat
 * idle for 3 s. Then BENCH_EVENTS_MESSAGES (default 20) inbound messages
 * (`POST /v1/incoming_custom_channel_message`), one at a time: each waits until its
 * `message.created` reached every stream (or 10 s).
 *
 * Reported: memory per connection (bytes, RSS and heap), and the time from sending each message
 * (before its transaction commits, so an upper bound of commit-to-arrival) to its arrival at
 * each stream, ms: p50/p95/p99 over every (message, stream) pair, and p95 of the time until the
 * last stream had it; streams that lost the connection or missed an event. Writes
 * `bench/results/events.json`.
 */
import { benchContext, writeBenchReport } from './report';
import { execFileSync } from 'node:child_process';
import { request as httpsRequest } from 'node:https';
import type { ClientRequest } from 'node:http';
import { join } from 'node:path';

const CONNECTIONS = Number(process.env.BENCH_EVENTS_CONNECTIONS ?? 1000);
const MESSAGES = Number(process.env.BENCH_EVENTS_MESSAGES ?? 20);
const ARRIVAL_TIMEOUT_MS = 10_000;

/** What the events benchmark needs from the runner (as the other benchmarks). */
export interface EventsBenchmarkOptions {
  root: string;
  baseUrl: string;
  env: NodeJS.ProcessEnv;
  serverExited?: () => string | null;
}

/** One open stream: when it saw the current marker, and whether it is still open. */
interface Stream {
  request: ClientRequest;
  tail: string;
  arrivedAt: number | null;
  open: boolean;
}

const clock = () => performance.now();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}
const round = (n: number, digits = 1) => Number(n.toFixed(digits));

/** The process's resident set and used heap (bytes), from its Prometheus text. */
async function memory(baseUrl: string): Promise<{ rss: number; heap: number }> {
  const text = await (await fetch(`${baseUrl}/metrics`)).text();
  const value = (name: string) => {
    const line = text.split('\n').find((l) => l.startsWith(`${name} `));
    if (!line) throw new Error(`/metrics has no ${name}`);
    return Number(line.split(' ')[1]);
  };
  return {
    rss: value('process_resident_memory_bytes'),
    heap: value('nodejs_heap_size_used_bytes'),
  };
}

/** Opens one stream; resolves when its response headers arrived (rejects on a non-200). */
function openStream(baseUrl: string, apiKey: string, marker: () => string): Promise<Stream> {
  return new Promise((resolve, reject) => {
    const req = httpsRequest(new URL('/v1/events', baseUrl), {
      headers: { Accept: 'text/event-stream', Authorization: `Bearer ${apiKey}` },
      rejectUnauthorized: false,
    });
    const stream: Stream = { request: req, tail: '', arrivedAt: null, open: false };
    req.on('response', (res) => {
      if (res.statusCode !== 200) {
        reject(new Error(`GET /v1/events answered ${res.statusCode}`));
        res.resume();
        return;
      }
      stream.open = true;
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        if (stream.arrivedAt !== null) return;
        // a marker may be split across chunks: keep the end of the previous one
        const text = stream.tail + chunk;
        if (text.includes(marker())) stream.arrivedAt = clock();
        stream.tail = text.slice(-200);
      });
      res.on('close', () => void (stream.open = false));
      resolve(stream);
    });
    req.on('error', (error) => (stream.open ? (stream.open = false) : reject(error)));
    req.end();
  });
}

/**
 * Runs the live events benchmark against a running Parley (see the file comment).
 * @throws Error when the setup fails or Parley exits.
 */
export async function benchmarkEvents(options: EventsBenchmarkOptions): Promise<void> {
  const { baseUrl, env, root } = options;
  const account = JSON.parse(
    execFileSync(
      process.execPath,
      [join(root, 'dist', 'src', 'cli.js'), 'accounts:create', '--name', 'Bench events'],
      { env: { PATH: process.env.PATH, ...env } },
    ).toString(),
  ) as { apiKey: string };
  const headers = { Authorization: `Bearer ${account.apiKey}`, 'Content-Type': 'application/json' };
  const channel = await fetch(`${baseUrl}/v1/custom_channels`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ name: 'bench-events', deliveryUrl: 'https://127.0.0.1:9/unused' }),
  });
  if (channel.status !== 201) throw new Error(`custom channel: ${await channel.text()}`);

  const run = Date.now().toString(36);
  let current = `bench-event-${run}-none`;
  const marker = () => current;
  await sleep(1000);
  const before = await memory(baseUrl);
  const streams: Stream[] = [];
  // opened 50 at a time, so the TLS handshakes do not all queue at once
  for (let i = 0; i < CONNECTIONS; i += 50) {
    const batch = Math.min(50, CONNECTIONS - i);
    streams.push(
      ...(await Promise.all(
        Array.from({ length: batch }, () => openStream(baseUrl, account.apiKey, marker)),
      )),
    );
  }
  await sleep(3000);
  const opened = await memory(baseUrl);
  process.stderr.write(`events: ${streams.length} streams open\n`);

  const arrivals: number[] = [];
  const lastArrivals: number[] = [];
  let missed = 0;
  for (let k = 0; k < MESSAGES; k += 1) {
    current = `bench-event-${run}-${k}`;
    for (const stream of streams) stream.arrivedAt = null;
    const sent = clock();
    const res = await fetch(`${baseUrl}/v1/incoming_custom_channel_message`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        customData: {
          messageSid: current,
          fromId: `visitor-${run}`,
          toId: 'bench-events',
          body: current,
        },
      }),
    });
    if (res.status !== 201) throw new Error(`inbound answered ${res.status}: ${await res.text()}`);
    const deadline = Date.now() + ARRIVAL_TIMEOUT_MS;
    while (streams.some((s) => s.arrivedAt === null) && Date.now() < deadline) await sleep(5);
    const times = streams.filter((s) => s.arrivedAt !== null).map((s) => s.arrivedAt! - sent);
    missed += streams.length - times.length;
    arrivals.push(...times);
    lastArrivals.push(Math.max(...times));
  }
  const exited = options.serverExited?.() ?? null;
  if (exited !== null) throw new Error(`Parley exited during the benchmark:\n${exited}`);
  const stillOpen = streams.filter((s) => s.open).length;
  for (const stream of streams) stream.request.destroy();

  arrivals.sort((a, b) => a - b);
  lastArrivals.sort((a, b) => a - b);
  const report = {
    ...benchContext(env),
    connections: CONNECTIONS,
    messages: MESSAGES,
    memory: {
      rssBeforeBytes: before.rss,
      rssOpenBytes: opened.rss,
      heapBeforeBytes: before.heap,
      heapOpenBytes: opened.heap,
      rssPerConnectionBytes: Math.round((opened.rss - before.rss) / CONNECTIONS),
      heapPerConnectionBytes: Math.round((opened.heap - before.heap) / CONNECTIONS),
    },
    arrivalMs: {
      p50: round(percentile(arrivals, 50)),
      p95: round(percentile(arrivals, 95)),
      p99: round(percentile(arrivals, 99)),
      max: round(arrivals[arrivals.length - 1]),
    },
    allStreamsMs: {
      p50: round(percentile(lastArrivals, 50)),
      p95: round(percentile(lastArrivals, 95)),
    },
    missed,
    closedDuringRun: CONNECTIONS - stillOpen,
  };
  process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
  writeBenchReport(root, 'events.json', report);
}
