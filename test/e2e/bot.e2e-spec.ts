import { DataSource } from 'typeorm';
import type { OutboxEvent } from '../../src/common/outbox/outbox.service';
import { BotService } from '../../src/modules/bot/bot.service';
import type { InboundMessageRecordedPayload } from '../../src/events';
import { startTestApp } from '../support/app-factory';
import { CampaignFlow, nextPhone } from '../support/campaign-flow';
import { createAccount } from '../support/factories';
import { FakeChatCompletions } from '../support/fake-chat-completions';
import { WebhookReceiver } from '../support/webhook-receiver';

/**
 * The bot's debounce in these tests. A burst is three requests one after another; on a loaded
 * 2-core CI machine (load average 9) they were seen more than 400 ms apart, so the first reply
 * fired before the third message. 1.5 s covers that and keeps the suite short.
 */
const DEBOUNCE_MS = 1500;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Row {
  direction: string;
  purpose: string;
  body: string;
  status: string;
}

/** One app, one account with a custom channel delivering to a local receiver. */
async function setUp(env: Record<string, string> = {}) {
  const t = await startTestApp({
    env: { RATE_LIMIT_PER_MINUTE: '100000', BOT_DEBOUNCE_MS: String(DEBOUNCE_MS), ...env },
  });
  const account = await createAccount(t.app);
  const receiver = await WebhookReceiver.start();
  await t.api
    .as(account.apiKey)
    .post('/v1/custom_channels', { name: 'livechat', deliveryUrl: receiver.url })
    .expect(201);
  const flow = new CampaignFlow(t);
  let seq = 0;
  const say = async (fromId: string, body: string, messageType?: string) => {
    seq += 1;
    return (
      await t.api
        .as(account.apiKey)
        .post('/v1/incoming_custom_channel_message', {
          customData: { messageSid: `m-${Date.now()}-${seq}`, fromId, toId: 'livechat', body },
          ...(messageType ? { messageType } : {}),
        })
        .expect(201)
    ).body.id as string;
  };
  /** Lets the debounce run out and every resulting job finish. */
  const quiet = async () => {
    await flow.settle();
    await sleep(DEBOUNCE_MS + 150);
    await flow.settle();
  };
  const conversationOf = async (messageId: string) =>
    (await t.api.as(account.apiKey).get(`/v1/messages/${messageId}`).expect(200)).body
      .conversationId as string;
  const rows = (conversationId: string): Promise<Row[]> =>
    t.app
      .get(DataSource)
      .query(
        `SELECT direction, purpose, body, status FROM messages WHERE conversation_id = $1 ORDER BY created_at, id`,
        [conversationId],
      );
  return {
    t,
    account,
    receiver,
    flow,
    say,
    quiet,
    conversationOf,
    rows,
    close: async () => {
      await t.close();
      await receiver.close();
    },
  };
}

