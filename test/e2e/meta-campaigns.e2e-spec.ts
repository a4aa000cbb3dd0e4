import { jest } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import type { Response } from 'supertest';
import { DataSource } from 'typeorm';
import { Clock } from '../../src/common/clock/clock';
import { HAND_OFF_TEXT } from '../../src/modules/bot/domain/rule-based';
import { ContactIdentitiesService } from '../../src/modules/contacts/contact-identities.service';
import { ConversationsService } from '../../src/modules/messaging/conversations/conversations.service';
import { SendJob } from '../../src/modules/messaging/outbound/send.job';
import { OutboundService } from '../../src/modules/messaging/outbound/outbound.service';
import { startTestApp, type TestApp } from '../support/app-factory';
import { CampaignFlow } from '../support/campaign-flow';
import { createAccount, type TestAccount } from '../support/factories';
import { FakeChatCompletions } from '../support/fake-chat-completions';
import { FakeGraph, GRAPH_FAILURES, type GraphFailure, signMeta } from '../support/fake-graph';

/**
 * Entry-point campaigns on Messenger and Instagram (docs/campaigns.md#entry-points),
 * against two local fakes of Meta's Graph API that check every request as Meta documents it:
 * `MESSENGER_API_BASE_URL` (Pages, and Instagram with Facebook login) and
 * `INSTAGRAM_API_BASE_URL` (Instagram login) point at different fakes, so a request sent to the
 * wrong one is a violation. The bot runs for real (a short debounce; the model is a fake
 * chat-completions server, so its instructions can be read).
 */

const DEBOUNCE_MS = 150;
const DAY = 24 * 60 * 60 * 1000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const PAGE = '1234567890123456';
const IG = '17841405822304914';
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

let idSequence = 0;
/** A fresh numeric Meta id (PSID, IGSID, comment id, media id). */
const metaId = () => String(7_100_000_000_000_000 + process.pid * 1000 + ++idSequence);

/** A Messenger (`page`) or Instagram notification with one `messaging[]` item, timed now. */
function messaging(channel: 'messenger' | 'instagram', item: Json, at = Date.now()): Json {
  const owner = channel === 'messenger' ? PAGE : IG;
  return {
    object: channel === 'messenger' ? 'page' : 'instagram',
    entry: [
      {
        id: owner,
        time: at,
        messaging: [{ recipient: { id: owner }, timestamp: at, ...item }],
      },
    ],
  };
}
/** A person opening the thread from `m.me/<page>?ref=<ref>` (Meta's `messaging_referrals`). */
const referral = (psid: string, referralBody: Json) =>
  messaging('messenger', {
    sender: { id: psid },
    referral: { source: 'SHORTLINK', type: 'OPEN_THREAD', ...referralBody },
  });
/** A text from a person. */
const text = (channel: 'messenger' | 'instagram', user: string, body: string, at?: number) =>
  messaging(
    channel,
    { sender: { id: user }, message: { mid: `m_${metaId()}`, text: body } },
    at ?? Date.now(),
  );
/**
 * A text from a person while another app controls the thread (`standby[]`): recorded, and the
 * person's window opens, but no automation wakes (so a test drives the sends itself).
 */
function standbyText(user: string, body: string, at = Date.now()): Json {
  const event = text('messenger', user, body, at);
  event.entry[0].standby = event.entry[0].messaging;
  delete event.entry[0].messaging;
  return event;
}
/** An Instagram comment on the account's media (`changes[].field: "comments"`). */
function comment(
  commentId: string,
  from: string,
  body: string,
  mediaId: string,
  at = Date.now(),
  owner = IG,
): Json {
  return {
    object: 'instagram',
    entry: [
      {
        id: owner,
        time: at,
        changes: [
          {
            field: 'comments',
            value: {
              id: commentId,
              from: { id: from, username: `user${from.slice(-4)}` },
              text: body,
              media: { id: mediaId, media_product_type: 'FEED' },
            },
          },
        ],
      },
    ],
  };
}

