import { jest } from '@jest/globals';
import { DataSource } from 'typeorm';
import { CreditsRepository } from '../../src/modules/agency/credits.repository';
import { startTestApp, type TestApp } from '../support/app-factory';
import { ledgerState, ledgerViolations } from '../support/agency-ledger';
import { CampaignFlow } from '../support/campaign-flow';
import { createAccount, type TestAccount } from '../support/factories';
import { WebhookReceiver } from '../support/webhook-receiver';

/** A sub-account made through the agency API. */
interface Sub {
  id: string;
  email: string;
  account: TestAccount;
}

describe('Sub-account sends pay credits; auto-recharge webhook (docs/ledger.md)', () => {
  let t: TestApp;
  let db: DataSource;
  let flow: CampaignFlow;
  let agency: TestAccount;
  let receiver: WebhookReceiver;
  let sequence = 0;

  const createSub = async (): Promise<Sub> => {
    sequence += 1;
    const email = `client${sequence}.${Date.now()}@agency.test`;
    const res = await t.api
      .as(agency.apiKey, 'header')
      .post('/v1/subaccounts', { name: `Client ${sequence}`, email })
      .expect(201);
    return {
      id: res.body.id,
      email,
      account: { id: res.body.id, type: 'sub_account', apiKey: res.body.apiKey },
    };
  };
  const grant = (sub: Sub, amount: number, idempotencyKey?: string) =>
    t.api
      .as(agency.apiKey, 'header')
      .post('/v1/subaccounts/credits', {
        email: sub.email,
        amount,
        ...(idempotencyKey ? { idempotency_key: idempotencyKey } : {}),
      })
      .expect(200);
  const channelFor = async (sub: Sub) =>
    t.api
      .as(sub.account.apiKey)
      .post('/v1/custom_channels', { name: 'livechat', deliveryUrl: receiver.url })
      .expect(201);
  const send = (sub: Sub, n: number) =>
    t.api.as(sub.account.apiKey).post('/v1/send_custom_channel_message', {
      customData: { fromId: `visitor-${n}`, customChannel: 'livechat', body: `Message ${n}` },
    });
  /**
   * A send as the contract asks a client in a burst to make it (docs/api.md#errors): with an
   * `Idempotency-Key`, repeated after `Retry-After` while the answer is a 503 (every database
   * connection busy: 200 requests wait on one balance row, and a loaded CI machine can keep the
   * last of them waiting past the pool's 5 s) or a 409 `IDEMPOTENCY_KEY_IN_USE`. At most 8 tries.
   * `busy` counts the repeats.
   */
  const sendAsClient = async (sub: Sub, n: number, busy: { repeats: number }) => {
    const key = `burst-${sub.id}-${n}`;
    for (let attempt = 1; ; attempt += 1) {
      const res = await send(sub, n).set('Idempotency-Key', key);
      const retryable =
        res.status === 503 ||
        (res.status === 409 && res.body.error?.code === 'IDEMPOTENCY_KEY_IN_USE');
      if (!retryable || attempt === 8) return res;
      busy.repeats += 1;
      await new Promise((resolve) =>
        setTimeout(resolve, Number(res.headers['retry-after']) * 1000),
      );
    }
  };

  beforeAll(async () => {
    t = await startTestApp({
      env: {
        RATE_LIMIT_PER_MINUTE: '100000',
        // every send of a burst in the database at once: the balance row's lock is what these
        // tests race, not the account's in-flight line (docs/api.md#requests-in-flight)
        ACCOUNT_IN_FLIGHT_LIMIT: '1000',
        WEBHOOK_RETRY_SCHEDULE_MS: '150,300',
        BOT_DEBOUNCE_MS: '60000',
      },
    });
    db = t.app.get(DataSource);
    flow = new CampaignFlow(t);
    agency = await createAccount(t.app, { type: 'agency' });
    receiver = await WebhookReceiver.start();
  });
  afterAll(async () => {
    expect(await ledgerViolations(db)).toEqual([]);
    await t.close();
    await receiver.close();
  });

  it('200 concurrent sends against 150 credits: exactly 150 sent, 50 failed INSUFFICIENT_CREDITS, balance 0', async () => {
    const sub = await createSub();
    await channelFor(sub);
    await grant(sub, 150);
    const busy = { repeats: 0 };
    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, n) => sendAsClient(sub, n, busy)),
    );
    if (busy.repeats > 0)
      console.info(`200 concurrent sends: ${busy.repeats} repeated after a 503`);
    const unaccepted = responses
      .filter((r) => r.status !== 202)
      .map((r) => ({ status: r.status, body: r.body }));
    expect(unaccepted).toEqual([]);
    const queued = responses.filter((r) => r.body.status === 'queued');
    const refused = responses.filter((r) => r.body.status === 'failed');
    expect(queued).toHaveLength(150);
    expect(refused).toHaveLength(50);
    expect(refused.every((r) => r.body.error.code === 'INSUFFICIENT_CREDITS')).toBe(true);
    const state = await ledgerState(db, sub.id);
    expect(state).toMatchObject({ balance: '0.00', sum: '0.00', rows: 151, lowest: '0.00' });
    const byStatus: { status: string; code: string | null; n: number }[] = await db.query(
      `SELECT status, error_code AS code, count(*)::int AS n FROM messages
        WHERE account_id = $1 AND direction = 'outbound' GROUP BY 1, 2 ORDER BY 1`,
      [sub.id],
    );
    expect(byStatus.find((r) => r.status === 'failed')).toEqual({
      status: 'failed',
      code: 'INSUFFICIENT_CREDITS',
      n: 50,
    });
    expect(byStatus.filter((r) => r.status !== 'failed').reduce((n, r) => n + r.n, 0)).toBe(150);
    const failedId = refused[0].body.id;
    const failed = (await t.api.as(sub.account.apiKey).get(`/v1/messages/${failedId}`).expect(200))
      .body;
    expect(failed).toMatchObject({ status: 'failed', error: { code: 'INSUFFICIENT_CREDITS' } });
  });

  it('a standard account is not metered, and is looked up as such once per process', async () => {
    const standard = await createAccount(t.app);
    await t.api
      .as(standard.apiKey)
      .post('/v1/custom_channels', { name: 'livechat', deliveryUrl: receiver.url })
      .expect(201);
    const lookups = jest.spyOn(t.app.get(CreditsRepository), 'lockSubAccount');
    try {
      for (const body of ['free', 'still free']) {
        const res = await t.api
          .as(standard.apiKey)
          .post('/v1/send_custom_channel_message', {
            customData: { fromId: 'v', customChannel: 'livechat', body },
          })
          .expect(202);
        expect(res.body.status).not.toBe('failed');
      }
      // its type never changes (docs/ledger.md#credits): the second message skips the lock
      expect(lookups.mock.calls.filter(([id]) => id === standard.id)).toHaveLength(1);
      // a sub-account is still metered in the same process
      const sub = await createSub();
      await t.api
        .as(sub.account.apiKey)
        .post('/v1/custom_channels', { name: 'livechat', deliveryUrl: receiver.url })
        .expect(201);
      const unpaid = await t.api
        .as(sub.account.apiKey)
        .post('/v1/send_custom_channel_message', {
          customData: { fromId: 'v', customChannel: 'livechat', body: 'not free' },
        })
        .expect(202);
      expect(unpaid.body).toMatchObject({
        status: 'failed',
        error: { code: 'INSUFFICIENT_CREDITS' },
      });
    } finally {
      lookups.mockRestore();
    }
  });

  it('a campaign send without credit waits, and goes out once credits are granted', async () => {
    const sub = await createSub();
    const { campaignId, listId } = await flow.liveCampaign(sub.account, { channel: 'sms' });
    const contactId = await flow.contact(sub.account);
    await flow.add(sub.account, listId, [contactId]);
    await flow.settle();
    const [waiting] = await flow.enrolments(campaignId);
    expect(waiting.status).toBe('pending');
    expect((await flow.messages(campaignId)).map((m) => m.status)).toEqual(['queued']);

    await grant(sub, 5);
    await flow.waitForSent(campaignId, 1);
    const [sent] = await flow.enrolments(campaignId);
    expect(sent.status).toBe('sent');
    expect(await ledgerState(db, sub.id)).toMatchObject({ balance: '4.00', rows: 2 });
  });

  it('sends one signed subaccount.auto_recharge per crossing, retried, and its answering grant applies once', async () => {
    const events = await WebhookReceiver.start();
    try {
      const endpoint = (
        await t.api
          .as(agency.apiKey)
          .post('/v1/webhooks', { url: events.url, events: ['subaccount.auto_recharge'] })
          .expect(201)
      ).body;
      const sub = await createSub();
      await channelFor(sub);
      await t.api
        .as(agency.apiKey)
        .patch(`/v1/subaccounts/${sub.id}`, {
          autoRecharge: { enabled: true, threshold: 3, amount: 10 },
        })
        .expect(200);
      await grant(sub, 5);
      events.answerNext(1, { status: 500 });
      for (let n = 0; n < 4; n += 1) await send(sub, n).expect(202); // 5 → 1: crosses 3 once
      const received = await events.waitFor((r) => r.length >= 2);
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(events.received).toHaveLength(2); // the 500, then the retry; no second crossing
      expect(received[0].headers['webhook-id']).toBe(received[1].headers['webhook-id']);
      const event = WebhookReceiver.verify(endpoint.signingSecret, received[1]) as {
        type: string;
        data: Record<string, unknown>;
      };
      expect(event.type).toBe('subaccount.auto_recharge');
      expect(event.data).toEqual({
        idempotency_key: expect.stringMatching(/^ar_/),
        sub_account_id: sub.id,
        email: sub.email,
        balance: 2,
        threshold: 3,
        amount: 10,
        created_at: expect.any(String),
      });

      // The agency's handler runs twice: the grant is applied once.
      const key = event.data.idempotency_key as string;
      const first = (await grant(sub, 10, key)).body;
      const again = (await grant(sub, 10, key)).body;
      expect(again).toEqual(first);
      expect(first).toMatchObject({ credits_added: 10, new_balance: 11 });
      expect(await ledgerState(db, sub.id)).toMatchObject({ balance: '11.00', sum: '11.00' });

      // Above the threshold again: the next crossing sends a new event.
      for (let n = 10; n < 19; n += 1) await send(sub, n).expect(202); // 11 → 2
      const next = await events.waitFor((r) => r.length >= 3);
      expect(next).toHaveLength(3);
      expect((next[2].json.data as { idempotency_key: string }).idempotency_key).not.toBe(key);
    } finally {
      await events.close();
    }
  });
});
