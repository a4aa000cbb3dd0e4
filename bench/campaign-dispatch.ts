/**
 * Campaign dispatch benchmark (docs/campaigns.md#dispatch-plan: 4 or more are queued and spaced
 * evenly at `throttlePerMinute`; docs/performance.md#pipeline), run by `npm run bench` after the
 * HTTP scenarios, or alone with `npm run bench -- campaign`.
 *
 * Against the running Parley of bench/run.ts (its database and queue, embedded or
 * DATABASE_URL/REDIS_URL), with a fresh account created through the operator CLI, on one of two
 * channels (BENCH_CAMPAIGN_CHANNEL):
 * - `sms` (the default): no channel connection (the sandbox: each message is recorded `sent`
 *   inside the dispatch transaction, nothing leaves the machine);
 * - `whatsapp`: a WhatsApp Cloud API connection (`POST /v1/channels/whatsapp`, no WhatsApp
 *   Business Account id) whose sends go to a local stand-in of the Cloud API
 *   (bench/whatsapp-cloud.ts; bench/run.ts starts it and Parley with `WHATSAPP_API_BASE_URL`
 *   pointing at it and `WHATSAPP_MESSAGES_PER_SECOND` from BENCH_WHATSAPP_MESSAGES_PER_SECOND,
 *   default 1000, Meta's top throughput tier): each send is a `message.send` job after the
 *   dispatch commits, paced per phone number by the shared sender rate limiter.
 *
 * With BENCH_CAMPAIGN_WORKERS extra `PROCESS_ROLE=worker` processes started here on the same
 * database and Redis (Parley's own process runs jobs too unless BENCH_CAMPAIGN_API_ONLY=1 starts
 * it `PROCESS_ROLE=api`):
 * 1. creates an approved template (SMS: approved at once; WhatsApp: `pending`, then approved with
 *    the operator CLI's `templates:review`), a list and a live campaign at `throttlePerMinute`;
 * 2. creates the contacts with one CSV import into a second list the campaign does not watch,
 *    and reads their ids back through `GET /v1/lists/{id}/contacts`;
 * 3. adds them to the campaign's list in bulk operations of `POST /v1/lists/{id}/contacts
 *    {contactIds}` (1000 ids each), all at once or one after another (BENCH_CAMPAIGN_ADDS);
 * 4. watches the database read-only through `pg` (the server's DATABASE_URL, or the embedded
 *    server's socket from `DATA_DIR/embedded-postgres.json`) until every enrolment exists and
 *    every opening message is settled, each wait bounded in time.
 *
 * Reported: time from the first add until all enrolments exist (from `enrolments.created_at`),
 * until all messages are sent (from `messages.sent_at`), the achieved rate
 * `(n - 1) / (last - first)` per minute against `throttlePerMinute`, the most sends in any
 * one-second window `[t, t + 1000 ms)` against `throttlePerMinute / 60` (the check allows
 * `ceil(rate / 60) + 1` for millisecond rounding of slots), and the lateness of each send after
 * its slot (`sent_at - enrolments.dispatch_at`: p50/p99/max, and any early send). On WhatsApp the
 * same from the stand-in's arrival times (achieved rate, busiest second, recipients sent to more
 * than once). And the CPU each process used from the first add until all were settled
 * (bench/cpu.ts: seconds, and cores = seconds / wall seconds): Parley's process (with any
 * children), each extra worker, this benchmark's own process (the stand-in and the polling), the
 * PostgreSQL backends connected to the database, all `postgres` processes of the machine (a
 * shared server counts others' work too), and Redis (`INFO cpu`). Prints a table and writes
 * `bench/results/campaign-dispatch-<runtime>.json` (SMS) or
 * `campaign-dispatch-<runtime>-whatsapp-<throttle>-<n>w.json` (n worker processes).
 *
 * Environment: BENCH_CAMPAIGN_CHANNEL (`sms` or `whatsapp`), BENCH_CAMPAIGN_THROTTLE (sends per
 * minute, default 12000 = 200/s; up to 60000), BENCH_CAMPAIGN_CONTACTS (default: 50 s of sends
 * at the throttle, at most 20,000: 10,000 at 12,000/min, 20,000 = 20 s at 60,000/min, since
 * importing 50,000 takes minutes on 2 cores), BENCH_CAMPAIGN_ADDS (`concurrent`, the default, or
 * `sequential`), BENCH_CAMPAIGN_WORKERS (extra worker processes, default 0),
 * BENCH_CAMPAIGN_ACCOUNT (`standard`, the default, or `sub_account`: an agency's sub-account
 * granted a credit per contact, so that every send pays its debit: docs/ledger.md#debits),
 * BENCH_CAMPAIGN_API_ONLY (`1`: Parley's process serves HTTP only), and, for bench/run.ts,
 * BENCH_WHATSAPP_MESSAGES_PER_SECOND and QUEUE_CONCURRENCY (passed to every Parley process), and
 * BENCH_CPU_PROF_DIR (every Parley process writes a V8 CPU profile there on exit).
 */
