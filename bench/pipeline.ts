/**
 * Pipeline benchmark (inbound to answer; docs/performance.md#pipeline), run alone with
 * `npm run bench -- pipeline`.
 *
 * Against the running Parley of bench/run.ts (started with `BOT_DEBOUNCE_MS=0`, so the bot's
 * debounce is taken off, and with `API_PROCESSES` from BENCH_API_PROCESSES), with
 * BENCH_PIPELINE_WORKERS extra `PROCESS_ROLE=worker` processes started here on the same database
 * and Redis:
 * 1. a fresh account (operator CLI) and a custom channel whose delivery URL is a local receiver
 *    answering 200;
 * 2. `BENCH_PIPELINE_CONTACTS` (default 1,500) contacts each write once
 *    (`POST /v1/incoming_custom_channel_message`, a new `fromId` and message id each), at most
 *    `BENCH_PIPELINE_CONNECTIONS` (default 32) in flight;
 * 3. the rule-based bot answers each; every answer is delivered signed to the receiver, which
 *    notes when each contact's answer arrived (by the delivery's `fromId`) and any answer
 *    delivered twice (by message id) or a second answer to one contact.
 *
 * Reported: the accept rate (requests answered 201 per second, first send to last answer), the
 * end-to-end answer rate (answers arrived per second, first send to last arrival), their ratio,
 * latency from a message's 201 to its answer's arrival (p50/p99/max), and duplicates. Each wait
 * is bounded in time. Writes `bench/results/pipeline-<runtime>.json`.
 *
 * `OUTBOX_CONCURRENCY`, when set, is passed to every Parley process: `1` gives the outbox relay
 * as it was before it was concurrent (one event in flight per process), for before/after pairs.
 */
import { execFileSync } from 'node:child_process';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { type CampaignBenchmarkOptions, runtimeLabel } from './campaign-dispatch';
import { spawnNode, stop } from './processes';
import { benchContext, writeBenchReport } from './report';

const CONTACTS = Number(process.env.BENCH_PIPELINE_CONTACTS ?? 1500);
const CONNECTIONS = Number(process.env.BENCH_PIPELINE_CONNECTIONS ?? 32);
const EXTRA_WORKERS = Number(process.env.BENCH_PIPELINE_WORKERS ?? 0);
/** Bound on the last answer arriving after the last message was accepted: ms. */
const ANSWER_TIMEOUT_MS = 120_000;

const clock = () => performance.timeOrigin + performance.now();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const round = (value: number, digits = 1) => Number(value.toFixed(digits));
function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

interface Answers {
  url: string;
  /** fromId → arrival time of its first answer (ms since the epoch). */
  arrivedAt: Map<string, number>;
  /** Deliveries of a message id seen before, and second answers to one contact. */
  duplicates: () => number;
  close(): Promise<void>;
}

