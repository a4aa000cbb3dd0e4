import { jest } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { Clock } from '../../src/common/clock/clock';
import { DataSource } from 'typeorm';
import { DispatchQueue } from '../../src/modules/campaigns/dispatch.queue';
import { TemplatesService } from '../../src/modules/templates';
import { startTestApp, type TestApp } from '../support/app-factory';
import { CampaignFlow, nextPhone } from '../support/campaign-flow';
import { createAccount, type TestAccount } from '../support/factories';
import { FakeTwilio, TWILIO_FAILURES } from '../support/fake-twilio';
import { FakeWhatsApp, signWhatsApp, WHATSAPP_FAILURES } from '../support/fake-whatsapp';
import { loadWhatsAppFixture } from '../support/whatsapp-fixtures';

const WHATSAPP = {
  phoneNumberId: '106540352242922',
  accessToken: `EAAG${randomBytes(24).toString('hex')}`,
  appSecret: randomBytes(16).toString('hex'),
  verifyToken: `verify-${randomBytes(8).toString('hex')}`,
};
const TWILIO = {
  accountSid: `AC${randomBytes(16).toString('hex')}`,
  authToken: randomBytes(16).toString('hex'),
  from: '+14155550100',
};

/** A signed WhatsApp webhook notification with one `messages` change (Meta's shape). */
function notification(value: Record<string, unknown>): string {
  return JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '102290129340398',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: {
                display_phone_number: '15550783881',
                phone_number_id: WHATSAPP.phoneNumberId,
              },
              ...value,
            },
          },
        ],
      },
    ],
  });
}

/**
 * Campaign sends through real provider adapters (WhatsApp Cloud API and Twilio fakes that check
 * each request as documented), and provider webhooks feeding back status reports and replies.
 */
