/**
 * Webhook delivery benchmark (the delivery throughput of the webhook sender against a local
 * receiver; docs/webhooks.md), run by `npm run bench` after the campaign benchmark, or alone with
 * `npm run bench -- webhooks`.
 *
 * Against the running Parley of bench/run.ts (its database and queue, embedded or
 * DATABASE_URL/REDIS_URL; started with `ALLOW_PRIVATE_WEBHOOK_URLS=true` and
 * `WEBHOOK_RETRY_SCHEDULE_MS=200,400`), twice:
 * - `ok`: a local receiver (`node:http` on 127.0.0.1) answers 200 to every delivery;
 * - `retry`: the receiver answers 500 to the first attempt of each delivery (by `webhook-id`) and
 *   200 to the next, so every message takes the retry path once (200 ms + up to 20 % jitter).
 *
 * Each run uses a fresh account (operator CLI) and a custom channel whose delivery URL is the
 * receiver, POSTs `send_custom_channel_message` requests (each from its own `fromId`, so each
 * creates its contact and conversation) with at most `BENCH_WEBHOOK_CONCURRENCY` in flight, and
 * waits, each wait bounded in time, until the receiver has accepted every message and the
 * database shows every message `delivered`. Two phases per receiver, after an unmeasured warm-up
 * of 200 messages:
 * - `flood`: `BENCH_WEBHOOK_MESSAGES` sends as fast as they are answered: the sender's throughput
 *   (the queue backs up when sends outpace deliveries, so its latencies are mostly queueing);
 * - `paced`: sends at a fixed rate of half the flood's deliveries/s for BENCH_WEBHOOK_PACED_SECONDS
 *   (at most `BENCH_WEBHOOK_MESSAGES`): the latency of an unsaturated sender.
 *
 * Reported per run: sends answered 202 per second; time from the first send until the receiver
 * accepted the last message and until the last message was `delivered` (`messages.delivered_at`);
 * deliveries per second over that time, and over the backlog left once the sends were answered
 * (`drain/s`: the sender alone); latency from the send's 202 (as the client saw it) to the
 * accepted arrival at the receiver, p50/p99/max (a delivery can arrive before its 202 reaches the
 * client: those count as negative and are also counted); attempts per message and any message
 * accepted twice; whether the first delivery's signature verifies with the channel's secret.
 * Prints a table and writes `bench/results/webhook-delivery.json` (one entry per runtime, so an
 * embedded run and a PostgreSQL run sit side by side).
 *
 * Environment: BENCH_WEBHOOK_MESSAGES (default 2000), BENCH_WEBHOOK_CONCURRENCY (default 32),
 * BENCH_WEBHOOK_SEND_SECONDS (stop sending after this long, default 120),
 * BENCH_WEBHOOK_PACED_SECONDS (default 10).
 */
import { benchContext, writeBenchReport } from './report';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import { join } from 'node:path';
import { Client } from 'pg';
import { Webhook } from 'standardwebhooks';
import { type CampaignBenchmarkOptions, runtimeLabel } from './campaign-dispatch';

/** How often the database and the receiver are polled while waiting: ms. */
const POLL_MS = 100;
/** Bound on the receiver accepting every message after the last send was answered: ms. */
const ARRIVAL_TIMEOUT_MS = 120_000;
/** Bound on the database showing every message `delivered` after the last arrival: ms. */
const SETTLE_TIMEOUT_MS = 30_000;

/** Wall-clock time with sub-millisecond precision: ms since the epoch (comparable with the database's clock). */
const clock = () => performance.timeOrigin + performance.now();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const round = (value: number, digits = 1) => Number(value.toFixed(digits));

