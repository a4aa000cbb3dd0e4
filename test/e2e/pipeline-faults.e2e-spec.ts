import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Redis from 'ioredis';
import { Client } from 'pg';
import { startTestApp, type TestApp } from '../support/app-factory';
import { createAccount } from '../support/factories';
import { ensureBuilt, ServiceProcess } from '../support/processes';
import { RUNTIME } from '../support/runtime';
import { createLocalPostgresDatabase, type TestDatabase } from '../support/test-database';
import { WebhookReceiver } from '../support/webhook-receiver';
import { until } from '../support/poll';

/** Contacts who each write once: the batch of the pipeline benchmark, bounded. */
const CONTACTS = 200;
/** The worker is killed once this many answers have arrived. */
const KILL_AFTER = 60;

/**
 * The pipeline benchmark's load (inbound message → the bot's answer → its signed delivery to the
 * custom channel's URL; docs/performance.md#pipeline) survives a worker process SIGKILLed in the
 * middle of it (docs/webhooks.md#retry-schedule, docs/sending.md#send_interrupted): the API is
 * this process with `PROCESS_ROLE=api` (it only writes), the bot, the outbox relay, the sends and
 * the deliveries run in a separate `PROCESS_ROLE=worker` process that is killed once a third of
 * the answers have arrived, and a new worker finishes the work.
 *
 * Every contact gets exactly one answer written (the bot answers once), every answer reaches the
 * receiver, signed, under one `webhook-id` (receivers de-duplicate by it: a delivery that was in
 * flight at the kill may come twice with the same id, never as a second answer), and nothing ends
 * `queued`; a bot reply claimed by the dead worker but not yet written is answered by the next
 * one (docs/bot.md#when-the-bot-answers); a send that was being handed over at the kill may end `failed` `SEND_INTERRUPTED`
 * instead, visibly, never sent twice. The dead worker's leases (outbox claims, deliveries in
 * flight, sends being handed over, queue locks) are made to run out by moving them back rather
 * than by waiting. PostgreSQL and Redis only: the embedded runtime is one process.
 */
