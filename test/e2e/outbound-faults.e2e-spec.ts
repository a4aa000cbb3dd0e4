import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { inTransaction } from '../../src/database/transaction';
import { ConversationsService } from '../../src/modules/messaging/conversations/conversations.service';
import { startTestApp, type TestApp } from '../support/app-factory';
import { CampaignFlow, nextPhone } from '../support/campaign-flow';
import { createAccount } from '../support/factories';
import { FakeWhatsApp, WHATSAPP_FAILURES } from '../support/fake-whatsapp';
import { ensureBuilt, ServiceProcess } from '../support/processes';
import { RUNTIME } from '../support/runtime';
import { createLocalPostgresDatabase, type TestDatabase } from '../support/test-database';
import { until } from '../support/poll';

const WHATSAPP = {
  phoneNumberId: '106540352242977',
  accessToken: `EAAG${randomBytes(24).toString('hex')}`,
  appSecret: randomBytes(16).toString('hex'),
  verifyToken: `verify-${randomBytes(8).toString('hex')}`,
};
const REPLIES = 40;

/**
 * The one outbound path survives a worker SIGKILLed between commit and hand-off
 * (docs/sending.md#sweeper, #send_interrupted): people's replies are written by the API process,
 * handed to a slow WhatsApp (it records a message before it answers, as a provider that has it) by
 * a separate worker process, and the worker is killed mid-run. On the machine's PostgreSQL (several
 * processes share one database); the queue is Bull on the local Redis in the PostgreSQL+Redis run,
 * and the in-process driver in the embedded run, where the killed worker's queued jobs are lost and
 * the sweeper must find the due sends again.
 *
 * No reply is lost (each ends `sent`, or `failed` `SEND_INTERRUPTED` when the worker died while
 * the provider had it) and none is doubled (the provider never gets one twice). The hand-off
 * lease (2 min) is made to run out by moving the claims' start back, not by waiting.
 */