describe('Messenger and Instagram entry-point campaigns (docs/campaigns.md#entry-points)', () => {
  let t: TestApp;
  let db: DataSource;
  let flow: CampaignFlow;
  let facebook: FakeGraph;
  let instagram: FakeGraph;
  let model: FakeChatCompletions;
  let owner: { session: string; accountId: string; apiKey: string };
  let acme: TestAccount;
  let messengerId: string;
  let instagramId: string;
  let spring: { id: string; templateId: string };
  let deal: { id: string; mediaId: string };

  const api = () => t.api.as(owner.apiKey);
  const post = (
    channel: 'messenger' | 'instagram',
    body: Json,
    connectionId?: string,
    secret?: string,
  ) => {
    const raw = JSON.stringify(body);
    const appSecret =
      secret ?? (channel === 'messenger' ? MESSENGER.appSecret : INSTAGRAM.appSecret);
    return t.api
      .raw(
        'post',
        `/v1/webhooks/${channel}/${connectionId ?? (channel === 'messenger' ? messengerId : instagramId)}`,
      )
      .set('Content-Type', 'application/json')
      .set('X-Hub-Signature-256', signMeta(raw, appSecret))
      .send(raw);
  };
  /** Every outbox event and due job done, the bot's debounce run out, and done again. */
  const quiet = async () => {
    await flow.settle();
    await sleep(DEBOUNCE_MS + 150);
    await flow.settle();
  };
  /** A request with the owner's session cookie and the app's own Origin (the app's login). */
  const withSession = (method: 'get' | 'post', path: string) =>
    t.api
      .raw(method, path)
      .set('Cookie', `parley_session=${owner.session}`)
      .set('Origin', t.baseUrl);
  const contactOf = async (channel: 'messenger' | 'instagram', user: string, accountId?: string) =>
    (await t.app
      .get(ContactIdentitiesService)
      .findByIdentity(
        accountId ?? owner.accountId,
        `${channel}:${channel === 'messenger' ? PAGE : IG}`,
        user,
      ))!;
  const conversationOf = async (contactId: string, key = owner.apiKey): Promise<Json> => {
    const page = await t.api.as(key).get(`/v1/conversations?contactId=${contactId}`).expect(200);
    expect(page.body.data).toHaveLength(1);
    return page.body.data[0];
  };
  const messagesOf = (conversationId: string): Promise<Json[]> =>
    db.query(
      `SELECT id, direction, purpose, body, status, campaign_id AS "campaignId",
              external_id AS "externalId", reply_comment_id AS "replyCommentId"
         FROM messages WHERE conversation_id = $1 ORDER BY created_at, id`,
      [conversationId],
    );
  const enrolmentsOf = (campaignId: string): Promise<Json[]> =>
    db.query(
      `SELECT contact_id AS "contactId", status, skip_reason AS "skipReason", entry_point AS "entryPoint",
              operation_id AS "operationId"
         FROM enrolments WHERE campaign_id = $1 ORDER BY created_at`,
      [campaignId],
    );
  const template = async (channel: string, body: string, key = owner.apiKey) => {
    const res = await t.api
      .as(key)
      .post('/v1/templates', { name: `t_${metaId()}`, channel, language: 'en', body })
      .expect(201);
    expect(res.body.status).toBe('approved');
    return res.body.id as string;
  };
  const liveCampaign = async (settings: Json, key = owner.apiKey) => {
    const created = await t.api
      .as(key)
      .post('/v1/campaigns', { name: `Entry ${metaId()}`, ...settings })
      .expect(201);
    await t.api.as(key).post(`/v1/campaigns/${created.body.id}/launch`).expect(200);
    return created.body.id as string;
  };

  beforeAll(async () => {
    facebook = await FakeGraph.start([{ senderId: PAGE, accessToken: MESSENGER.pageAccessToken }]);
    instagram = await FakeGraph.start([{ senderId: IG, accessToken: INSTAGRAM.accessToken }]);
    model = await FakeChatCompletions.start();
    model.replyWith('We have sizes S to XL in the spring collection.');
    t = await startTestApp({
      env: {
        RATE_LIMIT_PER_MINUTE: '100000',
        MESSENGER_API_BASE_URL: facebook.baseUrl,
        INSTAGRAM_API_BASE_URL: instagram.baseUrl,
        BOT_DEBOUNCE_MS: String(DEBOUNCE_MS),
        BOT_API_BASE_URL: model.baseUrl,
        BOT_API_KEY: 'sk-test-bot-key',
        BOT_MODEL: 'test-model',
        BOT_MAX_RETRIES: '1',
        META_PRIVATE_REPLIES_PER_HOUR: '2',
      },
    });
    db = t.app.get(DataSource);
    flow = new CampaignFlow(t);
    // The owner signs up in the app (a session), and makes the account's API key there.
    const signup = await t.api
      .raw('post', '/v1/auth/signup')
      .send({
        name: 'Ada Owner',
        email: `owner.${Date.now().toString(36)}.${process.pid}@acme.test`,
        password: 'correct horse battery staple',
        accountName: 'Acme Shop',
        accountType: 'standard',
      })
      .expect(201);
    const cookie = ([] as string[])
      .concat(signup.headers['set-cookie'] ?? [])
      .find((c) => c.startsWith('parley_session='))!;
    owner = {
      session: cookie.split(';')[0].slice('parley_session='.length),
      accountId: signup.body.account.id,
      apiKey: '',
    };
    owner.apiKey = (await withSession('post', '/v1/account/api-key').expect(201)).body.apiKey;
    messengerId = (await api().post('/v1/channels/messenger', MESSENGER).expect(201)).body.id;
    instagramId = (await api().post('/v1/channels/instagram', INSTAGRAM).expect(201)).body.id;
    acme = await createAccount(t.app);
    const springTemplate = await template(
      'messenger',
      'Hi {{firstName}}, spring is here: 20% off everything this week.',
    );
    spring = {
      templateId: springTemplate,
      id: await liveCampaign({
        channel: 'messenger',
        openingTemplateId: springTemplate,
        entryPoints: { ref: 'spring', adIds: ['23851234567890123'] },
        bot: { instructions: 'You sell the spring collection. Sizes S to XL.' },
      }),
    };
    const mediaId = metaId();
    deal = {
      mediaId,
      id: await liveCampaign({
        channel: 'instagram',
        openingTemplateId: await template(
          'instagram',
          'Hi {{firstName}}! Here is your SPRING code: SPRING20',
        ),
        entryPoints: { ref: 'ig-spring', commentKeywords: ['spring', 'Deal'], mediaIds: [mediaId] },
      }),
    };
  });
  afterAll(async () => {
    await t?.close();
    await facebook?.close();
    await instagram?.close();
    await model?.close();
  });
  afterEach(() => {
    jest.restoreAllMocks();
    expect(facebook.violations).toEqual([]);
    expect(instagram.violations).toEqual([]);
  });

  describe('campaigns and templates on these channels', () => {
    it('Messenger and Instagram templates are approved at creation; a campaign shows entryLinks', async () => {
      const res = await api().get(`/v1/campaigns/${spring.id}`).expect(200);
      expect(res.body).toMatchObject({
        channel: 'messenger',
        listId: null,
        status: 'live',
        entryPoints: { ref: 'spring', adIds: ['23851234567890123'] },
        entryLinks: [`https://m.me/${PAGE}?ref=spring`],
        stats: { enrolled: expect.any(Number), sent: expect.any(Number) },
      });
      const ig = await api().get(`/v1/campaigns/${deal.id}`).expect(200);
      expect(ig.body.entryLinks).toEqual(['https://ig.me/m/acme.shop?ref=ig-spring']);
      expect(ig.body.entryPoints).toEqual({
        ref: 'ig-spring',
        commentKeywords: ['spring', 'Deal'],
        mediaIds: [deal.mediaId],
      });
      const list = await api().get('/v1/campaigns').expect(200);
      const listed = list.body.data.find((c: Json) => c.id === spring.id);
      expect(listed.entryLinks).toEqual([`https://m.me/${PAGE}?ref=spring`]);
      // WhatsApp campaigns have none
      const whatsapp = await flow.liveCampaign(acme);
      const plain = await t.api.as(acme.apiKey).get(`/v1/campaigns/${whatsapp.campaignId}`);
      expect(plain.body.entryLinks).toBeUndefined();
      expect(plain.body.entryPoints).toBeNull();
    });

    it('an Instagram campaign without a known username has no ig.me link; without a connection, none', async () => {
      await t.api
        .as(acme.apiKey)
        .post('/v1/channels/instagram', { ...INSTAGRAM, username: undefined })
        .expect(201);
      const id = await liveCampaign(
        {
          channel: 'instagram',
          openingTemplateId: await template('instagram', 'Hi!', acme.apiKey),
          entryPoints: { ref: 'x' },
        },
        acme.apiKey,
      );
      expect(
        (await t.api.as(acme.apiKey).get(`/v1/campaigns/${id}`).expect(200)).body.entryLinks,
      ).toEqual([]);
      await t.api.as(acme.apiKey).delete('/v1/channels/instagram').expect(204);
    });

    it.each<[string, Json, string]>([
      ['a list on Messenger', { channel: 'messenger', listId: 'LIST' }, 'listId'],
      [
        'entry points on WhatsApp',
        { channel: 'whatsapp', entryPoints: { ref: 'a' } },
        'entryPoints',
      ],
      [
        'comment keywords on Messenger',
        { channel: 'messenger', entryPoints: { commentKeywords: ['deal'] } },
        'entryPoints.commentKeywords',
      ],
      [
        'media without keywords',
        { channel: 'instagram', entryPoints: { ref: 'a', mediaIds: ['1'] } },
        'entryPoints.mediaIds',
      ],
      ['an incoming campaign', { channel: 'instagram', type: 'incoming' }, 'type'],
      [
        'a ref Meta would not pass',
        { channel: 'messenger', entryPoints: { ref: 'a b' } },
        'entryPoints.ref',
      ],
      [
        'a WhatsApp opening template',
        { channel: 'messenger', openingTemplateId: 'WA_TEMPLATE' },
        'openingTemplateId',
      ],
    ])('400 VALIDATION_FAILED for %s, naming the field', async (_name, body, field) => {
      const resolved = { ...body };
      if (resolved.listId === 'LIST') resolved.listId = await flow.list(acme);
      if (resolved.openingTemplateId === 'WA_TEMPLATE') {
        resolved.openingTemplateId = await flow.approvedTemplate(acme);
      }
      const before = await db.query(`SELECT count(*)::int AS n FROM campaigns`);
      const res = await t.api
        .as(acme.apiKey)
        .post('/v1/campaigns', { name: 'Bad', ...resolved })
        .expect(400);
      expect(res.body.error.code).toBe('VALIDATION_FAILED');
      expect(res.body.error.details.map((d: Json) => d.field)).toContain(field);
      expect(await db.query(`SELECT count(*)::int AS n FROM campaigns`)).toEqual(before);
    });

    it('launching needs an entry point (409 entry_points_missing); a live campaign’s entry points are frozen', async () => {
      const draft = await t.api
        .as(acme.apiKey)
        .post('/v1/campaigns', {
          name: 'No entry',
          channel: 'messenger',
          openingTemplateId: await template('messenger', 'Hello', acme.apiKey),
          entryPoints: { adIds: [] },
        })
        .expect(201);
      expect(draft.body.entryPoints).toBeNull();
      const refused = await t.api
        .as(acme.apiKey)
        .post(`/v1/campaigns/${draft.body.id}/launch`)
        .expect(409);
      expect(refused.body.error).toMatchObject({
        code: 'CAMPAIGN_NOT_LAUNCHABLE',
        details: [{ field: 'entryPoints', message: 'entry_points_missing' }],
      });
      await t.api
        .as(acme.apiKey)
        .patch(`/v1/campaigns/${draft.body.id}`, { entryPoints: { ref: 'later' } })
        .expect(200);
      await t.api.as(acme.apiKey).post(`/v1/campaigns/${draft.body.id}/launch`).expect(200);
      const frozen = await t.api
        .as(acme.apiKey)
        .patch(`/v1/campaigns/${draft.body.id}`, { entryPoints: { ref: 'other' } })
        .expect(409);
      expect(frozen.body.error.details).toEqual([
        { field: 'entryPoints', message: 'cannot change while the campaign is live' },
      ]);
      // the same entry points again is no change
      await t.api
        .as(acme.apiKey)
        .patch(`/v1/campaigns/${draft.body.id}`, { entryPoints: { ref: 'later' } })
        .expect(200);
    });
  });

  describe('the seed’s rule end to end on Messenger', () => {
    it('m.me/<page>?ref=spring → the opening with the first name → a reply → the bot (RESPONSE) → "talk to a human" → owner human; an API-key reply 403, a person’s session reply at 2 days HUMAN_AGENT', async () => {
      const psid = metaId();
      facebook.profile(psid, { first_name: 'Ada', last_name: 'Lovelace' });
      const before = facebook.messages.length;

      // 1. The person opens m.me/<page>?ref=spring: a signed referral webhook
      await post('messenger', referral(psid, { ref: 'spring' })).expect(200);
      await quiet();
      const opening = facebook.messages.slice(before);
      expect(
        opening.map((m) => [m.senderId, m.recipientId, m.messagingType, m.tag, m.text]),
      ).toEqual([
        [PAGE, psid, 'RESPONSE', null, 'Hi Ada, spring is here: 20% off everything this week.'],
      ]);
      const contact = await contactOf('messenger', psid);
      expect(contact).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace', phone: null });
      const conversation = await conversationOf(contact.id);
      expect(conversation).toMatchObject({ channel: 'messenger', campaignId: spring.id });
      expect(await messagesOf(conversation.id)).toEqual([
        expect.objectContaining({
          direction: 'outbound',
          purpose: 'opening',
          status: 'sent',
          campaignId: spring.id,
          externalId: opening[0].messageId,
        }),
      ]);
      const [enrolment] = (await enrolmentsOf(spring.id)).filter((e) => e.contactId === contact.id);
      expect(enrolment).toMatchObject({
        status: 'sent',
        entryPoint: { kind: 'referral', ref: 'spring', adId: null, source: 'SHORTLINK' },
      });

      // 2. They reply; the bot answers with the campaign's instructions, RESPONSE
      const prompts = model.requests.length;
      await post(
        'messenger',
        text('messenger', psid, 'Sounds good, which sizes do you have?'),
      ).expect(200);
      await quiet();
      const botReply = facebook.messages.slice(before + 1);
      expect(botReply.map((m) => [m.recipientId, m.messagingType, m.tag, m.text])).toEqual([
        [psid, 'RESPONSE', null, 'We have sizes S to XL in the spring collection.'],
      ]);
      const system = model.requests[prompts].body?.messages?.find((m) => m.role === 'system');
      expect(system?.content).toContain('You sell the spring collection. Sizes S to XL.');
      expect((await enrolmentsOf(spring.id)).find((e) => e.contactId === contact.id)).toMatchObject(
        { status: 'replied' },
      );

      // 3. They ask for a person: the conversation is a person's; the bot says so once
      await post('messenger', text('messenger', psid, 'Can I talk to a human please?')).expect(200);
      await quiet();
      expect((await conversationOf(contact.id)).owner).toBe('human');
      expect(facebook.messages.slice(before + 2).map((m) => [m.messagingType, m.text])).toEqual([
        ['RESPONSE', HAND_OFF_TEXT],
      ]);

      // 4. An API-key reply is refused; a person in the app answers two days later: HUMAN_AGENT
      const refused = await api()
        .post(`/v1/conversations/${conversation.id}/messages`, { body: 'From the API' })
        .expect(403);
      expect(refused.body.error.code).toBe('CHANNEL_SEND_NOT_ALLOWED');
      jest.spyOn(t.app.get(Clock), 'now').mockReturnValue(new Date(Date.now() + 2 * DAY));
      const reply = await withSession('post', `/v1/conversations/${conversation.id}/messages`)
        .send({ body: 'Sorry for the wait: size M is back in stock.' })
        .expect(202);
      expect(reply.body).toMatchObject({ author: 'human', status: 'queued' });
      await flow.settle();
      expect(facebook.messages.slice(before + 3).map((m) => [m.messagingType, m.tag])).toEqual([
        ['MESSAGE_TAG', 'HUMAN_AGENT'],
      ]);
      // the bot never used HUMAN_AGENT
      expect(
        facebook.messages
          .slice(before)
          .filter((m) => m.tag === 'HUMAN_AGENT')
          .map((m) => m.text),
      ).toEqual(['Sorry for the wait: size M is back in stock.']);
      const stats = (await api().get(`/v1/campaigns/${spring.id}`).expect(200)).body.stats;
      expect(stats).toMatchObject({ enrolled: 1, sent: 1, replied: 1, failed: 0, skipped: 0 });
    });

    it('a new thread from Get Started (postback.referral) gets one opening, not a bot reply to "Get Started"; opening the link again greets nobody twice', async () => {
      const psid = metaId();
      facebook.profile(psid, { first_name: 'Grace', last_name: 'Hopper' });
      const before = facebook.messages.length;
      const getStarted = messaging('messenger', {
        sender: { id: psid },
        postback: {
          mid: `m_${metaId()}`,
          title: 'Get Started',
          payload: 'GET_STARTED',
          referral: { ref: 'spring', source: 'SHORTLINK', type: 'OPEN_THREAD' },
        },
      });
      await Promise.all([post('messenger', getStarted), post('messenger', getStarted)]);
      await quiet();
      await post('messenger', referral(psid, { ref: 'spring' })).expect(200);
      await quiet();
      expect(facebook.messages.slice(before).map((m) => [m.recipientId, m.text])).toEqual([
        [psid, 'Hi Grace, spring is here: 20% off everything this week.'],
      ]);
      const contact = await contactOf('messenger', psid);
      const rows = await messagesOf((await conversationOf(contact.id)).id);
      expect(rows.map((r) => [r.direction, r.purpose, r.body])).toEqual([
        ['inbound', 'inbound', 'Get Started'],
        ['outbound', 'opening', 'Hi Grace, spring is here: 20% off everything this week.'],
      ]);
      // the postback that carried the entry point is not a reply to the opening, even when its
      // event is delivered again after the opening went out (the outbox is at least once)
      await db.query(
        `INSERT INTO outbox_events (account_id, type, payload)
         SELECT account_id, type, payload FROM outbox_events
          WHERE type = 'InboundMessageRecorded' AND payload->>'contactId' = $1`,
        [contact.id],
      );
      await quiet();
      const enrolments = (await enrolmentsOf(spring.id)).filter((e) => e.contactId === contact.id);
      expect(enrolments).toEqual([expect.objectContaining({ status: 'sent' })]);
      expect(facebook.messages.length).toBe(before + 1);
    });

    it('a click-to-Messenger ad (referral.ad_id) starts the campaign that names the ad', async () => {
      const psid = metaId();
      const before = facebook.messages.length;
      await post(
        'messenger',
        referral(psid, { ref: 'unknown-ref', ad_id: '23851234567890123', source: 'ADS' }),
      ).expect(200);
      await quiet();
      expect(facebook.messages.slice(before).map((m) => [m.recipientId, m.text])).toEqual([
        [psid, 'Hi there, spring is here: 20% off everything this week.'],
      ]);
      const contact = await contactOf('messenger', psid);
      expect((await enrolmentsOf(spring.id)).find((e) => e.contactId === contact.id)).toMatchObject(
        {
          status: 'sent',
          entryPoint: { kind: 'referral', adId: '23851234567890123', source: 'ADS' },
        },
      );
    });

    it('a referral without a matching campaign starts nothing, but reopens the window (Meta: the person’s latest interaction)', async () => {
      const psid = metaId();
      const before = facebook.messages.length;
      await post('messenger', standbyText(psid, 'hello', Date.now() - 3 * DAY)).expect(200);
      await flow.settle();
      const contact = await contactOf('messenger', psid);
      expect((await conversationOf(contact.id)).window.open).toBe(false);
      await post('messenger', referral(psid, { ref: 'no-such-campaign' })).expect(200);
      await flow.settle();
      const conversation = await conversationOf(contact.id);
      expect(conversation.window.open).toBe(true);
      expect(new Date(conversation.lastInboundAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
      expect(facebook.messages.length).toBe(before);
    });
  });

  describe('Instagram comment-to-DM: private replies', () => {
    it('a comment with a keyword gets exactly one private reply, even delivered three times concurrently', async () => {
      const igsid = metaId();
      instagram.profile(igsid, { name: 'Grace Hopper', username: 'grace' });
      const commentId = metaId();
      const before = { ig: instagram.messages.length, fb: facebook.messages.length };
      const body = comment(commentId, igsid, 'I want the spring deal!!', deal.mediaId);
      const answers = await Promise.all([1, 2, 3].map(() => post('instagram', body)));
      expect(answers.map((a: Response) => a.status)).toEqual([200, 200, 200]);
      await quiet();
      await post('instagram', body).expect(200);
      await quiet();
      const replies = instagram.messages.slice(before.ig);
      expect(
        replies.map((m) => [m.senderId, m.commentId, m.recipientId, m.messagingType, m.text]),
      ).toEqual([[IG, commentId, null, null, 'Hi Grace! Here is your SPRING code: SPRING20']]);
      expect(facebook.messages.length).toBe(before.fb);
      const contact = await contactOf('instagram', igsid);
      const [message] = await messagesOf((await conversationOf(contact.id)).id);
      expect(message).toMatchObject({
        purpose: 'opening',
        status: 'sent',
        replyCommentId: commentId,
        externalId: replies[0].messageId,
      });
      const enrolments = (await enrolmentsOf(deal.id)).filter((e) => e.contactId === contact.id);
      expect(enrolments).toEqual([
        expect.objectContaining({
          status: 'sent',
          entryPoint: expect.objectContaining({
            kind: 'comment',
            commentId,
            mediaId: deal.mediaId,
          }),
        }),
      ]);

      // another keyword comment by the same person: enrolled once per campaign, no second reply
      await post('instagram', comment(metaId(), igsid, 'DEAL please', deal.mediaId)).expect(200);
      await quiet();
      expect(instagram.messages.length).toBe(before.ig + 1);

      // the person answers the private reply in Direct: the bot carries on, RESPONSE to the IGSID
      await post('instagram', text('instagram', igsid, 'Thanks! Does it work online?')).expect(200);
      await quiet();
      expect(
        instagram.messages.slice(before.ig + 1).map((m) => [m.recipientId, m.messagingType]),
      ).toEqual([[igsid, 'RESPONSE']]);
    });

    it('one private reply per comment across campaigns: redelivered after its campaign paused, another campaign’s is skipped', async () => {
      const template = await (async () =>
        (
          await api()
            .post('/v1/templates', {
              name: `flash_${metaId()}`,
              channel: 'instagram',
              language: 'en',
              body: 'Flash code: FLASH10',
            })
            .expect(201)
        ).body.id)();
      const first = await liveCampaign({
        channel: 'instagram',
        openingTemplateId: template,
        entryPoints: { commentKeywords: ['flash'] },
      });
      const second = await liveCampaign({
        channel: 'instagram',
        openingTemplateId: template,
        entryPoints: { commentKeywords: ['flash'] },
      });
      const igsid = metaId();
      const commentId = metaId();
      const body = comment(commentId, igsid, 'Flash sale?', metaId());
      const before = instagram.messages.length;
      await post('instagram', body).expect(200);
      await quiet();
      await api().post(`/v1/campaigns/${first}/pause`).expect(200);
      await post('instagram', body).expect(200);
      await quiet();
      expect(instagram.messages.slice(before).map((m) => m.commentId)).toEqual([commentId]);
      const contact = await contactOf('instagram', igsid);
      expect((await enrolmentsOf(first)).map((e) => [e.contactId, e.status])).toEqual([
        [contact.id, 'sent'],
      ]);
      expect((await enrolmentsOf(second)).map((e) => [e.status, e.skipReason])).toEqual([
        ['skipped', 'comment_already_answered'],
      ]);
    });

    it('comments without a keyword, or on other media, start nothing and make no contact', async () => {
      const contacts = await db.query(`SELECT count(*)::int AS n FROM contacts`);
      const before = instagram.messages.length;
      await post('instagram', comment(metaId(), metaId(), 'nice photo', deal.mediaId)).expect(200);
      await post('instagram', comment(metaId(), metaId(), 'spring deal?', metaId())).expect(200);
      await quiet();
      expect(instagram.messages.length).toBe(before);
      expect(await db.query(`SELECT count(*)::int AS n FROM contacts`)).toEqual(contacts);
    });

    it('a comment older than 7 days is skipped window_closed: nothing is sent', async () => {
      const igsid = metaId();
      const before = instagram.messages.length;
      await post(
        'instagram',
        comment(metaId(), igsid, 'spring', deal.mediaId, Date.now() - 8 * DAY),
      ).expect(200);
      await quiet();
      expect(instagram.messages.length).toBe(before);
      const contact = await contactOf('instagram', igsid);
      expect((await enrolmentsOf(deal.id)).find((e) => e.contactId === contact.id)).toMatchObject({
        status: 'skipped',
        skipReason: 'window_closed',
      });
    });

    it('at most META_PRIVATE_REPLIES_PER_HOUR private replies per hour per account: the next waits on its row, then goes once', async () => {
      // a fresh account (its own budget) on another Instagram account
      const other = await createAccount(t.app);
      const IG2 = metaId();
      const token = `IGAA${randomBytes(24).toString('hex')}`;
      instagram.allow(IG2, token);
      const connection = (
        await t.api
          .as(other.apiKey)
          .post('/v1/channels/instagram', {
            ...INSTAGRAM,
            instagramAccountId: IG2,
            accessToken: token,
          })
          .expect(201)
      ).body.id;
      const media = metaId();
      const campaignId = await liveCampaign(
        {
          channel: 'instagram',
          openingTemplateId: await template('instagram', 'Your code: SPRING20', other.apiKey),
          entryPoints: { commentKeywords: ['code'] },
        },
        other.apiKey,
      );
      const before = instagram.messages.length;
      const comments = [metaId(), metaId(), metaId()];
      for (const id of comments) {
        await post(
          'instagram',
          comment(id, metaId(), 'code please', media, Date.now(), IG2),
          connection,
        );
        await quiet();
      }
      expect(instagram.messages.slice(before).map((m) => m.commentId)).toEqual(
        comments.slice(0, 2),
      );
      const [waiting] = await db.query(
        `SELECT status, send_due_at AS "dueAt", send_attempts AS attempts FROM messages
          WHERE account_id = $1 AND reply_comment_id = $2`,
        [other.id, comments[2]],
      );
      expect(waiting).toMatchObject({ status: 'queued', attempts: 0 });
      const wait = new Date(waiting.dueAt).getTime() - Date.now();
      expect(wait).toBeGreaterThan(59 * 60_000);
      expect(wait).toBeLessThanOrEqual(60 * 60_000);
      // an hour later (the slots moved back), the sweeper finds the due row: sent once
      await db.query(
        `UPDATE messages SET reply_slot_at = reply_slot_at - interval '61 minutes',
                send_due_at = LEAST(send_due_at, now() - interval '1 minute')
          WHERE account_id = $1`,
        [other.id],
      );
      await t.app.get(SendJob).sweep();
      await flow.settle();
      await t.app.get(SendJob).sweep();
      await flow.settle();
      expect(instagram.messages.slice(before).map((m) => m.commentId)).toEqual(comments);
      const stats = (await t.api.as(other.apiKey).get(`/v1/campaigns/${campaignId}`)).body.stats;
      expect(stats).toMatchObject({ enrolled: 3, sent: 3 });
    });
  });

  describe('the one send path on these channels', () => {
    /** A person of the Page who wrote a moment ago (standby: the bot stays out), with their conversation. */
    async function writtenNow() {
      const psid = metaId();
      await post('messenger', standbyText(psid, 'hi')).expect(200);
      await flow.settle();
      const contact = await contactOf('messenger', psid);
      const conversation = (await t.app
        .get(ConversationsService)
        .find(owner.accountId, (await conversationOf(contact.id)).id))!;
      return { psid, contact, conversation };
    }
    const row = async (id: string) =>
      (
        await db.query(
          `SELECT status, error_code AS "errorCode", error_message AS "errorMessage",
                  external_id AS "externalId", send_attempts AS attempts, sent_parts AS "sentParts"
             FROM messages WHERE id = $1`,
          [id],
        )
      )[0];
    const retryNow = async (id: string) => {
      await db.query(
        `UPDATE messages SET send_due_at = now() - interval '1 minute' WHERE id = $1`,
        [id],
      );
      await t.app.get(SendJob).sweep();
      await flow.settle();
    };

    it.each<[string, GraphFailure]>([
      ['4 (application rate limit)', GRAPH_FAILURES.appRateLimited],
      ['613 (Page rate limit)', GRAPH_FAILURES.rateLimited],
      ['80006 (Send API rate)', GRAPH_FAILURES.sendRateLimited],
    ])('code %s is retried through the queue and ends in one send', async (_name, failure) => {
      const { psid, contact, conversation } = await writtenNow();
      const requests = facebook.requests;
      const before = facebook.messages.length;
      facebook.failNext(1, failure);
      const message = await t.app.get(OutboundService).send({
        accountId: owner.accountId,
        conversation,
        contact,
        body: `Retry me ${failure.code}`,
        purpose: 'human',
      });
      await flow.settle();
      expect(await row(message.id)).toMatchObject({ status: 'queued', attempts: 1 });
      await retryNow(message.id);
      await retryNow(message.id); // a later sweep sends nothing again
      expect(await row(message.id)).toMatchObject({ status: 'sent', attempts: 2 });
      expect(facebook.requests - requests).toBe(2);
      expect(facebook.messages.slice(before).map((m) => [m.recipientId, m.text])).toEqual([
        [psid, `Retry me ${failure.code}`],
      ]);
    });

    it('a long text refused for now at part 2: the retry sends parts 2 and 3 only; part 1’s id is the external id', async () => {
      const { contact, conversation } = await writtenNow();
      const before = facebook.messages.length;
      const body = `${'a'.repeat(1999)} ${'b'.repeat(1999)} ${'c'.repeat(500)}`;
      facebook.failNext(1, GRAPH_FAILURES.rateLimited, 1);
      const message = await t.app.get(OutboundService).send({
        accountId: owner.accountId,
        conversation,
        contact,
        body,
        purpose: 'human',
      });
      await flow.settle();
      const first = facebook.messages.slice(before);
      expect(first).toHaveLength(1);
      expect(await row(message.id)).toMatchObject({
        status: 'queued',
        sentParts: [first[0].messageId],
      });
      await retryNow(message.id);
      const sent = facebook.messages.slice(before);
      expect(sent.map((m) => m.text.length)).toEqual([2000, 2000, 500]);
      expect(sent.map((m) => m.text).join('')).toBe(body);
      expect(await row(message.id)).toMatchObject({
        status: 'sent',
        externalId: sent[0].messageId,
        sentParts: sent.map((m) => m.messageId),
      });
    });

    it('a long text refused for good at part 2 fails with its error and keeps part 1’s id', async () => {
      const { contact, conversation } = await writtenNow();
      const before = facebook.messages.length;
      facebook.failNext(1, GRAPH_FAILURES.unavailable, 1);
      const message = await t.app.get(OutboundService).send({
        accountId: owner.accountId,
        conversation,
        contact,
        body: `${'x'.repeat(1999)} ${'y'.repeat(1999)} ${'z'.repeat(10)}`,
        purpose: 'human',
      });
      await flow.settle();
      await retryNow(message.id);
      const sent = facebook.messages.slice(before);
      expect(sent).toHaveLength(1);
      const failed = await row(message.id);
      expect(failed).toMatchObject({
        status: 'failed',
        errorCode: 'RECIPIENT_UNAVAILABLE',
        externalId: sent[0].messageId,
      });
      expect(failed.errorMessage).toContain('Meta accepted 1 of 3 parts');
    });

    it('INSTAGRAM_API_BASE_URL serves Instagram login, MESSENGER_API_BASE_URL Instagram with Facebook login (as its Page)', async () => {
      const other = await createAccount(t.app);
      const PAGE2 = metaId();
      const IG3 = metaId();
      const token = `EAAG${randomBytes(24).toString('hex')}`;
      facebook.allow(PAGE2, token);
      const connection = (
        await t.api
          .as(other.apiKey)
          .post('/v1/channels/instagram', {
            ...INSTAGRAM,
            instagramAccountId: IG3,
            accessToken: token,
            login: 'facebook',
            pageId: PAGE2,
          })
          .expect(201)
      ).body.id;
      await liveCampaign(
        {
          channel: 'instagram',
          openingTemplateId: await template('instagram', 'Welcome!', other.apiKey),
          entryPoints: { ref: 'fb-login' },
        },
        other.apiKey,
      );
      const igsid = metaId();
      const before = { ig: instagram.messages.length, fb: facebook.messages.length };
      const opened = messaging('instagram', {
        sender: { id: igsid },
        message: {
          mid: `m_${metaId()}`,
          text: 'Hi!',
          referral: { ref: 'fb-login', source: 'IGME', type: 'OPEN_THREAD' },
        },
      });
      opened.entry[0].id = IG3;
      opened.entry[0].messaging[0].recipient.id = IG3;
      await post('instagram', opened, connection).expect(200);
      await quiet();
      expect(instagram.messages.length).toBe(before.ig);
      expect(
        facebook.messages.slice(before.fb).map((m) => [m.senderId, m.recipientId, m.text]),
      ).toEqual([[PAGE2, igsid, 'Welcome!']]);
    });

    it('send_custom_channel_message never reaches Messenger or Instagram', async () => {
      const requests = { fb: facebook.requests, ig: instagram.requests };
      for (const customChannel of ['messenger', 'instagram']) {
        const res = await api()
          .post('/v1/send_custom_channel_message', {
            customData: { fromId: '2468013579246801', customChannel, body: 'Hi via the API' },
          })
          .expect(404);
        expect(res.body.error.code).toBe('CHANNEL_NOT_FOUND');
      }
      await flow.settle();
      expect({ fb: facebook.requests, ig: instagram.requests }).toEqual(requests);
    });

    it('Meta contacts (no phone) in a list-triggered WhatsApp campaign are skipped no_phone, without error', async () => {
      const { contact } = await writtenNow();
      const listId = await flow.list({
        id: owner.accountId,
        type: 'standard',
        apiKey: owner.apiKey,
      });
      const whatsapp = await flow.liveCampaign(
        { id: owner.accountId, type: 'standard', apiKey: owner.apiKey },
        { listId },
      );
      const requests = facebook.requests;
      await api()
        .post(`/v1/lists/${listId}/contacts`, { contactIds: [contact.id] })
        .expect(201);
      await flow.settle();
      expect(await flow.enrolments(whatsapp.campaignId)).toEqual([
        expect.objectContaining({
          contactId: contact.id,
          status: 'skipped',
          skipReason: 'no_phone',
        }),
      ]);
      const stats = (await api().get(`/v1/campaigns/${whatsapp.campaignId}`).expect(200)).body
        .stats;
      expect(stats).toMatchObject({ enrolled: 1, skipped: 1, skippedReasons: { no_phone: 1 } });
      expect(facebook.requests).toBe(requests);
    });
  });

  it('no transaction deadlocked and no job failed during the file (entry points, dispatch and the relay share rows)', () => {
    const raw = t.rawLogs();
    expect(raw).not.toContain('deadlock detected');
    expect(
      t.logs.filter((line) => line.context === 'JobQueue' && (line.level as number) >= 40),
    ).toEqual([]);
  });
});