/** Nearest-rank percentile (0 < p ≤ 100) of ascending values. */
function percentile(sorted: number[], p: number): number {
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** What the receiver saw of one message (keyed by the payload's `data.id`, the message id). */
export interface Arrival {
  /** Attempts received (any answer). */
  attempts: number;
  /** When the first attempt arrived: epoch ms. */
  firstAttemptAt: number;
  /** When an attempt was first answered 200: epoch ms, or null. */
  acceptedAt: number | null;
  /** Attempts answered 200 (more than 1: the same message accepted twice). */
  accepted: number;
  /** The `webhook-id`s seen (one when it is stable across retries). */
  webhookIds: Set<string>;
}

/** A local delivery receiver. */
export interface Receiver {
  /** `http://127.0.0.1:<port>/deliveries`. */
  url: string;
  arrivals: Map<string, Arrival>;
  /** How many messages have been answered 200 at least once. */
  acceptedCount(): number;
  /** The first accepted delivery's raw body and headers (for a signature check), or null. */
  firstAccepted: { body: string; headers: IncomingHttpHeaders } | null;
  close(): Promise<void>;
}

/**
 * Starts a receiver on 127.0.0.1 (a free port). `failFirst`: answers 500 to the first attempt of
 * each `webhook-id`, 200 afterwards; otherwise 200 always. Bodies that are not a delivery JSON
 * with `data.id` are answered 200 and not recorded.
 */
export function startReceiver(failFirst = false): Promise<Receiver> {
  const arrivals = new Map<string, Arrival>();
  const seenWebhookIds = new Set<string>();
  let accepted = 0;
  const receiver: Receiver = {
    url: '',
    arrivals,
    acceptedCount: () => accepted,
    firstAccepted: null,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const at = clock();
      const body = Buffer.concat(chunks).toString('utf8');
      const webhookId = String(req.headers['webhook-id'] ?? '');
      let messageId: string | undefined;
      try {
        messageId = (JSON.parse(body) as { data?: { id?: string } }).data?.id;
      } catch {
        messageId = undefined;
      }
      const fail = failFirst && !seenWebhookIds.has(webhookId);
      seenWebhookIds.add(webhookId);
      if (messageId) {
        const arrival = arrivals.get(messageId) ?? {
          attempts: 0,
          firstAttemptAt: at,
          acceptedAt: null,
          accepted: 0,
          webhookIds: new Set<string>(),
        };
        arrival.attempts += 1;
        arrival.webhookIds.add(webhookId);
        if (!fail) {
          if (arrival.acceptedAt === null) {
            arrival.acceptedAt = at;
            accepted += 1;
          }
          arrival.accepted += 1;
          receiver.firstAccepted ??= { body, headers: req.headers };
        }
        arrivals.set(messageId, arrival);
      }
      res.writeHead(fail ? 500 : 200, { 'Content-Length': 0 });
      res.end();
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      receiver.url = `http://127.0.0.1:${port}/deliveries`;
      resolve(receiver);
    });
  });
}