import { benchContext, writeBenchReport } from './report';
import { execFileSync } from 'node:child_process';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import {
  cpuBetween,
  type CpuUse,
  databaseBackends,
  machineBetween,
  machineTicks,
  pidsNamed,
  processTree,
  redisCpuSeconds,
  snapshot,
} from './cpu';
import { profileFlags, spawnNode, stop } from './processes';
import type { WhatsAppCloudStandIn } from './whatsapp-cloud';

/**
 * Ids per add operation: the API's largest `contactIds` array
 * (docs/lists-and-imports.md#add-operations).
 */
const BATCH_SIZE = 1000;
/** Rows per CSV import (an import takes ≤ 50,000 rows and ≤ 1 MiB). */
const IMPORT_ROWS = 10_000;
/** How often the database is polled while waiting: ms. */
const POLL_MS = 200;
/** Bound on creating the contacts (imports) and on enrolling them: ms. */
const SETUP_TIMEOUT_MS = 180_000;
const ENROL_TIMEOUT_MS = 120_000;
/** Bound on dispatch beyond the schedule's own length: ms. */
const DISPATCH_GRACE_MS = 120_000;
/** Default contacts: this many seconds of sends at the throttle, at most MAX_DEFAULT_CONTACTS. */
const DEFAULT_SECONDS = 50;
const MAX_DEFAULT_CONTACTS = 20_000;
/** The WhatsApp connection's phone number id (the stand-in accepts any). */
const PHONE_NUMBER_ID = '106540352242922';

/** What the campaign benchmark needs from the runner. */
export interface CampaignBenchmarkOptions {
  /** Repository root (for `dist/src/cli.js` and `bench/results`). */
  root: string;
  /** Parley's base URL, e.g. `https://127.0.0.1:3000`. */
  baseUrl: string;
  /** The database Parley uses, reachable from here (read-only use). */
  databaseUrl: string;
  /** Parley's environment: the CLI runs with it to create the account. */
  env: NodeJS.ProcessEnv;
  /** Null while Parley runs; once it has exited, its last output (the waits then throw). */
  serverExited?: () => string | null;
  /** Parley's process id (its CPU time is reported, with its children's). */
  parleyPid?: number;
  /** The Cloud API stand-in Parley's `WHATSAPP_API_BASE_URL` points at (WhatsApp mode). */
  whatsApp?: WhatsAppCloudStandIn | null;
}

/** What reached the Cloud API stand-in (WhatsApp mode). */
export interface ProviderArrivals {
  /** Sends that arrived. */
  arrived: number;
  /** (n - 1) / (last - first arrival), per minute. */
  achievedPerMinute: number | null;
  /** Most arrivals in any window [t, t + 1000 ms). */
  maxSendsPerSecond: number;
  withinRate: boolean;
  /** Sends beyond the first to one recipient (a send doubled). */
  duplicates: number;
  /** Distinct phone number ids sent from. */
  phoneNumberIds: number;
}

/** Lateness of sends after their slot, ms. */
export interface LatenessMs {
  p50: number;
  p99: number;
  max: number;
  min: number;
  /** Sends before their slot (lateness < 0). */
  early: number;
}

/** p50/p99/max of a duration, ms. */
export interface SpreadMs {
  p50: number;
  p99: number;
  max: number;
}