function startAnswerReceiver(): Promise<Answers> {
  const arrivedAt = new Map<string, number>();
  const messageIds = new Set<string>();
  let duplicates = 0;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const at = clock();
      try {
        const data = (
          JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
            data?: { id?: string; fromId?: string };
          }
        ).data;
        if (data?.id && data.fromId) {
          if (messageIds.has(data.id) || arrivedAt.has(data.fromId)) duplicates += 1;
          messageIds.add(data.id);
          if (!arrivedAt.has(data.fromId)) arrivedAt.set(data.fromId, at);
        }
      } catch {
        // not a delivery of ours
      }
      res.writeHead(200, { 'Content-Length': 0 });
      res.end();
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address() as { port: number };
      resolve({
        url: `http://127.0.0.1:${address.port}/answers`,
        arrivedAt,
        duplicates: () => duplicates,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}

/** Runs the pipeline benchmark; see the file's comment. */
export async function benchmarkPipeline(options: CampaignBenchmarkOptions): Promise<void> {
  const { baseUrl, env, root } = options;
  const account = JSON.parse(
    execFileSync(
      process.execPath,
      [join(root, 'dist', 'src', 'cli.js'), 'accounts:create', '--name', 'Bench pipeline'],
      { env: { PATH: process.env.PATH, ...env } },
    ).toString(),
  ) as { apiKey: string };
  const headers = { Authorization: `Bearer ${account.apiKey}`, 'Content-Type': 'application/json' };
  const receiver = await startAnswerReceiver();
  const workers = Array.from({ length: EXTRA_WORKERS }, () =>
    spawnNode([join(root, 'dist', 'src', 'main.js')], {
      ...env,
      PROCESS_ROLE: 'worker',
      APP_ROLE: 'worker',
      API_PROCESSES: '1',
    }),
  );
  try {
    if (workers.length > 0) await sleep(5000); // (start-up: migrations are done, Bull connects)
    const channel = await fetch(`${baseUrl}/v1/custom_channels`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ name: 'bench-pipeline', deliveryUrl: receiver.url }),
    });
    if (channel.status !== 201) throw new Error(`custom channel: ${await channel.text()}`);
    const run = Date.now().toString(36);
    const acceptedAt = new Map<string, number>();
    let failed = 0;
    let next = 0;
    const started = clock();
    const sender = async () => {
      while (next < CONTACTS) {
        const i = next++;
        const fromId = `visitor-${run}-${i}`;
        const res = await fetch(`${baseUrl}/v1/incoming_custom_channel_message`, {
          method: 'POST',
          headers,
          body: JSON.stringify({
            customData: {
              messageSid: `pipeline-${run}-${i}`,
              fromId,
              toId: 'bench-pipeline',
              body: 'Hello, is the demo still on?',
            },
          }),
        });
        await res.arrayBuffer();
        if (res.status === 201) acceptedAt.set(fromId, clock());
        else failed += 1;
      }
    };
    await Promise.all(Array.from({ length: CONNECTIONS }, sender));
    const lastAccepted = clock();
    const deadline = Date.now() + ANSWER_TIMEOUT_MS;
    while (receiver.arrivedAt.size < acceptedAt.size && Date.now() < deadline) await sleep(100);
    await sleep(500); // a late duplicate would arrive now
    const lastArrival = Math.max(...receiver.arrivedAt.values());
    const latencies = [...acceptedAt]
      .filter(([fromId]) => receiver.arrivedAt.has(fromId))
      .map(([fromId, at]) => receiver.arrivedAt.get(fromId)! - at)
      .sort((a, b) => a - b);
    const acceptPerSecond = acceptedAt.size / ((lastAccepted - started) / 1000);
    const answerPerSecond = receiver.arrivedAt.size / ((lastArrival - started) / 1000);
    const result = {
      runtime: runtimeLabel(env),
      apiProcesses: env.API_PROCESSES ?? '1',
      extraWorkers: EXTRA_WORKERS,
      contacts: CONTACTS,
      connections: CONNECTIONS,
      accepted: acceptedAt.size,
      refused: failed,
      answered: receiver.arrivedAt.size,
      duplicates: receiver.duplicates(),
      acceptPerSecond: round(acceptPerSecond),
      answerPerSecond: round(answerPerSecond),
      answerToAccept: round(answerPerSecond / acceptPerSecond, 2),
      latencyMs: {
        p50: round(percentile(latencies, 50)),
        p99: round(percentile(latencies, 99)),
        max: round(latencies[latencies.length - 1] ?? NaN),
      },
    };
    console.table([result]);
    console.log(JSON.stringify(result));
    writeBenchReport(root, `pipeline-${result.runtime}.json`, { ...benchContext(env), result });
    if (receiver.arrivedAt.size < acceptedAt.size)
      throw new Error(`only ${receiver.arrivedAt.size}/${acceptedAt.size} answers arrived`);
  } finally {
    for (const worker of workers) await stop(worker.child);
    await receiver.close();
  }
}