describe('The bot and opt-out words (docs/bot.md), rule-based', () => {
  let s: Awaited<ReturnType<typeof setUp>>;
  beforeAll(async () => {
    s = await setUp();
  });
  afterAll(() => s.close());

  it('answers a burst of 3 messages with one reply, delivered on the same custom channel', async () => {
    const who = `visitor-burst-${Date.now()}`;
    const first = await s.say(who, 'hello');
    await s.say(who, 'I saw your ad');
    await s.say(who, 'what is this about?');
    await s.quiet();
    const conversationId = await s.conversationOf(first);
    const messages = await s.rows(conversationId);
    expect(messages.filter((m) => m.direction === 'inbound')).toHaveLength(3);
    const replies = messages.filter((m) => m.purpose === 'bot');
    expect(replies).toHaveLength(1);
    expect(replies[0].body.length).toBeGreaterThan(0);
    const delivered = await s.receiver.waitFor((r) =>
      r.some((x) => x.json.data.conversationId === conversationId && x.json.data.purpose === 'bot'),
    );
    const toChannel = delivered.filter((x) => x.json.data.conversationId === conversationId);
    expect(toChannel).toHaveLength(1);
    expect(toChannel[0].json.data.fromId).toBe(who);
    await sleep(DEBOUNCE_MS);
    await s.flow.settle();
    expect((await s.rows(conversationId)).filter((m) => m.purpose === 'bot')).toHaveLength(1);
    // The claim's hold ended with the answer, in its transaction: nothing is due any more, so
    // the sweeper has nothing to answer again.
    const [marks] = await s.t.app
      .get(DataSource)
      .query(
        `SELECT bot_reply_due_at AS "dueAt", bot_answered_through AS "answeredThrough" FROM conversations WHERE id = $1`,
        [conversationId],
      );
    expect(marks).toEqual({ dueAt: null, answeredThrough: expect.any(Date) });

    // The outbox delivers at least once: the same events again after the reply wake nothing.
    const events: OutboxEvent<InboundMessageRecordedPayload>[] = await s.t.app
      .get(DataSource)
      .query(
        `SELECT id, account_id AS "accountId", type, payload, created_at AS "createdAt"
         FROM outbox_events WHERE type = $1 AND payload->>'conversationId' = $2`,
        ['InboundMessageRecorded', conversationId],
      );
    expect(events).toHaveLength(3);
    for (const event of events) await s.t.app.get(BotService).onInbound(event);
    await s.quiet();
    expect((await s.rows(conversationId)).filter((m) => m.purpose === 'bot')).toHaveLength(1);
  });

  it('does not wake for a reaction', async () => {
    const who = `visitor-react-${Date.now()}`;
    const id = await s.say(who, '👍', 'reaction');
    await s.quiet();
    const messages = await s.rows(await s.conversationOf(id));
    expect(messages.map((m) => m.direction)).toEqual(['inbound']);
  });

  it('hands off to a person when asked, emits conversation.handed_off, then stays silent', async () => {
    const events = await WebhookReceiver.start();
    try {
      const endpoint = (
        await s.t.api
          .as(s.account.apiKey)
          .post('/v1/webhooks', { url: events.url, events: ['conversation.handed_off'] })
          .expect(201)
      ).body;
      const who = `visitor-human-${Date.now()}`;
      const id = await s.say(who, 'Can I talk to a human please?');
      await s.quiet();
      const conversationId = await s.conversationOf(id);
      const conversation = (
        await s.t.api.as(s.account.apiKey).get(`/v1/conversations/${conversationId}`).expect(200)
      ).body;
      expect(conversation.owner).toBe('human');
      const [event] = await events.waitFor((r) => r.length > 0);
      expect(WebhookReceiver.verify(endpoint.signingSecret, event)).toMatchObject({
        type: 'conversation.handed_off',
        data: { conversationId, reason: 'contact_asked_for_human' },
      });
      const before = (await s.rows(conversationId)).filter((m) => m.purpose === 'bot').length;
      await s.say(who, 'hello?');
      await s.quiet();
      expect((await s.rows(conversationId)).filter((m) => m.purpose === 'bot')).toHaveLength(
        before,
      );

      await s.t.api
        .as(s.account.apiKey)
        .patch(`/v1/conversations/${conversationId}`, { owner: 'bot' })
        .expect(200);
      await s.say(who, 'hi again');
      await s.quiet();
      expect((await s.rows(conversationId)).filter((m) => m.purpose === 'bot')).toHaveLength(
        before + 1,
      );
      const bad = await s.t.api
        .as(s.account.apiKey)
        .patch(`/v1/conversations/${conversationId}`, { owner: 'robot' })
        .expect(400);
      expect(bad.body.error.details[0].field).toBe('owner');
    } finally {
      await events.close();
    }
  });

  it('STOP opts out of every campaign, confirms once, and a live campaign then skips the contact; START opts back in', async () => {
    const phone = nextPhone();
    const id = await s.say(phone, 'STOP');
    await s.quiet();
    const conversationId = await s.conversationOf(id);
    const contactId = (await s.t.api.as(s.account.apiKey).get(`/v1/messages/${id}`)).body.contactId;
    await s.say(phone, 'stop');
    await s.quiet();
    const messages = await s.rows(conversationId);
    const confirmations = messages.filter((m) => m.purpose === 'system');
    expect(confirmations).toHaveLength(1);
    expect(confirmations[0].body).toMatch(/unsubscribed/i);
    expect(messages.filter((m) => m.purpose === 'bot')).toHaveLength(0);

    const { campaignId, listId } = await s.flow.liveCampaign(s.account, { channel: 'sms' });
    await s.flow.add(s.account, listId, [contactId]);
    await s.flow.settle();
    const [enrolment] = await s.flow.enrolments(campaignId);
    expect(enrolment).toMatchObject({ status: 'skipped', skipReason: 'opted_out' });

    await s.say(phone, 'START');
    await s.quiet();
    const after = (await s.rows(conversationId)).filter((m) => m.purpose === 'system');
    expect(after.map((m) => m.body)).toEqual([
      expect.stringMatching(/unsubscribed/i),
      expect.stringMatching(/resubscribed/i),
    ]);
    const contact = (await s.t.api.as(s.account.apiKey).get(`/v1/contacts/${contactId}`)).body;
    expect(contact.id).toBe(contactId);
  });

  it('answers from the campaign FAQ when a conversation is routed to it', async () => {
    const { campaignId } = await s.flow.liveCampaign(s.account, {
      channel: 'sms',
      bot: {
        enabled: true,
        faq: [{ question: 'How much does the course cost?', answer: 'It is 199 EUR.' }],
      },
    });
    const who = `visitor-faq-${Date.now()}`;
    await s.t.api
      .as(s.account.apiKey)
      .post('/v1/send_custom_channel_message', {
        customData: { fromId: who, customChannel: 'livechat', body: 'Welcome!', campaignId },
      })
      .expect(202);
    const id = await s.say(who, 'how much does the course cost?');
    await s.quiet();
    const replies = (await s.rows(await s.conversationOf(id))).filter((m) => m.purpose === 'bot');
    expect(replies.map((m) => m.body)).toEqual(['It is 199 EUR.']);
  });
});

