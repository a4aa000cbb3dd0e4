/**
 * `npm run bench`: Parley against a bare `node:https` + `pg` server
 * doing the same SQL (bench/bare-server.ts), on whatever database and queue are configured
 * (`DATABASE_URL`/`REDIS_URL`, else the embedded defaults), in the same run, on this machine.
 *
 * For each scenario and server: peak requests/s with autocannon closed-loop (`connections`
 * in flight, no think time), then latency p50/p99 at a fixed rate of half Parley's own peak
 * (`pacedLoad`: evenly spaced requests, latency from each one's scheduled start). Prints a table and writes
 * `bench/results/<timestamp>.json`.
 *
 * Environment: BENCH_SECONDS (per measurement, default 8), BENCH_CONNECTIONS (default 16),
 * BENCH_LOG_LEVEL (Parley's LOG_LEVEL, default info: access logs are part of the product).
 *
 * Scenarios: contacts and lists, and `POST /v1/incoming_custom_channel_message` with a new
 * message id from a new sender each request (contact, identity, conversation, message and outbox
 * event written) and with repeats of BENCH_INCOMING_REPEAT_IDS ids recorded beforehand (cycled,
 * so concurrent repeats of one id are rare; answered 200 `duplicate: true`). Their messages name
 * a custom channel by `toId`, whose delivery URL is a local receiver answering 200.
 *
 * Then the campaign dispatch benchmark (bench/campaign-dispatch.ts) and the webhook delivery
 * benchmark (bench/webhook-delivery.ts) on the same server, after the bare server has stopped.
 * With BENCH_CAMPAIGN_CHANNEL=whatsapp the campaign runs on a WhatsApp connection whose sends go
 * to a local Cloud API stand-in (bench/whatsapp-cloud.ts): Parley starts with
 * `WHATSAPP_API_BASE_URL` pointing at it, `WHATSAPP_MESSAGES_PER_SECOND` =
 * BENCH_WHATSAPP_MESSAGES_PER_SECOND (default 1000) and an `ENCRYPTION_KEY` its extra workers
 * share; QUEUE_CONCURRENCY is passed on when set, and BENCH_CAMPAIGN_API_ONLY=1 (with
 * `campaign` alone) starts Parley `PROCESS_ROLE=api` so only BENCH_CAMPAIGN_WORKERS run jobs.
 * BENCH_CPU_PROF_DIR: Parley (and the campaign's extra workers) write V8 CPU profiles there on exit.
 * `npm run bench -- inbox` runs only the inbox benchmark (bench/inbox.ts); `npm run bench -- meta`
 * only the inbound Messenger webhook benchmark (bench/meta-webhooks.ts, against
 * bench/bare-meta-server.ts), with Parley's Graph calls going to a local stand-in.
 * `npm run bench -- pipeline` only the inbound-to-answer benchmark (bench/pipeline.ts);
 * `npm run bench -- events` only the live event stream benchmark (bench/events.ts);
 * `npm run bench -- inbox-browser` only the inbox's first page in Chromium (bench/inbox-browser.ts);
 * `npm run bench -- neighbours` only one account's latency while another bursts (bench/neighbours.ts).
 * `npm run bench -- <parts>` runs only the parts named among `http`, `campaign` and `webhooks`
 * (e.g. `npm run bench -- webhooks`); `agency` and `retention` run those benchmarks alone. Parley runs with `ALLOW_PRIVATE_WEBHOOK_URLS=true` and
 * `WEBHOOK_RETRY_SCHEDULE_MS` (default `200,400` here) for the local receivers.
 *
 * Last, `proxy` (bench/proxy-topology.ts, PostgreSQL and Redis only): Parley behind a
 * TLS-terminating proxy against the bare minimum server, with API_PROCESSES=2 and at 1,000,000
 * contacts (`npm run bench -- proxy` runs only that).
 */
import { benchContext, writeBenchReport } from './report';
import type { Request as CannonRequest } from 'autocannon';
import { type LoadMeasurement, measureLoad } from './paced-load';
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { benchmarkAgencyGrants } from './agency-grants';
import { benchmarkCampaignDispatch } from './campaign-dispatch';
import { benchmarkRetention } from './retention';
import {
  ensureBenchDatabase,
  freePort,
  profileFlags,
  spawnNode,
  stop,
  waitForServer as waitForHttps,
} from './processes';
import { benchmarkProxyTopology } from './proxy-topology';
import { benchmarkInbox } from './inbox';
import { benchmarkNeighbours } from './neighbours';
import { benchmarkPipeline } from './pipeline';
import { benchmarkEvents } from './events';
import { benchmarkInboxBrowser } from './inbox-browser';
import { benchmarkMetaWebhooks, startBenchGraph } from './meta-webhooks';
import { benchmarkWebhookDelivery, startReceiver } from './webhook-delivery';
import { startWhatsAppCloudStandIn } from './whatsapp-cloud';