const run = RUNTIME === 'postgres' && process.env.TEST_REDIS_URL ? describe : describe.skip;
run('The inbound-to-answer pipeline survives a worker SIGKILLed under load (fault test)', () => {
  const redisUrl = process.env.TEST_REDIS_URL as string;
  let database: TestDatabase;
  let db: Client;
  let receiver: WebhookReceiver;

  beforeAll(async () => {
    ensureBuilt();
    database = await createLocalPostgresDatabase();
    receiver = await WebhookReceiver.start();
  });
  afterAll(async () => {
    await db?.end();
    await receiver?.close();
    await database?.drop();
  });

  it(`${CONTACTS} contacts write once, the worker is SIGKILLed mid-way: every answer delivered once, none doubled`, async () => {
    const prefix = `parley-pipeline-fault-${randomUUID()}`;
    const env: Record<string, string> = {
      DATABASE_URL: database.url!,
      REDIS_URL: redisUrl,
      REDIS_KEY_PREFIX: prefix,
      ENCRYPTION_KEY: randomBytes(32).toString('base64'),
      ALLOW_PRIVATE_WEBHOOK_URLS: 'true',
      BOT_DEBOUNCE_MS: '0',
    };
    const t: TestApp = await startTestApp({
      env: { ...env, PROCESS_ROLE: 'api', RATE_LIMIT_PER_MINUTE: '100000' },
    });
    const dataDir = mkdtempSync(join(tmpdir(), 'parley-pipeline-fault-'));
    const spawnWorker = async () => {
      const worker = ServiceProcess.spawn({
        ...env,
        PROCESS_ROLE: 'worker',
        DATA_DIR: dataDir,
        DISPATCH_SWEEP_MS: '300',
        OUTBOX_POLL_MS: '200',
      });
      await worker.waitFor('Parley worker started');
      return worker;
    };
    let worker = await spawnWorker();
    const redis = new Redis(redisUrl);
    try {
      db = new Client({ connectionString: database.url! });
      await db.connect();
      const account = await createAccount(t.app);
      const api = t.api.as(account.apiKey);
      const channel = (
        await api
          .post('/v1/custom_channels', { name: 'livechat', deliveryUrl: receiver.url })
          .expect(201)
      ).body as { signingSecret: string };
      const answers = () => receiver.ofType('custom_channel.message');

      // The benchmark's load, bounded: each contact writes once, 16 requests in flight.
      let next = 0;
      const sender = async () => {
        while (next < CONTACTS) {
          const i = next++;
          await api
            .post('/v1/incoming_custom_channel_message', {
              customData: {
                messageSid: `fault-${i}`,
                fromId: `visitor-${i}`,
                toId: 'livechat',
                body: 'Hello, is the demo still on?',
              },
            })
            .expect(201);
        }
      };
      const sending = Promise.all(Array.from({ length: 16 }, sender));

      const atKill = await until(
        async () => answers().length,
        (n) => n >= KILL_AFTER,
        45_000,
      );
      worker.child.kill('SIGKILL');
      await worker.exited();
      await sending;
      expect(atKill).toBeLessThan(CONTACTS); // mid-run: answers were still to come
      const arrivedAtKill = answers().length;

      // The dead worker's leases run out now: its deliveries in flight, its claimed outbox
      // events, its claimed bot replies (held 2 min), its sends being handed over (2 min), and
      // its queue jobs' locks.
      const inFlight = (
        await db.query(
          `UPDATE webhook_deliveries SET lease_until = now() - interval '1 second'
            WHERE status = 'delivering' RETURNING webhook_id AS "webhookId"`,
        )
      ).rows.map((row: { webhookId: string }) => row.webhookId);
      await db.query(
        `UPDATE outbox_events SET available_at = now()
          WHERE processed_at IS NULL AND available_at > now()`,
      );
      await db.query(
        `UPDATE conversations SET bot_reply_due_at = now() - interval '3 seconds'
          WHERE account_id = $1 AND bot_reply_due_at = bot_answered_through + interval '2 minutes'`,
        [account.id],
      );
      await db.query(
        `UPDATE messages SET send_started_at = send_started_at - interval '3 minutes'
          WHERE account_id = $1 AND status = 'queued' AND send_started_at IS NOT NULL`,
        [account.id],
      );
      const locks = await redis.keys(`${prefix}:*:lock`);
      if (locks.length > 0) await redis.del(...locks);
      worker = await spawnWorker();

      // Until every contact has an answer and none is still on its way (counts by status); on
      // time-out, the unanswered conversations' bot marks say where their answer was lost.
      const unanswered = () =>
        db.query(
          `SELECT c.id, c.owner, c.bot_reply_due_at AS "dueAt",
                  c.bot_answered_through AS "answeredThrough"
             FROM conversations c
            WHERE c.account_id = $1 AND NOT EXISTS (SELECT 1 FROM messages m
                    WHERE m.conversation_id = c.id AND m.direction = 'outbound')`,
          [account.id],
        );
      await until(
        async () =>
          (
            await db.query(
              `SELECT m.status, count(*)::int AS n FROM messages m
                WHERE m.account_id = $1 AND m.direction = 'outbound' GROUP BY m.status`,
              [account.id],
            )
          ).rows as { status: string; n: number }[],
        (counts) =>
          counts.reduce((sum, row) => sum + row.n, 0) >= CONTACTS &&
          counts.every((row) => row.status === 'delivered' || row.status === 'failed'),
        40_000,
      ).catch(async (error: Error) => {
        throw new Error(
          `${error.message}; unanswered: ${JSON.stringify((await unanswered()).rows)}`,
        );
      });
      type Row = { id: string; status: string; errorCode: string | null };
      const settled = (
        await db.query(
          `SELECT id, status, error_code AS "errorCode" FROM messages
            WHERE account_id = $1 AND direction = 'outbound'`,
          [account.id],
        )
      ).rows as Row[];
      await new Promise((resolve) => setTimeout(resolve, 500)); // a late duplicate arrives now

      // One answer per contact: the bot answered each conversation once.
      const perConversation = (
        await db.query(
          `SELECT c.id, count(m.id)::int AS answers FROM conversations c
             LEFT JOIN messages m ON m.conversation_id = c.id AND m.direction = 'outbound'
            WHERE c.account_id = $1 GROUP BY c.id`,
          [account.id],
        )
      ).rows as { id: string; answers: number }[];
      expect(perConversation).toHaveLength(CONTACTS);
      expect(perConversation.filter((row) => row.answers !== 1)).toEqual([]);
      expect(settled).toHaveLength(CONTACTS);

      // Each answer arrived signed, under one webhook-id; a second arrival only with the same id
      // and only for a delivery that was in flight at the kill.
      const byMessage = new Map<string, Set<string>>();
      const arrivals = new Map<string, number>();
      for (const request of answers()) {
        expect(() => WebhookReceiver.verify(channel.signingSecret, request)).not.toThrow();
        const id = request.json.data.id as string;
        const webhookId = request.headers['webhook-id'];
        byMessage.set(id, (byMessage.get(id) ?? new Set()).add(webhookId));
        arrivals.set(webhookId, (arrivals.get(webhookId) ?? 0) + 1);
      }
      expect([...byMessage.values()].filter((ids) => ids.size !== 1)).toEqual([]);
      const fromIds = new Set(answers().map((request) => request.json.data.fromId));
      const interrupted = settled.filter((row) => row.status === 'failed');
      for (const row of interrupted) {
        // handed over when the worker died: failed visibly, never sent again
        expect(row).toMatchObject({ errorCode: 'SEND_INTERRUPTED' });
        expect(byMessage.has(row.id)).toBe(false);
      }
      for (const row of settled.filter((row) => row.status !== 'failed')) {
        expect({ id: row.id, status: row.status, arrived: byMessage.has(row.id) }).toEqual({
          id: row.id,
          status: 'delivered',
          arrived: true,
        });
      }
      expect(fromIds.size).toBe(CONTACTS - interrupted.length);
      expect(interrupted.length).toBeLessThan(CONTACTS / 10);
      const twice = [...arrivals].filter(([, times]) => times > 1);
      expect(twice.filter(([webhookId]) => !inFlight.includes(webhookId))).toEqual([]);
      expect(twice.every(([, times]) => times === 2)).toBe(true);
      expect(answers().length).toBeGreaterThan(arrivedAtKill); // the new worker did the rest
    } finally {
      worker.child.kill('SIGKILL');
      await worker.exited();
      redis.disconnect();
      await t.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