describe('Replies survive a worker killed between commit and hand-off (fault test)', () => {
  const redisUrl = RUNTIME === 'postgres' ? process.env.TEST_REDIS_URL : undefined;
  let database: TestDatabase;
  let db: Client;
  let whatsapp: FakeWhatsApp;

  beforeAll(async () => {
    ensureBuilt();
    database = await createLocalPostgresDatabase();
    whatsapp = await FakeWhatsApp.start([WHATSAPP]);
  });
  afterAll(async () => {
    await db?.end();
    await whatsapp?.close();
    await database?.drop();
  });

  it(`${REPLIES} human replies, 429s on the way, worker SIGKILLed mid-hand-off: each reply reaches WhatsApp at most once, none is lost`, async () => {
    const env: Record<string, string> = {
      DATABASE_URL: database.url!,
      ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
      REDIS_KEY_PREFIX: `parley-outbound-fault-${randomUUID()}`,
      ENCRYPTION_KEY: randomBytes(32).toString('base64'),
      WHATSAPP_API_BASE_URL: whatsapp.baseUrl,
      PROVIDER_TIMEOUT_MS: '5000',
    };
    // The API runs here (no workers: it only writes); the worker is a separate `npm start` process.
    const t: TestApp = await startTestApp({
      env: { ...env, APP_ROLE: 'api', RATE_LIMIT_PER_MINUTE: '100000' },
    });
    const dataDir = mkdtempSync(join(tmpdir(), 'parley-outbound-fault-'));
    const spawnWorker = async () => {
      const worker = ServiceProcess.spawn({
        ...env,
        APP_ROLE: 'worker',
        DATA_DIR: dataDir,
        DISPATCH_SWEEP_MS: '300',
        OUTBOX_POLL_MS: '200',
        BOT_DEBOUNCE_MS: '600000',
      });
      await worker.waitFor('Parley worker started');
      return worker;
    };
    let worker = await spawnWorker();
    try {
      db = new Client({ connectionString: database.url! });
      await db.connect();
      const account = await createAccount(t.app);
      const api = t.api.as(account.apiKey);
      await api.post('/v1/channels/whatsapp', WHATSAPP).expect(201);

      // Conversations whose contact wrote a moment ago (WhatsApp's window is open).
      const flow = new CampaignFlow(t);
      const conversationsOf = t.app.get(ConversationsService);
      const conversations: string[] = [];
      for (let i = 0; i < REPLIES; i++) {
        const contactId = await flow.contact(account, { phone: nextPhone() });
        const conversation = await inTransaction(t.app.get(DataSource), (manager) =>
          conversationsOf.ensure(manager, account.id, {
            contactId,
            channel: 'whatsapp',
            customChannelId: null,
            campaignId: null,
          }),
        );
        conversations.push(conversation.id);
      }
      await db.query(`UPDATE conversations SET last_inbound_at = now() WHERE account_id = $1`, [
        account.id,
      ]);

      whatsapp.slowDown(150);
      whatsapp.failNext(3, WHATSAPP_FAILURES.tooManyRequests);
      // The worker dies with replies still to go however fast it runs: WhatsApp stops answering
      // after 10 (under CI load the worker had sent 39 of 40 before the kill landed).
      whatsapp.pauseAfter(10);
      const replies = await Promise.all(
        conversations.map(async (id, i) => {
          const res = await api
            .post(`/v1/conversations/${id}/messages`, { body: `Reply number ${i}` })
            .expect(202);
          expect(res.body).toMatchObject({ author: 'human', status: 'queued' });
          return res.body.id as string;
        }),
      );

      const atKill = await until(
        async () => whatsapp.messages.length,
        (n) => n >= 10,
        60_000,
      );
      worker.child.kill('SIGKILL');
      await worker.exited();
      expect(atKill).toBeLessThan(REPLIES); // mid-run: replies were still to go
      whatsapp.resume();
      // The dead worker's claims: their 2-minute lease is over when the next worker looks.
      await db.query(
        `UPDATE messages SET send_started_at = send_started_at - interval '3 minutes'
          WHERE account_id = $1 AND status = 'queued' AND send_started_at IS NOT NULL`,
        [account.id],
      );
      const receivedBeforeRestart = whatsapp.messages.length;
      worker = await spawnWorker();

      const settled = await until(
        async () =>
          (
            await db.query(
              `SELECT id, status, error_code AS "errorCode", body FROM messages
                WHERE account_id = $1 AND purpose = 'human'`,
              [account.id],
            )
          ).rows as { id: string; status: string; errorCode: string | null; body: string }[],
        (rows) => rows.length === REPLIES && rows.every((row) => row.status !== 'queued'),
        90_000,
      );
      expect(settled.map((row) => row.id).sort()).toEqual([...replies].sort());
      const received = new Map<string, number>();
      for (const message of whatsapp.messages) {
        const text = (message.body.text as { body: string }).body;
        received.set(text, (received.get(text) ?? 0) + 1);
      }
      for (const row of settled) {
        const times = received.get(row.body) ?? 0;
        if (row.status === 'sent') {
          expect({ body: row.body, times }).toEqual({ body: row.body, times: 1 });
        } else {
          // The worker died with this one at WhatsApp: reported failed, never sent again.
          expect(row).toMatchObject({ status: 'failed', errorCode: 'SEND_INTERRUPTED' });
          expect(times).toBeLessThanOrEqual(1);
        }
      }
      expect(Math.max(...received.values())).toBe(1);
      const interrupted = settled.filter((row) => row.status === 'failed').length;
      expect(interrupted).toBeLessThan(REPLIES / 2);
      expect(settled.filter((row) => row.status === 'sent').length).toBe(REPLIES - interrupted);
      expect(whatsapp.messages.length).toBeGreaterThan(receivedBeforeRestart); // the rest went after
      expect(whatsapp.violations).toEqual([]);
    } finally {
      worker.child.kill('SIGKILL');
      await worker.exited();
      await t.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 240_000);
});
