/**
 * Inbox benchmark (`GET /v1/conversations?owner=human` with 100,000 conversations in the account
 * answers p99 under 50 ms on PostgreSQL; docs/performance.md), run alone with `npm run bench --
 * inbox`.
 *
 * Against the running Parley of bench/run.ts (its database, embedded or DATABASE_URL): an account
 * created through the operator CLI, then BENCH_INBOX_CONVERSATIONS (default 100,000) contacts,
 * one conversation each (a quarter `owner: human`, the rest `bot`) and two messages each
 * (inbound, then the bot's reply), seeded with SQL in batches. autocannon closed-loop
 * (BENCH_CONNECTIONS in flight, default 16) then asks for the first page (default limit 50) of
 * `GET /v1/conversations?owner=human` for BENCH_SECONDS (default 8) after a 2 s warm-up, then
 * again at a fixed rate of half that peak (`pacedLoad`: evenly spaced requests, latency without
 * the closed loop's own queueing), and the plan of the very statement the service runs is printed
 * (`inboxPageQuery`, `EXPLAIN (ANALYZE, BUFFERS)`).
 *
 * Reported: peak requests/s with its p50/p99, p50/p99 at half the peak (ms), non-2xx, errors,
 * and the plan. Writes
 * `bench/results/inbox.json`.
 */
import { pacedLoad } from './paced-load';
import { benchContext, writeBenchReport } from './report';
import autocannon from 'autocannon';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { Client } from 'pg';
import { inboxPageQuery } from '../src/modules/messaging/conversations/inbox-query';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const CONVERSATIONS = Number(process.env.BENCH_INBOX_CONVERSATIONS ?? 100_000);
const BATCH = 10_000;

/** What the inbox benchmark needs from the runner (as the other benchmarks). */
export interface InboxBenchmarkOptions {
  root: string;
  baseUrl: string;
  databaseUrl: string;
  env: NodeJS.ProcessEnv;
  serverExited?: () => string | null;
}

/** Seeds `count` contacts, conversations and two messages each for the account, in batches. */
export async function seed(db: Client, accountId: string, count: number): Promise<void> {
  for (let from = 0; from < count; from += BATCH) {
    const to = Math.min(count, from + BATCH) - 1;
    await db.query(
      `WITH n AS (SELECT g FROM generate_series($2::int, $3::int) g),
       c AS (
         INSERT INTO contacts (account_id, phone, first_name)
         SELECT $1, '+1555' || lpad(g::text, 7, '0'), 'Lead' || g FROM n
         RETURNING id, phone),
       v AS (
         INSERT INTO conversations (account_id, contact_id, channel, owner, last_message_at,
                                    last_inbound_at, created_at)
         SELECT $1, c.id, 'sms',
                CASE WHEN right(c.phone, 1) IN ('0', '4', '8') AND right(c.phone, 2) NOT LIKE '_8'
                     THEN 'human' ELSE 'bot' END,
                now() - (substr(c.phone, 5)::int || ' seconds')::interval,
                now() - (substr(c.phone, 5)::int || ' seconds')::interval - interval '1 second',
                now() - interval '30 days'
           FROM c
         RETURNING id, contact_id, last_message_at)
       INSERT INTO messages (account_id, conversation_id, contact_id, direction, channel, purpose,
                             body, status, created_at, sent_at)
       SELECT $1, v.id, v.contact_id, d.direction, 'sms', d.purpose, d.body, d.status,
              v.last_message_at - d.back, CASE WHEN d.direction = 'outbound' THEN v.last_message_at END
         FROM v CROSS JOIN (VALUES
           ('inbound', 'inbound', 'Can I talk to someone?', 'received', interval '1 second'),
           ('outbound', 'bot', 'Sure, a member of our team will answer.', 'sent', interval '0 seconds')
         ) AS d(direction, purpose, body, status, back)`,
      [accountId, from, to],
    );
    process.stderr.write(`inbox: seeded ${to + 1}/${count}\n`);
  }
  await db.query('ANALYZE contacts; ANALYZE conversations; ANALYZE messages');
}

