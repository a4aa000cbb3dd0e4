import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { inTransaction } from '../../src/database/transaction';
import { ContactsService } from '../../src/modules/contacts/contacts.service';
import { MAX_SEND_ATTEMPTS } from '../../src/modules/messaging/outbound/domain/send-retry';
import type { Message } from '../../src/modules/messaging/messages/message.entity';
import { ConversationsService } from '../../src/modules/messaging/conversations/conversations.service';
import { SendJob } from '../../src/modules/messaging/outbound/send.job';
import { OutboundService } from '../../src/modules/messaging/outbound/outbound.service';
import { startTestApp, type TestApp } from '../support/app-factory';
import { CampaignFlow, nextPhone } from '../support/campaign-flow';
import { createAccount, type TestAccount } from '../support/factories';
import { FakeWhatsApp, WHATSAPP_FAILURES } from '../support/fake-whatsapp';

const WHATSAPP = {
  phoneNumberId: '106540352242977',
  accessToken: `EAAG${randomBytes(24).toString('hex')}`,
  appSecret: randomBytes(16).toString('hex'),
  verifyToken: `verify-${randomBytes(8).toString('hex')}`,
};

/**
 * The one outbound path (docs/sending.md) on a real provider adapter: the `message.send` job's
 * durable retry rule, at most one provider call per claim, and the sweeper that finds a send
 * whose job was lost between commit and hand-off. Retries are made due by moving the row's due
 * time (never by sleeping).
 */
