import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { ContactsService } from '../../src/modules/contacts/contacts.service';
import { startTestApp, type TestApp } from '../support/app-factory';
import { CampaignFlow } from '../support/campaign-flow';
import { createAccount } from '../support/factories';
import { PrivateRedis } from '../support/private-servers';
import { ensureBuilt, ServiceProcess } from '../support/processes';
import { RUNTIME } from '../support/runtime';
import { createLocalPostgresDatabase, type TestDatabase } from '../support/test-database';
import { until } from '../support/poll';

/** Counts of a campaign's state, read straight from PostgreSQL. */
async function progress(db: Client, campaignId: string) {
  const { rows } = await db.query(
    `SELECT count(*) FILTER (WHERE status = 'sent')::int AS sent,
            count(*) FILTER (WHERE status IN ('pending', 'sending'))::int AS open,
            count(*)::int AS enrolled
       FROM enrolments WHERE campaign_id = $1`,
    [campaignId],
  );
  return rows[0] as { sent: number; open: number; enrolled: number };
}

/** Every contact has exactly one opening message, none twice. */
async function expectExactlyOnce(db: Client, campaignId: string, contacts: number): Promise<void> {
  const { rows } = await db.query(
    `SELECT count(*)::int AS messages, count(DISTINCT contact_id)::int AS contacts,
            count(*) FILTER (WHERE status = 'sent')::int AS sent
       FROM messages WHERE campaign_id = $1 AND purpose = 'opening'`,
    [campaignId],
  );
  expect(rows[0]).toEqual({ messages: contacts, contacts, sent: contacts });
  const enrolments = await progress(db, campaignId);
  expect(enrolments).toEqual({ sent: contacts, open: 0, enrolled: contacts });
}

/**
 * Fault tests of the campaign trigger (docs/sending.md#never-twice), bounded in time, on the
 * machine's PostgreSQL (several processes share one database, which PGlite cannot do). The queue is
 * Bull on the local Redis in the PostgreSQL+Redis run, and the in-process driver in the embedded
 * run: a killed worker then loses its queued jobs, and the sweeper must find the due sends again.
 */