/** The numbers of one run (all durations in ms from the first add's request). */
export interface CampaignDispatchResult {
  runtime: string;
  channel: 'sms' | 'whatsapp';
  /** The kind of account that runs the campaign: a sub-account pays a credit per send. */
  account: 'standard' | 'sub_account';
  /** Processes running jobs: Parley's own (unless API-only) plus the extra workers. */
  workerProcesses: number;
  extraWorkers: number;
  /** `WHATSAPP_MESSAGES_PER_SECOND` (WhatsApp mode), else null. */
  whatsAppMessagesPerSecond: number | null;
  contacts: number;
  operations: number;
  operationSize: number;
  adds: 'concurrent' | 'sequential';
  throttlePerMinute: number;
  /** The schedule's length, (n - 1) × 60000 / throttle: ms. */
  scheduledDispatchMs: number;
  /** All add requests answered. */
  addsAnsweredMs: number;
  /** Last enrolment row written (`max(created_at)`), or null when not all were enrolled in time. */
  allEnrolledMs: number | null;
  /** Last message sent (`max(sent_at)`), or null when not all were sent in time. */
  allSentMs: number | null;
  /** First message sent. */
  firstSentMs: number | null;
  sent: number;
  statuses: Record<string, number>;
  /** (n - 1) / (last - first sent_at), per minute. */
  achievedPerMinute: number | null;
  /** Most sends in any window [t, t + 1000 ms). */
  maxSendsPerSecond: number;
  /** throttlePerMinute / 60. */
  ratePerSecond: number;
  /** ceil(throttlePerMinute / 60) + 1: the bound the window check allows (ms rounding of slots). */
  allowedPerSecond: number;
  withinRate: boolean;
  lateness: LatenessMs | null;
  /** Which wait ran out, if any: the numbers then cover what was done by then. */
  timedOut: 'enrolment' | 'dispatch' | null;
  /** WhatsApp mode: the same measures from the stand-in's arrival times; else null. */
  provider: ProviderArrivals | null;
  /**
   * Where lateness arises: `dispatch` = message written (`messages.created_at`) after its slot
   * (`enrolments.dispatch_at`), the dispatch job's lag; `handOver` = sent (`sent_at`) after it
   * was written (sandbox: ~0; WhatsApp: the `message.send` job and the provider call).
   */
  stages: { dispatch: SpreadMs; handOver: SpreadMs } | null;
  /** Wall seconds from the first add until all were settled (the CPU window). */
  measuredSeconds: number;
  /** The whole machine over that window: busy share of all CPUs (everyone's), load average. */
  machine: { cpus: number; busy: number | null; loadAverage1m: number | null };
  /** CPU per process group over that window (Redis: null when not used or not answering). */
  cpu: Record<string, CpuUse | null>;
}

/** The runtime label of the result file: database and queue. */
export function runtimeLabel(env: NodeJS.ProcessEnv): string {
  return `${env.DATABASE_URL ? 'postgres' : 'pglite'}-${env.REDIS_URL ? 'redis' : 'inprocess'}`;
}

/**
 * Most values of `sortedMs` (ascending) in any half-open window `[t, t + windowMs)`; the
 * busiest window always starts at a value, so checking those is enough. O(n).
 */
export function maxInWindow(sortedMs: number[], windowMs: number): number {
  let best = 0;
  let end = 0;
  for (let start = 0; start < sortedMs.length; start++) {
    if (end < start) end = start;
    while (end < sortedMs.length && sortedMs[end] - sortedMs[start] < windowMs) end++;
    best = Math.max(best, end - start);
  }
  return best;
}

/** Nearest-rank percentile (0 < p ≤ 100) of ascending values. */
function percentile(sorted: number[], p: number): number {
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)];
}

