import { jest } from '@jest/globals';
import { DataSource } from 'typeorm';
import { Clock } from '../../src/common/clock/clock';
import { ContactsService } from '../../src/modules/contacts/contacts.service';
import { ConversationsService } from '../../src/modules/messaging/conversations/conversations.service';
import { InboundService } from '../../src/modules/messaging/inbound/inbound.service';
import { startTestApp, type TestApp } from '../support/app-factory';
import { ledgerState } from '../support/agency-ledger';
import { CampaignFlow, nextPhone } from '../support/campaign-flow';
import { createAccount, type TestAccount } from '../support/factories';
import { WebhookReceiver } from '../support/webhook-receiver';

const DEBOUNCE_MS = 300;
const HOUR = 3_600_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * People in the conversation (docs/conversations.md): a person's reply through the one outbound
 * path, the hand-off to and from the bot on every channel, unread counts, the messaging window
 * and the inbox's webhooks. Time is moved with the injectable `Clock`, never by waiting.
 */
describe('Human replies, read state and messaging windows (docs/conversations.md)', () => {
  let t: TestApp;
  let db: DataSource;
  let flow: CampaignFlow;
  let acme: TestAccount;
  let other: TestAccount;
  let receiver: WebhookReceiver;
  let signingSecret: string;
  let events: WebhookReceiver;
  let eventsSecret: string;
  let seq = 0;

  beforeAll(async () => {
    t = await startTestApp({
      env: { RATE_LIMIT_PER_MINUTE: '100000', BOT_DEBOUNCE_MS: String(DEBOUNCE_MS) },
    });
    db = t.app.get(DataSource);
    flow = new CampaignFlow(t);
    acme = await createAccount(t.app);
    other = await createAccount(t.app);
    receiver = await WebhookReceiver.start();
    signingSecret = (
      await t.api
        .as(acme.apiKey)
        .post('/v1/custom_channels', { name: 'livechat', deliveryUrl: receiver.url })
        .expect(201)
    ).body.signingSecret;
    events = await WebhookReceiver.start();
    eventsSecret = (
      await t.api
        .as(acme.apiKey)
        .post('/v1/webhooks', {
          url: events.url,
          events: ['message.created', 'conversation.updated'],
        })
        .expect(201)
    ).body.signingSecret;
  });
  afterEach(() => jest.restoreAllMocks());
  afterAll(async () => {
    await t.close();
    await receiver.close();
    await events.close();
  });

  /** The service's clock reads `now` from here on (until the test ends). */
  const clockAt = (now: Date) => jest.spyOn(t.app.get(Clock), 'now').mockReturnValue(now);

  const api = (account: TestAccount = acme) => t.api.as(account.apiKey);
  const say = async (fromId: string, body: string, account: TestAccount = acme) => {
    seq += 1;
    const res = await api(account)
      .post('/v1/incoming_custom_channel_message', {
        customData: { messageSid: `m-${Date.now()}-${seq}`, fromId, toId: 'livechat', body },
      })
      .expect(201);
    return (await api(account).get(`/v1/messages/${res.body.id}`).expect(200)).body
      .conversationId as string;
  };
  /** Lets the bot's debounce run out and every resulting job finish. */
  const quiet = async () => {
    await flow.settle();
    await sleep(DEBOUNCE_MS + 150);
    await flow.settle();
  };
  const conversation = async (id: string, account: TestAccount = acme) =>
    (await api(account).get(`/v1/conversations/${id}`).expect(200)).body;
  const authored = async (id: string, author: string) =>
    (await conversation(id)).messages.filter((m: { author: string }) => m.author === author);

  /** Records the contact's message on a provider channel as received at `receivedAt`. */
  async function inbound(
    conversationId: string,
    receivedAt: Date,
    account = acme,
    body = 'a question',
  ) {
    const found = (await t.app.get(ConversationsService).find(account.id, conversationId))!;
    const contact = (await t.app
      .get(ContactsService)
      .findForDispatch(account.id, found.contactId))!;
    seq += 1;
    await t.app.get(InboundService).record({
      accountId: account.id,
      channel: found.channel as 'whatsapp' | 'sms',
      customChannelId: null,
      sender: { kind: 'phone', phone: contact.phone!, profileName: null },
      provider: 'sandbox',
      externalId: `in-${Date.now()}-${seq}`,
      body,
      receivedAt,
      messageType: 'text',
      reactsTo: null,
      metadata: null,
      automation: true,
      entryPoint: null,
    });
  }

  /** A provider conversation opened by a campaign send (the contact never wrote). */
  async function campaignConversation(channel: 'whatsapp' | 'sms', account = acme) {
    const { listId } = await flow.liveCampaign(account, { channel });
    const contactId = await flow.contact(account, { phone: nextPhone(), firstName: 'Ada' });
    await flow.add(account, listId, [contactId]);
    await flow.settle();
    const [opening] = (await api(account).get(`/v1/messages?contactId=${contactId}`).expect(200))
      .body.data;
    expect(opening).toMatchObject({ author: 'campaign', status: 'sent', channel });
    return opening.conversationId as string;
  }

  it('bot hands off → unread → a person replies on the custom channel (signed) → bot silent → handed back, the bot answers', async () => {
    const who = `visitor-${Date.now()}`;
    const id = await say(who, 'Can I talk to a human please?');
    await quiet();
    let seen = await conversation(id);
    expect(seen).toMatchObject({
      owner: 'human',
      unreadCount: 1,
      window: { open: true, expiresAt: null, humanReplyUntil: null },
      contact: { firstName: null, phone: null },
      lastMessage: { direction: 'outbound', author: 'bot' },
    });
    expect(seen.lastInboundAt).toEqual(expect.any(String));
    expect(seen.updatedAt).toEqual(expect.any(String));
    const waiting = (await api().get('/v1/conversations?owner=human&channel=custom').expect(200))
      .body;
    expect(waiting.data[0]).toMatchObject({
      id,
      owner: 'human',
      channel: 'custom',
      unreadCount: 1,
      contact: { firstName: null, phone: null },
      lastMessage: { direction: 'outbound', author: 'bot' },
      window: { open: true, expiresAt: null, humanReplyUntil: null },
    });
    const unread = (await api().get('/v1/conversations?unread=true&limit=200').expect(200)).body;
    expect(unread.data.map((c: { id: string }) => c.id)).toContain(id);
    const asBot = (await api().get('/v1/conversations?owner=bot&limit=200').expect(200)).body;
    expect(asBot.data.map((c: { id: string }) => c.id)).not.toContain(id);
    expect((await api(other).get('/v1/conversations').expect(200)).body.data).toEqual([]);
    await api().get('/v1/conversations?owner=robot').expect(400);
    await api().get('/v1/conversations?cursor=nope').expect(400);
    await api().post(`/v1/conversations/${id}/read`).expect(200);
    expect((await conversation(id)).unreadCount).toBe(0);
    const afterRead = (await api().get('/v1/conversations?unread=true&limit=200').expect(200)).body;
    expect(afterRead.data.map((c: { id: string }) => c.id)).not.toContain(id);
    await say(who, 'hello?');
    await quiet();
    expect((await conversation(id)).unreadCount).toBe(1);
    const botBefore = (await authored(id, 'bot')).length;

    const reply = await api()
      .post(`/v1/conversations/${id}/messages`, { body: 'Hi, Sam here. How can I help?' })
      .expect(202);
    expect(reply.body).toMatchObject({
      author: 'human',
      direction: 'outbound',
      channel: 'custom',
      status: 'queued',
      conversationId: id,
    });
    await flow.settle();
    const isReply = (x: { json: { data?: { id?: string } } }) => x.json.data?.id === reply.body.id;
    const delivery = (await receiver.waitFor((r) => r.some(isReply))).find(isReply)!;
    expect(WebhookReceiver.verify(signingSecret, delivery)).toMatchObject({
      data: { id: reply.body.id, body: 'Hi, Sam here. How can I help?', fromId: who },
    });

    await say(who, 'thanks, one more thing');
    await quiet();
    expect(await authored(id, 'bot')).toHaveLength(botBefore);
    seen = await conversation(id);
    expect(seen.owner).toBe('human');

    await api().patch(`/v1/conversations/${id}`, { owner: 'bot' }).expect(200);
    await say(who, 'are you there?');
    await quiet();
    expect(await authored(id, 'bot')).toHaveLength(botBefore + 1);
  });

  it('WhatsApp: free text 409 WINDOW_CLOSED when the contact never wrote, a template is accepted; 23 h after the contact wrote free text goes, at 25 h it is refused', async () => {
    const id = await campaignConversation('whatsapp');
    expect((await conversation(id)).window).toEqual({
      open: false,
      expiresAt: null,
      humanReplyUntil: null,
      freeEntryPoint: null,
    });
    const count = async () =>
      (
        await db.query(`SELECT count(*)::int AS n FROM messages WHERE conversation_id = $1`, [id])
      )[0].n;
    const before = await count();
    const refused = await api()
      .post(`/v1/conversations/${id}/messages`, { body: 'Free text' })
      .expect(409);
    expect(refused.body.error.code).toBe('WINDOW_CLOSED');
    expect(refused.body.error.message).toMatch(/send an approved template/);
    expect(await count()).toBe(before);
    expect((await conversation(id)).owner).toBe('bot'); // a refused reply changes nothing

    const templateId = await flow.approvedTemplate(
      acme,
      'whatsapp',
      'Hi {{firstName}}, still there?',
    );
    const templated = await api()
      .post(`/v1/conversations/${id}/messages`, { templateId })
      .expect(202);
    expect(templated.body).toMatchObject({ author: 'human', body: 'Hi Ada, still there?' });
    expect((await conversation(id)).owner).toBe('human');

    const wroteAt = new Date();
    await inbound(id, wroteAt);
    const expiresAt = new Date(wroteAt.getTime() + 24 * HOUR).toISOString();
    clockAt(new Date(wroteAt.getTime() + 23 * HOUR));
    expect((await conversation(id)).window).toEqual({
      open: true,
      expiresAt,
      humanReplyUntil: null,
      freeEntryPoint: null,
    });
    const free = await api()
      .post(`/v1/conversations/${id}/messages`, { body: 'Happy to help' })
      .expect(202);
    expect(free.body).toMatchObject({ author: 'human', status: 'sent', channel: 'whatsapp' });

    clockAt(new Date(wroteAt.getTime() + 25 * HOUR));
    expect((await conversation(id)).window).toEqual({
      open: false,
      expiresAt,
      humanReplyUntil: null,
      freeEntryPoint: null,
    });
    const closed = await api()
      .post(`/v1/conversations/${id}/messages`, { body: 'Too late' })
      .expect(409);
    expect(closed.body.error).toMatchObject({
      code: 'WINDOW_CLOSED',
      message: `The contact last wrote at ${wroteAt.toISOString()}; send an approved template.`,
    });
    await api().post(`/v1/conversations/${id}/messages`, { templateId }).expect(202);
  });

  it.each(['whatsapp', 'sms'] as const)(
    '%s (sandbox): the bot hands off → listed under owner=human, unread → a person replies → the bot is silent → handed back, it answers',
    async (channel) => {
      const id = await campaignConversation(channel);
      const sent = async (author: string) =>
        (await authored(id, author)).filter((m: { status: string }) => m.status === 'sent');
      await inbound(id, new Date(), acme, 'Can I talk to a human please?');
      await quiet();
      const waiting = (
        await api().get(`/v1/conversations?owner=human&channel=${channel}&limit=200`).expect(200)
      ).body.data;
      expect(waiting.find((c: { id: string }) => c.id === id)).toMatchObject({
        owner: 'human',
        unreadCount: 1,
        contact: { firstName: 'Ada' },
        window: { open: true },
      });
      const botBefore = (await sent('bot')).length;
      expect(botBefore).toBeGreaterThan(0); // the bot said a person will take over

      const reply = await api()
        .post(`/v1/conversations/${id}/messages`, { body: 'Hi Ada, Sam here.' })
        .expect(202);
      expect(reply.body).toMatchObject({ author: 'human', status: 'sent', channel });
      await inbound(id, new Date(), acme, 'thanks, and the price?');
      await quiet();
      expect(await sent('bot')).toHaveLength(botBefore);

      await api().patch(`/v1/conversations/${id}`, { owner: 'bot' }).expect(200);
      await inbound(id, new Date(), acme, 'and the date?');
      await quiet();
      expect(await sent('bot')).toHaveLength(botBefore + 1);
      expect((await conversation(id)).lastMessage).toMatchObject({
        author: 'bot',
        direction: 'outbound',
      });
    },
  );

  it('message.created and conversation.updated reach the webhook endpoints, signed', async () => {
    const id = await campaignConversation('sms');
    await inbound(id, new Date(), acme, 'Hello there');
    await api().patch(`/v1/conversations/${id}`, { owner: 'human' }).expect(200);
    const reply = await api()
      .post(`/v1/conversations/${id}/messages`, { body: 'A person answers' })
      .expect(202);
    await api().post(`/v1/conversations/${id}/read`).expect(200);
    await flow.settle();
    const about =
      (type: string) => (r: { json: { type: string; data: Record<string, unknown> } }) =>
        r.json.type === type && r.json.data.conversationId === id;
    const received = await events.waitFor(
      (all) =>
        all.filter(about('message.created')).length >= 3 &&
        all.filter(about('conversation.updated')).length >= 2,
    );
    const created = received.filter(about('message.created'));
    for (const event of created) {
      expect(WebhookReceiver.verify(eventsSecret, event)).toMatchObject({
        type: 'message.created',
      });
    }
    expect(created.map((e) => [e.json.data.author, e.json.data.direction])).toEqual([
      ['campaign', 'outbound'],
      ['contact', 'inbound'],
      ['human', 'outbound'],
    ]);
    expect(created[2].json.data).toMatchObject({ id: reply.body.id, body: 'A person answers' });
    const updated = received.filter(about('conversation.updated'));
    expect(
      updated.map((e) => [e.json.data.change, e.json.data.owner, e.json.data.unreadCount]),
    ).toEqual([
      ['owner', 'human', 1],
      ['read', 'human', 0],
    ]);
    // the same owner again is not a change: no event
    await api().patch(`/v1/conversations/${id}`, { owner: 'human' }).expect(200);
    await api().patch(`/v1/conversations/${id}`, { owner: 'closed' }).expect(200);
    await flow.settle();
    const after = await events.waitFor(
      (all) => all.filter(about('conversation.updated')).length >= 3,
    );
    expect(after.filter(about('conversation.updated')).map((e) => e.json.data.owner)).toEqual([
      'human',
      'human',
      'closed',
    ]);
  });

  it('a message recorded late with an old provider time still counts as unread', async () => {
    const id = await campaignConversation('sms');
    await api().post(`/v1/conversations/${id}/read`).expect(200);
    await inbound(id, new Date(Date.now() - 2 * HOUR)); // a redelivery of an old message
    expect((await conversation(id)).unreadCount).toBe(1);
    const unread = (await api().get('/v1/conversations?unread=true&limit=200').expect(200)).body;
    expect(unread.data.map((c: { id: string }) => c.id)).toContain(id);
  });

  it('the inbox cursor walks conversations with the same last activity, to the millisecond, once each', async () => {
    const account = await createAccount(t.app);
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push(await campaignConversation('sms', account));
    await db.query(
      `UPDATE conversations SET last_message_at = date_trunc('milliseconds', now())
        WHERE account_id = $1`,
      [account.id],
    );
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: { data: { id: string }[]; nextCursor: string | null } = (
        await api(account)
          .get(`/v1/conversations?limit=2${cursor ? `&cursor=${cursor}` : ''}`)
          .expect(200)
      ).body;
      seen.push(...page.data.map((c) => c.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen.sort()).toEqual([...ids].sort());
  });

  it('SMS has no window: free text to a contact who never wrote is sent (sandbox)', async () => {
    const id = await campaignConversation('sms');
    expect((await conversation(id)).window).toEqual({
      open: true,
      expiresAt: null,
      humanReplyUntil: null,
      freeEntryPoint: null,
    });
    const sent = await api()
      .post(`/v1/conversations/${id}/messages`, { body: 'Hello by SMS' })
      .expect(202);
    expect(sent.body).toMatchObject({ author: 'human', status: 'sent', channel: 'sms' });
    // most recent activity first, and the cursor walks the whole inbox once
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: { data: { id: string; updatedAt: string }[]; nextCursor: string | null } = (
        await api()
          .get(`/v1/conversations?limit=2${cursor ? `&cursor=${cursor}` : ''}`)
          .expect(200)
      ).body;
      seen.push(...page.data.map((c) => c.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen[0]).toBe(id);
    expect(new Set(seen).size).toBe(seen.length);
    const all = (
      await db.query(`SELECT count(*)::int AS n FROM conversations WHERE account_id = $1`, [
        acme.id,
      ])
    )[0].n;
    expect(seen).toHaveLength(all);
  });

  it('a closed conversation reopens as human; bad bodies, templates of another channel, other accounts’ ids', async () => {
    const id = await campaignConversation('sms');
    await api().patch(`/v1/conversations/${id}`, { owner: 'closed' }).expect(200);
    await api().post(`/v1/conversations/${id}/messages`, { body: 'Back again' }).expect(202);
    expect((await conversation(id)).owner).toBe('human');

    for (const body of [
      {},
      { body: 'x', templateId: '00000000-0000-4000-8000-000000000000' },
      { body: '' },
      { body: 5 },
    ]) {
      const res = await api().post(`/v1/conversations/${id}/messages`, body).expect(400);
      expect(res.body.error.code).toBe('VALIDATION_FAILED');
    }
    const whatsappTemplate = await flow.approvedTemplate(acme, 'whatsapp');
    const wrong = await api()
      .post(`/v1/conversations/${id}/messages`, { templateId: whatsappTemplate })
      .expect(409);
    expect(wrong.body.error.code).toBe('TEMPLATE_NOT_APPROVED');
    await api()
      .post(`/v1/conversations/${id}/messages`, {
        templateId: '00000000-0000-4000-8000-000000000000',
      })
      .expect(404);

    for (const target of [id, 'not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
      const asOther = api(other);
      expect(
        (await asOther.post(`/v1/conversations/${target}/messages`, { body: 'hi' }).expect(404))
          .body.error.code,
      ).toBe('NOT_FOUND');
      await asOther.post(`/v1/conversations/${target}/read`).expect(404);
      await asOther.get(`/v1/conversations/${target}`).expect(404);
    }
    expect((await conversation(id)).owner).toBe('human');
  });

  it("a sub-account's human reply costs one credit; with none it fails INSUFFICIENT_CREDITS", async () => {
    const agency = await createAccount(t.app, { type: 'agency' });
    const email = `inbox.${Date.now()}@agency.test`;
    const created = await api(agency)
      .post('/v1/subaccounts', { name: 'Inbox client', email })
      .expect(201);
    const sub: TestAccount = {
      id: created.body.id,
      type: 'sub_account',
      apiKey: created.body.apiKey,
    };
    await api(sub)
      .post('/v1/custom_channels', { name: 'livechat', deliveryUrl: receiver.url })
      .expect(201);
    const id = await say(`sub-visitor-${Date.now()}`, 'hello', sub);
    await api(sub).patch(`/v1/conversations/${id}`, { owner: 'human' }).expect(200);

    const broke = await api(sub)
      .post(`/v1/conversations/${id}/messages`, { body: 'No credit' })
      .expect(202);
    expect(broke.body).toMatchObject({
      author: 'human',
      status: 'failed',
      error: { code: 'INSUFFICIENT_CREDITS' },
    });
    await api(agency).post('/v1/subaccounts/credits', { email, amount: 2 }).expect(200);
    const paid = await api(sub)
      .post(`/v1/conversations/${id}/messages`, { body: 'Paid' })
      .expect(202);
    expect(paid.body).toMatchObject({ author: 'human', status: 'queued' });
    expect((await ledgerState(db, sub.id)).balance).toBe('1.00');
  });
});
