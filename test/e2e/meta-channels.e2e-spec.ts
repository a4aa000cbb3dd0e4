import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { OutboxService } from '../../src/common/outbox/outbox.service';
import {
  ProviderRejectedError,
  ProviderRetryableError,
} from '../../src/modules/channels/channel-adapter';
import { MetaAdapter } from '../../src/modules/channels/adapters/meta/meta.adapter';
import { ContactIdentitiesService } from '../../src/modules/contacts/contact-identities.service';
import type { MessagePurpose } from '../../src/modules/messaging/domain/author';
import { ConversationsService } from '../../src/modules/messaging/conversations/conversations.service';
import { OutboundService } from '../../src/modules/messaging/outbound/outbound.service';
import { JobQueue } from '../../src/queue/job-queue';
import { startTestApp, type TestApp } from '../support/app-factory';
import { createAccount, type TestAccount } from '../support/factories';
import { FakeGraph, GRAPH_FAILURES, signMeta } from '../support/fake-graph';

/** The ids of the Meta-documented fixtures (test/fixtures/meta/README.md). */
const PAGE = '1234567890123456';
const PSID = '2468013579246801';
const IG = '17841405822304914';
const IGSID = '1254459154682919';

const MESSENGER = {
  pageId: PAGE,
  pageAccessToken: `EAAG${randomBytes(24).toString('hex')}`,
  appSecret: randomBytes(16).toString('hex'),
  verifyToken: `verify-${randomBytes(8).toString('hex')}`,
};
const INSTAGRAM = {
  instagramAccountId: IG,
  accessToken: `IGAA${randomBytes(24).toString('hex')}`,
  appSecret: randomBytes(16).toString('hex'),
  verifyToken: `verify-${randomBytes(8).toString('hex')}`,
  login: 'instagram',
  username: 'acme.shop',
};

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** A Meta-documented sample payload, parsed (a fresh copy each time). */
const fixture = (name: string): Json =>
  JSON.parse(readFileSync(join(process.cwd(), 'test/fixtures/meta', name), 'utf8'));

/** The first messaging item of a fixture, to vary one field of it. */
const item = (body: Json, key = 'messaging'): Json => body.entry[0][key][0];