const round = (value: number, digits = 1) => Number(value.toFixed(digits));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function call(
  baseUrl: string,
  key: string,
  method: string,
  path: string,
  body?: unknown,
  contentType = 'application/json',
): Promise<Record<string, unknown>> {
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${key}`,
      ...(body !== undefined ? { 'Content-Type': contentType } : {}),
    },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await res.text();
  if (res.status >= 300) throw new Error(`${method} ${path} answered ${res.status}: ${text}`);
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

/**
 * Polls `check` every POLL_MS until it returns true or `timeoutMs` passes; false on timeout.
 *
 * @throws Error when `exited` reports that the server has stopped.
 */
async function waitFor(
  check: () => Promise<boolean>,
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

/** Creates `count` contacts by CSV import into `listId` and returns their ids. */
async function importContacts(
  baseUrl: string,
  key: string,
  listId: string,
  count: number,
): Promise<string[]> {
  for (let from = 0; from < count; from += IMPORT_ROWS) {
    const rows = Array.from({ length: Math.min(IMPORT_ROWS, count - from) }, (_, i) => {
      const n = from + i + 1;
      // Distinct valid North American numbers (415 area code); the account is new.
      return `+1415${String(2_000_000 + n).padStart(7, '0')},Lead${n}`;
    });
    const created = await call(
      baseUrl,
      key,
      'POST',
      `/v1/lists/${listId}/imports`,
      `phone,first_name\n${rows.join('\n')}\n`,
      'text/csv',
    );
    let report: Record<string, unknown> = created;
    const done = await waitFor(async () => {
      report = await call(baseUrl, key, 'GET', `/v1/imports/${created.id}`);
      return report.status === 'completed' || report.status === 'failed';
    }, SETUP_TIMEOUT_MS);
    if (!done || report.status !== 'completed' || report.created !== rows.length)
      throw new Error(`contact import did not complete: ${JSON.stringify(report)}`);
  }
  const ids: string[] = [];
  let cursor: string | null = null;
  for (let page = 0; page <= Math.ceil(count / 200) + 1; page++) {
    const query: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
    const body = await call(baseUrl, key, 'GET', `/v1/lists/${listId}/contacts?limit=200${query}`);
    ids.push(...(body.data as { id: string }[]).map((c) => c.id));
    cursor = body.nextCursor as string | null;
    if (!cursor) break;
  }
  if (ids.length !== count) throw new Error(`expected ${count} contacts, found ${ids.length}`);
  return ids;
}

/**
 * Runs the campaign dispatch benchmark against a running Parley (see the file comment).
 *
 * @returns the numbers; waits that run out are reported in `timedOut`, not thrown.
 * @throws Error when the setup fails (a request answered ≥ 300, the import did not complete).
 */
export async function runCampaignDispatch(
  options: CampaignBenchmarkOptions,
): Promise<CampaignDispatchResult> {
  const throttlePerMinute = Number(process.env.BENCH_CAMPAIGN_THROTTLE ?? 12_000);
  const contacts = Number(
    process.env.BENCH_CAMPAIGN_CONTACTS ??
      Math.min(MAX_DEFAULT_CONTACTS, Math.round((throttlePerMinute * DEFAULT_SECONDS) / 60)),
  );
  const adds = process.env.BENCH_CAMPAIGN_ADDS === 'sequential' ? 'sequential' : 'concurrent';
  const channel = process.env.BENCH_CAMPAIGN_CHANNEL === 'whatsapp' ? 'whatsapp' : 'sms';
  const account = process.env.BENCH_CAMPAIGN_ACCOUNT === 'sub_account' ? 'sub_account' : 'standard';
  const extraWorkers = Number(process.env.BENCH_CAMPAIGN_WORKERS ?? 0);
  const { env, root } = options;
  if (channel === 'whatsapp' && !options.whatsApp)
    throw new Error('BENCH_CAMPAIGN_CHANNEL=whatsapp needs the Cloud API stand-in (bench/run.ts)');
  const cli = (args: string[]) =>
    JSON.parse(
      execFileSync(process.execPath, [join(root, 'dist', 'src', 'cli.js'), ...args], {
        env: { PATH: process.env.PATH, ...env },
      }).toString(),
    ) as Record<string, unknown>;
  const workers = Array.from({ length: extraWorkers }, () =>
    spawnNode([...profileFlags(), join(root, 'dist', 'src', 'main.js')], {
      ...env,
      PROCESS_ROLE: 'worker',
      APP_ROLE: 'worker',
      API_PROCESSES: '1',
    }),
  );
  try {
    return await dispatchCampaign(options, {
      throttlePerMinute,
      contacts,
      adds,
      channel,
      account,
      workers: workers.map((w) => w.child.pid ?? 0),
      cli,
      workersExited: () => {
        const dead = workers.find((w) => w.child.exitCode !== null || w.child.signalCode !== null);
        return dead ? `a worker process exited:\n${dead.output()}` : null;
      },
    });
  } finally {
    for (const worker of workers) await stop(worker.child);
  }
}

/** One run's settings, read by `runCampaignDispatch`. */
interface RunSettings {
  throttlePerMinute: number;
  contacts: number;
  adds: 'concurrent' | 'sequential';
  channel: 'sms' | 'whatsapp';
  account: 'standard' | 'sub_account';
  /** Pids of the extra worker processes. */
  workers: number[];
  /** Runs the operator CLI with Parley's environment; @returns its JSON output. */
  cli: (args: string[]) => Record<string, unknown>;
  workersExited: () => string | null;
}

/**
 * The API key of a new account for the campaign: a standard account, or (`credits` not null) a
 * sub-account of a new agency, granted `credits` credits through the agency's API.
 */
async function campaignAccount(
  baseUrl: string,
  run: RunSettings,
  credits: number | null,
): Promise<string> {
  if (credits === null) {
    return run.cli(['accounts:create', '--name', 'bench-campaign']).apiKey as string;
  }
  const agency = run.cli(['accounts:create', '--name', 'bench-agency', '--type', 'agency']);
  const email = `bench-campaign-${Date.now()}@bench.test`;
  const sub = run.cli([
    'accounts:create',
    '--name',
    'bench-campaign',
    '--agency',
    String(agency.id),
    '--email',
    email,
  ]);
  await call(baseUrl, agency.apiKey as string, 'POST', '/v1/subaccounts/credits', {
    email,
    amount: credits,
  });
  return sub.apiKey as string;
}

async function dispatchCampaign(
  options: CampaignBenchmarkOptions,
  run: RunSettings,
): Promise<CampaignDispatchResult> {
  const { throttlePerMinute, contacts, adds, channel, account } = run;
  const { baseUrl, env } = options;
  const exited = () => options.serverExited?.() ?? run.workersExited();
  const key = await campaignAccount(baseUrl, run, account === 'sub_account' ? contacts : null);
  if (run.workers.length > 0) await sleep(5000); // (start-up: migrations are done, Bull connects)
  if (exited()) throw new Error(`a process exited before the benchmark:\n${exited()}`);
  if (channel === 'whatsapp') {
    await call(baseUrl, key, 'POST', '/v1/channels/whatsapp', {
      phoneNumberId: PHONE_NUMBER_ID,
      accessToken: 'EAAJB0BenchAccessToken',
      appSecret: 'bench-app-secret',
      verifyToken: 'bench-verify-token',
    });
  }
  const created = await call(baseUrl, key, 'POST', '/v1/templates', {
    name: `bench_opening_${Date.now()}`,
    channel,
    language: 'en_US',
    body: 'Hi {{firstName}}',
    ...(channel === 'whatsapp' ? { category: 'utility' } : {}),
  });
  // A WhatsApp template on a connection without a WhatsApp Business Account id waits for the operator.
  const template =
    created.status === 'approved'
      ? created
      : run.cli(['templates:review', '--template', String(created.id), '--status', 'approved']);
  if (template.status !== 'approved')
    throw new Error(`template not approved: ${JSON.stringify(template)}`);
  const list = await call(baseUrl, key, 'POST', '/v1/lists', { name: 'Bench campaign list' });
  const staging = await call(baseUrl, key, 'POST', '/v1/lists', { name: 'Bench staging' });
  const campaign = await call(baseUrl, key, 'POST', '/v1/campaigns', {
    name: 'Bench dispatch',
    listId: list.id,
    openingTemplateId: template.id,
    channel,
    throttlePerMinute,
    // the dispatch rate is measured at any hour: SMS quiet hours (on by default) would hold
    // the sends of contacts whose local time is between 21:00 and 08:00 (docs/campaigns.md#quiet-hours)
    quietHours: null,
  });
  await call(baseUrl, key, 'POST', `/v1/campaigns/${campaign.id}/launch`);
  process.stderr.write(`\ncampaign dispatch (${channel}): importing ${contacts} contacts\n`);
  const ids = await importContacts(baseUrl, key, staging.id as string, contacts);
  const batches: string[][] = [];
  for (let i = 0; i < ids.length; i += BATCH_SIZE) batches.push(ids.slice(i, i + BATCH_SIZE));

  const db = new Client({ connectionString: options.databaseUrl });
  await db.connect();
  try {
    const count = async (sql: string): Promise<number> =>
      (await db.query<{ n: number }>(sql, [campaign.id])).rows[0].n;
    process.stderr.write(
      `campaign dispatch: ${batches.length} ${adds} adds of ≤ ${BATCH_SIZE} at ${throttlePerMinute}/min\n`,
    );
    const groups = async (): Promise<Record<string, number[]>> => ({
      ...(options.parleyPid ? { parley: processTree(options.parleyPid) } : {}),
      ...Object.fromEntries(run.workers.map((pid, i) => [`worker ${i + 1}`, processTree(pid)])),
      'postgres backends (this database)': await databaseBackends(db),
      'postgres (all on this machine)': pidsNamed('postgres'),
    });
    const startGroups = await groups();
    const cpuBefore = snapshot(startGroups);
    const benchBefore = process.cpuUsage();
    const redisBefore = await redisCpuSeconds(env.REDIS_URL);
    const machineBefore = machineTicks();
    options.whatsApp?.reset();
    const startedAt = Date.now();
    const add = (batch: string[]) =>
      call(baseUrl, key, 'POST', `/v1/lists/${list.id}/contacts`, { contactIds: batch });
    if (adds === 'concurrent') await Promise.all(batches.map(add));
    else for (const batch of batches) await add(batch);
    const addsAnsweredMs = Date.now() - startedAt;

    let timedOut: CampaignDispatchResult['timedOut'] = null;
    const enrolled = await waitFor(
      async () =>
        (await count(`SELECT count(*)::int AS n FROM enrolments WHERE campaign_id = $1`)) >=
        contacts,
      ENROL_TIMEOUT_MS,
      exited,
    );
    if (!enrolled) timedOut = 'enrolment';
    const scheduledDispatchMs = ((contacts - 1) * 60_000) / throttlePerMinute;
    if (enrolled) {
      const settled = await waitFor(
        async () =>
          (await count(
            `SELECT count(*)::int AS n FROM enrolments
              WHERE campaign_id = $1 AND status IN ('sent', 'skipped', 'failed', 'replied')`,
          )) >= contacts,
        scheduledDispatchMs + DISPATCH_GRACE_MS,
        exited,
      );
      if (!settled) timedOut = 'dispatch';
    }
    const measuredSeconds = (Date.now() - startedAt) / 1000;
    const machine = { cpus: cpus().length, ...machineBetween(machineBefore, machineTicks()) };
    // the union of the pids at the start and now: a process gone meanwhile is counted as gone
    const endGroups = await groups();
    for (const [group, pids] of Object.entries(startGroups))
      endGroups[group] = [...new Set([...pids, ...(endGroups[group] ?? [])])];
    const cpu: Record<string, CpuUse | null> = cpuBetween(
      cpuBefore,
      snapshot(endGroups),
      measuredSeconds,
    );
    const benchUsed = process.cpuUsage(benchBefore);
    const benchSeconds = (benchUsed.user + benchUsed.system) / 1e6;
    cpu['this benchmark (stand-in, polling)'] = {
      seconds: round(benchSeconds, 2),
      cores: round(benchSeconds / measuredSeconds, 2),
      processes: 1,
      gone: 0,
    };
    const redisAfter = await redisCpuSeconds(env.REDIS_URL);
    cpu.redis =
      redisBefore !== null && redisAfter !== null
        ? {
            seconds: round(redisAfter - redisBefore, 2),
            cores: round((redisAfter - redisBefore) / measuredSeconds, 2),
            processes: 1,
            gone: 0,
          }
        : null;
    await sleep(500); // a send doubled late would arrive now

    const statuses: Record<string, number> = {};
    for (const row of (
      await db.query<{ status: string; n: number }>(
        `SELECT status, count(*)::int AS n FROM enrolments WHERE campaign_id = $1 GROUP BY status`,
        [campaign.id],
      )
    ).rows)
      statuses[row.status] = row.n;
    const lastEnrolment = (
      await db.query<{ ms: number | null }>(
        `SELECT (extract(epoch FROM max(created_at)) * 1000)::float8 AS ms FROM enrolments WHERE campaign_id = $1`,
        [campaign.id],
      )
    ).rows[0].ms;
    // Microsecond times as float ms (a pg Date would cut them to whole ms).
    const sends = (
      await db.query<{ sent: number; due: number; written: number }>(
        `SELECT (extract(epoch FROM m.sent_at) * 1000)::float8 AS sent,
                (extract(epoch FROM e.dispatch_at) * 1000)::float8 AS due,
                (extract(epoch FROM m.created_at) * 1000)::float8 AS written
           FROM enrolments e JOIN messages m ON m.id = e.message_id
          WHERE e.campaign_id = $1 AND m.sent_at IS NOT NULL
          ORDER BY m.sent_at`,
        [campaign.id],
      )
    ).rows;
    const sentMs = sends.map((s) => s.sent);
    const late = sends.map((s) => s.sent - s.due).sort((a, b) => a - b);
    const spread = (values: number[]): SpreadMs => {
      const sorted = values.sort((a, b) => a - b);
      return {
        p50: round(percentile(sorted, 50)),
        p99: round(percentile(sorted, 99)),
        max: round(sorted[sorted.length - 1]),
      };
    };
    const stages =
      sends.length > 0
        ? {
            dispatch: spread(sends.map((s) => s.written - s.due)),
            handOver: spread(sends.map((s) => s.sent - s.written)),
          }
        : null;
    const first = sentMs[0];
    const last = sentMs[sentMs.length - 1];
    const allowedPerSecond = Math.ceil(throttlePerMinute / 60) + 1;
    const maxSendsPerSecond = maxInWindow(sentMs, 1000);
    const standIn = options.whatsApp;
    let provider: ProviderArrivals | null = null;
    if (channel === 'whatsapp' && standIn) {
      const arrived = [...standIn.arrivals].sort((a, b) => a - b);
      const span = arrived[arrived.length - 1] - arrived[0];
      const busiest = maxInWindow(arrived, 1000);
      provider = {
        arrived: arrived.length,
        achievedPerMinute:
          arrived.length > 1 ? round(((arrived.length - 1) * 60_000) / span) : null,
        maxSendsPerSecond: busiest,
        withinRate: busiest <= allowedPerSecond,
        duplicates: [...standIn.recipients.values()].reduce((sum, n) => sum + n - 1, 0),
        phoneNumberIds: standIn.phoneNumberIds.size,
      };
    }
    const apiOnly = env.PROCESS_ROLE === 'api';
    return {
      runtime: runtimeLabel(options.env),
      channel,
      account,
      workerProcesses: run.workers.length + (apiOnly ? 0 : 1),
      extraWorkers: run.workers.length,
      whatsAppMessagesPerSecond:
        channel === 'whatsapp' ? Number(env.WHATSAPP_MESSAGES_PER_SECOND ?? 80) : null,
      contacts,
      operations: batches.length,
      operationSize: BATCH_SIZE,
      adds,
      throttlePerMinute,
      scheduledDispatchMs: round(scheduledDispatchMs),
      addsAnsweredMs,
      allEnrolledMs: enrolled && lastEnrolment !== null ? round(lastEnrolment - startedAt) : null,
      allSentMs: sentMs.length === contacts ? round(last - startedAt) : null,
      firstSentMs: sentMs.length > 0 ? round(first - startedAt) : null,
      sent: sentMs.length,
      statuses,
      achievedPerMinute:
        sentMs.length > 1 ? round(((sentMs.length - 1) * 60_000) / (last - first)) : null,
      maxSendsPerSecond,
      ratePerSecond: round(throttlePerMinute / 60, 2),
      allowedPerSecond,
      withinRate: maxSendsPerSecond <= allowedPerSecond,
      lateness:
        late.length > 0
          ? {
              p50: round(percentile(late, 50)),
              p99: round(percentile(late, 99)),
              max: round(late[late.length - 1]),
              min: round(late[0]),
              early: late.filter((ms) => ms < 0).length,
            }
          : null,
      timedOut,
      provider,
      stages,
      measuredSeconds: round(measuredSeconds, 2),
      machine,
      cpu,
    };
  } finally {
    await db.end();
  }
}

/**
 * Runs the benchmark, prints its table and writes `bench/results/campaign-dispatch-<runtime>.json`
 * (WhatsApp: `campaign-dispatch-<runtime>-whatsapp-<throttle>-<n>w.json`; a sub-account's run
 * ends `-sub-account.json`).
 *
 * @returns the path written.
 */
export async function benchmarkCampaignDispatch(
  options: CampaignBenchmarkOptions,
): Promise<string> {
  const result = await runCampaignDispatch(options);
  const report = {
    ...benchContext(options.env),
    settings: {
      queueConcurrency: options.env.QUEUE_CONCURRENCY ?? 'default',
      poolSize: options.env.DATABASE_POOL_SIZE ?? 'default',
      processRole: options.env.PROCESS_ROLE ?? 'all',
    },
    result,
  };
  const sub = result.account === 'sub_account' ? '-sub-account' : '';
  const name =
    result.channel === 'whatsapp'
      ? `campaign-dispatch-${result.runtime}-whatsapp-${result.throttlePerMinute}-${result.workerProcesses}w${sub}.json`
      : `campaign-dispatch-${result.runtime}${sub}.json`;
  const file = writeBenchReport(options.root, name, report);
  const s = (ms: number | null) => (ms === null ? 'not reached' : `${(ms / 1000).toFixed(2)} s`);
  const r = result;
  const p = r.provider;
  console.table([
    { measure: 'runtime', value: r.runtime },
    {
      measure: 'channel / worker processes',
      value: `${r.channel}${r.whatsAppMessagesPerSecond ? ` (${r.whatsAppMessagesPerSecond}/s per number)` : ''} / ${r.workerProcesses} (${r.extraWorkers} extra)`,
    },
    {
      measure: 'contacts / add operations',
      value: `${r.contacts} in ${r.operations} × ${r.operationSize} (${r.adds})`,
    },
    { measure: 'all add requests answered', value: s(r.addsAnsweredMs) },
    { measure: 'all enrolled (after first add)', value: s(r.allEnrolledMs) },
    { measure: 'first sent', value: s(r.firstSentMs) },
    {
      measure: 'all sent',
      value: `${s(r.allSentMs)} (schedule ${s(r.scheduledDispatchMs)})`,
    },
    { measure: 'sent / statuses', value: `${r.sent} ${JSON.stringify(r.statuses)}` },
    {
      measure: 'achieved rate /min',
      value: `${r.achievedPerMinute ?? '-'} (throttle ${r.throttlePerMinute})`,
    },
    {
      measure: 'max sends in 1 s window',
      value: `${r.maxSendsPerSecond} (rate ${r.ratePerSecond}/s, allowed ${r.allowedPerSecond}: ${r.withinRate ? 'ok' : 'OVER'})`,
    },
    {
      measure: 'lateness p50/p99/max ms',
      value: r.lateness
        ? `${r.lateness.p50}/${r.lateness.p99}/${r.lateness.max} (early: ${r.lateness.early})`
        : '-',
    },
    {
      measure: 'stages p50/p99/max ms',
      value: r.stages
        ? `dispatch ${r.stages.dispatch.p50}/${r.stages.dispatch.p99}/${r.stages.dispatch.max}, hand-over ${r.stages.handOver.p50}/${r.stages.handOver.p99}/${r.stages.handOver.max}`
        : '-',
    },
    ...(p
      ? [
          {
            measure: 'provider: arrived / doubled',
            value: `${p.arrived} / ${p.duplicates} (${p.phoneNumberIds} phone number id)`,
          },
          {
            measure: 'provider: achieved rate /min',
            value: `${p.achievedPerMinute ?? '-'} (${p.achievedPerMinute ? Math.round((p.achievedPerMinute / r.throttlePerMinute) * 100) : '-'} % of ${r.throttlePerMinute})`,
          },
          {
            measure: 'provider: max arrivals in 1 s window',
            value: `${p.maxSendsPerSecond} (allowed ${r.allowedPerSecond}: ${p.withinRate ? 'ok' : 'OVER'})`,
          },
        ]
      : []),
    {
      measure: 'machine (everyone) busy / load',
      value: `${r.machine.busy === null ? '-' : Math.round(r.machine.busy * 100)} % of ${r.machine.cpus} CPUs / ${r.machine.loadAverage1m ?? '-'}`,
    },
    ...Object.entries(r.cpu).map(([group, use]) => ({
      measure: `CPU ${group}`,
      value: use
        ? `${use.seconds} s = ${use.cores} cores over ${r.measuredSeconds} s, ${r.sent > 0 ? round((use.seconds * 1000) / r.sent, 2) : '-'} ms/send (${use.processes} proc${use.gone ? `, ${use.gone} gone` : ''})`
        : '-',
    })),
  ]);
  if (r.timedOut) console.warn(`campaign dispatch: the ${r.timedOut} wait ran out`);
  console.log(`written to ${file}`);
  return file;
}