describe('Campaigns through WhatsApp and Twilio: providers, retries, status, replies', () => {
  let t: TestApp;
  let flow: CampaignFlow;
  let whatsapp: FakeWhatsApp;
  let twilio: FakeTwilio;
  let acme: TestAccount;
  let connectionId: string;

  beforeAll(async () => {
    whatsapp = await FakeWhatsApp.start([WHATSAPP]);
    twilio = await FakeTwilio.start([TWILIO]);
    t = await startTestApp({
      env: {
        RATE_LIMIT_PER_MINUTE: '100000',
        WHATSAPP_API_BASE_URL: whatsapp.baseUrl,
        TWILIO_API_BASE_URL: twilio.baseUrl,
        SMS_MESSAGES_PER_SECOND: '50',
        PROVIDER_TIMEOUT_MS: '1000',
        PUBLIC_BASE_URL: 'https://parley.test',
        // The bot's answer to a reply ('Tell me more') is no concern here: with the default 3 s
        // it went out during a later test and took the failure that test had set up.
        BOT_DEBOUNCE_MS: '600000',
      },
    });
    flow = new CampaignFlow(t);
    acme = await createAccount(t.app);
    connectionId = (await t.api.as(acme.apiKey).post('/v1/channels/whatsapp', WHATSAPP).expect(201))
      .body.id;
    await t.api.as(acme.apiKey).post('/v1/channels/sms', TWILIO).expect(201);
  });
  afterEach(() => {
    expect(whatsapp.violations).toEqual([]);
    expect(twilio.violations).toEqual([]);
  });
  afterAll(async () => {
    await t.close();
    await whatsapp.close();
    await twilio.close();
  });

  const webhook = (raw: string) =>
    t.api
      .raw('post', `/v1/webhooks/whatsapp/${connectionId}`)
      .set('Content-Type', 'application/json')
      .set('X-Hub-Signature-256', signWhatsApp(raw, WHATSAPP.appSecret))
      .send(raw)
      .expect(200);

  it('sends the opening as a WhatsApp template message with the first name, then follows status reports forward only', async () => {
    const before = whatsapp.messages.length;
    const { campaignId, listId, templateId } = await flow.liveCampaign(acme);
    const template = (await t.api.as(acme.apiKey).get(`/v1/templates/${templateId}`).expect(200))
      .body;
    const phone = nextPhone();
    const id = await flow.contact(acme, { phone, firstName: 'Ada' });
    await flow.add(acme, listId, [id]);
    await flow.settle();
    const sent = whatsapp.messages.slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0].authorization).toBe(`Bearer ${WHATSAPP.accessToken}`);
    expect(sent[0].body).toMatchObject({
      messaging_product: 'whatsapp',
      to: phone.slice(1),
      type: 'template',
      template: {
        name: template.name,
        language: { code: 'en_US' },
        components: [{ type: 'body', parameters: [{ type: 'text', text: 'Ada' }] }],
      },
    });
    const [message] = (await t.api.as(acme.apiKey).get(`/v1/messages?contactId=${id}`).expect(200))
      .body.data;
    expect(message).toMatchObject({ status: 'sent', externalId: sent[0].id, campaignId });

    const status = (s: string, ts: number) => ({
      id: sent[0].id,
      status: s,
      timestamp: String(ts),
      recipient_id: phone.slice(1),
    });
    const now = Math.floor(Date.now() / 1000);
    await webhook(notification({ statuses: [status('read', now + 2)] }));
    await flow.settle();
    await webhook(notification({ statuses: [status('delivered', now + 1)] })); // late: changes nothing
    await flow.settle();
    const after = (await t.api.as(acme.apiKey).get(`/v1/messages/${message.id}`).expect(200)).body;
    expect(after.status).toBe('read');
    expect(after.deliveredAt).not.toBeNull();
    expect(after.readAt).not.toBeNull();

    // The contact answers: the enrolment is replied.
    await webhook(
      notification({
        contacts: [{ profile: { name: 'Ada' }, wa_id: phone.slice(1) }],
        messages: [
          {
            from: phone.slice(1),
            id: `wamid.IN${Date.now()}`,
            timestamp: String(now + 3),
            type: 'text',
            text: { body: 'Tell me more' },
          },
        ],
      }),
    );
    await flow.settle();
    expect(await flow.enrolments(campaignId)).toMatchObject([{ status: 'replied' }]);
    const conversation = (
      await t.api.as(acme.apiKey).get(`/v1/conversations/${message.conversationId}`).expect(200)
    ).body;
    expect(
      conversation.messages.map((m: { direction: string; body: string }) => [m.direction, m.body]),
    ).toEqual([
      ['outbound', 'Hi Ada, thanks for signing up!'],
      ['inbound', 'Tell me more'],
    ]);
  });

  it('WhatsApp 130429 (throughput) slows the send down and retries it: delivered once, never dropped', async () => {
    const before = whatsapp.messages.length;
    const { campaignId, listId } = await flow.liveCampaign(acme);
    whatsapp.failNext(1, WHATSAPP_FAILURES.throughput);
    const [id] = await flow.contacts(acme, 1);
    await flow.add(acme, listId, [id]);
    await flow.waitForSent(campaignId, 1);
    expect(whatsapp.messages.slice(before)).toHaveLength(1);
    const messages = await flow.messages(campaignId);
    expect(messages).toHaveLength(1);
    expect(messages[0].status).toBe('sent');
  });

  it('a permanent refusal fails the message with the provider error, and the campaign counts it', async () => {
    const { campaignId, listId } = await flow.liveCampaign(acme);
    whatsapp.failNext(1, WHATSAPP_FAILURES.undeliverable);
    const [id] = await flow.contacts(acme, 1);
    await flow.add(acme, listId, [id]);
    await flow.settle();
    const [message] = (await t.api.as(acme.apiKey).get(`/v1/messages?contactId=${id}`).expect(200))
      .body.data;
    expect(message).toMatchObject({ status: 'failed', error: { code: 'UNDELIVERABLE' } });
    const campaign = (await t.api.as(acme.apiKey).get(`/v1/campaigns/${campaignId}`).expect(200))
      .body;
    expect(campaign.stats).toMatchObject({ enrolled: 1, failed: 1, sent: 0 });
  });

  it('131049 (per-person marketing limit) is not retried and counts as the skip reason marketing_limit_reached', async () => {
    const { campaignId, listId } = await flow.liveCampaign(acme);
    const requests = whatsapp.requests;
    whatsapp.failNext(1, {
      kind: 'graph',
      status: 400,
      code: 131049,
      message: '(#131049) This message was not delivered to maintain healthy ecosystem engagement.',
    });
    const [id] = await flow.contacts(acme, 1);
    await flow.add(acme, listId, [id]);
    await flow.settle();
    expect(whatsapp.requests - requests).toBe(1); // never retried
    const [message] = (await t.api.as(acme.apiKey).get(`/v1/messages?contactId=${id}`).expect(200))
      .body.data;
    expect(message).toMatchObject({ status: 'failed', error: { code: 'MARKETING_LIMIT_REACHED' } });
    expect(message.error.message).toContain('limit of marketing messages');
    const campaign = (await t.api.as(acme.apiKey).get(`/v1/campaigns/${campaignId}`).expect(200))
      .body;
    expect(campaign.stats).toMatchObject({
      enrolled: 1,
      failed: 0,
      skipped: 1,
      skippedReasons: { marketing_limit_reached: 1 },
    });
  });

  it('after a 131049, marketing templates to that person wait 24 h (utility ones do not); then they go', async () => {
    const DAY = 24 * 60 * 60 * 1000;
    const first = await flow.liveCampaign(acme);
    whatsapp.failNext(1, {
      kind: 'graph',
      status: 400,
      code: 131049,
      message: '(#131049) This message was not delivered to maintain healthy ecosystem engagement.',
    });
    const [id] = await flow.contacts(acme, 1);
    await flow.add(acme, first.listId, [id]);
    await flow.settle();
    const [refused] = await t.app
      .get(DataSource)
      .query(`SELECT failed_at AS "failedAt" FROM messages WHERE campaign_id = $1`, [
        first.campaignId,
      ]);
    expect(refused.failedAt).toBeTruthy();
    const refusedAt = new Date(refused.failedAt).getTime();

    // another marketing campaign an hour later: the opening waits, nothing reaches WhatsApp
    const clock = jest
      .spyOn(t.app.get(Clock), 'now')
      .mockReturnValue(new Date(refusedAt + 3_600_000));
    try {
      const requests = whatsapp.requests;
      const second = await flow.liveCampaign(acme);
      await flow.add(acme, second.listId, [id]);
      await flow.settle();
      expect(whatsapp.requests - requests).toBe(0);
      const [waiting] = await flow.enrolments(second.campaignId);
      expect(waiting.status).toBe('pending');
      expect(new Date(waiting.dispatchAt).getTime()).toBe(refusedAt + DAY);
      expect(await flow.messages(second.campaignId)).toHaveLength(0);

      // a utility template is not held by the marketing limit
      const utility = (
        await t.api
          .as(acme.apiKey)
          .post('/v1/templates', {
            name: `order_update_${Date.now()}`,
            channel: 'whatsapp',
            language: 'en_US',
            body: 'Hi {{firstName}}, your order shipped.',
            category: 'utility',
          })
          .expect(201)
      ).body.id;
      await t.app.get(TemplatesService).review(utility, 'approved');
      const third = await flow.liveCampaign(acme, { openingTemplateId: utility });
      await flow.add(acme, third.listId, [id]);
      await flow.waitForSent(third.campaignId, 1);

      // 24 h after the refusal a marketing template goes
      clock.mockReturnValue(new Date(refusedAt + DAY + 60_000));
      const fourth = await flow.liveCampaign(acme);
      await flow.add(acme, fourth.listId, [id]);
      await flow.waitForSent(fourth.campaignId, 1);
    } finally {
      clock.mockRestore();
    }
  });

  it('131049 reported later by a failed status webhook counts as marketing_limit_reached, and the follow-ups to that person wait 24 h', async () => {
    const DAY = 24 * 60 * 60 * 1000;
    const followUpTemplate = await flow.approvedTemplate(
      acme,
      'whatsapp',
      'Still there, {{firstName}}?',
    );
    const { campaignId, listId } = await flow.liveCampaign(acme, {
      followUps: [{ afterMinutes: 1, templateId: followUpTemplate }],
    });
    const phone = nextPhone();
    const id = await flow.contact(acme, { phone });
    await flow.add(acme, listId, [id]);
    await flow.waitForSent(campaignId, 1);
    const [opening] = (await t.api.as(acme.apiKey).get(`/v1/messages?contactId=${id}`).expect(200))
      .body.data;
    expect(
      (await t.api.as(acme.apiKey).get(`/v1/campaigns/${campaignId}`)).body.stats,
    ).toMatchObject({ sent: 1, skipped: 0 });

    const failedAt = Math.floor(Date.now() / 1000);
    await webhook(
      JSON.stringify(
        loadWhatsAppFixture('status-failed-131049.json', WHATSAPP.phoneNumberId, {
          WAMID: opening.externalId,
          WA_ID: phone.slice(1),
          BSUID: `US.${Date.now()}${process.pid}3`,
          TIMESTAMP: String(failedAt),
        }),
      ),
    );
    await flow.settle();
    const message = (await t.api.as(acme.apiKey).get(`/v1/messages/${opening.id}`).expect(200))
      .body;
    expect(message).toMatchObject({ status: 'failed', error: { code: 'MARKETING_LIMIT_REACHED' } });
    const campaign = (await t.api.as(acme.apiKey).get(`/v1/campaigns/${campaignId}`).expect(200))
      .body;
    expect(campaign.stats).toMatchObject({
      enrolled: 1,
      sent: 0,
      failed: 0,
      skipped: 1,
      skippedReasons: { marketing_limit_reached: 1 },
    });

    // the follow-up (a marketing template) comes due: it waits until 24 h after the failure
    const requests = whatsapp.requests;
    await flow.db.query(
      `UPDATE follow_ups SET due_at = now() - interval '1 minute'
        WHERE enrolment_id = (SELECT id FROM enrolments WHERE campaign_id = $1)`,
      [campaignId],
    );
    await t.app.get(DispatchQueue).sweep();
    await flow.settle();
    expect(whatsapp.requests - requests).toBe(0);
    const [followUp] = await flow.db.query(
      `SELECT f.status, f.due_at AS "dueAt", f.skip_reason AS "skipReason" FROM follow_ups f
         JOIN enrolments e ON e.id = f.enrolment_id WHERE e.campaign_id = $1`,
      [campaignId],
    );
    expect(followUp).toEqual({
      status: 'pending',
      dueAt: new Date(failedAt * 1000 + DAY),
      skipReason: null,
    });
  });

  it("stores status webhooks' pricing on the message and counts billable and free messages by category", async () => {
    const utility = (
      await t.api
        .as(acme.apiKey)
        .post('/v1/templates', {
          name: `receipt_${Date.now()}`,
          channel: 'whatsapp',
          language: 'en_US',
          body: 'Hi {{firstName}}, here is your receipt.',
          category: 'utility',
        })
        .expect(201)
    ).body.id;
    await t.app.get(TemplatesService).review(utility, 'approved');
    const { campaignId, listId } = await flow.liveCampaign(acme, { openingTemplateId: utility });
    const phones = [nextPhone(), nextPhone()];
    const ids = [
      await flow.contact(acme, { phone: phones[0] }),
      await flow.contact(acme, { phone: phones[1] }),
    ];
    await flow.add(acme, listId, ids);
    await flow.waitForSent(campaignId, 2);
    const messages = await Promise.all(
      ids.map(
        async (id) =>
          (await t.api.as(acme.apiKey).get(`/v1/messages?contactId=${id}`).expect(200)).body
            .data[0],
      ),
    );
    const fixtures = [
      'status-sent-pricing-billable-utility.json',
      'status-delivered-pricing-free-utility.json',
    ];
    for (const [i, fixture] of fixtures.entries()) {
      const body = loadWhatsAppFixture(fixture, WHATSAPP.phoneNumberId, {
        WAMID: messages[i].externalId,
        WA_ID: phones[i].slice(1),
        BSUID: `US.${Date.now()}${i}`,
      });
      await webhook(JSON.stringify(body));
    }
    await flow.settle();
    const billed = (await t.api.as(acme.apiKey).get(`/v1/messages/${messages[0].id}`).expect(200))
      .body;
    expect(billed.pricing).toEqual({
      billable: true,
      pricingModel: 'PMP',
      category: 'utility',
      type: 'regular',
    });
    const free = (await t.api.as(acme.apiKey).get(`/v1/messages/${messages[1].id}`).expect(200))
      .body;
    expect(free).toMatchObject({
      status: 'delivered',
      pricing: { billable: false, category: 'utility', type: 'free_customer_service' },
    });
    const campaign = (await t.api.as(acme.apiKey).get(`/v1/campaigns/${campaignId}`).expect(200))
      .body;
    expect(campaign.stats).toMatchObject({
      sent: 2,
      billable: { utility: 1 },
      free: { utility: 1 },
    });
  });

  it('sends SMS campaigns through Twilio, rendered, retrying after a 429 with Retry-After', async () => {
    const before = twilio.messages.length;
    const templateId = await flow.approvedTemplate(
      acme,
      'sms',
      'Hi {{firstName}} {{lastName}}, welcome!',
    );
    const { campaignId, listId } = await flow.liveCampaign(acme, {
      channel: 'sms',
      openingTemplateId: templateId,
    });
    twilio.failNext(1, TWILIO_FAILURES.tooManyRequests);
    const phone = nextPhone();
    const id = await flow.contact(acme, { phone, firstName: 'Grace', lastName: null });
    await flow.add(acme, listId, [id]);
    await flow.waitForSent(campaignId, 1, 15_000);
    const sent = twilio.messages.slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0].params).toMatchObject({
      To: phone,
      From: TWILIO.from,
      Body: 'Hi Grace, welcome!',
    });
    expect(sent[0].authorization).toBe(
      `Basic ${Buffer.from(`${TWILIO.accountSid}:${TWILIO.authToken}`).toString('base64')}`,
    );
    expect(sent[0].params.StatusCallback).toMatch(
      /^https:\/\/parley\.test\/v1\/webhooks\/twilio\/.+\/status$/,
    );
  });
});
