/**
 * `npm run bench -- proxy` (docs/performance.md): the funnel's calls in the deployment topology,
 * against the physical minimum, in one run on this machine.
 *
 * Parley listens on plain HTTP on loopback behind a (simulated) TLS-terminating proxy: every
 * request carries `X-Forwarded-Proto: https`, `TRUST_PROXY=loopback`, `LOG_LEVEL=warn`,
 * PostgreSQL (`DATABASE_URL`) and Redis (`REDIS_URL`), `RATE_LIMIT_PER_MINUTE` out of the way.
 * The floor is bench/bare-minimum-server.ts: `node:http` + `pg` doing only the operation's own
 * SQL (constant key compare, no rate limit). Servers compared: `parley` (API_PROCESSES=1),
 * `parley2` (API_PROCESSES=2, same pool size per process), `bare`, and for the create and the
 * lookup `nest`, the framework's floor (bench/nest-floor-server.ts: NestJS on Express doing the
 * bare server's SQL and nothing else), which tells how much of the gap is the fixed stack's.
 *
 * For each scenario, `BENCH_ROUNDS` rounds (default 3), each alternating the servers: peak
 * requests/s of parley, bare, parley2 and nest (autocannon closed loop, `BENCH_PROXY_CONNECTIONS`
 * connections, default 20), then p50/p99 of parley and bare at a fixed rate of half parley's peak
 * of that round (`pacedLoad`: evenly spaced requests). Reported: medians of the rounds, the ratios
 * parley/bare, nest/bare, parley/nest and parley2/parley, and the 1-minute load average at each
 * measurement (the machine may be shared).
 *
 * Then the growth check: lookups and creates in an account holding `BENCH_GROWTH_CONTACTS`
 * contacts (default 1,000,000, seeded with one `INSERT … SELECT generate_series`, not through
 * the API; the account is kept for the next runs) against an account holding 1,000 (deleted at
 * the end), alternating, medians of the rounds.
 *
 * Environment: DATABASE_URL, REDIS_URL (required: without them this part is skipped),
 * BENCH_SECONDS (per measurement, default 8), BENCH_ROUNDS, BENCH_PROXY_CONNECTIONS,
 * BENCH_GROWTH_CONTACTS (0 skips the growth check). Writes `bench/results/proxy-<date>.json`.
 */
import type { Request as CannonRequest } from 'autocannon';
import { type ChildProcess, execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { measureLoad } from './paced-load';
import { freePort, spawnNode, stop, waitForServer } from './processes';
import { benchContext, writeBenchReport } from './report';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_PROXY_CONNECTIONS ?? 20);
const GROWTH_CONTACTS = Number(process.env.BENCH_GROWTH_CONTACTS ?? 1_000_000);
const SMALL_CONTACTS = 1000;
const WARMUP_SECONDS = 2;
const POOL_SIZE = 8;
const FORWARDED = { 'X-Forwarded-Proto': 'https' };

type Server = 'parley' | 'parley2' | 'bare' | 'nest';

