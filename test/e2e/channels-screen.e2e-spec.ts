import { startTestApp, type TestApp } from '../support/app-factory';
import { createAccount, type TestAccount } from '../support/factories';
import { FakeTemplateReview } from '../support/fake-template-review';
import { signWhatsApp } from '../support/fake-whatsapp';
import { WebhookReceiver } from '../support/webhook-receiver';
import { until } from '../support/poll';

const WABA = '102290129340398';
const TOKEN = 'EAAJB0ExampleAccessToken';
const APP_SECRET = '3c5e1f0a9b8d7c6e5f4a3b2c1d0e9f8a';

/**
 * What the Channels, Templates and Webhooks screens need from the API
 * (docs/templates.md#review-by-meta, docs/webhooks.md#redelivery, docs/channels.md#connections):
 * templates submitted to Meta (a local Graph fake) and decided by its signed webhook, sandbox
 * approval, edits that resubmit, and the recent deliveries of endpoints and custom channels with
 * redelivery.
 */
describe('Template review, recent deliveries and redelivery', () => {
  let t: TestApp;
  let graph: FakeTemplateReview;
  let receiver: WebhookReceiver;
  let acme: TestAccount;
  let sandbox: TestAccount;
  let other: TestAccount;
  let connectionId: string;

  beforeAll(async () => {
    graph = await FakeTemplateReview.start([{ wabaId: WABA, accessToken: TOKEN }]);
    receiver = await WebhookReceiver.start();
    t = await startTestApp({
      env: { WHATSAPP_API_BASE_URL: graph.baseUrl, RATE_LIMIT_PER_MINUTE: '100000' },
    });
    acme = await createAccount(t.app);
    sandbox = await createAccount(t.app);
    other = await createAccount(t.app);
    const connected = await t.api
      .as(acme.apiKey)
      .post('/v1/channels/whatsapp', {
        phoneNumberId: '106540352242922',
        wabaId: WABA,
        accessToken: TOKEN,
        appSecret: APP_SECRET,
        verifyToken: 'verify-2026',
      })
      .expect(201);
    connectionId = connected.body.id;
    expect(connected.body).toMatchObject({ channel: 'whatsapp', wabaId: WABA });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await graph?.close();
    await receiver?.close();
  });

  /** Meta's signed `message_template_status_update` for a template. */
  function statusUpdate(name: string, event: string, reason = 'NONE') {
    const raw = JSON.stringify({
      object: 'whatsapp_business_account',
      entry: [
        {
          id: WABA,
          changes: [
            {
              field: 'message_template_status_update',
              value: {
                event,
                message_template_id: 1,
                message_template_name: name,
                message_template_language: 'en_US',
                reason,
              },
            },
          ],
        },
      ],
    });
    return t.api
      .raw('post', `/v1/webhooks/whatsapp/${connectionId}`)
      .set('Content-Type', 'application/json')
      .set('X-Hub-Signature-256', signWhatsApp(raw, APP_SECRET))
      .send(raw);
  }

  const template = (account: TestAccount, id: string) =>
    t.api
      .as(account.apiKey)
      .get(`/v1/templates/${id}`)
      .expect(200)
      .then((res) => res.body);

  it('a bad wabaId is refused and changes nothing', async () => {
    const res = await t.api
      .as(acme.apiKey)
      .post('/v1/channels/whatsapp', {
        phoneNumberId: '106540352242922',
        wabaId: 'not digits',
        accessToken: TOKEN,
        appSecret: APP_SECRET,
        verifyToken: 'verify-2026',
      })
      .expect(400);
    expect(res.body.error.code).toBe('VALIDATION_FAILED');
    const list = await t.api.as(acme.apiKey).get('/v1/channels').expect(200);
    expect(list.body.data[0]).toMatchObject({ id: connectionId, wabaId: WABA });
  });

  it('submits a WhatsApp template to Meta with its category and example; the signed webhook approves it', async () => {
    const created = await t.api
      .as(acme.apiKey)
      .post('/v1/templates', {
        name: 'order_ready',
        channel: 'whatsapp',
        language: 'en_US',
        category: 'utility',
        body: 'Hi {{firstName}} {{lastName}}, your order is ready.',
      })
      .expect(201);
    expect(created.body).toMatchObject({ status: 'pending', review: 'meta', category: 'utility' });
    expect(graph.submissions.at(-1)).toEqual({
      path: `/v23.0/${WABA}/message_templates`,
      token: TOKEN,
      body: {
        name: 'order_ready',
        language: 'en_US',
        category: 'UTILITY',
        components: [
          {
            type: 'BODY',
            text: 'Hi {{1}} {{2}}, your order is ready.',
            example: { body_text: [['Ada', 'Lovelace']] },
          },
        ],
      },
    });
    await statusUpdate('order_ready', 'APPROVED').expect(200);
    const approved = await until(
      () => template(acme, created.body.id),
      (body) => body.status === 'approved',
    );
    expect(approved).toMatchObject({ review: 'meta', statusReason: null });
    expect(graph.violations).toEqual([]);
  });

  it("a rejection keeps Meta's reason; Edit resubmits it as an edit of the same template", async () => {
    const created = await t.api
      .as(acme.apiKey)
      .post('/v1/templates', {
        name: 'promo_friday',
        channel: 'whatsapp',
        language: 'en_US',
        body: 'Big sale, {{firstName}}!',
      })
      .expect(201);
    expect(created.body.category).toBe('marketing');
    await statusUpdate('promo_friday', 'REJECTED', 'INVALID_FORMAT').expect(200);
    await until(
      () => template(acme, created.body.id),
      (body) => body.status === 'rejected' && body.statusReason === 'INVALID_FORMAT',
    );
    const edited = await t.api
      .as(acme.apiKey)
      .patch(`/v1/templates/${created.body.id}`, { body: 'A sale this Friday, {{firstName}}.' })
      .expect(200);
    expect(edited.body).toMatchObject({
      status: 'pending',
      review: 'meta',
      body: 'A sale this Friday, {{firstName}}.',
    });
    expect(graph.submissions.at(-1)).toMatchObject({
      path: '/v23.0/tpl_2',
      body: {
        category: 'MARKETING',
        components: [{ type: 'BODY', text: 'A sale this Friday, {{1}}.' }],
      },
    });
  });

  it("Meta refusing the submission makes the template rejected with Meta's message", async () => {
    graph.refuseNext('The template name is already in use.');
    const created = await t.api
      .as(acme.apiKey)
      .post('/v1/templates', { name: 'dup_name', channel: 'whatsapp', language: 'en', body: 'Hi' })
      .expect(201);
    expect(created.body).toMatchObject({
      status: 'rejected',
      statusReason: 'Meta refused the submission: The template name is already in use.',
    });
  });

  it('in the sandbox a WhatsApp template is approved at once, and an edit keeps it approved', async () => {
    const before = graph.submissions.length;
    const created = await t.api
      .as(sandbox.apiKey)
      .post('/v1/templates', { name: 'hello', channel: 'whatsapp', language: 'en', body: 'Hi' })
      .expect(201);
    expect(created.body).toMatchObject({ status: 'approved', review: 'sandbox' });
    const edited = await t.api
      .as(sandbox.apiKey)
      .patch(`/v1/templates/${created.body.id}`, { category: 'utility', body: 'Hello' })
      .expect(200);
    expect(edited.body).toMatchObject({ status: 'approved', category: 'utility', body: 'Hello' });
    expect(graph.submissions.length).toBe(before);
  });

  it('an edit with a bad body changes nothing; another account gets 404', async () => {
    const created = await t.api
      .as(sandbox.apiKey)
      .post('/v1/templates', { name: 'keep_me', channel: 'sms', language: 'en', body: 'Hi' })
      .expect(201);
    const bad = await t.api
      .as(sandbox.apiKey)
      .patch(`/v1/templates/${created.body.id}`, { body: 'Hi {{email}}' })
      .expect(400);
    expect(bad.body.error.code).toBe('VALIDATION_FAILED');
    await t.api
      .as(other.apiKey)
      .patch(`/v1/templates/${created.body.id}`, { body: 'Hello' })
      .expect(404);
    expect(await template(sandbox, created.body.id)).toEqual(created.body);
  });

  it("lists an endpoint's recent deliveries with their attempts and redelivers one", async () => {
    const endpoint = await t.api
      .as(acme.apiKey)
      .post('/v1/webhooks', { url: `${receiver.url}/events`, events: ['message.created'] })
      .expect(201);
    const custom = await t.api
      .as(acme.apiKey)
      .post('/v1/custom_channels', { name: 'livechat', deliveryUrl: `${receiver.url}/chat` })
      .expect(201);
    await t.api
      .as(acme.apiKey)
      .post('/v1/incoming_custom_channel_message', {
        customData: {
          messageSid: `m-${Date.now()}`,
          fromId: 'visitor-1',
          toId: 'livechat',
          body: 'Hi',
        },
      })
      .expect(201);
    const list = () =>
      t.api
        .as(acme.apiKey)
        .get(`/v1/webhooks/${endpoint.body.id}/deliveries`)
        .expect(200)
        .then((res) => res.body.data as { id: string; status: string; attempts: unknown[] }[]);
    const [delivered] = await until(list, (rows) => rows[0]?.status === 'delivered');
    expect(delivered).toMatchObject({
      target: 'endpoint',
      targetId: endpoint.body.id,
      eventType: 'message.created',
      messageId: expect.any(String),
      attempts: [
        expect.objectContaining({ attempt: 1, statusCode: 200, durationMs: expect.any(Number) }),
      ],
    });

    const redelivered = await t.api
      .as(acme.apiKey)
      .post(`/v1/webhooks/${endpoint.body.id}/deliveries/${delivered.id}/redeliver`)
      .expect(202);
    expect(redelivered.body).toMatchObject({ id: delivered.id, status: 'pending' });
    const [again] = await until(
      list,
      (rows) => rows[0]?.status === 'delivered' && rows[0].attempts.length === 2,
    );
    expect(again.id).toBe(delivered.id);
    expect(
      receiver.received.filter((hook) => hook.headers['webhook-id'] === delivered.id),
    ).toHaveLength(2);

    // Unknown delivery: 404; another account's endpoint: 404; a bad limit: 400.
    await t.api
      .as(acme.apiKey)
      .post(`/v1/webhooks/${endpoint.body.id}/deliveries/msg_unknown/redeliver`)
      .expect(404);
    await t.api.as(other.apiKey).get(`/v1/webhooks/${endpoint.body.id}/deliveries`).expect(404);
    await t.api
      .as(other.apiKey)
      .post(`/v1/webhooks/${endpoint.body.id}/deliveries/${delivered.id}/redeliver`)
      .expect(404);
    await t.api
      .as(acme.apiKey)
      .get(`/v1/webhooks/${endpoint.body.id}/deliveries?limit=0`)
      .expect(400);

    // The custom channel's own deliveries: an outbound message, delivered.
    await t.api
      .as(acme.apiKey)
      .post('/v1/send_custom_channel_message', {
        customData: { fromId: 'visitor-1', customChannel: 'livechat', body: 'Hello back' },
      })
      .expect(202);
    const channelDeliveries = await until(
      () =>
        t.api
          .as(acme.apiKey)
          .get(`/v1/custom_channels/${custom.body.id}/deliveries`)
          .expect(200)
          .then((res) => res.body.data as { status: string; eventType: string }[]),
      (rows) => rows[0]?.status === 'delivered',
    );
    expect(channelDeliveries[0].eventType).toBe('custom_channel.message');
    await t.api
      .as(other.apiKey)
      .get(`/v1/custom_channels/${custom.body.id}/deliveries`)
      .expect(404);
  });
});