describe('One outbound path: hand-off, durable retries, lost jobs (docs/sending.md)', () => {
  let t: TestApp;
  let flow: CampaignFlow;
  let db: DataSource;
  let outbound: OutboundService;
  let whatsapp: FakeWhatsApp;
  let acme: TestAccount;

  beforeAll(async () => {
    whatsapp = await FakeWhatsApp.start([WHATSAPP]);
    t = await startTestApp({
      env: {
        RATE_LIMIT_PER_MINUTE: '100000',
        WHATSAPP_API_BASE_URL: whatsapp.baseUrl,
        PROVIDER_TIMEOUT_MS: '1000',
      },
    });
    flow = new CampaignFlow(t);
    db = t.app.get(DataSource);
    outbound = t.app.get(OutboundService);
    acme = await createAccount(t.app);
    await t.api.as(acme.apiKey).post('/v1/channels/whatsapp', WHATSAPP).expect(201);
  });
  afterEach(() => expect(whatsapp.violations).toEqual([]));
  afterAll(async () => {
    await t.close();
    await whatsapp.close();
  });

  /** A contact with a WhatsApp conversation, and a request to write to it. */
  async function conversationOf(account: TestAccount) {
    const phone = nextPhone();
    const contactId = await flow.contact(account, { phone });
    const contact = (await t.app.get(ContactsService).findForDispatch(account.id, contactId))!;
    const created = await inTransaction(db, (manager) =>
      t.app.get(ConversationsService).ensure(manager, account.id, {
        contactId,
        channel: 'whatsapp',
        customChannelId: null,
        campaignId: null,
      }),
    );
    // The contact wrote a moment ago (WhatsApp's window is open), without waking the bot.
    await db.query(`UPDATE conversations SET last_inbound_at = now() WHERE id = $1`, [created.id]);
    const conversation = { ...created, lastInboundAt: new Date() };
    return {
      phone,
      request: (body: string) => ({
        accountId: account.id,
        conversation,
        contact,
        body,
        purpose: 'bot' as const,
      }),
    };
  }

  const row = async (id: string) =>
    (
      await db.query(
        `SELECT status, error_code AS "errorCode", send_attempts AS attempts,
                send_started_at AS "sendStartedAt", send_due_at AS "dueAt"
           FROM messages WHERE id = $1`,
        [id],
      )
    )[0];

  /** Makes a rescheduled send due now and older than the sweeper's grace, sweeps, drains. */
  async function retryNow(id: string): Promise<void> {
    await db.query(`UPDATE messages SET send_due_at = now() - interval '1 minute' WHERE id = $1`, [
      id,
    ]);
    await t.app.get(SendJob).sweep();
    await flow.settle();
  }

  it('hands a reply to WhatsApp after commit, once, as free text', async () => {
    const { phone, request } = await conversationOf(acme);
    const before = whatsapp.messages.length;
    const message = await outbound.send(request('Hello from the bot'));
    expect(message.status).toBe('queued');
    await flow.settle();
    const sent = whatsapp.messages.slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0].body).toMatchObject({
      to: phone.slice(1),
      type: 'text',
      text: { body: 'Hello from the bot' },
    });
    expect(await row(message.id)).toMatchObject({ status: 'sent', attempts: 1 });
    await retryNow(message.id); // a sweep or a duplicate job later sends nothing again
    expect(whatsapp.messages.length).toBe(before + 1);
  });

  it('retries a 429 durably through the queue (the row keeps the due time), then sends once', async () => {
    const { request } = await conversationOf(acme);
    whatsapp.failNext(1, WHATSAPP_FAILURES.tooManyRequests);
    const requests = whatsapp.requests;
    const before = whatsapp.messages.length;
    const message = await outbound.send(request('Retry me'));
    await flow.settle();
    const waiting = await row(message.id);
    expect(waiting).toMatchObject({ status: 'queued', attempts: 1, sendStartedAt: null });
    // Retry-After: 2 s, from the provider's answer (the fake's clock and ours agree within 1 s)
    expect(new Date(waiting.dueAt).getTime()).toBeGreaterThan(Date.now());
    expect(whatsapp.requests).toBe(requests + 1);
    await retryNow(message.id);
    expect(await row(message.id)).toMatchObject({ status: 'sent', attempts: 2 });
    expect(whatsapp.messages.length).toBe(before + 1);
  });

  it(`fails with the provider's code after ${MAX_SEND_ATTEMPTS} retryable refusals, and at once on a permanent one`, async () => {
    const { request } = await conversationOf(acme);
    whatsapp.failNext(MAX_SEND_ATTEMPTS, WHATSAPP_FAILURES.serverError);
    const message = await outbound.send(request('Never goes'));
    await flow.settle();
    for (let attempt = 2; attempt <= MAX_SEND_ATTEMPTS; attempt++) await retryNow(message.id);
    expect(await row(message.id)).toMatchObject({
      status: 'failed',
      errorCode: '1',
      attempts: MAX_SEND_ATTEMPTS,
    });

    whatsapp.failNext(1, WHATSAPP_FAILURES.undeliverable);
    const refused = await outbound.send((await conversationOf(acme)).request('Refused'));
    await flow.settle();
    expect(await row(refused.id)).toMatchObject({
      status: 'failed',
      errorCode: 'UNDELIVERABLE',
      attempts: 1,
    });
  });

  it('a send whose job was lost between commit and hand-off is found by the sweeper and sent once', async () => {
    const { request } = await conversationOf(acme);
    const before = whatsapp.messages.length;
    // A transaction the after-commit hook does not see stands for a worker killed right after
    // the commit: the message is committed queued and due, and no job was ever added.
    const message: Message = await db.transaction((manager) =>
      outbound.prepare(manager, request('Lost job')).then((p) => p.message!),
    );
    await flow.settle();
    expect(await row(message.id)).toMatchObject({ status: 'queued', attempts: 0 });
    expect(whatsapp.messages.length).toBe(before);
    await retryNow(message.id);
    await Promise.all([
      t.app.get(SendJob).run({ accountId: acme.id, messageId: message.id }),
      t.app.get(SendJob).run({ accountId: acme.id, messageId: message.id }),
    ]);
    expect(await row(message.id)).toMatchObject({ status: 'sent', attempts: 1 });
    expect(whatsapp.messages.length).toBe(before + 1);
  });

  it('two jobs racing for one due message hand it to the provider once', async () => {
    const { request } = await conversationOf(acme);
    const before = whatsapp.messages.length;
    const message: Message = await db.transaction((manager) =>
      outbound.prepare(manager, request('Raced')).then((p) => p.message!),
    );
    await Promise.all(
      [1, 2, 3].map(() => t.app.get(SendJob).run({ accountId: acme.id, messageId: message.id })),
    );
    expect(await row(message.id)).toMatchObject({ status: 'sent', attempts: 1 });
    expect(whatsapp.messages.length).toBe(before + 1);
  });

  it('a sub-account without credit: the message fails INSUFFICIENT_CREDITS and nothing leaves', async () => {
    const agency = await createAccount(t.app, { type: 'agency' });
    const sub = await createAccount(t.app, { agencyId: agency.id });
    await t.api.as(sub.apiKey).post('/v1/channels/whatsapp', WHATSAPP).expect(201);
    const { request } = await conversationOf(sub);
    const requests = whatsapp.requests;
    const message = await outbound.send(request('No credit'));
    await flow.settle();
    expect(await row(message.id)).toMatchObject({
      status: 'failed',
      errorCode: 'INSUFFICIENT_CREDITS',
    });
    expect(whatsapp.requests).toBe(requests);
  });
});