interface Measurement {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
  load1: number;
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

async function measure(
  url: string,
  key: string,
  requests: CannonRequest[],
  options: { rate?: number; seconds?: number } = {},
): Promise<Measurement> {
  const load1 = Number(loadavg()[0].toFixed(2));
  const headers = {
    ...FORWARDED,
    Authorization: `Bearer ${key}`,
    'Content-Type': 'application/json',
  };
  const measured = await measureLoad({
    url,
    requests,
    headers,
    seconds: options.seconds ?? SECONDS,
    connections: CONNECTIONS,
    rate: options.rate,
  });
  return { ...measured, load1 };
}

/** Distinct valid North American numbers: `+1<area>` then 7 digits from 2,000,001 on. */
function phones(areaCode: string): () => string {
  let n = 0;
  return () => `+1${areaCode}${String(2_000_000 + ++n).padStart(7, '0')}`;
}

async function call(base: string, key: string, method: string, path: string, body?: unknown) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { ...FORWARDED, Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = (await res.json()) as Record<string, unknown>;
  if (res.status >= 300)
    throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
  return json;
}

/** Inserts `count` contacts `+1<area>2000001…` into the account in one statement, then ANALYZE. */
async function seedContacts(
  db: Client,
  accountId: string,
  areaCode: string,
  count: number,
): Promise<void> {
  await db.query(
    `INSERT INTO contacts (account_id, first_name, phone, custom_fields)
     SELECT $1, 'Seeded', '+1' || $2 || lpad((2000000 + g)::text, 7, '0'), '{}'::jsonb
       FROM generate_series(1, $3::int) AS g`,
    [accountId, areaCode, count],
  );
  await db.query('ANALYZE contacts');
}

/**
 * The account holding `GROWTH_CONTACTS` seeded contacts, named `Bench <n> contacts`: kept
 * between runs (seeding a million rows takes minutes on a busy machine), with a fresh key
 * (`accounts:rotate-key`); created and seeded when missing.
 */
async function largeAccount(
  root: string,
  db: Client,
  env: NodeJS.ProcessEnv,
): Promise<{ id: string; apiKey: string }> {
  const name = `Bench ${GROWTH_CONTACTS} contacts`;
  const cli = (...args: string[]) =>
    JSON.parse(
      execFileSync(process.execPath, [join(root, 'dist', 'src', 'cli.js'), ...args], {
        env: { PATH: process.env.PATH, ...env },
      }).toString(),
    ) as { id: string; apiKey: string };
  const found = await db.query<{ id: string }>(
    `SELECT a.id FROM accounts a WHERE a.name = $1
        AND (SELECT count(*) FROM contacts c WHERE c.account_id = a.id) >= $2 LIMIT 1`,
    [name, GROWTH_CONTACTS],
  );
  if (found.rows[0]) {
    const { apiKey } = cli('accounts:rotate-key', '--account', found.rows[0].id);
    return { id: found.rows[0].id, apiKey };
  }
  const created = cli('accounts:create', '--name', name);
  const seedStart = Date.now();
  await seedContacts(db, created.id, '212', GROWTH_CONTACTS);
  process.stderr.write(`  seeded in ${Math.round((Date.now() - seedStart) / 1000)} s\n`);
  return created;
}

/**
 * Runs the proxy-topology benchmark (see the file comment) with Parley built in `root/dist`.
 * Skipped, with a line on stderr, without DATABASE_URL and REDIS_URL.
 */
export async function benchmarkProxyTopology(root: string): Promise<void> {
  const databaseUrl = process.env.DATABASE_URL;
  const redisUrl = process.env.REDIS_URL;
  if (!databaseUrl || !redisUrl) {
    process.stderr.write('\nproxy topology: skipped (needs DATABASE_URL and REDIS_URL)\n');
    return;
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'parley-bench-proxy-'));
  const children: { child: ChildProcess }[] = [];
  const db = new Client({ connectionString: databaseUrl });
  await db.connect();
  const seededAccounts: string[] = [];
  try {
    const env = (processes: number, port: number): NodeJS.ProcessEnv => ({
      DATA_DIR: dataDir,
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      REDIS_KEY_PREFIX: `parley-bench-${process.pid}`,
      TRUST_PROXY: 'loopback',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '1000000',
      DATABASE_POOL_SIZE: String(POOL_SIZE),
      API_PROCESSES: String(processes),
      ...(process.env.ACCOUNT_IN_FLIGHT_LIMIT
        ? { ACCOUNT_IN_FLIGHT_LIMIT: process.env.ACCOUNT_IN_FLIGHT_LIMIT }
        : {}),
      ...(process.env.BENCH_NODE_OPTIONS ? { NODE_OPTIONS: process.env.BENCH_NODE_OPTIONS } : {}),
    });
    const urls = {} as Record<Server, string>;
    for (const [server, processes] of [
      ['parley', 1],
      ['parley2', 2],
    ] as const) {
      const port = await freePort();
      const started = spawnNode([join(root, 'dist', 'src', 'main.js')], env(processes, port));
      children.push(started);
      urls[server] = `http://127.0.0.1:${port}`;
      await waitForServer(`${urls[server]}/health`, started.child, started.output, FORWARDED);
    }
    const cli = (name: string) =>
      JSON.parse(
        execFileSync(
          process.execPath,
          [join(root, 'dist', 'src', 'cli.js'), 'accounts:create', '--name', name],
          { env: { PATH: process.env.PATH, ...env(1, 0) } },
        ).toString(),
      ) as { id: string; apiKey: string };
    const account = cli('Bench proxy');
    const key = account.apiKey;
    const p = urls.parley;
    const list = await call(p, key, 'POST', '/v1/lists', { name: 'Bench leads' });
    const existingPhone = '+14155550100';
    const contact = await call(p, key, 'POST', '/v1/contacts', { phone: existingPhone });
    await call(p, key, 'POST', `/v1/lists/${list.id}/contacts`, { contactId: contact.id });

    const barePort = await freePort();
    const bare = spawnNode(
      [
        join(root, 'dist', 'bench', 'bare-minimum-server.js'),
        String(barePort),
        databaseUrl,
        String(POOL_SIZE),
        key,
        account.id,
      ],
      {},
    );
    children.push(bare);
    urls.bare = `http://127.0.0.1:${barePort}`;
    await waitForServer(urls.bare, bare.child, bare.output);
    const nestPort = await freePort();
    const nest = spawnNode(
      [
        join(root, 'dist', 'bench', 'nest-floor-server.js'),
        String(nestPort),
        databaseUrl,
        String(POOL_SIZE),
        key,
        account.id,
      ],
      {},
    );
    children.push(nest);
    urls.nest = `http://127.0.0.1:${nestPort}`;
    await waitForServer(urls.nest, nest.child, nest.output);

    const newPhone: Record<Server, () => string> = {
      parley: phones('415'),
      parley2: phones('628'),
      bare: phones('510'),
      nest: phones('707'),
    };
    const scenarios: {
      name: string;
      /** Whether the framework floor serves this route. */
      nestFloor: boolean;
      requests: (server: Server) => CannonRequest[];
    }[] = [
      {
        name: 'POST /v1/contacts (new phone)',
        nestFloor: true,
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
        name: 'GET /v1/contacts?phoneNumber=',
        nestFloor: true,
        requests: () => [
          { method: 'GET', path: `/v1/contacts?phoneNumber=${encodeURIComponent(existingPhone)}` },
        ],
      },
      {
        name: 'POST /v1/lists/{id}/contacts (member already)',
        nestFloor: false,
        requests: () => [
          {
            method: 'POST',
            path: `/v1/lists/${list.id}/contacts`,
            body: JSON.stringify({ contactId: contact.id }),
          },
        ],
      },
    ];

    const results = [];
    for (const scenario of scenarios) {
      process.stderr.write(`\nproxy topology: ${scenario.name}\n`);
      const servers: Server[] = [
        'parley',
        'bare',
        'parley2',
        ...(scenario.nestFloor ? ['nest' as const] : []),
      ];
      for (const server of servers)
        await measure(urls[server], key, scenario.requests(server), { seconds: WARMUP_SECONDS });
      const rounds: {
        peak: Partial<Record<Server, Measurement>> &
          Record<'parley' | 'bare' | 'parley2', Measurement>;
        rate: number;
        atRate: { parley: Measurement; bare: Measurement };
      }[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        const peak = {} as (typeof rounds)[number]['peak'];
        for (const server of servers)
          peak[server] = await measure(urls[server], key, scenario.requests(server));
        const rate = Math.max(1, Math.floor(peak.parley.requestsPerSecond / 2));
        const atRate = {
          parley: await measure(urls.parley, key, scenario.requests('parley'), { rate }),
          bare: await measure(urls.bare, key, scenario.requests('bare'), { rate }),
        };
        rounds.push({ peak, rate, atRate });
        process.stderr.write(
          `  round ${round + 1}: peak parley ${peak.parley.requestsPerSecond}, bare ${peak.bare.requestsPerSecond}, ` +
            `parley×2 ${peak.parley2.requestsPerSecond}` +
            (peak.nest ? `, nest floor ${peak.nest.requestsPerSecond}` : '') +
            ` req/s; at ${rate} req/s p99 parley ${atRate.parley.p99Ms} ms, ` +
            `bare ${atRate.bare.p99Ms} ms (load ${peak.parley.load1})\n`,
        );
      }
      const med = (pick: (r: (typeof rounds)[number]) => number) => median(rounds.map(pick));
      const summary = {
        parleyPeak: med((r) => r.peak.parley.requestsPerSecond),
        barePeak: med((r) => r.peak.bare.requestsPerSecond),
        parley2Peak: med((r) => r.peak.parley2.requestsPerSecond),
        nestPeak: scenario.nestFloor ? med((r) => r.peak.nest?.requestsPerSecond ?? 0) : null,
        ratePerSecond: med((r) => r.rate),
        parleyP99AtRate: med((r) => r.atRate.parley.p99Ms),
        bareP99AtRate: med((r) => r.atRate.bare.p99Ms),
        parleyP50AtRate: med((r) => r.atRate.parley.p50Ms),
        bareP50AtRate: med((r) => r.atRate.bare.p50Ms),
      };
      results.push({
        scenario: scenario.name,
        medians: {
          ...summary,
          ratio: Number((summary.parleyPeak / summary.barePeak).toFixed(3)),
          nestFloorRatio: summary.nestPeak
            ? Number((summary.nestPeak / summary.barePeak).toFixed(3))
            : null,
          ratioOfNestFloor: summary.nestPeak
            ? Number((summary.parleyPeak / summary.nestPeak).toFixed(3))
            : null,
          ratioTwoProcesses: Number((summary.parley2Peak / summary.parleyPeak).toFixed(3)),
          p99Bound: Math.max(25, 2 * summary.bareP99AtRate),
        },
        rounds,
      });
    }

    const growth = [];
    if (GROWTH_CONTACTS > 0) {
      process.stderr.write(`\nproxy topology: growth (${GROWTH_CONTACTS} contacts)\n`);
      const small = cli('Bench 1k');
      seededAccounts.push(small.id);
      await seedContacts(db, small.id, '212', SMALL_CONTACTS);
      const large = await largeAccount(root, db, env(1, 0));
      // an existing number in the middle of each account
      const lookup = (count: number) =>
        `+1212${String(2_000_000 + Math.ceil(count / 2)).padStart(7, '0')}`;
      const growthPhones = { small: phones('646'), large: phones('917') };
      const cases = [
        {
          name: 'GET /v1/contacts?phoneNumber=',
          requests: (size: 'small' | 'large') => [
            {
              method: 'GET' as const,
              path: `/v1/contacts?phoneNumber=${encodeURIComponent(lookup(size === 'small' ? SMALL_CONTACTS : GROWTH_CONTACTS))}`,
            },
          ],
        },
        {
          name: 'POST /v1/contacts (new phone)',
          requests: (size: 'small' | 'large') => [
            {
              method: 'POST' as const,
              path: '/v1/contacts',
              setupRequest: (req: CannonRequest) => ({
                ...req,
                body: JSON.stringify({ phone: growthPhones[size](), firstName: 'Lead' }),
              }),
            },
          ],
        },
      ];
      for (const c of cases) {
        const keys = { small: small.apiKey, large: large.apiKey };
        for (const size of ['small', 'large'] as const)
          await measure(urls.parley, keys[size], c.requests(size), { seconds: WARMUP_SECONDS });
        const rounds: { small: Measurement; large: Measurement }[] = [];
        for (let round = 0; round < ROUNDS; round++) {
          const smallRun = await measure(urls.parley, keys.small, c.requests('small'));
          const largeRun = await measure(urls.parley, keys.large, c.requests('large'));
          rounds.push({ small: smallRun, large: largeRun });
          process.stderr.write(
            `  ${c.name} round ${round + 1}: ${SMALL_CONTACTS} contacts ${smallRun.requestsPerSecond} req/s, ` +
              `${GROWTH_CONTACTS} contacts ${largeRun.requestsPerSecond} req/s (load ${smallRun.load1})\n`,
          );
        }
        const smallRps = median(rounds.map((r) => r.small.requestsPerSecond));
        const largeRps = median(rounds.map((r) => r.large.requestsPerSecond));
        growth.push({
          scenario: c.name,
          smallContacts: SMALL_CONTACTS,
          largeContacts: GROWTH_CONTACTS,
          medians: {
            smallRps,
            largeRps,
            ratio: Number((largeRps / smallRps).toFixed(3)),
            smallP99Ms: median(rounds.map((r) => r.small.p99Ms)),
            largeP99Ms: median(rounds.map((r) => r.large.p99Ms)),
          },
          rounds,
        });
      }
    }

    const report = {
      ...benchContext({ DATABASE_URL: databaseUrl, REDIS_URL: redisUrl }),
      topology:
        'plain HTTP on loopback, X-Forwarded-Proto: https, TRUST_PROXY=loopback, LOG_LEVEL=warn',
      settings: {
        secondsPerMeasurement: SECONDS,
        rounds: ROUNDS,
        connections: CONNECTIONS,
        poolSizePerProcess: POOL_SIZE,
      },
      results,
      growth,
    };
    const file = writeBenchReport(root, `proxy-${report.date.replace(/[:.]/g, '-')}.json`, report);
    console.table(
      results.map((r) => ({
        scenario: r.scenario,
        'parley req/s': r.medians.parleyPeak,
        'bare req/s': r.medians.barePeak,
        ratio: r.medians.ratio,
        'nest floor req/s': r.medians.nestPeak ?? '-',
        'nest/bare': r.medians.nestFloorRatio ?? '-',
        'parley/nest': r.medians.ratioOfNestFloor ?? '-',
        'parley×2 req/s': r.medians.parley2Peak,
        '×2 gain': r.medians.ratioTwoProcesses,
        'rate req/s': r.medians.ratePerSecond,
        'p99 parley/bare ms': `${r.medians.parleyP99AtRate}/${r.medians.bareP99AtRate}`,
        'p99 bound ms': r.medians.p99Bound,
      })),
    );
    if (growth.length)
      console.table(
        growth.map((g) => ({
          scenario: g.scenario,
          [`${g.smallContacts} req/s`]: g.medians.smallRps,
          [`${g.largeContacts} req/s`]: g.medians.largeRps,
          ratio: g.medians.ratio,
        })),
      );
    console.log(`written to ${file}`);
  } finally {
    for (const id of seededAccounts)
      await db.query('DELETE FROM contacts WHERE account_id = $1', [id]).catch(() => undefined);
    await db.end();
    await Promise.all(children.map(({ child }) => stop(child)));
    rmSync(dataDir, { recursive: true, force: true });
  }
}