describe('The bot with an OpenAI-compatible model (docs/bot.md#model-answers)', () => {
  let model: FakeChatCompletions;
  let s: Awaited<ReturnType<typeof setUp>>;
  beforeAll(async () => {
    model = await FakeChatCompletions.start();
    s = await setUp({
      BOT_API_BASE_URL: model.baseUrl,
      BOT_API_KEY: 'sk-test-bot-key',
      BOT_MODEL: 'test-model',
      BOT_MAX_RETRIES: '1',
      BOT_TIMEOUT_MS: '2000',
    });
  });
  afterAll(async () => {
    await s.close();
    await model.close();
  });

  it('replies with the model’s answer, prompted with the instructions and the history', async () => {
    model.replyWith('Sure, Tuesday at 10 works.');
    const who = `visitor-model-${Date.now()}`;
    const id = await s.say(who, 'Can we meet on Tuesday?');
    await s.quiet();
    const replies = (await s.rows(await s.conversationOf(id))).filter((m) => m.purpose === 'bot');
    expect(replies.map((m) => m.body)).toEqual(['Sure, Tuesday at 10 works.']);
    const request = model.requests.at(-1)!;
    expect(request.headers.authorization).toBe('Bearer sk-test-bot-key');
    const body = request.body as { model: string; messages: { role: string; content: string }[] };
    expect(body.model).toBe('test-model');
    expect(body.messages[0].role).toBe('system');
    expect(body.messages.at(-1)).toEqual({ role: 'user', content: 'Can we meet on Tuesday?' });
  });

  it('a revocation the model recognises (it answers OPT_OUT) opts the contact out with the confirmation (docs/bot.md#us-sms-rules)', async () => {
    model.replyWith('OPT_OUT');
    const who = `visitor-revokes-${Date.now()}`;
    // not one of the rule-based phrasings: only the model can tell
    const id = await s.say(who, 'Por favor, no me escriban más');
    await s.quiet();
    const rows = await s.rows(await s.conversationOf(id));
    expect(rows.filter((m) => m.purpose === 'bot')).toHaveLength(0);
    expect(rows.filter((m) => m.purpose === 'system').map((m) => m.body)).toEqual([
      expect.stringMatching(/unsubscribed/),
    ]);
    const { contactId } = (await s.t.api.as(s.account.apiKey).get(`/v1/messages/${id}`)).body;
    const contact = await s.t.api.as(s.account.apiKey).get(`/v1/contacts/${contactId}`).expect(200);
    expect(contact.body.optedOut).toBe(true);
    const system = (model.requests.at(-1)!.body as { messages: { content: string }[] }).messages[0];
    expect(system.content).toContain('answer exactly OPT_OUT');
  });

  it('hands the conversation to a human when the model keeps failing', async () => {
    model.alwaysFail(500);
    try {
      const who = `visitor-down-${Date.now()}`;
      const id = await s.say(who, 'Hello?');
      await s.quiet();
      await sleep(1500); // the SDK's retry backoff
      await s.flow.settle();
      const conversationId = await s.conversationOf(id);
      const conversation = (
        await s.t.api.as(s.account.apiKey).get(`/v1/conversations/${conversationId}`).expect(200)
      ).body;
      expect(conversation.owner).toBe('human');
      expect((await s.rows(conversationId)).filter((m) => m.purpose === 'bot')).toHaveLength(0);
    } finally {
      model.alwaysFail(null);
    }
  });
});