describe('Messenger and Instagram channels (docs/channels.md#messenger-and-instagram)', () => {
  let t: TestApp;
  let db: DataSource;
  let graph: FakeGraph;
  let acme: TestAccount;
  let other: TestAccount;
  let messengerId: string;
  let instagramId: string;

  const drain = () => t.app.get(OutboxService).drain();
  const post = (
    channel: 'messenger' | 'instagram',
    body: Json | string,
    secret?: string,
    id?: string,
  ) => {
    const raw = typeof body === 'string' ? body : JSON.stringify(body);
    const appSecret =
      secret ?? (channel === 'messenger' ? MESSENGER.appSecret : INSTAGRAM.appSecret);
    return t.api
      .raw(
        'post',
        `/v1/webhooks/${channel}/${id ?? (channel === 'messenger' ? messengerId : instagramId)}`,
      )
      .set('Content-Type', 'application/json')
      .set('X-Hub-Signature-256', signMeta(raw, appSecret))
      .send(raw);
  };
  const messagesWith = async (externalId: string): Promise<Json[]> =>
    db.query(
      `SELECT id, direction, channel, body, status, purpose, message_type AS "messageType", metadata,
              contact_id AS "contactId", reacts_to_message_id AS "reactsToMessageId"
         FROM messages WHERE account_id = $1 AND external_id = $2`,
      [acme.id, externalId],
    );
  const count = async (table: string): Promise<number> =>
    (await db.query(`SELECT count(*)::int AS n FROM ${table}`))[0].n;

  beforeAll(async () => {
    graph = await FakeGraph.start([
      { senderId: PAGE, accessToken: MESSENGER.pageAccessToken },
      { senderId: IG, accessToken: INSTAGRAM.accessToken },
    ]);
    graph.profile(PSID, { first_name: 'Ada', last_name: 'Lovelace' });
    t = await startTestApp({
      env: {
        RATE_LIMIT_PER_MINUTE: '100000',
        MESSENGER_API_BASE_URL: graph.baseUrl,
        INSTAGRAM_API_BASE_URL: graph.baseUrl,
        // The bot answers on these channels (test/e2e/meta-campaigns.e2e-spec.ts runs it end to
        // end). Here Meta's sample payloads keep their documented timestamps (2016-2019: every
        // window long closed) and the tests count Graph requests, so its replies stay out of the way.
        BOT_DEBOUNCE_MS: '600000',
      },
    });
    db = t.app.get(DataSource);
    acme = await createAccount(t.app);
    other = await createAccount(t.app);
    messengerId = (
      await t.api.as(acme.apiKey).post('/v1/channels/messenger', MESSENGER).expect(201)
    ).body.id;
    instagramId = (
      await t.api.as(acme.apiKey).post('/v1/channels/instagram', INSTAGRAM).expect(201)
    ).body.id;
  });
  afterAll(async () => {
    await t?.close();
    await graph?.close();
  });
  afterEach(() => expect(graph.violations).toEqual([]));

  describe('connections', () => {
    it('lists Messenger and Instagram with their callback URL and status, never their secrets', async () => {
      const res = await t.api.as(acme.apiKey).get('/v1/channels').expect(200);
      expect(res.body.data.map((c: Json) => c.channel)).toEqual([
        'whatsapp',
        'sms',
        'messenger',
        'instagram',
      ]);
      const messenger = res.body.data.find((c: Json) => c.channel === 'messenger');
      expect(messenger).toMatchObject({
        id: messengerId,
        provider: 'messenger',
        pageId: PAGE,
        status: 'active',
        webhookUrls: { callback: `${t.baseUrl}/v1/webhooks/messenger/${messengerId}` },
      });
      const instagram = res.body.data.find((c: Json) => c.channel === 'instagram');
      expect(instagram).toMatchObject({
        instagramAccountId: IG,
        login: 'instagram',
        username: 'acme.shop',
        status: 'active',
        webhookUrls: { callback: `${t.baseUrl}/v1/webhooks/instagram/${instagramId}` },
      });
      const text = JSON.stringify(res.body);
      for (const secret of [
        MESSENGER.pageAccessToken,
        MESSENGER.appSecret,
        MESSENGER.verifyToken,
        INSTAGRAM.accessToken,
      ])
        expect(text).not.toContain(secret);
      const stored = JSON.stringify(await db.query(`SELECT * FROM channel_connections`));
      expect(stored).not.toContain(MESSENGER.pageAccessToken);
      expect(stored).not.toContain(INSTAGRAM.appSecret);
    });

    it('another account sees none of them', async () => {
      const res = await t.api.as(other.apiKey).get('/v1/channels').expect(200);
      expect(res.body.data.map((c: Json) => c.channel)).toEqual(['whatsapp', 'sms']);
    });

    it.each([
      ['messenger', { ...MESSENGER, pageId: 'page-1' }, 'pageId'],
      ['messenger', { ...MESSENGER, pageAccessToken: 'has space' }, 'pageAccessToken'],
      ['messenger', { pageId: PAGE, appSecret: 'x', verifyToken: 'y' }, 'pageAccessToken'],
      ['instagram', { ...INSTAGRAM, login: 'facebook' }, 'pageId'],
      ['instagram', { ...INSTAGRAM, login: 'threads' }, 'login'],
      ['instagram', { ...INSTAGRAM, username: '@acme shop' }, 'username'],
    ])(
      'POST /v1/channels/%s refuses a bad body naming the field (case %#)',
      async (channel, body, field) => {
        const res = await t.api.as(other.apiKey).post(`/v1/channels/${channel}`, body).expect(400);
        expect(res.body.error.code).toBe('VALIDATION_FAILED');
        expect(JSON.stringify(res.body.error.details)).toContain(field);
        const list = await t.api.as(other.apiKey).get('/v1/channels').expect(200);
        expect(list.body.data).toHaveLength(2);
      },
    );

    it('Instagram with Facebook login needs the Page; a replacement keeps the id; DELETE removes it', async () => {
      const first = await t.api
        .as(other.apiKey)
        .post('/v1/channels/instagram', { ...INSTAGRAM, login: 'facebook', pageId: '555' })
        .expect(201);
      expect(first.body).toMatchObject({ login: 'facebook', pageId: '555', status: 'active' });
      const again = await t.api
        .as(other.apiKey)
        .post('/v1/channels/instagram', { ...INSTAGRAM, username: undefined })
        .expect(201);
      expect(again.body.id).toBe(first.body.id);
      expect(again.body.username).toBeUndefined();
      await t.api.as(other.apiKey).delete('/v1/channels/instagram').expect(204);
      await t.api.as(other.apiKey).delete('/v1/channels/instagram').expect(204);
      const list = await t.api.as(other.apiKey).get('/v1/channels').expect(200);
      expect(list.body.data.map((c: Json) => c.channel)).toEqual(['whatsapp', 'sms']);
      await t.api.as(other.apiKey).delete('/v1/channels/telegram').expect(404);
    });
  });

  describe('webhook verification (GET)', () => {
    const verify = (channel: string, id: string, token: string) =>
      t.api.raw(
        'get',
        `/v1/webhooks/${channel}/${id}?${new URLSearchParams({ 'hub.mode': 'subscribe', 'hub.verify_token': token, 'hub.challenge': '1158201444' })}`,
      );

    it('answers the challenge for the verify token', async () => {
      const res = await verify('messenger', messengerId, MESSENGER.verifyToken).expect(200);
      expect(res.headers['content-type']).toMatch(/^text\/plain/);
      expect(res.text).toBe('1158201444');
      expect((await verify('instagram', instagramId, INSTAGRAM.verifyToken).expect(200)).text).toBe(
        '1158201444',
      );
    });

    it.each([
      ['a wrong token', 'messenger', () => messengerId, 'nope'],
      ['the other channel’s URL', 'instagram', () => messengerId, MESSENGER.verifyToken],
      [
        'an unknown connection',
        'messenger',
        () => '9a7c1e52-3f0b-4d7e-8c61-2b5d4f6a8e90',
        MESSENGER.verifyToken,
      ],
      ['a malformed id', 'messenger', () => 'nope', MESSENGER.verifyToken],
    ])('403 WEBHOOK_VERIFICATION_FAILED for %s', async (_name, channel, id, token) => {
      const res = await verify(channel, id(), token).expect(403);
      expect(res.body.error.code).toBe('WEBHOOK_VERIFICATION_FAILED');
    });
  });

  describe('notifications (POST) with Meta’s sample payloads', () => {
    it('a bad or missing signature is 401 INVALID_SIGNATURE and records nothing', async () => {
      const before = [await count('outbox_events'), await count('messages')];
      const raw = JSON.stringify(fixture('messenger-text.json'));
      for (const signature of [
        undefined,
        'sha256=00',
        signMeta(raw, 'wrong-secret'),
        signMeta(`${raw} `, MESSENGER.appSecret),
      ]) {
        const req = t.api
          .raw('post', `/v1/webhooks/messenger/${messengerId}`)
          .set('Content-Type', 'application/json');
        if (signature) req.set('X-Hub-Signature-256', signature);
        const res = await req.send(raw).expect(401);
        expect(res.body.error.code).toBe('INVALID_SIGNATURE');
      }
      // Instagram's secret does not sign Messenger's webhook
      await post('messenger', raw, INSTAGRAM.appSecret).expect(401);
      await drain();
      expect([await count('outbox_events'), await count('messages')]).toEqual(before);
      await post('messenger', raw, undefined, '9a7c1e52-3f0b-4d7e-8c61-2b5d4f6a8e90').expect(404);
    });

    it('a text message: the person becomes a contact named from the profile API, the message is recorded once', async () => {
      const res = await post('messenger', fixture('messenger-text.json')).expect(200);
      expect(res.body).toEqual({ received: 1 });
      await drain();
      const [message] = await messagesWith('mid.1457764197618:41d102a3e1ae206a38');
      expect(message).toMatchObject({
        direction: 'inbound',
        channel: 'messenger',
        body: 'hello, world!',
        status: 'received',
        metadata: { quickReplyPayload: 'DEVELOPER_DEFINED_PAYLOAD' },
      });
      const contact = await t.api
        .as(acme.apiKey)
        .get(`/v1/contacts/${message.contactId}`)
        .expect(200);
      expect(contact.body).toMatchObject({
        firstName: 'Ada',
        lastName: 'Lovelace',
        phone: null,
        email: null,
      });
      expect(graph.profileRequests).toEqual([{ userId: PSID, fields: 'first_name,last_name' }]);
      const conversation = await t.api
        .as(acme.apiKey)
        .get(`/v1/messages/${message.id}`)
        .expect(200);
      expect(conversation.body.channel).toBe('messenger');
    });

    it('the same mid twice, then 10 times concurrently, is one message', async () => {
      const body = fixture('messenger-text.json');
      item(body).message.mid = `m_dup_${randomBytes(6).toString('hex')}`;
      await post('messenger', body).expect(200);
      await post('messenger', body).expect(200);
      await drain();
      const concurrent = fixture('messenger-text.json');
      item(concurrent).message.mid = `m_dup_${randomBytes(6).toString('hex')}`;
      const answers = await Promise.all(
        Array.from({ length: 10 }, () => post('messenger', concurrent)),
      );
      expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
      await drain();
      expect(await messagesWith(item(body).message.mid)).toHaveLength(1);
      expect(await messagesWith(item(concurrent).message.mid)).toHaveLength(1);
      // one contact for the PSID, however many messages
      const contacts = await db.query(
        `SELECT count(*)::int AS n FROM contact_identities WHERE account_id = $1 AND scope = $2`,
        [acme.id, `messenger:${PAGE}`],
      );
      expect(contacts[0].n).toBe(1);
    });

    it('an attachment and a reply are recorded with a placeholder body, the URL and the replied mid', async () => {
      await post('messenger', fixture('messenger-attachment.json')).expect(200);
      await post('messenger', fixture('messenger-reply.json')).expect(200);
      await drain();
      expect((await messagesWith('mid.$cAAJdkrCd2ORnva8ErFhjGm0X_Q_c'))[0]).toMatchObject({
        body: '[image]',
        metadata: {
          attachments: [
            { type: 'image', url: 'https://scontent.xx.fbcdn.net/v/t1.15752-9/attachment.jpg' },
          ],
        },
      });
      expect((await messagesWith('m_1457764197618:41d102a3e1ae206a38'))[0].metadata).toEqual({
        replyTo: 'm_1fTq8oLumEyIp3Q2MR-aY7IfLZDamVrALniheU',
      });
    });

    it('standby events are recorded (marked standby) and wake nothing', async () => {
      const events = await count('outbox_events');
      await post('messenger', fixture('messenger-standby-text.json')).expect(200);
      await drain();
      const [message] = await messagesWith('m_standby_1570053170673');
      expect(message).toMatchObject({
        direction: 'inbound',
        body: 'Is anyone there?',
        metadata: { standby: true },
      });
      const announced = await db.query(
        `SELECT count(*)::int AS n FROM outbox_events WHERE type = 'InboundMessageRecorded' AND payload->>'messageId' = $1`,
        [message.id],
      );
      expect(announced[0].n).toBe(0);
      expect(await count('outbox_events')).toBe(events + 1);
    });

    it('an echo from Meta’s inbox is an outbound human message, sent, never sent again; our own echo is skipped', async () => {
      const requests = graph.messages.length;
      await post('messenger', fixture('messenger-echo.json')).expect(200);
      await post('messenger', fixture('messenger-standby-echo.json')).expect(200);
      const ours = fixture('messenger-echo.json');
      item(ours).message.mid = 'm_ours_1';
      item(ours).message.metadata = 'parley:8b3c0a7e-0000-4000-8000-000000000000';
      await post('messenger', ours).expect(200);
      await drain();
      expect((await messagesWith('mid.1457764197618:41d102a3e1ae206a39'))[0]).toMatchObject({
        direction: 'outbound',
        status: 'sent',
        purpose: 'human',
        body: 'Sent from the Page inbox',
      });
      expect(
        (
          await messagesWith(
            'qT7ywaKpO9kkQR7Gv-nM8LIfLZDamVrALniheUYEDdHJXjDXEAyaS1xxONzb2Iv-DFzmTihfWJV012P5pK0AhQ',
          )
        )[0],
      ).toMatchObject({
        direction: 'outbound',
        body: '[template]',
      });
      expect(await messagesWith('m_ours_1')).toEqual([]);
      expect(graph.messages.length).toBe(requests);
    });

    it('delivery and read move our messages forward; a reaction is stored against its message', async () => {
      const echo = fixture('messenger-echo.json');
      item(echo).message.mid = 'mid.1458668856218:ed81099e15d3f4f233';
      await post('messenger', echo).expect(200);
      await drain();
      await post('messenger', fixture('messenger-delivery.json')).expect(200);
      await drain();
      const [sent] = await messagesWith('mid.1458668856218:ed81099e15d3f4f233');
      expect(sent.status).toBe('delivered');
      const read = fixture('messenger-read.json');
      item(read).read.watermark = Date.now() + 60_000;
      await post('messenger', read).expect(200);
      await post('messenger', fixture('messenger-reaction.json')).expect(200);
      await post('messenger', fixture('messenger-reaction.json')).expect(200);
      await drain();
      expect((await messagesWith('mid.1458668856218:ed81099e15d3f4f233'))[0].status).toBe('read');
      // a stale delivery report after read changes nothing
      await post('messenger', fixture('messenger-delivery.json')).expect(200);
      await drain();
      expect((await messagesWith('mid.1458668856218:ed81099e15d3f4f233'))[0].status).toBe('read');
      const reactions = await db.query(
        `SELECT body, message_type AS "messageType", reacts_to_message_id AS "reactsTo", metadata
           FROM messages WHERE account_id = $1 AND message_type = 'reaction'`,
        [acme.id],
      );
      expect(reactions).toEqual([
        {
          body: '\u2764\ufe0f',
          messageType: 'reaction',
          reactsTo: sent.id,
          metadata: {
            reactsTo: 'mid.1458668856218:ed81099e15d3f4f233',
            action: 'react',
            reaction: 'love',
          },
        },
      ]);
    });

    it('a postback is an inbound text with its payload and the entry point’s referral', async () => {
      await post('messenger', fixture('messenger-postback-referral.json')).expect(200);
      await post('messenger', fixture('messenger-referral.json')).expect(200);
      await drain();
      expect((await messagesWith('m_MESSAGE-ID'))[0]).toMatchObject({
        direction: 'inbound',
        body: 'Get Started',
        metadata: {
          postback: { title: 'Get Started', payload: 'GET_STARTED' },
          referral: { ref: 'spring', source: 'SHORTLINK', type: 'OPEN_THREAD', adId: null },
        },
      });
    });

    it('Instagram: a person unknown to the profile API is a contact without a name; deletion and seen are applied', async () => {
      const requests = graph.profileRequests.length;
      await post('instagram', fixture('instagram-text.json')).expect(200);
      await drain();
      const [message] = await messagesWith('aWdfZAG1faXRlbToxOklHTWVzc2FnZAUlEOjE3ODQxNDA1ODIy');
      expect(message).toMatchObject({ channel: 'instagram', body: 'Is this still available?' });
      expect(graph.profileRequests.slice(requests)).toEqual([
        { userId: IGSID, fields: 'name,username' },
      ]);
      const contact = await t.api
        .as(acme.apiKey)
        .get(`/v1/contacts/${message.contactId}`)
        .expect(200);
      expect(contact.body).toMatchObject({ firstName: null, lastName: null, phone: null });
      await post('instagram', fixture('instagram-deleted.json')).expect(200);
      // an Instagram echo (our reply sent from Meta's inbox), then the person has seen it
      const echo = fixture('instagram-text.json');
      item(echo).sender.id = IG;
      item(echo).recipient.id = IGSID;
      item(echo).message = {
        mid: 'aWdfZAG1faXRlbToxOklHTWVzc2FnZAUlEOjE3ODQxNDA1ODIz',
        text: 'Yes!',
        is_echo: true,
      };
      await post('instagram', echo).expect(200);
      await drain();
      await post('instagram', fixture('instagram-seen.json')).expect(200);
      await drain();
      expect(
        (await messagesWith('aWdfZAG1faXRlbToxOklHTWVzc2FnZAUlEOjE3ODQxNDA1ODIz'))[0],
      ).toMatchObject({
        direction: 'outbound',
        status: 'read',
        contactId: message.contactId,
      });
      expect(
        (await messagesWith('aWdfZAG1faXRlbToxOklHTWVzc2FnZAUlEOjE3ODQxNDA1ODIy'))[0].metadata,
      ).toMatchObject({
        deleted: true,
        deletedAt: new Date(1569262490000).toISOString(),
      });
    });

    it('Instagram: a name from the profile API is split; the same numeric id on Messenger is another person', async () => {
      graph.profile('99887766', { name: 'Grace Brewster Hopper', username: 'grace' });
      const ig = fixture('instagram-text.json');
      item(ig).sender.id = '99887766';
      item(ig).message.mid = 'ig_grace_1';
      const fb = fixture('messenger-text.json');
      item(fb).sender.id = '99887766';
      item(fb).message.mid = 'fb_grace_1';
      await post('instagram', ig).expect(200);
      await post('messenger', fb).expect(200);
      await drain();
      const [onInstagram] = await messagesWith('ig_grace_1');
      const [onMessenger] = await messagesWith('fb_grace_1');
      expect(onInstagram.contactId).not.toBe(onMessenger.contactId);
      const contact = await t.api
        .as(acme.apiKey)
        .get(`/v1/contacts/${onInstagram.contactId}`)
        .expect(200);
      expect(contact.body).toMatchObject({ firstName: 'Grace', lastName: 'Brewster Hopper' });
    });

    it('entries of another Page are ignored; another account’s secret cannot write into this one', async () => {
      const foreign = fixture('messenger-text.json');
      foreign.entry[0].id = '999999';
      item(foreign).message.mid = 'm_foreign_1';
      expect((await post('messenger', foreign).expect(200)).body).toEqual({ received: 0 });
      await drain();
      expect(await messagesWith('m_foreign_1')).toEqual([]);
    });
  });

  describe('the Graph sender (Send API adapter)', () => {
    const meta = () => t.app.get(MetaAdapter);

    it('sends a long text in 2,000-character parts, as the Page, with RESPONSE', async () => {
      const sender = (await meta().senderFor(acme.id, 'messenger'))!;
      const before = graph.messages.length;
      const body = `${'a'.repeat(1999)} ${'b'.repeat(2500)}`;
      const receipt = await sender.send({ messageId: 'msg-1', to: PSID, body });
      const sent = graph.messages.slice(before);
      expect(
        sent.map((m) => [m.senderId, m.recipientId, m.messagingType, m.tag, m.text.length]),
      ).toEqual([
        [PAGE, PSID, 'RESPONSE', null, 2000],
        [PAGE, PSID, 'RESPONSE', null, 2000],
        [PAGE, PSID, 'RESPONSE', null, 500],
      ]);
      expect(sent.map((m) => m.text).join('')).toBe(body);
      expect(receipt).toEqual({ externalId: sent[0].messageId, provider: 'messenger' });
      expect(sent[0].body.message).toEqual({ text: sent[0].text, metadata: 'parley:msg-1' });
    });

    it('Instagram login sends as the account; a person may use HUMAN_AGENT; a comment gets a private reply', async () => {
      const sender = (await meta().senderFor(acme.id, 'instagram'))!;
      const before = graph.messages.length;
      await sender.send({
        messageId: 'msg-2',
        to: IGSID,
        body: 'Hello',
        meta: { messagingType: 'MESSAGE_TAG', tag: 'HUMAN_AGENT' },
      });
      await sender.send({
        messageId: 'msg-3',
        to: IGSID,
        body: 'Thanks!',
        meta: { messagingType: 'RESPONSE', commentId: '17865799348089039' },
      });
      expect(
        graph.messages
          .slice(before)
          .map((m) => [m.senderId, m.recipientId, m.commentId, m.messagingType, m.tag]),
      ).toEqual([
        [IG, IGSID, null, 'MESSAGE_TAG', 'HUMAN_AGENT'],
        [IG, null, '17865799348089039', null, null],
      ]);
    });

    it('maps Meta’s refusals: window, unavailable person, rate limit', async () => {
      const sender = (await meta().senderFor(acme.id, 'messenger'))!;
      const send = () => sender.send({ messageId: 'msg-4', to: PSID, body: 'Hi' });
      graph.failNext(1, GRAPH_FAILURES.windowClosed);
      await expect(send()).rejects.toEqual(expect.objectContaining({ code: 'WINDOW_CLOSED' }));
      graph.failNext(1, GRAPH_FAILURES.unavailable);
      await expect(send()).rejects.toEqual(
        expect.objectContaining({ code: 'RECIPIENT_UNAVAILABLE' }),
      );
      graph.failNext(1, GRAPH_FAILURES.rateLimited);
      const limited = await send().catch((error: unknown) => error);
      expect(limited).toBeInstanceOf(ProviderRetryableError);
      expect((limited as ProviderRetryableError).code).toBe('613');
      const list = await t.api.as(acme.apiKey).get('/v1/channels').expect(200);
      expect(list.body.data.find((c: Json) => c.channel === 'messenger').status).toBe('active');
    });

    it('a 190 fails CHANNEL_AUTH_FAILED, marks the connection needs_reauth once and emits channel.auth_failed; reconnecting clears it', async () => {
      await t.api
        .as(acme.apiKey)
        .post('/v1/webhooks', { url: 'https://127.0.0.1:9/hook', events: ['channel.auth_failed'] })
        .expect(201);
      const sender = (await meta().senderFor(acme.id, 'messenger'))!;
      graph.failNext(2, GRAPH_FAILURES.tokenExpired);
      for (let i = 0; i < 2; i++) {
        const error = await sender
          .send({ messageId: 'msg-5', to: PSID, body: 'Hi' })
          .catch((e: unknown) => e);
        expect(error).toBeInstanceOf(ProviderRejectedError);
        expect((error as ProviderRejectedError).code).toBe('CHANNEL_AUTH_FAILED');
      }
      const list = await t.api.as(acme.apiKey).get('/v1/channels').expect(200);
      expect(list.body.data.find((c: Json) => c.channel === 'messenger').status).toBe(
        'needs_reauth',
      );
      const events = await db.query(
        `SELECT payload FROM webhook_deliveries WHERE account_id = $1 AND event_type = 'channel.auth_failed'`,
        [acme.id],
      );
      expect(events).toHaveLength(1);
      expect(events[0].payload).toMatchObject({
        connectionId: messengerId,
        channel: 'messenger',
        status: 'needs_reauth',
      });
      const again = await t.api
        .as(acme.apiKey)
        .post('/v1/channels/messenger', MESSENGER)
        .expect(201);
      expect(again.body).toMatchObject({ id: messengerId, status: 'active' });
    });

    it('no sender for a channel that is not connected', async () => {
      expect(await meta().senderFor(other.id, 'messenger')).toBeNull();
    });
  });

  describe('the one send path on Messenger: windows with a controllable clock', () => {
    beforeAll(async () => {
      // the person of the fixtures has written (idempotent when earlier tests already did)
      await post('messenger', fixture('messenger-text.json')).expect(200);
      await drain();
    });

    /** The conversation of the fixtures' PSID, its person last writing `hoursAgo` hours ago. */
    async function conversationWritten(hoursAgo: number) {
      const contact = (await t.app
        .get(ContactIdentitiesService)
        .findByIdentity(acme.id, `messenger:${PAGE}`, PSID))!;
      const [{ id }] = await db.query(
        `WITH updated AS (
           UPDATE conversations SET last_inbound_at = now() - ($3 || ' hours')::interval
            WHERE account_id = $1 AND contact_id = $2 AND channel = 'messenger' RETURNING id)
         SELECT id FROM updated`,
        [acme.id, contact.id, String(hoursAgo)],
      );
      const conversation = (await t.app.get(ConversationsService).find(acme.id, id))!;
      return { contact, conversation };
    }
    const send = async (hoursAgo: number, purpose: MessagePurpose, body: string) => {
      const { contact, conversation } = await conversationWritten(hoursAgo);
      return t.app
        .get(OutboundService)
        .send({ accountId: acme.id, conversation, contact, body, purpose });
    };
    const settle = async () => {
      await drain();
      await t.app.get(JobQueue).whenIdle(20_000);
    };
    const status = async (id: string) =>
      (
        await db.query(
          `SELECT status, error_code AS "errorCode", external_id AS "externalId" FROM messages WHERE id = $1`,
          [id],
        )
      )[0];

    it('free text at 23 h: the bot answers with RESPONSE, as the Page, to the PSID', async () => {
      const before = graph.messages.length;
      const message = await send(23, 'bot', 'Happy to help!');
      expect(message.status).toBe('queued');
      await settle();
      expect(
        graph.messages
          .slice(before)
          .map((m) => [m.senderId, m.recipientId, m.messagingType, m.tag, m.text]),
      ).toEqual([[PAGE, PSID, 'RESPONSE', null, 'Happy to help!']]);
      expect(await status(message.id)).toEqual({
        status: 'sent',
        errorCode: null,
        externalId: graph.messages[before].messageId,
      });
      // its echo comes back with our metadata and is not recorded again
      const echo = fixture('messenger-echo.json');
      item(echo).message = {
        ...(graph.messages[before].body.message as Json),
        mid: graph.messages[before].messageId,
        is_echo: true,
      };
      await post('messenger', echo).expect(200);
      await drain();
      expect(await messagesWith(graph.messages[before].messageId)).toHaveLength(1);
    });

    it('at 3 days a person answers with HUMAN_AGENT; the bot is refused 409 WINDOW_CLOSED', async () => {
      const before = graph.messages.length;
      const message = await send(72, 'human', 'Sorry for the wait, here is your answer.');
      await settle();
      expect(
        graph.messages.slice(before).map((m) => [m.recipientId, m.messagingType, m.tag]),
      ).toEqual([[PSID, 'MESSAGE_TAG', 'HUMAN_AGENT']]);
      expect((await status(message.id)).status).toBe('sent');
      await expect(send(72, 'bot', 'Still there?')).rejects.toMatchObject({
        code: 'WINDOW_CLOSED',
      });
      await settle();
      expect(graph.messages.length).toBe(before + 1);
    });

    it('at 8 days nothing can be sent: 409 WINDOW_CLOSED, nothing written', async () => {
      const messages = await count('messages');
      await expect(send(8 * 24, 'human', 'Hello?')).rejects.toMatchObject({
        code: 'WINDOW_CLOSED',
      });
      expect(await count('messages')).toBe(messages);
    });

    it('Meta’s refusals fail the message through the path: 551 RECIPIENT_UNAVAILABLE, 190 CHANNEL_AUTH_FAILED + needs_reauth', async () => {
      graph.failNext(1, GRAPH_FAILURES.unavailable);
      const unavailable = await send(1, 'bot', 'Hi');
      await settle();
      expect(await status(unavailable.id)).toMatchObject({
        status: 'failed',
        errorCode: 'RECIPIENT_UNAVAILABLE',
      });
      graph.failNext(1, GRAPH_FAILURES.tokenExpired);
      const expired = await send(1, 'bot', 'Hi');
      await settle();
      expect(await status(expired.id)).toMatchObject({
        status: 'failed',
        errorCode: 'CHANNEL_AUTH_FAILED',
      });
      const list = await t.api.as(acme.apiKey).get('/v1/channels').expect(200);
      expect(list.body.data.find((c: Json) => c.channel === 'messenger').status).toBe(
        'needs_reauth',
      );
      await t.api.as(acme.apiKey).post('/v1/channels/messenger', MESSENGER).expect(201);
    });
    it('an API-key reply on Messenger is 403 CHANNEL_SEND_NOT_ALLOWED and writes nothing', async () => {
      const { conversation } = await conversationWritten(1);
      const messages = await count('messages');
      const requests = graph.messages.length;
      const res = await t.api
        .as(acme.apiKey)
        .post(`/v1/conversations/${conversation.id}/messages`, { body: 'Hi from the API' })
        .expect(403);
      expect(res.body.error.code).toBe('CHANNEL_SEND_NOT_ALLOWED');
      expect(await count('messages')).toBe(messages);
      expect(graph.messages.length).toBe(requests);
      const after = await t.app.get(ConversationsService).find(acme.id, conversation.id);
      expect(after?.owner).toBe(conversation.owner);
    });
  });
});