describe('Campaign dispatch survives crashes and outages (fault tests)', () => {
  const redisUrl = RUNTIME === 'postgres' ? process.env.TEST_REDIS_URL : undefined;
  let database: TestDatabase;
  let db: Client;

  beforeAll(async () => {
    ensureBuilt();
    database = await createLocalPostgresDatabase();
  });
  afterAll(async () => {
    await db?.end();
    await database?.drop();
  });

  it('2,000 contacts in 5 concurrent add operations, worker SIGKILLed twice: one opening message each', async () => {
    const prefix = `parley-fault-${randomUUID()}`;
    const env: Record<string, string> = {
      DATABASE_URL: database.url!,
      ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
      REDIS_KEY_PREFIX: prefix,
    };
    // The API runs here (no workers: it only writes); the worker is a separate `npm start` process.
    const t: TestApp = await startTestApp({
      env: { ...env, APP_ROLE: 'api', RATE_LIMIT_PER_MINUTE: '100000' },
    });
    const dataDir = mkdtempSync(join(tmpdir(), 'parley-fault-worker-'));
    const workerEnv = {
      ...env,
      APP_ROLE: 'worker',
      DATA_DIR: dataDir,
      DISPATCH_SWEEP_MS: '500',
      OUTBOX_POLL_MS: '200',
      LOG_LEVEL: 'info',
    };
    const spawnWorker = async () => {
      const worker = ServiceProcess.spawn(workerEnv);
      await worker.waitFor('Parley worker started');
      return worker;
    };
    let worker = await spawnWorker();
    try {
      db = new Client({ connectionString: database.url! });
      await db.connect();
      const flow = new CampaignFlow(t);
      const account = await createAccount(t.app);
      const { campaignId, listId } = await flow.liveCampaign(account, {
        throttlePerMinute: 12_000,
      });
      const results = await t.app.get(ContactsService).intake(
        account.id,
        Array.from({ length: 2000 }, (_, i) => ({
          firstName: `Lead${i}`,
          lastName: null,
          phone: `+1415${String(2000000 + i).padStart(7, '0')}`,
          email: null,
          emailKey: null,
          customFields: {},
        })),
      );
      const ids = results.map((r) => r.contact.id);
      const answers = await Promise.all(
        [0, 1, 2, 3, 4].map((k) => flow.add(account, listId, ids.slice(k * 400, (k + 1) * 400))),
      );
      for (const answer of answers) {
        expect(answer.campaigns).toEqual([{ campaignId, dispatch: 'queued', enrolled: 400 }]);
      }

      for (const killAt of [300, 1000]) {
        const atKill = await until(
          () => progress(db, campaignId),
          (p) => p.sent >= killAt,
          60_000,
        );
        worker.child.kill('SIGKILL');
        await worker.exited();
        // Mid-run: sends were still to come when the worker died.
        expect(atKill.sent).toBeLessThan(2000);
        worker = await spawnWorker();
      }
      await until(
        () => progress(db, campaignId),
        (p) => p.enrolled === 2000 && p.open === 0,
        120_000,
      );
      await expectExactlyOnce(db, campaignId, 2000);
    } finally {
      worker.child.kill('SIGKILL');
      await worker.exited();
      await t.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 240_000);

  it('Redis stopped for 20 s during adds: every add answers 2xx and every enrolment is sent after it returns', async () => {
    const redis = await PrivateRedis.start();
    const t = await startTestApp({
      env: {
        ...(RUNTIME === 'postgres' ? { DATABASE_URL: database.url! } : {}),
        REDIS_URL: redis.url,
        RATE_LIMIT_PER_MINUTE: '100000',
        DISPATCH_SWEEP_MS: '500',
      },
    });
    try {
      const flow = new CampaignFlow(t);
      const account = await createAccount(t.app);
      const { campaignId, listId } = await flow.liveCampaign(account, { throttlePerMinute: 6000 });
      const statuses: number[] = [];
      const addBatch = async () => {
        const ids = await flow.contacts(account, 5);
        const res = await t.api
          .as(account.apiKey)
          .post(`/v1/lists/${listId}/contacts`, { contactIds: ids });
        statuses.push(res.status);
      };
      await addBatch();
      await redis.kill();
      const downSince = Date.now();
      while (Date.now() - downSince < 20_000) {
        await addBatch();
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
      await redis.restart();
      await addBatch();
      expect(statuses.every((status) => status === 201)).toBe(true);
      const expected = statuses.length * 5;
      // The wait's last reading names where unsent openings are (their enrolment's and message's
      // state, due time and send slot), so a failure says which step lost them.
      await until(
        async () => ({
          expected,
          sent: (
            await flow.db.query(
              `SELECT count(*)::int AS n FROM messages WHERE campaign_id = $1 AND status = 'sent'`,
              [campaignId],
            )
          )[0].n as number,
          unsent: await flow.db.query(
            `SELECT e.status, e.dispatch_at AS "dispatchAt", e.send_slot_at AS "slotAt",
                    e.claimed_at AS "claimedAt", m.status AS "messageStatus", now() AS "readAt"
               FROM enrolments e LEFT JOIN messages m ON m.id = e.message_id
              WHERE e.campaign_id = $1 AND m.status IS DISTINCT FROM 'sent' LIMIT 10`,
            [campaignId],
          ),
        }),
        (reading) => reading.sent >= expected,
        60_000,
      );
      const enrolments = await flow.enrolments(campaignId);
      expect(enrolments).toHaveLength(expected);
      expect(enrolments.every((e) => e.status === 'sent')).toBe(true);
      const [{ n }] = await flow.db.query(
        `SELECT count(DISTINCT contact_id)::int AS n FROM messages WHERE campaign_id = $1`,
        [campaignId],
      );
      expect(n).toBe(expected);
    } finally {
      await t.close();
      await redis.kill();
    }
  }, 120_000);
});