async function call(
  baseUrl: string,
  key: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${key}`,
      ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
}

/**
 * Polls `check` every POLL_MS until it returns true or `timeoutMs` passes; false on timeout.
 *
 * @throws Error when `exited` reports that the server has stopped.
 */
async function waitFor(
  check: () => boolean | Promise<boolean>,
  timeoutMs: number,
  exited: () => string | null = () => null,
): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return true;
    const output = exited();
    if (output !== null) throw new Error(`Parley exited during the benchmark:\n${output}`);
    if (Date.now() > deadline) return false;
    await sleep(POLL_MS);
  }
}

/** Latency from the 202 to the accepted arrival: ms. */
export interface LatencyMs {
  p50: number;
  p99: number;
  max: number;
  min: number;
  /** Messages accepted at the receiver before their 202 reached the client. */
  beforeAnswer: number;
}

/** The numbers of one run (durations in ms from the first send's request). */
export interface WebhookDeliveryResult {
  runtime: string;
  receiver: 'ok' | 'retry';
  phase: 'warm-up' | 'flood' | 'paced';
  /** Sends per second asked for (paced), or null (as fast as answered). */
  targetRatePerSecond: number | null;
  messages: number;
  concurrency: number;
  retryScheduleMs: string;
  /** Sends answered 202 (the rest are counted in `sendErrors`). */
  sent: number;
  sendErrors: Record<string, number>;
  /** All sends answered. */
  sendsAnsweredMs: number;
  sendsPerSecond: number;
  /** The receiver accepted the last message, or null when not all arrived in time. */
  allAcceptedMs: number | null;
  /** `max(messages.delivered_at)`, or null when not all were `delivered` in time. */
  allDeliveredMs: number | null;
  /** Messages accepted at the receiver / (last acceptance − first send), per second. */
  deliveriesPerSecond: number | null;
  /**
   * Messages accepted after the last send was answered / the time from then to the last
   * acceptance, per second: the sender draining its backlog with no sends competing (null when
   * paced, or fewer than 10 were left).
   */
  drainDeliveriesPerSecond: number | null;
  latency: LatencyMs | null;
  /** Delivery attempts the receiver got, per message (1 on the happy path, 2 on the retry path). */
  attemptsPerMessage: number | null;
  /** Messages accepted more than once (at-least-once delivery re-sent an accepted message). */
  acceptedTwice: number;
  /** Messages whose retries carried a different `webhook-id` (should be 0). */
  unstableWebhookIds: number;
  /** The first accepted delivery verifies with the channel's signing secret. */
  signatureVerified: boolean;
  /** Message statuses in the database at the end. */
  statuses: Record<string, number>;
  /** Which wait ran out, if any: the numbers then cover what was done by then. */
  timedOut: 'arrival' | 'settle' | null;
}

/** What one run sends. */
export interface WebhookRun {
  mode: 'ok' | 'retry';
  phase: WebhookDeliveryResult['phase'];
  messages: number;
  /** Sends per second (send i is not started before i / rate s), or null: as fast as answered. */
  ratePerSecond: number | null;
}

/**
 * One run (see the file comment): a fresh account and channel, the sends, the waits.
 *
 * @returns the numbers; waits that run out are reported in `timedOut`, not thrown.
 * @throws Error when the setup fails (account, channel) or Parley exits.
 */
export async function runWebhookDelivery(
  options: CampaignBenchmarkOptions,
  run: WebhookRun,
): Promise<WebhookDeliveryResult> {
  const { mode, messages, ratePerSecond } = run;
  const concurrency = Number(process.env.BENCH_WEBHOOK_CONCURRENCY ?? 32);
  const sendSeconds = Number(process.env.BENCH_WEBHOOK_SEND_SECONDS ?? 120);
  const { baseUrl } = options;
  const account = JSON.parse(
    execFileSync(
      process.execPath,
      [
        join(options.root, 'dist', 'src', 'cli.js'),
        'accounts:create',
        '--name',
        `bench-webhooks-${mode}-${run.phase}`,
      ],
      { env: { PATH: process.env.PATH, ...options.env } },
    ).toString(),
  );
  const key = account.apiKey as string;
  const receiver = await startReceiver(mode === 'retry');
  const db = new Client({ connectionString: options.databaseUrl });
  await db.connect();
  try {
    const channelName = `bench-${mode}`;
    const channel = await call(baseUrl, key, 'POST', '/v1/custom_channels', {
      name: channelName,
      deliveryUrl: receiver.url,
    });
    if (channel.status !== 201)
      throw new Error(
        `creating the channel answered ${channel.status}: ${JSON.stringify(channel)}`,
      );

    process.stderr.write(
      `webhook delivery (${mode}, ${run.phase}): ${messages} sends` +
        `${ratePerSecond ? ` at ${ratePerSecond}/s` : ''}, ≤ ${concurrency} in flight\n`,
    );
    const answeredAt = new Map<string, number>();
    const sendErrors: Record<string, number> = {};
    const startedAt = clock();
    const sendDeadline = startedAt + sendSeconds * 1000;
    let next = 0;
    const worker = async () => {
      while (next < messages && clock() < sendDeadline && options.serverExited?.() == null) {
        const i = next++;
        if (ratePerSecond) {
          const due = startedAt + (i * 1000) / ratePerSecond;
          if (due > clock()) await sleep(due - clock());
        }
        try {
          const res = await call(baseUrl, key, 'POST', '/v1/send_custom_channel_message', {
            customData: {
              fromId: `wh-${mode}-${run.phase}-visitor-${i}`,
              customChannel: channelName,
              body: `Bench message ${i}`,
            },
          });
          const at = clock();
          if (res.status === 202) answeredAt.set(res.body.id as string, at);
          else sendErrors[String(res.status)] = (sendErrors[String(res.status)] ?? 0) + 1;
        } catch (error) {
          const name = (error as Error).name || 'Error';
          sendErrors[name] = (sendErrors[name] ?? 0) + 1;
        }
      }
    };
    await Promise.all(Array.from({ length: concurrency }, worker));
    const sendsAnsweredMs = clock() - startedAt;
    const sent = answeredAt.size;
    const ids = [...answeredAt.keys()];

    let timedOut: WebhookDeliveryResult['timedOut'] = null;
    const arrived = await waitFor(
      () => [...answeredAt.keys()].every((id) => receiver.arrivals.get(id)?.acceptedAt != null),
      ARRIVAL_TIMEOUT_MS,
      options.serverExited,
    );
    if (!arrived) timedOut = 'arrival';
    const deliveredCount = async () =>
      (
        await db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM messages
            WHERE account_id = $1 AND id = ANY($2::uuid[]) AND status = 'delivered'`,
          [account.id, ids],
        )
      ).rows[0].n;
    const settled = arrived
      ? await waitFor(
          async () => (await deliveredCount()) >= sent,
          SETTLE_TIMEOUT_MS,
          options.serverExited,
        )
      : false;
    if (arrived && !settled) timedOut = 'settle';

    const statuses: Record<string, number> = {};
    for (const row of (
      await db.query<{ status: string; n: number }>(
        `SELECT status, count(*)::int AS n FROM messages
          WHERE account_id = $1 AND id = ANY($2::uuid[]) GROUP BY status`,
        [account.id, ids],
      )
    ).rows)
      statuses[row.status] = row.n;
    const lastDelivered = (
      await db.query<{ ms: number | null }>(
        `SELECT (extract(epoch FROM max(delivered_at)) * 1000)::float8 AS ms FROM messages
          WHERE account_id = $1 AND id = ANY($2::uuid[])`,
        [account.id, ids],
      )
    ).rows[0].ms;

    const ours = ids.map((id) => receiver.arrivals.get(id)).filter((a) => a !== undefined);
    const accepted = ids
      .map((id) => ({ answered: answeredAt.get(id)!, arrival: receiver.arrivals.get(id) }))
      .filter((x) => x.arrival?.acceptedAt != null);
    const latencies = accepted
      .map((x) => x.arrival!.acceptedAt! - x.answered)
      .sort((a, b) => a - b);
    const lastAccepted = Math.max(...accepted.map((x) => x.arrival!.acceptedAt!));
    const sendsDoneAt = startedAt + sendsAnsweredMs;
    const drained = accepted.filter((x) => x.arrival!.acceptedAt! > sendsDoneAt).length;
    let signatureVerified = false;
    if (receiver.firstAccepted) {
      try {
        new Webhook(channel.body.signingSecret as string).verify(
          receiver.firstAccepted.body,
          receiver.firstAccepted.headers as Record<string, string>,
        );
        signatureVerified = true;
      } catch {
        signatureVerified = false;
      }
    }
    return {
      runtime: runtimeLabel(options.env),
      receiver: mode,
      phase: run.phase,
      targetRatePerSecond: ratePerSecond,
      messages,
      concurrency,
      retryScheduleMs: options.env.WEBHOOK_RETRY_SCHEDULE_MS ?? 'default',
      sent,
      sendErrors,
      sendsAnsweredMs: round(sendsAnsweredMs),
      sendsPerSecond: round(sent / (sendsAnsweredMs / 1000)),
      allAcceptedMs: arrived && sent > 0 ? round(lastAccepted - startedAt) : null,
      allDeliveredMs: settled && lastDelivered !== null ? round(lastDelivered - startedAt) : null,
      deliveriesPerSecond:
        accepted.length > 0 ? round(accepted.length / ((lastAccepted - startedAt) / 1000)) : null,
      drainDeliveriesPerSecond:
        run.phase !== 'paced' && drained >= 10
          ? round(drained / ((lastAccepted - sendsDoneAt) / 1000))
          : null,
      latency:
        latencies.length > 0
          ? {
              p50: round(percentile(latencies, 50)),
              p99: round(percentile(latencies, 99)),
              max: round(latencies[latencies.length - 1]),
              min: round(latencies[0]),
              beforeAnswer: latencies.filter((ms) => ms < 0).length,
            }
          : null,
      attemptsPerMessage:
        ours.length > 0 ? round(ours.reduce((n, a) => n + a.attempts, 0) / ours.length, 3) : null,
      acceptedTwice: ours.filter((a) => a.accepted > 1).length,
      unstableWebhookIds: ours.filter((a) => a.webhookIds.size > 1).length,
      signatureVerified,
      statuses,
      timedOut,
    };
  } finally {
    await db.end();
    await receiver.close();
  }
}