const ROOT = resolve(__dirname, '..', '..');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const WARMUP_SECONDS = 2;
/** Each Parley process's `DATABASE_POOL_SIZE` (BENCH_POOL_SIZE, default 8). */
const POOL_SIZE = Number(process.env.BENCH_POOL_SIZE ?? 8);
/** The parts asked for (`npm run bench -- http campaign webhooks`, any subset); none named: all. */
const PARTS = ['http', 'campaign', 'webhooks', 'proxy'] as const;
const named = process.argv.slice(2).filter((arg) => (PARTS as readonly string[]).includes(arg));
const runs = (part: (typeof PARTS)[number]) => named.length === 0 || named.includes(part);
/** Benchmarks that run alone on the direct-TLS server: `npm run bench -- agency|retention|inbox|meta|pipeline|events|inbox-browser|neighbours`. */
const ALONE = [
  'agency',
  'retention',
  'inbox',
  'meta',
  'pipeline',
  'events',
  'inbox-browser',
  'neighbours',
];
const alone = process.argv.slice(2).some((arg) => ALONE.includes(arg));
const REPEAT_IDS = Number(process.env.BENCH_INCOMING_REPEAT_IDS ?? 256);

// Both servers present the same self-signed development certificate.
process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';

async function api(base: string, key: string, method: string, path: string, body?: unknown) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${key}`,
      ...(body ? { 'Content-Type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/** A generator of distinct valid E.164 numbers in one North American area code. */
function phones(areaCode: string): () => string {
  let n = 0;
  return () => {
    n += 1;
    return `+1${areaCode}${String(2_000_000 + n).padStart(7, '0')}`;
  };
}

interface Scenario {
  name: string;
  requests: (server: 'parley' | 'bare') => CannonRequest[];
}

/** Peak requests/s, or latency at `rate` requests/s (`measureLoad`). */
const measure = (
  url: string,
  key: string,
  requests: CannonRequest[],
  rate?: number,
  seconds = SECONDS,
): Promise<LoadMeasurement> =>
  measureLoad({
    url,
    requests,
    headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
    seconds,
    connections: CONNECTIONS,
    rate,
  });

async function main(): Promise<void> {
  await ensureBenchDatabase(process.env.DATABASE_URL);
  if (alone || named.length === 0 || named.some((part) => part !== 'proxy')) await directTls();
  if (!alone && runs('proxy')) await benchmarkProxyTopology(ROOT);
}

/** The parts on Parley's own TLS listener: `http`, `campaign`, `webhooks` (and `agency`). */
async function directTls(): Promise<void> {
  execFileSync(process.execPath, [join(ROOT, 'scripts', 'ensure-build.js')], { stdio: 'inherit' });
  const dataDir = mkdtempSync(join(tmpdir(), 'parley-bench-'));
  const parleyPort = await freePort();
  const barePort = await freePort();
  const env: NodeJS.ProcessEnv = {
    DATA_DIR: dataDir,
    PORT: String(parleyPort),
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
    RATE_LIMIT_PER_MINUTE: '1000000',
    DATABASE_POOL_SIZE: String(POOL_SIZE),
    ALLOW_PRIVATE_WEBHOOK_URLS: 'true',
    WEBHOOK_RETRY_SCHEDULE_MS: process.env.WEBHOOK_RETRY_SCHEDULE_MS ?? '200,400',
    ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
    ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
    // `false` runs Parley without named prepared statements, to compare (docs/performance.md#prepared-statements)
    ...(process.env.DATABASE_PREPARED_STATEMENTS
      ? { DATABASE_PREPARED_STATEMENTS: process.env.DATABASE_PREPARED_STATEMENTS }
      : {}),
    // to compare another limit of one account's requests in flight (docs/api.md#requests-in-flight)
    ...(process.env.ACCOUNT_IN_FLIGHT_LIMIT
      ? { ACCOUNT_IN_FLIGHT_LIMIT: process.env.ACCOUNT_IN_FLIGHT_LIMIT }
      : {}),
    // A prefix of its own (as the proxy rounds): a shared Redis may hold another run's queued
    // jobs under the default one, which this Parley would otherwise process during the measurement.
    REDIS_KEY_PREFIX: process.env.REDIS_KEY_PREFIX ?? `parley-bench-${process.pid}`,
  };
  // `meta`: Parley's Graph calls (the profile API) go to a local stand-in, and the bare server
  // opens the same sealed secrets, so both share one ENCRYPTION_KEY.
  const graph = process.argv.includes('meta') ? await startBenchGraph() : null;
  // `pipeline`: the bot answers at once (its debounce taken off), on BENCH_API_PROCESSES.
  if (process.argv.includes('pipeline')) {
    env.BOT_DEBOUNCE_MS = '0';
    env.API_PROCESSES = process.env.BENCH_API_PROCESSES ?? '1';
    env.ENCRYPTION_KEY = process.env.ENCRYPTION_KEY ?? randomBytes(32).toString('base64');
    // OUTBOX_CONCURRENCY=1: the relay as it was before it was concurrent (one event in flight).
    if (process.env.OUTBOX_CONCURRENCY) env.OUTBOX_CONCURRENCY = process.env.OUTBOX_CONCURRENCY;
    if (process.env.QUEUE_CONCURRENCY) env.QUEUE_CONCURRENCY = process.env.QUEUE_CONCURRENCY;
  }
  // `events`: one process, and no bot answer adds events of its own during the measurement.
  if (process.argv.includes('events')) {
    env.BOT_DEBOUNCE_MS = '600000';
    env.API_PROCESSES = '1';
  }
  // `campaign` on WhatsApp (BENCH_CAMPAIGN_CHANNEL=whatsapp): Parley's Cloud API sends go to a
  // local stand-in, at BENCH_WHATSAPP_MESSAGES_PER_SECOND per phone number (default 1000, Meta's
  // top tier); the extra worker processes open the same sealed access token.
  const whatsApp =
    !alone && runs('campaign') && process.env.BENCH_CAMPAIGN_CHANNEL === 'whatsapp'
      ? await startWhatsAppCloudStandIn()
      : null;
  if (whatsApp) {
    env.WHATSAPP_API_BASE_URL = whatsApp.url;
    env.WHATSAPP_MESSAGES_PER_SECOND = process.env.BENCH_WHATSAPP_MESSAGES_PER_SECOND ?? '1000';
    env.ENCRYPTION_KEY = process.env.ENCRYPTION_KEY ?? randomBytes(32).toString('base64');
  }
  if (!alone && runs('campaign')) {
    // shared with the campaign's extra worker processes (bench/campaign-dispatch.ts)
    if (process.env.QUEUE_CONCURRENCY) env.QUEUE_CONCURRENCY = process.env.QUEUE_CONCURRENCY;
    // API-only only when the campaign runs alone: the other parts need a process running jobs
    if (process.env.BENCH_CAMPAIGN_API_ONLY === '1' && named.length === 1) env.PROCESS_ROLE = 'api';
  }
  if (graph) {
    env.MESSENGER_API_BASE_URL = graph.url;
    env.ENCRYPTION_KEY = process.env.ENCRYPTION_KEY ?? randomBytes(32).toString('base64');
    env.BOT_DEBOUNCE_MS = '600000';
  }
  const parley = spawnNode([...profileFlags(), join(ROOT, 'dist', 'src', 'main.js')], env);
  const processes = [parley.child];
  const closers: (() => Promise<void>)[] = [];
  if (graph) closers.push(() => graph.close());
  if (whatsApp) closers.push(() => whatsApp.close());
  try {
    const parleyUrl = `https://127.0.0.1:${parleyPort}`;
    await waitForHttps(`${parleyUrl}/health`, parley.child, parley.output);
    const databaseUrl =
      process.env.DATABASE_URL ??
      (JSON.parse(readFileSync(join(dataDir, 'embedded-postgres.json'), 'utf8')).url as string);
    const serverExited = () =>
      parley.child.exitCode === null && parley.child.signalCode === null
        ? null
        : `exit code ${parley.child.exitCode}, signal ${parley.child.signalCode}\n${parley.output()}`;
    const options = {
      root: ROOT,
      baseUrl: parleyUrl,
      databaseUrl,
      env,
      serverExited,
      parleyPid: parley.child.pid,
      whatsApp,
    };
    if (process.argv.includes('agency')) return void (await benchmarkAgencyGrants(options));
    if (process.argv.includes('retention')) return void (await benchmarkRetention(options));
    if (process.argv.includes('inbox-browser')) return void (await benchmarkInboxBrowser(options));
    if (process.argv.includes('inbox')) return void (await benchmarkInbox(options));
    if (process.argv.includes('neighbours')) return void (await benchmarkNeighbours(options));
    if (process.argv.includes('pipeline')) return void (await benchmarkPipeline(options));
    if (process.argv.includes('events')) return void (await benchmarkEvents(options));
    if (graph) {
      const bare = spawnNode(
        [
          join(ROOT, 'dist', 'bench', 'bare-meta-server.js'),
          String(barePort),
          databaseUrl,
          String(POOL_SIZE),
          join(dataDir, 'tls-cert.pem'),
          join(dataDir, 'tls-key.pem'),
        ],
        { ENCRYPTION_KEY: env.ENCRYPTION_KEY, MESSENGER_API_BASE_URL: graph.url },
      );
      processes.push(bare.child);
      const bareUrl = `https://127.0.0.1:${barePort}`;
      await waitForHttps(`${bareUrl}/health`, bare.child, bare.output);
      return void (await benchmarkMetaWebhooks({ ...options, bareUrl }));
    }
    if (!runs('http')) {
      if (runs('campaign')) await benchmarkCampaignDispatch(options);
      if (runs('webhooks')) await benchmarkWebhookDelivery(options);
      return;
    }
    const bare = spawnNode(
      [
        join(ROOT, 'dist', 'bench', 'bare-server.js'),
        String(barePort),
        databaseUrl,
        String(POOL_SIZE),
        join(dataDir, 'tls-cert.pem'),
        join(dataDir, 'tls-key.pem'),
      ],
      {},
    );
    processes.push(bare.child);
    const bareUrl = `https://127.0.0.1:${barePort}`;
    await waitForHttps(bareUrl, bare.child, bare.output);

    const created = JSON.parse(
      execFileSync(
        process.execPath,
        [join(ROOT, 'dist', 'src', 'cli.js'), 'accounts:create', '--name', 'Bench'],
        {
          env: { PATH: process.env.PATH, ...env },
        },
      ).toString(),
    );
    const key = created.apiKey as string;
    const list = await api(parleyUrl, key, 'POST', '/v1/lists', { name: 'Bench leads' });
    const existingPhone = '+14155550100';
    const contact = await api(parleyUrl, key, 'POST', '/v1/contacts', {
      phone: existingPhone,
      firstName: 'Existing',
    });
    await api(parleyUrl, key, 'POST', `/v1/lists/${list.body.id}/contacts`, {
      contactId: contact.body.id,
    });
    const newPhone = { parley: phones('415'), bare: phones('628') };

    // Incoming custom-channel messages name this channel by `toId`; its deliveries (bot replies,
    // once the bot answers) go to a local receiver answering 200.
    const sink = await startReceiver();
    closers.push(() => sink.close());
    const inbox = await api(parleyUrl, key, 'POST', '/v1/custom_channels', {
      name: 'bench-inbox',
      deliveryUrl: sink.url,
    });
    if (inbox.status !== 201) throw new Error(`custom channel: ${JSON.stringify(inbox)}`);
    const incoming = (messageSid: string, fromId: string) =>
      JSON.stringify({
        customData: { messageSid, fromId, toId: 'bench-inbox', body: 'Is the demo still on?' },
      });
    // The repeated ids: recorded once through Parley, each from its own sender.
    for (let i = 0; i < REPEAT_IDS; i++) {
      const seeded = await fetch(`${parleyUrl}/v1/incoming_custom_channel_message`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
        body: incoming(`bench-repeat-${i}`, `bench-repeat-visitor-${i}`),
      });
      if (seeded.status !== 201)
        throw new Error(`seeding: ${seeded.status} ${await seeded.text()}`);
    }
    const newIncoming = { parley: 0, bare: 0 };
    let repeat = 0;

    const scenarios: Scenario[] = [
      {
        name: 'POST /v1/contacts (new phone)',
        requests: (server) => [
          {
            method: 'POST',
            path: '/v1/contacts',
            setupRequest: (req) => ({
              ...req,
              body: JSON.stringify({ phone: newPhone[server](), firstName: 'Lead' }),
            }),
          },
        ],
      },
      {
        name: 'POST /v1/contacts (existing phone)',
        requests: () => [
          {
            method: 'POST',
            path: '/v1/contacts',
            body: JSON.stringify({ phone: existingPhone, firstName: 'Existing' }),
          },
        ],
      },
      {
        name: 'GET /v1/contacts?phoneNumber=',
        requests: () => [
          { method: 'GET', path: `/v1/contacts?phoneNumber=${encodeURIComponent(existingPhone)}` },
        ],
      },
      {
        name: 'POST /v1/incoming_custom_channel_message (new ids)',
        requests: (server) => [
          {
            method: 'POST',
            path: '/v1/incoming_custom_channel_message',
            setupRequest: (req) => {
              const n = ++newIncoming[server];
              return { ...req, body: incoming(`${server}-new-${n}`, `${server}-visitor-${n}`) };
            },
          },
        ],
      },
      {
        name: 'POST /v1/incoming_custom_channel_message (repeats)',
        requests: () => [
          {
            method: 'POST',
            path: '/v1/incoming_custom_channel_message',
            setupRequest: (req) => {
              const i = repeat++ % REPEAT_IDS;
              return { ...req, body: incoming(`bench-repeat-${i}`, `bench-repeat-visitor-${i}`) };
            },
          },
        ],
      },
      {
        name: 'POST /v1/lists/{id}/contacts (member already)',
        requests: () => [
          {
            method: 'POST',
            path: `/v1/lists/${list.body.id}/contacts`,
            body: JSON.stringify({ contactId: contact.body.id }),
          },
        ],
      },
    ];

    const results = [];
    for (const scenario of scenarios) {
      process.stderr.write(`\n${scenario.name}\n`);
      // warm-up (JIT, connection pools), not measured
      await measure(parleyUrl, key, scenario.requests('parley'), undefined, WARMUP_SECONDS);
      await measure(bareUrl, key, scenario.requests('bare'), undefined, WARMUP_SECONDS);
      const parleyPeak = await measure(parleyUrl, key, scenario.requests('parley'));
      const barePeak = await measure(bareUrl, key, scenario.requests('bare'));
      const rate = Math.max(1, Math.floor(parleyPeak.requestsPerSecond / 2));
      const parleyAtRate = await measure(parleyUrl, key, scenario.requests('parley'), rate);
      const bareAtRate = await measure(bareUrl, key, scenario.requests('bare'), rate);
      const row = {
        scenario: scenario.name,
        parley: { peak: parleyPeak, atHalfPeak: parleyAtRate },
        bare: { peak: barePeak, atHalfPeak: bareAtRate },
        fixedRatePerSecond: rate,
        throughputRatio: Number(
          (parleyPeak.requestsPerSecond / barePeak.requestsPerSecond).toFixed(3),
        ),
      };
      results.push(row);
      process.stderr.write(
        `  parley ${row.parley.peak.requestsPerSecond} req/s, bare ${row.bare.peak.requestsPerSecond} req/s, ratio ${row.throughputRatio}; ` +
          `at ${rate} req/s p50/p99 parley ${row.parley.atHalfPeak.p50Ms}/${row.parley.atHalfPeak.p99Ms} ms, bare ${row.bare.atHalfPeak.p50Ms}/${row.bare.atHalfPeak.p99Ms} ms\n`,
      );
    }

    const report = {
      ...benchContext(process.env),
      settings: {
        secondsPerMeasurement: SECONDS,
        connections: CONNECTIONS,
        poolSize: POOL_SIZE,
        parleyLogLevel: env.LOG_LEVEL,
      },
      results,
    };
    const file = writeBenchReport(ROOT, `${report.date.replace(/[:.]/g, '-')}.json`, report);
    console.table(
      results.map((r) => ({
        scenario: r.scenario,
        'parley req/s': r.parley.peak.requestsPerSecond,
        'bare req/s': r.bare.peak.requestsPerSecond,
        ratio: r.throughputRatio,
        'rate req/s': r.fixedRatePerSecond,
        'parley p50/p99 ms': `${r.parley.atHalfPeak.p50Ms}/${r.parley.atHalfPeak.p99Ms}`,
        'bare p50/p99 ms': `${r.bare.atHalfPeak.p50Ms}/${r.bare.atHalfPeak.p99Ms}`,
      })),
    );
    console.log(`written to ${file}`);
    // the bare server's pool would hold embedded connections the CLI and the watcher need
    await stop(bare.child);
    if (runs('campaign')) await benchmarkCampaignDispatch(options);
    if (runs('webhooks')) await benchmarkWebhookDelivery(options);
  } finally {
    for (const close of closers) await close();
    // the embedded database's files are deleted only once their owner has closed them
    await Promise.all(processes.map((child) => stop(child)));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