/**
 * Runs the inbox benchmark against a running Parley (see the file comment).
 * @throws Error when the setup fails or Parley exits.
 */
export async function benchmarkInbox(options: InboxBenchmarkOptions): Promise<void> {
  const account = JSON.parse(
    execFileSync(
      process.execPath,
      [join(options.root, 'dist', 'src', 'cli.js'), 'accounts:create', '--name', 'bench-inbox'],
      { env: { PATH: process.env.PATH, ...options.env } },
    ).toString(),
  );
  const db = new Client({ connectionString: options.databaseUrl });
  await db.connect();
  try {
    await seed(db, account.id, CONVERSATIONS);
    const humans = (
      await db.query(
        `SELECT count(*)::int AS n FROM conversations WHERE account_id = $1 AND owner = 'human'`,
        [account.id],
      )
    ).rows[0].n as number;
    const url = `${options.baseUrl}/v1/conversations?owner=human`;
    const headers = { 'x-api-key': account.apiKey as string };
    const probe = await fetch(url, { headers });
    const body = (await probe.json()) as { data: unknown[] };
    if (probe.status !== 200 || body.data.length === 0) {
      throw new Error(`inbox answered ${probe.status}: ${JSON.stringify(body).slice(0, 500)}`);
    }
    process.stderr.write('inbox: warm-up 2 s\n');
    await autocannon({ url, headers, connections: CONNECTIONS, duration: 2 });
    process.stderr.write(`inbox: GET /v1/conversations?owner=human, ${SECONDS} s\n`);
    const r = await autocannon({ url, headers, connections: CONNECTIONS, duration: SECONDS });
    // latency where it is not queueing behind its own closed loop: at half the peak rate
    const rate = Math.max(1, Math.floor(r.requests.average / 2));
    process.stderr.write(`inbox: the same at ${rate} req/s (half the peak), ${SECONDS} s\n`);
    const paced = await pacedLoad({
      url,
      requests: [{ method: 'GET', path: new URL(url).pathname + new URL(url).search }],
      headers,
      connections: CONNECTIONS,
      seconds: SECONDS,
      rate,
    });
    const exited = options.serverExited?.() ?? null;
    if (exited !== null) throw new Error(`Parley exited during the benchmark:\n${exited}`);
    const page = inboxPageQuery(account.id, { owner: 'human' }, 51, null);
    const plan = (await db.query(`EXPLAIN (ANALYZE, BUFFERS) ${page.sql}`, page.params)).rows.map(
      (row) => row['QUERY PLAN'] as string,
    );
    const report = {
      ...benchContext(options.env),
      conversations: CONVERSATIONS,
      humanConversations: humans,
      connections: CONNECTIONS,
      seconds: SECONDS,
      requestsPerSecond: Math.round(r.requests.average),
      p50Ms: r.latency.p50,
      p99Ms: r.latency.p99,
      requests: r.requests.total,
      non2xx: r.non2xx + paced.non2xx,
      errors: r.errors + paced.errors,
      halfPeak: { requestsPerSecond: rate, p50Ms: paced.p50Ms, p99Ms: paced.p99Ms },
      plan,
    };
    console.log(
      `\nGET /v1/conversations?owner=human (${CONVERSATIONS} conversations, ${humans} human, ` +
        `${CONNECTIONS} connections): peak ${report.requestsPerSecond} req/s (p50 ${report.p50Ms} ms, ` +
        `p99 ${report.p99Ms} ms); at ${rate} req/s p50 ${paced.p50Ms} ms, p99 ` +
        `${paced.p99Ms} ms; non-2xx ${report.non2xx}, errors ${report.errors}\n\n${plan.join('\n')}`,
    );
    console.log(`\nwritten: ${writeBenchReport(options.root, 'inbox.json', report)}`);
  } finally {
    await db.end();
  }
}