/**
 * Runs both receivers, prints the table and writes `bench/results/webhook-delivery.json` (this
 * runtime's entry replaced, other runtimes' entries kept).
 *
 * @returns the path written.
 */
export async function benchmarkWebhookDelivery(options: CampaignBenchmarkOptions): Promise<string> {
  const messages = Number(process.env.BENCH_WEBHOOK_MESSAGES ?? 2000);
  const pacedSeconds = Number(process.env.BENCH_WEBHOOK_PACED_SECONDS ?? 10);
  process.stderr.write('\n');
  // JIT, pools, the receiver's first connections: not reported.
  await runWebhookDelivery(options, {
    mode: 'ok',
    phase: 'warm-up',
    messages: 200,
    ratePerSecond: null,
  });
  const results: WebhookDeliveryResult[] = [];
  for (const mode of ['ok', 'retry'] as const) {
    const flood = await runWebhookDelivery(options, {
      mode,
      phase: 'flood',
      messages,
      ratePerSecond: null,
    });
    results.push(flood);
    const rate = Math.max(1, Math.floor((flood.deliveriesPerSecond ?? 2) / 2));
    results.push(
      await runWebhookDelivery(options, {
        mode,
        phase: 'paced',
        messages: Math.min(messages, Math.ceil(rate * pacedSeconds)),
        ratePerSecond: rate,
      }),
    );
  }
  const report = {
    ...benchContext(options.env),
    settings: {
      queueConcurrency: options.env.QUEUE_CONCURRENCY ?? 'default (10)',
      poolSize: options.env.DATABASE_POOL_SIZE ?? 'default',
      retryScheduleMs: options.env.WEBHOOK_RETRY_SCHEDULE_MS ?? 'default',
      logLevel: options.env.LOG_LEVEL ?? 'default',
    },
    results,
  };
  // One file for both runtimes: this run replaces its own runtime's entry.
  const file = join(options.root, 'bench', 'results', 'webhook-delivery.json');
  let runs: Record<string, unknown> = {};
  if (existsSync(file)) {
    try {
      runs =
        (JSON.parse(readFileSync(file, 'utf8')) as { runs?: Record<string, unknown> }).runs ?? {};
    } catch {
      runs = {};
    }
  }
  runs[runtimeLabel(options.env)] = report;
  writeBenchReport(options.root, 'webhook-delivery.json', { runs });
  const s = (ms: number | null) => (ms === null ? 'not reached' : `${(ms / 1000).toFixed(2)} s`);
  console.table(
    results.map((r) => ({
      receiver: r.receiver === 'ok' ? '200 always' : '500 then 200',
      phase: r.targetRatePerSecond ? `${r.phase} ${r.targetRatePerSecond}/s` : r.phase,
      'sent (202)': `${r.sent}/${r.messages}`,
      'sends/s': r.sendsPerSecond,
      'all accepted': s(r.allAcceptedMs),
      'all delivered (db)': s(r.allDeliveredMs),
      'deliveries/s': r.deliveriesPerSecond ?? '-',
      'drain/s': r.drainDeliveriesPerSecond ?? '-',
      '202→arrival p50/p99/max ms': r.latency
        ? `${r.latency.p50}/${r.latency.p99}/${r.latency.max}`
        : '-',
      'attempts/msg': r.attemptsPerMessage ?? '-',
      'signature ok': r.signatureVerified,
    })),
  );
  for (const r of results) {
    const label = `webhook delivery (${r.receiver}, ${r.phase})`;
    if (r.timedOut) console.warn(`${label}: the ${r.timedOut} wait ran out`);
    if (Object.keys(r.sendErrors).length > 0)
      console.warn(`${label}: send errors ${JSON.stringify(r.sendErrors)}`);
    if (r.acceptedTwice > 0 || r.unstableWebhookIds > 0)
      console.warn(
        `${label}: ${r.acceptedTwice} accepted twice, ${r.unstableWebhookIds} with a changed webhook-id`,
      );
  }
  console.log(`written to ${file}`);
  return file;
}
