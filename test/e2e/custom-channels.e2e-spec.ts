import { DataSource } from 'typeorm';
import { startTestApp, type TestApp } from '../support/app-factory';
import { createAccount, type TestAccount } from '../support/factories';
import { WebhookReceiver } from '../support/webhook-receiver';

/** Compressed retry schedule (ms): 3 retries, then failed. */
const SCHEDULE = [150, 300, 450];

describe('Custom channels and signed delivery (docs/channels.md#custom-channels)', () => {
  let t: TestApp;
  let db: DataSource;
  let acme: TestAccount;
  let other: TestAccount;
  let receiver: WebhookReceiver;
  let channel: { id: string; name: string; signingSecret: string };

  const api = () => t.api.as(acme.apiKey);
  const send = (customData: Record<string, unknown>, account = acme) =>
    t.api.as(account.apiKey).post('/v1/send_custom_channel_message', { customData });
  const incoming = (customData: Record<string, unknown>, messageType?: string) =>
    api().post('/v1/incoming_custom_channel_message', {
      customData,
      ...(messageType ? { messageType } : {}),
    });

  /** Polls a message until `predicate` holds (bounded). */
  const waitForMessage = async (
    id: string,
    predicate: (message: Record<string, unknown>) => boolean,
    timeoutMs = 15_000,
  ) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const message = (await api().get(`/v1/messages/${id}`).expect(200)).body;
      if (predicate(message)) return message as Record<string, unknown> & { status: string };
      if (Date.now() > deadline) throw new Error(`message ${id} stayed ${JSON.stringify(message)}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };

  let seq = 0;
  const fromId = () => `visitor-${Date.now()}-${(seq += 1)}`;

  beforeAll(async () => {
    t = await startTestApp({
      env: {
        RATE_LIMIT_PER_MINUTE: '100000',
        WEBHOOK_RETRY_SCHEDULE_MS: SCHEDULE.join(','),
        WEBHOOK_TIMEOUT_MS: '1000',
        BOT_DEBOUNCE_MS: '200',
      },
    });
    db = t.app.get(DataSource);
    acme = await createAccount(t.app);
    other = await createAccount(t.app);
    receiver = await WebhookReceiver.start();
    channel = (
      await api()
        .post('/v1/custom_channels', { name: 'LiveChat', deliveryUrl: receiver.url })
        .expect(201)
    ).body;
  });
  afterAll(async () => {
    await t.close();
    await receiver.close();
  });
  beforeEach(() => {
    receiver.answerAlways(null);
  });

  describe('channels', () => {
    it('creates with a whsec_ signing secret shown once, and refuses a second name case-insensitively', async () => {
      expect(channel.signingSecret).toMatch(/^whsec_/);
      const got = (await api().get(`/v1/custom_channels/${channel.id}`).expect(200)).body;
      expect(got).toMatchObject({ id: channel.id, name: 'LiveChat', deliveryUrl: receiver.url });
      expect(got.signingSecret).toBeUndefined();
      const dup = await api()
        .post('/v1/custom_channels', { name: 'livechat', deliveryUrl: receiver.url })
        .expect(409);
      expect(dup.body.error.code).toBe('CONFLICT');
      const list = (await api().get('/v1/custom_channels').expect(200)).body;
      expect(list.data.map((c: { id: string }) => c.id)).toContain(channel.id);
    });

    it('validates names and URLs, and hides other accounts’ channels', async () => {
      const bad = await api()
        .post('/v1/custom_channels', { name: '', deliveryUrl: 'ftp://x' })
        .expect(400);
      expect(bad.body.error.code).toBe('VALIDATION_FAILED');
      const fields = bad.body.error.details.map((d: { field: string }) => d.field);
      expect(fields).toContain('name');
      const url = await api()
        .post('/v1/custom_channels', { name: 'ftp', deliveryUrl: 'ftp://example.com/x' })
        .expect(400);
      expect(url.body.error.details[0].field).toBe('deliveryUrl');
      const foreign = await t.api
        .as(other.apiKey)
        .get(`/v1/custom_channels/${channel.id}`)
        .expect(404);
      expect(foreign.body.error.code).toBe('CHANNEL_NOT_FOUND');
      await t.api.as(other.apiKey).delete(`/v1/custom_channels/${channel.id}`).expect(404);
    });

    it('renames, moves and deletes a channel', async () => {
      const made = (
        await api()
          .post('/v1/custom_channels', { name: 'email-bridge', deliveryUrl: receiver.url })
          .expect(201)
      ).body;
      const patched = (
        await api().patch(`/v1/custom_channels/${made.id}`, { name: 'email' }).expect(200)
      ).body;
      expect(patched.name).toBe('email');
      await api().delete(`/v1/custom_channels/${made.id}`).expect(204);
      await api().get(`/v1/custom_channels/${made.id}`).expect(404);
      const res = await send({ fromId: 'x', customChannel: 'email', body: 'hi' }).expect(404);
      expect(res.body.error.code).toBe('CHANNEL_NOT_FOUND');
    });
  });

  describe('POST /v1/send_custom_channel_message', () => {
    it('answers 202 queued, delivers a signed message to the delivery URL, and ends delivered', async () => {
      const who = fromId();
      const res = await t.api
        .as(acme.apiKey, 'query')
        .post('/v1/send_custom_channel_message', {
          customData: {
            fromId: who,
            customChannel: 'livechat',
            body: 'Hello there',
            firstName: 'Ada',
            email: 'ada.cc@example.com',
          },
        })
        .expect(202);
      expect(res.body).toEqual({
        id: expect.any(String),
        status: 'queued',
        contactId: expect.any(String),
        conversationId: expect.any(String),
      });
      const [delivery] = await receiver
        .waitFor((r) => r.some((x) => x.json.data.id === res.body.id))
        .then((all) => all.filter((x) => x.json.data.id === res.body.id));
      expect(delivery.headers['webhook-id']).toMatch(/^msg_[0-9a-f]{32}$/);
      expect(WebhookReceiver.verify(channel.signingSecret, delivery)).toMatchObject({
        type: 'custom_channel.message',
        data: { id: res.body.id, body: 'Hello there', fromId: who, customChannel: 'LiveChat' },
      });
      const message = await waitForMessage(res.body.id, (m) => m.status === 'delivered');
      expect(message).toMatchObject({
        direction: 'outbound',
        channel: 'custom',
        deliveredAt: expect.any(String),
      });
      const contact = (await api().get(`/v1/contacts/${res.body.contactId}`).expect(200)).body;
      expect(contact).toMatchObject({ firstName: 'Ada', email: 'ada.cc@example.com', phone: null });

      const again = (
        await send({ fromId: who, customChannel: 'LiveChat', body: 'Second' }).expect(202)
      ).body;
      expect(again.contactId).toBe(res.body.contactId);
      expect(again.conversationId).toBe(res.body.conversationId);
    });

    it('joins an existing contact when fromId is its E.164 phone or email', async () => {
      const phone = `+1415555${String(Date.now()).slice(-4)}`;
      const existing = (await api().post('/v1/contacts', { phone, firstName: 'Grace' }).expect(201))
        .body;
      const res = (
        await send({ fromId: phone, customChannel: 'LiveChat', body: 'Hi Grace' }).expect(202)
      ).body;
      expect(res.contactId).toBe(existing.id);
      const email = `lin.${Date.now()}@example.com`;
      const byEmail = (await api().post('/v1/contacts', { email }).expect(201)).body;
      const res2 = (
        await send({ fromId: email, customChannel: 'LiveChat', body: 'Hi' }).expect(202)
      ).body;
      expect(res2.contactId).toBe(byEmail.id);
    });

    it.each([
      [{}, 'customData'],
      [{ customData: null }, 'customData'],
      [{ customData: { customChannel: 'LiveChat', body: 'x' } }, 'customData.fromId'],
      [{ customData: { fromId: 'a', body: 'x' } }, 'customData.customChannel'],
      [{ customData: { fromId: 'a', customChannel: 'LiveChat' } }, 'customData.body'],
      [{ customData: { fromId: 7, customChannel: 'LiveChat', body: 'x' } }, 'customData.fromId'],
      [
        { customData: { fromId: 'a', customChannel: 'LiveChat', body: 'x', firstName: 5 } },
        'customData.firstName',
      ],
    ])('400 VALIDATION_FAILED naming the field for %j', async (body, field) => {
      const before = (await db.query(`SELECT count(*)::int AS n FROM messages`))[0].n;
      const res = await api().post('/v1/send_custom_channel_message', body).expect(400);
      expect(res.body.error.code).toBe('VALIDATION_FAILED');
      expect(res.body.error.details.map((d: { field: string }) => d.field)).toContain(field);
      expect((await db.query(`SELECT count(*)::int AS n FROM messages`))[0].n).toBe(before);
    });

    it('404 for an unknown channel name, an unknown campaign, or another account’s channel', async () => {
      const unknown = await send({ fromId: 'a', customChannel: 'nope', body: 'x' }).expect(404);
      expect(unknown.body.error.code).toBe('CHANNEL_NOT_FOUND');
      const campaign = await send({
        fromId: 'a',
        customChannel: 'LiveChat',
        body: 'x',
        campaignId: '00000000-0000-4000-8000-000000000000',
      }).expect(404);
      expect(campaign.body.error.code).toBe('CAMPAIGN_NOT_FOUND');
      const foreign = await send(
        { fromId: 'a', customChannel: 'LiveChat', body: 'x' },
        other,
      ).expect(404);
      expect(foreign.body.error.code).toBe('CHANNEL_NOT_FOUND');
    });
  });

  describe('retries', () => {
    it('retries two 500s with the same webhook-id and ends delivered on the third attempt', async () => {
      receiver.answerNext(2, { status: 500 });
      const { id } = (
        await send({ fromId: fromId(), customChannel: 'LiveChat', body: 'retry me' }).expect(202)
      ).body;
      const attempts = (
        await receiver.waitFor((r) => r.filter((x) => x.json.data.id === id).length >= 3)
      ).filter((x) => x.json.data.id === id);
      expect(new Set(attempts.map((a) => a.headers['webhook-id'])).size).toBe(1);
      await waitForMessage(id, (m) => m.status === 'delivered');
      const deliveries = (await api().get(`/v1/messages/${id}/deliveries`).expect(200)).body.data;
      const own = deliveries.filter((d: { target: string }) => d.target === 'custom_channel');
      expect(own).toHaveLength(1);
      expect(own[0]).toMatchObject({
        id: attempts[0].headers['webhook-id'],
        status: 'delivered',
        attemptCount: 3,
      });
      expect(own[0].attempts.map((a: { statusCode: number }) => a.statusCode)).toEqual([
        500, 500, 200,
      ]);
      expect(own[0].attempts[0]).toMatchObject({
        url: receiver.url,
        error: 'HTTP 500',
        durationMs: expect.any(Number),
      });
    });

    it('fails after the schedule when the receiver always fails, and redeliver tries again', async () => {
      receiver.answerAlways({ status: 503 });
      const { id } = (
        await send({ fromId: fromId(), customChannel: 'LiveChat', body: 'doomed' }).expect(202)
      ).body;
      const failed = await waitForMessage(id, (m) => m.status === 'failed');
      expect((failed.error as { code: string }).code).toBe('WEBHOOK_DELIVERY_FAILED');
      expect(receiver.received.filter((x) => x.json.data.id === id)).toHaveLength(
        SCHEDULE.length + 1,
      );

      receiver.answerAlways(null);
      const redelivered = await api().post(`/v1/messages/${id}/redeliver`).expect(202);
      expect(redelivered.body.status).toBe('queued');
      await waitForMessage(id, (m) => m.status === 'delivered');
      const all = receiver.received.filter((x) => x.json.data.id === id);
      expect(all).toHaveLength(SCHEDULE.length + 2);
      expect(new Set(all.map((a) => a.headers['webhook-id'])).size).toBe(1);
    });

    it('does not retry a 400, and 409s a redeliver while a delivery is still pending', async () => {
      receiver.answerNext(1, { status: 400 });
      const { id } = (
        await send({ fromId: fromId(), customChannel: 'LiveChat', body: 'refused' }).expect(202)
      ).body;
      await waitForMessage(id, (m) => m.status === 'failed');
      expect(receiver.received.filter((x) => x.json.data.id === id)).toHaveLength(1);

      receiver.answerAlways({ status: 500, headers: { 'retry-after': '2' } });
      const pending = (
        await send({ fromId: fromId(), customChannel: 'LiveChat', body: 'waits' }).expect(202)
      ).body;
      await receiver.waitFor((r) => r.some((x) => x.json.data.id === pending.id));
      const conflict = await api().post(`/v1/messages/${pending.id}/redeliver`).expect(409);
      expect(conflict.body.error.code).toBe('CONFLICT');
      const deliveries = (await api().get(`/v1/messages/${pending.id}/deliveries`).expect(200)).body
        .data;
      const next = new Date(deliveries[0].nextAttemptAt).getTime();
      const first = new Date(deliveries[0].attempts[0].createdAt).getTime();
      // Retry-After: 2 (s) beats the 150 ms schedule.
      expect(next - first).toBeGreaterThanOrEqual(1900);
      await api().post('/v1/messages/00000000-0000-4000-8000-000000000000/redeliver').expect(404);
    });
  });

  describe('secret rotation', () => {
    it('signs with the new and the previous secret for 24 h', async () => {
      const made = (
        await api()
          .post('/v1/custom_channels', { name: `rot-${Date.now()}`, deliveryUrl: receiver.url })
          .expect(201)
      ).body;
      const rotated = (await api().post(`/v1/custom_channels/${made.id}/rotate-secret`).expect(200))
        .body;
      expect(rotated.signingSecret).toMatch(/^whsec_/);
      expect(rotated.signingSecret).not.toBe(made.signingSecret);
      const hours = (new Date(rotated.previousSecretExpiresAt).getTime() - Date.now()) / 3_600_000;
      expect(hours).toBeGreaterThan(23.9);
      expect(hours).toBeLessThanOrEqual(24);
      const { id } = (
        await send({ fromId: fromId(), customChannel: made.name, body: 'rotated' }).expect(202)
      ).body;
      const [delivery] = (
        await receiver.waitFor((r) => r.some((x) => x.json.data.id === id))
      ).filter((x) => x.json.data.id === id);
      expect(delivery.headers['webhook-signature'].split(' ')).toHaveLength(2);
      expect(() => WebhookReceiver.verify(rotated.signingSecret, delivery)).not.toThrow();
      expect(() => WebhookReceiver.verify(made.signingSecret, delivery)).not.toThrow();
      expect(() => WebhookReceiver.verify(channel.signingSecret, delivery)).toThrow();
    });
  });

  describe('POST /v1/incoming_custom_channel_message', () => {
    it('gives exactly one 201 under 25 concurrent repeats, 200 duplicate for the rest, no 5xx', async () => {
      const messageSid = `lc-${Date.now()}`;
      const who = fromId();
      const responses = await Promise.all(
        Array.from({ length: 25 }, () =>
          incoming({ messageSid, fromId: who, toId: 'LiveChat', body: 'Is the demo on?' }),
        ),
      );
      const statuses = responses.map((r) => r.status);
      expect(statuses.filter((s) => s === 201)).toHaveLength(1);
      expect(statuses.filter((s) => s === 200)).toHaveLength(24);
      const ids = new Set(responses.map((r) => r.body.id));
      expect(ids.size).toBe(1);
      expect(
        responses.filter((r) => r.status === 200).every((r) => r.body.duplicate === true),
      ).toBe(true);
      expect(responses.find((r) => r.status === 201)!.body.duplicate).toBe(false);
      const rows = await db.query(
        `SELECT count(*)::int AS n FROM messages WHERE account_id = $1 AND external_id = $2`,
        [acme.id, messageSid],
      );
      expect(rows[0].n).toBe(1);
      const contacts = await db.query(
        `SELECT count(DISTINCT contact_id)::int AS n FROM contact_identities WHERE account_id = $1 AND external_id = $2`,
        [acme.id, who],
      );
      expect(contacts[0].n).toBe(1);
      const message = (
        await api()
          .get(`/v1/messages/${[...ids][0]}`)
          .expect(200)
      ).body;
      expect(message).toMatchObject({
        direction: 'inbound',
        status: 'received',
        channel: 'custom',
        messageType: 'text',
        metadata: { toId: 'LiveChat', status: 'received' },
      });
    });

    it('answers a repeat with another fromId as a duplicate, creating no contact', async () => {
      const sid = `dup-${Date.now()}`;
      await incoming({ messageSid: sid, fromId: fromId(), toId: 'LiveChat', body: 'first' }).expect(
        201,
      );
      const contacts = async () =>
        (
          await db.query(`SELECT count(*)::int AS n FROM contacts WHERE account_id = $1`, [acme.id])
        )[0].n as number;
      const before = await contacts();
      const repeat = await incoming({
        messageSid: sid,
        fromId: 'somebody-new',
        toId: 'LiveChat',
        body: 'first',
      }).expect(200);
      expect(repeat.body.duplicate).toBe(true);
      expect(await contacts()).toBe(before);
    });

    it('accepts id in place of messageSid, and the same id in another account is not a repeat', async () => {
      const sid = `alt-${Date.now()}`;
      const first = await incoming({
        id: sid,
        fromId: fromId(),
        toId: 'biz',
        body: 'hey',
        channel: 'email',
      }).expect(201);
      await incoming({ messageSid: sid, fromId: 'someone-else', toId: 'biz', body: 'hey' }).expect(
        200,
      );
      const res = await t.api
        .as(other.apiKey)
        .post('/v1/incoming_custom_channel_message', {
          customData: { id: sid, fromId: 'x', toId: 'biz', body: 'hey' },
        })
        .expect(201);
      expect(res.body.id).not.toBe(first.body.id);
    });

    it.each([
      [{ fromId: 'a', toId: 'b', body: 'x' }, 'customData.messageSid'],
      [{ messageSid: 's', toId: 'b', body: 'x' }, 'customData.fromId'],
      [{ messageSid: 's', fromId: 'a', body: 'x' }, 'customData.toId'],
      [{ messageSid: 's', fromId: 'a', toId: 'b' }, 'customData.body'],
      [{ messageSid: ['s'], fromId: 'a', toId: 'b', body: 'x' }, 'customData.messageSid'],
    ])('400 naming the field for %j', async (customData, field) => {
      const res = await incoming(customData).expect(400);
      expect(res.body.error.details.map((d: { field: string }) => d.field)).toContain(field);
    });

    it('refuses an unknown messageType and a missing customData', async () => {
      const res = await incoming(
        { messageSid: 'q', fromId: 'a', toId: 'b', body: 'x' },
        'sticker',
      ).expect(400);
      expect(res.body.error.details[0].field).toBe('messageType');
      await api().post('/v1/incoming_custom_channel_message', {}).expect(400);
    });

    it('stores a reaction against the message it names', async () => {
      const who = fromId();
      const sid = `r-${Date.now()}`;
      const original = (
        await incoming({ messageSid: sid, fromId: who, toId: 'LiveChat', body: 'Nice' }).expect(201)
      ).body;
      const reaction = (
        await incoming(
          { messageSid: `${sid}-r`, fromId: who, toId: 'LiveChat', body: '👍', reactsTo: sid },
          'reaction',
        ).expect(201)
      ).body;
      const message = (await api().get(`/v1/messages/${reaction.id}`).expect(200)).body;
      expect(message).toMatchObject({
        messageType: 'reaction',
        reactsToMessageId: original.id,
        body: '👍',
      });
    });
  });

  describe('webhook endpoints', () => {
    it('sends signed message.status_changed events to a registered endpoint', async () => {
      const events = await WebhookReceiver.start();
      try {
        const endpoint = (
          await api()
            .post('/v1/webhooks', { url: events.url, events: ['message.status_changed'] })
            .expect(201)
        ).body;
        expect(endpoint.signingSecret).toMatch(/^whsec_/);
        const { id } = (
          await send({ fromId: fromId(), customChannel: 'LiveChat', body: 'tracked' }).expect(202)
        ).body;
        const [event] = (
          await events.waitFor((r) =>
            r.some((x) => x.json.data.id === id && x.json.data.status === 'delivered'),
          )
        ).filter((x) => x.json.data.id === id);
        expect(WebhookReceiver.verify(endpoint.signingSecret, event)).toMatchObject({
          type: 'message.status_changed',
          data: { id, status: 'delivered', channel: 'custom' },
        });
        const bad = await api()
          .post('/v1/webhooks', { url: events.url, events: ['nope'] })
          .expect(400);
        expect(bad.body.error.details[0].field).toMatch(/^events/);
        await api().delete(`/v1/webhooks/${endpoint.id}`).expect(204);
        await api().get(`/v1/webhooks/${endpoint.id}`).expect(404);
      } finally {
        await events.close();
      }
    });
  });
});
